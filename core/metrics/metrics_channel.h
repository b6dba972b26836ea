#pragma once
// The /metrics endpoint of the CLI or the window: a MetricsServer that
// serves the latest published MetricsSnapshot. The owning thread publishes
// a snapshot each time it looks at the run (MetricsFeed); a scrape copies
// the latest under a mutex and formats the copy, so a scrape never waits
// for the run and the run never waits for a scrape.
//
// The last snapshot stays until the next is published: after a run, the
// endpoint keeps showing its final figures until the next run begins (its
// first snapshot) or the channel is closed.
//
// Threads: open(), close() and publish() from the owning thread; scrape()
// from any thread (the server's).
#include "metrics/metrics_server.h"
#include "metrics/metrics_snapshot.h"
#include "metrics/openmetrics_text.h"

#include <mutex>
#include <optional>
#include <string>

namespace bw {

class MetricsChannel {
public:
    MetricsChannel() = default;
    ~MetricsChannel();   // close()
    MetricsChannel(const MetricsChannel&) = delete;
    MetricsChannel& operator=(const MetricsChannel&) = delete;

    // Listens at `where` (MetricsServer::listen: its errors). Serves a
    // scrape without samples until the first publish().
    std::optional<Error> open(const MetricsAddress& where);
    void close();
    bool isOpen() const { return open_; }
    // Where it listens, with the port the system chose for port 0.
    MetricsAddress address() const { return server_.boundAddress(); }
    // "http://127.0.0.1:9464/metrics"
    std::string url() const { return "http://" + server_.boundAddress().text() + "/metrics"; }

    void publish(MetricsSnapshot snapshot);
    // The exposition of the latest snapshot.
    std::string scrape(MetricsFormat format) const;

private:
    MetricsServer server_;
    bool open_ = false;
    mutable std::mutex mutex_;   // guards latest_
    MetricsSnapshot latest_;
};

} // namespace bw

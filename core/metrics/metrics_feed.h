#pragma once
// Fills MetricsSnapshots for one run: poll() while it runs, from the copies
// RunSession hands out (live(), seriesFrom(), latencySince(),
// requestsSince(), targetLatest()); finish() once it ended, from its
// RunResult, so the last scrape shows exactly the figures of the run's JSON
// (requests, errors by class, bytes, the latency histogram).
//
// While the run runs, the counters are the sums of the complete seconds of
// the measured phase and the histogram is the engine's (republished once a
// second), so a scrape moves once a second, all figures together.
//
// Threads: the owning thread only (the one that drives the session). Keeps
// a copy of the latency histograms (~62 KiB) to see when they change.
#include "metrics/metrics_snapshot.h"
#include "run/run_session.h"

#include <cstdint>
#include <string>

namespace bw {

class MetricsFeed {
public:
    // A new run (after session.prepare()): forgets the last run's figures.
    // `agent` is an agent run's part (agent.present()), else ignored.
    void begin(const RunSession& session, const std::string& runName, const AgentInfo& agent);
    // The run's figures now.
    MetricsSnapshot poll(const RunSession& session);
    // The run's end: its result's figures, under the labels begin() chose.
    MetricsSnapshot finish(const RunResult& result);

private:
    MetricsSnapshot s_;
    size_t secondsSeen_ = 0;
    size_t targetPointsSeen_ = 0;
    LatencySnapshot latency_;
    LiveRequests requests_;
};

} // namespace bw

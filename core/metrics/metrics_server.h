#pragma once
// A small HTTP/1.1 server for /metrics on one thread of its own: GET (and
// HEAD) /metrics answers with the handler's body, any other path 404, any
// other method 405, a request that is not HTTP 400, headers past
// kMaxRequestBytes 431. Every response closes its connection ("Connection:
// close"), which Prometheus and curl handle; a client that sends no
// complete request within kIdleTimeout is closed, and past kMaxClients the
// longest waiting one makes room, so a stuck scraper never locks out the next.
//
// It never touches the engine: the handler (MetricsChannel) formats a copy
// of the latest snapshot. A response is written with a send timeout
// (kSendTimeout), so a reader that stops reading holds this thread, never
// the run, for that long at most.
//
// Threads: listen() and close() from the owning thread; the handler runs on
// the server's thread, one request at a time. Qt-free, POSIX.
#include "control/server_thread.h"
#include "metrics/metrics_address.h"
#include "util/error.h"

#include <chrono>
#include <functional>
#include <optional>
#include <string>

namespace bw {

class MetricsServer {
public:
    static constexpr int kMaxClients = 16;
    static constexpr size_t kMaxRequestBytes = 8192;
    static constexpr std::chrono::milliseconds kIdleTimeout{10'000};
    static constexpr std::chrono::milliseconds kSendTimeout{2'000};

    struct Response {
        std::string contentType;
        std::string body;
    };
    // Given the request's Accept header ("" when it sent none), the body of /metrics.
    using Handler = std::function<Response(const std::string& accept)>;

    MetricsServer() = default;
    ~MetricsServer();   // close()
    MetricsServer(const MetricsServer&) = delete;
    MetricsServer& operator=(const MetricsServer&) = delete;

    // Binds `where` and starts serving. Returns the problem, a Plain error
    // naming the address: "127.0.0.1:9464: the address is in use (another
    // program listens there)", or the system's reason (socket, bind, listen).
    std::optional<Error> listen(const MetricsAddress& where, Handler handler);
    // Stops the thread and closes every connection. Idempotent.
    void close();
    // The address bound, with the port the system chose for port 0; after listen().
    const MetricsAddress& boundAddress() const { return bound_; }

private:
    void serve();

    MetricsAddress bound_;
    Handler handler_;
    ServerThread io_;                 // the socket, the wake pipe and the serving thread
};

} // namespace bw

#pragma once
// A small in-process HTTP/1.1 server on an ephemeral 127.0.0.1 port for the
// engine tests. One thread per connection; how it answers is chosen per
// server. It counts the requests it parsed so tests can compare both sides.
#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace bwtest {

// A TCP socket listening on 127.0.0.1 at a free port (SO_REUSEADDR, backlog
// 512), for the in-process test servers. False when socket, bind or listen
// failed; *fd is set either way, so the caller's stop() closes it.
bool listenOnLoopback(int* fd, int* port);

class LoopbackServer {
public:
    enum class Mode {
        Ok,               // 200 with a small JSON body, keep-alive (/status/NNN: status NNN)
        Chunked,          // 200 chunked with an extension and a trailer
        Status500,        // 500 with a body
        ResetMidResponse, // half the headers, then RST
        Slow,             // answers after delayMs
        CloseEach,        // Connection: close on every response
        Garbage,          // not HTTP at all
        ShortBody,        // Content-Length larger than the body, then close
        Status600,        // "600 Beyond" with a body, keep-alive (a code past the registered range)
        StallAfter,       // answers like Ok the first delayMs requests (a count here), then never again
    };

    explicit LoopbackServer(Mode mode, int delayMs = 0);
    ~LoopbackServer();

    bool start();                    // binds 127.0.0.1:0
    void stop();
    int port() const { return port_; }
    std::string url(const std::string& path = "/") const;
    uint64_t requests() const { return requests_.load(); }
    uint64_t connections() const { return connections_.load(); }
    // Connections open now (accepted and not yet closed by either side).
    int openConnections() const { return open_.load(); }
    // Ok and Slow: requests read whose answer never went out because the
    // client closed first (while the server runs).
    uint64_t abandoned() const { return abandoned_.load(); }
    // The first kKeptRequests requests exactly as they arrived (head and body).
    static constexpr size_t kKeptRequests = 16;
    std::vector<std::string> rawRequests() const;

private:
    void acceptLoop();
    void serve(int fd);

    Mode mode_;
    int delayMs_;
    int listenFd_ = -1;
    int port_ = 0;
    std::atomic<bool> stopping_{false};
    std::atomic<uint64_t> requests_{0};
    std::atomic<uint64_t> connections_{0};
    std::atomic<int> open_{0};
    std::atomic<uint64_t> abandoned_{0};
    std::thread acceptThread_;
    mutable std::mutex mutex_;
    std::vector<std::string> raw_;
    std::vector<std::thread> conns_;
    std::vector<int> fds_;
};

// Returns a 127.0.0.1 port nobody listens on (bound, then closed).
int unusedPort();

} // namespace bwtest

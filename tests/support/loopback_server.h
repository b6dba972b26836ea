#pragma once
// A small in-process HTTP/1.1 server on an ephemeral 127.0.0.1 port for the
// engine tests. One thread per connection (tcp_test_server.h); how it
// answers is chosen per server. It counts the requests it parsed so tests
// can compare both sides.
#include "tcp_test_server.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

namespace bwtest {

class LoopbackServer : public TcpTestServer {
public:
    enum class Mode {
        Ok,               // 200 with a small JSON body, keep-alive (/status/NNN: status NNN; /delay/MS: 200 after MS ms)
        Chunked,          // 200 chunked with an extension and a trailer
        Status500,        // 500 with a body
        ResetMidResponse, // half the headers, then RST
        Slow,             // answers after delayMs
        CloseEach,        // Connection: close on every response
        Garbage,          // not HTTP at all
        ShortBody,        // Content-Length larger than the body, then close
        Status600,        // "600 Beyond" with a body, keep-alive (a code past the registered range)
        StallAfter,       // answers like Ok the first delayMs requests (a count here), then never again
        // A server of known capacity: delayMs is its capacity in requests/s
        // here. One request at a time, each taking 1/capacity s, in arrival
        // order: below the capacity nothing waits, above it the queue and
        // the latency grow without bound.
        Capacity,
    };

    explicit LoopbackServer(Mode mode, int delayMs = 0);
    ~LoopbackServer() override;

    bool start() { return startServing(); }   // binds 127.0.0.1:0
    void stop() { stopServing(); }
    std::string url(const std::string& path = "/") const;
    uint64_t requests() const { return requests_.load(); }
    // Ok and Slow: requests read whose answer never went out because the
    // client closed first (while the server runs).
    uint64_t abandoned() const { return abandoned_.load(); }
    // The first kKeptRequests requests exactly as they arrived (head and body).
    static constexpr size_t kKeptRequests = 16;
    std::vector<std::string> rawRequests() const;
    // Keep the first `n` requests from now on, forgetting those kept so far.
    void keepRequests(size_t n);

private:
    void serveConnection(int fd) override;
    bool waitUntil(int fd, std::chrono::steady_clock::time_point until) const;

    Mode mode_;
    int delayMs_;
    std::atomic<uint64_t> requests_{0};
    std::atomic<uint64_t> abandoned_{0};
    mutable std::mutex rawMutex_;
    std::vector<std::string> raw_;
    size_t keep_ = kKeptRequests;       // rawMutex_
    std::mutex capacityMutex_;
    std::chrono::steady_clock::time_point freeAt_{};   // Capacity: when the single server is next free (capacityMutex_)
};

} // namespace bwtest

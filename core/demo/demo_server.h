#pragma once
// The built-in demo target: an HTTP server on 127.0.0.1 with the routes of
// DemoRouter, backed by a seeded in-memory SQLite store. benchwork-target is a
// thin main() around it; tests and the CLI embed it in-process.
//
// Threads: start(), stop() and the destructor must be called from one owning
// thread; port() and isRunning() from any thread. The HTTP library runs its
// own worker threads.
#include "util/error.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace bw::demo {

inline constexpr std::int64_t kDefaultDocuments = 300;
inline constexpr std::int64_t kMaxDocuments = 1000000;
inline constexpr int kMaxThreads = 64;
// Bodies above this get 413: the signal route takes small JSON objects.
inline constexpr std::size_t kMaxRequestBodyBytes = 64 * 1024;

class DemoServer
{
public:
    DemoServer();
    ~DemoServer();   // stops the server if it runs
    DemoServer(const DemoServer&) = delete;
    DemoServer& operator=(const DemoServer&) = delete;

    // Seeds `documents` documents (1..kMaxDocuments) and serves on
    // 127.0.0.1:port (0 = a free port chosen by the system) with `threads`
    // worker threads (1..kMaxThreads). nullopt once serving, else a Plain
    // error without a field naming the problem (bad argument, port in use,
    // ...). Fails if the server already runs.
    [[nodiscard]] std::optional<Error> start(std::uint16_t port, std::int64_t documents = kDefaultDocuments,
                                             int threads = 1);
    // Every answer waits this long before it is queued, on the worker thread
    // that serves it (benchwork-target --delay-us: a copy made slower by a
    // known amount, for A/B tests). Call before start(); 0 (default) = none.
    void setResponseDelayUs(std::int64_t us) { delayUs_ = us; }
    // The bound port while running, else 0. Any thread.
    std::uint16_t port() const;
    bool isRunning() const;   // any thread
    // Closes the listening socket and all connections and joins the worker
    // threads. Safe to call when not running.
    void stop();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
    std::atomic<std::uint16_t> port_{0};   // 0 while not running
    std::int64_t delayUs_ = 0;
};

} // namespace bw::demo

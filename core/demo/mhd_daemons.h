#pragma once
// The libmicrohttpd daemons behind the demo target, serving one listening
// socket with `threads` threads.
//
// Linux: one daemon per thread in external epoll mode, each run by a
// thread of ours. libmicrohttpd's own epoll thread (0.9.75 to at least
// 0.9.77) calls epoll_wait again, with the full wait, whenever a call
// returned exactly its 128-event maximum: with 128 or 256 keep-alive
// clients all waiting for answers nothing new arrives and the server
// sleeps until a connection times out. Driven from outside, a daemon never
// waits inside libmicrohttpd (MHD_run polls without waiting); our loop
// waits on the daemon's epoll descriptor instead. poll() mode, the other
// way round the bug, left clients unanswered for seconds at 5,000
// connections.
// Elsewhere (macOS has no epoll): one daemon with libmicrohttpd's own
// poll() threads.
#include <microhttpd.h>

#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace bw::demo {

// Both platforms' daemons: connections per thread (each thread may take
// them all: a thread starved on a busy machine must not refuse what the
// others would take; the open-file limit bounds the sum), and the idle
// time after which a connection is closed, seconds.
inline constexpr unsigned int kMhdConnectionsPerThread = 10000;
inline constexpr unsigned int kMhdConnectionTimeoutSec = 120;

struct MhdHandlers
{
    MHD_AccessHandlerCallback onRequest = nullptr;
    MHD_RequestCompletedCallback onCompleted = nullptr;
    void* context = nullptr;   // onRequest's cls
};

class MhdDaemons
{
public:
    MhdDaemons() = default;
    ~MhdDaemons();   // stop()
    MhdDaemons(const MhdDaemons&) = delete;
    MhdDaemons& operator=(const MhdDaemons&) = delete;

    // Serves listenFd (non-blocking; owned from here on, closed on failure
    // too) with `threads` threads (>= 1). nullopt once serving, else why not.
    std::optional<std::string> start(int listenFd, int threads, const MhdHandlers& handlers);
    // Closes the listening socket and every connection and joins the
    // threads. Safe when not started.
    void stop();

private:
    std::vector<MHD_Daemon*> daemons_;
    std::vector<std::thread> threads_;
    [[maybe_unused]] int wakeFd_ = -1;   // Linux: readable once stop() begins
};

} // namespace bw::demo

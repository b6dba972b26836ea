#pragma once
// Edge-triggered readiness polling for one worker thread: epoll on Linux
// (event_poller_linux.cpp), kqueue on macOS (event_poller_macos.cpp).
// Each registered fd is watched for read and write readiness at once, so a
// connection is registered once and never re-armed. Not thread-safe: one
// poller per worker.
#include <cstdint>

namespace bw {

class EventPoller {
public:
    struct Event {
        void* tag = nullptr;
        bool readable = false;
        bool writable = false;
        bool hangup = false;   // peer closed or error; read to learn which
    };

    EventPoller();
    ~EventPoller();
    EventPoller(const EventPoller&) = delete;
    EventPoller& operator=(const EventPoller&) = delete;

    bool valid() const { return fd_ >= 0; }
    // Watches fd for read+write readiness, edge-triggered; returns false
    // with errno set.
    bool add(int fd, void* tag);
    // Level-triggered interest in read and/or write (for libcurl's socket
    // callback); call again to change the interest. False with errno set.
    bool watch(int fd, void* tag, bool read, bool write, bool known);
    // Stops watching fd (call before close()).
    void remove(int fd);
    // Waits up to timeoutMs (0: poll, -1: forever); returns the number of
    // events written to out (at most max), or -1 on error other than EINTR.
    int wait(Event* out, int max, int timeoutMs);
    // The same with a timeout in nanoseconds (0: poll, < 0: forever), so a
    // worker wakes for a due send or a deadline to the microsecond rather
    // than the next whole millisecond. Linux: epoll_pwait2 (5.11+), else a
    // timerfd on the same epoll; macOS: kevent's timespec.
    int waitNs(Event* out, int max, int64_t timeoutNs);

    // Which precise wait this process uses ("epoll_pwait2", "timerfd",
    // "kevent"), for the docs and the tests. Any thread.
    static const char* preciseWaitName();

private:
    int fd_ = -1;
    int timerFd_ = -1;   // Linux fallback when the kernel lacks epoll_pwait2
};

} // namespace bw

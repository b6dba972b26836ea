#pragma once
// How the programs in bench/src wait: the way benchwork's worker does
// (core/engine/net/event_poller_linux.cpp), so that what they measure is the
// machine and not a coarser wait of their own. A monotonic clock in
// nanoseconds, 1 ns timer slack, and epoll_pwait2 with a nanosecond
// timeout. Linux only; header-only, so each program stays one file to build.
#include <cerrno>
#include <cstdint>
#include <ctime>
#include <sys/epoll.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace finewait {

#ifdef SYS_epoll_pwait2
constexpr bool kAvailable = true;
#else
constexpr bool kAvailable = false;   // pollNs() fails with ENOSYS
#endif

inline uint64_t monoNs()
{
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return uint64_t(t.tv_sec) * 1'000'000'000u + uint64_t(t.tv_nsec);
}

// A timed wait of this thread ends at its time, not up to 50 us after
// (the kernel's default slack).
inline void setFineTimerSlack() { prctl(PR_SET_TIMERSLACK, 1UL, 0, 0, 0); }

// epoll_pwait2 on `ep` for up to `timeoutNs` (negative: no timeout).
// Returns the number of events, or -1 with errno set.
inline long pollNs(int ep, epoll_event* events, int maxEvents, int64_t timeoutNs)
{
#ifdef SYS_epoll_pwait2
    timespec ts{};
    timespec* timeout = nullptr;
    if (timeoutNs >= 0) {
        ts = {time_t(timeoutNs / 1'000'000'000), long(timeoutNs % 1'000'000'000)};
        timeout = &ts;
    }
    return ::syscall(SYS_epoll_pwait2, ep, events, maxEvents, timeout, nullptr, 0);
#else
    (void)ep, (void)events, (void)maxEvents, (void)timeoutNs;
    errno = ENOSYS;
    return -1;
#endif
}

} // namespace finewait

#include "event_poller.h"

#include <atomic>
#include <cerrno>
#include <sys/epoll.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

namespace bw {

namespace {

// Whether the kernel has epoll_pwait2 (Linux 5.11+): unknown until the first
// precise wait asks it; glibc may declare it while the kernel answers ENOSYS.
enum PreciseWait { Unknown, Pwait2, Timerfd };
std::atomic<int> preciseWait{Unknown};

// The tag of the fallback timer's events, never a connection's.
char timerTag;

int pwait2(int epfd, epoll_event* evs, int max, int64_t timeoutNs)
{
#ifdef SYS_epoll_pwait2
    timespec ts{time_t(timeoutNs / 1'000'000'000), long(timeoutNs % 1'000'000'000)};
    return int(::syscall(SYS_epoll_pwait2, epfd, evs, max, timeoutNs < 0 ? nullptr : &ts, nullptr, 0));
#else
    (void)epfd; (void)evs; (void)max; (void)timeoutNs;
    errno = ENOSYS;
    return -1;
#endif
}

} // namespace

EventPoller::EventPoller() : fd_(epoll_create1(EPOLL_CLOEXEC)) {}

EventPoller::~EventPoller()
{
    if (timerFd_ >= 0)
        ::close(timerFd_);
    if (fd_ >= 0)
        ::close(fd_);
}

const char* EventPoller::preciseWaitName()
{
    if (preciseWait.load() == Unknown) {
        // Ask the kernel once with a poll of an empty set.
        int ep = epoll_create1(EPOLL_CLOEXEC);
        epoll_event ev;
        int r = ep >= 0 ? pwait2(ep, &ev, 1, 0) : -1;
        int expected = Unknown;
        preciseWait.compare_exchange_strong(expected, (r < 0 && errno == ENOSYS) ? Timerfd : Pwait2);
        if (ep >= 0)
            ::close(ep);
    }
    return preciseWait.load() == Pwait2 ? "epoll_pwait2" : "timerfd";
}

bool EventPoller::add(int fd, void* tag)
{
    epoll_event ev{};
    ev.events = EPOLLIN | EPOLLOUT | EPOLLRDHUP | EPOLLET;
    ev.data.ptr = tag;
    return epoll_ctl(fd_, EPOLL_CTL_ADD, fd, &ev) == 0;
}

bool EventPoller::watch(int fd, void* tag, bool read, bool write, bool known)
{
    epoll_event ev{};
    ev.events = (read ? EPOLLIN : 0u) | (write ? EPOLLOUT : 0u);
    ev.data.ptr = tag;
    return epoll_ctl(fd_, known ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, fd, &ev) == 0;
}

void EventPoller::remove(int fd)
{
    epoll_event ev{};
    epoll_ctl(fd_, EPOLL_CTL_DEL, fd, &ev);
}

int EventPoller::wait(Event* out, int max, int timeoutMs)
{
    return waitNs(out, max, timeoutMs < 0 ? -1 : int64_t(timeoutMs) * 1'000'000);
}

int EventPoller::waitNs(Event* out, int max, int64_t timeoutNs)
{
    constexpr int kBatch = 256;
    epoll_event evs[kBatch];
    if (max > kBatch)
        max = kBatch;
    int n = -1;
    if (timeoutNs <= 0 || timeoutNs % 1'000'000 == 0) {
        // whole milliseconds (or none): epoll_wait is exact enough
        n = epoll_wait(fd_, evs, max, timeoutNs < 0 ? -1 : int(timeoutNs / 1'000'000));
    } else {
        if (preciseWait.load(std::memory_order_relaxed) == Unknown)
            preciseWaitName();
        if (preciseWait.load(std::memory_order_relaxed) == Pwait2) {
            n = pwait2(fd_, evs, max, timeoutNs);
        } else {
            // Fallback: a one-shot timerfd on this epoll wakes the wait.
            if (timerFd_ < 0) {
                timerFd_ = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
                epoll_event ev{};
                ev.events = EPOLLIN;
                ev.data.ptr = &timerTag;
                if (timerFd_ < 0 || epoll_ctl(fd_, EPOLL_CTL_ADD, timerFd_, &ev) != 0)
                    return -1;
            }
            itimerspec its{};
            its.it_value = timespec{time_t(timeoutNs / 1'000'000'000), long(timeoutNs % 1'000'000'000)};
            if (timerfd_settime(timerFd_, 0, &its, nullptr) != 0)
                return -1;
            // The millisecond ceiling only guards against a lost timer.
            n = epoll_wait(fd_, evs, max, int(timeoutNs / 1'000'000) + 1);
        }
    }
    if (n < 0)
        return errno == EINTR ? 0 : -1;
    int k = 0;
    for (int i = 0; i < n; ++i) {
        if (evs[i].data.ptr == &timerTag) {
            uint64_t expirations;
            ssize_t r = ::read(timerFd_, &expirations, sizeof expirations);
            (void)r;
            continue;
        }
        uint32_t e = evs[i].events;
        out[k].tag = evs[i].data.ptr;
        out[k].readable = e & (EPOLLIN | EPOLLRDHUP | EPOLLHUP | EPOLLERR);
        out[k].writable = e & EPOLLOUT;
        out[k].hangup = e & (EPOLLRDHUP | EPOLLHUP | EPOLLERR);
        ++k;
    }
    return k;
}

} // namespace bw

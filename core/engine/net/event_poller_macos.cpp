#include "event_poller.h"

#include <cerrno>
#include <sys/event.h>
#include <sys/time.h>
#include <unistd.h>

namespace bw {

EventPoller::EventPoller() : fd_(kqueue()) {}

EventPoller::~EventPoller()
{
    if (fd_ >= 0)
        ::close(fd_);
}

bool EventPoller::add(int fd, void* tag)
{
    struct kevent ch[2];
    EV_SET(&ch[0], fd, EVFILT_READ, EV_ADD | EV_CLEAR, 0, 0, tag);
    EV_SET(&ch[1], fd, EVFILT_WRITE, EV_ADD | EV_CLEAR, 0, 0, tag);
    return kevent(fd_, ch, 2, nullptr, 0, nullptr) == 0;
}

bool EventPoller::watch(int fd, void* tag, bool read, bool write, bool)
{
    struct kevent ch[2];
    EV_SET(&ch[0], fd, EVFILT_READ, read ? EV_ADD | EV_ENABLE : EV_ADD | EV_DISABLE, 0, 0, tag);
    EV_SET(&ch[1], fd, EVFILT_WRITE, write ? EV_ADD | EV_ENABLE : EV_ADD | EV_DISABLE, 0, 0, tag);
    return kevent(fd_, ch, 2, nullptr, 0, nullptr) == 0;
}

void EventPoller::remove(int fd)
{
    struct kevent ch[2];
    EV_SET(&ch[0], fd, EVFILT_READ, EV_DELETE, 0, 0, nullptr);
    EV_SET(&ch[1], fd, EVFILT_WRITE, EV_DELETE, 0, 0, nullptr);
    kevent(fd_, ch, 2, nullptr, 0, nullptr);
}

const char* EventPoller::preciseWaitName() { return "kevent"; }

int EventPoller::wait(Event* out, int max, int timeoutMs)
{
    return waitNs(out, max, timeoutMs < 0 ? -1 : int64_t(timeoutMs) * 1'000'000);
}

int EventPoller::waitNs(Event* out, int max, int64_t timeoutNs)
{
    constexpr int kBatch = 256;
    struct kevent evs[kBatch];
    if (max > kBatch)
        max = kBatch;
    // kevent's timeout is a timespec: nanoseconds as asked.
    timespec ts{time_t(timeoutNs / 1'000'000'000), long(timeoutNs % 1'000'000'000)};
    int n = kevent(fd_, nullptr, 0, evs, max, timeoutNs < 0 ? nullptr : &ts);
    if (n < 0)
        return errno == EINTR ? 0 : -1;
    // kqueue reports read and write separately; one Event per kevent is fine
    // because the worker handles each flag independently.
    for (int i = 0; i < n; ++i) {
        out[i].tag = evs[i].udata;
        out[i].readable = evs[i].filter == EVFILT_READ;
        out[i].writable = evs[i].filter == EVFILT_WRITE;
        out[i].hangup = (evs[i].flags & (EV_EOF | EV_ERROR)) != 0;
    }
    return n;
}

} // namespace bw

#include "event_poller.h"

#include <cerrno>
#include <sys/epoll.h>
#include <unistd.h>

namespace bw {

EventPoller::EventPoller() : fd_(epoll_create1(EPOLL_CLOEXEC)) {}

EventPoller::~EventPoller()
{
    if (fd_ >= 0)
        ::close(fd_);
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
    constexpr int kBatch = 256;
    epoll_event evs[kBatch];
    if (max > kBatch)
        max = kBatch;
    int n = epoll_wait(fd_, evs, max, timeoutMs);
    if (n < 0)
        return errno == EINTR ? 0 : -1;
    for (int i = 0; i < n; ++i) {
        uint32_t e = evs[i].events;
        out[i].tag = evs[i].data.ptr;
        out[i].readable = e & (EPOLLIN | EPOLLRDHUP | EPOLLHUP | EPOLLERR);
        out[i].writable = e & EPOLLOUT;
        out[i].hangup = e & (EPOLLRDHUP | EPOLLHUP | EPOLLERR);
    }
    return n;
}

} // namespace bw

#include "mhd_daemons.h"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

namespace bw::demo {

namespace {

// The longest our loop waits without asking libmicrohttpd for its next
// connection timeout again.
constexpr int kMaxWaitMs = 1000;

MHD_Daemon* startExternalEpoll(int listenFd, const MhdHandlers& h)
{
    return MHD_start_daemon(
        MHD_USE_EPOLL | MHD_USE_TURBO, 0, nullptr, nullptr, h.onRequest, h.context,
        MHD_OPTION_LISTEN_SOCKET, static_cast<MHD_socket>(listenFd),
        MHD_OPTION_CONNECTION_LIMIT, kMhdConnectionsPerThread,   // per daemon, so per thread
        MHD_OPTION_CONNECTION_TIMEOUT, kMhdConnectionTimeoutSec,
        MHD_OPTION_NOTIFY_COMPLETED, h.onCompleted, nullptr,
        MHD_OPTION_END);
}

// One thread's loop: wait for the daemon's epoll descriptor (or stop), then
// let libmicrohttpd handle what is ready without waiting inside it.
void serve(MHD_Daemon* daemon, int epollFd, int wakeFd)
{
    for (;;) {
        MHD_UNSIGNED_LONG_LONG next = 0;
        int waitMs = kMaxWaitMs;
        if (MHD_get_timeout(daemon, &next) == MHD_YES)   // 0 while data is already waiting
            waitMs = next < static_cast<MHD_UNSIGNED_LONG_LONG>(kMaxWaitMs) ? int(next) : kMaxWaitMs;
        pollfd fds[2] = {{epollFd, POLLIN, 0}, {wakeFd, POLLIN, 0}};
        if (::poll(fds, 2, waitMs) < 0 && errno != EINTR)
            return;
        if (fds[1].revents != 0)
            return;
        MHD_run(daemon);
    }
}

} // namespace

MhdDaemons::~MhdDaemons()
{
    stop();
}

std::optional<std::string> MhdDaemons::start(int listenFd, int threads, const MhdHandlers& handlers)
{
    auto fail = [&](std::string why, int fdToClose) {
        if (fdToClose >= 0)
            ::close(fdToClose);
        stop();
        return std::optional<std::string>(std::move(why));
    };
    if (!daemons_.empty()) {   // leaves the daemons that serve alone
        ::close(listenFd);
        return std::string("already serving");
    }
    wakeFd_ = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (wakeFd_ < 0)
        return fail(std::string("cannot create an eventfd: ") + std::strerror(errno), listenFd);
    for (int i = 0; i < threads; ++i) {
        // Each daemon owns (and closes) its own descriptor of the socket;
        // the last one takes listenFd itself.
        const bool last = i + 1 == threads;
        const int fd = last ? listenFd : ::fcntl(listenFd, F_DUPFD_CLOEXEC, 0);
        if (fd < 0)
            return fail(std::string("cannot duplicate the listening socket: ") + std::strerror(errno), listenFd);
        MHD_Daemon* d = startExternalEpoll(fd, handlers);
        if (!d) {
            if (!last)
                ::close(fd);
            return fail("libmicrohttpd could not start (is it built with epoll?)", listenFd);
        }
        daemons_.push_back(d);
    }
    for (MHD_Daemon* d : daemons_)
        threads_.emplace_back(serve, d, MHD_get_daemon_info(d, MHD_DAEMON_INFO_EPOLL_FD)->epoll_fd, wakeFd_);
    return std::nullopt;
}

void MhdDaemons::stop()
{
    if (wakeFd_ >= 0) {
        const std::uint64_t one = 1;
        [[maybe_unused]] const ssize_t n = ::write(wakeFd_, &one, sizeof one);
    }
    for (std::thread& t : threads_)
        t.join();
    threads_.clear();
    // Each closes its listening descriptor and its connections.
    for (MHD_Daemon* d : daemons_)
        MHD_stop_daemon(d);
    daemons_.clear();
    if (wakeFd_ >= 0)
        ::close(wakeFd_);
    wakeFd_ = -1;
}

} // namespace bw::demo

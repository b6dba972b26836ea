#include "udp_socket.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/uio.h>
#include <unistd.h>

#ifdef __linux__
#include <netinet/udp.h>
#define BW_HAVE_MMSG 1
#else
#define BW_HAVE_MMSG 0
#endif

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0
#endif

namespace bw {

namespace {

// -1 not probed yet, 0 no, 1 yes. The kernel either has UDP_SEGMENT or not;
// a device without checksum offload refuses GSO sends with EIO, after which
// it stays off.
std::atomic<int> gsoState{-1};

// The most datagrams one GSO send or one sendmmsg carries (the kernel's
// UDP_MAX_SEGMENTS is 64; a GSO send is also limited to 64 KiB).
constexpr size_t kMaxBatch = 64;

void probeGso(int fd)
{
#if defined(__linux__) && defined(UDP_SEGMENT)
    if (gsoState.load(std::memory_order_relaxed) >= 0)
        return;
    int seg = 0;
    socklen_t len = sizeof seg;
    gsoState.store(getsockopt(fd, SOL_UDP, UDP_SEGMENT, &seg, &len) == 0 ? 1 : 0, std::memory_order_relaxed);
#else
    (void)fd;
    gsoState.store(0, std::memory_order_relaxed);
#endif
}

bool retryable(int err) { return err == EINTR; }

} // namespace

UdpSocket::~UdpSocket() { close(); }

bool UdpSocket::open(const sockaddr* peer, socklen_t peerLen)
{
    close();
    fd_ = ::socket(peer->sa_family, SOCK_DGRAM, 0);
    if (fd_ < 0)
        return false;
    fcntl(fd_, F_SETFL, fcntl(fd_, F_GETFL) | O_NONBLOCK);
    fcntl(fd_, F_SETFD, FD_CLOEXEC);
#ifdef SO_NOSIGPIPE
    int one = 1;
    setsockopt(fd_, SOL_SOCKET, SO_NOSIGPIPE, &one, sizeof one);
#endif
    localLen_ = sizeof local_;
    if (::connect(fd_, peer, peerLen) != 0 || getsockname(fd_, reinterpret_cast<sockaddr*>(&local_), &localLen_) != 0) {
        const int e = errno;
        close();
        errno = e;
        return false;
    }
    probeGso(fd_);
    return true;
}

void UdpSocket::close()
{
    if (fd_ >= 0)
        ::close(fd_);
    fd_ = -1;
}

bool UdpSocket::gsoAvailable() { return gsoState.load(std::memory_order_relaxed) == 1; }

// How many datagrams from sizes[0] on make one GSO send: equal sizes, the
// last one perhaps shorter, at most kMaxBatch and 64 KiB in all.
static int gsoRun(const size_t* sizes, int count)
{
    const size_t seg = sizes[0];
    size_t total = seg;
    int n = 1;
    while (n < count && size_t(n) < kMaxBatch && total + sizes[n] <= 65000 && sizes[n] <= seg) {
        total += sizes[n];
        if (sizes[n++] < seg)
            break;   // a shorter datagram ends the run
    }
    return n;
}

int UdpSocket::send(const uint8_t* buf, const size_t* sizes, int count, unsigned* used)
{
    int done = 0;
    size_t offset = 0;
    while (done < count) {
        const int run = gsoAvailable() ? gsoRun(sizes + done, count - done) : 1;
        int r;
        int want;
        if (run > 1) {
            size_t len = 0;
            for (int i = 0; i < run; ++i)
                len += sizes[done + i];
            want = run;
            r = sendGso(buf + offset, len, sizes[done], used);
            if (r == -2)
                continue;   // the device refused GSO: batch without it from now on
        } else {
            // Up to the next run GSO can take, in one sendmmsg.
            want = 1;
            if (!gsoAvailable())
                want = count - done;
            else
                while (done + want < count && gsoRun(sizes + done + want, count - done - want) == 1)
                    ++want;
            want = std::min(want, int(kMaxBatch));
            r = sendBatch(buf + offset, sizes + done, want, used);
        }
        if (r < 0)
            return done > 0 ? done : -1;
        for (int i = 0; i < r; ++i)
            offset += sizes[done + i];
        done += r;
        if (r < want)
            break;   // the socket filled up
    }
    return done;
}

// One sendmsg carrying len bytes as datagrams of `segment` bytes. Returns
// the datagrams sent (all or none), -1 with errno, -2 when the kernel
// refused GSO for this socket's device (then it is off for good).
int UdpSocket::sendGso(const uint8_t* buf, size_t len, size_t segment, unsigned* used)
{
#if defined(__linux__) && defined(UDP_SEGMENT)
    iovec iov{const_cast<uint8_t*>(buf), len};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(uint16_t))] = {};
    msghdr msg{};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    cmsghdr* cm = CMSG_FIRSTHDR(&msg);
    cm->cmsg_level = SOL_UDP;
    cm->cmsg_type = UDP_SEGMENT;
    cm->cmsg_len = CMSG_LEN(sizeof(uint16_t));
    const uint16_t seg = uint16_t(segment);
    std::memcpy(CMSG_DATA(cm), &seg, sizeof seg);
    for (;;) {
        if (::sendmsg(fd_, &msg, MSG_NOSIGNAL) >= 0) {
            *used |= kUdpGso;
            return int((len + segment - 1) / segment);
        }
        if (retryable(errno))
            continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK)
            return 0;
        if (errno == EIO || errno == EINVAL || errno == EOPNOTSUPP) {
            gsoState.store(0, std::memory_order_relaxed);
            return -2;
        }
        return -1;
    }
#else
    (void)buf, (void)len, (void)segment, (void)used;
    return -2;
#endif
}

// Without GSO: one sendmmsg for up to kMaxBatch datagrams (Linux), else a
// send() each. Returns the datagrams sent, or -1 with errno.
int UdpSocket::sendBatch(const uint8_t* buf, const size_t* sizes, int count, unsigned* used)
{
#if BW_HAVE_MMSG
    if (count > 1) {
        mmsghdr msgs[kMaxBatch];
        iovec iovs[kMaxBatch];
        const int n = std::min<int>(count, int(kMaxBatch));
        size_t off = 0;
        for (int i = 0; i < n; ++i) {
            iovs[i] = iovec{const_cast<uint8_t*>(buf + off), sizes[i]};
            off += sizes[i];
            msgs[i] = mmsghdr{};
            msgs[i].msg_hdr.msg_iov = &iovs[i];
            msgs[i].msg_hdr.msg_iovlen = 1;
        }
        for (;;) {
            const int r = ::sendmmsg(fd_, msgs, unsigned(n), MSG_NOSIGNAL);
            if (r >= 0) {
                if (r > 1)
                    *used |= kUdpSendmmsg;
                return r;
            }
            if (retryable(errno))
                continue;
            return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : -1;
        }
    }
#else
    (void)used;
#endif
    int sent = 0;
    size_t off = 0;
    while (sent < count) {
        const ssize_t r = ::send(fd_, buf + off, sizes[sent], MSG_NOSIGNAL);
        if (r < 0) {
            if (retryable(errno))
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                return sent;
            return sent > 0 ? sent : -1;
        }
        off += sizes[sent++];
    }
    return sent;
}

int UdpSocket::receive(UdpDatagrams& into, unsigned* used)
{
    into.count = 0;
#if BW_HAVE_MMSG
    mmsghdr msgs[UdpDatagrams::kMax];
    iovec iovs[UdpDatagrams::kMax];
    for (int i = 0; i < UdpDatagrams::kMax; ++i) {
        iovs[i] = iovec{into.data[i], UdpDatagrams::kSize};
        msgs[i] = mmsghdr{};
        msgs[i].msg_hdr.msg_iov = &iovs[i];
        msgs[i].msg_hdr.msg_iovlen = 1;
    }
    for (;;) {
        const int r = ::recvmmsg(fd_, msgs, UdpDatagrams::kMax, MSG_DONTWAIT, nullptr);
        if (r < 0) {
            if (retryable(errno))
                continue;
            return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : -1;
        }
        if (r > 1)
            *used |= kUdpRecvmmsg;
        for (int i = 0; i < r; ++i) {
            if (msgs[i].msg_hdr.msg_flags & MSG_TRUNC)
                continue;   // longer than any packet we accept: dropped, as the network could have
            if (into.count != i)
                std::memmove(into.data[into.count], into.data[i], msgs[i].msg_len);
            into.len[into.count++] = msgs[i].msg_len;
        }
        return into.count;
    }
#else
    (void)used;
    while (into.count < UdpDatagrams::kMax) {
        const ssize_t n = ::recv(fd_, into.data[into.count], UdpDatagrams::kSize, MSG_DONTWAIT);
        if (n < 0) {
            if (retryable(errno))
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                break;
            return into.count > 0 ? into.count : -1;
        }
        if (size_t(n) > UdpDatagrams::kMaxPayload)
            continue;
        into.len[into.count++] = size_t(n);
    }
    return into.count;
#endif
}

} // namespace bw

#include "tcp_socket.h"

#include <cerrno>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

namespace bw {

int openClientTcpSocket(int family)
{
    int fd = ::socket(family, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    fcntl(fd, F_SETFD, FD_CLOEXEC);
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
#ifdef SO_NOSIGPIPE
    setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, sizeof one);
#endif
    return fd;
}

int connectOutcome(int fd, int* err)
{
    int e = 0;
    socklen_t len = sizeof e;
    if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &e, &len) < 0 || e != 0) {
        *err = e ? e : errno;
        return -1;
    }
    sockaddr_storage peer;
    socklen_t plen = sizeof peer;
    return getpeername(fd, reinterpret_cast<sockaddr*>(&peer), &plen) < 0 ? 0 : 1;
}

} // namespace bw

#include "fault_socket.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0   // macOS: SIGPIPE is ignored process-wide in main()
#endif

namespace bwfault {

namespace {

int boundLoopbackSocket(int port, int* boundPort, std::string* why)
{
    int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) {
        *why = std::string("socket: ") + std::strerror(errno);
        return -1;
    }
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(uint16_t(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);   // never the wildcard address
    if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
        *why = "cannot bind 127.0.0.1:" + std::to_string(port) + ": " + std::strerror(errno);
        ::close(fd);
        return -1;
    }
    socklen_t len = sizeof a;
    getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
    *boundPort = ntohs(a.sin_port);
    return fd;
}

} // namespace

int listenLoopback(int port, int* boundPort, std::string* why)
{
    int fd = boundLoopbackSocket(port, boundPort, why);
    if (fd < 0)
        return -1;
    if (::listen(fd, 1024) != 0) {
        *why = std::string("listen: ") + std::strerror(errno);
        ::close(fd);
        return -1;
    }
    return fd;
}

int reserveRefusedPort(int* boundPort, std::string* why)
{
    return boundLoopbackSocket(0, boundPort, why);
}

bool sendAll(int fd, const char* data, size_t len)
{
    size_t off = 0;
    while (off < len) {
        ssize_t n = ::send(fd, data + off, len - off, MSG_NOSIGNAL);
        if (n > 0) {
            off += size_t(n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        return false;
    }
    return true;
}

bool sendAll(int fd, const std::string& text) { return sendAll(fd, text.data(), text.size()); }

void resetClose(int fd)
{
    linger l{1, 0};
    setsockopt(fd, SOL_SOCKET, SO_LINGER, &l, sizeof l);
    ::close(fd);
}

void drainUntilClosed(int fd)
{
    char buf[4096];
    for (;;) {
        ssize_t n = ::recv(fd, buf, sizeof buf, 0);
        if (n > 0 || (n < 0 && errno == EINTR))
            continue;
        return;
    }
}

} // namespace bwfault

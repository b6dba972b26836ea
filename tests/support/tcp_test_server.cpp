#include "tcp_test_server.h"
#include "no_sigpipe.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace bwtest {

bool listenOnLoopback(int* fd, int* port)
{
    *fd = ::socket(AF_INET, SOCK_STREAM, 0);
    int one = 1;
    setsockopt(*fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::bind(*fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(*fd, 512) != 0)
        return false;
    socklen_t len = sizeof a;
    getsockname(*fd, reinterpret_cast<sockaddr*>(&a), &len);
    *port = ntohs(a.sin_port);
    return true;
}

int unusedPort()
{
    int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a);
    socklen_t len = sizeof a;
    getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
    const int port = ntohs(a.sin_port);
    ::close(fd);
    return port;
}

RefusedPort::RefusedPort()
{
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);   // no SO_REUSEADDR: the port stays ours
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd_ >= 0 && ::bind(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0) {
        socklen_t len = sizeof a;
        if (getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len) == 0)
            port_ = ntohs(a.sin_port);
    }
}

RefusedPort::~RefusedPort()
{
    if (fd_ >= 0)
        ::close(fd_);
}

bool sendAllBytes(int fd, const void* data, size_t size)
{
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::send(fd, p, size, MSG_NOSIGNAL);
        if (n <= 0)
            return false;
        p += n;
        size -= size_t(n);
    }
    return true;
}

TcpTestServer::~TcpTestServer() { stopServing(); }

bool TcpTestServer::startServing()
{
    if (!listenOnLoopback(&listenFd_, &port_))
        return false;
    acceptThread_ = std::thread([this] { acceptLoop(); });
    return true;
}

void TcpTestServer::stopServing()
{
    if (stopping_.exchange(true))
        return;
    if (listenFd_ >= 0)
        ::shutdown(listenFd_, SHUT_RDWR);
    if (acceptThread_.joinable())
        acceptThread_.join();
    if (listenFd_ >= 0)
        ::close(listenFd_);
    listenFd_ = -1;
    {
        std::lock_guard<std::mutex> lk(mutex_);
        for (int fd : fds_)
            if (fd >= 0)
                ::shutdown(fd, SHUT_RDWR);   // wakes a blocked recv, SSL_read or SSL_accept
    }
    for (auto& t : conns_)
        t.join();
    conns_.clear();
    for (int fd : fds_)
        if (fd >= 0)
            ::close(fd);
    fds_.clear();
}

void TcpTestServer::releaseConnection(int fd, bool reset)
{
    std::lock_guard<std::mutex> lk(mutex_);
    for (int& f : fds_)
        if (f == fd) {
            if (reset) {
                linger l{1, 0};
                setsockopt(fd, SOL_SOCKET, SO_LINGER, &l, sizeof l);
            }
            open_.fetch_sub(1);   // before the close: a peer that saw it sees the count too
            ::close(fd);
            f = -1;
        }
}

void TcpTestServer::acceptLoop()
{
    while (!stopping_.load()) {
        pollfd p{listenFd_, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0)
            continue;
        const int fd = ::accept(listenFd_, nullptr, nullptr);
        if (fd < 0)
            continue;
        int one = 1;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        noSigpipe(fd);
        connections_.fetch_add(1);
        open_.fetch_add(1);
        std::lock_guard<std::mutex> lk(mutex_);
        fds_.push_back(fd);
        conns_.emplace_back([this, fd] { serveConnection(fd); });
    }
}

} // namespace bwtest

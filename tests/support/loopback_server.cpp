#include "loopback_server.h"
#include "no_sigpipe.h"

#include <arpa/inet.h>
#include <cerrno>
#include <algorithm>
#include <chrono>
#include <cstring>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace bwtest {

namespace {
bool sendAll(int fd, const std::string& s)
{
    size_t off = 0;
    while (off < s.size()) {
        ssize_t n = ::send(fd, s.data() + off, s.size() - off, MSG_NOSIGNAL);
        if (n <= 0)
            return false;
        off += size_t(n);
    }
    return true;
}

void resetClose(int fd)
{
    linger l{1, 0};
    setsockopt(fd, SOL_SOCKET, SO_LINGER, &l, sizeof l);
    ::close(fd);
}
} // namespace

LoopbackServer::LoopbackServer(Mode mode, int delayMs) : mode_(mode), delayMs_(delayMs) {}

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

LoopbackServer::~LoopbackServer() { stop(); }

bool LoopbackServer::start()
{
    if (!listenOnLoopback(&listenFd_, &port_))
        return false;
    acceptThread_ = std::thread([this] { acceptLoop(); });
    return true;
}

void LoopbackServer::stop()
{
    if (stopping_.exchange(true))
        return;
    if (listenFd_ >= 0)
        ::shutdown(listenFd_, SHUT_RDWR);
    if (acceptThread_.joinable())
        acceptThread_.join();
    if (listenFd_ >= 0)
        ::close(listenFd_);
    {
        std::lock_guard<std::mutex> lk(mutex_);
        for (int fd : fds_)
            ::shutdown(fd, SHUT_RDWR);
    }
    for (auto& t : conns_)
        t.join();
}

std::string LoopbackServer::url(const std::string& path) const
{
    return "http://127.0.0.1:" + std::to_string(port_) + path;
}

void LoopbackServer::acceptLoop()
{
    while (!stopping_.load()) {
        pollfd p{listenFd_, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0)
            continue;
        int fd = ::accept(listenFd_, nullptr, nullptr);
        if (fd < 0)
            continue;
        int one = 1;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        noSigpipe(fd);
        connections_.fetch_add(1);
        open_.fetch_add(1);
        std::lock_guard<std::mutex> lk(mutex_);
        fds_.push_back(fd);
        conns_.emplace_back([this, fd] { serve(fd); });
    }
}

void LoopbackServer::serve(int fd)
{
    std::string in;
    std::string path;   // the last request's target
    char buf[16384];
    bool closed = false;
    bool pending = false;   // Ok and Slow: a request read and not yet answered
    while (!stopping_.load() && !closed) {
        // read one request: headers, then Content-Length bytes of body
        size_t headerEnd;
        while ((headerEnd = in.find("\r\n\r\n")) == std::string::npos) {
            pollfd p{fd, POLLIN, 0};
            int pr = ::poll(&p, 1, 100);
            if (stopping_.load())
                goto done;
            if (pr <= 0)
                continue;
            ssize_t n = ::recv(fd, buf, sizeof buf, 0);
            if (n <= 0)
                goto done;
            in.append(buf, size_t(n));
        }
        {
            size_t bodyLen = 0;
            auto cl = in.find("Content-Length: ");
            if (cl != std::string::npos && cl < headerEnd)
                bodyLen = std::stoul(in.substr(cl + 16));
            while (in.size() < headerEnd + 4 + bodyLen) {
                ssize_t n = ::recv(fd, buf, sizeof buf, 0);
                if (n <= 0)
                    goto done;
                in.append(buf, size_t(n));
            }
            {
                std::lock_guard<std::mutex> lk(mutex_);
                if (raw_.size() < kKeptRequests)
                    raw_.push_back(in.substr(0, headerEnd + 4 + bodyLen));
            }
            const size_t sp = in.find(' ');
            const size_t sp2 = sp == std::string::npos ? sp : in.find(' ', sp + 1);
            path = sp2 == std::string::npos ? std::string() : in.substr(sp + 1, sp2 - sp - 1);
            in.erase(0, headerEnd + 4 + bodyLen);
        }
        requests_.fetch_add(1);
        pending = true;
        switch (mode_) {
        case Mode::Ok:
            if (path.rfind("/status/", 0) == 0 && path.size() == 11) {
                // "/status/NNN": that status, so a test can give each request of a set its own
                closed = !sendAll(fd, "HTTP/1.1 " + path.substr(8) + " Status\r\nContent-Length: 2\r\n\r\nst");
                break;
            }
            closed = !sendAll(fd, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 27\r\n\r\n{\"message\":\"Hello, World!\"}");
            pending = closed;
            break;
        case Mode::Chunked:
            closed = !sendAll(fd, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nHello\r\n7\r\n, World\r\n0\r\nX-Trailer: yes\r\n\r\n");
            break;
        case Mode::StallAfter:
            if (requests_.load() <= uint64_t(delayMs_)) {
                closed = !sendAll(fd, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
                break;
            }
            // hold the request until the server stops or the client gives up
            while (!stopping_.load()) {
                pollfd p{fd, POLLIN, 0};
                ::poll(&p, 1, 20);
                if (p.revents & (POLLHUP | POLLERR))
                    goto done;
                if (p.revents & POLLIN) {
                    char c;
                    if (::recv(fd, &c, 1, MSG_PEEK) <= 0)
                        goto done;
                }
            }
            goto done;
        case Mode::Status600:
            closed = !sendAll(fd, "HTTP/1.1 600 Beyond\r\nContent-Length: 2\r\n\r\nno");
            break;
        case Mode::Status500:
            closed = !sendAll(fd, "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 5\r\n\r\noops!");
            break;
        case Mode::ResetMidResponse:
            sendAll(fd, "HTTP/1.1 200 OK\r\nContent-Le");
            {
                std::lock_guard<std::mutex> lk(mutex_);
                resetClose(fd);
                for (auto& f : fds_) if (f == fd) f = -1;
            }
            open_.fetch_sub(1);
            return;
        case Mode::Slow: {
            auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(delayMs_);
            while (!stopping_.load() && std::chrono::steady_clock::now() < until) {
                // wake at the delay, not at the next 20 ms step (a 10 ms server answered in 20)
                const auto left = std::chrono::duration_cast<std::chrono::microseconds>(until - std::chrono::steady_clock::now());
                const int64_t waitUs = std::clamp<int64_t>(left.count(), 0, 20'000);
                pollfd p{fd, POLLIN, 0};
#ifdef __linux__
                timespec ts{0, long(waitUs) * 1000};
                ::ppoll(&p, 1, &ts, nullptr);
#else
                ::poll(&p, 1, int((waitUs + 999) / 1000));   // no ppoll on macOS: to the millisecond, rounded up
#endif
                if (p.revents & (POLLHUP | POLLERR))
                    goto done;
                if (p.revents & POLLIN) {
                    char c;
                    if (::recv(fd, &c, 1, MSG_PEEK) <= 0)
                        goto done;   // client gave up and closed
                }
            }
            closed = !sendAll(fd, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
            pending = closed;
            break;
        }
        case Mode::CloseEach:
            sendAll(fd, "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok");
            closed = true;
            break;
        case Mode::Garbage:
            sendAll(fd, "SSH-2.0-OpenSSH_9.2\r\n\r\n");
            closed = true;
            break;
        case Mode::ShortBody:
            sendAll(fd, "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nshort");
            closed = true;
            break;
        }
    }
done:
    if (pending && (mode_ == Mode::Ok || mode_ == Mode::Slow) && !stopping_.load())
        abandoned_.fetch_add(1);
    open_.fetch_sub(1);
    std::lock_guard<std::mutex> lk(mutex_);
    for (auto& f : fds_)
        if (f == fd) {
            ::close(fd);
            f = -1;
        }
}

std::vector<std::string> LoopbackServer::rawRequests() const
{
    std::lock_guard<std::mutex> lk(mutex_);
    return raw_;
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
    int port = ntohs(a.sin_port);
    ::close(fd);
    return port;
}

} // namespace bwtest

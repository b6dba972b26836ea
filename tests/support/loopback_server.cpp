#include "loopback_server.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace bwtest {

LoopbackServer::LoopbackServer(Mode mode, int delayMs) : mode_(mode), delayMs_(delayMs) {}

LoopbackServer::~LoopbackServer() { stopServing(); }

std::string LoopbackServer::url(const std::string& path) const
{
    return "http://127.0.0.1:" + std::to_string(port()) + path;
}

// Waits until `until` (or the server stops); false when the client gave up and closed.
bool LoopbackServer::waitUntil(int fd, std::chrono::steady_clock::time_point until) const
{
    while (!stopping() && std::chrono::steady_clock::now() < until) {
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
            return false;
        if (p.revents & POLLIN) {
            char c;
            if (::recv(fd, &c, 1, MSG_PEEK) <= 0)
                return false;   // client gave up and closed
        }
    }
    return true;
}

void LoopbackServer::serveConnection(int fd)
{
    std::string in;
    std::string path;   // the last request's target
    char buf[16384];
    bool closed = false;
    bool pending = false;   // Ok and Slow: a request read and not yet answered
    while (!stopping() && !closed) {
        // read one request: headers, then Content-Length bytes of body
        size_t headerEnd;
        while ((headerEnd = in.find("\r\n\r\n")) == std::string::npos) {
            pollfd p{fd, POLLIN, 0};
            int pr = ::poll(&p, 1, 100);
            if (stopping())
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
                std::lock_guard<std::mutex> lk(rawMutex_);
                if (raw_.size() < keep_)
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
            if (path.rfind("/delay/", 0) == 0) {
                // "/delay/MS": 200 after MS milliseconds, so a set's entries can differ in latency
                if (!waitUntil(fd, std::chrono::steady_clock::now() + std::chrono::milliseconds(std::atoi(path.c_str() + 7))))
                    goto done;
                closed = !sendAllBytes(fd, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
                pending = closed;
                break;
            }
            if (path.rfind("/status/", 0) == 0 && path.size() == 11) {
                // "/status/NNN": that status, so a test can give each request of a set its own
                closed = !sendAllBytes(fd, "HTTP/1.1 " + path.substr(8) + " Status\r\nContent-Length: 2\r\n\r\nst");
                break;
            }
            closed = !sendAllBytes(fd, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 27\r\n\r\n{\"message\":\"Hello, World!\"}");
            pending = closed;
            break;
        case Mode::Chunked:
            closed = !sendAllBytes(fd, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nHello\r\n7\r\n, World\r\n0\r\nX-Trailer: yes\r\n\r\n");
            break;
        case Mode::StallAfter:
            if (requests_.load() <= uint64_t(delayMs_)) {
                closed = !sendAllBytes(fd, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
                break;
            }
            // hold the request until the server stops or the client gives up
            while (!stopping()) {
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
            closed = !sendAllBytes(fd, "HTTP/1.1 600 Beyond\r\nContent-Length: 2\r\n\r\nno");
            break;
        case Mode::Status500:
            closed = !sendAllBytes(fd, "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 5\r\n\r\noops!");
            break;
        case Mode::ResetMidResponse:
            sendAllBytes(fd, "HTTP/1.1 200 OK\r\nContent-Le");
            releaseConnection(fd, /*reset=*/true);
            return;
        case Mode::Slow:
        case Mode::Capacity: {
            auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(delayMs_);
            if (mode_ == Mode::Capacity) {
                // One request at a time, 1/capacity s each, in arrival order:
                // answered when its turn at the single server ends.
                std::lock_guard<std::mutex> lk(capacityMutex_);
                freeAt_ = std::max(freeAt_, std::chrono::steady_clock::now()) + std::chrono::nanoseconds(int64_t(1e9 / delayMs_));
                until = freeAt_;
            }
            if (!waitUntil(fd, until))
                goto done;
            closed = !sendAllBytes(fd, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
            pending = closed;
            break;
        }
        case Mode::CloseEach:
            sendAllBytes(fd, "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok");
            closed = true;
            break;
        case Mode::Garbage:
            sendAllBytes(fd, "SSH-2.0-OpenSSH_9.2\r\n\r\n");
            closed = true;
            break;
        case Mode::ShortBody:
            sendAllBytes(fd, "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nshort");
            closed = true;
            break;
        }
    }
done:
    if (pending && (mode_ == Mode::Ok || mode_ == Mode::Slow) && !stopping())
        abandoned_.fetch_add(1);
    releaseConnection(fd);
}

void LoopbackServer::keepRequests(size_t n)
{
    std::lock_guard<std::mutex> lk(rawMutex_);
    raw_.clear();
    keep_ = n;
}

std::vector<std::string> LoopbackServer::rawRequests() const
{
    std::lock_guard<std::mutex> lk(rawMutex_);
    return raw_;
}

} // namespace bwtest

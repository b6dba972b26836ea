// A tiny HTTP/1.1 keep-alive server on 127.0.0.1 that answers every request
// DELAY_MS after its last byte arrived, for bench/pacer-precision.sh's
// "-c 3 -R 240 against a 10 ms server" case. One thread, epoll, 1 ns timer
// slack and nanosecond waits (epoll_pwait2), so an answer leaves within the
// machine's timer floor of its time. (The earlier asyncio server rounded
// every wait up to a whole millisecond: its "10 ms" answers took 10.9 ms at
// the median and 12-15 ms at p99, which left a client sending every 12.5 ms
// per connection no room, and its late sends measured Python.) Linux only.
//
// With CAPACITY (requests/s), it is also a server of known capacity for
// bench/capacity-accuracy.sh: one request at a time is served, each taking
// 1/CAPACITY s, in arrival order, and answered DELAY_MS after its service
// ends. Below CAPACITY nothing waits; above it the queue, and with it the
// latency, grows without bound.
//   delay_server PORT DELAY_MS [CAPACITY]
#include "fine_wait.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <queue>
#include <string>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <unordered_map>
#include <vector>

namespace {

const char kResponse[] = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 27\r\n\r\n"
                         "{\"message\":\"Hello, World!\"}";

struct Conn {
    std::string in;          // bytes of requests not yet complete
    uint64_t generation = 0; // tells a reused fd's timers from its predecessor's
};

struct Due {
    uint64_t atNs;
    int fd;
    uint64_t generation;
    bool operator>(const Due& o) const { return atNs > o.atNs; }
};

// Complete requests at the front of `in` (head, then Content-Length bytes of
// body), removed; how many.
int takeRequests(std::string& in)
{
    int n = 0;
    for (;;) {
        const size_t end = in.find("\r\n\r\n");
        if (end == std::string::npos)
            return n;
        size_t body = 0;
        for (size_t p = 0; p < end;) {
            const size_t eol = in.find("\r\n", p);
            if (strncasecmp(in.c_str() + p, "content-length:", 15) == 0)
                body = size_t(std::strtoul(in.c_str() + p + 15, nullptr, 10));
            p = eol + 2;
        }
        if (in.size() < end + 4 + body)
            return n;
        in.erase(0, end + 4 + body);
        ++n;
    }
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 3 && argc != 4) {
        std::fprintf(stderr, "usage: delay_server PORT DELAY_MS [CAPACITY]\n");
        return 2;
    }
    const int port = std::atoi(argv[1]);
    const double delayMs = std::atof(argv[2]);
    const double capacity = argc == 4 ? std::atof(argv[3]) : 0;
    if (port < 1 || port > 65535 || !(delayMs >= 0 && delayMs <= 60'000) || (argc == 4 && !(capacity >= 1 && capacity <= 1e7))) {
        std::fprintf(stderr, "delay_server: PORT must be 1..65535, DELAY_MS 0..60000 and CAPACITY 1..10000000\n");
        return 2;
    }
    if (!finewait::kAvailable) {
        std::fprintf(stderr, "delay_server: this system has no epoll_pwait2\n");
        return 2;
    }
    std::signal(SIGPIPE, SIG_IGN);
    finewait::setFineTimerSlack();
    const uint64_t delayNs = uint64_t(delayMs * 1e6);
    // The single server of the capacity mode: when it is next free, and
    // what one request costs it (fractions of a nanosecond carried).
    const double serviceNs = capacity > 0 ? 1e9 / capacity : 0;
    double freeAtNs = 0;
    const int lfd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    const int one = 1;
    setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(uint16_t(port));
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(lfd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 || listen(lfd, 512) != 0) {
        std::perror("delay_server: bind/listen");
        return 1;
    }
    const int ep = epoll_create1(EPOLL_CLOEXEC);
    epoll_event ev{};
    ev.events = EPOLLIN;
    ev.data.fd = lfd;
    epoll_ctl(ep, EPOLL_CTL_ADD, lfd, &ev);

    std::unordered_map<int, Conn> conns;
    std::priority_queue<Due, std::vector<Due>, std::greater<Due>> due;
    uint64_t generations = 0;
    std::vector<epoll_event> events(64);
    char buf[16384];
    for (;;) {
        // Answer what is due, then wait to the nanosecond for the next one.
        uint64_t now = finewait::monoNs();
        while (!due.empty() && due.top().atNs <= now) {
            const Due d = due.top();
            due.pop();
            auto it = conns.find(d.fd);
            if (it != conns.end() && it->second.generation == d.generation)
                (void)!send(d.fd, kResponse, sizeof kResponse - 1, MSG_NOSIGNAL);
        }
        const int64_t timeoutNs = due.empty() ? -1 : int64_t(due.top().atNs - now);
        const long n = finewait::pollNs(ep, events.data(), int(events.size()), timeoutNs);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            std::perror("delay_server: epoll_pwait2");
            return 1;
        }
        now = finewait::monoNs();
        for (long i = 0; i < n; ++i) {
            const int fd = events[size_t(i)].data.fd;
            if (fd == lfd) {
                for (int c; (c = accept4(lfd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC)) >= 0;) {
                    setsockopt(c, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
                    epoll_event cev{};
                    cev.events = EPOLLIN | EPOLLRDHUP;
                    cev.data.fd = c;
                    epoll_ctl(ep, EPOLL_CTL_ADD, c, &cev);
                    conns[c] = Conn{std::string(), ++generations};
                }
                continue;
            }
            Conn& c = conns[fd];
            bool closed = false;
            for (;;) {
                const ssize_t r = recv(fd, buf, sizeof buf, 0);
                if (r > 0) {
                    c.in.append(buf, size_t(r));
                    continue;
                }
                closed = r == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
                break;
            }
            for (int k = takeRequests(c.in); k > 0; --k) {
                uint64_t at = now + delayNs;
                if (serviceNs > 0) {
                    freeAtNs = std::max(freeAtNs, double(now)) + serviceNs;
                    at = uint64_t(freeAtNs) + delayNs;
                }
                due.push({at, fd, c.generation});
            }
            if (closed) {
                epoll_ctl(ep, EPOLL_CTL_DEL, fd, nullptr);
                close(fd);
                conns.erase(fd);
            }
        }
    }
}

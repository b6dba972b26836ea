#include "metrics/metrics_server.h"

#include "util/ascii_lower.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace bw {

namespace {

Error metricsServerError(const MetricsAddress& a, const std::string& why) { return Error(std::string(), a.text() + ": " + why); }

// Writes the whole response, or gives up on the client at its send timeout.
void metricsSendAll(int fd, const std::string& bytes)
{
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::send(fd, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return;
        done += size_t(n);
    }
}

std::string metricsResponse(const char* status, const std::string& contentType, const std::string& body,
                            bool withBody, const char* extraHeaders = "")
{
    std::string r = std::string("HTTP/1.1 ") + status + "\r\n";
    r += "Content-Type: " + contentType + "\r\n";
    r += "Content-Length: " + std::to_string(body.size()) + "\r\n";
    r += extraHeaders;
    r += "Connection: close\r\n\r\n";
    if (withBody)
        r += body;
    return r;
}

// The value of header `name` (lower case) in the request head, "" when absent.
std::string metricsHeader(const std::string& head, const std::string& name)
{
    size_t at = head.find("\r\n");
    while (at != std::string::npos && at + 2 < head.size()) {
        const size_t start = at + 2;
        const size_t end = head.find("\r\n", start);
        const std::string line = head.substr(start, end == std::string::npos ? std::string::npos : end - start);
        const size_t colon = line.find(':');
        if (colon != std::string::npos && asciiLower(line.substr(0, colon)) == name) {
            const size_t v = line.find_first_not_of(" \t", colon + 1);
            return v == std::string::npos ? std::string() : line.substr(v);
        }
        at = end;
    }
    return {};
}

} // namespace

MetricsServer::~MetricsServer() { close(); }

std::optional<Error> MetricsServer::listen(const MetricsAddress& where, Handler handler)
{
    close();
    sockaddr_storage ss{};
    socklen_t len = 0;
    if (where.ipv6) {
        auto* a = reinterpret_cast<sockaddr_in6*>(&ss);
        a->sin6_family = AF_INET6;
        a->sin6_port = htons(where.port);
        if (inet_pton(AF_INET6, where.host.c_str(), &a->sin6_addr) != 1)
            return metricsServerError(where, "not a numeric IPv6 address");
        len = sizeof *a;
    } else {
        auto* a = reinterpret_cast<sockaddr_in*>(&ss);
        a->sin_family = AF_INET;
        a->sin_port = htons(where.port);
        if (inet_pton(AF_INET, where.host.c_str(), &a->sin_addr) != 1)
            return metricsServerError(where, "not a numeric IPv4 address");
        len = sizeof *a;
    }
    io_.listenFd = ::socket(ss.ss_family, SOCK_STREAM, 0);
    if (io_.listenFd < 0)
        return metricsServerError(where, std::string("socket: ") + std::strerror(errno));
    closeOnExec(io_.listenFd);
    // Lets a new run bind while the last one's connections linger in
    // TIME_WAIT; on Linux and macOS it does not let two programs listen on
    // one port, so a port in use is still refused below.
    const int on = 1;
    setsockopt(io_.listenFd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    if (where.ipv6)
        setsockopt(io_.listenFd, IPPROTO_IPV6, IPV6_V6ONLY, &on, sizeof on);
    if (::bind(io_.listenFd, reinterpret_cast<sockaddr*>(&ss), len) != 0) {
        const int err = errno;
        close();
        if (err == EADDRINUSE)
            return metricsServerError(where, "the address is in use (another program listens there)");
        if (err == EADDRNOTAVAIL)
            return metricsServerError(where, "no interface of this machine has this address");
        return metricsServerError(where, std::string("bind: ") + std::strerror(err));
    }
    if (::listen(io_.listenFd, kMaxClients) != 0 || !io_.openWakePipe()) {
        const Error e = metricsServerError(where, std::string("listen: ") + std::strerror(errno));
        close();
        return e;
    }
    bound_ = where;
    sockaddr_storage got{};
    socklen_t gotLen = sizeof got;
    if (getsockname(io_.listenFd, reinterpret_cast<sockaddr*>(&got), &gotLen) == 0)
        bound_.port = ntohs(where.ipv6 ? reinterpret_cast<sockaddr_in6*>(&got)->sin6_port
                                       : reinterpret_cast<sockaddr_in*>(&got)->sin_port);
    handler_ = std::move(handler);
    io_.thread = std::thread([this] { serve(); });
    return std::nullopt;
}

void MetricsServer::close()
{
    io_.stop();
}

void MetricsServer::serve()
{
    using Clock = std::chrono::steady_clock;
    struct Client {
        int fd;
        std::string head;            // bytes of the request so far
        Clock::time_point since;     // accepted
    };
    std::vector<Client> clients;
    std::vector<pollfd> fds;
    char buf[4096];
    // One request per connection: answered, then closed. Returns true when done with the client.
    auto answer = [this](Client& c) -> bool {
        const size_t end = c.head.find("\r\n\r\n");
        if (end == std::string::npos) {
            if (c.head.size() <= kMaxRequestBytes)
                return false;   // wait for the rest
            metricsSendAll(c.fd, metricsResponse("431 Request Header Fields Too Large", "text/plain; charset=utf-8",
                                                 "request headers too large\n", true));
            return true;
        }
        const std::string head = c.head.substr(0, end + 2);
        const size_t sp1 = head.find(' ');
        const size_t sp2 = sp1 == std::string::npos ? std::string::npos : head.find(' ', sp1 + 1);
        const size_t eol = head.find("\r\n");
        if (sp1 == std::string::npos || sp2 == std::string::npos || sp2 > eol
            || head.compare(sp2 + 1, 7, "HTTP/1.") != 0) {
            metricsSendAll(c.fd, metricsResponse("400 Bad Request", "text/plain; charset=utf-8", "not an HTTP/1.x request\n", true));
            return true;
        }
        const std::string method = head.substr(0, sp1);
        std::string path = head.substr(sp1 + 1, sp2 - sp1 - 1);
        if (const size_t q = path.find('?'); q != std::string::npos)
            path.erase(q);   // Prometheus may add ?params; they change nothing here
        const bool headOnly = method == "HEAD";
        if (method != "GET" && !headOnly) {
            metricsSendAll(c.fd, metricsResponse("405 Method Not Allowed", "text/plain; charset=utf-8",
                                                 "only GET and HEAD\n", true, "Allow: GET, HEAD\r\n"));
            return true;
        }
        if (path != "/metrics") {
            metricsSendAll(c.fd, metricsResponse("404 Not Found", "text/plain; charset=utf-8",
                                                 "the metrics are at /metrics\n", !headOnly));
            return true;
        }
        const Response r = handler_(metricsHeader(head, "accept"));
        metricsSendAll(c.fd, metricsResponse("200 OK", r.contentType, r.body, !headOnly));
        return true;
    };
    for (;;) {
        fds.clear();
        fds.push_back({io_.wakeFds[0], POLLIN, 0});
        fds.push_back({io_.listenFd, POLLIN, 0});
        Clock::time_point firstIdle = Clock::time_point::max();
        for (const Client& c : clients) {
            fds.push_back({c.fd, POLLIN, 0});
            firstIdle = std::min(firstIdle, c.since + kIdleTimeout);
        }
        int waitMs = -1;
        if (!clients.empty())
            waitMs = int(std::clamp<int64_t>(
                std::chrono::ceil<std::chrono::milliseconds>(firstIdle - Clock::now()).count(), 0, 60'000));
        if (poll(fds.data(), nfds_t(fds.size()), waitMs) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        if (fds[0].revents)
            break;
        const Clock::time_point now = Clock::now();
        std::vector<size_t> gone;
        for (size_t i = 0; i < clients.size(); ++i) {
            Client& c = clients[i];
            if (fds[i + 2].revents) {
                const ssize_t n = ::recv(c.fd, buf, sizeof buf, 0);
                if (n <= 0) {
                    gone.push_back(i);
                    continue;
                }
                c.head.append(buf, size_t(n));
                if (answer(c)) {
                    gone.push_back(i);
                    continue;
                }
            }
            if (now - c.since >= kIdleTimeout)
                gone.push_back(i);   // never sent a whole request
        }
        for (size_t k = gone.size(); k-- > 0;) {
            ::close(clients[gone[k]].fd);
            clients.erase(clients.begin() + long(gone[k]));
        }
        if (fds[1].revents & POLLIN) {
            const int fd = ::accept(io_.listenFd, nullptr, nullptr);
            if (fd >= 0) {
                closeOnExec(fd);
                timeval tv{};
                tv.tv_sec = time_t(kSendTimeout.count() / 1000);
                tv.tv_usec = suseconds_t((kSendTimeout.count() % 1000) * 1000);
                setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
                if (clients.size() >= size_t(kMaxClients)) {
                    ::close(clients.front().fd);   // the longest waiting (accepted first) makes room
                    clients.erase(clients.begin());
                }
                clients.push_back({fd, {}, now});
            }
        }
    }
    for (const Client& c : clients)
        ::close(c.fd);
}

} // namespace bw

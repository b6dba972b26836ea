#include "target/readiness_probe.h"

#include "engine/url.h"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace bw {
namespace {

using Clock = std::chrono::steady_clock;

int remainingMs(Clock::time_point deadline)
{
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return left > 0 ? int(left) : 0;
}

std::string errnoText(int err)
{
    switch (err) {
    case ECONNREFUSED: return "connection refused";
    case ECONNRESET: return "connection reset";
    case EHOSTUNREACH: return "host unreachable";
    case ENETUNREACH: return "network unreachable";
    case ETIMEDOUT: return "connect timed out";
    default: break;
    }
    std::string s = std::strerror(err);
    if (!s.empty())
        s[0] = char(std::tolower(static_cast<unsigned char>(s[0])));
    return s;
}

class Socket {
public:
    ~Socket() { if (fd_ >= 0) close(fd_); }
    int fd() const { return fd_; }
    void reset(int fd) { if (fd_ >= 0) close(fd_); fd_ = fd; }
private:
    int fd_ = -1;
};

// Connects to host:port (every resolved address in turn) before `deadline`.
// Returns "" on success with *sock holding the connected, non-blocking socket.
std::string connectBefore(const std::string& host, int port, Clock::time_point deadline,
                          std::chrono::milliseconds timeout, Socket* sock)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_NUMERICSERV;
    addrinfo* list = nullptr;
    const std::string service = std::to_string(port);
    int rc = getaddrinfo(host.c_str(), service.c_str(), &hints, &list);
    if (rc != 0)
        return "cannot resolve " + host + ": " + gai_strerror(rc);
    std::string last = "no address for " + host;
    for (addrinfo* ai = list; ai; ai = ai->ai_next) {
        int fd = socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
        if (fd < 0) {
            last = errnoText(errno);
            continue;
        }
        sock->reset(fd);
        fcntl(fd, F_SETFD, FD_CLOEXEC);
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
#ifdef SO_NOSIGPIPE
        int one = 1;
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, sizeof one);
#endif
        if (connect(fd, ai->ai_addr, ai->ai_addrlen) == 0) {
            freeaddrinfo(list);
            return {};
        }
        if (errno != EINPROGRESS) {
            last = errnoText(errno);
            continue;
        }
        pollfd p{fd, POLLOUT, 0};
        int n;
        do {
            n = poll(&p, 1, remainingMs(deadline));
        } while (n < 0 && errno == EINTR);
        if (n == 0) {
            last = "no connection within " + formatSeconds(timeout);
            continue;
        }
        int soErr = 0;
        socklen_t len = sizeof soErr;
        getsockopt(fd, SOL_SOCKET, SO_ERROR, &soErr, &len);
        if (n > 0 && soErr == 0) {
            freeaddrinfo(list);
            return {};
        }
        last = errnoText(soErr ? soErr : errno);
    }
    freeaddrinfo(list);
    sock->reset(-1);
    return last;
}

} // namespace

ProbeOutcome probeTcp(const std::string& host, int port, std::chrono::milliseconds timeout)
{
    Socket sock;
    std::string why = connectBefore(host, port, Clock::now() + timeout, timeout, &sock);
    return {why.empty(), why};
}

ProbeOutcome probeHttp(const std::string& urlText, std::chrono::milliseconds timeout)
{
    auto url = parseUrl(urlText);
    if (!url)
        return {false, url.error().reason()};
    if (url->scheme != "http")
        return {false, "readiness probes speak plain HTTP, not " + url->scheme};
    const auto deadline = Clock::now() + timeout;
    Socket sock;
    std::string why = connectBefore(url->host, url->port, deadline, timeout, &sock);
    if (!why.empty())
        return {false, why};

    const std::string request = "GET " + url->target + " HTTP/1.0\r\nHost: " + url->hostHeader()
        + "\r\nUser-Agent: benchwork-readiness\r\nConnection: close\r\n\r\n";
    int sendFlags = 0;
#ifdef MSG_NOSIGNAL
    sendFlags = MSG_NOSIGNAL;
#endif
    size_t sent = 0;
    while (sent < request.size()) {
        ssize_t n = send(sock.fd(), request.data() + sent, request.size() - sent, sendFlags);
        if (n > 0) {
            sent += size_t(n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            pollfd p{sock.fd(), POLLOUT, 0};
            if (poll(&p, 1, remainingMs(deadline)) <= 0)
                return {false, "could not send the request within " + formatSeconds(timeout)};
            continue;
        }
        return {false, "sending the request failed: " + errnoText(errno)};
    }

    std::string head;
    char buf[512];
    while (head.find('\n') == std::string::npos && head.size() < 2048) {
        pollfd p{sock.fd(), POLLIN, 0};
        int ready = poll(&p, 1, remainingMs(deadline));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            return {false, "no answer within " + formatSeconds(timeout)};
        ssize_t n = recv(sock.fd(), buf, sizeof buf, 0);
        if (n < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK))
            continue;
        if (n < 0)
            return {false, "reading the answer failed: " + errnoText(errno)};
        if (n == 0)
            break;
        head.append(buf, size_t(n));
    }
    if (head.empty())
        return {false, "connection closed without an answer"};
    std::string line = head.substr(0, head.find_first_of("\r\n"));
    // "HTTP/1.1 200 OK"
    if (line.rfind("HTTP/", 0) != 0 || line.size() < 12 || line[8] != ' ')
        return {false, "answered something that is not HTTP: '" + line.substr(0, 60) + "'"};
    const std::string code = line.substr(9, 3);
    if (code == "200")
        return {true, "answered 200"};
    return {false, "answered " + line.substr(9)};
}

ProbeOutcome probeReadiness(const Readiness& r, std::chrono::milliseconds timeout)
{
    switch (r.kind) {
    case Readiness::Kind::None:
        return {true, {}};
    case Readiness::Kind::Tcp:
        return probeTcp(r.host, r.port, timeout);
    case Readiness::Kind::Http:
        return probeHttp(r.url, timeout);
    }
    return {false, "unknown readiness kind"};
}

} // namespace bw

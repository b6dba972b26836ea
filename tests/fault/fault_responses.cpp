#include "fault_responses.h"

#include "fault_socket.h"

#include <algorithm>
#include <cstring>
#include <thread>

namespace bwfault {

namespace {

const char* reasonOf(int status)
{
    switch (status) {
    case 200: return "OK";
    case 404: return "Not Found";
    case 500: return "Internal Server Error";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    default: return "Status";
    }
}

std::string head(int status, uint64_t contentLength, bool close, const char* extra = "")
{
    return "HTTP/1.1 " + std::to_string(status) + " " + reasonOf(status) + "\r\nContent-Type: text/plain\r\n"
           + "Content-Length: " + std::to_string(contentLength) + "\r\n" + extra
           + (close ? "Connection: close\r\n" : "") + "\r\n";
}

After simple(int fd, int status, const std::string& body, bool close)
{
    if (!sendAll(fd, head(status, body.size(), close) + body))
        return After::Close;
    return close ? After::Close : After::KeepAlive;
}

After bigBody(int fd, int64_t mebibytes, bool close)
{
    // One static block written over and over: the body is never held whole.
    static char block[64 * 1024];
    static bool filled = [] { std::memset(block, 'x', sizeof block); return true; }();
    (void)filled;
    uint64_t total = uint64_t(std::clamp<int64_t>(mebibytes, 0, 4096)) * 1024 * 1024;
    if (!sendAll(fd, head(200, total, close)))
        return After::Close;
    for (uint64_t sent = 0; sent < total;) {
        size_t n = size_t(std::min<uint64_t>(sizeof block, total - sent));
        if (!sendAll(fd, block, n))
            return After::Close;
        sent += n;
    }
    return close ? After::Close : After::KeepAlive;
}

After stall(int fd, const FaultRequest& req, StallBoard& stalls, bool close)
{
    static const std::string body(64, 's');
    StallBoard::Ticket t = stalls.arrive(req.query.count("id") ? req.query.at("id") : "", req.intParam("at", 100),
                                         req.intParam("ms", 1000));
    if (!t.trigger) {
        std::this_thread::sleep_until(t.until);
        return simple(fd, 200, body, close);
    }
    // The request that starts the stall stops in the middle of its body.
    if (!sendAll(fd, head(200, body.size(), close) + body.substr(0, body.size() / 2)))
        return After::Close;
    std::this_thread::sleep_until(t.until);
    if (!sendAll(fd, body.substr(body.size() / 2)))
        return After::Close;
    return close ? After::Close : After::KeepAlive;
}

} // namespace

After respond(int fd, const FaultRequest& req, StallBoard& stalls)
{
    const std::string& p = req.path;
    const bool close = req.closeAsked;
    if (p == "/" || p == "/ok")
        return simple(fd, 200, "ok\n", close);
    if (p.rfind("/status/", 0) == 0) {
        int code = std::atoi(p.c_str() + 8);
        if (code < 200 || code > 599)
            return simple(fd, 404, "status must be 200..599\n", close);
        return simple(fd, code, "status " + std::to_string(code) + "\n", close);
    }
    if (p == "/close")
        return simple(fd, 200, "closing\n", true);
    if (p == "/reset") {
        sendAll(fd, "HTTP/1.1 200 OK\r\nContent-Type: text/pl");
        return After::Reset;
    }
    if (p == "/garbage") {
        sendAll(fd, "SSH-2.0-OpenSSH_9.2 this is not HTTP at all\r\n\x01\x02\x03\xff\r\n");
        return After::Close;
    }
    if (p == "/short") {
        sendAll(fd, head(200, 1000, false) + std::string(100, 'b'));
        return After::Close;
    }
    if (p == "/bad-chunked") {
        sendAll(fd, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\nzz\r\nnot a chunk\r\n");
        return After::HoldUntilPeerCloses;
    }
    if (p == "/slow") {
        std::this_thread::sleep_for(std::chrono::milliseconds(std::clamp<int64_t>(req.intParam("ms", 2000), 0, 600000)));
        return simple(fd, 200, "slow\n", close);
    }
    if (p == "/big")
        return bigBody(fd, req.intParam("mb", 100), close);
    if (p == "/stall")
        return stall(fd, req, stalls, close);
    return simple(fd, 404, "no such fault: " + p + "\n", close);
}

} // namespace bwfault

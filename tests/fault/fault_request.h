#pragma once
// Reads HTTP/1.1 requests off one connection for the fault server: the
// request line, the Content-Length body (skipped) and the query parameters.
// Leftover bytes (a pipelined request) stay buffered for the next read.
#include <cstdint>
#include <map>
#include <string>

namespace bwfault {

struct FaultRequest {
    std::string method;
    std::string path;                            // without the query
    std::map<std::string, std::string> query;    // ?a=1&b=x, not percent-decoded
    bool closeAsked = false;                     // the client sent Connection: close

    // Integer query parameter, `fallback` when absent or not a number.
    int64_t intParam(const std::string& name, int64_t fallback) const;
};

class RequestReader {
public:
    explicit RequestReader(int fd) : fd_(fd) {}
    // Blocks for the next request. False when the peer closed, the socket
    // failed, or the request head is malformed or larger than 64 KiB.
    bool next(FaultRequest* out);

private:
    bool fill();
    int fd_;
    std::string buf_;
};

} // namespace bwfault

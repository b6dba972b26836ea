#include "fault_request.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <strings.h>
#include <sys/socket.h>

namespace bwfault {

namespace {

constexpr size_t kMaxHead = 64 * 1024;

void parseQuery(const std::string& q, std::map<std::string, std::string>* out)
{
    size_t i = 0;
    while (i <= q.size()) {
        size_t amp = q.find('&', i);
        if (amp == std::string::npos)
            amp = q.size();
        std::string pair = q.substr(i, amp - i);
        if (!pair.empty()) {
            size_t eq = pair.find('=');
            if (eq == std::string::npos)
                (*out)[pair] = "";
            else
                (*out)[pair.substr(0, eq)] = pair.substr(eq + 1);
        }
        i = amp + 1;
    }
}

// Value of header `name` in the head (case-insensitive name), "" if absent.
std::string headerValue(const std::string& head, const char* name)
{
    size_t nameLen = std::char_traits<char>::length(name);
    size_t pos = head.find("\r\n");
    while (pos != std::string::npos && pos + 2 < head.size()) {
        size_t start = pos + 2;
        size_t end = head.find("\r\n", start);
        if (end == std::string::npos)
            end = head.size();
        if (end - start > nameLen && head[start + nameLen] == ':'
            && strncasecmp(head.c_str() + start, name, nameLen) == 0) {
            size_t v = start + nameLen + 1;
            while (v < end && (head[v] == ' ' || head[v] == '\t'))
                ++v;
            return head.substr(v, end - v);
        }
        pos = end;
    }
    return {};
}

} // namespace

int64_t FaultRequest::intParam(const std::string& name, int64_t fallback) const
{
    auto it = query.find(name);
    if (it == query.end() || it->second.empty())
        return fallback;
    char* end = nullptr;
    long long v = std::strtoll(it->second.c_str(), &end, 10);
    return (end && *end == '\0') ? int64_t(v) : fallback;
}

bool RequestReader::fill()
{
    char tmp[16 * 1024];
    for (;;) {
        ssize_t n = ::recv(fd_, tmp, sizeof tmp, 0);
        if (n > 0) {
            buf_.append(tmp, size_t(n));
            return true;
        }
        if (n < 0 && errno == EINTR)
            continue;
        return false;
    }
}

bool RequestReader::next(FaultRequest* out)
{
    size_t headEnd;
    while ((headEnd = buf_.find("\r\n\r\n")) == std::string::npos) {
        if (buf_.size() > kMaxHead || !fill())
            return false;
    }
    std::string head = buf_.substr(0, headEnd);
    buf_.erase(0, headEnd + 4);

    size_t sp1 = head.find(' ');
    size_t sp2 = sp1 == std::string::npos ? std::string::npos : head.find(' ', sp1 + 1);
    if (sp2 == std::string::npos)
        return false;
    *out = FaultRequest{};
    out->method = head.substr(0, sp1);
    std::string target = head.substr(sp1 + 1, sp2 - sp1 - 1);
    size_t qm = target.find('?');
    out->path = target.substr(0, qm);
    if (qm != std::string::npos)
        parseQuery(target.substr(qm + 1), &out->query);
    std::string conn = headerValue(head, "Connection");
    out->closeAsked = strcasecmp(conn.c_str(), "close") == 0;

    // Skip a request body so the next request starts where it should.
    std::string lengthText = headerValue(head, "Content-Length");
    uint64_t length = lengthText.empty() ? 0 : std::strtoull(lengthText.c_str(), nullptr, 10);
    // Dropped as it arrives, so a large body is never held whole.
    while (length > 0) {
        if (buf_.empty() && !fill())
            return false;
        size_t take = size_t(std::min<uint64_t>(length, buf_.size()));
        buf_.erase(0, take);
        length -= take;
    }
    return true;
}

} // namespace bwfault

#pragma once
// What a transport keeps of one response for a flow step's extractions and
// checks: the headers the step names (and Set-Cookie for the cookie jar)
// and, when the step looks at the body, the body up to
// kMaxCapturedBodyBytes. One per virtual user, reused from request to
// request: its buffers keep their capacity, so a steady run allocates
// nothing. Plain requests (no step, or a step that needs nothing) get none
// and cost the transport one null check. Qt-free; the engine thread that
// owns the user.
#include "flow/flow.h"

#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace bw {

class ResponseCapture {
public:
    // Starts a response. `headerNames`: lower-case names to keep (null:
    // none); `cookies`: keep Set-Cookie; `body`: keep the body.
    void begin(const std::vector<std::string>* headerNames, bool cookies, bool body)
    {
        names_ = headerNames;
        cookies_ = cookies;
        wantBody_ = body;
        headers_.clear();
        body_.clear();
        truncated_ = false;
    }
    bool wantsHeaders() const { return cookies_ || (names_ && !names_->empty()); }
    bool wantsBody() const { return wantBody_; }

    // A response header (any case). Interim (1xx) responses: call clearHeaders() after them.
    void header(const char* name, size_t nameLen, const char* value, size_t valueLen)
    {
        if (!wanted(name, nameLen) || headers_.size() + nameLen + valueLen + 2 > kMaxHeaderBytes)
            return;
        for (size_t i = 0; i < nameLen; ++i)
            headers_.push_back(lower(name[i]));
        headers_.push_back('\0');
        headers_.append(value, valueLen);
        headers_.push_back('\n');
    }
    void clearHeaders() { headers_.clear(); }
    // Body bytes as they arrive (decoded of chunked framing).
    void body(const char* data, size_t n)
    {
        if (!wantBody_ || n == 0)
            return;
        const size_t room = kMaxCapturedBodyBytes - body_.size();
        if (n > room) {
            truncated_ = true;
            n = room;
        }
        body_.append(data, n);
    }

    std::string_view bodyText() const { return body_; }
    bool bodyTruncated() const { return truncated_; }
    // The nth (0-based) value of header `lowerName`, or false.
    bool headerValue(std::string_view lowerName, size_t nth, std::string_view* value) const
    {
        size_t at = 0;
        while (at < headers_.size()) {
            const size_t zero = headers_.find('\0', at);
            const size_t nl = headers_.find('\n', zero);
            if (zero == std::string::npos || nl == std::string::npos)
                return false;
            if (std::string_view(headers_).substr(at, zero - at) == lowerName && nth-- == 0) {
                *value = std::string_view(headers_).substr(zero + 1, nl - zero - 1);
                return true;
            }
            at = nl + 1;
        }
        return false;
    }
    size_t headerCount(std::string_view lowerName) const
    {
        size_t n = 0;
        std::string_view v;
        while (headerValue(lowerName, n, &v))
            ++n;
        return n;
    }

private:
    static constexpr size_t kMaxHeaderBytes = 64 * 1024;
    static char lower(char c) { return (c >= 'A' && c <= 'Z') ? char(c + 32) : c; }
    bool sameName(const char* name, size_t n, const std::string& lowerName) const
    {
        if (n != lowerName.size())
            return false;
        for (size_t i = 0; i < n; ++i)
            if (lower(name[i]) != lowerName[i])
                return false;
        return true;
    }
    bool wanted(const char* name, size_t n) const
    {
        if (cookies_ && n == 10 && sameName(name, n, kSetCookie))
            return true;
        if (names_)
            for (const std::string& w : *names_)
                if (sameName(name, n, w))
                    return true;
        return false;
    }
    inline static const std::string kSetCookie = "set-cookie";

    const std::vector<std::string>* names_ = nullptr;
    bool cookies_ = false;
    bool wantBody_ = false;
    bool truncated_ = false;
    std::string headers_;           // "name\0value\n" per kept header, names lower-case
    std::string body_;
};

} // namespace bw

#pragma once
// One virtual user's cookies (a flow's "cookies": true, the default):
// Set-Cookie from every response in, one Cookie header out on the next
// request. A run loads one origin, so Domain, Path and Secure are not
// consulted; Max-Age 0 (or below) and an Expires date in an earlier year
// remove a cookie. At most kMaxCookies (the oldest is dropped) and a Cookie
// header of at most kMaxHeaderBytes (a cookie that would make it longer is
// not kept), so request buffers have a known size. Buffers keep
// their capacity, so a steady run allocates nothing. Qt-free; the engine
// thread that owns the user.
#include <string>
#include <string_view>
#include <vector>

namespace bw {

class CookieJar {
public:
    static constexpr size_t kMaxCookies = 32;
    static constexpr size_t kMaxHeaderBytes = 8192;

    // One Set-Cookie header value.
    void take(std::string_view setCookie);
    void clear();
    bool empty() const { return count_ == 0; }
    // "a=1; b=2": the Cookie header's value (empty with no cookie).
    std::string_view header() const { return header_; }
    // The longest header() can be: sizes request buffers.
    static constexpr size_t maxHeaderBytes() { return kMaxHeaderBytes; }

private:
    void rebuild();
    size_t headerBytesWith(size_t at, size_t nameBytes, size_t valueBytes) const;
    struct Cookie {
        std::string name, value;
    };
    std::vector<Cookie> cookies_;   // [0, count_) in use, in the order first set
    size_t count_ = 0;
    std::string header_;
};

} // namespace bw

#pragma once
// Minimal URL parsing for targets: scheme://host[:port][/path][?query].
// Qt-free. Userinfo and fragments are refused/dropped with a reason.
#include "util/error.h"

#include <string>

namespace bw {

struct Url {
    std::string scheme;     // lower case: "http" or "https"
    std::string host;       // without brackets for IPv6
    int port = 0;           // explicit or the scheme's default
    std::string target;     // path + query, at least "/"
    bool ipv6Literal = false;
    std::string hostHeader() const;   // host[:port] as sent in Host:
    std::string toString() const;
};

// The URL, or an error (field "url", a Url* code) naming the problem.
Result<Url> parseUrl(const std::string& text);

} // namespace bw

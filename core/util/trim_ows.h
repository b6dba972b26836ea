#pragma once
// HTTP's optional whitespace (spaces and tabs, RFC 9110 5.6.3) cut from both
// ends of a header value or cookie part. Qt-free, no allocation.

#include <string_view>

namespace bw {

inline std::string_view trimOws(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

} // namespace bw

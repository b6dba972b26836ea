#include "request_defaults.h"

#include <cctype>
#include <cstring>

namespace bw {

bool sameHeaderName(const std::string& name, const char* lowerName)
{
    const size_t n = std::strlen(lowerName);
    if (name.size() != n)
        return false;
    for (size_t i = 0; i < n; ++i)
        if (std::tolower(static_cast<unsigned char>(name[i])) != lowerName[i])
            return false;
    return true;
}

bool removesDefaultHeader(const HeaderField& h)
{
    if (!sameHeaderName(h.name, "user-agent") && !sameHeaderName(h.name, "accept"))
        return false;
    return h.value.find_first_not_of(" \t") == std::string::npos;
}

DefaultHeaders defaultHeaders(const std::string& method, const std::vector<HeaderField>& headers, bool hasBody)
{
    DefaultHeaders d;
    bool length = false;
    for (const HeaderField& h : headers) {
        d.host = d.host && !sameHeaderName(h.name, "host");
        d.userAgent = d.userAgent && !sameHeaderName(h.name, "user-agent");
        d.accept = d.accept && !sameHeaderName(h.name, "accept");
        length = length || sameHeaderName(h.name, "content-length");
    }
    d.contentLength = !length && (hasBody || method == "POST" || method == "PUT" || method == "PATCH");
    return d;
}

} // namespace bw

#include "request_builder.h"

#include <algorithm>
#include <cctype>

namespace bw {

namespace {
bool sameName(const std::string& a, const char* b)
{
    size_t n = std::char_traits<char>::length(b);
    if (a.size() != n)
        return false;
    for (size_t i = 0; i < n; ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != b[i])
            return false;
    return true;
}
} // namespace

std::string buildHttp1Request(const LoadConfig& cfg, const Url& url)
{
    bool host = false, ua = false, accept = false, length = false;
    for (const auto& h : cfg.headers) {
        host = host || sameName(h.name, "host");
        ua = ua || sameName(h.name, "user-agent");
        accept = accept || sameName(h.name, "accept");
        length = length || sameName(h.name, "content-length");
    }
    std::string r;
    r.reserve(256 + cfg.body.size());
    r += cfg.method;
    r += ' ';
    r += url.target;
    r += " HTTP/1.1\r\n";
    if (!host)
        r += "Host: " + url.hostHeader() + "\r\n";
    if (!ua)
        r += "User-Agent: benchwork/" BENCHWORK_VERSION "\r\n";
    if (!accept)
        r += "Accept: */*\r\n";
    for (const auto& h : cfg.headers)
        r += h.name + ": " + h.value + "\r\n";
    if (!length && (!cfg.body.empty() || cfg.method == "POST" || cfg.method == "PUT" || cfg.method == "PATCH"))
        r += "Content-Length: " + std::to_string(cfg.body.size()) + "\r\n";
    r += "\r\n";
    r += cfg.body;
    return r;
}

} // namespace bw

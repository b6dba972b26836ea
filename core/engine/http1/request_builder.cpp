#include "request_builder.h"

#include "engine/request/request_defaults.h"

namespace bw {

std::string buildHttp1Request(const LoadConfig& cfg, const Url& url)
{
    const DefaultHeaders add = defaultHeaders(cfg.method, cfg.headers, !cfg.body.empty());
    std::string r;
    r.reserve(256 + cfg.body.size());
    r += cfg.method;
    r += ' ';
    r += url.target;
    r += " HTTP/1.1\r\n";
    if (add.host)
        r += "Host: " + url.hostHeader() + "\r\n";
    if (add.userAgent)
        r += std::string("User-Agent: ") + kDefaultUserAgent + "\r\n";
    if (add.accept)
        r += std::string("Accept: ") + kDefaultAccept + "\r\n";
    for (const auto& h : cfg.headers)
        if (!removesDefaultHeader(h))
            r += h.name + (h.value.empty() ? ":" : ": ") + h.value + "\r\n";   // "X-Empty:" as libcurl sends it
    if (add.contentLength)
        r += "Content-Length: " + std::to_string(cfg.body.size()) + "\r\n";
    r += "\r\n";
    r += cfg.body;
    return r;
}

} // namespace bw

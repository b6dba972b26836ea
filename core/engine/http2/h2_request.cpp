#include "h2_request.h"

#include <algorithm>
#include <cctype>

namespace bw {

namespace {

std::string lower(const std::string& s)
{
    std::string r = s;
    std::transform(r.begin(), r.end(), r.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return r;
}

// Connection-specific fields that RFC 9113 8.2.2 forbids in HTTP/2 (a server
// must treat them as malformed); Host becomes :authority.
bool forbidden(const std::string& lowerName)
{
    return lowerName == "connection" || lowerName == "keep-alive" || lowerName == "proxy-connection"
           || lowerName == "transfer-encoding" || lowerName == "upgrade" || lowerName == "host";
}

} // namespace

H2Request::H2Request(const LoadConfig& cfg, const Url& url) : body_(cfg.body), head_(cfg.method == "HEAD")
{
    std::string authority = url.hostHeader();
    bool ua = false, accept = false, length = false;
    for (const auto& h : cfg.headers) {
        std::string n = lower(h.name);
        if (n == "host")
            authority = h.value;
        ua = ua || n == "user-agent";
        accept = accept || n == "accept";
        length = length || n == "content-length";
    }
    // storage_ is filled completely before nv_ points into it (no reallocation after).
    storage_.reserve(cfg.headers.size() + 8);
    add(":method", cfg.method);
    add(":scheme", url.scheme);
    add(":authority", authority);
    add(":path", url.target);
    if (!ua)
        add("user-agent", "benchwork/" BENCHWORK_VERSION);
    if (!accept)
        add("accept", "*/*");
    for (const auto& h : cfg.headers) {
        std::string n = lower(h.name);
        if (!forbidden(n))
            add(n, h.value);
    }
    if (!length && (!cfg.body.empty() || cfg.method == "POST" || cfg.method == "PUT" || cfg.method == "PATCH"))
        add("content-length", std::to_string(cfg.body.size()));

    nv_.reserve(storage_.size());
    for (auto& [name, value] : storage_) {
        nghttp2_nv nv{};
        nv.name = reinterpret_cast<uint8_t*>(name.data());
        nv.namelen = name.size();
        nv.value = reinterpret_cast<uint8_t*>(value.data());
        nv.valuelen = value.size();
        // The strings outlive every session: nghttp2 need not copy them.
        nv.flags = NGHTTP2_NV_FLAG_NO_COPY_NAME | NGHTTP2_NV_FLAG_NO_COPY_VALUE;
        nv_.push_back(nv);
    }
}

void H2Request::add(std::string name, std::string value)
{
    storage_.emplace_back(std::move(name), std::move(value));
}

size_t H2Request::headerBytes() const
{
    size_t n = 0;
    for (const auto& nv : nv_)
        n += nv.namelen + nv.valuelen;
    return n;
}

} // namespace bw

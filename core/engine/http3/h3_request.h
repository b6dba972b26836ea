#pragma once
// The one HTTP/3 request a run sends over and over: the header fields of
// H2Request (pseudo-headers, defaults, lower-case names, no
// connection-specific fields: the rules are HTTP/2's and HTTP/3's alike) as
// nghttp3 fields, and the body. Built once per worker, read-only after.
#include "engine/http2/h2_request.h"

#include <nghttp3/nghttp3.h>

#include <string>
#include <vector>

namespace bw {

class H3Request {
public:
    H3Request(const LoadConfig& cfg, const Url& url);
    H3Request(const H3Request&) = delete;
    H3Request& operator=(const H3Request&) = delete;

    const nghttp3_nv* fields() const { return nv_.data(); }
    size_t fieldCount() const { return nv_.size(); }
    const std::string& body() const { return fields_.body(); }
    // A body (or a method that always carries one, even empty) follows the
    // headers in DATA frames; else the headers end the stream.
    bool hasBody() const { return hasBody_; }

private:
    H2Request fields_;
    std::vector<nghttp3_nv> nv_;
    bool hasBody_ = false;
};

} // namespace bw

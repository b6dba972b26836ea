#pragma once
// The one HTTP/3 request a run sends over and over: the header fields of
// H2Request (pseudo-headers, defaults, lower-case names, no
// connection-specific fields: the rules are HTTP/2's and HTTP/3's alike) as
// nghttp3 fields, and the body. Built once per worker, read-only after.
#include "engine/http2/h2_request.h"

#include <nghttp3/nghttp3.h>

#include <string>
#include <string_view>
#include <vector>

namespace bw {

// What one stream sends when it is not the run's one request: a request
// set's entry (or a flow's step) rendered for one send. The fields are
// valid until submitted (nghttp3 copies the values not flagged NO_COPY);
// the body is copied into the stream when copyBody says so.
struct H3Send {
    const nghttp3_nv* fields = nullptr;
    size_t fieldCount = 0;
    std::string_view body;
    bool copyBody = false;
    bool hasBody = false;       // DATA frames follow the headers (a body, or a method that carries one)
};

// A request set's entries as HTTP/3 requests: H2SetRequests' fields (the
// rules are HTTP/2's and HTTP/3's alike: RFC 9114 4.2) as nghttp3 fields.
// One per worker, on its thread; no allocation per send.
class H3SetRequests {
public:
    H3SetRequests(const CompiledRequests& set, const std::string& scheme);
    H3SetRequests(const H3SetRequests&) = delete;
    H3SetRequests& operator=(const H3SetRequests&) = delete;
    // `entry` for one draw (and a flow's user's values); valid until the next call.
    H3Send prepare(int entry, const uint64_t* words, const FlowValues* flow);

private:
    const CompiledRequests& set_;
    H2SetRequests fields_;
    std::vector<nghttp3_nv> nv_;
};

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

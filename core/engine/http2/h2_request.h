#pragma once
// The HTTP/2 requests a run sends: its one request, as nghttp2 header fields
// built once from the run's method, URL, headers and body and shared
// read-only by every session of every worker (H2Request); or a request set's
// entries, their templated fields and bodies rendered per send
// (H2SetRequests, one per worker). Qt-free.
#include "engine/load_config.h"
#include "engine/request/compiled_requests.h"
#include "engine/url.h"

#include <nghttp2/nghttp2.h>

#include <string>
#include <string_view>
#include <vector>

namespace bw {

// What one stream sends: its header fields (valid until submitted: nghttp2
// copies what is not flagged NO_COPY) and its body.
struct H2Send {
    const nghttp2_nv* fields = nullptr;
    size_t fieldCount = 0;
    std::string_view body;
    bool copyBody = false;      // the body lives in scratch: the stream keeps its own copy
};

class H2Request {
public:
    // :method, :scheme, :authority (the user's Host header if set, else the
    // URL's host[:port]), :path, then user-agent and accept unless the user
    // set them, the user's headers with lower-case names (HTTP/2 requires
    // it) minus the ones HTTP/2 forbids (connection, keep-alive,
    // proxy-connection, transfer-encoding, upgrade, host), and content-length
    // when there is a body (or the method is POST/PUT/PATCH). The same
    // defaults as buildHttp1Request().
    H2Request(const LoadConfig& cfg, const Url& url);
    H2Request(const H2Request&) = delete;
    H2Request& operator=(const H2Request&) = delete;

    H2Send send() const { return {nv_.data(), nv_.size(), body_, false}; }
    const nghttp2_nv* fields() const { return nv_.data(); }
    size_t fieldCount() const { return nv_.size(); }
    const std::string& body() const { return body_; }
    bool head() const { return head_; }
    // Bytes of the header fields as name + value, for messages and tests.
    size_t headerBytes() const;
    // The same fields as names and values: HTTP/3 sends exactly these
    // (RFC 9114 4.2 forbids the same connection-specific fields).
    const std::vector<std::pair<std::string, std::string>>& fieldPairs() const { return storage_; }

private:
    void add(std::string name, std::string value);

    std::vector<std::pair<std::string, std::string>> storage_;
    std::vector<nghttp2_nv> nv_;
    std::string body_;
    bool head_ = false;
};

// A request set's entries as HTTP/2 requests, under H2Request's rules
// (:authority from a Host header if any, names lower-cased, the headers
// HTTP/2 forbids left out, the engine's defaults as compiled). Literal
// fields point into this object (NO_COPY); templated ones and bodies are
// rendered per send into its scratch. One per worker, on its thread.
class H2SetRequests {
public:
    H2SetRequests(const CompiledRequests& set, const std::string& scheme);
    H2SetRequests(const H2SetRequests&) = delete;
    H2SetRequests& operator=(const H2SetRequests&) = delete;
    // The fields and body of `entry` for one draw (and a flow's user's
    // values and Cookie, when `flow` is given); valid until the next call.
    H2Send prepare(int entry, const uint64_t* words, const FlowValues* flow = nullptr);

private:
    struct Field {
        std::string name;
        std::string literal;                // fixed value
        const TextTemplate* value = nullptr;   // templated value (or null)
        bool bodyLength = false;            // content-length of a templated body: its length per send
    };
    struct Entry {
        std::vector<Field> fields;
        std::vector<nghttp2_nv> nv;         // literal values filled in, templated ones per send
        bool bodyFixed = true;
        bool cookie = false;                // a flow's step: its user's jar adds a cookie field
    };
    const CompiledRequests& set_;
    std::vector<Entry> entries_;
    std::vector<nghttp2_nv> nvScratch_;
    std::string valueScratch_;
    std::string cookieName_ = "cookie";
    std::string bodyScratch_;
};

} // namespace bw

#pragma once
// The one HTTP/2 request a run sends over and over, as nghttp2 header fields
// built once from the run's method, URL, headers and body and shared
// read-only by every session of every worker. Qt-free.
#include "engine/load_config.h"
#include "engine/url.h"

#include <nghttp2/nghttp2.h>

#include <string>
#include <vector>

namespace bw {

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

} // namespace bw

#pragma once
// A request set's entries through libcurl: per send, the easy handle is
// pointed at the entry's URL, method, headers and body with the values drawn
// for it, under the rules the run's one request follows (curl_transport.cpp):
// libcurl adds Host, Accept and, unless the entry has one, our User-Agent
// (an empty User-Agent or Accept turns either off, as in the native
// transports); Content-Type and Expect are turned off unless given; a body, or a method
// that carries one, is sent with its Content-Length. Fixed parts are
// prepared once; templated URLs and bodies are rendered into the slot's own
// buffers, and templated headers make a new header list per send (libcurl's
// lists allocate: the libcurl path is not the allocation-free one).
// One per worker, on its thread.
#include "engine/request/compiled_requests.h"

#include <curl/curl.h>

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

// One header as libcurl's header list takes it, so libcurl sends what the
// native transports send: "Name: value"; for an empty value "Name;" (libcurl
// drops a "Name:" with nothing after it, and sends "Name;" as "Name:"); for a
// header that turns a default off (removesDefaultHeader) "Name:", which
// removes libcurl's own. Any thread.
std::string curlHeaderLine(const std::string& name, const std::string& value);

class CurlSetRequests {
public:
    // `origin`: "scheme://host[:port]", the run's; targets are appended to it.
    CurlSetRequests(const CompiledRequests& set, std::string origin);
    ~CurlSetRequests();
    CurlSetRequests(const CurlSetRequests&) = delete;
    CurlSetRequests& operator=(const CurlSetRequests&) = delete;

    // What one easy handle's request keeps while it is in flight.
    struct SlotBuffers {
        std::string url;
        std::string body;
        curl_slist* headers = nullptr;   // templated headers' list
        SlotBuffers() = default;
        SlotBuffers(SlotBuffers&& o) noexcept : url(std::move(o.url)), body(std::move(o.body)), headers(o.headers) { o.headers = nullptr; }
        SlotBuffers(const SlotBuffers&) = delete;
        SlotBuffers& operator=(const SlotBuffers&) = delete;
        ~SlotBuffers();
    };
    // Sizes a slot's buffers for the longest entry (at setup).
    void reserve(SlotBuffers& b) const;
    // Points `easy` (whose URL handle is `url`) at `entry` with one draw's
    // values. Returns the request body's bytes, or -1 when libcurl refused
    // the URL.
    // `flow`: a flow's user's values and Cookie (null: none).
    int64_t aim(CURL* easy, CURLU* url, int entry, const uint64_t* words, SlotBuffers& b, const FlowValues* flow = nullptr) const;

private:
    struct Entry {
        curl_slist* headers = nullptr;  // fixed headers (null when templated)
        bool templatedHeaders = false;  // or a flow's step whose jar may add a Cookie
        bool cookie = false;            // a flow's step: its user's Cookie goes out
        std::string url;                // a fixed target's whole URL
    };
    curl_slist* headerList(const CompiledEntry& e, const uint64_t* words, const FlowValues* flow = nullptr, bool cookie = false) const;

    const CompiledRequests& set_;
    std::string origin_;
    std::vector<Entry> entries_;
};

} // namespace bw

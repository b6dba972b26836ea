#pragma once
// The headers the engine adds to a request the user did not spell out, one
// rule for every transport (HTTP/1.1, HTTP/2, HTTP/3, libcurl) so they all
// send the same request: Host (HTTP/2's and HTTP/3's :authority),
// User-Agent: benchwork/VERSION and Accept: */* (as curl, oha and hey send
// theirs) unless the user gave a header of that name, and Content-Length
// when there is a body or the method carries one (POST, PUT, PATCH) unless
// the user gave one. A User-Agent or Accept given with an empty value sends
// neither the default nor an empty header (curl's `-H 'User-Agent:'`): the
// way to send a request with no User-Agent, as wrk does.
// Qt-free, any thread.
#include "engine/header_field.h"

#include <string>
#include <vector>

namespace bw {

inline constexpr char kDefaultUserAgent[] = "benchwork/" BENCHWORK_VERSION;
inline constexpr char kDefaultAccept[] = "*/*";

struct DefaultHeaders {
    bool host = true;
    bool userAgent = true;
    bool accept = true;
    bool contentLength = false;
};

DefaultHeaders defaultHeaders(const std::string& method, const std::vector<HeaderField>& headers, bool hasBody);

// True for a header that only turns a default off (User-Agent or Accept with
// an empty or blank value): it is not sent. Every transport skips these.
bool removesDefaultHeader(const HeaderField& h);

// Header names compare without case (RFC 9110 5.1): `lowerName` in lower case.
bool sameHeaderName(const std::string& name, const char* lowerName);

} // namespace bw

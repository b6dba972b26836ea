#pragma once
// The headers the engine adds to a request the user did not spell out, one
// rule for every transport (HTTP/1.1, HTTP/2, libcurl) so they all send the
// same request: Host (HTTP/2's :authority), User-Agent and Accept unless the
// user gave a header of that name, and Content-Length when there is a body or
// the method carries one (POST, PUT, PATCH) unless the user gave one.
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

// Header names compare without case (RFC 9110 5.1): `lowerName` in lower case.
bool sameHeaderName(const std::string& name, const char* lowerName);

} // namespace bw

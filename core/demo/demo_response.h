#pragma once
// What the demo target answers to one request, independent of the HTTP
// library that sends it.
#include <string>
#include <string_view>

namespace bw::demo {

struct DemoResponse
{
    int status = 200;
    const char* contentType = "application/json";   // static strings only
    std::string body;
    const char* allow = nullptr;   // the Allow header of a 405, else nullptr
    std::string setCookie;         // a Set-Cookie header's value, else empty
};

// {"error": code, "reason": reason} with the given status.
DemoResponse jsonError(int status, std::string_view code, std::string_view reason);

} // namespace bw::demo

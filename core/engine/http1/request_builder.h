#pragma once
// Serializes the one HTTP/1.1 request a native worker sends over and over.
#include "engine/load_config.h"
#include "engine/url.h"

#include <string>

namespace bw {

// "METHOD target HTTP/1.1" with Host, User-Agent and Accept unless the user
// set them, the user's headers, and Content-Length when there is a body.
std::string buildHttp1Request(const LoadConfig& cfg, const Url& url);

} // namespace bw

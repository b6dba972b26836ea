#pragma once
// One request of a request set (docs/requests.md), or the request of a
// flow's step (docs/flows.md). Plain data, Qt-free.
#include "engine/header_field.h"

#include <string>
#include <vector>

namespace bw {

struct RequestEntry {
    std::string name;                       // unique in the set; the per-request statistics' key
    std::string method = "GET";
    // "/db/find/{{id}}": appended to the run URL's path (its trailing '/'
    // dropped); or a whole URL, which must be on the run's origin.
    std::string path = "/";
    // Added to the run's own headers (a header of the same name replaces the run's).
    std::vector<HeaderField> headers;
    std::string body;                       // may hold {{name}} placeholders
    std::string bodyFile;                   // where `body` was read from; "" when given inline
    double weight = 1;                      // > 0; "weighted" order picks entries in proportion
    // The path, header values and body are text as they are, "{{" included,
    // not templates: an imported request (a HAR's binary body, a URL with
    // "{{") is sent as it was recorded.
    bool literal = false;
};

} // namespace bw

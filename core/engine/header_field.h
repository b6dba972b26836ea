#pragma once
// One request header as the user gave it. Plain data, Qt-free; shared by the
// run's configuration (load_config.h) and request sets (request/request_set.h).
#include <string>

namespace bw {

struct HeaderField {
    std::string name;
    std::string value;
};

} // namespace bw

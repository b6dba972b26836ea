#pragma once
// One request header as the user gave it, and the one check of its name.
// Plain data, Qt-free; shared by the run's configuration (load_config.h) and
// request sets (request/request_set.h), and checked with the same function
// wherever a header comes in: the CLI's -H, mix files, vegeta targets, HAR
// imports, suites, the window's header table and Requests editor.
#include "util/error.h"

#include <optional>
#include <string>

namespace bw {

struct HeaderField {
    std::string name;
    std::string value;
};

// A header name is an RFC 9110 token (5.6.2): letters, digits and
// !#$%&'*+-.^_`|~, nothing else. nullopt when `name` is one; else
// ErrorCode::HeaderNameEmpty, or HeaderNameInvalid with the name and its
// first character that is not allowed ("';'", "' ' (0x20)", "0x0A"). No
// field: the caller says where the header came from. Any thread.
std::optional<Error> checkHeaderName(const std::string& name);

} // namespace bw

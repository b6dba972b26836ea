#pragma once
// POST /api/signal: the body {"name": string, "value": number,
// "tags": [string, ...] (optional)} validated and normalised, and the shaped
// JSON answer. Stands in for an application's typical no-DB API call.
#include "util/error.h"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bw::demo {

struct SignalRequest
{
    std::string name;                 // trimmed, 1..kMaxNameChars characters
    double value = 0;                 // any finite JSON number
    std::vector<std::string> tags;    // trimmed, lower-cased, unique, sorted
};

inline constexpr int kMaxNameChars = 100;
inline constexpr int kMaxTags = 32;
inline constexpr int kMaxTagChars = 64;

// The request, or the reason (bad JSON, a missing field, a field of the
// wrong type or length) as a Plain error without a field: its text() is the
// message of the 400 answer. Thread-safe.
Result<SignalRequest> parseSignalRequest(std::string_view body);

// The 200 answer: the normalised fields, a few computed ones and the server
// time (UTC, millisecond precision). Thread-safe.
std::string signalResponseJson(const SignalRequest& request, std::chrono::system_clock::time_point now);

} // namespace bw::demo

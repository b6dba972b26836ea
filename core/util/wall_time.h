#pragma once
// Wall-clock instants as typed on a command line (--start-at): ISO 8601 with
// an explicit zone ("2026-12-01T22:30:00Z", "2026-12-01T23:30:00.250+01:00")
// or Unix time in milliseconds ("1764628200000"). Agents on several hosts
// must agree on the instant, so a time without a zone (which each host would
// read in its own zone) is refused. Any thread.
#include "util/error.h"

#include <cstdint>
#include <string>

namespace bw {

// Milliseconds since the Unix epoch, or a Plain error naming the problem.
Result<int64_t> parseWallTime(const std::string& text);
// The instant in ISO 8601 UTC with milliseconds ("2026-12-01T22:30:00.000Z").
std::string formatWallTime(int64_t ms);
// The wall clock now, ms since the epoch.
int64_t wallNowMs();

} // namespace bw

#pragma once
// Numbers with units as load tools print them: durations ("110.36us",
// "7.20ms", "2.00s", "1.50m", "1h"), binary sizes ("465.58KB", "1.28MB",
// "120B") and metric counts ("1.19k", "2.5M"). Negative or non-finite
// numbers are refused (nullopt). Pure functions, any thread.
#include <optional>
#include <string_view>

namespace bw {

// Seconds. Units: ns, us, µs, ms, s, m, h. A bare number is seconds.
std::optional<double> parseDurationSec(std::string_view text);
// Bytes, 1024-based as wrk prints them: B, KB, MB, GB, TB (also KiB...).
std::optional<double> parseByteSize(std::string_view text);
// Plain count with an optional metric suffix k, M, G.
std::optional<double> parseMetricCount(std::string_view text);

} // namespace bw

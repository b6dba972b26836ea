#pragma once
// The sentences of a trend check, one home for `history trend` (its lines
// and its --check message) and the check's JUnit file (junit/junit_trend.h),
// so the terminal and the CI's test report say the same. English, numbers
// in the C locale, as the CLI speaks. Pure; any thread.
#include "compare/trend.h"

#include <string>

namespace bw {

// "requests/s 920.1 -> 679.8 (-26.1%), p = 0.005"
std::string trendChangeLine(const TrendChange& c, Metric metric);

// Why the check fails, "" when it passes: "requests/s got worse at the
// change point beginning with run #7 (requests/s 920.1 -> 679.8 (-26.1%),
// p = 0.005), within the last 10 points; accept it with --accept 7 if it is
// intended", or "the latest point is a significant regression of requests/s".
std::string trendCheckSentence(const Trend& t, size_t window);

} // namespace bw

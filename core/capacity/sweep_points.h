#pragma once
// The points of a load sweep as typed: a VU list for the closed model
// ("1,2,4,...,256") or a rate range for the open model ("100:2000:100").
// Pure; any thread.
#include "util/error.h"

#include <vector>

namespace bw {

constexpr int kMaxSweepPoints = 64;

// Positive whole numbers, comma-separated, strictly ascending. "..." (or
// "…") continues the pattern of the numbers before it up to the number
// after it: the same difference ("10,20,...,100"), else the same ratio
// ("1,2,4,...,256"); the last number is always a point. At most
// kMaxSweepPoints. Else the error, no field ("not ascending: 8 after 16").
Result<std::vector<double>> parseVuList(const std::string& text);

// "A:B:STEP": A, A+STEP, ... up to B (B included when a step lands on it),
// requests/s; A > 0, B > A, STEP > 0, at most kMaxSweepPoints. Else the error.
Result<std::vector<double>> parseRateRange(const std::string& text);

} // namespace bw

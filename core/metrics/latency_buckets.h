#pragma once
// The bucket bounds of benchwork_latency_seconds: a 1-2-5 series from 10 us
// to 50 s, then 60 s (22 bounds, and +Inf). Fixed, so a dashboard's
// histogram_quantile() sees the same buckets from every run; bounded, so a
// scrape stays small. 10 us at the bottom because a loopback server answers
// in tens of microseconds; 60 s at the top because a request rarely waits
// longer (the default timeout is below it).
//
// The run's LatencyHistogram has finer buckets (1/128 of a power of two);
// each of its buckets is counted under the first bound at or above the
// bucket's upper end, so a count "le" a bound is exact up to that bucket's
// width (at most 0.8 % of the bound, latency_histogram.h). Pure, any thread.
#include "stats/latency_histogram.h"

#include <array>
#include <cstdint>

namespace bw {

inline constexpr int kLatencyBoundCount = 22;

struct LatencyBound {
    uint64_t ns;          // the bound in nanoseconds
    const char* text;     // the same in seconds, as the `le` label writes it
};
extern const std::array<LatencyBound, kLatencyBoundCount> kLatencyBounds;

// Cumulative counts of `h` at each bound (non-decreasing; the +Inf count is
// h.count()).
std::array<uint64_t, kLatencyBoundCount> cumulativeLatencyBuckets(const LatencyHistogram& h);

} // namespace bw

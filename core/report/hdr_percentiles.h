#pragma once
// A latency histogram in HdrHistogram's percentile-distribution text format
// (what HdrHistogram's outputPercentileDistribution prints and its plotter
// reads): columns Value, Percentile, TotalCount, 1/(1-Percentile), reported
// at percentiles that halve the distance to 100 % with 5 ticks per half,
// ending with the 100 % line and the #[Mean ...] #[Max ...] #[Buckets ...]
// footer. Values are each bucket's highest equivalent value (clamped to the
// exact maximum), divided by `unitNs` (1e6: milliseconds, the default).
// Any thread.
#include "stats/latency_histogram.h"

#include <QString>

namespace bw {

QString histogramToHdrPercentiles(const LatencyHistogram& h, double unitNs = 1e6, int ticksPerHalfDistance = 5);

} // namespace bw

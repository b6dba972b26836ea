#pragma once
// The rounds of one configuration summarised metric by metric: the median
// of the rounds, its 95 % order-statistics interval and the range, one round
// being one sample. One home for `run --rounds` (its table and its JSON
// summary) and the window's rounds summary. Qt-free, pure; any thread.
#include "compare/run_metrics.h"
#include "stats/sample_stats.h"

#include <vector>

namespace bw {

struct RoundsMetric {
    Metric metric = Metric::Rps;
    std::vector<double> values;   // one per round that has the metric
    MedianInterval interval;      // of `values`
    double min = 0, max = 0;
};

// Every metric of kComparedMetrics that at least one round has, in that
// order. Rounds that failed (statusFailsRun: their target ended, nothing
// completed) are left out, as comparisons leave them out.
std::vector<RoundsMetric> summarizeRounds(const std::vector<RunResult>& rounds);

} // namespace bw

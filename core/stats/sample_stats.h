#pragma once
// Summaries of a small sample of repeated measurements (one value per round
// of a benchmark): the median and a distribution-free 95 % confidence
// interval of the median. Qt-free, pure; any thread.
//
// The interval is the order-statistics one (the method benchstat uses): for
// n values sorted x(1) <= ... <= x(n), [x(k), x(n+1-k)] with the largest k
// such that P(B <= k - 1) <= (1 - confidence) / 2 for B ~ Binomial(n, 1/2).
// It needs no assumption about the shape of the distribution, covers the
// true median with probability >= the confidence level for any continuous
// distribution, and is deterministic (no seed). A bootstrap of the median,
// the other usual choice, is poor at the sample sizes rounds have: with 6
// values the resampled medians take only a handful of distinct values and
// the percentile interval covers less than it claims. The price: below 6
// values no pair of order statistics reaches 95 % (6 gives 96.9 %, 5 only
// 93.8 %), so there is no interval; the caller warns (see sampleWarnings).
#include <cstddef>
#include <vector>

namespace bw {

// Median of `values` (the mean of the two middle values for an even count).
// 0 for an empty sample.
double median(std::vector<double> values);

struct MedianInterval {
    double median = 0;
    bool valid = false;       // false: too few values for the confidence level
    double low = 0, high = 0; // valid: the interval's ends (order statistics)
    double coverage = 0;      // valid: its exact coverage, >= confidence (0.969 for n = 6)
    size_t n = 0;
};

// The median and its order-statistics interval at `confidence` (0 < c < 1).
MedianInterval medianInterval(std::vector<double> values, double confidence = 0.95);

// The smallest sample whose order-statistics interval reaches `confidence`
// (6 for 0.95).
size_t minSamplesForInterval(double confidence = 0.95);

} // namespace bw

#pragma once
// benchstat's comparison of two samples of one metric (one value per round):
// the median of each side with its 95 % interval, the change of the medians
// in %, the Mann-Whitney U p-value, and the verdict: "~" (no significant
// difference) when p >= alpha, or when the change is smaller than the noise
// threshold (Criterion's idea: a change too small to matter on a load test
// is not reported even when it is consistently there). Qt-free, pure; any
// thread.
#include "stats/mann_whitney.h"
#include "stats/sample_stats.h"

#include <string>
#include <vector>

namespace bw {

struct ComparisonSettings {
    double alpha = 0.05;              // significance level of the U test
    double noiseThreshold = 0.02;     // |change| below this fraction is "~" (2 %)
    double confidence = 0.95;         // of the medians' intervals
};

// Why a comparison cannot say much, benchstat's warnings and ours.
enum class SampleWarning {
    SingleSample,        // a side has one value: one run cannot separate change from noise
    TooFewForTest,       // a side has < 4 values: the U test cannot reach alpha = 0.05
    TooFewForInterval,   // a side has < 6 values: no 95 % interval of the median
};

struct SampleComparison {
    MedianInterval a, b;              // each side (`a` the baseline)
    double change = 0;                // (median b - median a) / median a; 0 when median a is 0
    bool changeDefined = false;       // median a != 0
    MannWhitneyResult test;
    bool significant = false;         // p < alpha and |change| >= noise threshold
    bool belowNoise = false;          // p < alpha but |change| < noise threshold
    std::vector<SampleWarning> warnings;   // sorted, each once
};

SampleComparison compareSamples(const std::vector<double>& a, const std::vector<double>& b,
                                const ComparisonSettings& settings = {});

// Warnings for a side of `n` values (also used where one side is shown alone).
std::vector<SampleWarning> sampleWarnings(size_t n, double confidence = 0.95);

} // namespace bw

#pragma once
// The Mann-Whitney U test (Wilcoxon rank-sum), two-sided, with the choices
// scipy.stats.mannwhitneyu makes by default (method='auto',
// use_continuity=True): the exact p-value when there are no ties and not
// both samples have more than 8 values; otherwise the normal approximation
// with the tie correction of the variance and a continuity correction of 0.5.
// Qt-free, pure; any thread.
#include <cstddef>
#include <vector>

namespace bw {

struct MannWhitneyResult {
    bool valid = false;       // false when a sample is empty
    double u1 = 0;            // U of the first sample (scipy's statistic)
    double pValue = 1;        // two-sided
    bool exact = false;       // the exact distribution was used
    size_t n1 = 0, n2 = 0;
};

MannWhitneyResult mannWhitneyU(const std::vector<double>& a, const std::vector<double>& b);

// The smallest two-sided p-value the exact test can give for samples of n1
// and n2 values: 2 / C(n1 + n2, n1). Below alpha = 0.05 from 4 values each
// (0.029), not with 3 each (0.1): benchstat's "need >= 4 samples".
double minimumExactPValue(size_t n1, size_t n2);

} // namespace bw

#pragma once
// Change points of a series (one value per run, in time order) by E-divisive
// with means: D. S. Matteson and N. A. James, "A Nonparametric Approach for
// Multiple Change Point Analysis of Multivariate Data", Journal of the
// American Statistical Association 109(505):334-345, 2014, section 2 (the
// divergence measure with alpha = 1 and its estimator, eq. 3-5) and section
// 3 (hierarchical estimation and the permutation test). MongoDB's and Apache
// Otava's performance CI use the same method.
//
// Each step splits one segment of the series where the scaled energy
// statistic Q = m n / (m + n) * (2/(m n) sum|x - y| - 1/C(m,2) sum|x - x'|
// - 1/C(n,2) sum|y - y'|) is largest over all segments (X the part before
// the split, Y after, sizes m and n), then asks a permutation test whether
// that largest Q could come from a series without a change: the values of
// each segment are shuffled within the segment `permutations` times and the
// step's p-value is (1 + #{shuffled max Q >= observed}) / (1 + permutations).
// Steps stop at the first p-value >= significance. The paper's
// segment-end parameter kappa is the segment's own end here (as in Otava).
//
// Deterministic: the permutations draw from a std::mt19937_64 seeded with
// `seed`, shuffled by our own Fisher-Yates (std::shuffle differs between
// standard libraries). Qt-free, pure; any thread. O(permutations * n^2) per step.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace bw {

struct ChangePointSettings {
    double significance = 0.05;   // a step is accepted when its p-value is below this
    int permutations = 199;       // shuffles per step (the smallest possible p is 1/200)
    size_t minSegment = 3;        // values each side of a change, at least
    uint64_t seed = 0x5eed;
};

struct ChangePoint {
    size_t index = 0;             // the first value after the change
    double pValue = 1;
    double q = 0;                 // the energy statistic at the split
    double meanBefore = 0, meanAfter = 0;   // of the segments either side (as found)
};

// Change points in increasing index order; none for fewer than 2 * minSegment values.
std::vector<ChangePoint> findChangePoints(const std::vector<double>& series, const ChangePointSettings& settings = {});

} // namespace bw

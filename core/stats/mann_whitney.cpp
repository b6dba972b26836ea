#include "stats/mann_whitney.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace bw {

namespace {

// Counts of U = 0..m*n over all C(m+n, m) arrangements of m values of one
// sample among n of the other: the coefficients of the Gaussian binomial
// [m+n choose m]_q = prod_{i=1..m} (1 - q^(n+i)) / (1 - q^i), built one
// factor at a time (each partial product is again a Gaussian binomial, so
// its coefficients stay non-negative integers). O(m * m * n).
std::vector<double> uCounts(size_t m, size_t n)
{
    if (m > n)
        std::swap(m, n);
    std::vector<double> c(m * n + 1, 0.0);
    c[0] = 1;
    for (size_t i = 1; i <= m; ++i) {
        const size_t up = n + i;                 // multiply by (1 - q^up)
        for (size_t k = c.size(); k-- > up;)
            c[k] -= c[k - up];
        for (size_t k = i; k < c.size(); ++k)    // divide by (1 - q^i)
            c[k] += c[k - i];
    }
    return c;
}

// Normal CDF's upper tail.
double normalSf(double z) { return 0.5 * std::erfc(z / std::sqrt(2.0)); }

} // namespace

MannWhitneyResult mannWhitneyU(const std::vector<double>& a, const std::vector<double>& b)
{
    MannWhitneyResult r;
    r.n1 = a.size();
    r.n2 = b.size();
    if (a.empty() || b.empty())
        return r;
    r.valid = true;
    const size_t n1 = a.size(), n2 = b.size(), n = n1 + n2;
    // Pooled values with the sample they came from, ranked with ties averaged.
    std::vector<std::pair<double, int>> pooled;
    pooled.reserve(n);
    for (double v : a)
        pooled.push_back({v, 0});
    for (double v : b)
        pooled.push_back({v, 1});
    std::sort(pooled.begin(), pooled.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    double rankSumA = 0;
    double tieTerm = 0;           // sum over tie groups of t^3 - t
    bool ties = false;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && pooled[j].first == pooled[i].first)
            ++j;
        const double t = double(j - i);
        const double rank = (double(i + 1) + double(j)) / 2;   // average of ranks i+1..j
        for (size_t k = i; k < j; ++k)
            if (pooled[k].second == 0)
                rankSumA += rank;
        if (j - i > 1) {
            ties = true;
            tieTerm += t * t * t - t;
        }
        i = j;
    }
    r.u1 = rankSumA - double(n1) * double(n1 + 1) / 2;
    const double u2 = double(n1) * double(n2) - r.u1;
    const double u = std::max(r.u1, u2);
    const bool exact = !ties && !(n1 > 8 && n2 > 8);
    double p;
    if (exact) {
        // P(U >= u) from the exact distribution, doubled.
        const std::vector<double> counts = uCounts(n1, n2);
        const double total = std::accumulate(counts.begin(), counts.end(), 0.0);
        const size_t from = size_t(std::llround(u));
        double upper = 0;
        for (size_t k = from; k < counts.size(); ++k)
            upper += counts[k];
        p = 2 * upper / total;
    } else {
        const double mu = double(n1) * double(n2) / 2;
        const double s = std::sqrt(double(n1) * double(n2) / 12 * ((double(n) + 1) - tieTerm / (double(n) * double(n - 1))));
        // every value equal: no spread at all, nothing to tell apart
        p = s > 0 ? 2 * normalSf((u - mu - 0.5) / s) : 1.0;
    }
    r.exact = exact;
    r.pValue = std::clamp(p, 0.0, 1.0);
    return r;
}

double minimumExactPValue(size_t n1, size_t n2)
{
    if (!n1 || !n2)
        return 1;
    // 2 / C(n1+n2, n1) via lgamma
    const double logC = std::lgamma(double(n1 + n2) + 1) - std::lgamma(double(n1) + 1) - std::lgamma(double(n2) + 1);
    return std::min(1.0, 2 * std::exp(-logC));
}

} // namespace bw

#include "stats/change_points.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace bw {

namespace {

struct Split {
    size_t at = 0;       // index in the segment of the first value of Y
    double q = -1;
};

// The best split of `v` (values of one segment) with at least `minSeg` each
// side: Q of eq. (4)-(5) of the paper with alpha = 1, from running sums of
// the pairwise distances, O(n^2).
Split bestSplit(const std::vector<double>& v, size_t minSeg)
{
    const size_t n = v.size();
    Split best;
    if (n < 2 * minSeg || minSeg < 1)
        return best;
    // Start with X = {v0}: within-X 0, within-Y the sum over pairs of the rest, between = row 0.
    double withinX = 0, withinY = 0, between = 0;
    for (size_t i = 1; i < n; ++i) {
        between += std::fabs(v[0] - v[i]);
        for (size_t j = i + 1; j < n; ++j)
            withinY += std::fabs(v[i] - v[j]);
    }
    for (size_t t = 1; t < n; ++t) {     // X = v[0..t), Y = v[t..n)
        if (t >= minSeg && n - t >= minSeg) {
            const double m = double(t), k = double(n - t);
            const double pairsX = m * (m - 1) / 2, pairsY = k * (k - 1) / 2;
            const double e = 2 * between / (m * k) - (pairsX > 0 ? withinX / pairsX : 0) - (pairsY > 0 ? withinY / pairsY : 0);
            const double q = m * k / (m + k) * e;
            if (q > best.q)
                best = {t, q};
        }
        // move v[t] from Y to X
        double toX = 0, toY = 0;
        for (size_t i = 0; i < t; ++i)
            toX += std::fabs(v[i] - v[t]);
        for (size_t j = t + 1; j < n; ++j)
            toY += std::fabs(v[t] - v[j]);
        withinX += toX;
        withinY -= toY;
        between += toY - toX;
    }
    return best;
}

void fisherYates(std::vector<double>& v, std::mt19937_64& rng)
{
    for (size_t i = v.size(); i > 1; --i) {
        const size_t j = size_t(rng() % i);   // modulo bias is negligible for 64-bit draws and small i
        std::swap(v[i - 1], v[j]);
    }
}

double mean(const std::vector<double>& s, size_t from, size_t to)
{
    return to > from ? std::accumulate(s.begin() + long(from), s.begin() + long(to), 0.0) / double(to - from) : 0;
}

} // namespace

std::vector<ChangePoint> findChangePoints(const std::vector<double>& series, const ChangePointSettings& s)
{
    std::vector<ChangePoint> found;
    std::vector<size_t> bounds = {0, series.size()};   // segment edges, sorted
    std::mt19937_64 rng(s.seed);
    while (true) {
        // the best split over every segment
        size_t segment = 0;
        Split best;
        for (size_t i = 0; i + 1 < bounds.size(); ++i) {
            const std::vector<double> part(series.begin() + long(bounds[i]), series.begin() + long(bounds[i + 1]));
            const Split sp = bestSplit(part, s.minSegment);
            if (sp.q > best.q) {
                best = sp;
                segment = i;
            }
        }
        if (best.q < 0)
            break;
        // permutation test: shuffle within each segment, take the largest Q over segments
        int atLeast = 0;
        for (int p = 0; p < s.permutations; ++p) {
            double maxQ = -1;
            for (size_t i = 0; i + 1 < bounds.size(); ++i) {
                std::vector<double> part(series.begin() + long(bounds[i]), series.begin() + long(bounds[i + 1]));
                fisherYates(part, rng);
                maxQ = std::max(maxQ, bestSplit(part, s.minSegment).q);
            }
            if (maxQ >= best.q)
                ++atLeast;
        }
        const double pValue = double(1 + atLeast) / double(1 + s.permutations);
        if (pValue >= s.significance)
            break;
        const size_t at = bounds[segment] + best.at;
        found.push_back({at, pValue, best.q, mean(series, bounds[segment], at), mean(series, at, bounds[segment + 1])});
        bounds.insert(bounds.begin() + long(segment) + 1, at);
    }
    std::sort(found.begin(), found.end(), [](const ChangePoint& x, const ChangePoint& y) { return x.index < y.index; });
    return found;
}

} // namespace bw

#include "stats/sample_stats.h"

#include <algorithm>
#include <cmath>

namespace bw {

namespace {

// P(B <= k) for B ~ Binomial(n, 1/2), summed in log space so large n stays finite.
double binomialHalfCdf(size_t n, size_t k)
{
    double sum = 0;
    const double logHalfN = double(n) * std::log(0.5);
    for (size_t i = 0; i <= k && i <= n; ++i)
        sum += std::exp(std::lgamma(double(n) + 1) - std::lgamma(double(i) + 1) - std::lgamma(double(n - i) + 1) + logHalfN);
    return std::min(sum, 1.0);
}

} // namespace

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

MedianInterval medianInterval(std::vector<double> values, double confidence)
{
    MedianInterval m;
    m.n = values.size();
    if (values.empty())
        return m;
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    m.median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    const double tail = (1 - confidence) / 2;
    // [x(k), x(n+1-k)] (1-based) misses the median with probability 2 P(B <= k-1).
    size_t best = 0;
    for (size_t k = 1; k <= n / 2; ++k) {
        if (binomialHalfCdf(n, k - 1) <= tail)
            best = k;
        else
            break;
    }
    if (best == 0)
        return m;
    m.valid = true;
    m.low = values[best - 1];
    m.high = values[n - best];
    m.coverage = 1 - 2 * binomialHalfCdf(n, best - 1);
    return m;
}

size_t minSamplesForInterval(double confidence)
{
    const double tail = (1 - confidence) / 2;
    for (size_t n = 1; n < 1000; ++n)
        if (binomialHalfCdf(n, 0) <= tail)
            return n;
    return 1000;
}

} // namespace bw

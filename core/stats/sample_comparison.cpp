#include "stats/sample_comparison.h"

#include <algorithm>
#include <cmath>

namespace bw {

std::vector<SampleWarning> sampleWarnings(size_t n, double confidence)
{
    std::vector<SampleWarning> w;
    if (n <= 1)
        w.push_back(SampleWarning::SingleSample);
    // exact p can reach 0.05 from 4 values each: 2 / C(8, 4) = 0.029
    if (n < 4)
        w.push_back(SampleWarning::TooFewForTest);
    if (n < minSamplesForInterval(confidence))
        w.push_back(SampleWarning::TooFewForInterval);
    return w;
}

SampleComparison compareSamples(const std::vector<double>& a, const std::vector<double>& b, const ComparisonSettings& s)
{
    SampleComparison c;
    c.a = medianInterval(a, s.confidence);
    c.b = medianInterval(b, s.confidence);
    c.changeDefined = c.a.median != 0;
    c.change = c.changeDefined ? (c.b.median - c.a.median) / std::fabs(c.a.median) : 0;
    c.test = mannWhitneyU(a, b);
    const bool pSignificant = c.test.valid && c.test.pValue < s.alpha;
    // a change from 0 (no errors before, some now) is never below the noise
    const bool smallChange = c.changeDefined && std::fabs(c.change) < s.noiseThreshold;
    c.significant = pSignificant && !smallChange && (c.changeDefined || c.b.median != c.a.median);
    c.belowNoise = pSignificant && smallChange;
    for (size_t n : {a.size(), b.size()})
        for (SampleWarning w : sampleWarnings(n, s.confidence))
            if (std::find(c.warnings.begin(), c.warnings.end(), w) == c.warnings.end())
                c.warnings.push_back(w);
    std::sort(c.warnings.begin(), c.warnings.end());
    return c;
}

} // namespace bw

#include "stats/percentile_spectrum.h"

#include <algorithm>
#include <cmath>

namespace bw {

double spectrumX(double percentile)
{
    if (!(percentile > 0))
        return 0;
    if (percentile >= kSpectrumTopPercentile)
        return kSpectrumTopX;
    return std::log10(1.0 / (1.0 - percentile / 100.0));
}

double spectrumPercentile(double x)
{
    x = std::clamp(x, 0.0, kSpectrumTopX);
    return 100.0 * (1.0 - std::pow(10.0, -x));
}

std::vector<SpectrumPoint> percentileSpectrum(const LatencyHistogram& h, int pointsPerNine)
{
    std::vector<SpectrumPoint> out;
    if (h.count() == 0)
        return out;
    pointsPerNine = std::clamp(pointsPerNine, 1, 200);
    const int n = int(kSpectrumTopX) * pointsPerNine;
    out.reserve(size_t(n) + 1);
    for (int i = 0; i <= n; ++i) {
        SpectrumPoint p;
        p.x = double(i) / pointsPerNine;
        // The last point is exactly 99.999 (pow rounding would give 99.99899...).
        p.percentile = i == n ? kSpectrumTopPercentile : spectrumPercentile(p.x);
        p.valueUs = double(h.valueAtPercentile(p.percentile)) / 1000.0;
        out.push_back(p);
    }
    return out;
}

} // namespace bw

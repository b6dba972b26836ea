#include "charts/axis_scale.h"

#include <algorithm>
#include <cmath>

namespace bwui {

LinearScale linearScale(double max, double minTop)
{
    max = std::max(max, minTop);
    if (!(max > 0))
        max = 1;
    const double raw = max / 5;
    const double e = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * e;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * e >= raw * (1 - 1e-9)) {
            step = m * e;
            break;
        }
    }
    LinearScale s;
    const int n = std::max(1, int(std::ceil(max / step - 1e-9)));
    s.top = n * step;
    s.ticks = n + 1;
    s.decimals = 0;   // as many as the step needs: 0.25 -> 2, 0.5 -> 1
    while (s.decimals < 6) {
        const double scaled = step * std::pow(10.0, s.decimals);
        if (std::fabs(scaled - std::round(scaled)) < 1e-6)
            break;
        ++s.decimals;
    }
    return s;
}

} // namespace bwui

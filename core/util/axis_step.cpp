#include "util/axis_step.h"

#include <cmath>
#include <initializer_list>

namespace bw {

double roundAxisStep(double raw)
{
    if (!(raw > 0) || !std::isfinite(raw))
        return 1;
    const double e = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0})
        if (m * e >= raw * (1 - 1e-9))
            return m * e;
    return 10 * e;
}

int axisStepDecimals(double step)
{
    int decimals = 0;
    while (decimals < 6) {
        const double scaled = step * std::pow(10.0, decimals);
        if (std::fabs(scaled - std::round(scaled)) < 1e-6)
            break;
        ++decimals;
    }
    return decimals;
}

} // namespace bw

#include "charts/axis_scale.h"

#include "util/axis_step.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace bwui {

LinearScale linearScale(double max, double minTop)
{
    max = std::max(max, minTop);
    if (!(max > 0))
        max = 1;
    const double step = bw::roundAxisStep(max / 5);
    LinearScale s;
    const int n = std::max(1, int(std::ceil(max / step - 1e-9)));
    s.top = n * step;
    s.ticks = n + 1;
    s.decimals = bw::axisStepDecimals(step);
    return s;
}

LinearRange linearRange(double low, double high)
{
    if (!std::isfinite(low) || !std::isfinite(high))
        low = high = 0;
    if (low > high)
        std::swap(low, high);
    if (high - low < 1e-12 * std::max(1.0, std::fabs(high))) {
        // one value: a span around it (or 0..1 around zero)
        const double half = high != 0 ? std::fabs(high) * 0.1 : 0.5;
        low -= half;
        high += half;
    }
    const double step = bw::roundAxisStep((high - low) / 5);
    LinearRange r;
    r.low = std::floor(low / step + 1e-9) * step;
    r.high = std::ceil(high / step - 1e-9) * step;
    r.step = step;
    r.decimals = bw::axisStepDecimals(step);
    return r;
}

std::vector<double> rangeTicks(const LinearRange& range)
{
    std::vector<double> out;
    if (!(range.step > 0))
        return out;
    const int n = int(std::lround((range.high - range.low) / range.step));
    for (int i = 0; i <= n && i <= 100; ++i)
        out.push_back(range.low + i * range.step);
    return out;
}

std::vector<double> linearTicks(const LinearScale& scale)
{
    std::vector<double> out;
    const int n = std::max(2, scale.ticks);
    for (int i = 0; i < n; ++i)
        out.push_back(scale.top * i / (n - 1));
    return out;
}

LogScale logScale(double minPositive, double max)
{
    LogScale s;
    if (!(minPositive > 0) || !std::isfinite(minPositive))
        minPositive = max > 0 && std::isfinite(max) ? max : 1;
    if (!(max > 0) || !std::isfinite(max))
        max = minPositive;
    const int lowExp = int(std::floor(std::log10(minPositive) + 1e-9));
    int highExp = int(std::ceil(std::log10(max) - 1e-9));
    if (highExp <= lowExp)
        highExp = lowExp + 1;
    s.low = std::pow(10.0, lowExp);
    s.high = std::pow(10.0, highExp);
    const bool fine = highExp - lowExp <= 3;
    for (int e = lowExp; e <= highExp; ++e) {
        const double decade = std::pow(10.0, e);
        for (double m : {1.0, 2.0, 5.0}) {
            if (m > 1 && (!fine || e == highExp))
                break;
            s.ticks.push_back(m * decade);
        }
    }
    return s;
}

QString tickLabel(double value, int decimals)
{
    if (decimals < 0) {
        decimals = 0;
        const double a = std::fabs(value);
        if (a > 0 && a < 1)
            decimals = std::min(6, int(std::ceil(-std::log10(a) - 1e-9)));
        // 0.25 needs two: keep adding while the value is not exact.
        while (decimals < 6 && std::fabs(value * std::pow(10.0, decimals) - std::round(value * std::pow(10.0, decimals))) > 1e-6)
            ++decimals;
    }
    return QLocale().toString(value, 'f', decimals);
}

} // namespace bwui

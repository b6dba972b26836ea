#include "report/svg_axis.h"

#include <cmath>

namespace bw::svg {

double niceStep(double top)
{
    if (!(top > 0))
        return 0.25;
    const double raw = top / 5;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * mag >= raw)
            return m * mag;
    return 10 * mag;
}

int stepDecimals(double step)
{
    if (step >= 1)
        return 0;
    return std::min(6, int(std::ceil(-std::log10(step) - 1e-9)));
}

QString num(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

} // namespace bw::svg

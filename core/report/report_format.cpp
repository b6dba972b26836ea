#include "report_format.h"

#include "util/units.h"

#include <cmath>

namespace bw {

namespace {

QString trimZeros(QString s)
{
    if (!s.contains(QLatin1Char('.')))
        return s;
    while (s.endsWith(QLatin1Char('0')))
        s.chop(1);
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    return s;
}

} // namespace

QString formatThousands(double value)
{
    return QString::fromStdString(formatCount(value));
}

QString formatRps(double rps)
{
    if (std::fabs(rps) >= 100)
        return formatThousands(rps);
    return trimZeros(QString::number(rps, 'f', 2));
}

QString formatLatencyUs(double us)
{
    return trimZeros(QString::number(us / 1000.0, 'f', 3)) + QStringLiteral("ms");
}

QString formatBytesText(uint64_t bytes)
{
    return QString::fromStdString(formatBytes(double(bytes)));
}

QString formatRatio(double ratio)
{
    // "2.4x" as in the reference report; below 1, two significant digits so
    // a 30x slower run does not print as 0.0.
    if (std::fabs(ratio) >= 1 || ratio == 0)
        return QString::number(ratio, 'f', 1);
    return QString::number(ratio, 'g', 2);
}

QString formatPercent(double fraction) { return trimZeros(QString::number(fraction * 100.0, 'f', 2)) + QLatin1Char('%'); }

QString formatSeconds(double sec) { return trimZeros(QString::number(sec, 'f', 1)); }

} // namespace bw

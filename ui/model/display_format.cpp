#include "model/display_format.h"

#include "util/units.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace bwui::DisplayFormat {

namespace {
// Three significant digits: 1.24, 12.4, 124.
QString sig3(double v)
{
    QLocale loc;
    const double a = std::fabs(v);
    const int decimals = a >= 100 ? 0 : a >= 10 ? 1 : 2;
    return loc.toString(v, 'f', decimals);
}
} // namespace

QString dash()
{
    return QStringLiteral("\u2013");
}

QString latencyUs(double us)
{
    if (!(us >= 0) || !std::isfinite(us))
        return dash();
    if (us < 1000)
        return QCoreApplication::translate("DisplayFormat", "%1 µs").arg(QLocale().toString(us, 'f', us < 10 ? 1 : 0));
    if (us < 1e6)
        return QCoreApplication::translate("DisplayFormat", "%1 ms").arg(sig3(us / 1000));
    return QCoreApplication::translate("DisplayFormat", "%1 s").arg(sig3(us / 1e6));
}

QString latencyOrDash(double us)
{
    return us > 0 ? latencyUs(us) : dash();
}

QString latencyMs(double us)
{
    if (!(us >= 0) || !std::isfinite(us))
        return dash();
    const double ms = us / 1000;
    return QCoreApplication::translate("DisplayFormat", "%1 ms").arg(ms < 1 ? QLocale().toString(ms, 'f', 3) : sig3(ms));
}

QString requestsPerSec(double rps)
{
    if (!(rps >= 0) || !std::isfinite(rps))
        return dash();
    return QLocale().toString(rps, 'f', rps < 100 ? 1 : 0);
}

QString count(uint64_t n)
{
    return QLocale().toString(qulonglong(n));
}

QString bytes(uint64_t b)
{
    // The unit and its decimals are the core's (the CLI and the reports use
    // the same); only the digits follow the locale.
    const bw::ScaledBytes s = bw::scaleBytes(double(b));
    if (s.decimals == 0)
        return QCoreApplication::translate("DisplayFormat", "%1 B").arg(count(b));
    return QStringLiteral("%1 %2").arg(QLocale().toString(s.value, 'f', s.decimals), QLatin1String(s.unit));
}

QString percent(double pct, int decimals)
{
    if (!std::isfinite(pct))
        return dash();
    return QCoreApplication::translate("DisplayFormat", "%1 %").arg(QLocale().toString(pct, 'f', decimals));
}

QString seconds(double sec)
{
    if (!(sec >= 0) || !std::isfinite(sec))
        return dash();
    const qint64 s = qint64(std::ceil(sec - 1e-6));
    if (s < 60)
        return QCoreApplication::translate("DisplayFormat", "%1 s").arg(s);
    if (s < 3600)
        return QCoreApplication::translate("DisplayFormat", "%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QCoreApplication::translate("DisplayFormat", "%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
}

QString secondsTenths(double sec)
{
    if (!std::isfinite(sec))
        return dash();
    // The same "%1 s" as seconds(): one unit text in every language.
    return QCoreApplication::translate("DisplayFormat", "%1 s").arg(QLocale().toString(sec, 'f', 1));
}

QString ratioDigits(double x)
{
    if (!std::isfinite(x) || x <= 0)
        return dash();
    return QLocale().toString(x, 'f', x < 1 ? 2 : x < 100 ? 1 : 0);
}

QString ratio(double x)
{
    if (!std::isfinite(x) || x <= 0)
        return dash();
    return QCoreApplication::translate("DisplayFormat", "%1x").arg(ratioDigits(x));
}

QString metricValue(bw::Metric metric, double value)
{
    if (value == 0)
        return QLocale().toString(0);
    switch (metric) {
    case bw::Metric::Rps: return requestsPerSec(value);
    case bw::Metric::P50:
    case bw::Metric::P99:
    case bw::Metric::P999:
    case bw::Metric::ServerCpuPerRequest:
    case bw::Metric::ClientCpuPerRequest: return latencyUs(value);
    case bw::Metric::ErrorRate: return percent(100.0 * value, 2);
    case bw::Metric::PeakRss: return value >= 0 ? bytes(uint64_t(std::llround(value))) : dash();
    }
    return dash();
}

} // namespace bwui::DisplayFormat

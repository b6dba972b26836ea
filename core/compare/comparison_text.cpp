#include "compare/comparison_text.h"

#include "util/units.h"

#include <cmath>

namespace bw {

namespace {

QString percentText(double fraction)
{
    return QString::number(std::fabs(fraction) * 100, 'f', std::fabs(fraction) < 0.1 ? 1 : 0) + QLatin1Char('%');
}

QString roundsText(size_t a, size_t b, const TextCatalog& c)
{
    if (a == b)
        return c.translate("ComparisonText", "%1 rounds each").arg(a);
    return c.translate("ComparisonText", "%1 and %2 rounds").arg(a).arg(b);
}

// The metric the headline speaks of: requests/s, else the first both sides have.
const MetricComparison* headlineMetric(const RunComparison& rc)
{
    if (rc.metric(Metric::Rps).available)
        return &rc.metric(Metric::Rps);
    for (const MetricComparison& m : rc.metrics)
        if (m.available)
            return &m;
    return nullptr;
}

} // namespace

QString metricName(Metric m, const TextCatalog& c)
{
    switch (m) {
    case Metric::Rps: return c.translate("ComparisonText", "requests/s");
    case Metric::P50: return c.translate("ComparisonText", "p50");
    case Metric::P99: return c.translate("ComparisonText", "p99");
    case Metric::P999: return c.translate("ComparisonText", "p99.9");
    case Metric::ErrorRate: return c.translate("ComparisonText", "error rate");
    case Metric::PeakRss: return c.translate("ComparisonText", "peak server RSS");
    case Metric::ServerCpuPerRequest: return c.translate("ComparisonText", "server CPU per request");
    case Metric::ClientCpuPerRequest: return c.translate("ComparisonText", "client CPU per request");
    }
    return {};
}

QString formatMetricValue(Metric m, double v)
{
    switch (m) {
    case Metric::Rps: return formatRps(v);
    case Metric::P50:
    case Metric::P99:
    case Metric::P999: return formatLatencyUs(v);
    case Metric::ErrorRate: return formatPercent(v);
    case Metric::PeakRss: return formatBytesText(uint64_t(std::llround(v)));
    case Metric::ServerCpuPerRequest:
    case Metric::ClientCpuPerRequest: return QString::fromStdString(formatDurationUs(v));
    }
    return {};
}

QString formatPValue(double p)
{
    if (p < 0.001)
        return QStringLiteral("< 0.001");
    return QString::number(p, 'f', 3);
}

QString medianCell(Metric m, const MedianInterval& side, MetricValueFormat format)
{
    QString s = format(m, side.median);
    if (!side.valid)
        return s + QStringLiteral(" \u00b1\u221e");
    const double half = std::max(side.median - side.low, side.high - side.median);
    if (side.median == 0)
        return s + QStringLiteral(" \u00b10");
    return s + QStringLiteral(" \u00b1") + percentText(half / std::fabs(side.median));
}

QString changeCell(const MetricComparison& mc, MetricValueFormat format)
{
    if (!mc.available)
        return QStringLiteral("-");
    const SampleComparison& s = mc.stats;
    const QString tail = QStringLiteral(" p=") + formatPValue(s.test.pValue).remove(QLatin1Char(' ')) +
                         QStringLiteral(" n=%1+%2").arg(s.a.n).arg(s.b.n);
    if (!s.significant)
        return QStringLiteral("~") + tail;
    if (!s.changeDefined)
        return QStringLiteral("%1 \u2192 %2").arg(format(mc.metric, s.a.median), format(mc.metric, s.b.median)) + tail;
    return (s.change > 0 ? QStringLiteral("+") : QStringLiteral("-")) + percentText(s.change) + tail;
}

QString comparisonHeadline(const RunComparison& rc, const QString& b, const ComparisonSettings& st, const TextCatalog& c)
{
    const MetricComparison* m = headlineMetric(rc);
    if (!m)
        return c.translate("ComparisonText", "nothing to compare: the runs have no figures in common");
    const SampleComparison& s = m->stats;
    const bool rps = m->metric == Metric::Rps;
    const bool better = higherIsBetter(m->metric) ? s.b.median > s.a.median : s.b.median < s.a.median;
    // "B is 8.1% faster" (requests/s) or "B's p99 is 8.1% lower"
    QString change;
    if (rps)
        change = (better ? c.translate("ComparisonText", "%1 is %2 faster") : c.translate("ComparisonText", "%1 is %2 slower"))
                     .arg(b, percentText(s.change));
    else
        change = (s.b.median > s.a.median ? c.translate("ComparisonText", "%1's %2 is %3 higher")
                                          : c.translate("ComparisonText", "%1's %2 is %3 lower"))
                     .arg(b, metricName(m->metric, c), percentText(s.change));
    if (s.a.n <= 1 || s.b.n <= 1)
        return c.translate("ComparisonText", "one sample cannot separate change from noise (%1 in this run; 6 rounds or more a side can tell)")
            .arg(change);
    const QString rounds = roundsText(s.a.n, s.b.n, c);
    if (s.significant)
        return c.translate("ComparisonText", "%1, p = %2, %3").arg(change, formatPValue(s.test.pValue), rounds);
    if (s.belowNoise)
        return c.translate("ComparisonText", "%1, below the %2 noise threshold (p = %3, %4)")
            .arg(change, percentText(st.noiseThreshold), formatPValue(s.test.pValue), rounds);
    return c.translate("ComparisonText", "no significant difference (p = %1, %2)").arg(formatPValue(s.test.pValue), rounds);
}

QString environmentDifferenceText(const EnvironmentDifference& d, const TextCatalog& c)
{
    QString what;
    if (d.field == "hostname") what = c.translate("ComparisonText", "machine");
    else if (d.field == "machineModel") what = c.translate("ComparisonText", "machine model");
    else if (d.field == "cpuModel") what = c.translate("ComparisonText", "CPU model");
    else if (d.field == "cores") what = c.translate("ComparisonText", "core count");
    else if (d.field == "os") what = c.translate("ComparisonText", "operating system");
    else if (d.field == "kernel") what = c.translate("ComparisonText", "kernel");
    else if (d.field == "benchworkVersion") what = c.translate("ComparisonText", "Benchwork version");
    else if (d.field == "qtVersion") what = c.translate("ComparisonText", "Qt version");
    else if (d.field == "curlVersion") what = c.translate("ComparisonText", "libcurl version");
    else if (d.field == "targetRuntime") what = c.translate("ComparisonText", "target runtime");
    else if (d.field == "engine") what = c.translate("ComparisonText", "engine");
    else if (d.field == "httpVersion") what = c.translate("ComparisonText", "transport");
    else if (d.field == "targetCpus") what = c.translate("ComparisonText", "target CPU pinning");
    else if (d.field == "clientCpus") what = c.translate("ComparisonText", "client CPUs (--split)");
    else if (d.field == "link") what = c.translate("ComparisonText", "network (--link): latency is not comparable");
    else what = QString::fromStdString(d.field);
    QStringList values;
    for (const std::string& v : d.values)
        values << QString::fromStdString(v);
    return c.translate("ComparisonText", "the runs differ in %1: %2").arg(what, values.join(QStringLiteral(" / ")));
}

QStringList comparisonWarnings(const RunComparison& rc, const TextCatalog& c)
{
    QStringList out;
    const size_t fewest = std::min(rc.roundsA, rc.roundsB);
    if (fewest <= 1)
        out << c.translate("ComparisonText", "one run on a side: a single sample cannot separate change from noise");
    else if (fewest < 4)
        out << c.translate("ComparisonText", "need at least 4 rounds a side to detect a difference at alpha = 0.05");
    if (fewest < minSamplesForInterval(0.95))
        out << c.translate("ComparisonText", "need at least 6 rounds a side for a 95% confidence interval");
    for (const EnvironmentDifference& d : rc.environment)
        out << environmentDifferenceText(d, c);
    if (!rc.leftOut.empty()) {
        QStringList runs;
        for (const LeftOutRun& l : rc.leftOut)
            runs << QStringLiteral("%1 %2 (%3)")
                        .arg(l.sideB ? QStringLiteral("B") : QStringLiteral("A"),
                             l.historyId ? QStringLiteral("#%1").arg(l.historyId) : QStringLiteral("-"),
                             QLatin1String(runStatusName(l.status)));
        out << c.translate("ComparisonText", "left out, as they failed (nothing completed, or the target ended during "
                                             "the run): %1")
                   .arg(runs.join(QStringLiteral(", ")));
    }
    return out;
}

} // namespace bw

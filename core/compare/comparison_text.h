#pragma once
// The words of a statistical comparison, one home for the CLI, the window
// and the reports: metric names, "median ±x %" cells, the change cell
// ("+8.1 % p=0.002", "~ p=0.41"), the headline sentence ("B is 8.1 %
// faster, p = 0.002, 10 rounds each" / "no significant difference"), and
// the warnings (sample sizes, one sample per side, differing environments).
// Words from the catalogs (context "ComparisonText"), numbers in the C
// locale. Pure; any thread.
#include "compare/run_comparison.h"
#include "util/text_catalog.h"

#include <QString>
#include <QStringList>

namespace bw {

QString metricName(Metric m, const TextCatalog& c = TextCatalog());
// One value of the metric: "119,571", "0.812ms", "0.31%", "11.6 MiB", "12.4us".
QString formatMetricValue(Metric m, double value);
// How the cells below write a value: formatMetricValue (the CLI, reports),
// or the window's own (DisplayFormat::metricValue), so a view writes every
// figure one way.
using MetricValueFormat = QString (*)(Metric m, double value);
// "0.002", "< 0.001"
QString formatPValue(double p);
// The median and the relative half-width of its interval, as benchstat
// prints it: "119,571 ±3%"; "119,571 ±∞" without an interval (fewer than 6).
QString medianCell(Metric m, const MedianInterval& side, MetricValueFormat format = formatMetricValue);
// "+8.1% p=0.002 n=6+6", "~ p=0.41 n=6+6"; "-" when a side lacks the metric.
QString changeCell(const MetricComparison& mc, MetricValueFormat format = formatMetricValue);
// The answer in a sentence about requests/s (else the first metric both
// sides have): "B is 8.1% faster, p = 0.002, 10 rounds each", "B is 8.1%
// slower ...", "no significant difference (p = 0.41, 6 rounds each)", "B is
// 1.2% faster, below the 2% noise threshold", and for one run a side "one
// run each: one sample cannot separate change from noise (B 8.1% faster in
// this run)". `b` names the compared side ("B", "#12").
QString comparisonHeadline(const RunComparison& rc, const QString& b, const ComparisonSettings& s = {},
                           const TextCatalog& c = TextCatalog());
// Sample-size and environment warnings, one sentence each.
QStringList comparisonWarnings(const RunComparison& rc, const TextCatalog& c = TextCatalog());
QString environmentDifferenceText(const EnvironmentDifference& d, const TextCatalog& c = TextCatalog());

} // namespace bw

#include "compare/trend_text.h"

#include "compare/comparison_text.h"
#include "util/units.h"

namespace bw {

std::string trendChangeLine(const TrendChange& c, Metric metric)
{
    const std::string percent = (c.change > 0 ? "+" : "") + formatFixed(c.change * 100, 1) + "%";
    return metricName(metric).toStdString() + " " + formatMetricValue(metric, c.before).toStdString() + " -> "
           + formatMetricValue(metric, c.after).toStdString() + (c.changeDefined ? " (" + percent + ")" : "")
           + ", p = " + formatPValue(c.pValue).toStdString();
}

std::string trendCheckSentence(const Trend& t, size_t window)
{
    if (!t.checkFails())
        return {};
    const auto failing = t.failingChanges();
    if (failing.empty())
        return "the latest point is a significant regression of " + metricName(t.metric).toStdString();
    const TrendChange& c = *failing.back();
    return metricName(t.metric).toStdString() + " got worse at the change point beginning with run #" + std::to_string(c.acceptId())
           + " (" + trendChangeLine(c, t.metric) + "), within the last " + std::to_string(window) + " points; accept it with --accept "
           + std::to_string(c.acceptId()) + " if it is intended";
}

} // namespace bw

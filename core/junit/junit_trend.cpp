#include "junit/junit_trend.h"

#include "compare/comparison_text.h"
#include "compare/trend_text.h"
#include "util/units.h"

namespace bw {

JUnitReport junitFromTrend(const JUnitTrendInput& in, const Trend& t)
{
    JUnitReport report;
    report.name = "benchwork history trend --check";
    JUnitSuite s;
    s.name = "trend " + in.scenario;
    s.timestampMs = in.checkedAtMs;
    s.properties = {{"scenario", in.scenario},
                    {"metric", metricKey(t.metric)},
                    {"points", std::to_string(t.points.size())},
                    {"window", std::to_string(in.window)},
                    {"noise threshold", formatPercent(in.noiseThreshold).toStdString()}};
    if (!t.points.empty() && !t.points.back().runIds.empty())
        s.properties.push_back({"latest run", std::to_string(t.points.back().runIds.back())});

    JUnitCase c;
    c.classname = "trend";
    c.name = in.scenario + ": " + metricName(t.metric).toStdString();
    for (const TrendChange& ch : t.changeDetails)
        addJUnitLine(&c.systemOut, "change point at run #" + std::to_string(ch.acceptId()),
                     trendChangeLine(ch, t.metric)
                         + (ch.accepted ? ", accepted" : ch.failsCheck() ? ", worse (fails the check)" : ch.worse && ch.beyondNoise ? ", worse (not recent)" : ""));
    if (t.latestCompared)
        addJUnitLine(&c.systemOut, "latest point",
                     t.latest.significant ? std::string(t.regression ? "regression " : "improvement ") + (t.latest.change > 0 ? "+" : "")
                                                + formatFixed(t.latest.change * 100, 1) + "%, p = " + formatPValue(t.latest.test.pValue).toStdString()
                                                + (t.regression && t.latestAccepted ? " (accepted)" : "")
                                          : "~ no significant difference (p = " + formatPValue(t.latest.test.pValue).toStdString() + ")");
    if (t.checkFails()) {
        c.verdict = JUnitVerdict::Failed;
        c.type = "regression";
        c.message = trendCheckSentence(t, in.window);
        c.detail = c.systemOut;
    }
    s.cases.push_back(std::move(c));
    s.systemOut = std::string(t.checkFails() ? "FAIL: " + trendCheckSentence(t, in.window) : "PASS: no unaccepted regression of "
                                                                                               + metricName(t.metric).toStdString())
                  + "\n";
    report.suites.push_back(std::move(s));
    return report;
}

} // namespace bw

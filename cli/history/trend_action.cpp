// benchwork-cli history trend: one scenario's runs over time (a point per run
// or per round group, with its interval), the change points E-divisive means
// finds, and with --check exit status 1 when the latest point is a
// significant regression (the hook for CI).
#include "cli/history/history_actions.h"

#include "cli/history/history_text.h"
#include "compare/comparison_text.h"
#include "compare/trend_query.h"
#include "util/units.h"

#include <QJsonArray>
#include <QJsonObject>


namespace bwcli {

namespace {

int run(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    const auto metric = bw::parseMetric(a.value("metric", "rps"));
    if (!metric)
        return cmd.fail("--metric: '" + a.value("metric") +
                        "' is not rps, p50, p99, p99.9, errorRate, peakRss, serverCpuPerRequest or clientCpuPerRequest");
    bw::ComparisonSettings settings;
    if (a.has("noise")) {
        auto pct = bw::parseDecimal(a.value("noise"));
        if (!pct || *pct < 0 || *pct >= 100)
            return cmd.fail("--noise: expected a percentage from 0 to 100, got '" + a.value("noise") + "'");
        settings.noiseThreshold = *pct / 100;
    }
    bool limitOk = false;
    const int limit = QString::fromStdString(a.value("limit", "200")).toInt(&limitOk);
    if (!limitOk || limit < 2)
        return cmd.fail("--limit: '" + a.value("limit") + "' is not a count of 2 or more");
    if (a.positional().size() > 1)
        return cmd.fail("trend takes at most one run id (its scenario; default: the latest run's)");
    std::optional<int64_t> anchorId;
    if (!a.positional().empty() && !(anchorId = HistoryAction::parseId(a.positional()[0])))
        return cmd.fail("'" + a.positional()[0] + "' is not a run id (a positive number)");
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    std::string error;
    const auto scenario = bw::loadScenarioRuns(*store, anchorId.value_or(0), limit, &error);
    if (!scenario)
        return cmd.fail(error);
    const bw::Trend t = bw::buildTrend(scenario->trendRuns(), *metric, settings);
    const std::string scenarioLine = bw::scenarioText(scenario->key);
    std::vector<bool> changeAt(t.points.size(), false);
    for (const bw::ChangePoint& c : t.changes)
        changeAt[c.index] = true;
    if (a.has("json")) {
        QJsonObject o;
        o.insert("scenario", QString::fromStdString(scenarioLine));
        o.insert("metric", bw::metricKey(*metric));
        QJsonArray points;
        for (size_t i = 0; i < t.points.size(); ++i) {
            const bw::TrendPoint& p = t.points[i];
            QJsonArray ids, values;
            for (int64_t id : p.runIds)
                ids.append(double(id));
            for (double v : p.values)
                values.append(v);
            points.append(QJsonObject{{"startedAtMs", double(p.startedAtMs)}, {"runs", ids}, {"values", values},
                                      {"median", p.interval.median},
                                      {"low", p.interval.valid ? QJsonValue(p.interval.low) : QJsonValue()},
                                      {"high", p.interval.valid ? QJsonValue(p.interval.high) : QJsonValue()},
                                      {"roundGroupId", p.roundGroupId ? QJsonValue(double(p.roundGroupId)) : QJsonValue()},
                                      {"changePoint", bool(changeAt[i])}});
        }
        o.insert("points", points);
        QJsonArray changes;
        for (const bw::ChangePoint& c : t.changes)
            changes.append(QJsonObject{{"index", double(c.index)}, {"p", c.pValue}, {"meanBefore", c.meanBefore}, {"meanAfter", c.meanAfter}});
        o.insert("changePoints", changes);
        if (t.latestCompared)
            o.insert("latest", QJsonObject{{"change", t.latest.changeDefined ? QJsonValue(t.latest.change) : QJsonValue()},
                                           {"p", t.latest.test.pValue},
                                           {"significant", t.latest.significant},
                                           {"regression", t.regression},
                                           {"baselinePoints", double(t.baselineTo - t.baselineFrom)}});
        cmd.printJson(o);
    } else {
        cmd.out() << "scenario: " << scenarioLine << "\n" << "metric: " << bw::metricName(*metric).toStdString() << ", "
                  << t.points.size() << " points (a point is a run, or the rounds of one group)\n\n";
        cmd.out() << pad("WHEN", 16) << "  " << pad("RUNS", 14) << "  " << pad("MEDIAN", 20, true) << "  "
                  << pad("95% INTERVAL", 26, true) << "\n";
        for (size_t i = 0; i < t.points.size(); ++i) {
            const bw::TrendPoint& p = t.points[i];
            for (const bw::ChangePoint& c : t.changes)
                if (c.index == i)
                    cmd.out() << "---- change point (E-divisive means, p = " << bw::formatPValue(c.pValue).toStdString() << ")\n";
            const std::string runsText = p.roundGroupId ? "g" + std::to_string(p.roundGroupId) + " (" + std::to_string(p.runIds.size()) + ")"
                                                        : "#" + std::to_string(p.runIds.front());
            const std::string interval = p.interval.valid ? (bw::formatMetricValue(*metric, p.interval.low) + " .. " +
                                                             bw::formatMetricValue(*metric, p.interval.high)).toStdString()
                                                          : std::string("-");
            cmd.out() << pad(fmtTime(p.startedAtMs), 16) << "  " << pad(runsText, 14) << "  "
                      << pad(bw::formatMetricValue(*metric, p.interval.median).toStdString(), 20, true) << "  " << pad(interval, 26, true)
                      << "\n";
        }
        if (t.latestCompared) {
            const bw::SampleComparison& c = t.latest;
            cmd.out() << "\nlatest point against the " << (t.baselineTo - t.baselineFrom) << " before it since the last change: ";
            if (c.significant)
                cmd.out() << (t.regression ? "REGRESSION " : "improvement ") << (c.change > 0 ? "+" : "")
                          << bw::formatFixed(c.change * 100, 1) << "%, p = " << bw::formatPValue(c.test.pValue).toStdString() << "\n";
            else
                cmd.out() << "~ no significant difference (p = " << bw::formatPValue(c.test.pValue).toStdString() << ")\n";
            if (c.b.n <= 1)
                cmd.out() << "note: the latest point is one run: one sample can only be significant against a long history; "
                             "run --rounds 6 or more for CI checks\n";
        }
    }
    if (a.has("check") && t.regression) {
        cmd.err() << "benchwork-cli history: the latest point is a significant regression of " << bw::metricName(*metric).toStdString()
                  << "\n";
        return 1;
    }
    return 0;
}

} // namespace

HistoryActionSpec trendAction()
{
    return {"trend",
            "trend [ID] [--metric M] [--check]\n\n"
            "The runs of one scenario (the scenario of run ID, default the latest run: same name,\n"
            "URL path, method and load shape) over time: a point per run or per round group with\n"
            "its 95% interval, change points by E-divisive means, and the latest point against\n"
            "the points before it since the last change (Mann-Whitney U).",
            RunIds::Own,
            {{"metric", 0, true, "M", "rps (default), p50, p99, p99.9, errorRate, peakRss, serverCpuPerRequest, clientCpuPerRequest"},
             {"limit", 'n', true, "N", "look at the latest N complete runs (default 200)"},
             {"noise", 0, true, "PCT", "changes smaller than this are not regressions (default 2%)"},
             {"check", 0, false, "", "exit 1 when the latest point is a significant regression"},
             {"json", 0, false, "", "print JSON"}},
            run};
}

} // namespace bwcli

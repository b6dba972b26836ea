// benchwork-cli history trend: one scenario's runs over time (a point per run
// or per round group, with its interval), the change points E-divisive means
// finds with the level either side, and with --check exit status 1 when a
// change point made the metric worse within the last --window points and no
// one accepted it (--accept ID), or the latest point is a significant
// regression (the hook for CI).
#include "cli/history/history_actions.h"

#include "cli/comparison_printer.h"
#include "cli/junit_output.h"
#include "cli/history/history_text.h"
#include "compare/comparison_text.h"
#include "compare/trend_query.h"
#include "compare/trend_text.h"
#include "junit/junit_trend.h"
#include "util/units.h"

#include <QJsonArray>
#include <QJsonObject>

#include <chrono>

namespace bwcli {

namespace {

// "#11, #12, #13" or, for many, "#11, #12 ... #30 (20 runs)".
std::string runsText(const std::vector<int64_t>& ids)
{
    auto id = [](int64_t v) { return "#" + std::to_string(v); };
    std::string s;
    if (ids.size() <= 6) {
        for (int64_t v : ids)
            s += (s.empty() ? "" : ", ") + id(v);
        return s;
    }
    return id(ids[0]) + ", " + id(ids[1]) + " ... " + id(ids.back()) + " (" + std::to_string(ids.size()) + " runs)";
}

QJsonArray idArray(const std::vector<int64_t>& ids)
{
    QJsonArray a;
    for (int64_t v : ids)
        a.append(double(v));
    return a;
}

int runTrend(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    const auto metric = bw::parseMetric(a.value("metric", "rps"));
    if (!metric)
        return cmd.fail("--metric: '" + a.value("metric") +
                        "' is not rps, p50, p99, p99.9, errorRate, peakRss, serverCpuPerRequest or clientCpuPerRequest");
    bw::ComparisonSettings settings;
    if (auto e = noiseOption(a, &settings))
        return cmd.fail(*e);
    bool limitOk = false;
    const int limit = QString::fromStdString(a.value("limit", "200")).toInt(&limitOk);
    if (!limitOk || limit < 2)
        return cmd.fail("--limit: '" + a.value("limit") + "' is not a count of 2 or more");
    bw::TrendCheckSettings check;
    if (a.has("window")) {
        bool ok = false;
        const int w = QString::fromStdString(a.value("window")).toInt(&ok);
        if (!ok || w < 1)
            return cmd.fail("--window: '" + a.value("window") + "' is not a count of 1 or more");
        check.window = size_t(w);
    }
    std::optional<int64_t> acceptId;
    if (a.has("accept") && !(acceptId = HistoryAction::parseId(a.value("accept"))))
        return cmd.fail("--accept: '" + a.value("accept") + "' is not a run id (a positive number)");
    if (a.positional().size() > 1)
        return cmd.fail("trend takes at most one run id (its scenario; default: the latest run's)");
    if (a.has("junit") && !a.has("check"))
        return cmd.fail("--junit writes the check's result: give --check too");
    if (std::string bad = junitPathProblem(a.value("junit")); !bad.empty())
        return cmd.fail("--junit: " + bad);
    std::optional<int64_t> anchorId;
    if (!a.positional().empty() && !(anchorId = HistoryAction::parseId(a.positional()[0])))
        return cmd.fail("'" + a.positional()[0] + "' is not a run id (a positive number)");
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    if (acceptId) {
        const int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::system_clock::now().time_since_epoch()).count();
        if (!store->acceptChange(*acceptId, now))
            return cmd.fail("--accept: " + store->lastError());
        cmd.err() << "Accepted the change beginning at run #" << *acceptId
                  << ": trend checks no longer fail on a change point that begins there.\n";
        if (!anchorId)
            anchorId = acceptId;   // show that run's scenario
    }
    std::string error;
    const auto scenario = bw::loadScenarioRuns(*store, anchorId.value_or(0), limit, &error);
    if (!scenario)
        return cmd.fail(error);
    check.acceptedRuns = scenario->acceptedRuns;
    const bw::Trend t = bw::buildTrend(scenario->trendRuns(), *metric, settings, {}, check);
    const std::string scenarioLine = bw::scenarioText(scenario->key);
    std::vector<const bw::TrendChange*> changeAt(t.points.size(), nullptr);
    for (const bw::TrendChange& c : t.changeDetails)
        changeAt[c.index] = &c;
    if (a.has("json")) {
        QJsonObject o;
        o.insert("scenario", QString::fromStdString(scenarioLine));
        o.insert("metric", bw::metricKey(*metric));
        QJsonArray points;
        for (size_t i = 0; i < t.points.size(); ++i) {
            const bw::TrendPoint& p = t.points[i];
            QJsonArray values;
            for (double v : p.values)
                values.append(v);
            points.append(QJsonObject{{"startedAtMs", double(p.startedAtMs)}, {"runs", idArray(p.runIds)}, {"values", values},
                                      {"median", p.interval.median},
                                      {"low", p.interval.valid ? QJsonValue(p.interval.low) : QJsonValue()},
                                      {"high", p.interval.valid ? QJsonValue(p.interval.high) : QJsonValue()},
                                      {"roundGroupId", p.roundGroupId ? QJsonValue(double(p.roundGroupId)) : QJsonValue()},
                                      {"changePoint", changeAt[i] != nullptr}});
        }
        o.insert("points", points);
        QJsonArray changes;
        for (size_t k = 0; k < t.changeDetails.size(); ++k) {
            const bw::TrendChange& c = t.changeDetails[k];
            changes.append(QJsonObject{{"index", double(c.index)}, {"p", c.pValue},
                                       {"meanBefore", t.changes[k].meanBefore}, {"meanAfter", t.changes[k].meanAfter},
                                       {"before", c.before}, {"after", c.after},
                                       {"change", c.changeDefined ? QJsonValue(c.change) : QJsonValue()},
                                       {"worse", c.worse}, {"beyondNoise", c.beyondNoise}, {"recent", c.recent},
                                       {"accepted", c.accepted}, {"failsCheck", c.failsCheck()},
                                       {"acceptId", double(c.acceptId())},
                                       {"runsBefore", idArray(c.runsBefore)}, {"runsAfter", idArray(c.runsAfter)}});
        }
        o.insert("changePoints", changes);
        if (t.latestCompared)
            o.insert("latest", QJsonObject{{"change", t.latest.changeDefined ? QJsonValue(t.latest.change) : QJsonValue()},
                                           {"p", t.latest.test.pValue},
                                           {"significant", t.latest.significant},
                                           {"regression", t.regression},
                                           {"accepted", t.latestAccepted},
                                           {"baselinePoints", double(t.baselineTo - t.baselineFrom)}});
        o.insert("check", QJsonObject{{"window", double(check.window)}, {"fails", t.checkFails()}});
        cmd.printJson(o);
    } else {
        cmd.out() << "scenario: " << scenarioLine << "\n" << "metric: " << bw::metricName(*metric).toStdString() << ", "
                  << t.points.size() << " points (a point is a run, or the rounds of one group)\n\n";
        cmd.out() << pad("WHEN", 16) << "  " << pad("RUNS", 14) << "  " << pad("MEDIAN", 20, true) << "  "
                  << pad("95% INTERVAL", 26, true) << "\n";
        for (size_t i = 0; i < t.points.size(); ++i) {
            const bw::TrendPoint& p = t.points[i];
            if (const bw::TrendChange* c = changeAt[i])
                cmd.out() << "---- change point (E-divisive means): " << bw::trendChangeLine(*c, *metric)
                          << (c->accepted ? ", accepted" : c->worse && c->beyondNoise ? ", worse" : "") << "\n";
            const std::string runsCell = p.roundGroupId ? "g" + std::to_string(p.roundGroupId) + " (" + std::to_string(p.runIds.size()) + ")"
                                                        : "#" + std::to_string(p.runIds.front());
            const std::string interval = p.interval.valid ? (bw::formatMetricValue(*metric, p.interval.low) + " .. " +
                                                             bw::formatMetricValue(*metric, p.interval.high)).toStdString()
                                                          : std::string("-");
            cmd.out() << pad(fmtTime(p.startedAtMs), 16) << "  " << pad(runsCell, 14) << "  "
                      << pad(bw::formatMetricValue(*metric, p.interval.median).toStdString(), 20, true) << "  " << pad(interval, 26, true)
                      << "\n";
        }
        if (t.latestCompared) {
            const bw::SampleComparison& c = t.latest;
            cmd.out() << "\nlatest point against the " << (t.baselineTo - t.baselineFrom) << " before it since the last change: ";
            if (c.significant)
                cmd.out() << (t.regression ? "REGRESSION " : "improvement ") << (c.change > 0 ? "+" : "")
                          << bw::formatFixed(c.change * 100, 1) << "%, p = " << bw::formatPValue(c.test.pValue).toStdString()
                          << (t.regression && t.latestAccepted ? " (accepted)" : "") << "\n";
            else
                cmd.out() << "~ no significant difference (p = " << bw::formatPValue(c.test.pValue).toStdString() << ")\n";
            if (c.b.n <= 1)
                cmd.out() << "note: the latest point is one run; the change points above judge single runs too\n";
        }
        for (const bw::TrendChange* c : t.failingChanges())
            cmd.out() << "\nREGRESSION at the change point beginning with run #" << c->acceptId() << ": " << bw::trendChangeLine(*c, *metric)
                      << "\n  runs before: " << runsText(c->runsBefore) << "\n  runs after:  " << runsText(c->runsAfter)
                      << "\n  if the change is intended: benchwork-cli history trend --accept " << c->acceptId() << "\n";
    }
    if (a.has("junit")) {
        const int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::system_clock::now().time_since_epoch()).count();
        const bw::JUnitReport report = bw::junitFromTrend({scenarioLine, check.window, settings.noiseThreshold, now}, t);
        if (!writeJUnitFile(a.value("junit"), report, "history", {cmd.out(), cmd.err(), false}))
            return 2;
    }
    if (a.has("check") && t.checkFails()) {
        cmd.err() << "benchwork-cli history: " << bw::trendCheckSentence(t, check.window) << "\n";
        return 1;
    }
    return 0;
}

} // namespace

HistoryActionSpec trendAction()
{
    return {"trend",
            "trend [ID] [--metric M] [--check [--window N] [--junit FILE]] [--accept RUN]\n\n"
            "The runs of one scenario (the scenario of run ID, default the latest run: same name,\n"
            "URL path, method and load shape) over time: a point per run or per round group with\n"
            "its 95% interval, change points by E-divisive means with the level either side, and\n"
            "the latest point against the points before it since the last change (Mann-Whitney U).\n"
            "--check exits 1 when a change point made the metric worse (beyond --noise) within\n"
            "the last --window points, until the change is accepted with --accept RUN (the first\n"
            "run after it; recorded in the history), or when the latest point is a regression.",
            RunIds::Own,
            {{"metric", 0, true, "M", "rps (default), p50, p99, p99.9, errorRate, peakRss, serverCpuPerRequest, clientCpuPerRequest"},
             {"limit", 'n', true, "N", "look at the latest N complete runs (default 200)"},
             {"noise", 0, true, "PCT", "changes smaller than this are not regressions (default 2%)"},
             {"check", 0, false, "", "exit 1 on a recent change point that made the metric worse, or a regressed latest point"},
             {"window", 0, true, "N", "--check looks at change points among the last N points (default 10)"},
             {"accept", 0, true, "RUN", "record that the change beginning at run RUN is intended (checks stop failing on it)"},
             junitOptionSpec("with --check: write the check as JUnit XML for CI, failing on a regression (docs/ci.md)"),
             {"json", 0, false, "", "print JSON"}},
            runTrend};
}

} // namespace bwcli

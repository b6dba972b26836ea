#include "junit/junit_ab.h"

#include "compare/comparison_text.h"
#include "junit/junit_run.h"
#include "util/units.h"

#include <algorithm>

namespace bw {

namespace {

JUnitCase junitMetricCase(const MetricComparison& mc, const std::string& classname, const std::string& prefix)
{
    JUnitCase c;
    c.classname = classname;
    c.name = prefix + metricName(mc.metric).toStdString();
    const std::string a = medianCell(mc.metric, mc.stats.a).toStdString(), b = medianCell(mc.metric, mc.stats.b).toStdString();
    const std::string change = changeCell(mc).toStdString();
    addJUnitLine(&c.systemOut, "A", a);
    addJUnitLine(&c.systemOut, "B", b);
    addJUnitLine(&c.systemOut, "change", change);
    if (mc.regressed()) {
        c.verdict = JUnitVerdict::Failed;
        c.type = "regression";
        c.message = "B is worse: " + c.name + " " + a + " -> " + b + " (" + change + ")";
        c.detail = c.systemOut;
    }
    return c;
}

} // namespace

std::vector<JUnitCase> junitMetricCases(const RunComparison& rc, const std::string& classname)
{
    std::vector<JUnitCase> cases;
    for (const MetricComparison& mc : rc.metrics)
        if (mc.available)
            cases.push_back(junitMetricCase(mc, classname, ""));
    for (const auto* list : {&rc.byRequest, &rc.byStep})
        for (const RequestComparison& req : *list)
            for (const MetricComparison& mc : req.metrics)
                if (mc.available)
                    cases.push_back(junitMetricCase(mc, classname, req.name + ": "));
    return cases;
}

JUnitSuite junitFromAb(const JUnitAbInput& in, const AbSides& sides, const RunComparison& rc)
{
    JUnitSuite s;
    s.name = in.name;
    s.properties = {{"A", in.targetA}, {"B", in.targetB}, {"rounds", std::to_string(in.rounds)},
                    {"noise threshold", formatPercent(in.settings.noiseThreshold).toStdString()}};
    if (in.roundGroupId)
        s.properties.push_back({"history group", "g" + std::to_string(in.roundGroupId)});
    int64_t first = 0, last = 0;
    for (const std::vector<RunResult>* side : {&sides.a, &sides.b})
        for (const RunResult& r : *side) {
            if (r.startedAtMs > 0 && (first == 0 || r.startedAtMs < first))
                first = r.startedAtMs;
            last = std::max<int64_t>(last, r.startedAtMs + int64_t((r.warmupSec + r.measuredSec) * 1000));
        }
    s.timestampMs = first;
    s.timeSec = first && last > first ? double(last - first) / 1000 : 0;
    if (!sides.a.empty())
        s.properties.push_back({"connections", std::to_string(sides.a.front().config.connections)});
    // The rounds in the order they ran, A B A B ...
    for (size_t i = 0; i < std::max(sides.a.size(), sides.b.size()); ++i)
        for (bool b : {false, true}) {
            const std::vector<RunResult>& runs = b ? sides.b : sides.a;
            const std::vector<int64_t>& ids = b ? sides.idsB : sides.idsA;
            if (i < runs.size())
                s.cases.push_back(junitRunCase(runs[i], in.classname,
                                               std::string(b ? "B" : "A") + " round " + std::to_string(i + 1) + "/" + std::to_string(in.rounds),
                                               i < ids.size() ? ids[i] : 0));
        }
    for (JUnitCase& c : junitMetricCases(rc, in.classname))
        s.cases.push_back(std::move(c));
    s.systemOut = comparisonHeadline(rc, "B", in.settings).toStdString() + "\n";
    for (const QString& w : comparisonWarnings(rc))
        s.systemOut += "warning: " + w.toStdString() + "\n";
    return s;
}

} // namespace bw

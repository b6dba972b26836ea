#include "junit/junit_suite.h"

#include "junit/junit_capacity.h"
#include "compare/comparison_text.h"
#include "compare/trend.h"
#include "junit/junit_ab.h"
#include "junit/junit_run.h"
#include "suite/suite_ab.h"
#include "suite/suite_plan.h"

#include <algorithm>
#include <map>

namespace bw {

namespace {

std::string junitRecordName(const SuiteRunRecord& r)
{
    std::string name = r.scenarioId + " @ " + r.cellLabel;
    if (!r.side.empty())
        name += std::string(r.side == "b" ? "  B " : "  A ") + std::to_string(r.round) + "/" + std::to_string(r.rounds) + " " + r.targetName;
    else if (r.rounds > 1)
        name += "  round " + std::to_string(r.round) + "/" + std::to_string(r.rounds);
    return name;
}

JUnitCase junitRecordCase(const SuiteRunRecord& r, const std::string& classname)
{
    const std::string name = junitRecordName(r);
    if (!r.ran) {
        JUnitCase c;
        c.classname = classname;
        c.name = name;
        addJUnitLine(&c.systemOut, "target", r.targetName);
        if (r.skipped) {   // its runtime is missing: neither passed nor failed (suite_requirements.h)
            c.verdict = JUnitVerdict::Skipped;
            c.message = "skipped: " + r.error;
        } else {
            c.verdict = JUnitVerdict::Error;
            c.type = "not-run";
            c.message = "NOT RUN: " + r.error;
            c.detail = r.error;
        }
        return c;
    }
    if (!r.capacity) {
        JUnitCase c = junitRunCase(r.result, classname, name, r.historyId);
        if (!r.historyError.empty())
            addJUnitLine(&c.systemOut, "not saved", r.historyError);
        return c;
    }
    // A capacity scenario: the search is the verdict; its run is the step at the answer.
    JUnitCase c = junitCapacityAnswer(*r.capacity, classname, name);
    addJUnitLine(&c.systemOut, "url", r.result.config.method + " " + r.result.config.url);
    addJUnitLine(&c.systemOut, "connections", std::to_string(r.result.config.connections));
    if (r.capacity->groupId)
        addJUnitLine(&c.systemOut, "history group", "g" + std::to_string(r.capacity->groupId));
    return c;
}

} // namespace

JUnitReport junitFromSuite(const SuiteOutcome& o, const SuitePlan* plan)
{
    JUnitReport report;
    report.name = "benchwork suite " + o.suiteName;
    // One test suite per cell, in the order the cells ran (or were planned).
    std::vector<int> cellOrder;
    std::map<int, std::vector<SuiteRunRecord>> byCell;
    auto addRecord = [&](SuiteRunRecord r) {
        if (!byCell.count(r.cell))
            cellOrder.push_back(r.cell);
        byCell[r.cell].push_back(std::move(r));
    };
    for (const SuiteRunRecord& r : o.records)
        addRecord(r);
    std::vector<bool> reached(plan ? plan->runs.size() : 0, false);
    for (const SuiteRunRecord& r : o.records)
        if (r.index >= 0 && size_t(r.index) < reached.size())
            reached[size_t(r.index)] = true;
    if (plan)
        for (const PlannedRun& run : plan->runs)
            if (!reached[size_t(run.index)]) {
                SuiteRunRecord rec = plannedRecord(*plan, run);
                rec.error = "not run: the suite was stopped";
                rec.skipped = true;   // neither passed nor failed, as the CLI's "not run (stopped)" says
                addRecord(std::move(rec));
            }
    for (int cell : cellOrder) {
        std::vector<SuiteRunRecord>& records = byCell[cell];
        std::sort(records.begin(), records.end(), [](const SuiteRunRecord& x, const SuiteRunRecord& y) { return x.index < y.index; });
        JUnitSuite s;
        s.name = o.suiteName + " / " + records.front().cellLabel;
        s.properties.push_back({"suite", o.suiteName});
        if (!o.suiteFile.empty())
            s.properties.push_back({"suite file", o.suiteFile});
        if (o.suiteRunId)
            s.properties.push_back({"suite run", std::to_string(o.suiteRunId)});
        s.properties.push_back({"cell", records.front().cellLabel});
        std::vector<std::string> targets;
        for (const SuiteRunRecord& r : records)
            if (std::find(targets.begin(), targets.end(), r.targetName) == targets.end())
                targets.push_back(r.targetName);
        for (const std::string& t : targets)
            s.properties.push_back({"target", t});
        for (const SuiteRunRecord& r : records)
            if (r.ran && !r.result.config.url.empty()) {   // the target's base: each case names its own path
                const std::string& url = r.result.config.url;
                const std::string path = urlPathOf(url);
                const bool endsInPath = url.size() >= path.size() && url.compare(url.size() - path.size(), path.size(), path) == 0;
                s.properties.push_back({"url", endsInPath ? url.substr(0, url.size() - path.size()) : url});
                break;
            }
        for (const SuiteRunRecord& r : records) {
            JUnitCase c = junitRecordCase(r, o.suiteName);
            s.timeSec += c.timeSec;
            if (r.ran && r.result.startedAtMs > 0 && (s.timestampMs == 0 || r.result.startedAtMs < s.timestampMs))
                s.timestampMs = r.result.startedAtMs;
            s.systemOut += c.name + "  " + (c.verdict == JUnitVerdict::Passed ? "PASS" : c.message) + "\n";
            s.cases.push_back(std::move(c));
        }
        if (s.timestampMs == 0)
            s.timestampMs = o.startedAtMs;
        report.suites.push_back(std::move(s));
    }
    for (const SuiteAbComparison& ab : suiteAbComparisons(o)) {
        JUnitSuite s;
        s.name = o.suiteName + " / A/B " + ab.scenarioId;
        s.timestampMs = o.startedAtMs;
        s.properties = {{"suite", o.suiteName}, {"A", ab.targetA}, {"B", ab.targetB}, {"rounds", std::to_string(ab.rounds)}};
        if (ab.roundGroupId)
            s.properties.push_back({"history group", "g" + std::to_string(ab.roundGroupId)});
        s.cases = junitMetricCases(ab.comparison, o.suiteName + ".ab." + ab.scenarioId);
        s.systemOut = comparisonHeadline(ab.comparison, "B").toStdString() + "\n";
        report.suites.push_back(std::move(s));
    }
    return report;
}

} // namespace bw

#include "suite_result_json.h"

#include "capacity/capacity_json.h"

#include "compare/comparison_json.h"
#include "report/json_report.h"
#include "result/result_json.h"
#include "suite/suite_ab.h"
#include "util/qstring_from.h"

#include <QJsonArray>

namespace bw {

namespace {

QJsonArray cpuArray(const std::vector<int>& cpus)
{
    QJsonArray a;
    for (int c : cpus)
        a.append(c);
    return a;
}

} // namespace

QJsonObject suiteOutcomeToJson(const Suite& suite, const SuiteOutcome& outcome, const std::vector<ResolvedBaseline>& baselines)
{
    QJsonObject o;
    o.insert("schema", QLatin1String(kSuiteResultSchema));
    QJsonObject s;
    s.insert("name", qs(suite.name));
    s.insert("file", qs(suite.filePath));
    s.insert("matrix", suite.matrix.has_value());
    o.insert("suite", s);
    o.insert("status", QLatin1String(suiteStatusName(outcome.status)));
    o.insert("startedAtMs", double(outcome.startedAtMs));
    o.insert("elapsedSec", outcome.elapsedSec);
    if (outcome.suiteRunId)
        o.insert("suiteRunId", double(outcome.suiteRunId));
    o.insert("plannedRuns", outcome.plannedRuns);
    o.insert("passed", outcome.passedCount());
    o.insert("failed", outcome.failedCount());
    o.insert("skipped", outcome.skippedCount());

    QJsonArray runs;
    for (const auto& r : outcome.records) {
        QJsonObject j;
        j.insert("index", r.index);
        j.insert("scenario", qs(r.scenarioId));
        j.insert("name", qs(r.scenarioName));
        j.insert("target", qs(r.targetName));
        j.insert("cell", qs(r.cellLabel));
        j.insert("cpus", cpuArray(r.cpus));
        j.insert("ran", r.ran);
        j.insert("passed", r.passed());
        j.insert("notJudged", r.notJudged());   // stopped or interrupted before its end: neither passed nor failed
        if (!r.error.empty())
            j.insert("error", qs(r.error));
        if (r.skipped) {
            // its runtime is missing: neither passed nor failed
            j.insert("skipped", true);
            j.insert("missingProgram", qs(r.missingProgram));
            if (!r.install.empty())
                j.insert("install", qs(r.install));
        }
        if (r.historyId)
            j.insert("historyId", double(r.historyId));
        if (!r.side.empty()) {
            j.insert("side", qs(r.side));
            j.insert("round", r.round);
        }
        if (r.ran) {
            j.insert("verdict", verdictToJson(r.result.verdict));
            j.insert("run", runExportJson(r.result, false));
        }
        if (r.capacity)   // a capacity scenario: the search; "run" is its step at the max sustainable rate
            j.insert("capacity", capacityToJson(*r.capacity));
        runs.append(j);
    }
    o.insert("runs", runs);

    // A/B scenarios: the comparison `benchwork-cli ab --json` writes, per scenario.
    QJsonArray ab;
    const ComparisonSettings settings;
    for (const SuiteAbComparison& c : suiteAbComparisons(outcome, settings)) {
        QJsonObject j;
        j.insert("scenario", qs(c.scenarioId));
        j.insert("name", qs(c.scenarioName));
        j.insert("a", qs(c.targetA));
        j.insert("b", qs(c.targetB));
        j.insert("rounds", c.rounds);
        j.insert("roundGroupId", c.roundGroupId ? QJsonValue(double(c.roundGroupId)) : QJsonValue());
        j.insert("comparison", comparisonToJson(c.comparison, c.sides.idsA, c.sides.idsB, settings));
        ab.append(j);
    }
    if (!ab.isEmpty())
        o.insert("abComparisons", ab);

    QJsonArray base;
    for (const auto& b : baselines) {
        QJsonObject j;
        j.insert("scenario", qs(b.spec.scenario));
        j.insert("label", qs(b.spec.label));
        j.insert("available", b.available);
        if (b.available) {
            j.insert("rps", b.rps);
            if (b.p99Us > 0)
                j.insert("p99Us", b.p99Us);
            if (b.peakRssBytes)
                j.insert("peakRssBytes", double(b.peakRssBytes));
            j.insert("source", qs(b.source));
            if (b.historyRunId)
                j.insert("historyId", double(b.historyRunId));
        } else {
            j.insert("problem", qs(b.problem));
        }
        base.append(j);
    }
    if (!base.isEmpty())
        o.insert("baselines", base);
    return o;
}

} // namespace bw

#include "junit/junit_run.h"

#include "report/report_document.h"
#include "result/run_outcome.h"
#include "result/verdict_text.h"
#include "util/units.h"

namespace bw {

namespace {

std::string junitSloText(const Slo& slo)
{
    std::string t;
    auto add = [&](const std::string& part) { t += (t.empty() ? "" : ", ") + part; };
    if (slo.minRps > 0)
        add("rps >= " + formatRps(slo.minRps).toStdString());
    if (slo.maxP99Us > 0)
        add("p99 <= " + formatLatencyUs(slo.maxP99Us).toStdString());
    if (slo.maxErrorRate >= 0)
        add("errors <= " + formatPercent(slo.maxErrorRate).toStdString());
    return t.empty() ? "none" : t;
}

} // namespace

std::string junitRunFigures(const RunResult& r)
{
    return formatRps(r.rps).toStdString() + " req/s, p99 " + formatLatencyUs(judgedP99Us(r)).toStdString() + ", errors "
           + formatPercent(r.errorRate()).toStdString();
}

JUnitCase junitRunCase(const RunResult& r, const std::string& classname, const std::string& name, int64_t historyId)
{
    JUnitCase c;
    c.classname = classname;
    c.name = name;
    c.timeSec = r.warmupSec + r.measuredSec;
    addJUnitLine(&c.systemOut, "url", r.config.method + " " + r.config.url);
    addJUnitLine(&c.systemOut, "connections", std::to_string(r.config.connections));
    addJUnitLine(&c.systemOut, "figures", junitRunFigures(r));
    addJUnitLine(&c.systemOut, "slo", junitSloText(r.slo));
    addJUnitLine(&c.systemOut, "status", runStatusName(r.status));
    if (historyId)
        addJUnitLine(&c.systemOut, "history id", std::to_string(historyId));
    const std::string figures = junitRunFigures(r) + "; SLO " + junitSloText(r.slo);
    switch (judgeRun(r)) {
    case RunJudgement::Incomplete:
        c.verdict = JUnitVerdict::Skipped;
        c.message = std::string("not judged: the run was ") + runStatusName(r.status) + " before its end";
        return c;
    case RunJudgement::Failed:
        c.verdict = JUnitVerdict::Failed;
        c.detail = figures;
        if (statusFailsRun(r.status)) {   // whatever its SLO said: its figures measure a dying server
            c.type = "run-failed";
            c.message = std::string("FAILED: ended early (") + runStatusName(r.status) + ")"
                        + (r.statusMessage.empty() ? "" : ": " + r.statusMessage);
        } else {
            c.type = "slo";
            c.message = "SLO FAIL: " + headroomText(r.slo, r.verdict).toStdString();
        }
        return c;
    case RunJudgement::Passed:
        break;
    }
    if (r.requests == 0) {   // a run without an SLO that completed nothing has not passed (suite_outcome.h)
        c.verdict = JUnitVerdict::Failed;
        c.type = "run-failed";
        c.message = "FAILED: no request completed";
        c.detail = figures;
        return c;
    }
    if (r.verdict.evaluated)
        addJUnitLine(&c.systemOut, "verdict", "SLO PASS: " + headroomText(r.slo, r.verdict).toStdString());
    return c;
}

} // namespace bw

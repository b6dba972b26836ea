#include "junit/junit_capacity.h"

#include "capacity/capacity_text.h"
#include "util/units.h"

namespace bw {

namespace {

// "step 3 bisect 1,414 req/s", as the CLI's step line begins.
std::string junitStepName(const CapacityStep& st)
{
    std::string name = "step " + std::to_string(st.plan.index) + " " + stepPhaseName(st.plan.phase);
    if (st.plan.phase == StepPhase::Probe)
        return name + " (closed model)";
    return name + " " + formatRps(st.plan.rate).toStdString() + " req/s";
}

JUnitCase junitStepCase(const CapacityStep& st, const TextCatalog& en)
{
    JUnitCase c;
    c.classname = "capacity";
    c.name = junitStepName(st);
    c.timeSec = st.plan.restSec + st.plan.warmupSec + st.plan.measuredSec;
    const StepFigures& f = st.figures;
    const std::string why = stepWhy(st, en).toStdString();
    const std::string word = st.plan.phase == StepPhase::Probe ? "probe" : st.passed ? "PASS" : st.notJudged ? "NOT JUDGED" : "FAIL";
    addJUnitLine(&c.systemOut, "verdict", word + (why.empty() ? "" : ": " + why));
    addJUnitLine(&c.systemOut, "figures", formatRps(f.achievedRps).toStdString() + " req/s, p50 " + formatLatencyUs(f.p50Us).toStdString()
                                              + ", p99 " + formatLatencyUs(f.p99Us).toStdString() + ", errors "
                                              + formatPercent(f.errorRate).toStdString());
    if (f.runId)
        addJUnitLine(&c.systemOut, "history id", std::to_string(f.runId));
    if (st.notJudged) {
        c.verdict = JUnitVerdict::Skipped;
        c.message = "not judged: the step was cut short";
    } else if (f.requests == 0 && !st.passed) {   // nothing answered: nothing was measured
        c.verdict = JUnitVerdict::Error;
        c.type = "no-requests";
        c.message = "no request completed: " + noRequestReason(f);
        c.detail = c.systemOut;
    } else if (!st.passed && st.plan.phase != StepPhase::Probe) {
        c.name += ": FAIL";
    }
    return c;
}

// The answer as the CLI prints it last: capitalised.
std::string junitCapacityAnswerLine(const CapacityResult& r)
{
    QString sentence = capacityAnswer(r, TextCatalog());
    if (!sentence.isEmpty())
        sentence[0] = sentence[0].toUpper();
    return sentence.toStdString();
}

} // namespace

JUnitCase junitCapacityAnswer(const CapacityResult& r, const std::string& classname, const std::string& name)
{
    const TextCatalog en;
    JUnitCase answer;
    answer.classname = classname;
    answer.name = name;
    answer.timeSec = r.elapsedSec;
    const QString sentence = QString::fromStdString(junitCapacityAnswerLine(r));
    addJUnitLine(&answer.systemOut, "answer", sentence.toStdString());
    if (r.maxRate > 0 || r.firstFailRate > 0)
        addJUnitLine(&answer.systemOut, "bracket", capacityBracket(r).toStdString());
    if (const QString hint = capacityRaiseHint(r, en); !hint.isEmpty())
        addJUnitLine(&answer.systemOut, "hint", hint.toStdString());
    const int status = r.exitStatus();
    if (r.outcome == CapacityOutcome::Stopped || status == 130) {
        answer.verdict = JUnitVerdict::Skipped;
        answer.message = "not judged: the search was stopped";
    } else if (r.outcome == CapacityOutcome::RunFailed) {
        answer.verdict = JUnitVerdict::Error;
        answer.type = "run-failed";
        answer.message = sentence.toStdString();
        answer.detail = r.message;
    } else if (status != 0) {
        answer.verdict = JUnitVerdict::Failed;
        answer.type = "capacity";
        answer.message = sentence.toStdString();
        answer.detail = answer.systemOut;
    }
    return answer;
}

JUnitReport junitFromCapacity(const JUnitCapacityInput& in, const CapacityResult& r)
{
    const TextCatalog en;
    JUnitReport report;
    report.name = "benchwork capacity";
    JUnitSuite s;
    s.name = "capacity " + in.target;
    s.timestampMs = r.startedAtMs;
    s.timeSec = r.elapsedSec;
    const Slo step = capacityStepSlo(r.slo);
    s.properties = {{"target", in.target},
                    {"connections", std::to_string(in.connections)},
                    {"slo p99", formatLatencyUs(step.maxP99Us).toStdString()},
                    {"slo errors", formatPercent(step.maxErrorRate).toStdString()},
                    {"outcome", capacityOutcomeName(r.outcome)}};
    if (r.hasFloor())
        s.properties.push_back({"floor", formatRps(r.slo.minRps).toStdString() + " req/s"});
    if (r.maxRate > 0)
        s.properties.push_back({"max rate", formatRps(r.maxRate).toStdString() + " req/s" + (r.isLowerBound() ? " (at least)" : "")});
    if (r.groupId)
        s.properties.push_back({"history group", "g" + std::to_string(r.groupId)});
    for (const CapacityStep& st : r.steps)
        s.cases.push_back(junitStepCase(st, en));

    JUnitCase answer = junitCapacityAnswer(r, "capacity", "capacity under the SLO");
    s.cases.push_back(std::move(answer));
    s.systemOut = junitCapacityAnswerLine(r) + "\n";
    report.suites.push_back(std::move(s));
    return report;
}

} // namespace bw

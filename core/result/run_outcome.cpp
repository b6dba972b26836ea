#include "run_outcome.h"

namespace bw {

namespace {
// Why nothing completed when no error message was recorded.
std::string reasonFromCounts(const RunResult& r)
{
    if (r.errors.timeout)
        return "every request timed out";
    if (r.errors.transport())
        return "every request failed";
    if (r.inFlightAtEnd)
        return "no response arrived before the run ended (" + std::to_string(r.inFlightAtEnd) + " in flight)";
    return "no request was sent";
}
} // namespace

void settleRunStatus(RunResult* r, const std::string& firstError)
{
    if (r->requests > 0 || r->status == RunStatus::Stopped || r->status == RunStatus::TargetExited
        || r->status == RunStatus::Interrupted)
        return;
    const std::string first = firstError.empty() ? reasonFromCounts(*r) : firstError;
    if (r->status == RunStatus::Failed && !r->statusMessage.empty()) {
        if (r->statusMessage.find(first) == std::string::npos)
            r->statusMessage += ": " + first;
        return;
    }
    r->status = RunStatus::Failed;
    r->statusMessage = kNoRequestPrefix + first;
}

bool statusFailsRun(RunStatus s)
{
    return s == RunStatus::Failed || s == RunStatus::TargetExited;
}

bool statusFailsRun(const std::string& statusName)
{
    RunStatus s;
    return parseRunStatus(statusName, &s) && statusFailsRun(s);
}

bool statusLeavesUnjudged(RunStatus s)
{
    return s == RunStatus::Stopped || s == RunStatus::Interrupted;
}

bool statusLeavesUnjudged(const std::string& statusName)
{
    RunStatus s;
    return parseRunStatus(statusName, &s) && statusLeavesUnjudged(s);
}

SloVerdict notJudgedVerdict()
{
    SloVerdict v;
    v.notJudged = true;
    return v;
}

void settleVerdict(RunResult* r)
{
    if (!statusLeavesUnjudged(r->status))
        return;
    r->verdict = notJudgedVerdict();
    for (RequestStats& e : r->byRequest)
        if (!e.slo.empty())
            e.verdict = notJudgedVerdict();
}

RunJudgement judgeRun(RunStatus status, bool sloEvaluated, bool sloPassed)
{
    if (statusLeavesUnjudged(status))
        return RunJudgement::Incomplete;
    if (statusFailsRun(status))
        return RunJudgement::Failed;
    if (sloEvaluated && !sloPassed)
        return RunJudgement::Failed;
    return RunJudgement::Passed;
}

RunJudgement judgeRun(const RunResult& r)
{
    return judgeRun(r.status, r.verdict.evaluated, r.verdict.pass);
}

const char* runJudgementName(RunJudgement j)
{
    switch (j) {
    case RunJudgement::Passed: return "passed";
    case RunJudgement::Failed: return "failed";
    case RunJudgement::Incomplete: return "incomplete";
    }
    return "failed";
}

void ExitTally::add(RunJudgement j)
{
    if (j == RunJudgement::Failed)
        failed_ = true;
    else if (j == RunJudgement::Incomplete)
        stopped_ = true;
}

int runExitStatus(const RunResult& r)
{
    ExitTally t;
    t.add(r);
    return t.status();
}

} // namespace bw

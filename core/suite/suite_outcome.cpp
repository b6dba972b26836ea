#include "suite_outcome.h"

#include "result/run_outcome.h"
#include "suite/suite_plan.h"

namespace bw {

SuiteRunRecord plannedRecord(const SuitePlan& plan, const PlannedRun& run)
{
    SuiteRunRecord rec;
    rec.index = run.index;
    rec.cell = run.cell;
    rec.scenarioId = run.scenarioId;
    rec.scenarioName = run.scenarioName;
    rec.targetName = run.targetName;
    rec.cellLabel = plan.cells[size_t(run.cell)].label;
    rec.cpus = run.cpus;
    rec.side = run.side;
    rec.round = run.round;
    rec.rounds = run.rounds;
    return rec;
}

bool SuiteRunRecord::passed() const
{
    if (capacity)
        return ran && capacity->exitStatus() == 0;
    return ran && result.requests > 0 && judgeRun(result) == RunJudgement::Passed;
}

bool SuiteRunRecord::failed() const
{
    if (!ran)
        return !skipped;   // a skipped target (its runtime is missing) is not a failure
    if (capacity)   // a search: failed when it found no rate (cut short by the user: neither)
        return capacity->outcome != CapacityOutcome::Stopped && !passed();
    // One rule with the CLI and the window (result/run_outcome.h): a run
    // whose target ended during it fails, whatever its SLO said; a stopped
    // run is incomplete, not a verdict.
    const RunJudgement j = judgeRun(result);
    return j == RunJudgement::Failed || (j == RunJudgement::Passed && result.requests == 0);
}

bool SuiteRunRecord::notJudged() const
{
    if (!ran)
        return false;
    if (capacity)
        return capacity->outcome == CapacityOutcome::Stopped;
    return judgeRun(result) == RunJudgement::Incomplete;
}

const char* suiteStatusName(SuiteStatus s)
{
    switch (s) {
    case SuiteStatus::Running: return "running";
    case SuiteStatus::Complete: return "complete";
    case SuiteStatus::Stopped: return "stopped";
    case SuiteStatus::Failed: return "failed";
    }
    return "running";
}

int SuiteOutcome::passedCount() const
{
    int n = 0;
    for (const auto& r : records)
        n += r.passed() ? 1 : 0;
    return n;
}

int SuiteOutcome::exitStatus() const
{
    ExitTally t;
    for (const auto& r : records)
        if (r.failed())
            t.addNotRun();   // could not run, or failed: both fail the suite
    if (status == SuiteStatus::Stopped)
        t.addStopped();
    return t.status();
}

int SuiteOutcome::failedCount() const
{
    int n = 0;
    for (const auto& r : records)
        n += r.failed() ? 1 : 0;
    return n;
}

int SuiteOutcome::skippedCount() const
{
    int n = 0;
    for (const auto& r : records)
        n += r.skipped ? 1 : 0;
    return n;
}

} // namespace bw

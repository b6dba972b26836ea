#include "suite_outcome.h"

namespace bw {

bool SuiteRunRecord::passed() const
{
    if (capacity)
        return ran && capacity->exitStatus() == 0;
    if (!ran || result.requests == 0)
        return false;
    if (result.verdict.evaluated)
        return result.verdict.pass;
    return result.status == RunStatus::Complete;
}

bool SuiteRunRecord::failed() const
{
    if (!ran)
        return true;
    if (capacity && capacity->outcome == CapacityOutcome::Stopped)
        return false;   // cut short by the user
    if (result.status == RunStatus::Stopped)
        return false;   // cut short by the user: incomplete, not a verdict
    return !passed();
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

int SuiteOutcome::failedCount() const
{
    int n = 0;
    for (const auto& r : records)
        n += r.failed() ? 1 : 0;
    return n;
}

} // namespace bw

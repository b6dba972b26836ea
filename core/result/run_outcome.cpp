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
    r->statusMessage = "no request completed: " + first;
}

} // namespace bw

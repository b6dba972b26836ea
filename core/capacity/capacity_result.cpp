#include "capacity/capacity_result.h"

namespace bw {

namespace {

constexpr struct {
    StepCheck::Kind kind;
    const char* name;
} kChecks[] = {{StepCheck::Kind::P99, "p99"},
               {StepCheck::Kind::Errors, "errors"},
               {StepCheck::Kind::Shortfall, "shortfall"},
               {StepCheck::Kind::PacerBehind, "pacer-behind"},
               {StepCheck::Kind::NoRequests, "no-requests"},
               {StepCheck::Kind::EndedEarly, "ended-early"}};

constexpr struct {
    CapacityOutcome outcome;
    const char* name;
} kCapacityOutcomes[] = {{CapacityOutcome::Running, "running"},        {CapacityOutcome::Found, "found"},
                 {CapacityOutcome::NonePassed, "none-passed"}, {CapacityOutcome::ClientLimited, "client-limited"},
                 {CapacityOutcome::StepLimit, "step-limit"},   {CapacityOutcome::Stopped, "stopped"},
                 {CapacityOutcome::RunFailed, "run-failed"}};

} // namespace

const char* stepCheckName(StepCheck::Kind k)
{
    for (const auto& c : kChecks)
        if (c.kind == k)
            return c.name;
    return "p99";
}

bool parseStepCheck(const std::string& s, StepCheck::Kind* out)
{
    for (const auto& c : kChecks)
        if (s == c.name) {
            *out = c.kind;
            return true;
        }
    return false;
}

const char* capacityOutcomeName(CapacityOutcome o)
{
    for (const auto& c : kCapacityOutcomes)
        if (c.outcome == o)
            return c.name;
    return "running";
}

bool parseCapacityOutcome(const std::string& s, CapacityOutcome* out)
{
    for (const auto& c : kCapacityOutcomes)
        if (s == c.name) {
            *out = c.outcome;
            return true;
        }
    return false;
}

int CapacityResult::loadSteps() const
{
    int n = 0;
    for (const CapacityStep& s : steps)
        n += s.plan.phase != StepPhase::Probe;
    return n;
}

const CapacityStep* CapacityResult::firstFailStep() const
{
    for (const CapacityStep& s : steps)
        if (s.plan.phase != StepPhase::Probe && !s.passed && !s.notJudged && firstFailRate > 0 && s.plan.rate == firstFailRate)
            return &s;
    return nullptr;
}

const CapacityStep* CapacityResult::bestStep() const
{
    const CapacityStep* best = nullptr;
    for (const CapacityStep& s : steps)
        if (s.plan.phase != StepPhase::Probe && s.passed && maxRate > 0 && s.plan.rate == maxRate)
            best = &s;
    return best;
}

bool CapacityResult::isLowerBound() const
{
    if (maxRate <= 0)
        return false;
    return outcome == CapacityOutcome::ClientLimited || (outcome == CapacityOutcome::Found && firstFailRate <= 0);
}

int CapacityResult::exitStatus() const
{
    if (outcome == CapacityOutcome::Stopped)
        return 130;
    const bool answer = outcome == CapacityOutcome::Found || (outcome == CapacityOutcome::ClientLimited && maxRate > 0);
    if (!answer)
        return 1;
    return hasFloor() && maxRate < slo.minRps ? 1 : 0;
}

} // namespace bw

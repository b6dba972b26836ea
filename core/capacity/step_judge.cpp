#include "capacity/step_judge.h"

#include "result/client_health.h"
#include "result/run_outcome.h"

namespace bw {

namespace {

// The SLO's bounds and the pacing checks of a fixed-rate step, in the order
// the failures are listed.
template <class Fail>
void judgeBounds(const StepPlan& plan, const StepFigures& f, const Slo& slo, Fail&& fail)
{
    if (f.requests > 0 && slo.maxP99Us > 0 && f.p99Us > slo.maxP99Us)
        fail(StepCheck::Kind::P99, f.p99Us, slo.maxP99Us);
    if (slo.maxErrorRate >= 0 && f.errorRate > slo.maxErrorRate)
        fail(StepCheck::Kind::Errors, f.errorRate, slo.maxErrorRate);
    if (plan.rate > 0 && f.requests > 0) {
        // Short of 99 % of the offered rate, beyond one request of counting
        // granularity (a step of a few requests at a low rate).
        const double due = plan.rate * f.measuredSec;
        if (f.achievedRps < kCapacityAchievedFraction * plan.rate && due - double(f.requests) > 1.0)
            fail(StepCheck::Kind::Shortfall, f.achievedRps, plan.rate);
    }
    // The server's late or unsent sends (those that waited for a busy
    // connection, and the backlog at the end) past the pacer's bound, beyond
    // one send of granularity too (one late send of the 31 due in a 1 s step
    // at 31 req/s is 3 %, and says nothing about the server). The client's
    // own late sends raise the pacer-behind warning but fail no step: its
    // warning alone once failed steps with 0.01 % of the server's.
    if (plan.rate > 0 && f.behindFraction > client_health::kBehindFraction
        && f.behindFraction * plan.rate * f.measuredSec > 1.5)
        fail(StepCheck::Kind::PacerBehind, f.behindFraction, client_health::kBehindFraction);
}

} // namespace

CapacityStep judgeCapacityStep(const StepPlan& plan, const RunResult& run, const Slo& stepSlo)
{
    return judgeCapacityStep(plan, stepFigures(run), stepSlo);
}

CapacityStep judgeCapacityStep(const StepPlan& plan, const StepFigures& f, const Slo& slo)
{
    CapacityStep s;
    s.plan = plan;
    s.figures = f;
    s.clientLimit = clientLimitOf(f.clientWarnings);
    if (statusLeavesUnjudged(f.status)) {   // stopped or interrupted: not judged, as a run is not
        s.notJudged = true;
        return s;
    }
    auto fail = [&](StepCheck::Kind k, double measured, double bound) { s.failures.push_back({k, measured, bound}); };
    const bool complete = f.status == runStatusName(RunStatus::Complete);
    // A probe is judged only on having run: it measures, it is not offered a rate.
    if (plan.phase != StepPhase::Probe)
        judgeBounds(plan, f, slo, fail);
    if (f.requests == 0)
        fail(StepCheck::Kind::NoRequests, 0, 0);
    if (!complete)
        fail(StepCheck::Kind::EndedEarly, 0, 0);
    s.passed = s.failures.empty();
    return s;
}

} // namespace bw

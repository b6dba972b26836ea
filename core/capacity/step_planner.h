#pragma once
// What StepLoop asks of a series of load steps: the next step to run and
// what to make of each finished one. CapacitySearch and SweepPlanner
// implement it. Not thread-safe: StepLoop calls it from its thread under
// its lock, and observers read it through StepLoop::inspect().
#include "capacity/step_plan.h"
#include "result/run_result.h"

#include <optional>
#include <string>

namespace bw {

class StepPlanner {
public:
    virtual ~StepPlanner() = default;
    // The step to run next (its index the next in order), or nullopt when
    // the series is over.
    virtual std::optional<StepPlan> next() const = 0;
    // The finished run of `plan` (the last next()); its historyId is the
    // step's run in the history (0: not saved).
    virtual void record(const StepPlan& plan, const RunResult& run) = 0;
    // `plan` could not run (the target did not start or ended, the engine
    // refused the configuration): the series ends, saying `why` (English).
    virtual void fail(const StepPlan& plan, const std::string& why) = 0;
    // The user stopped the series: it ends, keeping what it has.
    virtual void stop() = 0;
    // Wall time of the whole series so far (StepLoop's clock), seconds.
    virtual void setElapsed(double sec) = 0;
};

} // namespace bw

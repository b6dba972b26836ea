#pragma once
// The steps of a load sweep: one per point, in order, each `stepSec` long
// after `warmupSec`; at the end, for a VU sweep, the USL fit of the points
// that completed requests. A step that could not run, whose target ended
// or in which the target answered no request ends the sweep, the points
// before it kept; the user's stop too. Threads: one at a time (StepLoop's).
#include "capacity/step_planner.h"
#include "capacity/sweep_result.h"

namespace bw {

class SweepPlanner : public StepPlanner {
public:
    // `points` ascending (parseVuList / parseRateRange), VUs or requests/s.
    SweepPlanner(SweepModel model, std::vector<double> points, double stepSec, double warmupSec, Slo slo = {});

    std::optional<StepPlan> next() const override;
    void record(const StepPlan& plan, const RunResult& run) override;
    void fail(const StepPlan& plan, const std::string& why) override;
    void stop() override;
    void setElapsed(double sec) override { result_.elapsedSec = sec; }

    // A measured point (a fake's, or record()'s).
    void recordPoint(SweepPoint point);
    const SweepResult& result() const { return result_; }

private:
    void finish(SweepOutcome outcome);
    SweepResult result_;
};

} // namespace bw

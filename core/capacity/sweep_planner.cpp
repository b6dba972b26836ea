#include "capacity/sweep_planner.h"

#include <chrono>

namespace bw {

SweepPlanner::SweepPlanner(SweepModel model, std::vector<double> points, double stepSec, double warmupSec, Slo slo)
{
    result_.model = model;
    result_.planned = std::move(points);
    result_.stepSec = stepSec;
    result_.warmupSec = warmupSec;
    result_.slo = slo;
    result_.startedAtMs =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
    if (result_.planned.empty())
        finish(SweepOutcome::Complete);
}

std::optional<StepPlan> SweepPlanner::next() const
{
    if (result_.finished())
        return std::nullopt;
    const size_t i = result_.points.size();
    StepPlan p;
    p.index = int(i) + 1;
    p.phase = StepPhase::Point;
    if (result_.model == SweepModel::Open)
        p.rate = result_.planned[i];
    else
        p.vus = int(result_.planned[i]);
    p.warmupSec = result_.warmupSec;
    p.measuredSec = result_.stepSec;
    return p;
}

void SweepPlanner::record(const StepPlan& plan, const RunResult& run)
{
    recordPoint({plan, stepFigures(run)});
}

void SweepPlanner::recordPoint(SweepPoint point)
{
    if (result_.finished())
        return;
    const std::string status = point.figures.status;
    const std::string message = point.figures.statusMessage;
    const bool silent = point.figures.requests == 0;
    const int index = point.plan.index;
    const std::string reason = noRequestReason(point.figures);
    result_.points.push_back(std::move(point));
    if (status == runStatusName(RunStatus::Stopped)) {
        finish(SweepOutcome::Stopped);
    } else if (status == runStatusName(RunStatus::TargetExited)) {
        result_.message = message;
        finish(SweepOutcome::RunFailed);
    } else if (silent) {
        // Nothing answered: the target is down or hung, and the points
        // after this one would measure nothing either.
        result_.silentPoint = index;
        result_.message = reason;
        finish(SweepOutcome::RunFailed);
    } else if (result_.points.size() >= result_.planned.size()) {
        finish(SweepOutcome::Complete);
    }
}

void SweepPlanner::fail(const StepPlan&, const std::string& why)
{
    if (result_.finished())
        return;
    result_.message = why;
    finish(SweepOutcome::RunFailed);
}

void SweepPlanner::stop()
{
    if (!result_.finished())
        finish(SweepOutcome::Stopped);
}

void SweepPlanner::finish(SweepOutcome outcome)
{
    result_.outcome = outcome;
    if (result_.model != SweepModel::Closed)
        return;
    result_.fit = fitUsl(uslPoints(result_));
}

} // namespace bw

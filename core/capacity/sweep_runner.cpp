#include "capacity/sweep_runner.h"

#include "capacity/capacity_json.h"

namespace bw {

SweepRunner::SweepRunner(SweepJob job) : planner_(job.model, job.points, job.stepSec, job.warmupSec, job.slo)
{
    openGroup(job.session, "sweep", planner_.result().startedAtMs, int(job.points.size()));
    StepJob s;
    s.config = job.config;
    s.target = job.target;
    s.session = job.session;
    s.kind = "sweep";
    s.metrics = job.metrics;
    runSessions(std::move(s));
    wire();
}

SweepRunner::SweepRunner(SweepModel model, std::vector<double> points, double stepSec, double warmupSec,
                         std::unique_ptr<StepRunner> runner)
    : planner_(model, std::move(points), stepSec, warmupSec)
{
    runWith(std::move(runner));
    wire();
}

void SweepRunner::wire()
{
    startLoop(planner_, [this] {
        SweepResult r = planner_.result();
        r.groupId = groupId();
        const SweepPoint* peak = r.peak();
        return GroupSave{sweepToJson(r), peak ? peak->figures.achievedRps : 0.0};
    });
}

SweepRunner::~SweepRunner() { endLoop(); }

SweepProgress SweepRunner::progress() const
{
    return progressWith<SweepProgress>([this](SweepProgress& p) {
        p.pointsDone = int(planner_.result().points.size());
        p.pointsPlanned = int(planner_.result().planned.size());
        p.outcome = planner_.result().outcome;
    });
}

std::vector<SweepPoint> SweepRunner::pointsFrom(size_t from) const
{
    return itemsFrom(planner_.result().points, from);
}

SweepResult SweepRunner::result() const
{
    return resultOf(planner_.result());
}

} // namespace bw

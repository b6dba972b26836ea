#include "capacity/sweep_runner.h"

#include "capacity/capacity_json.h"
#include "capacity/step_group.h"

namespace bw {

SweepRunner::SweepRunner(SweepJob job) : planner_(job.model, job.points, job.stepSec, job.warmupSec, job.slo)
{
    if (!job.session.historyPath.empty())
        group_ = std::make_unique<StepGroup>(job.session.historyPath, "sweep", job.session.runName, planner_.result().startedAtMs,
                                             int(job.points.size()));
    StepJob s;
    s.config = job.config;
    s.target = job.target;
    s.session = job.session;
    s.session.roundGroupId = group_ ? group_->id() : 0;
    s.kind = "sweep";
    runner_ = std::make_unique<SessionStepRunner>(std::move(s));
    wire();
}

SweepRunner::SweepRunner(SweepModel model, std::vector<double> points, double stepSec, double warmupSec,
                         std::unique_ptr<StepRunner> runner)
    : planner_(model, std::move(points), stepSec, warmupSec), runner_(std::move(runner))
{
    wire();
}

void SweepRunner::wire()
{
    loop_ = std::make_unique<StepLoop>(planner_, *runner_);
    if (group_)
        historyError_ = group_->error();
    if (group_ && group_->id())
        loop_->setAfterStep([this](const StepPlanner&) {
            SweepResult r = planner_.result();
            r.groupId = group_->id();
            const SweepPoint* peak = r.peak();
            if (!group_->save(sweepToJson(r), peak ? peak->figures.achievedRps : 0.0)) {
                std::lock_guard<std::mutex> lk(errorMutex_);
                historyError_ = group_->error();
            }
        });
}

SweepRunner::~SweepRunner() { loop_.reset(); }

void SweepRunner::run() { loop_->run(); }
void SweepRunner::start() { loop_->start(); }
void SweepRunner::stop() { loop_->stop(); }
bool SweepRunner::finished() const { return loop_->finished(); }
bool SweepRunner::waitFinished(std::chrono::milliseconds timeout) { return loop_->waitFinished(timeout); }

SweepProgress SweepRunner::progress() const
{
    const StepLoopStatus s = loop_->status();
    SweepProgress p;
    p.started = s.started;
    p.finished = s.finished;
    p.current = s.current;
    p.live = s.live;
    p.elapsedSec = s.elapsedSec;
    loop_->inspect([&](const StepPlanner&) {
        p.pointsDone = int(planner_.result().points.size());
        p.pointsPlanned = int(planner_.result().planned.size());
        p.outcome = planner_.result().outcome;
    });
    return p;
}

std::vector<SweepPoint> SweepRunner::pointsFrom(size_t from) const
{
    std::vector<SweepPoint> out;
    loop_->inspect([&](const StepPlanner&) {
        const auto& pts = planner_.result().points;
        if (from < pts.size())
            out.assign(pts.begin() + std::ptrdiff_t(from), pts.end());
    });
    return out;
}

SweepResult SweepRunner::result() const
{
    SweepResult r;
    loop_->inspect([&](const StepPlanner&) { r = planner_.result(); });
    if (group_)
        r.groupId = group_->id();
    return r;
}

std::string SweepRunner::historyError() const
{
    std::lock_guard<std::mutex> lk(errorMutex_);
    return historyError_;
}

} // namespace bw

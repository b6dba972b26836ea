#include "capacity/capacity_runner.h"

#include "capacity/capacity_json.h"
#include "capacity/step_group.h"


namespace bw {

namespace {

StepJob stepJob(const CapacityJob& job, int64_t groupId)
{
    StepJob s;
    s.config = job.config;
    s.stepSlo = capacityStepSlo(job.slo);
    s.target = job.target;
    s.session = job.session;
    s.session.roundGroupId = groupId;
    s.kind = "capacity";
    return s;
}

} // namespace

CapacityRunner::CapacityRunner(CapacityJob job) : search_(job.settings, job.slo)
{
    if (!job.session.historyPath.empty())
        group_ = std::make_unique<StepGroup>(job.session.historyPath, "capacity", job.session.runName,
                                             search_.result().startedAtMs, 0);
    runner_ = std::make_unique<SessionStepRunner>(stepJob(job, group_ ? group_->id() : 0));
    wire();
}

CapacityRunner::CapacityRunner(CapacitySettings settings, Slo slo, std::unique_ptr<StepRunner> runner)
    : search_(settings, slo), runner_(std::move(runner))
{
    wire();
}

void CapacityRunner::wire()
{
    loop_ = std::make_unique<StepLoop>(search_, *runner_);
    if (group_)
        historyError_ = group_->error();
    loop_->setOnRun([this](const StepPlan& plan, const RunResult& run) {
        // The loop's thread. Keep this one and those at the bracket's rates.
        const double lo = search_.low(), hi = search_.high();
        std::lock_guard<std::mutex> lk(mutex_);
        for (auto it = runs_.begin(); it != runs_.end();)
            it = it->second.config.rate == lo || it->second.config.rate == hi ? std::next(it) : runs_.erase(it);
        runs_[plan.index] = run;
    });
    if (group_ && group_->id())
        loop_->setAfterStep([this](const StepPlanner&) {
            // The loop's thread: the only one that changes the search.
            CapacityResult r = search_.result();
            r.groupId = group_->id();
            if (!group_->save(capacityToJson(r), r.finished() ? r.maxRate : search_.low())) {
                std::lock_guard<std::mutex> lk(mutex_);
                historyError_ = group_->error();
            }
        });
}

CapacityRunner::~CapacityRunner()
{
    loop_.reset();   // stops and joins before the search and runner go
}

void CapacityRunner::run() { loop_->run(); }
void CapacityRunner::start() { loop_->start(); }
void CapacityRunner::stop() { loop_->stop(); }
bool CapacityRunner::finished() const { return loop_->finished(); }
bool CapacityRunner::waitFinished(std::chrono::milliseconds timeout) { return loop_->waitFinished(timeout); }

CapacityProgress CapacityRunner::progress() const
{
    const StepLoopStatus s = loop_->status();
    CapacityProgress p;
    p.started = s.started;
    p.finished = s.finished;
    p.current = s.current;
    p.live = s.live;
    p.elapsedSec = s.elapsedSec;
    loop_->inspect([&](const StepPlanner&) {
        p.stepsDone = int(search_.result().steps.size());
        p.low = search_.low();
        p.high = search_.high();
        p.probeRps = search_.result().probeRps;
        p.outcome = search_.result().outcome;
    });
    return p;
}

std::vector<CapacityStep> CapacityRunner::stepsFrom(size_t from) const
{
    std::vector<CapacityStep> out;
    loop_->inspect([&](const StepPlanner&) {
        const auto& steps = search_.result().steps;
        if (from < steps.size())
            out.assign(steps.begin() + std::ptrdiff_t(from), steps.end());
    });
    return out;
}

CapacityResult CapacityRunner::result() const
{
    CapacityResult r;
    loop_->inspect([&](const StepPlanner&) { r = search_.result(); });
    if (group_)
        r.groupId = group_->id();
    return r;
}

std::optional<RunResult> CapacityRunner::stepRun(int index) const
{
    std::lock_guard<std::mutex> lk(mutex_);
    const auto it = runs_.find(index);
    if (it == runs_.end())
        return std::nullopt;
    return it->second;
}

std::string CapacityRunner::historyError() const
{
    std::lock_guard<std::mutex> lk(mutex_);
    return historyError_;
}

} // namespace bw

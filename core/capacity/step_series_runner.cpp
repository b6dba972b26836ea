#include "capacity/step_series_runner.h"

#include "capacity/step_group.h"

namespace bw {

StepSeriesRunner::StepSeriesRunner() = default;

StepSeriesRunner::~StepSeriesRunner()
{
    endLoop();
}

void StepSeriesRunner::openGroup(const SessionOptions& session, const char* kind, int64_t startedAtMs, int planned)
{
    if (!session.historyPath.empty())
        group_ = std::make_unique<StepGroup>(session.historyPath, kind, session.runName, startedAtMs, planned);
}

int64_t StepSeriesRunner::groupId() const
{
    return group_ ? group_->id() : 0;
}

void StepSeriesRunner::runSessions(StepJob job)
{
    job.session.roundGroupId = groupId();
    runner_ = std::make_unique<SessionStepRunner>(std::move(job));
}

void StepSeriesRunner::startLoop(StepPlanner& planner, std::function<GroupSave()> result)
{
    loop_ = std::make_unique<StepLoop>(planner, *runner_);
    if (group_)
        historyError_ = group_->error();
    if (group_ && group_->id())
        loop_->setAfterStep([this, result = std::move(result)](const StepPlanner&) {
            // The loop's thread: the only one that changes the planner.
            const GroupSave save = result();
            if (!group_->save(save.detail, save.headlineRps)) {
                std::lock_guard<std::mutex> lk(mutex_);
                historyError_ = group_->error();
            }
        });
}

void StepSeriesRunner::endLoop()
{
    loop_.reset();   // stops and joins before the planner and runner go
}

void StepSeriesRunner::run() { loop_->run(); }
void StepSeriesRunner::start() { loop_->start(); }
void StepSeriesRunner::stop() { loop_->stop(); }
bool StepSeriesRunner::finished() const { return loop_->finished(); }
bool StepSeriesRunner::waitFinished(std::chrono::milliseconds timeout) { return loop_->waitFinished(timeout); }

std::string StepSeriesRunner::historyError() const
{
    std::lock_guard<std::mutex> lk(mutex_);
    return historyError_;
}

} // namespace bw

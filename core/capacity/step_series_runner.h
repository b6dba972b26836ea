#pragma once
// What CapacityRunner and SweepRunner share: a StepLoop driving a planner's
// steps through a StepRunner on the loop's thread, and the history group
// (StepGroup) the steps are saved into, its result rewritten after every
// step. Each runner adds its planner and what it reads out of it.
//
// Threads: construct on any thread; then run() (blocking) or start() (a
// thread of its own). stop(), finished(), waitFinished(), loopStatus() and
// historyError() are safe from any thread and never wait for a step.
#include "capacity/session_step_runner.h"
#include "capacity/step_loop.h"

#include <QJsonObject>

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace bw {

class StepGroup;

class StepSeriesRunner {
public:
    StepSeriesRunner(const StepSeriesRunner&) = delete;
    StepSeriesRunner& operator=(const StepSeriesRunner&) = delete;

    void run();
    void start();
    // Ends the step under way (kept as 'stopped'); the series ends with what
    // it found so far.
    void stop();
    bool finished() const;
    bool waitFinished(std::chrono::milliseconds timeout);
    // The step under way and its live figures (progress() adds the planner's).
    StepLoopStatus loopStatus() const { return loop_->status(); }
    // Why the group could not be created or written ("" when it was, or
    // when nothing is saved).
    std::string historyError() const;

protected:
    // What a group holds after a step: the series' result document and its
    // headline requests/s.
    struct GroupSave {
        QJsonObject detail;
        double headlineRps = 0;
    };

    StepSeriesRunner();
    // The derived runner calls endLoop() first: the loop's thread uses its planner.
    ~StepSeriesRunner();

    // A group of `kind` ("capacity", "sweep") when the session saves
    // (historyPath set); its failure lands in historyError().
    void openGroup(const SessionOptions& session, const char* kind, int64_t startedAtMs, int planned);
    int64_t groupId() const;   // 0: no group
    // The steps as SessionStepRunner runs them, in this series' group.
    void runSessions(StepJob job);
    // A test's fake runner (nothing saved).
    void runWith(std::unique_ptr<StepRunner> runner) { runner_ = std::move(runner); }
    // Builds the loop over `planner` (which must outlive it). With a group,
    // `result` is called on the loop's thread after every step and saved.
    void startLoop(StepPlanner& planner, std::function<GroupSave()> result);
    void endLoop();

    // The loop's status with the planner's figures that `read` copies out
    // under the loop's lock.
    template <class Progress>
    Progress progressWith(const std::function<void(Progress&)>& read) const
    {
        Progress p;
        static_cast<StepLoopStatus&>(p) = loop_->status();
        loop_->inspect([&](const StepPlanner&) { read(p); });
        return p;
    }
    // Items from index `from` on (copies), read under the loop's lock.
    template <class T>
    std::vector<T> itemsFrom(const std::vector<T>& items, size_t from) const
    {
        std::vector<T> out;
        loop_->inspect([&](const StepPlanner&) {
            if (from < items.size())
                out.assign(items.begin() + std::ptrdiff_t(from), items.end());
        });
        return out;
    }
    // A copy of the planner's result, read under the loop's lock, with the group's id.
    template <class Result>
    Result resultOf(const Result& live) const
    {
        Result r;
        loop_->inspect([&](const StepPlanner&) { r = live; });
        r.groupId = groupId();
        return r;
    }

    StepLoop& loop() { return *loop_; }
    mutable std::mutex mutex_;   // guards historyError_ and a derived runner's own (written on the loop's thread)

private:
    std::unique_ptr<StepRunner> runner_;
    std::unique_ptr<StepGroup> group_;
    std::string historyError_;
    std::unique_ptr<StepLoop> loop_;
};

} // namespace bw

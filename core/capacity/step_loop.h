#pragma once
// Runs a planner's steps one at a time through a step runner: asks the
// planner for the next step, runs it, hands the planner the finished run,
// until the planner has no next step or stop() is called. The one loop of
// capacity searches and sweeps, in the CLI, suites and the window.
//
// Threads: construct, then either run() (blocking, on the caller's thread)
// or start() (on a thread of its own). stop(), finished(), waitFinished(),
// status() and inspect() are safe from any thread and never wait for a
// step. The planner is only touched under the loop's lock; the afterStep
// callback runs on the loop's thread after each step, outside it.
#include "capacity/step_planner.h"
#include "capacity/step_runner.h"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace bw {

struct StepLoopStatus {
    bool started = false;
    bool finished = false;
    std::optional<StepPlan> current;   // the step under way; none between steps and at the end
    LiveStatus live;                   // its live figures (the runner's)
    StepTarget target;                 // its target as watched (the runner's; kept between steps)
    int stepsDone = 0;
    double elapsedSec = 0;             // since run() began
    bool stopRequested = false;
};

class StepLoop {
public:
    // Both must outlive the loop.
    StepLoop(StepPlanner& planner, StepRunner& runner);
    ~StepLoop();   // stops and joins a started thread
    StepLoop(const StepLoop&) = delete;
    StepLoop& operator=(const StepLoop&) = delete;

    // Called on the loop's thread after each step is recorded and once more
    // when the loop ends (the planner finished). Set before run()/start().
    void setAfterStep(std::function<void(const StepPlanner&)> afterStep);
    // Called on the loop's thread with each step's finished run, before the
    // planner records it. Set before run()/start().
    void setOnRun(std::function<void(const StepPlan&, const RunResult&)> onRun);

    void run();     // blocking; once per loop
    void start();   // run() on a thread of its own
    // Ends the step under way now (kept as 'stopped') and runs no more.
    void stop();

    bool finished() const;
    bool waitFinished(std::chrono::milliseconds timeout);
    StepLoopStatus status() const;
    // f(planner) under the loop's lock: copy out what you need, quickly.
    void inspect(const std::function<void(const StepPlanner&)>& f) const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bw

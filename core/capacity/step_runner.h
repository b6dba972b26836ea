#pragma once
// Runs one load step of a search or sweep. SessionStepRunner loads a real
// target (a RunSession per step); a test implements it with made-up results.
//
// Threads: run() and finish() on StepLoop's thread; stop() and live() from
// any thread, also while run() blocks.
#include "capacity/step_plan.h"
#include "engine/engine.h"
#include "result/run_result.h"
#include "target/target_snapshot.h"
#include "util/error.h"

namespace bw {

// The target of the steps as their runs watch it (each step's RunSession
// decides: target/watch_check.h), for the live figures.
struct StepTarget {
    WatchNote watch;              // check "": not known yet, or no process to watch (a URL)
    bool monitored = false;       // the step's run samples the process (RunSession::hasTarget())
    TargetSnapshot latest;        // its latest sample while a step runs and it is monitored
};

class StepRunner {
public:
    virtual ~StepRunner() = default;
    // Blocking until the step ends: its finished run (historyId set when it
    // was saved; status Stopped when stop() cut it short), or the error that
    // kept it from running, its field naming the setting at fault ("target",
    // "url", "connections", ...).
    virtual Result<RunResult> run(const StepPlan& plan) = 0;
    // Ends the step under way now, and makes later run() calls stop at once.
    virtual void stop() = 0;
    // The step under way's live figures; LiveStatus{} between steps.
    virtual LiveStatus live() const = 0;
    // The target as the step under way watches it; between steps, as the
    // last step did (without a sample). Default: nothing watched (a fake).
    virtual StepTarget target() const { return {}; }
    // After the last step: takes down what run() brought up (a launched target).
    virtual void finish() {}
};

} // namespace bw

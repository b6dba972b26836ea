#pragma once
// Runs one load step of a search or sweep. SessionStepRunner loads a real
// target (a RunSession per step); a test implements it with made-up results.
//
// Threads: run() and finish() on StepLoop's thread; stop() and live() from
// any thread, also while run() blocks.
#include "capacity/step_plan.h"
#include "engine/engine.h"
#include "result/run_result.h"
#include "util/error.h"

namespace bw {

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
    // After the last step: takes down what run() brought up (a launched target).
    virtual void finish() {}
};

} // namespace bw

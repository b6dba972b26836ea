#pragma once
// A copy of where a suite run stands, for a progress line or a panel: which
// run of how many, what is happening, an estimate of the time left and the
// current run's live figures. Plain data, taken by SuiteRunner::progress()
// from any thread.
#include "engine/engine.h"
#include "suite/suite_outcome.h"
#include "target/target_snapshot.h"

#include <string>

namespace bw {

enum class SuiteStage {
    Idle,            // not started
    StartingTarget,  // launching a cell's target and waiting until it is ready
    Running,         // a run is under way
    Cooldown,        // pause between two runs
    StoppingTarget,  // taking a cell's target down
    Finished,
};
const char* suiteStageName(SuiteStage s);   // "idle", "starting target", "running", "cooldown", ...

struct SuiteProgress {
    SuiteStage stage = SuiteStage::Idle;
    SuiteStatus status = SuiteStatus::Running;
    int runIndex = -1;             // current run (0-based), -1 before the first
    int runCount = 0;
    int cellIndex = -1;
    int cellCount = 0;
    int finishedRuns = 0;          // records so far (ran or not)
    int passedRuns = 0;
    int failedRuns = 0;
    std::string scenarioId;        // of the current run
    std::string scenarioName;
    std::string cellLabel;         // "node-cluster @ cpus 0-1"
    double elapsedSec = 0;         // since the suite started
    double remainingSec = 0;       // estimate: planned lengths and cooldowns left (target start-up not counted)
    LiveStatus live;               // current run (stage Running)
    bool targetMonitored = false;
    TargetSnapshot target;         // current run's target, when monitored
    WatchNote watch;               // whether it is watched, and why (target/watch_check.h)
    bool stopRequested = false;
};

} // namespace bw

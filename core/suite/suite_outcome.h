#pragma once
// What a suite run produced: one record per run that was attempted (in plan
// order), the suite run's row in the history and how the suite ended.
// Plain data; copied out of the runner to any thread.
#include "capacity/capacity_result.h"
#include "result/run_result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bw {

struct SuiteRunRecord {
    int index = 0;                 // PlannedRun::index
    int cell = 0;
    std::string scenarioId;
    std::string scenarioName;
    std::string targetName;
    std::string cellLabel;         // "node-cluster @ cpus 0-1"
    std::vector<int> cpus;
    std::string side;              // "a"/"b": a run of an A/B scenario; "" otherwise
    int round = 1, rounds = 1;     // PlannedRun::round, ::rounds
    int64_t roundGroupId = 0;      // the run's round or A/B group in the history (0: none)
    bool ran = false;              // false: could not run (or was skipped), `error` says why
    std::string error;             // target did not start / ended, engine refused the config
    // Not run because the target's runtime is missing (suite_requirements.h):
    // neither passed nor failed. `error` is the English sentence.
    bool skipped = false;
    std::string missingProgram;    // "bun"
    std::string install;           // "scripts/install-deps.sh examples" (may be "")
    RunResult result;              // when ran: the run as saved (status Stopped when the suite was stopped during it);
                                   // a capacity search: its step at the max sustainable rate (else its last step)
    int64_t historyId = 0;         // 0: not saved
    std::optional<CapacityResult> capacity;   // a capacity scenario's search (its group: capacity->groupId)
    std::string historyError;

    // Ran to its end and passed its SLO (a run without SLO passes when it
    // completed; judgeRun() in result/run_outcome.h decides); a capacity
    // search when it found a rate, at or above the RPS floor when one is given.
    bool passed() const;
    // Counts against the suite: could not run, failed (no request completed,
    // its target ended during the run) or failed its SLO. A run the user
    // stopped, or a target skipped because its runtime is missing, is neither.
    bool failed() const;
    // Ran, but was stopped or interrupted before its end (a search the user
    // stopped): not judged, neither passed nor failed (result/run_outcome.h).
    bool notJudged() const;
};

struct PlannedRun;
struct SuitePlan;
// The record of `run` (one of `plan`'s runs) before it runs: its index,
// cell, scenario, target, cell label, cpus, A/B side and round; nothing ran.
SuiteRunRecord plannedRecord(const SuitePlan& plan, const PlannedRun& run);

enum class SuiteStatus { Running, Complete, Stopped, Failed };
// "running", "complete", "stopped", "failed" (as stored in suite_runs.status)
const char* suiteStatusName(SuiteStatus s);

struct SuiteOutcome {
    std::string suiteName;
    std::string suiteFile;
    SuiteStatus status = SuiteStatus::Running;
    int64_t startedAtMs = 0;       // wall clock
    double elapsedSec = 0;
    int64_t suiteRunId = 0;        // 0: not saved
    std::string historyError;      // why the suite run could not be recorded
    int plannedRuns = 0;
    std::vector<SuiteRunRecord> records;

    int passedCount() const;
    int failedCount() const;
    int skippedCount() const;
    bool anyFailed() const { return failedCount() > 0; }
    // The exit status (result/run_outcome.h): 130 stopped, 1 a run failed or could not run, 0.
    int exitStatus() const;
};

} // namespace bw

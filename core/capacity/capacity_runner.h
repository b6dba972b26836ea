#pragma once
// A capacity search from start to answer: the search (CapacitySearch), its
// steps run by a StepRunner on StepLoop's thread, each step saved in the
// history as one member of a 'capacity' group whose result is rewritten
// after every step. What the CLI, a suite's capacity scenario and the
// window's Capacity mode hold.
//
// Threads: construct on any thread; then run() (blocking) or start() (a
// thread of its own). stop(), finished(), waitFinished(), progress(),
// stepsFrom(), result() and historyError() are safe from any thread and
// never wait for a step: poll them (the CLI 4 times a second, the window
// on its timer) and draw what is new. The loop and the group are
// StepSeriesRunner's (step_series_runner.h).
#include "capacity/capacity_result.h"
#include "capacity/capacity_search.h"
#include "capacity/step_series_runner.h"

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace bw {

class MetricsChannel;

struct CapacityJob {
    LoadConfig config;            // the target URL, request and connections (--mix passes through here too)
    Slo slo;                      // p99 ceiling required; error ceiling (default 1 %); RPS floor for the headroom
    TargetSpec target;            // a URL, the demo target, a --launch command or an attached pid
    CapacitySettings settings;
    // historyPath ("" = not saved), runName (the group's name), tags, notes,
    // suiteRunId and keepSecrets of every step.
    SessionOptions session;
    MetricsChannel* metrics = nullptr;   // each step on /metrics while it runs (StepJob::metrics)
};

// What the window draws while a search runs: the loop's status (the step
// under way: its rate, phase and index, and its live figures; stepsDone the
// steps recorded, stepsFrom(0).size()) and the search's bracket.
struct CapacityProgress : StepLoopStatus {
    double low = 0;                    // the bracket now: highest passing rate, req/s (0: none yet)
    double high = 0;                   // lowest failing rate above it, req/s (0: none yet)
    double probeRps = 0;
    CapacityOutcome outcome = CapacityOutcome::Running;
};

class CapacityRunner : public StepSeriesRunner {
public:
    // Loads the job's target: a RunSession per step (SessionStepRunner).
    // `job` as validateCapacitySettings() and validateConfig() accept it.
    explicit CapacityRunner(CapacityJob job);
    // Runs its steps through `runner` (a test's fake), saving nothing.
    CapacityRunner(CapacitySettings settings, Slo slo, std::unique_ptr<StepRunner> runner);
    ~CapacityRunner();   // stops, joins, takes a started target down

    // run(), start(), stop() (the search then ends Stopped with what it
    // found so far), waitFinished() and historyError(): StepSeriesRunner's.
    CapacityProgress progress() const;
    // Judged steps from index `from` on (copies), in run order.
    std::vector<CapacityStep> stepsFrom(size_t from) const;
    // Everything so far; complete once finished(). groupId set when saved.
    CapacityResult result() const;
    // The full run of step `index` (histograms included) while it is one a
    // report needs: the steps at the bracket's two rates, and the latest.
    // Nullopt for the others (not kept: a search's memory stays bounded).
    std::optional<RunResult> stepRun(int index) const;

private:
    void wire();

    CapacitySearch search_;
    std::map<int, RunResult> runs_;   // by step index: the latest, and each rate's latest pass up to the low end; under mutex_
};

} // namespace bw

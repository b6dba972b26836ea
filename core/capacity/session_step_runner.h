#pragma once
// The step runner that loads a real target: one RunSession per step, the
// base configuration with the step's rate (open model) or VUs (closed
// model), warm-up and length, saved in the history as a member of the
// search's group. A target the runner must start (the demo target, a
// --launch command) is started once, before the first step, kept up
// between steps (each step attaches to it, as a suite's runs do) and
// stopped by finish(); a URL or an attached process is loaded as it is.
//
// Threads: as StepRunner's.
#include "capacity/step_runner.h"
#include "metrics/metrics_channel.h"
#include "run/run_session.h"
#include "run/target_spec.h"

#include <memory>
#include <string>

namespace bw {

struct StepJob {
    LoadConfig config;          // URL, request (or a request mix), connections, threads, timeouts; the
                                // load shape (rate, duration, warm-up, stages, count) is each step's own
    Slo stepSlo;                // recorded with each step's run (capacityStepSlo for a search; none for a sweep)
    TargetSpec target;
    // historyPath ("" = not saved), notes, tags, suiteRunId, keepSecrets of
    // every step; runName the series' name ("" none), each step adding
    // its own part ("step 3 at 1,450 req/s"); roundGroupId the group.
    SessionOptions session;
    std::string kind = "capacity";   // "capacity" or "sweep": the default run name
    // Each step's figures on /metrics while it runs, published from the
    // loop's thread (null: none); outlives the runner.
    MetricsChannel* metrics = nullptr;
};

class SessionStepRunner : public StepRunner {
public:
    explicit SessionStepRunner(StepJob job);
    ~SessionStepRunner() override;

    Result<RunResult> run(const StepPlan& plan) override;
    void stop() override;
    LiveStatus live() const override;
    StepTarget target() const override;
    void finish() override;

    // The configuration of a step: `base` with the plan's load shape.
    static LoadConfig stepConfig(const LoadConfig& base, const StepPlan& plan);
    // "capacity step 3 at 1,450 req/s", "<name>, step 2 at 8 VUs".
    static std::string stepName(const std::string& name, const std::string& kind, const StepPlan& plan);

    // The URL the steps load (the demo target's, once it is up).
    std::string url() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bw

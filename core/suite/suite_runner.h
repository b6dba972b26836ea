#pragma once
// Runs a planned suite: cell after cell, it brings the cell's target up,
// runs the cell's scenarios one after another (each a RunSession attached to
// the target's process, saved in the history under one suite run) with the
// cooldown in between, and takes the target down. Stopping keeps every run
// that finished (and the one cut short, saved as 'stopped').
//
// Threads: construct, then either run() (blocking, on the caller's thread:
// the CLI) or start() (on a thread of its own: the window). stop(),
// progress(), recordsFrom(), finished(), waitFinished() and outcome() are
// safe from any thread; progress() and liveSeries() never wait for a run.
#include "suite/suite.h"
#include "suite/suite_outcome.h"
#include "suite/suite_plan.h"
#include "suite/suite_progress.h"

#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace bw {

class MetricsChannel;

struct SuiteRunOptions {
    std::string historyPath;      // "" = do not save
    std::string demoBinary;       // "" = benchwork-target next to the running executable
    // Each run (a capacity search's steps too) on /metrics while it runs,
    // published from the runner's thread (null: none); outlives the runner.
    MetricsChannel* metrics = nullptr;
};

class SuiteRunner {
public:
    SuiteRunner(Suite suite, SuitePlan plan, SuiteRunOptions options = {});
    ~SuiteRunner();               // stops and joins a started thread
    SuiteRunner(const SuiteRunner&) = delete;
    SuiteRunner& operator=(const SuiteRunner&) = delete;

    void run();                   // blocking; once per runner
    void start();                 // run() on a thread of its own
    // Ends the current run now (kept as 'stopped'), skips the rest, takes the
    // target down. Returns at once.
    void stop();

    bool finished() const;
    bool waitFinished(std::chrono::milliseconds timeout);
    SuiteProgress progress() const;
    // The run under way's per-second series from second `from` on and its
    // target's samples from `targetFrom` on, if run `runIndex` (a
    // progress().runIndex) is the one under way; false when it is not (it
    // ended, or another began). Never waits for the run.
    bool liveSeries(int runIndex, size_t from, size_t targetFrom, std::vector<SecondStats>* series,
                    std::vector<TargetPoint>* target) const;
    // The latency so far of run `runIndex` when it is under way and newer
    // than `haveVersion` (RunSession::latencySince). Never waits for the run.
    bool liveLatency(int runIndex, uint64_t haveVersion, LatencySnapshot* out) const;
    // Records from index `from` on, as runs end (copy).
    std::vector<SuiteRunRecord> recordsFrom(size_t from) const;
    // Everything so far; complete once finished().
    SuiteOutcome outcome() const;

    const Suite& suite() const;
    const SuitePlan& plan() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bw

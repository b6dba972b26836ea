#pragma once
// One run from start to saved result: gets hold of the target (starts the
// demo target or a server command and waits until it is ready, or attaches to
// a pid), monitors its RSS/CPU when it serves the run's URL (or the user
// named it: target/watch_check.h), drives the engine, ends the run early if
// the watched target dies, and saves the run in the history (begun by prepare(), so a
// crash leaves it 'interrupted'; finished in one transaction).
//
// Threads: prepare(), start() and result() from the owning thread; stop(),
// the live load changes (steer() and its observers), live(), seriesFrom(),
// targetLatest(), targetSeriesFrom() and finished() from any thread. A progress thread saves every 5 s; the run is finished
// (verdict, target record, history) by the engine's finisher on its own
// collector thread, so results are kept even when the owner is slow to look,
// and the session's "finished" is the engine's (Engine::setFinisher).
#include "engine/engine.h"
#include "run/target_spec.h"
#include "target/target_snapshot.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace bw {

struct SessionOptions {
    std::string historyPath;          // "" = do not save
    std::string runName;
    std::vector<std::string> tags;
    std::string notes;
    int64_t suiteRunId = 0;
    int64_t roundGroupId = 0;         // one of several rounds (HistoryStore::createRoundGroup)
    int roundIndex = 0;               // 1-based
    std::string roundSide;            // "a"/"b" in an A/B group
    bool keepTargetRunning = false;   // do not stop a launched target at the end
    bool keepSecrets = false;         // save secret headers and URL passwords as given (default: redacted)
    AgentInfo agent;                  // an agent's part of a many-agent run, recorded in the result (run/agent_share.h)
    std::string targetRuntime;        // the target's runtime and version ("bun 1.4.5"), recorded in the environment
    // SLOs of the request set's entries, by name (a suite's "slo": {"find": {...}});
    // each entry's verdict counts in the run's.
    std::vector<std::pair<std::string, Slo>> requestSlos;
};

class RunSession {
public:
    RunSession(LoadConfig config, Slo slo, TargetSpec target, SessionOptions options = {});
    ~RunSession();   // stops the run and a launched target
    RunSession(const RunSession&) = delete;
    RunSession& operator=(const RunSession&) = delete;

    // Starts/attaches the target and prepares the engine. Blocking (up to the
    // target's readiness timeout). Returns the problem, its `field` naming the
    // setting at fault ("target", "url", "connections", ...).
    std::optional<Error> prepare();
    void start();
    void stop(RunStatus status = RunStatus::Stopped, std::string message = {});
    bool waitFinished(std::chrono::milliseconds timeout);
    bool finished() const;

    LiveStatus live() const;
    std::vector<SecondStats> seriesFrom(size_t from) const;
    // The engine's latency so far when newer than `haveVersion` (Engine::latencySince).
    bool latencySince(uint64_t haveVersion, LatencySnapshot* out) const;
    // The request set's live figures when newer than `haveVersion`
    // (Engine::requestsSince), and the set as compiled (after prepare();
    // null without a set).
    bool requestsSince(uint64_t haveVersion, LiveRequests* out) const;
    std::shared_ptr<const CompiledRequests> requestSet() const;
    // Live changes of the load (Engine::steer: the VUs of a closed-model run,
    // the rate of an open-model one, from about 50 ms on; the result records
    // them and the schedule as run). Before start() and after the run they
    // refuse with SteerNotRunning; knob() and knobMaximum() are valid after
    // prepare(), knobLevel() and loadChanges() after start() (0 / none before).
    // loadChanges(from): the changes from index `from` on, in order (a
    // display that has shown n of them asks for loadChanges(n) each tick).
    Result<LoadChange> steer(LoadKnob knob, double value, const std::string& source = {});
    LoadKnob knob() const;
    double knobMaximum() const;
    double knobLevel() const;
    std::vector<LoadChange> loadChanges(size_t from = 0) const;

    // Whether the target's process is watched, and why (target/watch_check.h):
    // valid after prepare(); check "" when there is no process to watch.
    // hasTarget() is true when it is watched.
    WatchNote watchNote() const;
    bool hasTarget() const;
    TargetSnapshot targetLatest() const;
    std::vector<TargetPoint> targetSeriesFrom(size_t from) const;

    // The complete result (blocks until finished): SLO verdict, environment,
    // target info; historyId() is its row once saved (0 if not saved).
    RunResult result();
    int64_t historyId() const;
    // The history row prepare() began for this run (0: not saving), known
    // before the run ends: what a live view names the run by (--metrics'
    // run_id). Once saved it is historyId(). From any thread after prepare().
    int64_t runRowId() const;
    std::string historyError() const;       // why saving failed, if it did
    const LoadConfig& config() const;       // with the demo target's URL filled in
    std::string engineName() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bw

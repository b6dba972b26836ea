#pragma once
// The load engine: worker threads, each owning its connections, its event
// loop and its statistics, plus a collector thread that merges the workers'
// 100 ms snapshots into the run's per-second series and totals.
//
// Threads: construct, start(), stop() and the observers may be called from
// any one owning thread (CLI main or the UI thread); stop(), steer() and the
// observers are also safe from other threads. The engine never waits for its
// observers, and the workers never wait for steer().
#include "engine/load_config.h"
#include "engine/request/compiled_requests.h"
#include "result/run_result.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace bw {

enum class Phase { Idle, Warmup, Measured, Finished };
const char* phaseName(Phase p);

// A fixed-size view of the run for live displays, refreshed every 100 ms.
struct LiveStatus {
    Phase phase = Phase::Idle;
    double elapsedSec = 0;          // since start (warmup included)
    double phaseElapsedSec = 0;
    double phaseTotalSec = 0;       // 0 when unknown (count mode)
    uint64_t requestsDone = 0;      // measured requests finished so far (errors included)
    uint64_t requestsTotal = 0;     // count mode target, else 0
    double rpsNow = 0;              // over the last complete second
    double p99NowUs = 0;            // of the last complete second
    uint64_t errorsTotal = 0;       // measured phase
    double clientCpuPct = 0;        // last complete second, % of one core
    int activeVus = 0;
};

// The measured phase's latency histograms so far. The collector republishes
// them each time a second completes (about once a second); `version` counts
// the publications (0: none yet). ~62 KiB, copied only when newer.
struct LatencySnapshot {
    uint64_t version = 0;
    LatencyHistogram latency;           // from the actual send
    LatencyHistogram latencyIntended;   // open model: from the intended send time
};

// A request set's entries so far (per-request statistics, live). The
// collector republishes it each time a second completes; `version` counts
// the publications (0: none yet). Percentiles come from each entry's own
// histograms, at the run's precision (latency_histogram.h: within 0.4 %):
// once the run is over, p50Us and p99Us are the result's byRequest figures
// from the send (latencySummary).
struct LiveRequest {
    std::string name;
    std::string flow;               // a flow's step: its flow ("" for a plain entry)
    uint64_t requests = 0;          // measured phase so far (any status)
    ErrorCounts errors;             // measured phase so far
    uint64_t bytesIn = 0, bytesOut = 0;
    double rpsNow = 0;              // over the last complete second
    double p50Us = 0, p99Us = 0;    // measured phase so far
    double p99NowUs = 0;            // of the last complete second
    uint64_t checkFailures = 0;     // a flow's step: checks and extractions failed so far
    uint64_t skipped = 0;           // a flow's step: not sent, a value it needs missing
};
// A flow so far (iterations).
struct LiveFlow {
    std::string name;
    uint64_t iterations = 0;        // measured phase so far
    uint64_t failed = 0;
    double iterationsNow = 0;       // per second, over the last complete second
    double p50Us = 0, p99Us = 0;    // iteration duration, measured phase so far (the run's precision)
};
struct LiveRequests {
    uint64_t version = 0;
    // The compiled set's entries: its plain entries, then every flow's steps in order.
    std::vector<LiveRequest> entries;
    std::vector<LiveFlow> flows;        // in the set's order; empty without flows
};

class Engine {
public:
    explicit Engine(LoadConfig config);
    ~Engine();   // stops and joins
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Validates the configuration, resolves the host and checks the open-file
    // limit. Blocking (name resolution); returns the problem (its field names
    // the setting at fault) or nullopt.
    std::optional<Error> prepare();
    // Called once on the engine's collector thread with the finished result,
    // before finished() turns true: what it changes is what result()
    // returns, and whoever waits for the engine waits for it too (RunSession
    // saves the run there). Set before start(); must not wait for the engine.
    void setFinisher(std::function<void(RunResult&)> finisher);
    // Starts the workers; prepare() must have succeeded.
    void start();
    // Asks the run to end now (thread-safe, returns at once). `status` and
    // `message` are recorded in the result (Stopped by the user, TargetExited..).
    void stop(RunStatus status = RunStatus::Stopped, std::string message = {});
    // Waits until the run has finished, up to `timeout`. True when finished.
    bool waitFinished(std::chrono::milliseconds timeout);
    bool finished() const;

    LiveStatus live() const;                             // thread-safe copy
    // Per-second points from index `from` on (thread-safe copy).
    std::vector<SecondStats> seriesFrom(size_t from) const;
    // Copies the latest LatencySnapshot into `out` when its version is newer
    // than `haveVersion` (thread-safe); false when there is nothing newer.
    bool latencySince(uint64_t haveVersion, LatencySnapshot* out) const;
    // Copies the request set's live figures into `out` when newer than
    // `haveVersion` (thread-safe); false when there is nothing newer or the
    // run has no set.
    bool requestsSince(uint64_t haveVersion, LiveRequests* out) const;
    // The run's request set as compiled (after prepare(); null without a
    // set): entry names, templates, previews (compiled_requests.h).
    std::shared_ptr<const CompiledRequests> requestSet() const;
    // Live changes of the load while the run is under way (any thread, never
    // blocks the workers): the VUs in the closed model, the total rate in the
    // open model, moved to `value` about 50 ms from now (kSteerLeadNs): new
    // connections open, surplus ones close once their requests complete; the
    // open model's sends continue from the current intended time at the new
    // rate. The change holds until the next one (the planned stages after it
    // are dropped). Returns the change as the result will record it, or why
    // not (its field names the knob): SteerVusInOpenModel,
    // SteerRateInClosedModel, SteerVusOutOfRange (above knobMaximum():
    // LoadConfig::maxVus gives a closed-model run room), SteerRateOutOfRange,
    // SteerNotRunning (not started, stopping, finished, or ending within the
    // lead), SteerTooManyChanges. `source` is kept with the change.
    Result<LoadChange> steer(LoadKnob knob, double value, const std::string& source = {});
    // Which knob steer() takes for this run, its highest value, and the level
    // the load is at (or is about to be at, a change just asked included).
    // Valid after prepare() (knob, maximum) / start() (level: 0 before).
    LoadKnob knob() const;
    double knobMaximum() const;
    double knobLevel() const;
    // The changes so far, in order (any thread; the result keeps them too).
    std::vector<LoadChange> loadChanges() const;

    // Complete result; valid once finished() (blocks until then).
    RunResult result();

    const LoadConfig& config() const;
    std::string engineName() const;                      // "native" / "curl", after prepare()

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bw

#pragma once
// Drains the workers' snapshot rings every 50 ms on the engine's collector
// thread, merges them into per-second points and the run's totals, and keeps
// a live view that observers copy under a short lock. Qt-free.
#include "engine/engine.h"
#include "engine/loop/run_plan.h"
#include "engine/loop/snapshot_ring.h"

#include <condition_variable>
#include <map>
#include <mutex>
#include <vector>

namespace bw {

class RunCollector {
public:
    // `entryNames`: the request set's entries (empty: no set); `entryFlows`:
    // each entry's flow name ("" for a plain entry; empty: no flows);
    // `flowNames`: the set's flows.
    RunCollector(const RunPlan& plan, std::vector<SnapshotRing*> rings, int64_t warmupIntervals,
                 std::vector<std::string> entryNames = {}, std::vector<std::string> entryFlows = {},
                 std::vector<std::string> flowNames = {});

    // Collector thread: drains until every worker has sent its final snapshot.
    void runUntilDone();
    // Any thread: makes runUntilDone() look again now.
    void wake();
    // After runUntilDone(): the measured totals and full series.
    RunResult buildResult();

    LiveStatus live() const;                          // any thread
    std::vector<SecondStats> seriesFrom(size_t from) const;   // any thread
    // Any thread: the histograms as of the last completed second, when newer
    // than `haveVersion`.
    bool latencySince(uint64_t haveVersion, LatencySnapshot* out) const;
    // Any thread: the request set's live figures as of the last completed
    // second, when newer than `haveVersion`.
    bool requestsSince(uint64_t haveVersion, LiveRequests* out) const;

private:
    struct SecondAcc {
        uint64_t completed = 0, bytesIn = 0, bytesOut = 0;
        ErrorCounts errors;
        LatencyHistogram latency;
        uint64_t cpuNs = 0;
        std::vector<int> vus;        // last activeVus per worker
        std::vector<double> rates;   // last target rate per worker
        std::vector<EntryInterval> entries;   // per request-set entry
        std::vector<FlowInterval> flows;      // per flow
    };
    void drain();
    void merge(size_t worker, const IntervalSnapshot& s);
    void mergeTotalsOnly(const IntervalSnapshot& s);   // run totals, not the series
    void finalizeSeconds(bool all);
    void updateLive();
    void publishRequests(const std::vector<SecondStats>& done);   // under mutex_
    bool measuredInterval(int64_t iv) const { return iv >= warmupIntervals_; }

    const RunPlan& plan_;
    std::vector<SnapshotRing*> rings_;
    int64_t warmupIntervals_;
    std::vector<int64_t> frontier_;   // per worker: next interval it may still report
    std::vector<bool> final_;
    std::map<int, SecondAcc> open_;   // seconds not yet complete
    int nextSecond_ = 0;

    // measured totals (collector thread only)
    uint64_t requests_ = 0, bytesIn_ = 0, bytesOut_ = 0, connects_ = 0, late_ = 0, inFlight_ = 0;
    uint64_t lateQueued_ = 0;
    uint64_t cpuNsMeasured_ = 0;
    ErrorCounts errors_;
    std::map<int, uint64_t> status_;
    LatencyHistogram latency_, latencyIntended_, sendLateness_;
    uint64_t unsent_ = 0;
    std::vector<uint64_t> runQueueNs_;   // per worker, measured phase
    uint64_t endNs_ = 0;
    std::vector<std::string> entryNames_;
    std::vector<EntryInterval> entryTotals_;   // per entry, measured phase (live figures)
    std::vector<std::string> entryFlows_;
    std::vector<std::string> flowNames_;
    std::vector<FlowInterval> flowTotals_;     // per flow, measured phase (live figures)

    mutable std::mutex mutex_;        // guards series_, live_
    std::condition_variable cv_;
    bool wake_ = false;
    std::vector<SecondStats> series_;
    LiveStatus live_;
    LatencySnapshot liveLatency_;    // latency_ / latencyIntended_ as of the last completed second
    LiveRequests liveRequests_;      // entryTotals_ as of the last completed second
};

} // namespace bw

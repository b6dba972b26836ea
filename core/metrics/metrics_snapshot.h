#pragma once
// What one scrape of /metrics shows: the figures of the run in hand (or of
// the last one, once it ended) as plain values. Filled by MetricsFeed on the
// owning thread, copied whole into MetricsChannel, read by the formatter on
// the server's thread. Fixed size but for the request set's entries (one per
// entry of the set, so bounded by the set).
#include "metrics/latency_buckets.h"
#include "result/run_result.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace bw {

// One request-set entry (or flow step) so far, measured phase.
struct MetricsEntry {
    std::string name;               // the entry's name
    std::string flow;               // a flow's step: its flow; "" for a plain entry
    uint64_t requests = 0;          // completed (any status)
    ErrorCounts errors;
};

struct MetricsSnapshot {
    bool present = false;           // false: no run has started yet (the scrape has no samples)
    // Labels on every sample.
    std::string runId;              // the run's history id; "unsaved" when it is not saved
    std::string agent;              // an agent's index ("0".."N-1"); "" when not an agent run (label left out)
    // benchwork_run_info's labels.
    std::string runName;            // --name; may be ""
    std::string engine;             // "native", "curl"
    bool finished = false;          // the run has ended: the figures are its result's
    bool warmup = false;            // still in the warmup (counters are of the measured phase: 0 so far)
    double elapsedSec = 0;          // since the run started, warmup included
    // Counters of the measured phase.
    uint64_t requests = 0;          // completed (any status), as RunResult::requests
    ErrorCounts errors;             // as RunResult::errors
    uint64_t bytesIn = 0, bytesOut = 0;
    // The measured phase's latency (from the actual send): cumulative counts
    // at each of kLatencyBounds, its count and its sum.
    std::array<uint64_t, kLatencyBoundCount> latencyBuckets{};
    uint64_t latencyCount = 0;
    double latencySumSec = 0;
    // Gauges.
    int vus = 0;                    // VUs (connections) sending in the last complete second
    bool openModel = false;         // intendedRate is meaningful
    double intendedRate = 0;        // open model: the rate the run is held at now, requests/s
    double clientCpuPct = 0;        // the engine's threads, last complete second (at the end: the run's average), % of one core
    bool targetWatched = false;     // the target's figures below are meaningful
    uint64_t targetRssBytes = 0;    // the target's process tree, latest sample
    double targetCpuPct = 0;        // the target's process tree over the last ~1 s, % of one core
    double targetCpuSec = 0;        // the target's CPU time since the run started (summed from the samples), s
    std::vector<MetricsEntry> entries;   // a request set's entries and flow steps; empty without a set
};

} // namespace bw

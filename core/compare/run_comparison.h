#pragma once
// Two sets of runs compared metric by metric, the runs of each side being
// its samples (one round = one sample: the requests inside one run share
// its connections, its warm caches and its moment on the machine, so they
// are not independent; rounds are). Also: what differs between the
// machines and programs the runs were measured with. Qt-free, pure; any thread.
#include "compare/run_metrics.h"
#include "stats/sample_comparison.h"

#include <string>
#include <vector>

namespace bw {

struct MetricComparison {
    Metric metric = Metric::Rps;
    bool available = false;          // both sides have at least one value
    std::vector<double> a, b;        // the values (runs lacking the metric left out)
    SampleComparison stats;
    // significant and better for B (higher rps, lower everything else)
    bool improved() const;
    bool regressed() const;
};

// One thing the runs of a comparison were not measured alike in.
struct EnvironmentDifference {
    std::string field;               // "hostname", "cores", "cpuModel", "benchworkVersion", "qtVersion",
                                     // "curlVersion", "targetRuntime", "engine", "httpVersion", "os", "kernel", "machineModel"
    std::vector<std::string> values; // the distinct values seen, in order of first appearance
};

// A run given to a comparison but left out of its samples because it
// failed (result/run_outcome.h: nothing completed, or its target ended
// during the run): its figures measure a dying server, not the side.
struct LeftOutRun {
    bool sideB = false;
    int64_t historyId = 0;           // 0: not saved
    RunStatus status = RunStatus::Failed;
};

// One request-set entry compared: the entry of that name in each side's runs.
struct RequestComparison {
    std::string name;
    std::vector<MetricComparison> metrics;     // kRequestMetrics order
};

struct RunComparison {
    std::vector<MetricComparison> metrics;     // kComparedMetrics order
    std::vector<RequestComparison> byRequest;  // entries both sides' runs have, in A's first run's order
    std::vector<RequestComparison> byStep;     // flows' steps both sides have ("shop / list"), likewise
    std::vector<EnvironmentDifference> environment;
    size_t roundsA = 0, roundsB = 0;           // the runs compared (left-out ones not counted)
    std::vector<LeftOutRun> leftOut;           // in the order given, A's first
    const MetricComparison& metric(Metric m) const;
};

// Runs that failed (statusFailsRun) are left out of the samples and listed
// in `leftOut`, so comparisonWarnings() says so.
RunComparison compareRunSets(const std::vector<RunResult>& a, const std::vector<RunResult>& b,
                             const ComparisonSettings& settings = {});
// The same from history rows (metricValue(RunRow)): the metrics a listing
// holds, no environment. For an answer where the runs are not loaded (the
// history's details pane); a comparison tab loads them.
RunComparison compareRowSets(const std::vector<RunRow>& a, const std::vector<RunRow>& b,
                             const ComparisonSettings& settings = {});

// What differs between the runs (any number of them).
std::vector<EnvironmentDifference> environmentDifferences(const std::vector<const RunResult*>& runs);

} // namespace bw

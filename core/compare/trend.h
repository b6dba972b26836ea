#pragma once
// A scenario's figures over time: one point per run, or per round group
// (its rounds the point's samples, drawn with their interval), change points
// found by E-divisive means over the points (stats/change_points.h), and
// whether the latest point is a significant regression against the points
// before it since the last change point among them (its rounds, or its one
// run, against every round of those points: Mann-Whitney U, the noise
// threshold). Qt-free, pure; any thread.
#include "compare/run_metrics.h"
#include "stats/change_points.h"
#include "stats/sample_comparison.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

// Runs of the same scenario have the same name, URL path (and query; not
// the host or port: a launched target's port changes from run to run),
// method and load shape (connections, rate, duration or request count,
// stages).
struct ScenarioKey {
    std::string name;
    std::string path;
    std::string method;
    int connections = 0;
    double rate = 0;
    double durationSec = 0;
    uint64_t requests = 0;
    size_t stages = 0;
    bool operator==(const ScenarioKey&) const = default;
};
ScenarioKey scenarioKeyOf(const RunResult& r);
// "/json?x=1" from "http://127.0.0.1:8080/json?x=1"; "/" when the URL has no path.
std::string urlPathOf(const std::string& url);

struct TrendRun {
    const RunResult* run = nullptr;
    int64_t roundGroupId = 0;    // rounds of one group make one point
    std::string roundSide;       // an A/B group's sides are points of their own
};

struct TrendPoint {
    int64_t startedAtMs = 0;     // of its first run
    std::vector<int64_t> runIds;
    std::vector<double> values;  // the metric of each run (one per round)
    MedianInterval interval;
    int64_t roundGroupId = 0;
    std::string roundSide;
};

struct Trend {
    Metric metric = Metric::Rps;
    std::vector<TrendPoint> points;          // oldest first
    std::vector<ChangePoint> changes;        // index = the first point after the change
    // The latest point against the points since the last change point before it
    bool latestCompared = false;
    size_t baselineFrom = 0, baselineTo = 0; // points [from, to) were the baseline
    SampleComparison latest;                 // a = baseline rounds, b = the latest point's
    bool regression = false;                 // significant and worse
};

// `runs` oldest first. Runs without the metric are left out.
Trend buildTrend(const std::vector<TrendRun>& runs, Metric metric, const ComparisonSettings& settings = {},
                 const ChangePointSettings& changeSettings = {});

} // namespace bw

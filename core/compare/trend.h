#pragma once
// A scenario's figures over time: one point per run, or per round group
// (its rounds the point's samples, drawn with their interval), change points
// found by E-divisive means over the points (stats/change_points.h), each
// described (the levels either side, its size, whether it made the metric
// worse, the runs on each side), and whether the latest point is a
// significant regression against the points before it since the last change
// point among them (its rounds, or its one run, against every round of
// those points: Mann-Whitney U, the noise threshold).
//
// The check (`history trend --check`, the window's Trend view) fails on a
// change point that made the metric worse beyond the noise threshold within
// the last `window` points, until a user accepts it, and on a latest point
// that is a significant regression. Qt-free, pure; any thread.
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

// One change point, described for the user and the check.
struct TrendChange {
    size_t index = 0;                        // the first point after the change
    double pValue = 1;                       // E-divisive's permutation test
    // The level either side: the median of the points' medians from the
    // previous change point (or the first point) up to this one, and from
    // this one up to the next (or the last point).
    double before = 0, after = 0;
    double change = 0;                       // (after - before) / before
    bool changeDefined = false;              // before != 0
    bool worse = false;                      // lower where higher is better (req/s), higher otherwise
    bool beyondNoise = false;                // |change| >= the noise threshold (or from 0 to more than 0)
    bool recent = false;                     // within the last `window` points
    bool accepted = false;                   // a run of its first point is an accepted change
    std::vector<int64_t> runsBefore, runsAfter;   // history ids of the runs either side, oldest first
    int64_t acceptId() const { return runsAfter.empty() ? 0 : runsAfter.front(); }   // what --accept takes
    bool failsCheck() const { return worse && beyondNoise && recent && !accepted; }
};

struct TrendCheckSettings {
    size_t window = 10;                      // change points among the last `window` points count
    std::vector<int64_t> acceptedRuns;       // HistoryStore::acceptedChanges()
};

struct Trend {
    Metric metric = Metric::Rps;
    std::vector<TrendPoint> points;          // oldest first
    std::vector<ChangePoint> changes;        // index = the first point after the change
    std::vector<TrendChange> changeDetails;  // one per change, same order
    // The latest point against the points since the last change point before it
    bool latestCompared = false;
    size_t baselineFrom = 0, baselineTo = 0; // points [from, to) were the baseline
    SampleComparison latest;                 // a = baseline rounds, b = the latest point's
    bool regression = false;                 // significant and worse
    bool latestAccepted = false;             // a run of the latest point is an accepted change

    // The check fails: a change point failsCheck(), or the latest point is
    // an unaccepted regression.
    bool checkFails() const;
    // The change points that fail the check, oldest first.
    std::vector<const TrendChange*> failingChanges() const;
};

// `runs` oldest first. Runs without the metric are left out.
Trend buildTrend(const std::vector<TrendRun>& runs, Metric metric, const ComparisonSettings& settings = {},
                 const ChangePointSettings& changeSettings = {}, const TrendCheckSettings& check = {});

} // namespace bw

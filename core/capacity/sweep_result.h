#pragma once
// What a load sweep measured: one step per point (a VU count in the closed
// model, a rate in the open model), each point's throughput and latency,
// and for a VU sweep the Universal Scalability Law fitted to the
// throughput. Plain data, Qt-free; written by SweepPlanner, kept in the
// history as a sweep group, written as benchwork.sweep/1 (capacity_json.h).
// Any thread.
#include "capacity/step_figures.h"
#include "capacity/step_plan.h"
#include "capacity/usl_fit.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

enum class SweepModel { Closed, Open };   // --vus, --rates
const char* sweepModelName(SweepModel m);  // "closed", "open"

struct SweepPoint {
    StepPlan plan;
    StepFigures figures;
    double x() const { return plan.rate > 0 ? plan.rate : double(plan.vus); }   // VUs or offered requests/s
};

enum class SweepOutcome { Running, Complete, Stopped, RunFailed };
const char* sweepOutcomeName(SweepOutcome o);   // "running", "complete", "stopped", "run-failed"
bool parseSweepOutcome(const std::string& s, SweepOutcome* out);

struct SweepResult {
    SweepModel model = SweepModel::Closed;
    std::vector<double> planned;    // every point asked for, ascending (VUs or requests/s)
    double stepSec = 5;             // measured length of each step, seconds
    double warmupSec = 1;           // before each step, seconds
    Slo slo;                        // drawn as reference lines when given; a sweep has no verdict
    SweepOutcome outcome = SweepOutcome::Running;
    std::string message;            // RunFailed: what went wrong (English); with silentPoint, why nothing was answered
    int silentPoint = 0;            // RunFailed: the point (its step index) in which the target answered no request; 0: none
    std::vector<SweepPoint> points; // measured, in run order
    UslFit fit;                     // closed model, three points or more; fit.ok false otherwise
    double elapsedSec = 0;
    int64_t startedAtMs = 0;
    int64_t groupId = 0;            // the sweep group in the history; 0: not saved

    bool finished() const { return outcome != SweepOutcome::Running; }
    // The point with the highest throughput, or null.
    const SweepPoint* peak() const;
    // 0 complete, 1 a step could not run, 130 stopped.
    int exitStatus() const;
};

// The points a VU sweep's law is fitted to and judged against: those that
// completed requests and ran to their end, as (VUs, achieved requests/s).
std::vector<UslPoint> uslPoints(const SweepResult& r);

} // namespace bw

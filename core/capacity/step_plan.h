#pragma once
// One load step of a capacity search or a sweep: what it runs. Plain data,
// Qt-free, any thread.
#include <cstdint>
#include <string>

namespace bw {

// Why a step runs. A capacity search: a closed-model probe first (unless a
// start rate is given), then fixed-rate steps growing x2 until one fails,
// halving when the first one fails, bisecting between the last pass and the
// first fail, re-running the first fail once, and confirming the best. A
// sweep's steps are all Point.
enum class StepPhase { Probe, Grow, Halve, Bisect, Recheck, Confirm, Point };
const char* stepPhaseName(StepPhase p);     // "probe", "grow", "halve", "bisect", "recheck", "confirm", "point"
bool parseStepPhase(const std::string& s, StepPhase* out);

struct StepPlan {
    int index = 0;              // 1-based, in run order (the probe included)
    StepPhase phase = StepPhase::Grow;
    double rate = 0;            // open model: offered requests/s; 0: closed model
    int vus = 0;                // closed model: virtual users; 0: the base configuration's connections
    // Idle before the step, no load: what the step before left queued in
    // the server (a failed step's backlog) drains first, so that this step
    // measures its own rate and not that backlog. Capacity searches only.
    double restSec = 0;
    double warmupSec = 0;       // before the measured part, nothing counted
    double measuredSec = 0;     // the measured part
    bool openModel() const { return rate > 0; }
};

} // namespace bw

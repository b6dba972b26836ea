#pragma once
// A load sweep from first point to curve: SweepPlanner's steps run by a
// StepRunner on StepLoop's thread, each saved in the history as one member
// of a 'sweep' group whose result is rewritten after every step. What the
// CLI and the window's Sweep mode hold.
//
// Threads: as CapacityRunner's (capacity_runner.h).
#include "capacity/step_series_runner.h"
#include "capacity/sweep_planner.h"

#include <memory>
#include <vector>

namespace bw {

class MetricsChannel;

struct SweepJob {
    LoadConfig config;            // URL, request, connections (the open model's), threads, timeouts
    Slo slo;                      // optional: drawn as reference lines
    TargetSpec target;
    SweepModel model = SweepModel::Closed;
    std::vector<double> points;   // ascending VUs (closed) or requests/s (open): parseVuList / parseRateRange
    double stepSec = 5;           // measured length of each point
    double warmupSec = 1;         // before each point
    SessionOptions session;       // as CapacityJob's
    MetricsChannel* metrics = nullptr;   // as CapacityJob's
};

// The loop's status (current: the point under way) and the sweep's count.
struct SweepProgress : StepLoopStatus {
    int pointsDone = 0;
    int pointsPlanned = 0;
    SweepOutcome outcome = SweepOutcome::Running;
};

class SweepRunner : public StepSeriesRunner {
public:
    explicit SweepRunner(SweepJob job);
    // Runs the points through `runner` (a test's fake), saving nothing.
    SweepRunner(SweepModel model, std::vector<double> points, double stepSec, double warmupSec,
                std::unique_ptr<StepRunner> runner);
    ~SweepRunner();

    SweepProgress progress() const;
    std::vector<SweepPoint> pointsFrom(size_t from) const;
    SweepResult result() const;   // the fit is there once finished()

private:
    void wire();

    SweepPlanner planner_;
};

} // namespace bw

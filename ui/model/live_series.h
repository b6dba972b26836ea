#pragma once
// The live charts' figures and time span from a run's per-second statistics
// and its target's samples: one home for a single run (RunController) and
// for the run a suite has under way (SuiteLiveFeed), so both draw the same.
// The chart channels themselves are mapped in model/run_channels.h.
//
// Threads: UI thread only (plain functions over the UI's buffers).
#include "model/run_channels.h"

#include "engine/engine.h"
#include "result/run_result.h"
#include "stats/percentile_spectrum.h"
#include "target/target_snapshot.h"

#include <memory>
#include <optional>
#include <vector>

namespace bwui {

// The target's latest sample as a live figure; nullopt before the first or once it is gone.
std::optional<bw::TargetPoint> targetNow(const bw::TargetSnapshot& snapshot);
// Seconds a chart's time axis should span: the planned length (warmup
// included; without the measured part in count mode), grown in steps of
// 10 s past the data seen so far; at least 5 s.
double chartSpanSec(double plannedSec, double seenSec);

// The percentile spectrum of the measured phase so far, from the engine's
// LatencySnapshot (about once a second). `intended` is filled in the open
// model only (latency from the intended send time: corrected).
struct LiveSpectrum {
    uint64_t version = 0;                      // the snapshot's; 0: none yet
    std::vector<bw::SpectrumPoint> measured;   // from the actual send
    std::vector<bw::SpectrumPoint> intended;
};

// The live charts' buffers for one run and how far each source has been
// read: what RunController and SuiteLiveFeed each pull into, once a tick.
class LiveSeries {
public:
    // A new run: empty buffers, nothing read yet. `warmupSec` is the run's
    // configured warmup, which places its seconds on the time axis (run_channels.h).
    void reset(bool watchingTarget, double warmupSec);
    // The next seconds / target samples, from the positions runNext() and
    // targetNext() say; `now` (when it has a value) becomes targetNow().
    void addSeconds(const std::vector<bw::SecondStats>& seconds);
    void addTargetPoints(const std::vector<bw::TargetPoint>& points, std::optional<bw::TargetPoint> now);
    void setWatching(bool watchingTarget) { watching_ = watchingTarget; }
    // Asks `since(version, LatencySnapshot*)` (RunSession::latencySince or
    // the like) for a newer snapshot and, when there is one, recomputes the
    // spectrum. True when it changed.
    template <typename Since> bool pullLatency(Since&& since)
    {
        if (!since(spectrum_.version, scratch_.get()))
            return false;
        setLatency(*scratch_);
        return true;
    }
    void setLatency(const bw::LatencySnapshot& snapshot);
    const LiveSpectrum& spectrum() const { return spectrum_; }

    size_t runNext() const { return runNext_; }
    size_t targetNext() const { return targetNext_; }
    const SeriesBuffer& run() const { return run_; }
    const SeriesBuffer& target() const { return target_; }
    std::optional<bw::TargetPoint> targetNow() const { return targetNow_; }
    bool watching() const { return watching_; }

private:
    size_t runNext_ = 0;
    size_t targetNext_ = 0;
    bool watching_ = false;
    double warmupSec_ = 0;
    SeriesBuffer run_{RunChannelCount};
    SeriesBuffer target_{TargetChannelCount};
    std::optional<bw::TargetPoint> targetNow_;
    LiveSpectrum spectrum_;
    std::unique_ptr<bw::LatencySnapshot> scratch_ = std::make_unique<bw::LatencySnapshot>();
};

} // namespace bwui

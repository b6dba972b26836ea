#pragma once
// What the window's live view reads, the same for a single run
// (RunController) and for the run a suite has under way (SuiteLiveFeed):
// the engine's latest status and the series, target sample and spectrum
// gathered from it (live_series.h). Both derive from it and fill live_ and
// series_ on their ticks; the views read either one the same way.
//
// Threads: UI thread only.
#include "model/live_series.h"
#include "model/series_buffer.h"

#include "engine/engine.h"

#include <optional>

namespace bwui {

class LiveSource {
public:
    const bw::LiveStatus& live() const { return live_; }
    const SeriesBuffer& runSeries() const { return series_.run(); }
    const SeriesBuffer& targetSeries() const { return series_.target(); }
    // Latest sample of the watched target; nullopt when none is watched.
    std::optional<bw::TargetPoint> targetNow() const { return series_.targetNow(); }
    // The measured phase's percentile spectrum so far (about once a second).
    const LiveSpectrum& spectrum() const { return series_.spectrum(); }
    bool watchingTarget() const { return series_.watching(); }
    // Whether the target's process is watched, and why (target/watch_check.h):
    // check "" while not yet known or when there is no process.
    const bw::WatchNote& watchNote() const { return watch_; }

protected:
    ~LiveSource() = default;   // not deleted through this base

    bw::LiveStatus live_;
    LiveSeries series_;
    bw::WatchNote watch_;
};

} // namespace bwui

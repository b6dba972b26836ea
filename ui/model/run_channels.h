#pragma once
// The one mapping from a run's per-second statistics and its target's
// samples to chart channels. The live controller (RunController), a suite's
// live feed and a stored run (StoredSeries, CompareView) all go through it,
// so a past run is drawn with the same values at the same times as it was
// while it went on.
//
// Threads: any (plain functions; the buffers they fill are the caller's).
#include "model/series_buffer.h"

#include "result/run_result.h"

#include <vector>

namespace bwui {

// Channels of a run's SeriesBuffer.
enum RunChannel {
    ChRps, ChP50Ms, ChP90Ms, ChP99Ms, ChMaxMs, ChTransportErrors, ChStatusErrors, ChClientCpu,
    RunChannelCount
};
// Channels of a target's SeriesBuffer.
// ChThrottledPct: % of the second's CPU-quota periods that ended throttled
// (cgroup targets with a quota; NaN where no quota period ran).
enum TargetChannel { ChRssMiB, ChServerCpu, ChThrottledPct, TargetChannelCount };

// One second's values, RunChannelCount of them (NaN latency when nothing
// completed; error rates per second of the second's span).
std::vector<double> runChannelValues(const bw::SecondStats& s);
// Where a second is plotted: at its end (the last one may be partial).
double plotTime(const bw::SecondStats& s);
// One target sample's values, TargetChannelCount of them.
std::vector<double> targetChannelValues(const bw::TargetPoint& p);

// Appends each second / sample with the values above.
void appendRunSeconds(SeriesBuffer& run, const std::vector<bw::SecondStats>& seconds);
void appendTargetPoints(SeriesBuffer& target, const std::vector<bw::TargetPoint>& points);

} // namespace bwui

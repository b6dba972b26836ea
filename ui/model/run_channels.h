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
    // The intended load of the second: the VUs of a closed-model run (NaN in
    // the open model), the rate of an open-model one (NaN in the closed model).
    ChIntendedVus, ChIntendedRate,
    // A request set's first kEntryLatencyLines entries: each one's p99 of
    // the second (NaN when none of it completed, or the run has no set).
    // Live runs only: a stored run keeps no per-second entry figures.
    ChEntryP99First,
    RunChannelCount = ChEntryP99First + 6
};
constexpr int kEntryLatencyLines = RunChannelCount - ChEntryP99First;
// Channels of a target's SeriesBuffer.
// ChThrottledPct: % of the second's CPU-quota periods that ended throttled
// (cgroup targets with a quota; NaN where no quota period ran).
enum TargetChannel { ChRssMiB, ChServerCpu, ChThrottledPct, TargetChannelCount };

// One second's values, RunChannelCount of them (NaN latency when nothing
// completed; error rates per second of the second's span).
std::vector<double> runChannelValues(const bw::SecondStats& s);
// One target sample's values, TargetChannelCount of them.
std::vector<double> targetChannelValues(const bw::TargetPoint& p);

// The one time axis of every chart: seconds since the run started, the
// origin of the warmup band [0, warmup] and of the target's samples. A value
// that covers a span of time is plotted at the middle of that span, so the
// request and server charts put one second's dip at one x, and a warmup
// second lies inside the shaded band.
//
// The run's seconds count from whole seconds before the measured phase
// (run_plan.h): with a fractional warmup `warmupSec` (the configured one,
// LoadConfig::warmupSec), second k begins ceil(warmup) - warmup before k on
// this axis, and the first one is partial (SecondStats::spanSec) instead.
double plotTime(const bw::SecondStats& s, double warmupSec);
// The warmup that placed a stored run's seconds: the configured one, or the
// one measured where no configuration came with the run (an import).
double seriesWarmupSec(const bw::RunResult& r);
// A target point covers [tSec, tSec + 1) (target_series_builder.h).
double plotTime(const bw::TargetPoint& p);

// Appends each second / sample with the values above, at plotTime().
void appendRunSeconds(SeriesBuffer& run, const std::vector<bw::SecondStats>& seconds, double warmupSec);
void appendTargetPoints(SeriesBuffer& target, const std::vector<bw::TargetPoint>& points);

} // namespace bwui

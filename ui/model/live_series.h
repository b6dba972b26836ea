#pragma once
// The live charts' series and figures from a run's per-second statistics
// and its target's samples: one home for a single run (RunController) and
// for the run a suite has under way (SuiteLiveFeed), so both draw the same.
//
// Threads: UI thread only (plain functions over the UI's buffers).
#include "model/series_buffer.h"

#include "result/run_result.h"
#include "target/target_snapshot.h"

#include <optional>
#include <vector>

namespace bwui {

// Channels of a run's SeriesBuffer.
enum RunChannel {
    ChRps, ChP50Ms, ChP90Ms, ChP99Ms, ChMaxMs, ChTransportErrors, ChStatusErrors, ChClientCpu,
    RunChannelCount
};
// Channels of a target's SeriesBuffer.
enum TargetChannel { ChRssMiB, ChServerCpu, TargetChannelCount };

// Appends each second, plotted at the end of the second it describes.
void appendRunSeconds(SeriesBuffer& run, const std::vector<bw::SecondStats>& seconds);
void appendTargetPoints(SeriesBuffer& target, const std::vector<bw::TargetPoint>& points);
// The target's latest sample as a live figure; nullopt before the first or once it is gone.
std::optional<bw::TargetPoint> targetNow(const bw::TargetSnapshot& snapshot);
// Seconds a chart's time axis should span: the planned length (warmup
// included; without the measured part in count mode), grown in steps of
// 10 s past the data seen so far; at least 5 s.
double chartSpanSec(double plannedSec, double seenSec);

} // namespace bwui

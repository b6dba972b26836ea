#pragma once
// The live charts' figures and time span from a run's per-second statistics
// and its target's samples: one home for a single run (RunController) and
// for the run a suite has under way (SuiteLiveFeed), so both draw the same.
// The chart channels themselves are mapped in model/run_channels.h.
//
// Threads: UI thread only (plain functions over the UI's buffers).
#include "model/run_channels.h"

#include "result/run_result.h"
#include "target/target_snapshot.h"

#include <optional>
#include <vector>

namespace bwui {

// The target's latest sample as a live figure; nullopt before the first or once it is gone.
std::optional<bw::TargetPoint> targetNow(const bw::TargetSnapshot& snapshot);
// Seconds a chart's time axis should span: the planned length (warmup
// included; without the measured part in count mode), grown in steps of
// 10 s past the data seen so far; at least 5 s.
double chartSpanSec(double plannedSec, double seenSec);

} // namespace bwui

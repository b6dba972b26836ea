#pragma once
// A saved run's per-second series in the shape the live charts draw: the
// channels come from model/run_channels.h, the one mapping RunController
// uses too, so a past run looks as it did while it went on.
//
// Threads: any (plain data).
#include "model/run_channels.h"
#include "result/run_result.h"

namespace bwui::StoredSeries {

// Fills `run` (RunChannelCount channels) from r.series and `target`
// (TargetChannelCount channels) from r.target.series; both cleared first.
void fill(const bw::RunResult& r, SeriesBuffer* run, SeriesBuffer* target);

// The span the live chart's time axis has once the run finished: what the
// run measured (warmup included), at least 5 s.
double plannedSeconds(const bw::RunResult& r);

} // namespace bwui::StoredSeries

#pragma once
// A saved run's per-second series in the shape the live charts draw
// (RunController's channels): the same values at the same times as they
// were plotted while the run went on, so a past run looks as it did.
//
// Threads: any (plain data).
#include "controller/run_controller.h"
#include "model/series_buffer.h"
#include "result/run_result.h"

namespace bwui::StoredSeries {

// Fills `run` (RunChannelCount channels) from r.series and `target`
// (TargetChannelCount channels) from r.target.series; both cleared first.
void fill(const bw::RunResult& r, SeriesBuffer* run, SeriesBuffer* target);

// The span the live chart's time axis has once the run finished: what the
// run measured (warmup included), at least 5 s.
double plannedSeconds(const bw::RunResult& r);

// One second's point for the run channels (NaN latency when nothing completed).
std::vector<double> runValues(const bw::SecondStats& s);
// Where a second is plotted: at its end (the last one may be partial).
double plotTime(const bw::SecondStats& s);

} // namespace bwui::StoredSeries

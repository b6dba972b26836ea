#pragma once
// JSON exports: one run as the "benchwork.run/1" object (secrets redacted;
// a run from the history adds "history": {id, tags, overlappingRuns}), or a
// comparison "benchwork.comparison/1": {schema, baseline (index into runs),
// baselineId (history id or null), runs: [run objects], ratios: [{id, rps,
// p50, p99, max, errorRateDelta} per run against the baseline]}. Any thread.
#include "result/run_result.h"

#include <QJsonObject>

#include <vector>

namespace bw {

inline constexpr char kComparisonSchema[] = "benchwork.comparison/1";

QJsonObject runExportJson(const RunResult& r, bool includeHistograms = true);
QJsonObject comparisonExportJson(const std::vector<RunResult>& runs, int baselineIndex, bool includeHistograms = false);

} // namespace bw

#pragma once
// A run's per-second series as CSV: a header row, then one row per second
// (warmup included, marked), with the target process's sample for that
// second when there was one. Units in the column names. Any thread.
#include "result/run_result.h"

#include <QString>

namespace bw {

QString seriesToCsv(const RunResult& r);

// The column names, in order (for tests and documentation).
QStringList seriesCsvColumns();

} // namespace bw

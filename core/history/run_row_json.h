#pragma once
// A history listing row as JSON: the one shape of `history list --json`,
// `history show --json` (its "history" member) and `history compare --json`
// (before the ratios). Any thread.
#include "history/run_record.h"

#include <QJsonObject>

namespace bw {

// Every RunRow field under its C++ name; suiteRunId is null outside a suite
// run; times in ms since the epoch, latencies in us, errorRate a fraction.
QJsonObject runRowToJson(const RunRow& row);

} // namespace bw

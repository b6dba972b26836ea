#pragma once
// Reads k6's end-of-test summary as JSON: the file written by
// `k6 run --summary-export FILE` (metrics.<name>.{count, rate, avg, ...}),
// or the data handleSummary() receives (metrics.<name>.values.{...}).
#include "import/imported_run.h"

#include <string>

namespace bw {

// Needs metrics.http_reqs (count, rate) and metrics.http_req_duration
// (avg, min, med, max, p(90), p(95); p(99) when k6 was asked for it);
// reads http_req_failed, data_received/data_sent, vus_max and
// state.testRunDurationMs when present. Durations are milliseconds unless
// options.summaryTimeUnit says otherwise. Refuses with the JSON path of the
// first missing or mistyped field. startedAtMs is left 0. Any thread.
bool importK6SummaryJson(const std::string& text, ImportedRun* out, Error* error);

} // namespace bw

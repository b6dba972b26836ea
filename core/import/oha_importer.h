#pragma once
// Reads oha's JSON output (`oha -j`, described by schema.json in oha's
// repository) into an ImportedRun.
#include "import/imported_run.h"

#include <string>

namespace bw {

// Needs summary (requestsPerSec, total, average, fastest, slowest,
// totalData), latencyPercentiles and statusCodeDistribution; reads
// errorDistribution and responseTimeHistogram. The latency histogram is
// approximated from responseTimeHistogram (each bucket's count recorded at
// its key); the percentiles are oha's own. Durations in oha's JSON are
// seconds. Refuses with the JSON path of the first missing or mistyped
// field. startedAtMs is left 0. Any thread.
bool importOhaJson(const std::string& text, ImportedRun* out, Error* error);

} // namespace bw

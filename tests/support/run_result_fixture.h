#pragma once
// Synthetic, fully populated RunResults for serialisation and storage tests,
// and a field-by-field comparison that names the first difference.
#include "result/run_result.h"

#include <QString>

namespace bwtest {

// Every field set to a distinct non-default value; `seed` varies them so two
// fixtures differ. `seconds` per-second rows, histograms with real samples.
bw::RunResult makeFullRunResult(int seed = 1, int seconds = 30);

// A finished run of the scenario "api" (GET http://127.0.0.1:9/json, 10 VUs,
// 10 s measured) at `rps`, with these percentiles (us), started at
// startedAtMs (ms since the epoch); the other fields at their defaults. For
// the history, round and trend tests.
bw::RunResult apiScenarioRun(double rps, double p50Us, double p99Us, int64_t startedAtMs);

// A long-tailed latency sample: n values, log-normal (sigma 0.9) around
// medianNs, capped at 5 s; the same seed gives the same histogram.
bw::LatencyHistogram longTailHistogram(uint64_t seed, double medianNs, int n = 50000);

// Empty string when equal, else "field: a != b" for the first difference.
QString diffRunResults(const bw::RunResult& a, const bw::RunResult& b);

} // namespace bwtest

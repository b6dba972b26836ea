#pragma once
// The client-health verdict: every way the load generator itself can spoil
// a measurement, each a named warning. The engine's collector calls
// assessClientHealth() once at the end of a run; the summary, the JSON, the
// window and the history show RunResult::clientWarnings. Qt-free.
//
// Threads: any (pure functions on the values given).
#include "result/run_result.h"

#include <string>
#include <vector>

namespace bw::client_health {

// The warnings' names, as stored in the JSON and the history.
inline constexpr const char* kCpuBusy = "cpu-busy";          // engine threads busy > 90 % of the time
inline constexpr const char* kCpuStarved = "cpu-starved";    // an engine thread waited for a CPU > 10 % of the time
inline constexpr const char* kPacerBehind = "pacer-behind";  // open model: > 1 % of due sends late or never sent
inline constexpr const char* kStalled = "stalled";           // closed model: completions stopped, requests in flight

constexpr double kBusyFraction = 0.9;
constexpr double kRunQueueWaitFraction = 0.10;
constexpr double kBehindFraction = 0.01;
constexpr double kStallMinSec = 1.0;        // a stall shorter than this is not named
constexpr double kStallRunFraction = 0.2;   // nor one shorter than this share of the measured phase

// All names, in the order they are shown.
const std::vector<std::string>& allWarnings();
bool isWarning(const std::string& name);

// Fills r->clientWarnings (and r->clientBound) from the run's figures:
// busy fraction, clientRunQueueWaitFraction, late and unsent sends, the
// series and the requests in flight at the end.
void assess(RunResult* r);

// How much of the corrected (intended-send) latency is the client's own
// lateness: mean send lateness / mean corrected latency, 0..1 (-1 when the
// run has no open-model figures). Exact for the means, since each request's
// corrected latency is its raw latency plus its lateness.
double latenessShareOfCorrected(const RunResult& r);

// Seconds at the end of the measured phase in which nothing completed (no
// response, no transport error), from the series.
double trailingSilentSec(const RunResult& r);

} // namespace bw::client_health

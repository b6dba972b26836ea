#pragma once
// What one step of a search or a sweep measured, as its result keeps it:
// the figures a step is judged and drawn on, without the run's series and
// histograms (those stay in the history, under runId). Plain data, Qt-free,
// any thread.
#include "result/run_result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

struct StepFigures {
    double achievedRps = 0;         // completed requests (any status) / measured seconds
    double p50Us = 0;               // judged latency: from the intended send in the open model
    double p99Us = 0;               //   (coordinated-omission corrected), from the send otherwise
    double errorRate = 0;           // fraction 0..1 (RunResult::errorRate)
    double behindFraction = 0;      // open model: sends held back by busy connections (late or unsent) / due sends, 0..1
    uint64_t requests = 0;          // completed in the measured part
    uint64_t inFlightAtEnd = 0;     // sent in it, unanswered when it ended
    double measuredSec = 0;
    std::vector<std::string> clientWarnings;   // client_health names
    std::string status = "complete";           // runStatusName()
    std::string statusMessage;
    int64_t runId = 0;              // the step's run in the history; 0: not saved
    int64_t startedAtMs = 0;        // wall clock
};

// What the target delivered: completed plus in flight at the end, per
// measured second. A saturated target's answers lag its sends by the
// latency; the achieved rate misses the requests of the last latency's
// worth of time (64 connections at 64 ms: 1.3 % of a 5 s step), this does
// not. Requests/s; 0 without a measured part.
double deliveredRps(const StepFigures& f);

// Why a step completed no request, from its run's message: the run's
// first error ("Connection refused (127.0.0.1:8080)", "no response arrived
// before the run ended (4 in flight)"), or "no request completed".
std::string noRequestReason(const StepFigures& f);

// The figures of a finished run (historyId as runId).
StepFigures stepFigures(const RunResult& r);

// "cpu-busy" or "cpu-starved" when the client itself limited the run
// (client_health.h), else "". The first in client_health's order.
std::string clientLimitOf(const std::vector<std::string>& clientWarnings);

} // namespace bw

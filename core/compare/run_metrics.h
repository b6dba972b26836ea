#pragma once
// The figures of a run that comparisons set side by side, one home for how
// each is taken from a RunResult and which direction is better. Qt-free,
// pure; any thread.
#include "history/run_record.h"
#include "result/run_result.h"

#include <array>
#include <optional>

namespace bw {

enum class Metric {
    Rps,                  // requests/s of the measured phase
    P50, P99, P999,       // latency, µs (the corrected one in the open model, as the SLO judges)
    ErrorRate,            // fraction of requests that failed
    PeakRss,              // the target's peak RSS, bytes
    ServerCpuPerRequest,  // the target's CPU time per request, µs
    ClientCpuPerRequest,  // the engine threads' CPU time per request, µs
};

inline constexpr std::array<Metric, 8> kComparedMetrics = {
    Metric::Rps, Metric::P50, Metric::P99, Metric::P999, Metric::ErrorRate,
    Metric::PeakRss, Metric::ServerCpuPerRequest, Metric::ClientCpuPerRequest};

// "rps", "p50", "p99", "p99.9", "errorRate", "peakRss", "serverCpuPerRequest",
// "clientCpuPerRequest": the JSON keys and the CLI's --metric names.
const char* metricKey(Metric m);
std::optional<Metric> parseMetric(const std::string& key);
// Larger is better only for requests/s.
bool higherIsBetter(Metric m);

// The metric of one run, nullopt where the run cannot tell it (no target
// process for RSS and server CPU, no completed request for the rest).
std::optional<double> metricValue(const RunResult& r, Metric m);
// The same from a history listing's row, which holds requests/s, p50, p99,
// the error rate and the peak RSS (the same figures: open-model runs list
// their corrected latency); nullopt for the other metrics.
std::optional<double> metricValue(const RunRow& r, Metric m);

// The metrics a request set's entries are compared by.
inline constexpr std::array<Metric, 4> kRequestMetrics = {Metric::Rps, Metric::P50, Metric::P99, Metric::ErrorRate};
// One entry's metric within its run (the corrected latency in the open
// model); nullopt for the metrics an entry has not (RSS, CPU) or without a
// completed request.
std::optional<double> requestMetricValue(const RunResult& run, const RequestStats& e, Metric m);

} // namespace bw

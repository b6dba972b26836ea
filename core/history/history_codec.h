#pragma once
// How the history store packs a run's parts into columns and blobs:
// JSON text for config/environment/summary (readable with the sqlite3 shell),
// zlib-compressed compact JSON for the per-second and target series, and
// LatencyHistogram::encode() for histograms (exact, mergeable). Any thread.
#include "result/run_result.h"
#include "util/error.h"

#include <optional>
#include <string>

namespace bw {

// The decoders give an empty value for an empty blob, else the value or a
// Plain error without a field ("stored series blob is corrupt ...").
std::string encodeSeriesBlob(const std::vector<SecondStats>& series);
Result<std::vector<SecondStats>> decodeSeriesBlob(const std::string& blob);
std::string encodeTargetBlob(const TargetInfo& target);
Result<TargetInfo> decodeTargetBlob(const std::string& blob);

// A request set's per-entry histograms (raw and corrected), in the entries'
// order; empty for a run without a set. The decoder fills the histograms of
// `entries` (from the summary's byRequest) and fails when the counts differ.
std::string encodeRequestHistogramsBlob(const std::vector<RequestStats>& entries);
std::optional<Error> decodeRequestHistogramsBlob(const std::string& blob, std::vector<RequestStats>* entries);

// A run's flows: the steps' histograms (as the entries') and the flows'
// iteration durations, as {"byStep": [...], "byFlow": [...]}; empty without
// flows. The decoder fills `steps` and `flows` (from the summary's byStep
// and byFlow) and fails when the counts differ.
std::string encodeFlowHistogramsBlob(const std::vector<RequestStats>& steps, const std::vector<FlowStats>& flows);
std::optional<Error> decodeFlowHistogramsBlob(const std::string& blob, std::vector<RequestStats>* steps, std::vector<FlowStats>* flows);

std::string configJson(const LoadConfig& c);          // unredacted: the database is the user's own
std::string environmentJson(const Environment& e);
// Engine, summary, SLO and verdict: the schema object without config,
// environment, series, target and histograms.
std::string summaryJson(const RunResult& r);

// Summary columns of a run in progress, derived from its series so far:
// measured seconds, requests, rps, request-weighted p50/p90, the largest
// per-second p99 and max, errors.
struct ProgressSummary {
    double measuredSec = 0;
    uint64_t requests = 0;
    double rps = 0;
    double p50Us = 0, p90Us = 0, p99Us = 0, maxUs = 0;
    uint64_t errors = 0;
    double errorRate = 0;
    double clientCpuPct = 0;
};
ProgressSummary summariseProgress(const std::vector<SecondStats>& series);

// The running sums behind a ProgressSummary, a second at a time. A value:
// copy it to try a second that may not be kept.
class ProgressAccumulator {
public:
    void add(const SecondStats& s);
    void add(const std::vector<SecondStats>& seconds);
    ProgressSummary summary() const;

private:
    ProgressSummary sums_;
    double w50_ = 0, w90_ = 0, cpu_ = 0;
    uint64_t transport_ = 0;
};

} // namespace bw

#pragma once
// How the history store packs a run's parts into columns and blobs:
// JSON text for config/environment/summary (readable with the sqlite3 shell),
// zlib-compressed compact JSON for the per-second and target series, and
// LatencyHistogram::encode() for histograms (exact, mergeable). Any thread.
#include "result/run_result.h"

#include <memory>
#include <string>

namespace bw {

std::string encodeSeriesBlob(const std::vector<SecondStats>& series);
bool decodeSeriesBlob(const std::string& blob, std::vector<SecondStats>* out, std::string* error);
std::string encodeTargetBlob(const TargetInfo& target);
bool decodeTargetBlob(const std::string& blob, TargetInfo* out, std::string* error);

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

// The running sums behind a ProgressSummary, a second at a time.
class ProgressAccumulator {
public:
    void add(const SecondStats& s);
    ProgressSummary summary() const;

private:
    ProgressSummary sums_;
    double w50_ = 0, w90_ = 0, cpu_ = 0;
    uint64_t transport_ = 0;
};

// A run's progress saves, a few seconds at a time: the summary and the JSON
// text of the seconds so far are kept, so each save encodes only its new
// seconds and compresses once (blob() is what encodeSeriesBlob() gives for
// every second added). Re-encoding the whole series every 5 s made buffers
// that grew with the run, and the heap holes they left grew RSS by MBs an
// hour (bench/memory-soak.sh). One thread at a time.
class ProgressEncoder {
public:
    ProgressEncoder();
    ~ProgressEncoder();
    ProgressEncoder(const ProgressEncoder&) = delete;
    ProgressEncoder& operator=(const ProgressEncoder&) = delete;

    void append(const std::vector<SecondStats>& seconds);
    size_t seconds() const { return count_; }
    ProgressSummary summary() const { return sums_.summary(); }
    std::string blob() const;

private:
    struct Text;
    std::unique_ptr<Text> text_;    // "[{...},{...}" so far
    size_t count_ = 0;
    ProgressAccumulator sums_;
};

} // namespace bw

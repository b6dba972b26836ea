#pragma once
// The baselines a suite compares its scenarios with, made concrete: figures
// given in the file, or the latest finished history run with a given name or
// tag (for instance a wrk, k6 or oha result imported into the history).
// Call from the thread that owns `store`.
#include "suite/suite.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

class HistoryStore;

struct ResolvedBaseline {
    SuiteBaseline spec;
    bool available = false;       // figures known
    double rps = 0;
    double p99Us = 0;             // 0: not known
    uint64_t peakRssBytes = 0;    // 0: not known
    int64_t historyRunId = 0;     // the run used, when from the history
    std::string source;           // "suite file", or the run's source: "benchwork", "wrk", "k6", "oha"
    std::string problem;          // why not available ("no finished history run tagged \"elysia\"")
};

// One entry per suite baseline, in file order. `store` may be null (no
// history): baselines from the history are then unavailable, saying so.
std::vector<ResolvedBaseline> resolveBaselines(const Suite& suite, HistoryStore* store);

} // namespace bw

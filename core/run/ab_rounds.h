#pragma once
// A/B rounds: two targets under the same load, alternated A B A B ... for N
// rounds a side (interleaving cancels slow drift: thermal throttling, a
// neighbour on a shared host), each run saved in the history as one side of
// one A/B group ("ab", sides "a" and "b"), the two sets of runs compared
// with core/compare. One implementation for `benchwork-cli ab` and a suite's
// A/B scenario (docs/comparisons.md, docs/suite.md). Any thread.
#include "compare/run_comparison.h"
#include "run/run_session.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

struct AbStep {
    int round = 1;      // 1-based, per side
    bool b = false;     // false: side A
    const char* side() const { return b ? "b" : "a"; }   // SessionOptions::roundSide
};

// The order the runs go in: A1 B1 A2 B2 ... An Bn (rounds >= 1).
std::vector<AbStep> abSchedule(int rounds);

// A new A/B group of `rounds` rounds a side in the history at `historyPath`.
// 0 (and *error) when the history cannot be opened or written.
int64_t createAbGroup(const std::string& historyPath, const std::string& name, int64_t startedAtMs, int rounds,
                      std::string* error);

// `base` for one step of group `groupId` (0: not grouped): its round and side.
SessionOptions abStepOptions(SessionOptions base, int64_t groupId, const AbStep& step);

// The finished runs of each side, in round order, and their comparison.
struct AbSides {
    std::vector<RunResult> a, b;
    std::vector<int64_t> idsA, idsB;    // history ids; 0: not saved
    void add(const AbStep& step, RunResult result, int64_t historyId);
    RunComparison compare(const ComparisonSettings& settings = {}) const;
};

} // namespace bw

#pragma once
// A round group as a listing shows it: one side for the rounds of one
// configuration (`run --rounds`), two for an A/B group (`ab`, a suite's A/B
// scenario), each with its own target and the medians of its own runs. Never
// a median across the sides of an A/B group: A and B measure different
// targets, and a median of both is a number no one measured. One home for
// `history list` and the window's runs table and details pane.
// Qt-free, pure; any thread.
#include "history/run_record.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

struct RoundGroupSide {
    std::string side;                 // "" (one configuration), "a" or "b"
    std::vector<int64_t> runIds;      // its runs among those given, ascending
    std::string targetUrl;            // of its first run (a side loads one target)
    std::string method;
    // Medians of its runs (one run is one sample).
    double rps = 0;
    double p50Us = 0, p99Us = 0;      // 0: no run of the side measured it
    double errorRate = 0;             // fraction
    double clientCpuPct = 0;
    uint64_t errors = 0;              // the sum over its runs
    uint64_t peakRssBytes = 0;        // the largest of its runs; 0: no target process watched
    // "not-judged" when a run of the side was stopped or interrupted, else
    // "fail" when one failed its SLO, else "pass" when one passed, else
    // "none"; `failedRuns` counts the failing ones.
    std::string verdict = "none";
    int failedRuns = 0;
    // Runs that did not end "complete" (stopped, target exited, ...).
    int unfinishedRuns = 0;
};

// The sides of round group `groupId` among `rows` (rows of other groups and
// single runs are ignored): A before B, or the one side of a rounds group.
// Empty when no row belongs to the group.
std::vector<RoundGroupSide> roundGroupSides(const std::vector<RunRow>& rows, int64_t groupId);

// "a" -> "A", "b" -> "B", "" -> "": how a side is named to the user.
std::string sideName(const std::string& side);

} // namespace bw

#pragma once
// Merges the results of the agents of one many-agent run (benchwork-cli run
// --agents N --agent-index I) into one run, exactly:
//  - counts, bytes, errors and status codes are summed;
//  - latency histograms are added and every merged percentile is read from
//    the merged histogram (percentiles are never averaged: the p99 of a union
//    is not any mean of the parts' p99s);
//  - per-second series are aligned by wall-clock second (merged second m
//    holds each agent's second whose middle falls in [T0 + m, T0 + m + 1),
//    T0 the earliest start); seconds that not every agent covered in full
//    are marked partial; with every agent's per-second histogram the merged
//    second's percentiles are exact, otherwise they are the highest of the
//    agents' (an upper bound);
//  - requests/s is the sum of the agents' requests/s, client CPU the sum of
//    their CPU, the busy fraction the highest of theirs, and the run is
//    client-bound if any agent was; `agents` lists each agent's figures.
// Refused (coded bw::Error naming the inputs by label): fewer than two
// inputs, an input that is not an agent result or has no histogram, agents
// of different runs (count, URL, load shape), the same index twice, starts
// further apart than the tolerance. Missing agents are allowed: the merged
// configuration is then the sum of the shares present, and the status
// message names the missing indices. Pure function, any thread.
#include "result/run_result.h"
#include "util/error.h"

#include <string>
#include <vector>

namespace bw {

struct MergeInput {
    std::string label;                // how refusals name it (the file name)
    RunResult run;
};

struct MergeOptions {
    double startToleranceSec = 1.0;   // largest allowed difference between agents' start times
    std::string name;                 // the merged run's name; "" = derived from the first input
};

Result<RunResult> mergeRuns(const std::vector<MergeInput>& inputs, const MergeOptions& options = {});

// The series part of the merge (see above); `offsetsMs[i]` is input i's start
// minus the earliest start, in ms. Exposed for tests.
std::vector<SecondStats> mergeSeries(const std::vector<const std::vector<SecondStats>*>& series,
                                     const std::vector<int64_t>& offsetsMs);

} // namespace bw

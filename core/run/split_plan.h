#pragma once
// Planning --split: which CPUs a launched target gets and which the engine's
// threads get, disjoint, so neither takes the other's (docs/cores.md).
// Qt-free, pure; any thread.
#include "result/core_split.h"
#include "util/error.h"

#include <string>
#include <vector>

namespace bw {

struct SplitRequest {
    enum class Mode { Auto, Fixed, Off };
    Mode mode = Mode::Auto;
    int serverCpus = 0;   // Fixed: S of S:C
    int clientCpus = 0;   // Fixed: C of S:C
};

// "auto", "off", "S:C" (1 to 1024 each) -> the request, or ErrorCode::SplitInvalid (no field).
Result<SplitRequest> parseSplit(const std::string& text);
std::string formatSplit(const SplitRequest& s);   // "auto", "off", "2:2"

// What the planner knows of the run.
struct SplitContext {
    std::vector<int> available;     // CPUs this process may use (availableCpus())
    bool affinity = true;           // cpuAffinitySupported()
    enum class Target { Url, Ours, Attached };
    Target target = Target::Url;    // Ours: launched or the demo target, started by this run
    std::vector<int> targetCpus;    // the user's own pinning of the target (--cpus); empty: none
    int threads = 0;                // engine threads asked for; 0: automatic
};

// Auto splits from this many CPUs on.
constexpr int kAutoSplitMinCpus = 4;

// The split to run with:
//  - Off, or a machine that cannot pin (macOS): nothing pinned, the reason said.
//  - Auto: only for a target this run starts, on kAutoSplitMinCpus or more;
//    the target's --cpus, when given, are its side and the client gets the
//    rest; else the client gets as many CPUs as its threads (at most half,
//    at least one) and the server the others. The server gets the lowest CPUs.
//  - Fixed S:C: S + C must fit the available CPUs (SplitTooLarge) and a
//    target with --cpus cannot take it too (SplitWithCpus); a target that
//    is not ours (a URL, an attached process) stays where it is, the client
//    is pinned to its C CPUs, and the reason says so.
// Errors carry no field (the caller names --split or the suite's key).
Result<CoreSplit> planSplit(const SplitRequest& request, const SplitContext& context);

} // namespace bw

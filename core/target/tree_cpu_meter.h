#pragma once
// Turns successive samples of a process tree into the CPU time the tree used
// between them, fair to processes that come and go:
// - seen in both samples (same pid and start time): the difference counts;
// - new, and started after the previous sample (a fresh fork or spawn): all
//   its CPU time counts, since all of it was spent within the interval;
// - new but started before the previous sample (reparented into the tree,
//   or a pid reused): only its baseline is taken;
// - gone: its last slice (at most one interval) is lost, because an exited
//   process can no longer be read.
// Qt-free; one instance belongs to one thread.
#include "platform/process_table.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace bw {

class TreeCpuMeter {
public:
    struct Delta {
        bool valid = false;                 // false on the first sample (baseline only)
        uint64_t totalNs = 0;               // CPU time of the whole tree in the interval
        std::vector<uint64_t> perProcessNs; // same order as the sample's processes
    };

    // `clockNs` is the sample's ProcessTreeSample::clockNs.
    Delta update(const std::vector<ProcessInfo>& processes, uint64_t clockNs);
    void reset();

private:
    struct Seen {
        uint64_t startTimeNs = 0;
        uint64_t cpuTimeNs = 0;
    };
    // Start times come in clock ticks (10 ms on Linux), so "started after the
    // previous sample" allows this much slack.
    static constexpr uint64_t kStartSlackNs = 20'000'000;

    bool havePrevious_ = false;
    uint64_t previousClockNs_ = 0;
    std::unordered_map<int64_t, Seen> previous_;
};

} // namespace bw

#pragma once
// What the process monitor knows about a target right now: plain values,
// copied out to any thread by ProcessMonitor::latest().
#include "platform/process_table.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

// One process of the target's tree in the latest sample: what the process
// table read, and its CPU over the last sample interval.
struct ProcessUsage : ProcessInfo {
    double cpuPct = 0;          // over the last sample interval, % of one core
};

struct TargetSnapshot {
    int64_t rootPid = 0;
    bool targetGone = false;        // root pid no longer exists (or is a zombie)
    double tSec = 0;                // time of the latest sample since the owner's start time
    uint64_t samples = 0;           // samples taken so far
    uint64_t rssBytes = 0;          // summed over the tree
    uint64_t peakRssBytes = 0;      // highest rssBytes of any sample so far
    double cpuPct = 0;              // user+sys over the last interval (~250 ms), % of one core
    double cpuPctLastSecond = 0;    // the same over the last ~1 s: steadier for live display
    double peakCpuPct = 0;          // highest per-second value so far
    int threads = 0;                // summed over the tree
    int processes = 0;
    // Through the target's cgroup (cgroupVersion > 0), else 0.
    int cgroupVersion = 0;
    uint64_t memoryBytes = 0;       // cgroup memory usage: anon + page cache + kernel
    uint64_t memoryPeakBytes = 0;   // the kernel's peak of it since the cgroup began
    bool memoryPeakFromKernel = false;   // false: no memory.peak (v2 before 5.19): the highest sample
    uint64_t anonBytes = 0;
    uint64_t fileBytes = 0;         // page cache
    double throttledPct = 0;        // % of the quota periods of the last interval that ended throttled
    uint64_t oomKills = 0;          // since monitoring began
    std::vector<ProcessUsage> tree; // root first, then descendants; empty once gone
};

} // namespace bw

#pragma once
// Folds the monitor's ~250 ms samples into one TargetPoint per second of the
// run. Point k covers [k, k+1) s after the start time and has tSec = k, like
// SecondStats::second. A sample interval that crosses a second boundary is
// split between the two seconds in proportion to the overlap. Samples taken
// before the start time (negative seconds) are left out.
// Qt-free; one instance belongs to one thread (the monitor guards it).
#include "result/run_result.h"

#include <cstdint>
#include <vector>

namespace bw {

// What one sample interval saw through the target's cgroup.
struct CgroupTick {
    bool valid = false;             // false: no cgroup, or the first sample
    uint64_t memoryBytes = 0, anonBytes = 0, fileBytes = 0;     // at the sample
    uint64_t quotaPeriods = 0, throttledPeriods = 0;            // over the interval
    uint64_t throttledNs = 0;                                   // over the interval
};

class TargetSeriesBuilder {
public:
    // One sample taken at `tEndSec` whose CPU figure covers [tStartSec, tEndSec].
    // `cpuValid` is false for the first sample (no interval yet). The cgroup's
    // period counts are split between seconds like the CPU time.
    void add(double tStartSec, double tEndSec, bool cpuValid, uint64_t cpuNs,
             uint64_t rssBytes, int threads, int processes, const CgroupTick& cgroup = {});
    // Closes the second in progress (call when the target is gone or the
    // monitor stops); later add() calls start a new second.
    void flush();
    void clear();

    const std::vector<TargetPoint>& points() const { return points_; }
    double peakCpuPct() const { return peakCpuPct_; }

private:
    struct Open {
        long second = -1;       // -1: none open
        double cpuNs = 0;       // CPU time attributed to this second
        double cpuWallSec = 0;  // wall time those CPU figures cover
        uint64_t rssBytes = 0;  // highest sample taken in this second
        bool hasSample = false;
        int threads = 0, processes = 0;
        double periods = 0, throttled = 0, throttledNs = 0;     // cgroup, shares of intervals
        uint64_t memoryBytes = 0, anonBytes = 0, fileBytes = 0; // cgroup, the highest sample
    };
    void close();
    Open& openFor(long second);

    Open open_;
    uint64_t lastRss_ = 0;
    uint64_t lastMemory_ = 0, lastAnon_ = 0, lastFile_ = 0;
    int lastThreads_ = 0, lastProcesses_ = 0;
    double peakCpuPct_ = 0;
    std::vector<TargetPoint> points_;
};

} // namespace bw

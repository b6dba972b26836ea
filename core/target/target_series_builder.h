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

class TargetSeriesBuilder {
public:
    // One sample taken at `tEndSec` whose CPU figure covers [tStartSec, tEndSec].
    // `cpuValid` is false for the first sample (no interval yet).
    void add(double tStartSec, double tEndSec, bool cpuValid, uint64_t cpuNs,
             uint64_t rssBytes, int threads, int processes);
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
    };
    void close();
    Open& openFor(long second);

    Open open_;
    uint64_t lastRss_ = 0;
    int lastThreads_ = 0, lastProcesses_ = 0;
    double peakCpuPct_ = 0;
    std::vector<TargetPoint> points_;
};

} // namespace bw

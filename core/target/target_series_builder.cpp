#include "target/target_series_builder.h"

#include <algorithm>
#include <cmath>

namespace bw {

TargetSeriesBuilder::Open& TargetSeriesBuilder::openFor(long second)
{
    if (open_.second != second) {
        close();
        open_ = Open{};
        open_.second = second;
    }
    return open_;
}

void TargetSeriesBuilder::add(double tStartSec, double tEndSec, bool cpuValid, uint64_t cpuNs,
                              uint64_t rssBytes, int threads, int processes, const CgroupTick& cgroup)
{
    if (cpuValid && tEndSec > tStartSec) {
        const double span = tEndSec - tStartSec;
        double a = std::max(tStartSec, 0.0);
        while (a < tEndSec) {
            const long second = long(std::floor(a));
            const double b = std::min(tEndSec, double(second + 1));
            Open& o = openFor(second);
            const double share = (b - a) / span;
            o.cpuNs += double(cpuNs) * share;
            o.cpuWallSec += b - a;
            if (cgroup.valid) {
                o.periods += double(cgroup.quotaPeriods) * share;
                o.throttled += double(cgroup.throttledPeriods) * share;
                o.throttledNs += double(cgroup.throttledNs) * share;
            }
            a = b;
        }
    }
    lastRss_ = rssBytes;
    lastThreads_ = threads;
    lastProcesses_ = processes;
    if (tEndSec < 0)
        return;
    Open& o = openFor(long(std::floor(tEndSec)));
    o.rssBytes = o.hasSample ? std::max(o.rssBytes, rssBytes) : rssBytes;
    o.hasSample = true;
    o.threads = threads;
    o.processes = processes;
    if (cgroup.valid && cgroup.memoryBytes >= o.memoryBytes) {
        o.memoryBytes = cgroup.memoryBytes;
        o.anonBytes = cgroup.anonBytes;
        o.fileBytes = cgroup.fileBytes;
    }
    if (cgroup.valid) {
        lastMemory_ = cgroup.memoryBytes;
        lastAnon_ = cgroup.anonBytes;
        lastFile_ = cgroup.fileBytes;
    }
}

void TargetSeriesBuilder::close()
{
    if (open_.second < 0)
        return;
    TargetPoint p;
    p.tSec = double(open_.second);
    // A second that got only a slice of a long interval has no own sample:
    // it shows the latest values known.
    p.rssBytes = open_.hasSample ? open_.rssBytes : lastRss_;
    p.threads = open_.hasSample ? open_.threads : lastThreads_;
    p.processes = open_.hasSample ? open_.processes : lastProcesses_;
    p.cpuPct = open_.cpuWallSec > 0 ? open_.cpuNs / (open_.cpuWallSec * 1e9) * 100.0 : 0.0;
    p.memoryBytes = open_.hasSample ? open_.memoryBytes : lastMemory_;
    p.anonBytes = open_.hasSample ? open_.anonBytes : lastAnon_;
    p.fileBytes = open_.hasSample ? open_.fileBytes : lastFile_;
    p.quotaPeriods = uint64_t(std::llround(open_.periods));
    p.throttledPeriods = std::min(p.quotaPeriods, uint64_t(std::llround(open_.throttled)));
    p.throttledSec = open_.throttledNs / 1e9;
    peakCpuPct_ = std::max(peakCpuPct_, p.cpuPct);
    points_.push_back(p);
    open_ = Open{};
}

void TargetSeriesBuilder::flush() { close(); }

void TargetSeriesBuilder::clear()
{
    open_ = Open{};
    lastRss_ = 0;
    lastThreads_ = lastProcesses_ = 0;
    lastMemory_ = lastAnon_ = lastFile_ = 0;
    peakCpuPct_ = 0;
    points_.clear();
}

} // namespace bw

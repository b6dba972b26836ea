#include "target/target_info_fill.h"

#include "target/process_monitor.h"
#include "target/target_launcher.h"

#include <algorithm>
#include <cmath>

namespace bw {

void fillTargetInfo(const ProcessMonitor& monitor, TargetInfo* info)
{
    const TargetSnapshot snap = monitor.latest();
    info->present = true;
    info->pid = snap.rootPid;
    info->peakRssBytes = snap.peakRssBytes;
    info->peakCpuPct = monitor.peakCpuPct();
    info->series = monitor.series();
    if (snap.cgroupVersion > 0) {
        info->cgroup.version = snap.cgroupVersion;
        info->cgroup.peakMemoryBytes = snap.memoryPeakBytes;
        info->cgroup.peakMemorySource = !snap.memoryPeakFromKernel ? "memory.current"
                                        : snap.cgroupVersion == 2  ? "memory.peak"
                                                                   : "memory.max_usage_in_bytes";
        info->cgroup.oomKills = snap.oomKills;
    }
}

void fillTargetInfo(const TargetLauncher& launcher, TargetInfo* info, int tailLines)
{
    info->present = true;
    info->command = launcher.commandLine();
    info->pid = launcher.pid();
    info->exitDescription = launcher.exitDescription();
    info->logPath = launcher.logPath();
    info->logTail = launcher.logTail(tailLines);
}

void fillCgroupInfo(const CgroupLocation& where, const CgroupSample& sample, TargetInfo* info)
{
    if (!where.valid())
        return;
    info->cgroup.version = where.version;
    info->cgroup.path = where.path;
    if (sample.ok) {
        info->cgroup.cpuQuota = sample.cpuQuota;
        info->cgroup.memoryLimitBytes = sample.memoryLimitBytes;
    }
}

void summarizeThrottling(TargetInfo* info, double fromSec, double toSec)
{
    uint64_t periods = 0, throttled = 0;
    double heldSec = 0;
    const double first = std::floor(fromSec + 1e-9);
    for (const TargetPoint& p : info->series) {
        if (p.tSec + 1e-9 < first || p.tSec >= toSec)
            continue;
        periods += p.quotaPeriods;
        throttled += p.throttledPeriods;
        heldSec += p.throttledSec;
    }
    info->cgroup.throttledFraction = periods ? double(throttled) / double(periods) : 0.0;
    info->cgroup.throttledSec = heldSec;
}

} // namespace bw

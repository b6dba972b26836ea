#pragma once
// Filling a run's TargetInfo from the monitor and, for launched targets,
// the launcher. Call after ProcessMonitor::stop(), on the owning thread.
#include "platform/cgroup.h"
#include "result/run_result.h"

namespace bw {

class ProcessMonitor;
class TargetLauncher;

// present, pid, peaks and the per-second series; the cgroup's peak and OOM
// kills when the monitor read one.
void fillTargetInfo(const ProcessMonitor& monitor, TargetInfo* info);
// command, exitDescription, logPath and the last `tailLines` lines of output.
void fillTargetInfo(const TargetLauncher& launcher, TargetInfo* info, int tailLines = 40);
// The cgroup's version, path and limits (as read from it) into info->cgroup.
void fillCgroupInfo(const CgroupLocation& where, const CgroupSample& sample, TargetInfo* info);
// info->cgroup's throttled fraction and time over the series points whose
// second lies in [fromSec, toSec) (the measured phase).
void summarizeThrottling(TargetInfo* info, double fromSec, double toSec);

} // namespace bw

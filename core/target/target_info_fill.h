#pragma once
// Filling a run's TargetInfo from the monitor and, for launched targets,
// the launcher. Call after ProcessMonitor::stop(), on the owning thread.
#include "result/run_result.h"

namespace bw {

class ProcessMonitor;
class TargetLauncher;

// present, pid, peaks and the per-second series.
void fillTargetInfo(const ProcessMonitor& monitor, TargetInfo* info);
// command, exitDescription, logPath and the last `tailLines` lines of output.
void fillTargetInfo(const TargetLauncher& launcher, TargetInfo* info, int tailLines = 40);

} // namespace bw

#include "target/target_info_fill.h"

#include "target/process_monitor.h"
#include "target/target_launcher.h"

namespace bw {

void fillTargetInfo(const ProcessMonitor& monitor, TargetInfo* info)
{
    const TargetSnapshot snap = monitor.latest();
    info->present = true;
    info->pid = snap.rootPid;
    info->peakRssBytes = snap.peakRssBytes;
    info->peakCpuPct = monitor.peakCpuPct();
    info->series = monitor.series();
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

} // namespace bw

#include "cgroup_delegation.h"

#include "platform/cgroup_files.h"

namespace bw {

std::string delegatedCgroupPath(const std::string& ownPath)
{
    const std::string tail = std::string("/") + kCgroupClientLeaf;
    if (ownPath.size() > tail.size() && ownPath.compare(ownPath.size() - tail.size(), tail.size(), tail) == 0)
        return ownPath.substr(0, ownPath.size() - tail.size());
    return ownPath;
}

CgroupDelegation planCgroupDelegation(const std::string& ownPath, const std::string& controllers,
                                      const std::string& subtreeControl, bool hasProcesses,
                                      const CgroupLimits& limits)
{
    CgroupDelegation d;
    d.path = delegatedCgroupPath(ownPath);
    if (d.path.empty() || d.path == "/") {
        d.problem = "Benchwork runs in the root cgroup, which only root may manage";
        return d;
    }
    // What the limits need, and what the sampling reads (both when offered).
    for (const char* c : {"cpu", "memory"}) {
        const bool needed = std::string(c) == "cpu" ? limits.cpuQuota > 0 : limits.memoryBytes > 0;
        if (!hasWord(controllers, c)) {
            if (needed) {
                d.problem = "its cgroup " + d.path + " was not given the " + std::string(c)
                            + " controller (its cgroup.controllers: '" + controllers
                            + "'); systemd delegates cpu and memory with -p Delegate=yes";
                return d;
            }
            continue;
        }
        if (!hasWord(subtreeControl, c))
            d.enable += (d.enable.empty() ? "+" : " +") + std::string(c);
    }
    // Controllers already enabled there: no process may live in it any more
    // (the kernel keeps it so); otherwise move them out before enabling.
    d.moveProcesses = hasProcesses && !d.enable.empty();
    return d;
}

} // namespace bw

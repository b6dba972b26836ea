// macOS side of the cgroup layer: macOS has no control groups. Creation
// refuses with a message (as --cpus does), lookups find nothing.
#include "platform/cgroup.h"

namespace bw {

int detectCgroupVersion() { return 0; }

Result<CgroupLocation> createTargetCgroup(const CgroupLimits&)
{
    return Error(std::string(), "--cpu-quota and --memory are not available on macOS: it has no control groups "
                                "(run the target in a Linux VM or container with --cpus/-m, or watch its peak RSS instead)");
}

std::optional<Error> prepareCgroupJoin(const CgroupLocation&, CgroupJoin* out)
{
    *out = CgroupJoin{};
    return std::nullopt;
}

int joinCgroupInChild(const CgroupJoin&) { return 0; }

void removeJoinedCgroupsInChild(const CgroupJoin&, long) {}

bool removeCgroup(const CgroupLocation&, int) { return false; }

Result<CgroupLocation> cgroupOfProcess(int64_t pid)
{
    return Error(std::string(), "process " + std::to_string(pid) + " has no cgroup: macOS has no control groups");
}

CgroupSample readCgroup(const CgroupLocation&) { return CgroupSample{}; }

} // namespace bw

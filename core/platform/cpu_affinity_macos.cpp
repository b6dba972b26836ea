// macOS has no way to pin a process to CPUs: thread_policy_set with
// THREAD_AFFINITY_POLICY is only a grouping hint and is ignored on Apple
// Silicon. Every call reports kCpuAffinityUnavailable.
#include "platform/cpu_affinity.h"

#include <sys/sysctl.h>

namespace bw {

bool cpuAffinitySupported() { return false; }

std::vector<int> availableCpus()
{
    int n = 0;
    size_t len = sizeof n;
    if (sysctlbyname("hw.logicalcpu", &n, &len, nullptr, 0) != 0 || n <= 0)
        n = 1;
    std::vector<int> all;
    for (int c = 0; c < n; ++c)
        all.push_back(c);
    return all;
}

int usableCpuCount()
{
    return int(availableCpus().size());   // no affinity masks on macOS: every logical CPU
}

std::string validateCpus(const std::vector<int>&) { return kCpuAffinityUnavailable; }

std::string setCpuAffinity(int64_t, const std::vector<int>&) { return kCpuAffinityUnavailable; }

std::string pinThisThread(const std::vector<int>&) { return kCpuAffinityUnavailable; }

Result<std::vector<int>> getThreadAffinity(int64_t)
{
    return Error(std::string(), kCpuAffinityUnavailable);
}

Result<std::vector<int>> getCpuAffinity(int64_t)
{
    return Error(std::string(), kCpuAffinityUnavailable);
}

} // namespace bw

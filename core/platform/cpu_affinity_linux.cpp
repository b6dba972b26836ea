// Linux CPU affinity via sched_setaffinity/sched_getaffinity. The mask of a
// process is per thread, so setCpuAffinity walks /proc/<pid>/task.
#include "platform/cpu_affinity.h"

#include "target/cpu_list.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <sched.h>
#include <set>
#include <unistd.h>

namespace bw {
namespace {

std::string pidText(int64_t pid) { return "pid " + std::to_string(pid); }

std::vector<int> maskToList(const cpu_set_t& set)
{
    std::vector<int> out;
    for (int c = 0; c < CPU_SETSIZE; ++c)
        if (CPU_ISSET(c, &set))
            out.push_back(c);
    return out;
}

std::vector<int64_t> threadIds(int64_t pid)
{
    std::vector<int64_t> tids;
    std::string path = "/proc/" + std::to_string(pid) + "/task";
    DIR* dir = opendir(path.c_str());
    if (!dir)
        return tids;
    while (dirent* e = readdir(dir))
        if (e->d_name[0] >= '1' && e->d_name[0] <= '9')
            tids.push_back(std::strtoll(e->d_name, nullptr, 10));
    closedir(dir);
    return tids;
}

} // namespace

bool cpuAffinitySupported() { return true; }

std::vector<int> availableCpus()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) {
        long n = sysconf(_SC_NPROCESSORS_ONLN);
        std::vector<int> all;
        for (int c = 0; c < n; ++c)
            all.push_back(c);
        return all;
    }
    return maskToList(set);
}

int usableCpuCount()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        return std::max(1, CPU_COUNT(&set));
    return int(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN)));
}

std::string validateCpus(const std::vector<int>& cpus)
{
    if (cpus.empty())
        return "the CPU list is empty";
    std::vector<int> avail = availableCpus();
    std::set<int> allowed(avail.begin(), avail.end());
    for (int c : cpus) {
        if (c < 0 || c >= CPU_SETSIZE || !allowed.count(c))
            return "cpu " + std::to_string(c) + " is not available (available: " + formatCpuList(avail) + ")";
    }
    return {};
}

std::string setCpuAffinity(int64_t pid, const std::vector<int>& cpus)
{
    if (std::string why = validateCpus(cpus); !why.empty())
        return why;
    if (pid <= 0)
        return "invalid " + pidText(pid);
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int c : cpus)
        CPU_SET(c, &set);
    // A thread started by a not-yet-pinned thread inherits the old mask, so
    // repeat until a pass finds no thread it has not pinned.
    std::set<int64_t> done;
    for (int pass = 0; pass < 5; ++pass) {
        std::vector<int64_t> tids = threadIds(pid);
        if (tids.empty() && pass == 0)
            tids.push_back(pid);
        bool fresh = false;
        for (int64_t tid : tids) {
            if (done.count(tid))
                continue;
            fresh = true;
            if (sched_setaffinity(pid_t(tid), sizeof set, &set) != 0) {
                int err = errno;
                if (err == ESRCH && tid != pid)
                    continue;   // that thread just ended
                if (err == ESRCH)
                    return "no process with " + pidText(pid);
                if (err == EPERM)
                    return "not permitted to set the CPU affinity of " + pidText(pid) + " (it belongs to another user)";
                return "cannot set the CPU affinity of " + pidText(pid) + " to " + formatCpuList(cpus) + ": " + std::strerror(err);
            }
            done.insert(tid);
        }
        if (!fresh)
            break;
    }
    return {};
}

std::string pinThisThread(const std::vector<int>& cpus)
{
    if (std::string why = validateCpus(cpus); !why.empty())
        return why;
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int c : cpus)
        CPU_SET(c, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0)   // 0: the calling thread
        return "cannot pin a thread to CPUs " + formatCpuList(cpus) + ": " + std::strerror(errno);
    return {};
}

Result<std::vector<int>> getThreadAffinity(int64_t tid)
{
    return getCpuAffinity(tid);   // a thread id is a task id to sched_getaffinity
}

Result<std::vector<int>> getCpuAffinity(int64_t pid)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (pid <= 0 || sched_getaffinity(pid_t(pid), sizeof set, &set) != 0)
        return Error(std::string(), (pid <= 0 || errno == ESRCH)
                                        ? "no process with " + pidText(pid)
                                        : "cannot read the CPU affinity of " + pidText(pid) + ": " + std::strerror(errno));
    return maskToList(set);
}

} // namespace bw

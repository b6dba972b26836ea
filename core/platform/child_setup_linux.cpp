// Linux side of the pre-exec child setup.
#include "platform/child_setup.h"

#include "platform/cpu_affinity.h"

#include <cerrno>
#include <fcntl.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace bw {

std::string prepareChildAffinity(const std::vector<int>& cpus, ChildAffinity* out)
{
    *out = ChildAffinity{};
    if (cpus.empty())
        return {};
    if (std::string why = validateCpus(cpus); !why.empty())
        return why;
    for (int c : cpus) {
        if (c >= 1024)
            return "cpu " + std::to_string(c) + " is beyond the 1024 CPUs Benchwork can pin to";
        out->mask[c / 64] |= uint64_t(1) << (c % 64);
    }
    out->enabled = true;
    return {};
}

int applyChildAffinity(const ChildAffinity& affinity)
{
    if (!affinity.enabled)
        return 0;
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int c = 0; c < 1024 && c < CPU_SETSIZE; ++c)
        if (affinity.mask[c / 64] & (uint64_t(1) << (c % 64)))
            CPU_SET(c, &set);
    return sched_setaffinity(0, sizeof set, &set) == 0 ? 0 : errno;
}

std::string prepareChildMemoryLimit(uint64_t bytes)
{
    if (bytes == 0)
        return {};
    if (bytes < 16ull * 1024 * 1024)
        return "a memory limit of " + std::to_string(bytes) + " bytes is too small to start a process (minimum 16M)";
    rlimit current{};
    if (getrlimit(RLIMIT_AS, &current) == 0 && current.rlim_max != RLIM_INFINITY && bytes > current.rlim_max)
        return "the memory limit " + std::to_string(bytes) + " bytes is above this session's hard address-space limit of "
            + std::to_string(uint64_t(current.rlim_max)) + " bytes";
    return {};
}

int applyChildMemoryLimit(uint64_t bytes)
{
    if (bytes == 0)
        return 0;
    rlimit lim{};
    lim.rlim_cur = rlim_t(bytes);
    lim.rlim_max = rlim_t(bytes);
    return setrlimit(RLIMIT_AS, &lim) == 0 ? 0 : errno;
}

int makeCloexecPipe(int fds[2]) { return pipe2(fds, O_CLOEXEC) == 0 ? 0 : errno; }

int highestFdToClose()
{
    rlimit lim{};
    if (getrlimit(RLIMIT_NOFILE, &lim) != 0 || lim.rlim_cur == RLIM_INFINITY || lim.rlim_cur > 1'048'576)
        return 1'048'576;
    return int(lim.rlim_cur) - 1;
}

void closeInheritedFds(int keepFd, int highestFd)
{
    // close_range (Linux 5.9) does it in two calls; older kernels get the loop.
    auto closeSpan = [highestFd](int from, int to) {
        if (from > to)
            return;
#ifdef SYS_close_range
        if (syscall(SYS_close_range, unsigned(from), unsigned(to), 0u) == 0)
            return;
#endif
        for (int fd = from; fd <= to && fd <= highestFd; ++fd)
            close(fd);
    };
    if (keepFd >= 3) {
        closeSpan(3, keepFd - 1);
        closeSpan(keepFd + 1, highestFd);
    } else {
        closeSpan(3, highestFd);
    }
}

} // namespace bw

// macOS side of the pre-exec child setup: no CPU affinity, no enforced
// address-space limit, no pipe2 or close_range.
#include "platform/child_setup.h"

#include "platform/cpu_affinity.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

namespace bw {

std::string prepareChildAffinity(const std::vector<int>& cpus, ChildAffinity* out)
{
    *out = ChildAffinity{};
    if (cpus.empty())
        return {};
    return kCpuAffinityUnavailable;
}

int applyChildAffinity(const ChildAffinity&) { return 0; }

std::string prepareChildMemoryLimit(uint64_t bytes)
{
    if (bytes == 0)
        return {};
    return "a memory limit is not available on macOS: the kernel does not enforce RLIMIT_AS "
           "(and rejects it since macOS 12); run without a limit and watch the peak RSS instead";
}

int applyChildMemoryLimit(uint64_t) { return 0; }

int makeCloexecPipe(int fds[2])
{
    // No pipe2 here: another thread forking between pipe() and fcntl() could
    // inherit these ends for the life of its child. Benchwork forks only here.
    if (pipe(fds) != 0)
        return errno;
    for (int i = 0; i < 2; ++i) {
        if (fcntl(fds[i], F_SETFD, FD_CLOEXEC) != 0) {
            int err = errno;
            close(fds[0]);
            close(fds[1]);
            return err;
        }
    }
    return 0;
}

int highestFdToClose()
{
    rlimit lim{};
    if (getrlimit(RLIMIT_NOFILE, &lim) != 0 || lim.rlim_cur == RLIM_INFINITY || lim.rlim_cur > 65536)
        return 65535;
    return int(lim.rlim_cur) - 1;
}

void closeInheritedFds(int keepFd, int highestFd)
{
    for (int fd = 3; fd <= highestFd; ++fd)
        if (fd != keepFd)
            close(fd);
}

} // namespace bw

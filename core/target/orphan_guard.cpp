#include "target/orphan_guard.h"

#include "platform/child_setup.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>
#include <sys/wait.h>
#include <unistd.h>

namespace bw {
namespace {

bool groupGone(pid_t pgid) { return kill(-pgid, 0) != 0 && errno == ESRCH; }

void nap(long ms)
{
    timespec ts{ms / 1000, (ms % 1000) * 1'000'000L};
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
}

// The guard's whole life, in the forked child: async-signal-safe calls only.
[[noreturn]] void stopped(const CgroupJoin& cgroup)
{
    removeJoinedCgroupsInChild(cgroup, 2000);
    _exit(0);
}

[[noreturn]] void guardMain(int readFd, pid_t pgid, long graceMs, int highestFd, const CgroupJoin& cgroup)
{
    setsid();   // out of the terminal's process group: Ctrl-C is benchwork's to handle
    for (int s : {SIGINT, SIGHUP, SIGQUIT, SIGPIPE, SIGTSTP})
        signal(s, SIG_IGN);
    signal(SIGTERM, SIG_DFL);   // not benchwork's handler, whose pipes are closed here
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    closeInheritedFds(readFd, highestFd);
    close(0);
    close(1);
    close(2);
    char byte = 0;
    ssize_t n;
    do {
        n = read(readFd, &byte, 1);
    } while (n < 0 && errno == EINTR);
    if (n == 1)
        _exit(0);   // disarmed: benchwork took care of the target
    // End of file: benchwork is gone and the target is still its to stop.
    if (kill(-pgid, SIGTERM) != 0)
        stopped(cgroup);
    for (long waited = 0; waited < graceMs; waited += 50) {
        if (groupGone(pgid))
            stopped(cgroup);
        nap(50);
    }
    kill(-pgid, SIGKILL);
    stopped(cgroup);
}

} // namespace

std::string OrphanGuard::start(int64_t pgid, std::chrono::milliseconds grace, const CgroupLocation* cgroup)
{
    if (pid_ > 0)
        return "this guard already watches a target";
    if (pgid <= 1)
        return "no process group to guard";
    int fds[2];
    if (int err = makeCloexecPipe(fds); err != 0)
        return std::string("cannot create the guard's pipe: ") + std::strerror(err);
    const int highestFd = highestFdToClose();
    const long graceMs = long(grace.count());
    CgroupJoin cgroupDirs;
    if (cgroup && cgroup->owned)
        prepareCgroupJoin(*cgroup, &cgroupDirs);
    pid_t pid = fork();
    if (pid < 0) {
        int err = errno;
        close(fds[0]);
        close(fds[1]);
        return std::string("cannot start the guard process: ") + std::strerror(err);
    }
    if (pid == 0)
        guardMain(fds[0], pid_t(pgid), graceMs, highestFd, cgroupDirs);
    close(fds[0]);
    pid_ = pid;
    writeFd_ = fds[1];
    return {};
}

void OrphanGuard::disarm()
{
    if (pid_ <= 0)
        return;
    const char byte = 'd';
    ssize_t n;
    do {
        n = write(writeFd_, &byte, 1);
    } while (n < 0 && errno == EINTR);
    close(writeFd_);
    writeFd_ = -1;
    int status = 0;
    while (waitpid(pid_t(pid_), &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = 0;
}

} // namespace bw

#pragma once
// Makes sure a launched target does not outlive benchwork. A tiny watchdog
// process, forked next to the target, waits on a pipe whose write end only
// benchwork holds. When benchwork stops the target itself it disarms the
// guard (one byte), and the guard exits. When benchwork dies without doing so
// (SIGKILL, a crash), the pipe reaches end-of-file and the guard sends
// SIGTERM to the target's process group, then SIGKILL after a grace period.
// Plain POSIX (Linux and macOS); PR_SET_PDEATHSIG is not used because it
// fires when the forking *thread* ends, and targets are launched from
// short-lived threads. Qt-free.
#include "platform/cgroup.h"

#include <chrono>
#include <cstdint>
#include <string>

namespace bw {

class OrphanGuard {
public:
    OrphanGuard() = default;
    ~OrphanGuard() { disarm(); }
    OrphanGuard(const OrphanGuard&) = delete;
    OrphanGuard& operator=(const OrphanGuard&) = delete;

    // Starts guarding process group `pgid`; "" or the problem (then nothing
    // is guarded, and nothing was left behind). With `cgroup`, the target's
    // own cgroup, the guard also removes that once it has stopped the group.
    std::string start(int64_t pgid, std::chrono::milliseconds grace = std::chrono::seconds(3),
                      const CgroupLocation* cgroup = nullptr);
    // The target was stopped or ended normally: the guard leaves it alone
    // and exits; waits for it. Safe to call more than once.
    void disarm();
    bool armed() const { return pid_ > 0; }
    int64_t pid() const { return pid_; }

private:
    int64_t pid_ = 0;
    int writeFd_ = -1;
};

} // namespace bw

#pragma once
// Control groups: the kernel's way to limit and account a group of processes,
// the mechanism behind `docker run --cpus 1 -m 512m`. Benchwork creates one
// cgroup per launched target (a CPU quota, a memory limit), moves the target
// into it between fork and exec, reads its counters while the run goes on and
// removes it when the target has ended; or it finds the cgroup an existing
// process lives in (a container) and only reads it.
//
// Linux: cgroup v2 (one unified hierarchy; as root Benchwork creates
// <mount>/benchwork/<leaf> and enables cpu and memory there) or cgroup v1
// (one hierarchy per controller; Benchwork nests its cgroup under its own in
// each of cpu, cpuacct and memory). macOS has no cgroups: creation refuses
// with a message, lookups find nothing.
//
// Threads: every function may be called from any thread; a CgroupLocation is
// plain data. joinCgroupInChild() is the one function for the child between
// fork and exec: async-signal-safe (open/write/close only).
#include "util/error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bw {

// What to limit. 0 means "no limit" for each field.
struct CgroupLimits {
    double cpuQuota = 0;            // CPUs' worth of time per period, docker --cpus semantics (0.5 = half a core)
    uint64_t memoryBytes = 0;       // resident memory + page cache the group may use; the kernel's OOM killer acts above
    bool any() const { return cpuQuota > 0 || memoryBytes > 0; }
};

// Where a cgroup lives in the mounted cgroupfs.
struct CgroupLocation {
    int version = 0;                // 0: none, 1 or 2
    std::string path;               // the cgroup's path inside its hierarchy, e.g. "/benchwork/t-123-1" (v1: the memory one)
    std::string unifiedDir;         // v2: the directory
    std::string cpuDir;             // v1: the cpu controller's directory ("" when not mounted)
    std::string cpuacctDir;         // v1: cpuacct's ("" when not mounted; may equal cpuDir)
    std::string memoryDir;          // v1: memory's
    bool owned = false;             // created by Benchwork (removed by removeCgroup); false for a container's
    bool valid() const { return version == 1 || version == 2; }
};

// The cgroup's counters, read at one moment. Fields the kernel does not
// offer stay 0 and their has* flag false.
struct CgroupSample {
    bool ok = false;                // false: the cgroup could not be read (gone)
    uint64_t memoryBytes = 0;       // memory.current / memory.usage_in_bytes: anonymous + page cache + kernel
    uint64_t memoryPeakBytes = 0;   // memory.peak (v2, kernel 5.19+) / memory.max_usage_in_bytes (v1)
    bool hasMemoryPeak = false;
    uint64_t anonBytes = 0;         // memory.stat anon (v2) / total_rss (v1)
    uint64_t fileBytes = 0;         // memory.stat file (v2) / total_cache (v1): the page cache
    uint64_t memoryLimitBytes = 0;  // memory.max / memory.limit_in_bytes; 0: unlimited
    bool hasCpuUsage = false;
    uint64_t cpuUsageNs = 0;        // cpu.stat usage_usec (v2) / cpuacct.usage (v1)
    uint64_t periods = 0;           // cpu.stat nr_periods: enforcement periods in which the group ran
    uint64_t throttledPeriods = 0;  // cpu.stat nr_throttled: periods that ended with the group held back
    uint64_t throttledNs = 0;       // cpu.stat throttled_usec (v2) / throttled_time (v1), summed over CPUs
    double cpuQuota = 0;            // cpu.max / cfs_quota_us over the period; 0: unlimited
    uint64_t oomKills = 0;          // memory.events oom_kill (v2) / memory.oom_control oom_kill (v1)
    uint64_t memoryLimitHits = 0;   // memory.events max (v2) / memory.failcnt (v1)
    int processes = 0;              // entries of cgroup.procs
};

// "cgroup v2" / "cgroup v1" / "" (no cgroup).
std::string cgroupVersionName(int version);

// Which cgroup version this machine offers for limits: 2 when the unified
// hierarchy has the cpu and memory controllers, 1 when the v1 cpu and memory
// controllers are mounted, 0 otherwise (and always on macOS).
int detectCgroupVersion();

// Creates a fresh cgroup for one target and applies `limits`. Before that it
// removes empty cgroups that earlier Benchwork processes, since gone (killed,
// crashed), left behind. On failure a Plain error naming what is missing and
// how to get it ("cgroup limits need root here ...", "the memory controller
// is not mounted ..."); nothing is left behind then.
Result<CgroupLocation> createTargetCgroup(const CgroupLimits& limits);

// Prepared in the parent for joinCgroupInChild: the cgroup.procs files
// (NUL-terminated paths), at most four.
struct CgroupJoin {
    int count = 0;
    char procs[4][512] = {};
};
std::optional<Error> prepareCgroupJoin(const CgroupLocation& where, CgroupJoin* out);
// Child side, between fork and exec: writes "0" (the calling process) into
// each cgroup.procs. 0 or an errno value.
int joinCgroupInChild(const CgroupJoin& join);
// For the orphan guard (a forked child, async-signal-safe): removes the
// directories of `join`'s cgroup.procs files, retrying for up to patienceMs
// while the killed members are torn down.
void removeJoinedCgroupsInChild(const CgroupJoin& join, long patienceMs);

// Kills whatever is still in an owned cgroup (SIGKILL to each member) and
// removes its directories, retrying for up to `patience` while the kernel
// finishes tearing the members down. Does nothing for a cgroup it does not
// own. True when it is gone.
bool removeCgroup(const CgroupLocation& where, int patienceMs = 2000);

// The cgroup process `pid` lives in, from /proc/PID/cgroup and the mounts
// (/proc/self/mountinfo); for a container's init process that is the
// container's cgroup. owned = false. A Plain error when the process is gone
// or the machine has no readable cgroupfs.
Result<CgroupLocation> cgroupOfProcess(int64_t pid);

// Reads every counter once (a handful of small files, ~50 us).
CgroupSample readCgroup(const CgroupLocation& where);

} // namespace bw

// Linux side of the cgroup layer: cgroupfs, v2 and v1. See cgroup.h.
#include "platform/cgroup.h"

#include "platform/cgroup_delegation.h"
#include "platform/cgroup_files.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <map>
#include <optional>
#include <sys/stat.h>
#include <thread>
#include <ctime>
#include <unistd.h>

namespace bw {
namespace {

constexpr uint64_t kPeriodUs = 100000;      // the CFS period docker uses: 100 ms
constexpr const char* kLeafPrefix = "benchwork-";

std::atomic<int> g_sequence{0};

std::string errnoText(int err) { return std::strerror(err); }

// The directory of cgroup `path` (as /proc/PID/cgroup names it) in a hierarchy
// mounted at `mount` whose mount root is `root`; "" when outside the mount.
std::string dirFor(const CgroupMount& m, const std::string& path)
{
    if (m.mountPoint.empty())
        return {};
    std::string rel = path;
    if (m.root != "/" && !m.root.empty()) {
        if (rel.rfind(m.root, 0) != 0)
            return {};
        rel = rel.substr(m.root.size());
    }
    if (rel.rfind("/..", 0) == 0)
        return {};
    if (rel == "/")
        rel.clear();
    return m.mountPoint + rel;
}

std::string leafName()
{
    return std::string(kLeafPrefix) + std::to_string(getpid()) + "-" + std::to_string(++g_sequence);
}

// Removes empty leaves "benchwork-PID-N" under `parent` whose PID is gone:
// what a killed or crashed Benchwork left behind.
void sweepStaleLeaves(const std::string& parent)
{
    DIR* d = opendir(parent.c_str());
    if (!d)
        return;
    std::vector<std::string> stale;
    while (dirent* e = readdir(d)) {
        const std::string name = e->d_name;
        if (name.rfind(kLeafPrefix, 0) != 0)
            continue;
        const long owner = std::strtol(name.c_str() + std::strlen(kLeafPrefix), nullptr, 10);
        if (owner <= 0 || owner == long(getpid()))
            continue;
        if (kill(pid_t(owner), 0) != 0 && errno == ESRCH)
            stale.push_back(parent + "/" + name);
    }
    closedir(d);
    for (const std::string& dir : stale)
        killMembersAndRemove(dir, 200);
}

// The errors that mean "not allowed here" rather than "broken".
bool deniedByRights(int err) { return err == EACCES || err == EPERM || err == EROFS; }

std::string needRootMessage(const std::string& dir, int err)
{
    std::string msg = "cannot create a cgroup in " + dir + ": " + errnoText(err);
    if (deniedByRights(err))
        msg += "; --cpu-quota and --memory need a writable cgroupfs: run Benchwork as root (e.g. with sudo), "
               "or start it in a delegated cgroup (systemd-run --user --scope -p Delegate=yes benchwork-cli ...)";
    return msg;
}

std::optional<Error> applyLimitsV2(const std::string& dir, const CgroupLimits& limits)
{
    if (limits.cpuQuota > 0) {
        const uint64_t quotaUs = uint64_t(limits.cpuQuota * double(kPeriodUs) + 0.5);
        if (int err = writeCgroupFile(dir + "/cpu.max", std::to_string(quotaUs) + " " + std::to_string(kPeriodUs)))
            return Error(std::string(), "cannot set the CPU quota (" + dir + "/cpu.max): " + errnoText(err));
    }
    if (limits.memoryBytes > 0) {
        if (int err = writeCgroupFile(dir + "/memory.max", std::to_string(limits.memoryBytes)))
            return Error(std::string(), "cannot set the memory limit (" + dir + "/memory.max): " + errnoText(err));
        // Like a container without swap: over the limit the OOM killer acts
        // instead of the target slowly swapping. Absent without swap support.
        writeCgroupFile(dir + "/memory.swap.max", "0");
    }
    return std::nullopt;
}

// A leaf named leafName() in cgroup directory `dir` (hierarchy path `path`)
// with the limits applied; nothing left behind on failure.
Result<CgroupLocation> createV2Leaf(const std::string& dir, const std::string& path, const CgroupLimits& limits)
{
    sweepStaleLeaves(dir);
    CgroupLocation loc;
    loc.version = 2;
    loc.owned = true;
    const std::string leaf = leafName();
    loc.path = (path == "/" ? std::string() : path) + "/" + leaf;
    loc.unifiedDir = dir + "/" + leaf;
    if (mkdir(loc.unifiedDir.c_str(), 0755) != 0)
        return Error(std::string(), needRootMessage(dir, errno));
    if (auto e = applyLimitsV2(loc.unifiedDir, limits)) {
        removeCgroup(loc, 200);
        return *e;
    }
    return loc;
}

// Without root: the cgroup Benchwork was started in, if it was delegated
// (cgroup_delegation.h). Its processes move into the client leaf, its
// controllers are enabled for its children, the target's leaf goes beside.
Result<CgroupLocation> createV2Delegated(const CgroupMount& m, const CgroupLimits& limits)
{
    const auto own = readProcCgroup("/proc/self/cgroup");
    const auto it = own.find("");
    if (it == own.end())
        return Error(std::string(), "/proc/self/cgroup has no cgroup v2 line");
    const std::string path = delegatedCgroupPath(it->second);
    const std::string dir = dirFor(m, path);
    if (dir.empty())
        return Error(std::string(), "Benchwork's cgroup " + it->second + " is outside this namespace's cgroupfs");
    const std::string procs = readCgroupFile(dir + "/cgroup.procs");
    const CgroupDelegation plan = planCgroupDelegation(it->second, readCgroupFile(dir + "/cgroup.controllers"),
                                                       readCgroupFile(dir + "/cgroup.subtree_control"),
                                                       !splitWords(procs).empty(), limits);
    if (!plan.problem.empty())
        return Error(std::string(), plan.problem);
    if (plan.moveProcesses) {
        const std::string client = dir + "/" + kCgroupClientLeaf;
        if (mkdir(client.c_str(), 0755) != 0 && errno != EEXIST)
            return Error(std::string(), "cannot create " + client + ": " + errnoText(errno));
        for (const std::string& pid : splitWords(procs))
            if (int err = writeCgroupFile(client + "/cgroup.procs", pid); err != 0 && err != ESRCH)
                return Error(std::string(), "cannot move process " + pid + " into " + client + ": " + errnoText(err));
    }
    if (!plan.enable.empty())
        if (int err = writeCgroupFile(dir + "/cgroup.subtree_control", plan.enable))
            return Error(std::string(), "cannot enable " + plan.enable + " in " + dir + "/cgroup.subtree_control: "
                                            + errnoText(err));
    return createV2Leaf(dir, path, limits);
}

Result<CgroupLocation> createV2(const CgroupMounts& mounts, const CgroupLimits& limits)
{
    const std::string base = mounts.unified.mountPoint;
    const std::string parent = base + "/benchwork";
    // As root: <mount>/benchwork/<leaf>. The root cgroup may hold processes
    // and still hand controllers down; ours, below it, holds none (only
    // leaves), as v2 requires.
    if (int err = writeCgroupFile(base + "/cgroup.subtree_control", "+cpu +memory")) {
        if (!deniedByRights(err))
            return Error(std::string(), "cannot enable cpu and memory in " + base + "/cgroup.subtree_control: "
                                            + errnoText(err));
        auto delegated = createV2Delegated(mounts.unified, limits);
        if (delegated)
            return delegated;
        return Error(std::string(), needRootMessage(base, err) + " (as it is, enabling cpu and memory in " + base
                                        + "/cgroup.subtree_control failed, and " + delegated.error().reason() + ")");
    }
    if (mkdir(parent.c_str(), 0755) != 0 && errno != EEXIST)
        return Error(std::string(), needRootMessage(base, errno));
    if (int err = writeCgroupFile(parent + "/cgroup.subtree_control", "+cpu +memory"))
        return Error(std::string(), "cannot enable the cpu and memory controllers in " + parent + ": " + errnoText(err));
    return createV2Leaf(parent, "/benchwork", limits);
}

std::optional<Error> applyLimitsV1(const CgroupLocation& loc, const CgroupLimits& limits)
{
    if (limits.cpuQuota > 0) {
        if (loc.cpuDir.empty())
            return Error(std::string(), "the cgroup v1 cpu controller is not mounted, so --cpu-quota cannot be applied "
                                        "(mount it: mount -t cgroup -o cpu cgroup /sys/fs/cgroup/cpu)");
        const uint64_t quotaUs = uint64_t(limits.cpuQuota * double(kPeriodUs) + 0.5);
        if (int err = writeCgroupFile(loc.cpuDir + "/cpu.cfs_period_us", std::to_string(kPeriodUs)))
            return Error(std::string(), "cannot set the CPU period (" + loc.cpuDir + "/cpu.cfs_period_us): " + errnoText(err));
        if (int err = writeCgroupFile(loc.cpuDir + "/cpu.cfs_quota_us", std::to_string(quotaUs)))
            return Error(std::string(), "cannot set the CPU quota (" + loc.cpuDir + "/cpu.cfs_quota_us): " + errnoText(err));
    }
    if (limits.memoryBytes > 0) {
        if (loc.memoryDir.empty())
            return Error(std::string(), "the cgroup v1 memory controller is not mounted, so --memory cannot be applied "
                                        "(mount it: mount -t cgroup -o memory cgroup /sys/fs/cgroup/memory)");
        const std::string bytes = std::to_string(limits.memoryBytes);
        if (int err = writeCgroupFile(loc.memoryDir + "/memory.limit_in_bytes", bytes))
            return Error(std::string(), "cannot set the memory limit (" + loc.memoryDir + "/memory.limit_in_bytes): " + errnoText(err));
        // Memory + swap to the same figure: no swapping past the limit (absent
        // when the kernel has no swap accounting).
        writeCgroupFile(loc.memoryDir + "/memory.memsw.limit_in_bytes", bytes);
    }
    return std::nullopt;
}

Result<CgroupLocation> createV1(const CgroupMounts& mounts, const CgroupLimits& limits)
{
    const std::map<std::string, std::string> own = readProcCgroup("/proc/self/cgroup");
    CgroupLocation loc;
    loc.version = 1;
    loc.owned = true;
    const std::string leaf = leafName();
    std::vector<std::string> made;
    auto makeIn = [&](const CgroupMount& m, const char* controller, std::string* out) -> std::optional<Error> {
        if (m.mountPoint.empty())
            return std::nullopt;
        auto it = own.find(controller);
        const std::string parent = dirFor(m, it == own.end() ? "/" : it->second);
        if (parent.empty())
            return std::nullopt;
        const std::string dir = parent + "/" + leaf;
        for (const std::string& done : made)
            if (done == dir) {      // co-mounted (cpu,cpuacct): one directory
                *out = dir;
                return std::nullopt;
            }
        sweepStaleLeaves(parent);
        if (mkdir(dir.c_str(), 0755) != 0)
            return Error(std::string(), needRootMessage(parent, errno));
        made.push_back(dir);
        *out = dir;
        return std::nullopt;
    };
    std::optional<Error> failed = makeIn(mounts.memory, "memory", &loc.memoryDir);
    if (!failed)
        failed = makeIn(mounts.cpu, "cpu", &loc.cpuDir);
    if (!failed)
        failed = makeIn(mounts.cpuacct, "cpuacct", &loc.cpuacctDir);
    if (auto it = own.find("memory"); it != own.end())
        loc.path = it->second == "/" ? "/" + leaf : it->second + "/" + leaf;
    if (!failed)
        failed = applyLimitsV1(loc, limits);
    if (failed) {
        removeCgroup(loc, 200);
        return *failed;
    }
    return loc;
}

} // namespace

int detectCgroupVersion()
{
    const CgroupMounts m = readCgroupMounts("/proc/self/mountinfo");
    if (!m.unified.mountPoint.empty()) {
        const std::string controllers = readCgroupFile(m.unified.mountPoint + "/cgroup.controllers");
        if (hasWord(controllers, "cpu") && hasWord(controllers, "memory"))
            return 2;
    }
    if (!m.cpu.mountPoint.empty() && !m.memory.mountPoint.empty())
        return 1;
    return 0;
}

Result<CgroupLocation> createTargetCgroup(const CgroupLimits& limits)
{
    const CgroupMounts mounts = readCgroupMounts("/proc/self/mountinfo");
    switch (detectCgroupVersion()) {
    case 2:
        return createV2(mounts, limits);
    case 1:
        return createV1(mounts, limits);
    default:
        return Error(std::string(),
                     "no cgroup hierarchy with the cpu and memory controllers is mounted, so --cpu-quota and --memory "
                     "cannot be applied (mount cgroup2 at /sys/fs/cgroup, or the cgroup v1 cpu and memory controllers; "
                     "--cpus pinning and --address-space-limit work without)");
    }
}

std::optional<Error> prepareCgroupJoin(const CgroupLocation& where, CgroupJoin* out)
{
    *out = CgroupJoin{};
    std::vector<std::string> dirs;
    if (where.version == 2)
        dirs = {where.unifiedDir};
    else
        for (const std::string& d : {where.memoryDir, where.cpuDir, where.cpuacctDir})
            if (!d.empty() && std::find(dirs.begin(), dirs.end(), d) == dirs.end())
                dirs.push_back(d);
    for (const std::string& d : dirs) {
        const std::string procs = d + "/cgroup.procs";
        if (procs.size() >= sizeof out->procs[0] || out->count >= 4)
            return Error(std::string(), "the cgroup path " + procs + " is too long");
        std::memcpy(out->procs[out->count++], procs.c_str(), procs.size() + 1);
    }
    return std::nullopt;
}

int joinCgroupInChild(const CgroupJoin& join)
{
    for (int i = 0; i < join.count; ++i) {
        int fd = open(join.procs[i], O_WRONLY | O_CLOEXEC);
        if (fd < 0)
            return errno;
        const ssize_t n = write(fd, "0", 1);
        const int err = n == 1 ? 0 : errno;
        close(fd);
        if (err)
            return err;
    }
    return 0;
}

void removeJoinedCgroupsInChild(const CgroupJoin& join, long patienceMs)
{
    char dirs[4][512];
    int left = 0;
    for (int i = 0; i < join.count && i < 4; ++i) {
        std::memcpy(dirs[left], join.procs[i], sizeof dirs[left]);
        char* slash = std::strrchr(dirs[left], '/');     // strip "/cgroup.procs"
        if (slash) {
            *slash = '\0';
            ++left;
        }
    }
    for (long waited = 0; left > 0; waited += 20) {
        for (int i = 0; i < left;) {
            if (rmdir(dirs[i]) == 0 || errno == ENOENT || errno != EBUSY) {
                std::memcpy(dirs[i], dirs[left - 1], sizeof dirs[i]);
                --left;
            } else {
                ++i;
            }
        }
        if (left == 0 || waited >= patienceMs)
            return;
        timespec ts{0, 20'000'000L};
        while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
        }
    }
}

bool removeCgroup(const CgroupLocation& where, int patienceMs)
{
    if (!where.owned)
        return false;
    bool gone = true;
    std::vector<std::string> dirs = {where.unifiedDir, where.memoryDir, where.cpuDir, where.cpuacctDir};
    for (size_t i = 0; i < dirs.size(); ++i) {
        if (dirs[i].empty() || std::find(dirs.begin(), dirs.begin() + long(i), dirs[i]) != dirs.begin() + long(i))
            continue;
        gone = killMembersAndRemove(dirs[i], patienceMs) && gone;
    }
    return gone;
}

Result<CgroupLocation> cgroupOfProcess(int64_t pid)
{
    const std::string file = "/proc/" + std::to_string(pid) + "/cgroup";
    const std::map<std::string, std::string> lines = readProcCgroup(file);
    if (lines.empty())
        return Error(std::string(), "cannot read " + file + " (no process with pid " + std::to_string(pid) + "?)");
    const CgroupMounts m = readCgroupMounts("/proc/self/mountinfo");
    CgroupLocation loc;
    if (detectCgroupVersion() == 2 || (m.memory.mountPoint.empty() && !m.unified.mountPoint.empty())) {
        auto it = lines.find("");
        if (it == lines.end())
            return Error(std::string(), "process " + std::to_string(pid) + " has no cgroup v2 entry in " + file);
        loc.version = 2;
        loc.path = it->second;
        loc.unifiedDir = dirFor(m.unified, it->second);
        if (loc.unifiedDir.empty())
            return Error(std::string(), "the cgroup " + it->second + " of process " + std::to_string(pid)
                                            + " is outside this namespace's cgroupfs");
        return loc;
    }
    auto dirOf = [&](const CgroupMount& mount, const char* controller) {
        auto it = lines.find(controller);
        return it == lines.end() ? std::string() : dirFor(mount, it->second);
    };
    loc.version = 1;
    loc.memoryDir = dirOf(m.memory, "memory");
    loc.cpuDir = dirOf(m.cpu, "cpu");
    loc.cpuacctDir = dirOf(m.cpuacct, "cpuacct");
    if (auto it = lines.find("memory"); it != lines.end())
        loc.path = it->second;
    if (loc.memoryDir.empty() && loc.cpuDir.empty())
        return Error(std::string(), "no cgroup v1 cpu or memory hierarchy holds process " + std::to_string(pid));
    return loc;
}

CgroupSample readCgroup(const CgroupLocation& where)
{
    return where.version == 2 ? readCgroupV2(where.unifiedDir) : readCgroupV1(where);
}

} // namespace bw

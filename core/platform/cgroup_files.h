#pragma once
// The text files of cgroupfs and /proc that the cgroup layer reads: mounts,
// a process's cgroup lines, flat-keyed counters ("nr_throttled 12"), and a
// cgroup's directory read into a CgroupSample. Plain POSIX file access, so
// tests can point them at a fake tree. Any thread.
#include "platform/cgroup.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace bw {

struct CgroupMount {
    std::string mountPoint;     // "/sys/fs/cgroup/memory"; "" when not mounted
    std::string root;           // the hierarchy's path shown at the mount point ("/" outside namespaces)
};

struct CgroupMounts {
    CgroupMount unified;        // cgroup2
    CgroupMount cpu, cpuacct, memory;   // cgroup v1 controllers (cpu and cpuacct may share one mount)
};

// From /proc/self/mountinfo (or a file shaped like it).
CgroupMounts readCgroupMounts(const std::string& mountinfoPath);
// From /proc/PID/cgroup: controller -> path ("memory" -> "/docker/abc");
// the v2 line "0::/path" under the key "". Empty when unreadable.
std::map<std::string, std::string> readProcCgroup(const std::string& path);

// The whole (small) file, "" when unreadable.
std::string readCgroupFile(const std::string& path);
// Writes `text` in one write(); 0 or an errno value.
int writeCgroupFile(const std::string& path, const std::string& text);
// The whitespace-separated words of `text`.
std::vector<std::string> splitWords(const std::string& text);
// Whether whitespace-separated `text` contains `word`.
bool hasWord(const std::string& text, const std::string& word);
// The value of "key value" lines; *found false when the key is absent.
uint64_t keyedValue(const std::string& text, const std::string& key, bool* found = nullptr);

// SIGKILL to each process of cgroup directory `dir`, then rmdir, retried for
// up to patienceMs while the kernel tears the members down. True when the
// directory is gone (or never was).
bool killMembersAndRemove(const std::string& dir, int patienceMs);

// The counters of a v2 cgroup directory / of v1 controller directories.
CgroupSample readCgroupV2(const std::string& dir);
CgroupSample readCgroupV1(const CgroupLocation& where);

} // namespace bw

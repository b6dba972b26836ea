#pragma once
// Reading the operating system's process table: one process's state, or a
// whole process tree (children, grandchildren...) under a root pid, with the
// resources each process uses. Linux reads /proc, macOS uses libproc.
// Qt-free. Every function may be called from any thread; none keeps state
// besides constants computed once.
#include <cstdint>
#include <string>
#include <vector>

namespace bw {

struct ProcessInfo {
    int64_t pid = 0;
    int64_t ppid = 0;
    std::string name;           // short name: Linux comm (<= 15 chars), macOS p_name
    uint64_t rssBytes = 0;      // resident set size
    uint64_t cpuTimeNs = 0;     // user + system time of all its threads, ns
    int threads = 0;
    uint64_t startTimeNs = 0;   // start time on processClockNowNs()'s clock; pid + start time identify a process
};

enum class ProcessState {
    Alive,      // exists and is not a zombie
    Zombie,     // exited, not yet reaped by its parent: counts as gone
    Missing,    // no such pid
    NoAccess    // exists but its details may not be read (other user, macOS)
};

struct ProcessTreeSample {
    bool rootAlive = false;             // false: root missing or a zombie; processes is then empty
    std::string error;                  // set when the root exists but cannot be read
    uint64_t clockNs = 0;               // processClockNowNs() when the sample was taken
    std::vector<ProcessInfo> processes; // root first, then descendants breadth first; zombies left out
};

// The clock that ProcessInfo::startTimeNs is measured on (Linux: boot time,
// macOS: wall clock), in ns.
uint64_t processClockNowNs();

ProcessState processState(int64_t pid);

// One sample of the tree rooted at rootPid. Cost on Linux: one read of
// /proc/<pid>/stat per process on the machine (about 1 ms for 300 processes),
// because the kernel's per-task children lists are not always built in.
ProcessTreeSample sampleProcessTree(int64_t rootPid);

// How many processes of process group `pgid` are alive (zombies waiting to
// be reaped do not count); -1 when the process table cannot be read.
int liveProcessesInGroup(int64_t pgid);

// The command line of pid as one string ("node server.js"), or its
// executable path where arguments cannot be read (macOS); "" when unknown.
std::string processCommandLine(int64_t pid);

} // namespace bw

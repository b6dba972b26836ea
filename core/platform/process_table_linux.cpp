// Linux process table: /proc/<pid>/stat gives everything per process in one
// read (ppid, state, utime, stime, threads, start time, rss). Children are
// found by scanning /proc for parent pids, because /proc/<pid>/task/<tid>/children
// exists only with CONFIG_PROC_CHILDREN, which many kernels (this one) lack.
#include "platform/process_table.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <unordered_map>

namespace bw {
namespace {

struct Constants {
    uint64_t nsPerTick = 10'000'000;   // 1e9 / sysconf(_SC_CLK_TCK)
    uint64_t pageBytes = 4096;
};

const Constants& constants()
{
    static const Constants c = [] {
        Constants k;
        long hz = sysconf(_SC_CLK_TCK);
        if (hz > 0)
            k.nsPerTick = 1'000'000'000ull / uint64_t(hz);
        long page = sysconf(_SC_PAGESIZE);
        if (page > 0)
            k.pageBytes = uint64_t(page);
        return k;
    }();
    return c;
}

// Reads a small /proc file relative to dirFd (or absolute when dirFd is
// AT_FDCWD) into buf; returns the length, or -1 with errno set.
ssize_t readSmallFile(int dirFd, const char* path, char* buf, size_t cap)
{
    int fd = openat(dirFd, path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t total = 0;
    while (size_t(total) < cap - 1) {
        ssize_t n = read(fd, buf + total, cap - 1 - size_t(total));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            int saved = errno;
            close(fd);
            errno = saved;
            return -1;
        }
        if (n == 0)
            break;
        total += n;
    }
    close(fd);
    buf[total] = '\0';
    return total;
}

struct StatLine {
    ProcessInfo info;
    char state = '?';
    int64_t pgrp = 0;
};

// Parses "pid (comm) state ppid ... utime stime ... num_threads ... starttime vsize rss".
// comm may contain spaces and parentheses, so the name ends at the last ')'.
bool parseStat(const char* text, StatLine* out)
{
    const char* open = std::strchr(text, '(');
    const char* close = std::strrchr(text, ')');
    if (!open || !close || close < open)
        return false;
    out->info.pid = std::strtoll(text, nullptr, 10);
    out->info.name.assign(open + 1, size_t(close - open - 1));
    const char* p = close + 1;
    // Fields after the name, numbered as in proc(5): 3 = state ... 24 = rss.
    unsigned long long fields[25] = {};
    int field = 3;
    while (*p && field <= 24) {
        while (*p == ' ')
            ++p;
        if (!*p)
            break;
        if (field == 3) {
            out->state = *p;
            while (*p && *p != ' ')
                ++p;
        } else {
            char* end = nullptr;
            // Some fields are signed (priority, nice); the ones used here never are.
            fields[field] = std::strtoull(p, &end, 10);
            if (end == p)
                return false;
            p = end;
        }
        ++field;
    }
    if (field <= 24)
        return false;
    const Constants& k = constants();
    out->info.ppid = int64_t(fields[4]);
    out->pgrp = int64_t(fields[5]);
    out->info.cpuTimeNs = (fields[14] + fields[15]) * k.nsPerTick;
    out->info.threads = int(fields[20]);
    out->info.startTimeNs = fields[22] * k.nsPerTick;
    out->info.rssBytes = fields[24] * k.pageBytes;
    return true;
}

bool readStat(int dirFd, const char* path, StatLine* out)
{
    char buf[1024];
    if (readSmallFile(dirFd, path, buf, sizeof buf) <= 0)
        return false;
    return parseStat(buf, out);
}

bool isDead(char state) { return state == 'Z' || state == 'X' || state == 'x'; }

// Calls each(StatLine&&) for every live (not zombie) process in /proc.
// False, with errno set, when /proc cannot be opened.
template <typename Each>
bool forEachLiveProcess(Each each)
{
    DIR* dir = opendir("/proc");
    if (!dir)
        return false;
    const int dirFd = dirfd(dir);
    char path[300];
    while (dirent* e = readdir(dir)) {
        if (e->d_name[0] < '1' || e->d_name[0] > '9')
            continue;
        std::snprintf(path, sizeof path, "%s/stat", e->d_name);
        StatLine st;
        if (readStat(dirFd, path, &st) && !isDead(st.state))
            each(std::move(st));   // else vanished between readdir and read, or a zombie
    }
    closedir(dir);
    return true;
}

} // namespace

uint64_t processClockNowNs()
{
    // /proc/<pid>/stat's starttime counts from boot, suspend included.
    timespec ts{};
    clock_gettime(CLOCK_BOOTTIME, &ts);
    return uint64_t(ts.tv_sec) * 1'000'000'000ull + uint64_t(ts.tv_nsec);
}

ProcessState processState(int64_t pid)
{
    if (pid <= 0)
        return ProcessState::Missing;
    char path[64];
    std::snprintf(path, sizeof path, "/proc/%lld/stat", static_cast<long long>(pid));
    StatLine st;
    if (!readStat(AT_FDCWD, path, &st))
        return errno == EACCES ? ProcessState::NoAccess : ProcessState::Missing;
    return isDead(st.state) ? ProcessState::Zombie : ProcessState::Alive;
}

ProcessTreeSample sampleProcessTree(int64_t rootPid)
{
    ProcessTreeSample sample;
    sample.clockNs = processClockNowNs();
    if (processState(rootPid) != ProcessState::Alive)
        return sample;

    std::vector<StatLine> all;
    all.reserve(512);
    bool rootSeen = false;
    const bool listed = forEachLiveProcess([&](StatLine&& st) {
        if (st.info.pid == rootPid)
            rootSeen = true;
        all.push_back(std::move(st));
    });
    if (!listed) {
        sample.error = std::string("cannot read /proc: ") + std::strerror(errno);
        return sample;
    }
    if (!rootSeen)
        return sample;   // exited during the scan

    std::unordered_multimap<int64_t, size_t> byParent;
    byParent.reserve(all.size());
    size_t rootIndex = 0;
    for (size_t i = 0; i < all.size(); ++i) {
        byParent.emplace(all[i].info.ppid, i);
        if (all[i].info.pid == rootPid)
            rootIndex = i;
    }
    sample.rootAlive = true;
    sample.processes.push_back(std::move(all[rootIndex].info));
    for (size_t next = 0; next < sample.processes.size(); ++next) {
        auto range = byParent.equal_range(sample.processes[next].pid);
        for (auto it = range.first; it != range.second; ++it)
            if (all[it->second].info.pid != rootPid)   // pid 0 / self-parent guard
                sample.processes.push_back(std::move(all[it->second].info));
    }
    return sample;
}

int liveProcessesInGroup(int64_t pgid)
{
    int count = 0;
    if (!forEachLiveProcess([&](StatLine&& st) { count += st.pgrp == pgid; }))
        return -1;
    return count;
}

std::string processCommandLine(int64_t pid)
{
    char path[64];
    std::snprintf(path, sizeof path, "/proc/%lld/cmdline", static_cast<long long>(pid));
    char buf[4096];
    ssize_t n = readSmallFile(AT_FDCWD, path, buf, sizeof buf);
    if (n <= 0)
        return {};
    // Arguments are NUL-separated; join them with spaces.
    std::string line(buf, size_t(n));
    while (!line.empty() && line.back() == '\0')
        line.pop_back();
    for (char& c : line)
        if (c == '\0')
            c = ' ';
    return line;
}

} // namespace bw

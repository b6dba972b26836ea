// macOS process table through libproc: PROC_PIDTBSDINFO for parent, state,
// name and start time (readable for any process), PROC_PIDTASKINFO for RSS,
// CPU times and threads (same user or root only), proc_listpids with
// PROC_PPID_ONLY for children.
#include "platform/process_table.h"

#include <cerrno>
#include <cstring>
#include <ctime>
#include <libproc.h>
#include <mach/mach_time.h>
#include <sys/proc_info.h>
#include <sys/sysctl.h>
#include <sys/time.h>

#ifndef SZOMB
#define SZOMB 5   // sys/proc.h: process exited, not yet reaped
#endif

namespace bw {
namespace {

// pti_total_user/system are in Mach absolute-time ticks, not ns (24 MHz on
// Apple Silicon). hw.tbfrequency is the true timer rate even under Rosetta 2,
// where mach_timebase_info wrongly answers 1/1; the latter is the fallback.
struct Timebase {
    uint64_t numer = 1;     // ns = ticks * numer / denom
    uint64_t denom = 1;
};

const Timebase& timebase()
{
    static const Timebase tb = [] {
        Timebase t;
        unsigned char raw[8] = {};
        size_t len = sizeof raw;
        if (sysctlbyname("hw.tbfrequency", raw, &len, nullptr, 0) == 0) {
            uint64_t hz = 0;
            if (len == sizeof(uint64_t)) {
                std::memcpy(&hz, raw, sizeof hz);
            } else if (len == sizeof(uint32_t)) {
                uint32_t hz32 = 0;
                std::memcpy(&hz32, raw, sizeof hz32);
                hz = hz32;
            }
            if (hz > 0) {
                t.numer = 1'000'000'000ull;
                t.denom = hz;
                return t;
            }
        }
        mach_timebase_info_data_t info{};
        if (mach_timebase_info(&info) == KERN_SUCCESS && info.denom != 0) {
            t.numer = info.numer;
            t.denom = info.denom;
        }
        return t;
    }();
    return tb;
}

uint64_t ticksToNs(uint64_t ticks)
{
    const Timebase& tb = timebase();
    return uint64_t((unsigned __int128)ticks * tb.numer / tb.denom);
}

bool readBsdInfo(int64_t pid, proc_bsdinfo* out)
{
    errno = 0;
    int n = proc_pidinfo(int(pid), PROC_PIDTBSDINFO, 0, out, int(sizeof *out));
    return n == int(sizeof *out);
}

// Fills everything but ppid/name/start from the task info; false when the
// task is gone (zombie) or not ours to read.
bool readTaskInfo(int64_t pid, ProcessInfo* info)
{
    proc_taskinfo ti{};
    errno = 0;
    int n = proc_pidinfo(int(pid), PROC_PIDTASKINFO, 0, &ti, int(sizeof ti));
    if (n != int(sizeof ti))
        return false;
    info->rssBytes = ti.pti_resident_size;
    info->cpuTimeNs = ticksToNs(ti.pti_total_user) + ticksToNs(ti.pti_total_system);
    info->threads = ti.pti_threadnum;
    return true;
}

void fillFromBsd(const proc_bsdinfo& b, ProcessInfo* info)
{
    info->pid = b.pbi_pid;
    info->ppid = b.pbi_ppid;
    info->name = b.pbi_name[0] ? std::string(b.pbi_name, strnlen(b.pbi_name, sizeof b.pbi_name))
                               : std::string(b.pbi_comm, strnlen(b.pbi_comm, sizeof b.pbi_comm));
    info->startTimeNs = uint64_t(b.pbi_start_tvsec) * 1'000'000'000ull + uint64_t(b.pbi_start_tvusec) * 1000ull;
}

std::vector<int64_t> childPids(int64_t pid)
{
    // proc_listpids answers in bytes; grow the buffer while it comes back full.
    std::vector<pid_t> buf(64);
    for (;;) {
        int bytes = proc_listpids(PROC_PPID_ONLY, uint32_t(pid), buf.data(), int(buf.size() * sizeof(pid_t)));
        if (bytes <= 0)
            return {};
        size_t count = size_t(bytes) / sizeof(pid_t);
        if (count < buf.size()) {
            std::vector<int64_t> out;
            for (size_t i = 0; i < count; ++i)
                if (buf[i] > 0 && buf[i] != pid)
                    out.push_back(buf[i]);
            return out;
        }
        buf.resize(buf.size() * 2);
    }
}

} // namespace

uint64_t processClockNowNs()
{
    // pbi_start_tvsec/usec are wall-clock times.
    timeval tv{};
    gettimeofday(&tv, nullptr);
    return uint64_t(tv.tv_sec) * 1'000'000'000ull + uint64_t(tv.tv_usec) * 1000ull;
}

ProcessState processState(int64_t pid)
{
    if (pid <= 0)
        return ProcessState::Missing;
    proc_bsdinfo b{};
    if (!readBsdInfo(pid, &b))
        return errno == EPERM ? ProcessState::NoAccess : ProcessState::Missing;
    if (b.pbi_status == SZOMB)
        return ProcessState::Zombie;
    return ProcessState::Alive;
}

ProcessTreeSample sampleProcessTree(int64_t rootPid)
{
    ProcessTreeSample sample;
    sample.clockNs = processClockNowNs();
    if (rootPid <= 0)
        return sample;
    std::vector<int64_t> queue{rootPid};
    for (size_t next = 0; next < queue.size(); ++next) {
        int64_t pid = queue[next];
        proc_bsdinfo b{};
        if (!readBsdInfo(pid, &b) || b.pbi_status == SZOMB) {
            if (pid == rootPid)
                return sample;
            continue;   // exited meanwhile
        }
        ProcessInfo info;
        fillFromBsd(b, &info);
        if (!readTaskInfo(pid, &info)) {
            if (pid == rootPid) {
                if (errno == EPERM) {
                    sample.error = "not permitted to read process " + std::to_string(pid)
                        + " (it belongs to another user; run Benchwork as that user)";
                }
                return sample;
            }
            continue;
        }
        if (pid == rootPid)
            sample.rootAlive = true;
        sample.processes.push_back(std::move(info));
        for (int64_t child : childPids(pid))
            queue.push_back(child);
    }
    return sample;
}

int liveProcessesInGroup(int64_t pgid)
{
    std::vector<pid_t> buf(64);
    size_t count = 0;
    for (;;) {
        int bytes = proc_listpids(PROC_PGRP_ONLY, uint32_t(pgid), buf.data(), int(buf.size() * sizeof(pid_t)));
        if (bytes < 0)
            return -1;
        count = size_t(bytes) / sizeof(pid_t);
        if (count < buf.size())
            break;
        buf.resize(buf.size() * 2);
    }
    int live = 0;
    for (size_t i = 0; i < count; ++i) {
        proc_bsdinfo b{};
        if (buf[i] > 0 && readBsdInfo(buf[i], &b) && b.pbi_status != SZOMB)
            ++live;
    }
    return live;
}

std::string processCommandLine(int64_t pid)
{
    char path[PROC_PIDPATHINFO_MAXSIZE];
    int n = proc_pidpath(int(pid), path, sizeof path);
    if (n <= 0)
        return {};
    return std::string(path, size_t(n));
}

} // namespace bw

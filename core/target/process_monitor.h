#pragma once
// Samples a target's process tree (root pid plus every descendant) every
// 250 ms on its own thread: summed RSS and its peak, CPU % (can exceed 100 on
// several cores), threads, processes, the per-process breakdown, one
// TargetPoint per second of the run, and whether the target has gone.
// It only reads the process table: it never signals or kills anything, so it
// suits attached processes as well as launched ones. When the target has a
// cgroup (its own, or a container's), each sample also reads the cgroup's
// counters: memory (current, the kernel's peak, anonymous vs page cache), CPU
// time (used instead of the tree's, as it includes exited members), quota
// periods and throttling, and OOM kills.
//
// Threads: start(), stop() and setGoneCallback() from the owning thread;
// latest(), series*(), targetGone(), waitGone() and the peaks from any thread.
#include "platform/cgroup.h"
#include "result/run_result.h"
#include "target/target_snapshot.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace bw {

class ProcessMonitor {
public:
    using Clock = std::chrono::steady_clock;

    explicit ProcessMonitor(std::chrono::milliseconds interval = std::chrono::milliseconds(250));
    ~ProcessMonitor();   // stop()
    ProcessMonitor(const ProcessMonitor&) = delete;
    ProcessMonitor& operator=(const ProcessMonitor&) = delete;

    // Called once, on the monitor thread, when the root pid is found gone.
    // Set before start(); it must not call stop() (it would join itself).
    void setGoneCallback(std::function<void()> callback);
    // The cgroup to read as well (set before start(); an invalid location: none).
    void setCgroup(const CgroupLocation& where);

    // Checks the pid, takes the first sample at once and starts the thread.
    // tSec of samples and series points counts from `startTime`. Returns ""
    // or the problem ("no process with pid 4242"). A running monitor is
    // stopped first; all figures start afresh.
    std::string start(int64_t rootPid, Clock::time_point startTime);
    // Stops sampling within milliseconds and closes the second in progress;
    // reads the cgroup's peak and OOM count one last time.
    void stop();

    TargetSnapshot latest() const;
    std::vector<TargetPoint> series() const;                // finished seconds
    std::vector<TargetPoint> seriesFrom(size_t from) const; // from index `from` on
    bool targetGone() const;
    // Waits until the target has gone, up to `timeout`; true when it has.
    bool waitGone(std::chrono::milliseconds timeout) const;
    uint64_t peakRssBytes() const;
    double peakCpuPct() const;      // highest per-second CPU %
    std::chrono::milliseconds interval() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bw

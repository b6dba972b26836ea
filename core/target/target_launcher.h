#pragma once
// Starts a target process (a server under test) and owns it until stop():
// its own process group, output appended to a log file, readiness waiting,
// exit descriptions, the log's tail, and lines of output (e.g. the port a
// server chose with --port 0). With a CPU quota or memory limit the target
// runs in a cgroup of its own (platform/cgroup.h), created before the fork and
// removed by stop(). A guard process (orphan_guard.h) stops the target's group
// (and removes that cgroup) if benchwork dies without stopping it. Qt-free.
//
// Threads: start(), waitReady(), waitFor*() and stop() from the owning
// thread; running(), exitDescription(), pid(), logPath(), logTail(),
// commandLine() and cgroup() from any thread.
#include "target/launch_spec.h"
#include "target/orphan_guard.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>

namespace bw {

class TargetLauncher {
public:
    TargetLauncher() = default;
    ~TargetLauncher();      // stop() with the default grace if still running
    TargetLauncher(const TargetLauncher&) = delete;
    TargetLauncher& operator=(const TargetLauncher&) = delete;

    // Opens the log and starts the command. Returns "" or the problem
    // ("no such command: foo", "cpu 7 is not available (available: 0-1)",
    // "CPU affinity is not available on macOS", ...). Once per launcher.
    std::string start(const LaunchSpec& spec);

    // Waits for spec.readiness within spec.readyTimeout. Returns "" when
    // ready, else e.g. "http://127.0.0.1:3000/health did not answer 200 within
    // 10 s (last: connection refused)", or, at once when the target exits
    // meanwhile, "target ended before it was ready: exited with code 3" and
    // its last output.
    std::string waitReady();
    std::string waitReady(const Readiness& readiness, std::chrono::milliseconds timeout);

    // The first output line since start() that begins with `prefix` (or,
    // for the Match form, contains a match of the ECMAScript `pattern`), read
    // from the log; else a Plain error (no field) on timeout or when the
    // target ends.
    Result<std::string> waitForOutputLine(const std::string& prefix, std::chrono::milliseconds timeout);
    Result<std::string> waitForOutputMatch(const std::string& pattern, std::chrono::milliseconds timeout);
    // The URL from a "listening http://127.0.0.1:PORT" line (the demo target's
    // first line with --port 0), read by parseListenLine() (demo_launch.h),
    // without a trailing '/'.
    Result<std::string> waitForListenUrl(std::chrono::milliseconds timeout);

    // SIGTERM to the process group, up to `grace` for it to end, then SIGKILL.
    // Returns once the target is reaped (or could not be after SIGKILL).
    void stop(std::chrono::milliseconds grace = std::chrono::seconds(3));

    bool started() const;
    bool running() const;
    // "exited with code 1", "killed by signal 9 (SIGKILL)"; "" while running.
    // A target the kernel's OOM killer ended at its cgroup's memory limit
    // says so: "killed by signal 9 (SIGKILL): out of memory, ...".
    std::string exitDescription() const;
    // The target's own cgroup (valid() false without limits); fixed after start().
    const CgroupLocation& cgroup() const { return cgroup_; }
    int64_t pid() const;
    std::string logPath() const;
    std::string logTail(int lines = 20) const;
    std::string commandLine() const;

private:
    void reap() const;
    void stopGroup(std::chrono::milliseconds grace);
    bool groupGone() const;
    std::string endedMessage(const std::string& what) const;
    Result<std::string> waitForLine(const std::function<bool(const std::string&)>& match, const std::string& what,
                                    std::chrono::milliseconds timeout);

    LaunchSpec spec_;
    CgroupLocation cgroup_;         // set by start(), removed by stop()
    std::string command_;
    std::string logPath_;
    uint64_t logStartOffset_ = 0;   // the log's size when this launch began
    OrphanGuard guard_;             // owning thread only

    mutable std::mutex mutex_;      // guards the fields below
    int64_t pid_ = 0;
    mutable bool exited_ = false;
    mutable std::string exitText_;
};

} // namespace bw

#pragma once
// Brings up the target of one suite cell and takes it down again: starts the
// demo target or a server command (pinned to the cell's CPUs) and waits until
// it is ready, or just names a URL someone else serves. The runs of the cell
// attach to its process, so one process serves all of the cell's scenarios
// (as one server does through a whole benchmark report).
//
// Threads: start() and stop() from the suite runner's thread; the rest from
// any thread.
#include "suite/suite.h"
#include "target/target_launcher.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace bw {

class SuiteTargetHost {
public:
    // demoBinary: benchwork-target to start for demo targets ("" =
    // defaultDemoBinary(), target/demo_launch.h).
    explicit SuiteTargetHost(std::string demoBinary = {});
    ~SuiteTargetHost();   // stop()
    SuiteTargetHost(const SuiteTargetHost&) = delete;
    SuiteTargetHost& operator=(const SuiteTargetHost&) = delete;

    // Blocking until ready (the target's readiness timeout; 10 s for the demo
    // target). Returns "" or the problem: "cannot start node: no such
    // command", "something else already answers on 127.0.0.1:3000", "target
    // ended before it was ready: exited with code 1" with its last output.
    // `cpuQuota` > 0 replaces the target's own quota (a matrix cell's).
    std::string start(const SuiteTarget& target, const std::vector<int>& cpus, double cpuQuota = 0);
    // SIGTERM, then SIGKILL after a grace; nothing for URL targets.
    void stop();

    std::string baseUrl() const;       // "http://127.0.0.1:40123", no trailing slash
    int64_t pid() const;               // 0 for URL targets; a watched container's main process
    // The target's cgroup (its own, or its container's); invalid when none.
    CgroupLocation cgroup() const;
    std::string container() const;     // the watched container, if any
    bool running() const;              // false for URL targets
    // "exited with code 1" and the last lines of output, for a target that
    // ended between two runs.
    std::string endedDescription() const;

private:
    std::string demoBinary_;
    std::string baseUrl_;
    std::unique_ptr<TargetLauncher> launcher_;
    std::string container_;
    int64_t containerPid_ = 0;
    CgroupLocation containerCgroup_;
};

} // namespace bw

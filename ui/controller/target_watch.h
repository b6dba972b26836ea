#pragma once
// The target side of a run, for RunController: a process to watch (the demo
// target, an attached pid, or a command launched for the run) sampled by
// bw::ProcessMonitor, and for launched commands the bw::TargetLauncher that
// owns the process. Wraps the core's target API so the controller stays small.
//
// Threads: created, started and finished on the UI thread; waitReady() runs
// on the controller's preparation thread before the run starts, while the UI
// thread does not touch this object.
#include "controller/target_spec.h"
#include "result/run_result.h"
#include "target/target_snapshot.h"

#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace bw {
class ProcessMonitor;
class TargetLauncher;
}

namespace bwui {

class TargetWatch {
public:
    ~TargetWatch();   // stops the monitor; stops a launched target

    // A running process (demo or attached). nullptr and *why on failure.
    static std::unique_ptr<TargetWatch> attach(qint64 pid, QString* why);
    // Starts spec.command for the run; readiness is the URL's host and port
    // accepting TCP connections. nullptr and *why on failure.
    static std::unique_ptr<TargetWatch> launch(const TargetSpec& spec, const std::string& url, QString* why);

    // Launched targets: blocks until the port accepts connections (up to
    // 10 s). Returns "" or the problem (in the core's words).
    std::string waitReady();
    // Starts sampling; the series' time 0 is now (the engine's start).
    QString runStarted();
    // Per-second points completed since the previous call.
    std::vector<bw::TargetPoint> takePoints();
    bw::TargetSnapshot latest() const;
    bool alive() const;
    // Why the target is gone, in English (recorded in the result).
    std::string exitDescription() const;
    // Stops sampling and returns what the run's result records.
    bw::TargetInfo finish();

private:
    TargetWatch();

    std::unique_ptr<bw::ProcessMonitor> monitor_;
    std::unique_ptr<bw::TargetLauncher> launcher_;
    qint64 pid_ = 0;
    size_t pointsTaken_ = 0;
    bool started_ = false;
};

} // namespace bwui

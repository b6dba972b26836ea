#pragma once
// One RunSession from prepare() to its result, as `run`, `run --rounds`
// and `ab` drive it: the "Starting ..." line, the banner, the progress line
// on a terminal (redrawn four times a second), a first Ctrl-C stopping the
// run and a second quitting. One home, so every round looks like a run.
#include "cli/interrupts.h"
#include "cli/streams.h"
#include "control/control_channel.h"
#include "metrics/metrics_channel.h"
#include "run/run_session.h"

#include <functional>
#include <optional>
#include <string>

namespace bwcli {

struct SessionOutcome {
    bw::RunResult result;
    int64_t historyId = 0;
    std::string historyError;     // why it was not saved, when saving was asked for
    int earlyExit = 0;            // beforeStart refused: nothing ran, exit with this status
};

struct SessionLoopOptions {
    bool quiet = false;           // no starting line, banner or progress
    bool banner = true;           // print the banner (rounds print it once)
    std::string progressPrefix;   // "[A 2/6] " before the progress line
    bw::AgentInfo agent;          // shown in the banner (an agent's share)
    // Called once prepared (target ready, host resolved), before the load
    // starts: an agent waits for --start-at here. A non-zero status means
    // nothing runs and the outcome carries it as earlyExit.
    std::function<int()> beforeStart;
    // --control: lines act on this session from its start to its end.
    bw::ControlChannel* control = nullptr;
    // --metrics: this session's figures are published there from its start,
    // and its result's at the end (kept until the next session publishes).
    bw::MetricsChannel* metrics = nullptr;
    std::string runName;          // --name, the metrics' run_info label
};

// Blocking. Nullopt after printing the prepare error on io.err ("benchwork-cli
// <command>: ..."): the caller exits 2.
std::optional<SessionOutcome> runSessionToEnd(bw::RunSession& session, const bw::TargetSpec& target, const char* command,
                                              const Streams& io, std::ostream& out, const InterruptWatch& interrupts,
                                              const SessionLoopOptions& options);

// Waits `seconds` between rounds, returning early (false) when interrupted.
bool coolDown(double seconds, const InterruptWatch& interrupts);

} // namespace bwcli

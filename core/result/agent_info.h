#pragma once
// Which part of a many-agent run a result is (benchwork-cli run --agents N
// --agent-index I), and, in a merged run, the agents it was merged from.
// Plain data, Qt-free; serialised by agent_json (keys "agent" and "agents"
// of benchwork.run/1, docs/json-schema.md).
#include <cstdint>
#include <string>
#include <vector>

namespace bw {

// The load figures that are split between agents.
struct LoadShare {
    int connections = 0;              // virtual users
    double rate = 0;                  // open model requests/s; 0 closed model
    uint64_t requests = 0;            // count mode budget; 0 time mode
    std::vector<double> stageTargets; // ramping stages' targets (VUs or requests/s), in order
    bool operator==(const LoadShare&) const = default;
};

// What the kernel's clock discipline (NTP, chrony, PTP) says about this
// host's wall clock when the agent started. `known` false where the OS does
// not tell (macOS) or the call failed.
struct ClockStatus {
    bool known = false;
    bool synced = false;              // the kernel's clock is disciplined (not STA_UNSYNC)
    double offsetMs = 0;              // offset still being slewed away, ms (adjtimex `offset`)
    double estErrorMs = 0;            // estimated error, ms (adjtimex `esterror`)
    double maxErrorMs = 0;            // maximum error, ms (adjtimex `maxerror`)
};

struct AgentInfo {
    int index = 0;                    // 0-based
    int count = 0;                    // agents in the whole run; 0: not an agent run
    LoadShare share;                  // this agent's part (what its config ran)
    LoadShare whole;                  // the whole run's figures before splitting
    std::string host;                 // host name of the machine (pod) that ran it
    int64_t startAtMs = 0;            // --start-at, ms since the epoch; 0 when none
    ClockStatus clock;
    bool present() const { return count > 0; }
};

// One agent of a merged run with its own figures, so the merged run can say
// which agent did what (and which one was client-bound).
struct MergedAgent {
    AgentInfo agent;
    int64_t startedAtMs = 0;          // its own wall-clock start
    std::string status;               // runStatusName()
    int threads = 0;                  // engine threads it used
    uint64_t requests = 0;            // measured requests
    uint64_t errors = 0;              // all error classes
    double rps = 0;
    double p99Us = 0;                 // its own p99 (for reading only: the merged p99 comes from the merged histogram)
    double clientCpuPct = 0;          // its engine threads' CPU, % of one core
    double clientBusyFraction = 0;
    bool clientBound = false;
};

} // namespace bw

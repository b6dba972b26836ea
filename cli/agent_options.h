#pragma once
// The many-agent options of `benchwork-cli run`: --agents N --agent-index I
// (this agent's share of the load, run/agent_share.h) and --start-at TIME
// (start the warmup at a wall-clock instant, util/wall_time.h).
#include "cli/interrupts.h"
#include "cli/streams.h"
#include "result/agent_info.h"
#include "result/run_outcome.h"
#include "util/error.h"
#include "util/option_parser.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bwcli {

// Exit status of an agent that is not ready before its --start-at time:
// distinct, so an orchestrator can tell "too late" from a failed run.
constexpr int kExitStartMissed = bw::kExitStartMissed;

struct AgentRequest {
    int count = 0;                    // --agents; 0: not an agent run
    int index = 0;                    // --agent-index
    int64_t startAtMs = 0;            // --start-at; 0: start now
    std::string startAtText;          // as typed, for messages
};

std::vector<bw::OptionSpec> agentOptionSpecs();

// Reads --agents, --agent-index, --start-at; an error names the option.
std::optional<bw::Error> agentRequestFromArgs(const bw::OptionParser& p, AgentRequest* out);

// "" when TIME is still ahead; else the sentence saying by how much this
// agent is late.
std::string startMissed(const AgentRequest& a, int64_t nowMs);

// Sleeps until the --start-at instant, waking every 100 ms for Ctrl-C.
// False when interrupted first.
bool waitForStart(const AgentRequest& a, const InterruptWatch& interrupts);

} // namespace bwcli

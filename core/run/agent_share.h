#pragma once
// One agent's share of a many-agent run (benchwork-cli run --agents N
// --agent-index I). Every split figure is dealt like cards: each agent gets
// total / N, and the lowest (total % N) indices one more, so the shares of
// all N agents add up to exactly the whole. Connections, count-mode requests
// and closed-model stage targets are split as whole numbers; rates (and
// open-model stage targets) in units of 0.001 requests/s. Threads are not
// split: -t is per agent (each agent runs on its own machine). Pure
// functions, any thread.
#include "engine/load_config.h"
#include "result/agent_info.h"
#include "util/error.h"

#include <cstdint>
#include <optional>

namespace bw {

// The part of `total` that agent `index` of `count` takes (count >= 1,
// 0 <= index < count).
uint64_t agentShareOf(uint64_t total, int count, int index);
// The same for a rate in requests/s, dealt in 0.001 requests/s.
double agentRateShareOf(double rate, int count, int index);

// The split figures of a configuration.
LoadShare loadShareOf(const LoadConfig& c);

// Turns the whole run's configuration into agent `index`'s: its share of the
// connections, rate, request budget and stage targets. Fills `info` (index,
// count, share, whole). Fails (field "--agents" or "--agent-index") when
// count or index is out of range or when any agent's share of connections,
// of the rate or of the request budget would be zero (every agent refuses
// alike). `cfg` is left unchanged
// on failure.
std::optional<Error> applyAgentShare(LoadConfig* cfg, int count, int index, AgentInfo* info);

} // namespace bw

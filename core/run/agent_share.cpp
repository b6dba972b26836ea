#include "run/agent_share.h"

#include <cmath>
#include <string>

namespace bw {

namespace {
constexpr double kRateUnitsPerRps = 1000.0;   // rates are dealt in 0.001 requests/s

uint64_t rateUnits(double rate) { return rate > 0 ? uint64_t(std::llround(rate * kRateUnitsPerRps)) : 0; }
} // namespace

uint64_t agentShareOf(uint64_t total, int count, int index)
{
    if (count < 1 || index < 0 || index >= count)
        return 0;
    const uint64_t n = uint64_t(count);
    return total / n + (uint64_t(index) < total % n ? 1 : 0);
}

double agentRateShareOf(double rate, int count, int index)
{
    return double(agentShareOf(rateUnits(rate), count, index)) / kRateUnitsPerRps;
}

LoadShare loadShareOf(const LoadConfig& c)
{
    LoadShare s;
    s.connections = c.connections;
    s.rate = c.rate;
    s.requests = c.requests;
    for (const RampStage& st : c.stages)
        s.stageTargets.push_back(st.target);
    return s;
}

std::optional<Error> applyAgentShare(LoadConfig* cfg, int count, int index, AgentInfo* info)
{
    if (count < 1 || count > 100000)
        return Error("--agents", "must be between 1 and 100000, got " + std::to_string(count));
    if (index < 0 || index >= count)
        return Error("--agent-index", "must be between 0 and " + std::to_string(count - 1) + " (--agents " +
                                          std::to_string(count) + "), got " + std::to_string(index));
    LoadConfig c = *cfg;
    const bool open = c.rate > 0;
    // Refused on every agent alike when any agent's share would be zero.
    c.connections = int(agentShareOf(uint64_t(std::max(0, cfg->connections)), count, index));
    if (cfg->connections < count)
        return Error("--agents", std::to_string(count) + " agents need at least " + std::to_string(count) +
                                     " connections (-c), one each; got " + std::to_string(cfg->connections));
    if (open) {
        c.rate = agentRateShareOf(cfg->rate, count, index);
        if (rateUnits(cfg->rate) < uint64_t(count))
            return Error("--agents", "a rate of " + std::to_string(cfg->rate) + " requests/s leaves some of the " +
                                         std::to_string(count) + " agents nothing to send");
    }
    if (cfg->requests > 0) {
        c.requests = agentShareOf(cfg->requests, count, index);
        if (cfg->requests < uint64_t(count))
            return Error("--agents", std::to_string(count) + " agents need at least " + std::to_string(count) +
                                         " requests (-n), one each; got " + std::to_string(cfg->requests));
    }
    // A request set draws its own sequence on each agent (the same --seed on
    // every agent would send the same ids from all of them); the result
    // records the seed the agent used.
    if (!c.mix.empty() && c.mix.seedSet)
        c.mix.seed = (c.mix.seed + uint64_t(index) * 0x9e3779b97f4a7c15ull) & kMaxRequestSeed;
    for (RampStage& st : c.stages) {
        // closed model: VUs, whole numbers (the engine rounds them); open model: requests/s
        st.target = open ? agentRateShareOf(st.target, count, index)
                         : double(agentShareOf(uint64_t(std::llround(std::max(0.0, st.target))), count, index));
    }
    c.keepSecondHistograms = true;
    info->index = index;
    info->count = count;
    info->whole = loadShareOf(*cfg);
    info->share = loadShareOf(c);
    *cfg = std::move(c);
    return std::nullopt;
}

} // namespace bw

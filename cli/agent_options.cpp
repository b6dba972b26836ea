#include "cli/agent_options.h"

#include "util/units.h"
#include "util/wall_time.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace bwcli {

std::vector<bw::OptionSpec> agentOptionSpecs()
{
    return {
        {"agents", 0, true, "N", "this run is one of N agents: take a 1/N share of -c, -R and -n (see --agent-index)"},
        {"agent-index", 0, true, "I", "which agent this is, 0..N-1 (lower indices take the remainders)"},
        {"start-at", 0, true, "TIME",
         "start the warmup at this wall-clock time: ISO 8601 with a zone (2026-12-01T22:30:00Z) or Unix ms; "
         "exit status 3 if it has passed"},
    };
}

std::optional<bw::Error> agentRequestFromArgs(const bw::OptionParser& p, AgentRequest* out)
{
    auto number = [&](const char* name, int* into, uint64_t min) -> std::optional<bw::Error> {
        auto v = bw::parseCount(p.value(name));
        if (!v) {
            bw::Error e = v.error();
            e.field = std::string("--") + name;
            return e;
        }
        if (*v < min || *v > 100000)
            return bw::Error(std::string("--") + name, "out of range: " + p.value(name));
        *into = int(*v);
        return std::nullopt;
    };
    if (p.has("agent-index") && !p.has("agents"))
        return bw::Error("--agent-index", "needs --agents N");
    if (p.has("agents")) {
        if (auto e = number("agents", &out->count, 1))
            return e;
        if (!p.has("agent-index"))
            return bw::Error("--agents", "needs --agent-index I (0.." + std::to_string(out->count - 1) + ")");
        if (auto e = number("agent-index", &out->index, 0))
            return e;
    }
    if (p.has("start-at")) {
        auto ms = bw::parseWallTime(p.value("start-at"));
        if (!ms) {
            bw::Error e = ms.error();
            e.field = "--start-at";
            return e;
        }
        out->startAtMs = *ms;
        out->startAtText = p.value("start-at");
    }
    return std::nullopt;
}

std::string startMissed(const AgentRequest& a, int64_t nowMs)
{
    if (a.startAtMs == 0 || nowMs < a.startAtMs)
        return {};
    return "--start-at " + bw::formatWallTime(a.startAtMs) + " passed " +
           bw::formatFixed(double(nowMs - a.startAtMs) / 1000.0, 3) +
           " s ago: this agent would start late and skew the merged run, so it does not run (exit status 3)";
}

bool waitForStart(const AgentRequest& a, const InterruptWatch& interrupts)
{
    using Clock = std::chrono::system_clock;
    const Clock::time_point at{std::chrono::milliseconds(a.startAtMs)};
    for (;;) {
        if (interrupts.count())
            return false;
        const auto now = Clock::now();
        if (now >= at)
            return true;
        std::this_thread::sleep_until(std::min(at, now + std::chrono::milliseconds(100)));
    }
}

} // namespace bwcli

#include "result/core_split.h"

#include "result/client_health.h"
#include "result/run_result.h"
#include "util/name_table.h"

#include <algorithm>
#include <iterator>

namespace bw {

namespace {

constexpr NamedValue<SplitReason> kReasons[] = {
    {SplitReason::None, ""},
    {SplitReason::Off, "off"},
    {SplitReason::NoAffinity, "no-affinity"},
    {SplitReason::FewCpus, "few-cpus"},
    {SplitReason::NotLaunched, "not-launched"},
    {SplitReason::Attached, "attached"},
    {SplitReason::CpusTakeAll, "cpus-take-all"},
};

constexpr NamedValue<Bottleneck> kBottlenecks[] = {
    {Bottleneck::Unknown, ""},
    {Bottleneck::ServerBound, "server-bound"},
    {Bottleneck::ClientBound, "client-bound"},
    {Bottleneck::Sharing, "sharing"},
    {Bottleneck::Neither, "neither"},
    {Bottleneck::BothFull, "both-full"},
};

// The target's mean CPU (% of one core) over the measured phase; -1 without samples.
double measuredTargetCpuPct(const RunResult& r)
{
    const double from = r.config.requests > 0 ? 0.0 : r.config.warmupSec;
    double sum = 0;
    int n = 0;
    for (const TargetPoint& p : r.target.series) {
        if (p.tSec <= from)
            continue;
        sum += p.cpuPct;
        ++n;
    }
    return n ? sum / n : -1.0;
}

bool starved(const RunResult& r)
{
    return std::find(r.clientWarnings.begin(), r.clientWarnings.end(), client_health::kCpuStarved) !=
           r.clientWarnings.end();
}

} // namespace

const char* splitReasonName(SplitReason r) { return nameIn(kReasons, r); }
bool parseSplitReason(const std::string& name, SplitReason* out) { return valueIn(kReasons, name, out); }
const char* bottleneckName(Bottleneck b) { return nameIn(kBottlenecks, b); }
bool parseBottleneck(const std::string& name, Bottleneck* out) { return valueIn(kBottlenecks, name, out); }

void judgeBottleneck(RunResult* r)
{
    CoreSplit& c = r->cores;
    const int machine = std::max(1, c.machineCpus);
    const int clientCpus = c.clientPinned && !c.clientCpus.empty() ? int(c.clientCpus.size()) : machine;
    const int serverCpus = c.serverPinned && !c.serverCpus.empty() ? int(c.serverCpus.size()) : machine;
    c.clientBusy = r->clientCpuPct > 0 ? std::min(1.0, r->clientCpuPct / (100.0 * clientCpus)) : -1.0;
    const double targetPct = r->target.present ? measuredTargetCpuPct(*r) : -1.0;
    c.serverBusy = targetPct >= 0 ? std::min(1.0, targetPct / (100.0 * serverCpus)) : -1.0;

    c.clientStarved = starved(*r);
    const bool clientFull = c.clientStarved || c.clientBusy >= kSideFullFraction;
    const bool serverFull = c.serverBusy >= kSideFullFraction;
    if (!c.active()) {
        // Both sides on the same CPUs: the figures are shared between them,
        // unless nothing of the server was seen (a URL), where only a full
        // client can be named.
        if (c.serverBusy >= 0)
            c.bottleneck = Bottleneck::Sharing;
        else
            c.bottleneck = clientFull ? Bottleneck::ClientBound : Bottleneck::Unknown;
        return;
    }
    if (clientFull && serverFull)
        c.bottleneck = Bottleneck::BothFull;
    else if (clientFull)
        c.bottleneck = Bottleneck::ClientBound;
    else if (serverFull)
        c.bottleneck = Bottleneck::ServerBound;
    else if (c.serverBusy >= 0)
        c.bottleneck = Bottleneck::Neither;
    else
        c.bottleneck = Bottleneck::Unknown;
}

} // namespace bw

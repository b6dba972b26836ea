#pragma once
// Who had which CPUs in a run (--split), and which side the run's figures
// are bound by: the record every run keeps (RunResult::cores). Plain data,
// Qt-free; judged by judgeBottleneck(), worded by report/core_split_text.h,
// planned by run/split_plan.h. Any thread.
#include <string>
#include <vector>

namespace bw {

struct RunResult;

// Why a run's split is not (or only half) in force. Stored by name in the
// JSON and the history; worded in the window's or the report's language.
enum class SplitReason {
    None,           // the split is in force on both sides
    Off,            // --split off
    NoAffinity,     // the OS has no CPU affinity (macOS)
    FewCpus,        // auto: fewer than 4 CPUs to split
    NotLaunched,    // the target is a URL, not a process this run started
    Attached,       // the target was attached: not ours to move
    CpusTakeAll,    // the target's --cpus leave the client no CPU
};
const char* splitReasonName(SplitReason r);   // "", "off", "no-affinity", "few-cpus", "not-launched", "attached", "cpus-take-all"
bool parseSplitReason(const std::string& name, SplitReason* out);

// Which side bound the run (judgeBottleneck):
//   ServerBound  the server's CPUs were busy, the client's were not;
//   ClientBound  the client's CPUs were busy, or an engine thread waited for a CPU;
//   Sharing      no split: client and server ran on the same CPUs;
//   BothFull     split, and both sides' CPUs were full: the figure is the lower
//                of two ceilings, and the client's CPUs must grow to see the server's;
//   Neither      split, and neither side's CPUs were full: the limit is elsewhere
//                (VUs, the rate, the server's own waits);
//   Unknown      not judged (no target watched and no split, an older result).
enum class Bottleneck { Unknown, ServerBound, ClientBound, Sharing, Neither, BothFull };
// "", "server-bound", "client-bound", "sharing", "neither", "both-full"
const char* bottleneckName(Bottleneck b);
bool parseBottleneck(const std::string& name, Bottleneck* out);

struct CoreSplit {
    std::string requested;          // "auto", "off", "2:2"; "": a result from before --split
    bool serverPinned = false;      // the target ran on serverCpus only
    bool clientPinned = false;      // the engine's threads ran on clientCpus only
    std::vector<int> serverCpus;
    std::vector<int> clientCpus;
    SplitReason reason = SplitReason::None;
    int machineCpus = 0;            // the CPUs this process could use when the run started
    std::string pinProblem;         // why an engine thread could not be pinned (the OS's words); "": none
    // Judged at the end of the run (judgeBottleneck):
    Bottleneck bottleneck = Bottleneck::Unknown;
    double serverBusy = -1;         // measured phase: the target's CPU / its CPUs (0..1); -1: not watched
    double clientBusy = -1;         // the engine threads' CPU / the client's CPUs (0..1); -1: unknown
    bool clientStarved = false;     // an engine thread waited for a CPU (the cpu-starved warning)
    bool active() const { return serverPinned && clientPinned; }
};

// A side whose CPUs were busy at least this share of the measured phase is full.
constexpr double kSideFullFraction = 0.85;

// Fills r->cores.bottleneck, serverBusy and clientBusy from the run's
// figures: the target's CPU over the measured phase (r->target.series from
// the end of the warmup), the engine threads' CPU (r->clientCpuPct), their
// wait for a CPU (the cpu-starved warning) and who had which CPUs.
void judgeBottleneck(RunResult* r);

} // namespace bw

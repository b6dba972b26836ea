#pragma once
// The outcome of one run: configuration, environment, summary, per-second
// series, full latency histograms and the target's resource series. Plain
// data, Qt-free; serialised by result_json and stored by the history store.
#include "engine/load_config.h"
#include "result/agent_info.h"
#include "result/core_split.h"
#include "result/link_record.h"
#include "stats/latency_histogram.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bw {

// Failures by class. `status` counts responses whose code is not 2xx/3xx.
struct ErrorCounts {
    uint64_t connect = 0;    // connect refused / unreachable / name resolution at runtime
    uint64_t send = 0;       // write failed
    uint64_t receive = 0;    // reset or truncated while reading
    uint64_t timeout = 0;    // no complete response within the timeout
    uint64_t protocol = 0;   // unparseable response
    uint64_t status = 0;     // HTTP status outside 2xx/3xx
    uint64_t tls = 0;        // TLS handshake failed (certificate refused, wrong host, garbage, closed mid-handshake)
    uint64_t transport() const { return connect + send + receive + timeout + protocol + tls; }
    uint64_t total() const { return transport() + status; }
    void add(const ErrorCounts& o)
    {
        connect += o.connect; send += o.send; receive += o.receive;
        timeout += o.timeout; protocol += o.protocol; tls += o.tls; status += o.status;
    }
};

// One request-set entry during one second (live figures from the entry's own
// histogram of the second, at the run's precision; never stored).
struct RequestSecond {
    uint64_t requests = 0;          // completed (any status)
    uint64_t errors = 0;            // failed requests and responses not 2xx/3xx
    double p50Us = 0, p99Us = 0;
};

// One flow during one second (live only, like RequestSecond).
struct FlowSecond {
    uint64_t iterations = 0;        // ended this second
    uint64_t failed = 0;
    double p50Us = 0, p99Us = 0;    // iteration duration
};

// What a run's live changes move (Engine::steer): its VUs in the closed
// model, its total rate in the open model.
enum class LoadKnob { Vus, Rate };
const char* loadKnobName(LoadKnob k);                  // "vus", "rate"
std::optional<LoadKnob> parseLoadKnob(const std::string& name);

// One live change of a run's load: the window's knobs, a control-socket line.
struct LoadChange {
    // When it took effect, in seconds since the measured phase began
    // (negative: during the warmup). On the series' time axis (SecondStats::
    // second n spans [n, n + 1)): atSec + ceil(config.warmupSec).
    double atSec = 0;
    LoadKnob knob = LoadKnob::Vus;
    double from = 0;                // the level just before: VUs, or requests/s
    double to = 0;                  // the level from then on
    std::string source;             // who asked ("control", "window"); free text, kept as given
};

// One second of the run, counted by completion time. Seconds are numbered
// from the start of the run (warmup included); `warmup` marks those seconds.
struct SecondStats {
    int second = 0;
    bool warmup = false;
    uint64_t requests = 0;          // completed (any status)
    ErrorCounts errors;
    uint64_t bytesIn = 0;
    uint64_t bytesOut = 0;
    double p50Us = 0, p90Us = 0, p99Us = 0, maxUs = 0;
    double clientCpuPct = 0;        // engine threads' CPU, % of one core
    int activeVus = 0;              // VUs (connections) sending this second
    double targetRate = 0;          // open model: intended requests/s this second
    double spanSec = 1.0;           // length of this second (the last one may be partial)
    // Agent runs (LoadConfig::keepSecondHistograms): this second's latency
    // histogram, LatencyHistogram::encode() bytes, so a merge is exact per
    // second too. Empty otherwise.
    std::string latencyHist;
    int agents = 0;                 // merged runs: agents that reported this second; 0 otherwise
    bool partial = false;           // merged runs: not every agent covered this whole second
    // A request set's entries this second, in the compiled set's order (its
    // plain entries, then every flow's steps; live runs only: neither saved
    // nor written to JSON). Empty without a set.
    std::vector<RequestSecond> byRequest;
    // A set's flows this second, in the set's order (live runs only). Empty without flows.
    std::vector<FlowSecond> byFlow;
    double rps() const { return spanSec > 0 ? double(requests) / spanSec : 0.0; }
};

// The target process's resources, sampled while the run went on.
struct TargetPoint {
    double tSec = 0;                // seconds since the run started
    uint64_t rssBytes = 0;          // summed over the process tree
    double cpuPct = 0;              // user+sys, % of one core (can exceed 100)
    int threads = 0;
    int processes = 0;
    // Through the target's cgroup, when it has one (TargetInfo::cgroup); 0 otherwise.
    uint64_t memoryBytes = 0;       // highest cgroup memory usage sampled this second: anon + page cache + kernel
    uint64_t anonBytes = 0;         // anonymous memory (heaps, stacks) of that sample
    uint64_t fileBytes = 0;         // page cache of that sample
    uint64_t quotaPeriods = 0;      // CPU-quota periods (100 ms) in which the target ran this second
    uint64_t throttledPeriods = 0;  // of those, the ones that ended with the target held back
    double throttledSec = 0;        // time held back this second, summed over CPUs
    double throttledFraction() const { return quotaPeriods ? double(throttledPeriods) / double(quotaPeriods) : 0.0; }
};

// The target's cgroup: its limits and what the kernel counted in it.
struct CgroupInfo {
    int version = 0;                // 0: the target had no cgroup; 1 or 2
    std::string path;               // inside the hierarchy, e.g. "/benchwork/benchwork-4242-1" or a container's
    std::string container;          // the container's name or id as given; "" for a launched target's own cgroup
    double cpuQuota = 0;            // CPUs' worth of time; 0: none
    uint64_t memoryLimitBytes = 0;  // 0: none
    uint64_t peakMemoryBytes = 0;   // the kernel's own peak (memory.peak / max_usage_in_bytes): catches spikes between samples
    // Which: "memory.peak" (v2, kernel 5.19+), "memory.max_usage_in_bytes"
    // (v1): the kernel's exact peak; "memory.current": the highest 250 ms
    // sample (a v2 kernel without memory.peak); "": not recorded (older results).
    std::string peakMemorySource;
    uint64_t oomKills = 0;          // processes the OOM killer ended in the cgroup during the run
    // The measured phase: share of its quota periods that ended throttled,
    // and the time held back (summed over CPUs).
    double throttledFraction = 0;
    double throttledSec = 0;
};

// Whether a run watched its target's process, and why (decided by
// target/watch_check.h before the run, worded by result/watch_text.h). Only
// a process that serves the run's URL is watched; one the user named is
// watched anyway, with a warning that it is not the URL's server.
struct WatchNote {
    // "serves": the process tree (or the container's published port) takes
    // the URL's connections; "not-listening": it does not; "not-local": the
    // URL's host is not this machine; "proxy": the requests go through a
    // proxy; "unreadable": its sockets could not be read. "": nothing was
    // checked (no process to watch, or a result from before the check).
    std::string check;
    bool watched = false;           // its RSS and CPU were sampled for the run
    std::string who;                // "demo" (the demo target), "launched", "process" (by pid), "container"
    int64_t pid = 0;                // the process tree's root (a container's main process)
    std::string container;          // who == "container": its name as given
    std::string address;            // the URL's host and port, "127.0.0.1:1"
    std::string detail;             // "unreadable": why; "proxy": the proxy
    bool warns() const { return watched && !check.empty() && check != "serves"; }
};

struct TargetInfo {
    bool present = false;           // a target process was launched or attached
    std::string command;            // as launched, or "pid N"
    int64_t pid = 0;
    uint64_t peakRssBytes = 0;      // highest RSS of the process tree, sampled every 250 ms (peakMemoryOf() is the figure to show)
    double peakCpuPct = 0;
    std::vector<TargetPoint> series;    // one point per second
    CgroupInfo cgroup;
    std::string exitDescription;        // "exited with code 1", "killed by signal 9"; empty if alive
    std::string logPath;
    std::string logTail;                // last lines of the target's output
    WatchNote watch;                    // why it was (or was not) watched; set also when present is false
};

struct Environment {
    std::string os;                 // "Debian GNU/Linux 12 (bookworm)"
    std::string kernel;             // "Linux 6.1.0-..."
    std::string cpuModel;
    int cores = 0;
    uint64_t memoryBytes = 0;
    std::string machineModel;       // where the OS tells it (macOS hw.model, DMI product name)
    std::string hostname;
    std::string benchworkVersion;
    std::string curlVersion;
    std::string qtVersion;
    // The launched target's runtime as its version command printed it
    // ("node v20.19.2", "bun 1.4.5"); "" when not known (suite targets with
    // a "version" command record it).
    std::string targetRuntime;
    // The limits this run's target ran under (the machine's cgroup version
    // even without limits).
    struct Limits {
        double cpuQuota = 0;                // CPUs' worth of time (cgroup); 0: none
        uint64_t memoryLimitBytes = 0;      // cgroup memory limit; 0: none
        uint64_t addressSpaceLimitBytes = 0;    // RLIMIT_AS; 0: none
        std::string cpus;                   // pinning, "0-1"; "": none
        std::string cgroupVersion;          // "cgroup v2", "cgroup v1", "" (none on this machine)
        std::string container;              // the attached container, if any
    } limits;
};

enum class RunStatus { Complete, Stopped, TargetExited, Interrupted, Failed };
const char* runStatusName(RunStatus s);          // "complete", "stopped", "target-exited", "interrupted", "failed"
bool parseRunStatus(std::string_view s, RunStatus* out);

struct Slo {
    double minRps = 0;              // 0: no floor
    double maxP99Us = 0;            // 0: no ceiling
    double maxErrorRate = -1;       // fraction 0..1; < 0: no ceiling
    bool empty() const { return minRps <= 0 && maxP99Us <= 0 && maxErrorRate < 0; }
};

struct SloVerdict {
    bool evaluated = false;         // judged against an SLO: false when the run had none, or was not judged
    bool pass = false;
    // Not judged: the run did not run to its end (stopped by the user, or
    // interrupted), so it neither passed nor failed, whatever its figures
    // and its SLO (result/run_outcome.h, docs/exit-status.md). evaluated and
    // pass are then false and the figures below are not filled in.
    bool notJudged = false;
    bool rpsPass = true, p99Pass = true, errorPass = true;
    double rpsRatio = 0;            // measured / floor (2.4 = "2.4x RPS target")
    double p99Headroom = 0;         // ceiling / measured (6.2 = "6.2x p99 headroom")
    double errorRate = 0;
};

// How often one of a flow step's checks (or extractions) failed.
struct CheckFailures {
    std::string name;               // "status 200", "a missing {{token}}"
    uint64_t failures = 0;
};

// One request-set entry over the measured phase (byRequest in the JSON,
// docs/json-schema.md), or one flow's step (byStep, docs/flows.md). The entries' requests add up to the run's; so do
// their errors, but for the errors no request carried (a connection that
// failed to open, bytes on an idle connection).
struct RequestStats {
    std::string name;
    std::string method;
    std::string path;               // as given in the set: "/db/find/{{id}}"
    uint64_t requests = 0;          // completed in the measured phase (any status)
    double rps = 0;                 // requests / the run's measuredSec
    uint64_t bytesIn = 0, bytesOut = 0;
    ErrorCounts errors;
    std::map<int, uint64_t> statusCodes;
    LatencyHistogram latency;          // from actual send to last byte
    LatencyHistogram latencyIntended;  // open model: from the intended send time
    LatencySummary latencySummary;
    LatencySummary latencyIntendedSummary;
    Slo slo;                        // a suite's SLO for this entry (empty: none)
    SloVerdict verdict;
    // A flow's step (byStep): its flow, the times it was not sent because a
    // value it needs was missing, and its failures by check and extraction
    // (every one listed, failed or not). Empty / 0 for a plain entry.
    std::string flow;
    uint64_t skipped = 0;
    std::vector<CheckFailures> checks;
    double errorRate() const { return requests ? double(errors.total()) / double(requests + errors.transport()) : (errors.total() ? 1.0 : 0.0); }
    uint64_t checkFailures() const
    {
        uint64_t n = 0;
        for (const CheckFailures& c : checks)
            n += c.failures;
        return n;
    }
    // "buy / list" for a step, the name for an entry.
    std::string displayName() const { return flow.empty() ? name : flow + " / " + name; }
};

// One flow over the measured phase (byFlow, docs/flows.md). An iteration
// counts when it began and ended in the measured phase; it failed when one
// of its requests failed or got a status outside 2xx/3xx, a check or an
// extraction failed, or a step was skipped.
struct FlowStats {
    std::string name;
    uint64_t iterations = 0;
    uint64_t failedIterations = 0;
    double iterationsPerSec = 0;        // iterations / the run's measuredSec
    LatencyHistogram duration;          // first send -> last response
    LatencyHistogram durationIntended;  // open model: intended start -> last response (coordinated omission corrected)
    LatencySummary durationSummary;
    LatencySummary durationIntendedSummary;
    Slo slo;                            // a suite's SLO for this flow (p99 of the iteration duration, iterations/s, failed share)
    SloVerdict verdict;
    double failedRate() const { return iterations ? double(failedIterations) / double(iterations) : 0.0; }
};

struct RunResult {
    LoadConfig config;
    Slo slo;
    SloVerdict verdict;
    Environment environment;
    std::string name;
    std::string engineUsed;         // "native" or "curl"
    std::string httpVersion;        // "HTTP/1.1", "HTTP/2", "HTTP/3"
    int threadsUsed = 0;
    int64_t startedAtMs = 0;        // wall clock, ms since the epoch (for display)
    double warmupSec = 0;           // actual warmup length
    double measuredSec = 0;         // actual measured-phase length
    RunStatus status = RunStatus::Complete;
    std::string statusMessage;      // why it ended early, if it did

    uint64_t requests = 0;          // completed in the measured phase (any status)
    uint64_t bytesIn = 0, bytesOut = 0;
    double rps = 0;                 // requests / measuredSec
    ErrorCounts errors;
    std::map<int, uint64_t> statusCodes;
    uint64_t inFlightAtEnd = 0;     // neither counted nor errors
    uint64_t lateSends = 0;         // open model: sends that went out late (> 2 ms behind schedule)
    // Of lateSends: those that waited for a free connection or stream, every
    // one busy with the server. The others left late because the client's
    // thread ran late (a busy or starved client, not the server).
    uint64_t lateSendsQueued = 0;
    // Open model: sends due in the measured phase that never went out before
    // it ended (a backlog); their age at the end is in latencyIntended as a
    // lower bound of their latency.
    uint64_t unsentAtEnd = 0;
    uint64_t connectsOpened = 0;    // TCP connections opened over the whole run (warmup, reconnects included)
    // Per new connection over the whole run (warmup and reconnects included):
    // the TCP connect, and the TLS handshake (https:// only; count 0 otherwise).
    LatencySummary connectTime;
    LatencySummary tlsHandshakeTime;
    uint64_t tlsResumed = 0;        // handshakes that resumed an earlier session (of tlsHandshakeTime.count)
    // HTTP/3: the QUIC handshake of each new connection (first Initial to
    // handshake done; there is no TCP connect), how many of them resumed an
    // earlier session's ticket, and how many of those had their requests
    // accepted in 0-RTT.
    LatencySummary quicHandshakeTime;
    uint64_t quicResumed = 0;
    uint64_t quicEarlyData = 0;
    // HTTP/3: the UDP batching that carried more than one datagram in a
    // call during the run: "gso", "sendmmsg", "recvmmsg" (docs/http3.md).
    std::vector<std::string> udpIo;
    // The first message seen per error class ("connect" -> "Connection refused").
    std::map<std::string, std::string> errorExamples;

    LatencyHistogram latency;          // from actual send to last byte
    LatencyHistogram latencyIntended;  // open model: from intended send time (CO corrected)
    LatencyHistogram sendLateness;     // open model: actual send - intended send, per request
    LatencySummary latencySummary;
    LatencySummary latencyIntendedSummary;
    LatencySummary sendLatenessSummary;

    double clientCpuPct = 0;        // average CPU of the engine threads, % of one core
    double clientBusyFraction = 0;  // CPU time / (threads * wall time)
    bool clientBound = false;       // busy > 0.9: the result measures the client
    // The largest share of the measured phase any engine thread spent
    // runnable but waiting for a CPU (Linux schedstat; -1: not available).
    double clientRunQueueWaitFraction = -1;
    // Named ways the client failed the measurement (client_health.h):
    // "cpu-busy", "cpu-starved", "pacer-behind", "stalled". Empty: healthy.
    std::vector<std::string> clientWarnings;

    std::vector<SecondStats> series;
    TargetInfo target;
    // Who had which CPUs (--split) and which side bound the run.
    CoreSplit cores;
    // The network between the engine and the target (--link); empty: local.
    LinkRecord link;
    // A request set's plain entries, in the set's order (empty without a set).
    std::vector<RequestStats> byRequest;
    // A set's flows (docs/flows.md): every step of every flow in order, and
    // every flow. Empty without flows.
    std::vector<RequestStats> byStep;
    std::vector<FlowStats> byFlow;
    // The live changes of the load, in order. A run with any has its
    // config.stages replaced by the schedule it actually ran (from the
    // starting level, over the measured phase), so running the config again
    // replays it.
    std::vector<LoadChange> loadChanges;

    AgentInfo agent;                    // an agent's part of a many-agent run (agent.present())
    std::vector<MergedAgent> agents;    // a merged run: the agents it was merged from, by index

    // Where the history keeps the run (not part of the run JSON; filled by
    // HistoryStore::loadRun and by RunSession once saved).
    int64_t historyId = 0;                  // 0: not saved
    std::vector<std::string> tags;          // sorted
    // Other Benchwork runs (history ids) that loaded this machine while this
    // one ran: both results are skewed.
    std::vector<int64_t> overlappingRuns;

    double errorRate() const { return requests ? double(errors.total()) / double(requests + errors.transport()) : (errors.total() ? 1.0 : 0.0); }
    uint64_t successes() const { return requests - errors.status; }
};

// The run's figures against `slo`; a run that did not run to its end
// (status stopped or interrupted) is not judged (notJudgedVerdict()).
SloVerdict evaluateSlo(const Slo& slo, const RunResult& r);
// One request-set entry judged as evaluateSlo() judges a run (the corrected
// p99 in the open model).
SloVerdict evaluateRequestSlo(const Slo& slo, const RequestStats& e, bool openModel);
// A flow judged the same way: its iterations/s against the floor, the p99
// of its iteration duration (from the intended start in the open model)
// against the ceiling, its share of failed iterations against the error
// ceiling.
SloVerdict evaluateFlowSlo(const Slo& slo, const FlowStats& f, bool openModel);
// Whether an SLO's key names a flow's step: its name, "flow / step" or "flow/step".
bool sloNamesStep(const std::string& name, const RequestStats& step);
// Sets the SLO and verdict of each named entry, flow's step (sloNamesStep)
// and flow; the run's verdict then passes only if every one of theirs does
// (evaluated as soon as one has an SLO). A run not run to its end leaves
// them all not judged.
void applyRequestSlos(const std::vector<std::pair<std::string, Slo>>& slos, RunResult* r);

} // namespace bw

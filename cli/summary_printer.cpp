#include "cli/summary_printer.h"

#include "cli/request_options.h"

#include "engine/stage_list.h"
#include "history/run_record.h"
#include "report/client_warning_text.h"
#include "report/core_split_text.h"
#include "report/link_text.h"
#include "result/client_health.h"
#include "result/peak_memory.h"
#include "result/watch_text.h"
#include "result/run_outcome.h"
#include "result/cgroup_text.h"
#include "result/verdict_text.h"
#include "util/units.h"

#include <algorithm>

#include <cstdio>

namespace bwcli {

using namespace bw;

namespace {
std::string padLeft(std::string s, size_t w)
{
    if (s.size() < w)
        s.insert(0, w - s.size(), ' ');
    return s;
}
// Left-aligned in w columns; cut with "..." when longer.
std::string cell(std::string s, size_t w)
{
    if (s.size() > w)
        s = s.substr(0, w - 3) + "...";
    s.append(w - s.size(), ' ');
    return s;
}
} // namespace

std::string runBanner(const RunResult& planned, const std::string& engine, int threads)
{
    const LoadConfig& c = planned.config;
    std::string what = c.requests > 0 ? formatCount(double(c.requests)) + " requests" : formatDurationSec(c.measuredSeconds()) + " test";
    std::string s = "Running " + what + " @ " + c.url + "\n";
    auto counted = [](int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); };
    s += "  " + counted(threads, "thread", "threads") + " and " + counted(c.connections, "connection", "connections") + ", engine " + engine;
    if (c.warmupSec > 0)
        s += ", warmup " + formatDurationSec(c.warmupSec);
    if (c.rate > 0)
        s += ", fixed rate " + formatCount(c.rate) + " req/s";
    s += "\n";
    if (!c.stages.empty())
        s += "  stages: " + stagesLine(c) + "\n";
    s += requestSetLine(c.mix);
    if (planned.agent.present()) {
        const AgentInfo& a = planned.agent;
        s += "  agent " + std::to_string(a.index) + " of " + std::to_string(a.count) + ": its share of "
             + std::to_string(a.whole.connections) + " connections";
        if (a.whole.rate > 0)
            s += ", " + formatCount(a.whole.rate) + " req/s";
        if (a.whole.requests > 0)
            s += ", " + formatCount(double(a.whole.requests)) + " requests";
        s += "\n";
    }
    return s;
}


std::string scheduleLines(const RunResult& r)
{
    std::string s;
    const LoadConfig& c = r.config;
    if (r.loadChanges.empty()) {
        if (!c.stages.empty())
            s += "  Stages: " + stagesLine(c) + "\n";
        return s;
    }
    constexpr size_t kListed = 10;   // a script may change the load hundreds of times
    s += "  Changed live " + std::to_string(r.loadChanges.size()) + (r.loadChanges.size() == 1 ? " time:" : " times:") + "\n";
    for (size_t i = 0; i < r.loadChanges.size() && i < kListed; ++i)
        s += "    " + loadChangeLine(r.loadChanges[i]) + "\n";
    if (r.loadChanges.size() > kListed)
        s += "    ... and " + std::to_string(r.loadChanges.size() - kListed) + " more (in --json and the history)\n";
    s += "  Stages as run: " + stagesLine(c) + "\n";
    if (c.requests == 0)
        s += "    to replay it: the same options with --stages " + formatStageList(c.stages) + " (and no --duration)\n";
    return s;
}

std::string formatSummary(const RunResult& r)
{
    std::string s;
    const LatencySummary& L = r.latencySummary;
    auto row = [&](const char* name, const LatencySummary& l) {
        s += std::string("  ") + name + "\n";
        s += "    mean " + formatDurationUs(l.meanUs) + "  stdev " + formatDurationUs(l.stdevUs) + "  min " + formatDurationUs(l.minUs) + "\n";
        s += "    p50 " + padLeft(formatDurationUs(l.p50Us), 8) + "   p75 " + padLeft(formatDurationUs(l.p75Us), 8) + "   p90 "
             + padLeft(formatDurationUs(l.p90Us), 8) + "\n";
        s += "    p99 " + padLeft(formatDurationUs(l.p99Us), 8) + "  p99.9 " + padLeft(formatDurationUs(l.p999Us), 8) + "   max "
             + padLeft(formatDurationUs(l.maxUs), 8) + "\n";
    };
    if (r.config.rate > 0) {
        row("Latency (from intended send time, coordinated-omission corrected)", r.latencyIntendedSummary);
        row("Latency (from actual send time)", L);
    } else {
        row("Latency", L);
    }
    // per new connection, beside request latency
    if (r.connectTime.count > 0) {
        s += "  Connect (" + formatCount(double(r.connectTime.count)) + " new connections)  p50 "
             + formatDurationUs(r.connectTime.p50Us) + "  p99 " + formatDurationUs(r.connectTime.p99Us) + "\n";
    }
    if (r.tlsHandshakeTime.count > 0) {
        s += "  TLS handshake (" + formatCount(double(r.tlsHandshakeTime.count)) + ", " + formatCount(double(r.tlsResumed))
             + " resumed)  p50 " + formatDurationUs(r.tlsHandshakeTime.p50Us) + "  p99 "
             + formatDurationUs(r.tlsHandshakeTime.p99Us) + "\n";
    }
    if (r.quicHandshakeTime.count > 0) {
        s += "  QUIC handshake (" + formatCount(double(r.quicHandshakeTime.count)) + ", "
             + formatCount(double(r.quicResumed)) + " resumed, " + formatCount(double(r.quicEarlyData)) + " with 0-RTT)  p50 "
             + formatDurationUs(r.quicHandshakeTime.p50Us) + "  p99 " + formatDurationUs(r.quicHandshakeTime.p99Us) + "\n";
    }
    if (r.httpVersion == "HTTP/3") {
        std::string used;
        for (const std::string& u : r.udpIo)
            used += (used.empty() ? "" : ", ") + u;
        s += "  UDP batching: " + (used.empty() ? std::string("none (one datagram per call)") : used) + "\n";
    }
    s += "  " + formatCount(double(r.requests)) + " requests in " + formatFixed(r.measuredSec, 2) + "s, "
         + formatBytes(double(r.bytesIn)) + " read, " + formatBytes(double(r.bytesOut)) + " written\n";
    const ErrorCounts& e = r.errors;
    if (e.transport())
        s += "  Socket errors: connect " + std::to_string(e.connect) + ", send " + std::to_string(e.send) + ", receive "
             + std::to_string(e.receive) + ", timeout " + std::to_string(e.timeout) + ", protocol " + std::to_string(e.protocol)
             + (e.tls ? ", tls " + std::to_string(e.tls) : std::string()) + "\n";
    for (const auto& [cls, text] : r.errorExamples)
        s += "    first " + cls + " error: " + text + "\n";
    if (e.status)
        s += "  Non-2xx or 3xx responses: " + std::to_string(e.status) + "\n";
    if (!r.statusCodes.empty()) {
        s += "  Status codes:";
        for (auto [code, n] : r.statusCodes)
            s += " " + std::to_string(code) + " x" + formatCount(double(n));
        s += "\n";
    }
    s += scheduleLines(r);
    if (r.inFlightAtEnd)
        s += "  In flight at the end: " + std::to_string(r.inFlightAtEnd) + " (neither counted nor errors)\n";
    if (r.config.rate > 0) {
        s += "  Late sends: " + formatCount(double(r.lateSends)) + " (went out more than 2 ms after their intended time)\n";
        const LatencySummary& late = r.sendLatenessSummary;
        s += "  Send lateness: p50 " + formatDurationUs(late.p50Us) + ", p99 " + formatDurationUs(late.p99Us) + ", max "
             + formatDurationUs(late.maxUs);
        const double share = client_health::latenessShareOfCorrected(r);
        if (share >= 0)
            s += " (the client's own delay: " + formatFixed(share * 100, 1) + "% of the mean corrected latency)";
        s += "\n";
        if (r.unsentAtEnd)
            s += "  Unsent at the end: " + formatCount(double(r.unsentAtEnd))
                 + " (due but never sent; their age at the end is in the corrected latency, a lower bound)\n";
    }
    s += formatRequestTable(r);
    s += formatFlowTables(r);
    s += "Requests/sec: " + padLeft(formatFixed(r.rps, 2), 12) + "\n";
    s += "Transfer/sec: " + padLeft(formatBytes(r.measuredSec > 0 ? double(r.bytesIn) / r.measuredSec : 0), 12) + "\n";
    s += "Client CPU:   " + padLeft(formatFixed(r.clientCpuPct, 0) + "%", 12) + " of one core (" + formatFixed(r.clientBusyFraction * 100, 0)
         + "% of " + std::to_string(r.threadsUsed) + " engine thread" + (r.threadsUsed == 1 ? "" : "s") + " busy)\n";
    if (r.clientRunQueueWaitFraction >= 0)
        s += "Client wait:  " + padLeft(formatFixed(r.clientRunQueueWaitFraction * 100, 1) + "%", 12)
             + " of the time the busiest engine thread waited for a CPU\n";
    if (const QString cores = bw::coresLine(r.cores); !cores.isEmpty())
        s += cores.toStdString() + "\n";
    if (const QString link = bw::linkLine(r); !link.isEmpty())
        s += link.toStdString() + "\n";
    for (const std::string& w : bw::clientWarningsOf(r))   // a merged or older run: the flag alone is cpu-busy
        s += "WARNING [" + w + "]: " + bw::clientWarningSentence(r, w, bw::TextCatalog()).toStdString() + "\n";
    if (!r.agents.empty()) {
        s += "Agents:       " + std::to_string(r.agents.size()) + " merged (percentiles from the added histograms)\n";
        for (const MergedAgent& m : r.agents) {
            s += "  agent " + std::to_string(m.agent.index) + " " + padLeft(m.agent.host, 16) + " " + padLeft(std::to_string(m.agent.share.connections) + " VUs", 9)
                 + padLeft(formatCount(double(m.requests)), 9) + " requests " + padLeft(formatFixed(m.rps, 0), 9) + " req/s  p99 "
                 + padLeft(formatDurationUs(m.p99Us), 8) + "  client CPU " + formatFixed(m.clientCpuPct, 0) + "% ("
                 + formatFixed(m.clientBusyFraction * 100, 0) + "% busy)" + (m.clientBound ? "  CLIENT-BOUND" : "") + "\n";
        }
    }
    if (!r.overlappingRuns.empty())
        s += "WARNING: another Benchwork load used this machine while this run ran (" + runIdList(r.overlappingRuns)
             + " in the history): both results are skewed.\n";
    if (r.target.present) {
        // The peak to trust first, with where each figure came from (result/peak_memory.h).
        const PeakMemory peak = peakMemoryOf(r.target);
        s += "Target:       peak memory " + formatBytes(double(peak.bytes)) + " (" + peakMemorySourceText(peak).toStdString() + ")";
        if (peak.source != PeakMemory::Source::RssSampled)
            s += ", peak RSS " + formatBytes(double(r.target.peakRssBytes)) + " (process tree, highest 250 ms sample)";
        s += ", peak CPU " + formatFixed(r.target.peakCpuPct, 0) + "%";
        if (!r.target.series.empty()) {
            double sum = 0;
            for (const auto& p : r.target.series) sum += p.cpuPct;
            s += ", mean CPU " + formatFixed(sum / double(r.target.series.size()), 0) + "%";
        }
        s += " (" + r.target.command + ")\n";
        for (const QString& line : {cgroupLimitsText(r.target.cgroup), throttlingText(r.target.cgroup), oomText(r.target.cgroup)})
            if (!line.isEmpty())
                s += "              " + line.toStdString() + "\n";
    }
    // Why no process was watched, or that the one watched is not the URL's server (target/watch_check.h).
    if (const QString note = watchNoteText(r.target.watch); !note.isEmpty())
        s += (r.target.watch.warns() ? "WARNING: " : "Target:       ") + note.toStdString() + "\n";
    if (r.status != RunStatus::Complete) {
        // A run whose target ended has failed (run_outcome.h), however much it served first.
        s += r.status == RunStatus::Failed ? std::string("Run failed")
             : statusFailsRun(r.status)    ? "Run failed (" + std::string(runStatusName(r.status)) + ")"
                                           : "Run ended early (" + std::string(runStatusName(r.status)) + ")";
        if (!r.statusMessage.empty())
            s += ": " + r.statusMessage;
        s += "\n";
        if (!r.target.logTail.empty())
            s += "Last lines of the target's output:\n" + r.target.logTail + (r.target.logTail.back() == '\n' ? "" : "\n");
    }
    return s;
}

std::string formatRequestTable(const RunResult& r)
{
    if (r.byRequest.empty())
        return {};
    const bool corrected = r.config.rate > 0;
    std::string s = std::string("Requests by entry") + (corrected ? " (latency from the intended send time)" : "") + ":\n";
    s += "  " + cell("name", 20) + " " + cell("method", 6) + " " + cell("path", 28) + padLeft("requests", 10) + padLeft("share", 8)
         + padLeft("req/s", 11) + padLeft("p50", 10) + padLeft("p99", 10) + padLeft("errors", 8) + "  status codes\n";
    for (const RequestStats& e : r.byRequest) {
        const LatencySummary& l = corrected ? e.latencyIntendedSummary : e.latencySummary;
        std::string codes;
        for (auto [code, n] : e.statusCodes)
            codes += (codes.empty() ? "" : " ") + std::to_string(code) + " x" + formatCount(double(n));
        const double share = r.requests ? 100.0 * double(e.requests) / double(r.requests) : 0.0;
        s += "  " + cell(e.name, 20) + " " + cell(e.method, 6) + " " + cell(e.path, 28) + padLeft(formatCount(double(e.requests)), 10)
             + padLeft(formatFixed(share, 1) + "%", 8) + padLeft(formatFixed(e.rps, 2), 11) + padLeft(formatDurationUs(l.p50Us), 10)
             + padLeft(formatDurationUs(l.p99Us), 10) + padLeft(formatCount(double(e.errors.total())), 8) + "  " + codes + "\n";
        if (e.verdict.notJudged)
            s += "    SLO NOT JUDGED\n";
        else if (e.verdict.evaluated)
            s += "    SLO " + std::string(e.verdict.pass ? "PASS" : "FAIL") + ": " + headroomText(e.slo, e.verdict).toStdString() + "\n";
    }
    return s;
}

std::string formatFlowTables(const RunResult& r)
{
    if (r.byFlow.empty())
        return {};
    const bool corrected = r.config.rate > 0;
    std::string s = std::string("Flows") + (corrected ? " (iteration time from the intended start)" : "") + ":\n";
    s += "  " + cell("flow", 20) + padLeft("iterations", 12) + padLeft("iter/s", 11) + padLeft("failed", 9) + padLeft("p50", 10) + padLeft("p99", 10)
         + padLeft("max", 10) + "\n";
    for (const FlowStats& f : r.byFlow) {
        const LatencySummary& l = corrected && f.durationIntendedSummary.count ? f.durationIntendedSummary : f.durationSummary;
        s += "  " + cell(f.name, 20) + padLeft(formatCount(double(f.iterations)), 12) + padLeft(formatFixed(f.iterationsPerSec, 2), 11)
             + padLeft(formatCount(double(f.failedIterations)), 9) + padLeft(formatDurationUs(l.p50Us), 10) + padLeft(formatDurationUs(l.p99Us), 10)
             + padLeft(formatDurationUs(l.maxUs), 10) + "\n";
        if (f.verdict.evaluated)
            s += "    SLO " + std::string(f.verdict.pass ? "PASS" : "FAIL") + ": " + headroomText(f.slo, f.verdict).toStdString() + "\n";
    }
    s += std::string("Steps") + (corrected ? " (latency from the intended send time)" : "") + ":\n";
    s += "  " + cell("flow / step", 28) + " " + cell("method", 6) + " " + cell("path", 24) + padLeft("requests", 10) + padLeft("p50", 10)
         + padLeft("p99", 10) + padLeft("errors", 8) + padLeft("checks", 8) + padLeft("skipped", 9) + "\n";
    for (const RequestStats& e : r.byStep) {
        const LatencySummary& l = corrected && e.latencyIntendedSummary.count ? e.latencyIntendedSummary : e.latencySummary;
        s += "  " + cell(e.displayName(), 28) + " " + cell(e.method, 6) + " " + cell(e.path, 24) + padLeft(formatCount(double(e.requests)), 10)
             + padLeft(formatDurationUs(l.p50Us), 10) + padLeft(formatDurationUs(l.p99Us), 10) + padLeft(formatCount(double(e.errors.total())), 8)
             + padLeft(formatCount(double(e.checkFailures())), 8) + padLeft(formatCount(double(e.skipped)), 9) + "\n";
        for (const CheckFailures& c : e.checks)
            if (c.failures)
                s += "    failed: " + c.name + " x" + formatCount(double(c.failures)) + "\n";
        if (e.verdict.evaluated)
            s += "    SLO " + std::string(e.verdict.pass ? "PASS" : "FAIL") + ": " + headroomText(e.slo, e.verdict).toStdString() + "\n";
    }
    return s;
}

std::string formatVerdict(const Slo& slo, const SloVerdict& v, const RunResult& r)
{
    if (v.notJudged)   // stopped or interrupted (result/run_outcome.h): exit status 130, not 0 or 1
        return std::string("SLO: NOT JUDGED - the run was ") + runStatusName(r.status)
               + " before its end; its figures are partial, so it neither passed nor failed\n";
    if (!v.evaluated)
        return {};
    std::string s = std::string("SLO: ") + (v.pass ? "PASS" : "FAIL") + " - ";
    std::string parts;
    auto add = [&](const std::string& p) { parts += (parts.empty() ? "" : ", ") + p; };
    const HeadroomParts headroom = headroomParts(slo, v);
    if (!headroom.rps.isEmpty())
        add(headroom.rps.toStdString() + " (" + formatCount(r.rps) + " vs >= " + formatCount(slo.minRps) + ")");
    if (!headroom.p99.isEmpty())
        add(headroom.p99.toStdString() + " (" + formatDurationUs(slo.maxP99Us / (v.p99Headroom > 0 ? v.p99Headroom : 1))
            + " vs <= " + formatDurationUs(slo.maxP99Us) + ")");
    if (slo.maxErrorRate >= 0)
        add("error rate " + formatFixed(v.errorRate * 100, 2) + "% vs <= " + formatFixed(slo.maxErrorRate * 100, 2) + "%");
    s += parts + "\n";
    if (!v.rpsPass) s += "  RPS below the floor\n";
    if (!v.p99Pass) s += "  p99 above the ceiling\n";
    if (!v.errorPass) s += "  error rate above the ceiling\n";
    return s;
}

std::string progressLine(const LiveStatus& l)
{
    char b[256];
    std::string left;
    if (l.phaseTotalSec > 0)
        left = formatFixed(std::max(0.0, l.phaseTotalSec - l.phaseElapsedSec), 0) + "s left";
    else if (l.requestsTotal)
        left = formatCount(double(l.requestsDone)) + "/" + formatCount(double(l.requestsTotal));
    std::snprintf(b, sizeof b, "[%-8s] %-14s %12s req/s  p99 %-9s errors %s", phaseName(l.phase), left.c_str(),
                  formatCount(l.rpsNow).c_str(), formatDurationUs(l.p99NowUs).c_str(), formatCount(double(l.errorsTotal)).c_str());
    return b;
}

} // namespace bwcli

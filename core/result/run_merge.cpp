// Merging agents' results into one run (see run_merge.h).
#include "result/run_merge.h"

#include <map>
#include <optional>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace bw {

namespace {

std::string secondsText(double sec)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", sec);
    return buf;
}

bool sameHeaders(const LoadConfig& a, const LoadConfig& b)
{
    if (a.headers.size() != b.headers.size())
        return false;
    for (size_t i = 0; i < a.headers.size(); ++i)
        if (a.headers[i].name != b.headers[i].name || a.headers[i].value != b.headers[i].value)
            return false;
    return true;
}

// The first setting in which two agents' runs differ (a JSON key of
// `config`), or "" when they ran the same load shape.
std::string shapeDifference(const RunResult& a, const RunResult& b)
{
    const LoadConfig& x = a.config;
    const LoadConfig& y = b.config;
    if (x.method != y.method) return "method";
    if (!sameHeaders(x, y)) return "headers";
    if (x.body != y.body) return "body";
    if ((x.rate > 0) != (y.rate > 0)) return "rate (open or closed model)";
    if ((x.requests > 0) != (y.requests > 0)) return "requests (count or time mode)";
    if (x.requests == 0 && x.stages.empty() && x.durationSec != y.durationSec) return "durationSec";
    if (x.warmupSec != y.warmupSec) return "warmupSec";
    if (x.timeoutSec != y.timeoutSec) return "timeoutSec";
    if (x.http2 != y.http2) return "http2";
    if (x.http3 != y.http3) return "http3";
    if (x.streams != y.streams) return "streams";
    if (x.stages.size() != y.stages.size()) return "stages";
    for (size_t i = 0; i < x.stages.size(); ++i)
        if (x.stages[i].durationSec != y.stages[i].durationSec) return "stages";
    if (!(a.agent.whole == b.agent.whole)) return "the whole run's connections, rate or requests";
    return {};
}

void addShare(LoadShare* into, const LoadShare& s)
{
    into->connections += s.connections;
    into->rate += s.rate;
    into->requests += s.requests;
    into->stageTargets.resize(std::max(into->stageTargets.size(), s.stageTargets.size()), 0.0);
    for (size_t i = 0; i < s.stageTargets.size(); ++i)
        into->stageTargets[i] += s.stageTargets[i];
}

std::optional<Error> refusal(const std::vector<MergeInput>& in, double toleranceSec)
{
    if (in.size() < 2)
        return Error(ErrorCode::MergeTooFew, std::string(), {std::to_string(in.size())});
    for (const MergeInput& m : in) {
        if (!m.run.agent.present())
            return Error(ErrorCode::MergeNotAgent, std::string(), {m.label});
        if (m.run.requests > 0 && m.run.latency.count() == 0)
            return Error(ErrorCode::MergeNoHistogram, std::string(), {m.label});
    }
    const MergeInput& first = in.front();
    std::map<int, const MergeInput*> byIndex;
    for (const MergeInput& m : in) {
        const AgentInfo& a = m.run.agent;
        if (a.count != first.run.agent.count)
            return Error(ErrorCode::MergeAgentCount, std::string(),
                         {first.label, std::to_string(first.run.agent.count), m.label, std::to_string(a.count)});
        if (auto it = byIndex.find(a.index); it != byIndex.end())
            return Error(ErrorCode::MergeIndexTwice, std::string(), {it->second->label, m.label, std::to_string(a.index)});
        byIndex[a.index] = &m;
        if (m.run.config.url != first.run.config.url)
            return Error(ErrorCode::MergeUrlDiffers, std::string(),
                         {first.label, first.run.config.url, m.label, m.run.config.url});
        if (std::string d = shapeDifference(first.run, m.run); !d.empty())
            return Error(ErrorCode::MergeShapeDiffers, std::string(), {first.label, m.label, d});
    }
    auto earliest = std::min_element(in.begin(), in.end(), [](const MergeInput& a, const MergeInput& b) {
        return a.run.startedAtMs < b.run.startedAtMs;
    });
    auto latest = std::max_element(in.begin(), in.end(), [](const MergeInput& a, const MergeInput& b) {
        return a.run.startedAtMs < b.run.startedAtMs;
    });
    const double apartSec = double(latest->run.startedAtMs - earliest->run.startedAtMs) / 1000.0;
    if (apartSec > toleranceSec)
        return Error(ErrorCode::MergeStartsApart, std::string(),
                     {earliest->label, latest->label, secondsText(apartSec), secondsText(toleranceSec)});
    return std::nullopt;
}

MergedAgent agentFigures(const RunResult& r)
{
    MergedAgent m;
    m.agent = r.agent;
    if (m.agent.host.empty())
        m.agent.host = r.environment.hostname;
    m.startedAtMs = r.startedAtMs;
    m.status = runStatusName(r.status);
    m.threads = r.threadsUsed;
    m.requests = r.requests;
    m.errors = r.errors.total();
    m.rps = r.rps;
    m.p99Us = r.latencySummary.p99Us;
    m.clientCpuPct = r.clientCpuPct;
    m.clientBusyFraction = r.clientBusyFraction;
    m.clientBound = r.clientBound;
    return m;
}

} // namespace

Result<RunResult> mergeRuns(const std::vector<MergeInput>& inputs, const MergeOptions& options)
{
    if (auto e = refusal(inputs, options.startToleranceSec))
        return *e;
    std::vector<const MergeInput*> in;
    for (const MergeInput& m : inputs)
        in.push_back(&m);
    std::sort(in.begin(), in.end(), [](const MergeInput* a, const MergeInput* b) { return a->run.agent.index < b->run.agent.index; });

    const RunResult& first = in.front()->run;
    RunResult r;
    r.config = first.config;
    r.config.keepSecondHistograms = false;
    r.slo = first.slo;
    r.environment = first.environment;
    r.engineUsed = first.engineUsed;
    r.httpVersion = first.httpVersion;
    r.startedAtMs = first.startedAtMs;
    r.status = RunStatus::Complete;

    LoadShare present;
    std::set<std::string> hosts;
    std::string statusNote;
    for (const MergeInput* m : in) {
        const RunResult& a = m->run;
        addShare(&present, a.agent.share);
        r.startedAtMs = std::min(r.startedAtMs, a.startedAtMs);
        if (a.engineUsed != r.engineUsed)
            r.engineUsed = "mixed";
        if (a.httpVersion != r.httpVersion)
            r.httpVersion = "mixed";
        for (const std::string& u : a.udpIo)   // the batching any agent used
            if (std::find(r.udpIo.begin(), r.udpIo.end(), u) == r.udpIo.end())
                r.udpIo.push_back(u);
        r.threadsUsed += a.threadsUsed;
        r.warmupSec = std::max(r.warmupSec, a.warmupSec);
        r.measuredSec = std::max(r.measuredSec, a.measuredSec);
        if (r.status == RunStatus::Complete && a.status != RunStatus::Complete) {
            r.status = a.status;
            statusNote = "agent " + std::to_string(a.agent.index) + ": " +
                         (a.statusMessage.empty() ? runStatusName(a.status) : a.statusMessage);
        }
        r.requests += a.requests;
        r.bytesIn += a.bytesIn;
        r.bytesOut += a.bytesOut;
        r.rps += a.rps;
        r.errors.add(a.errors);
        for (const auto& [code, n] : a.statusCodes)
            r.statusCodes[code] += n;
        r.inFlightAtEnd += a.inFlightAtEnd;
        r.lateSends += a.lateSends;
        r.lateSendsQueued += a.lateSendsQueued;
        r.connectsOpened += a.connectsOpened;
        for (const auto& [cls, text] : a.errorExamples)
            r.errorExamples.emplace(cls, text);
        r.latency.add(a.latency);
        r.latencyIntended.add(a.latencyIntended);
        // a request set's entries, by name (every agent ran the same set)
        for (const RequestStats& e : a.byRequest) {
            auto it = std::find_if(r.byRequest.begin(), r.byRequest.end(), [&](const RequestStats& x) { return x.name == e.name; });
            if (it == r.byRequest.end()) {
                RequestStats fresh;
                fresh.name = e.name;
                fresh.method = e.method;
                fresh.path = e.path;
                r.byRequest.push_back(std::move(fresh));
                it = std::prev(r.byRequest.end());
            }
            it->requests += e.requests;
            it->rps += e.rps;
            it->bytesIn += e.bytesIn;
            it->bytesOut += e.bytesOut;
            it->errors.add(e.errors);
            for (const auto& [code, n] : e.statusCodes)
                it->statusCodes[code] += n;
            it->latency.add(e.latency);
            it->latencyIntended.add(e.latencyIntended);
        }
        r.clientCpuPct += a.clientCpuPct;
        r.clientBusyFraction = std::max(r.clientBusyFraction, a.clientBusyFraction);
        r.clientBound = r.clientBound || a.clientBound;
        if (!r.target.present && a.target.present)
            r.target = a.target;
        MergedAgent fig = agentFigures(a);
        hosts.insert(fig.agent.host);
        r.agents.push_back(std::move(fig));
    }
    r.config.connections = present.connections;
    r.config.rate = present.rate;
    r.config.requests = present.requests;
    for (size_t i = 0; i < r.config.stages.size() && i < present.stageTargets.size(); ++i)
        r.config.stages[i].target = present.stageTargets[i];
    r.latencySummary = LatencySummary::from(r.latency);
    r.latencyIntendedSummary = LatencySummary::from(r.latencyIntended);
    for (RequestStats& e : r.byRequest) {
        e.latencySummary = LatencySummary::from(e.latency);
        e.latencyIntendedSummary = LatencySummary::from(e.latencyIntended);
    }

    std::string hostList;
    for (const std::string& h : hosts)
        hostList += (hostList.empty() ? "" : ", ") + h;
    r.environment.hostname = hostList;

    const int count = first.agent.count;
    if (int(in.size()) < count) {
        std::string missing;
        size_t next = 0;
        for (int i = 0; i < count; ++i) {
            if (next < in.size() && in[next]->run.agent.index == i) {
                ++next;
                continue;
            }
            missing += (missing.empty() ? "" : ", ") + std::to_string(i);
        }
        const std::string note = "merged " + std::to_string(in.size()) + " of " + std::to_string(count) +
                                 " agents (missing: " + missing + ")";
        statusNote = statusNote.empty() ? note : note + "; " + statusNote;
    }
    r.statusMessage = statusNote;
    r.name = !options.name.empty() ? options.name
                                   : (first.name.empty() ? std::string("merged") : first.name) + " (" +
                                         std::to_string(in.size()) + " agents)";

    std::vector<const std::vector<SecondStats>*> series;
    std::vector<int64_t> offsets;
    for (const MergeInput* m : in) {
        series.push_back(&m->run.series);
        offsets.push_back(m->run.startedAtMs - r.startedAtMs);
    }
    r.series = mergeSeries(series, offsets);
    r.verdict = evaluateSlo(r.slo, r);
    return r;
}

} // namespace bw

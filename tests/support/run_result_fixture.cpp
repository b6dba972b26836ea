#include "run_result_fixture.h"
#include <algorithm>
#include <random>

#include <cmath>
#include <sstream>

namespace bwtest {

bw::RunResult makeFullRunResult(int seed, int seconds)
{
    bw::RunResult r;
    const double k = 1.0 + seed * 0.137;
    r.config.url = "http://127.0.0.1:8080/api/items?page=" + std::to_string(seed);
    r.config.method = "POST";
    r.config.headers = {{"Content-Type", "application/json"},
                        {"Authorization", "Bearer abc.def.ghi"},
                        {"X-Request-Token", "tok-123"},
                        {"Accept", "*/*"}};
    r.config.body = "{\"name\":\"\xea\xb0\x80\xeb\x82\x98\",\"n\":1}";   // UTF-8 Korean
    r.config.connections = 50 + seed;
    r.config.threads = 2;
    r.config.durationSec = 30.5;
    r.config.requests = 0;
    r.config.warmupSec = 10;
    r.config.rate = 1234.5 * k;
    r.config.stages = {{5, 100}, {10.25, 2000.5}};
    r.config.timeoutSec = 7.5;
    r.config.maxDurationSec = 600;
    r.config.maxVus = 400 + seed;
    r.config.engine = bw::EngineKind::Curl;
    r.config.http2 = true;
    r.config.streams = 10;
    r.config.h2WindowBytes = 65536;
    r.config.insecure = true;
    r.config.proxy = "http://user:pw@127.0.0.1:3128";
    {
        bw::RequestSet& m = r.config.mix;
        m.source = "mix-" + std::to_string(seed) + ".json";
        m.order = bw::RequestOrder::Weighted;
        m.seed = 1000 + uint64_t(seed);
        m.seedSet = true;
        bw::RequestVariable id, user;
        id.name = "id";
        id.kind = bw::VariableKind::Random;
        id.lo = 1;
        id.hi = 300 + seed;
        user.name = "user";
        user.kind = bw::VariableKind::File;
        user.file = "/data/users.csv";
        user.column = "name";
        user.pick = bw::PickOrder::Sequence;
        m.variables = {id, user};
        bw::RequestEntry find, post;
        find.name = "find";
        find.path = "/db/find/{{id}}";
        find.weight = 6.5;
        post.name = "signal \xea\xb0\x80";
        post.method = "POST";
        post.path = "/api/signal";
        post.headers = {{"X-User", "{{user}}"}, {"Content-Type", "application/json"}};
        post.body = "{\"u\":\"{{user}}\"}";
        post.bodyFile = "/data/body.json";
        post.weight = 1.5;
        m.entries = {find, post};
    }

    r.slo.minRps = 1000;
    r.slo.maxP99Us = 5000;
    r.slo.maxErrorRate = 0.01;
    r.environment = {"Debian GNU/Linux 12 (bookworm)", "Linux 6.1.0-18-amd64", "AMD EPYC 7B13",
                     2, 25769803776ull, "Google Compute Engine", "bench-host", "0.1.0", "7.88.1", "6.4.2", "bun 1.4.5", {}};
    r.name = "fixture run " + std::to_string(seed);
    r.engineUsed = "curl";
    r.httpVersion = "HTTP/2";
    r.threadsUsed = 2;
    r.startedAtMs = 1780000000123 + seed * 1000;
    r.warmupSec = 10.002;
    r.measuredSec = 30.4999;
    r.status = bw::RunStatus::Stopped;
    r.statusMessage = "stopped by the user";

    for (int i = 0; i < 5000; ++i) {
        const uint64_t ns = uint64_t(200000 + (i * 7919 % 3000) * 1000 * k);
        r.latency.record(ns);
        r.latencyIntended.record(ns + uint64_t(i % 50) * 10000);
    }
    r.latency.record(123456789);   // one slow outlier
    r.latencySummary = bw::LatencySummary::from(r.latency);
    r.latencyIntendedSummary = bw::LatencySummary::from(r.latencyIntended);
    r.requests = r.latency.count();
    r.bytesIn = 987654321ull + uint64_t(seed);
    r.bytesOut = 12345678ull;
    r.rps = double(r.requests) / r.measuredSec;
    r.errors = {1, 2, 3, 4, 5, 40, 6};
    r.statusCodes = {{200, r.requests - 40}, {404, 10}, {503, 30}};
    r.inFlightAtEnd = 7;
    r.lateSends = 12;
    r.lateSendsQueued = 5;
    r.connectsOpened = 57;
    {
        bw::LatencyHistogram connect, handshake;
        for (int i = 0; i < 57; ++i) {
            connect.record(uint64_t(40'000 + i * 1'000 + seed));
            handshake.record(uint64_t(900'000 + i * 10'000));
        }
        r.connectTime = bw::LatencySummary::from(connect);
        r.tlsHandshakeTime = bw::LatencySummary::from(handshake);
        r.tlsResumed = 50;
    }
    r.clientCpuPct = 87.25;
    r.clientBusyFraction = 0.4375;
    r.clientBound = true;
    r.unsentAtEnd = 3;
    for (int i = 0; i < 200; ++i)
        r.sendLateness.record(uint64_t(2'000 + i * 37 + seed));   // ns
    r.sendLatenessSummary = bw::LatencySummary::from(r.sendLateness);
    r.clientRunQueueWaitFraction = 0.125;
    r.clientWarnings = {"cpu-busy", "pacer-behind"};
    r.loadChanges = {{-1.25, bw::LoadKnob::Rate, 1234.5 * k, 2000.5, "window"},
                     {12.05, bw::LoadKnob::Rate, 2000.5, 500.0 + seed, "control"}};
    r.verdict = bw::evaluateSlo(r.slo, r);

    for (int s = 0; s < seconds; ++s) {
        bw::SecondStats st;
        st.second = s;
        st.warmup = s < 10;
        st.requests = uint64_t(1000 + s * 3 + seed);
        st.errors = {uint64_t(s % 2), 0, uint64_t(s % 3), 0, 0, uint64_t(s % 5)};
        st.bytesIn = st.requests * 512;
        st.bytesOut = st.requests * 128;
        st.p50Us = 210.5 + s;
        st.p90Us = 400.25 + s;
        st.p99Us = 900.125 + s * k;
        st.maxUs = 5000 + s;
        st.clientCpuPct = 50 + s * 0.1;
        st.activeVus = 50 + s % 3;
        st.targetRate = 1000 + s * 33.3;
        r.series.push_back(st);
    }
    for (int e = 0; e < 2; ++e) {
        bw::RequestStats q;
        q.name = r.config.mix.entries[size_t(e)].name;
        q.method = r.config.mix.entries[size_t(e)].method;
        q.path = r.config.mix.entries[size_t(e)].path;
        for (int i = 0; i < 300 + 100 * e; ++i) {
            q.latency.record(uint64_t(150'000 + i * 1'000 * (e + 1) + seed));
            q.latencyIntended.record(uint64_t(160'000 + i * 1'100 * (e + 1)));
        }
        q.requests = q.latency.count();
        q.rps = double(q.requests) / r.measuredSec;
        q.bytesIn = q.requests * 100 + uint64_t(e);
        q.bytesOut = q.requests * 50;
        q.errors = {0, uint64_t(e), 0, 2, 0, uint64_t(5 + e), 0};
        q.statusCodes = {{200, q.requests - 5 - uint64_t(e)}, {503, 5 + uint64_t(e)}};
        q.latencySummary = bw::LatencySummary::from(q.latency);
        q.latencyIntendedSummary = bw::LatencySummary::from(q.latencyIntended);
        if (e == 1) {
            q.slo.maxP99Us = 20000;
            q.verdict = bw::evaluateSlo(q.slo, r);
        }
        r.byRequest.push_back(q);
        // the same figures as a flow's step, with its own keys
        q.name = e == 0 ? "login" : "list";
        q.flow = "shop";
        q.skipped = uint64_t(3 * e + seed);
        q.checks = {{"status 200", uint64_t(e + 1)}, {"a missing {{token}}", uint64_t(2 * e)}};
        r.byStep.push_back(q);
    }
    {
        bw::FlowStats f;
        f.name = "shop";
        for (int i = 0; i < 120; ++i) {
            f.duration.record(uint64_t(900'000 + i * 7'000 + seed));
            f.durationIntended.record(uint64_t(950'000 + i * 7'500));
        }
        f.iterations = f.duration.count();
        f.failedIterations = 4 + uint64_t(seed);
        f.iterationsPerSec = double(f.iterations) / r.measuredSec;
        f.durationSummary = bw::LatencySummary::from(f.duration);
        f.durationIntendedSummary = bw::LatencySummary::from(f.durationIntended);
        f.slo.maxP99Us = 2000;
        f.verdict = bw::evaluateSlo(f.slo, r);
        r.byFlow.push_back(f);
    }
    r.target.present = true;
    r.target.command = "node server.js --port 8080";
    r.target.pid = 4242 + seed;
    r.target.exitDescription = "exited with code 1";
    r.target.logPath = "/tmp/benchwork/target-4242.log";
    r.target.logTail = "listening on :8080\nshutting down\n";
    for (int s = 0; s < seconds; ++s) {
        bw::TargetPoint p{double(s) + 0.5, uint64_t(100 << 20) + uint64_t(s) * 4096, 95.5 + s, 12, 1 + s % 2};
        r.target.series.push_back(p);
        r.target.peakRssBytes = std::max(r.target.peakRssBytes, p.rssBytes);
        r.target.peakCpuPct = std::max(r.target.peakCpuPct, p.cpuPct);
    }
    return r;
}

namespace {

template <typename T> std::string str(const T& v)
{
    std::ostringstream o;
    o.precision(17);
    o << v;
    return o.str();
}

struct Differ {
    QString diff;
    template <typename T> void eq(const char* field, const T& a, const T& b)
    {
        if (diff.isEmpty() && !(a == b))
            diff = QStringLiteral("%1: %2 != %3").arg(QLatin1String(field), QString::fromStdString(str(a)), QString::fromStdString(str(b)));
    }
    void errors(const char* field, const bw::ErrorCounts& a, const bw::ErrorCounts& b)
    {
        eq(field, a.connect, b.connect); eq(field, a.send, b.send); eq(field, a.receive, b.receive);
        eq(field, a.timeout, b.timeout); eq(field, a.protocol, b.protocol); eq(field, a.status, b.status);
        eq(field, a.tls, b.tls);
    }
    void summary(const char* field, const bw::LatencySummary& a, const bw::LatencySummary& b)
    {
        eq(field, a.count, b.count); eq(field, a.minUs, b.minUs); eq(field, a.meanUs, b.meanUs);
        eq(field, a.stdevUs, b.stdevUs); eq(field, a.p50Us, b.p50Us); eq(field, a.p75Us, b.p75Us);
        eq(field, a.p90Us, b.p90Us); eq(field, a.p99Us, b.p99Us); eq(field, a.p999Us, b.p999Us);
        eq(field, a.maxUs, b.maxUs);
    }
    // `at`.slo.* and `at`.verdict.* (`at` "" for the run's own).
    void sloAndVerdict(const std::string& at, const bw::Slo& sa, const bw::Slo& sb, const bw::SloVerdict& va,
                       const bw::SloVerdict& vb)
    {
        const auto name = [&](const char* field) { return at + field; };
        eq(name("slo.minRps").c_str(), sa.minRps, sb.minRps);
        eq(name("slo.maxP99Us").c_str(), sa.maxP99Us, sb.maxP99Us);
        eq(name("slo.maxErrorRate").c_str(), sa.maxErrorRate, sb.maxErrorRate);
        eq(name("verdict.evaluated").c_str(), va.evaluated, vb.evaluated);
        eq(name("verdict.pass").c_str(), va.pass, vb.pass);
        eq(name("verdict.rpsPass").c_str(), va.rpsPass, vb.rpsPass);
        eq(name("verdict.p99Pass").c_str(), va.p99Pass, vb.p99Pass);
        eq(name("verdict.errorPass").c_str(), va.errorPass, vb.errorPass);
        eq(name("verdict.rpsRatio").c_str(), va.rpsRatio, vb.rpsRatio);
        eq(name("verdict.p99Headroom").c_str(), va.p99Headroom, vb.p99Headroom);
        eq(name("verdict.errorRate").c_str(), va.errorRate, vb.errorRate);
    }
};

} // namespace

QString diffRunResults(const bw::RunResult& a, const bw::RunResult& b)
{
    Differ d;
    const auto& ca = a.config;
    const auto& cb = b.config;
    d.eq("config.url", ca.url, cb.url);
    d.eq("config.method", ca.method, cb.method);
    d.eq("config.headers.size", ca.headers.size(), cb.headers.size());
    for (size_t i = 0; i < ca.headers.size() && d.diff.isEmpty(); ++i) {
        d.eq("config.headers.name", ca.headers[i].name, cb.headers[i].name);
        d.eq("config.headers.value", ca.headers[i].value, cb.headers[i].value);
    }
    d.eq("config.body", ca.body, cb.body);
    d.eq("config.connections", ca.connections, cb.connections);
    d.eq("config.threads", ca.threads, cb.threads);
    d.eq("config.durationSec", ca.durationSec, cb.durationSec);
    d.eq("config.requests", ca.requests, cb.requests);
    d.eq("config.warmupSec", ca.warmupSec, cb.warmupSec);
    d.eq("config.rate", ca.rate, cb.rate);
    d.eq("config.stages.size", ca.stages.size(), cb.stages.size());
    for (size_t i = 0; i < ca.stages.size() && d.diff.isEmpty(); ++i) {
        d.eq("config.stages.durationSec", ca.stages[i].durationSec, cb.stages[i].durationSec);
        d.eq("config.stages.target", ca.stages[i].target, cb.stages[i].target);
    }
    d.eq("config.timeoutSec", ca.timeoutSec, cb.timeoutSec);
    d.eq("config.maxDurationSec", ca.maxDurationSec, cb.maxDurationSec);
    d.eq("config.maxVus", ca.maxVus, cb.maxVus);
    d.eq("config.engine", int(ca.engine), int(cb.engine));
    d.eq("config.http2", ca.http2, cb.http2);
    d.eq("config.streams", ca.streams, cb.streams);
    d.eq("config.h2WindowBytes", ca.h2WindowBytes, cb.h2WindowBytes);
    d.eq("config.insecure", ca.insecure, cb.insecure);
    d.eq("config.proxy", ca.proxy, cb.proxy);
    const bw::RequestSet& ma = ca.mix;
    const bw::RequestSet& mb = cb.mix;
    d.eq("config.mix.source", ma.source, mb.source);
    d.eq("config.mix.order", int(ma.order), int(mb.order));
    d.eq("config.mix.seed", ma.seed, mb.seed);
    d.eq("config.mix.seedSet", ma.seedSet, mb.seedSet);
    d.eq("config.mix.variables.size", ma.variables.size(), mb.variables.size());
    for (size_t i = 0; i < ma.variables.size() && d.diff.isEmpty(); ++i) {
        const bw::RequestVariable& x = ma.variables[i];
        const bw::RequestVariable& y = mb.variables[i];
        d.eq("config.mix.variables.name", x.name, y.name);
        d.eq("config.mix.variables.kind", int(x.kind), int(y.kind));
        d.eq("config.mix.variables.lo", x.lo, y.lo);
        d.eq("config.mix.variables.hi", x.hi, y.hi);
        d.eq("config.mix.variables.choices", x.choices.size(), y.choices.size());
        d.eq("config.mix.variables.file", x.file, y.file);
        d.eq("config.mix.variables.column", x.column, y.column);
        d.eq("config.mix.variables.pick", int(x.pick), int(y.pick));
    }
    d.eq("config.mix.entries.size", ma.entries.size(), mb.entries.size());
    for (size_t i = 0; i < ma.entries.size() && d.diff.isEmpty(); ++i) {
        const bw::RequestEntry& x = ma.entries[i];
        const bw::RequestEntry& y = mb.entries[i];
        d.eq("config.mix.entries.name", x.name, y.name);
        d.eq("config.mix.entries.method", x.method, y.method);
        d.eq("config.mix.entries.path", x.path, y.path);
        d.eq("config.mix.entries.headers.size", x.headers.size(), y.headers.size());
        for (size_t h = 0; h < x.headers.size() && d.diff.isEmpty(); ++h) {
            d.eq("config.mix.entries.headers.name", x.headers[h].name, y.headers[h].name);
            d.eq("config.mix.entries.headers.value", x.headers[h].value, y.headers[h].value);
        }
        d.eq("config.mix.entries.body", x.body, y.body);
        d.eq("config.mix.entries.bodyFile", x.bodyFile, y.bodyFile);
        d.eq("config.mix.entries.weight", x.weight, y.weight);
    }

    d.sloAndVerdict("", a.slo, b.slo, a.verdict, b.verdict);

    const auto& ea = a.environment;
    const auto& eb = b.environment;
    d.eq("environment.os", ea.os, eb.os);
    d.eq("environment.kernel", ea.kernel, eb.kernel);
    d.eq("environment.cpuModel", ea.cpuModel, eb.cpuModel);
    d.eq("environment.cores", ea.cores, eb.cores);
    d.eq("environment.memoryBytes", ea.memoryBytes, eb.memoryBytes);
    d.eq("environment.machineModel", ea.machineModel, eb.machineModel);
    d.eq("environment.hostname", ea.hostname, eb.hostname);
    d.eq("environment.benchworkVersion", ea.benchworkVersion, eb.benchworkVersion);
    d.eq("environment.curlVersion", ea.curlVersion, eb.curlVersion);
    d.eq("environment.qtVersion", ea.qtVersion, eb.qtVersion);
    d.eq("environment.targetRuntime", ea.targetRuntime, eb.targetRuntime);

    d.eq("name", a.name, b.name);
    d.eq("engineUsed", a.engineUsed, b.engineUsed);
    d.eq("httpVersion", a.httpVersion, b.httpVersion);
    d.eq("threadsUsed", a.threadsUsed, b.threadsUsed);
    d.eq("startedAtMs", a.startedAtMs, b.startedAtMs);
    d.eq("warmupSec", a.warmupSec, b.warmupSec);
    d.eq("measuredSec", a.measuredSec, b.measuredSec);
    d.eq("status", int(a.status), int(b.status));
    d.eq("statusMessage", a.statusMessage, b.statusMessage);
    d.eq("requests", a.requests, b.requests);
    d.eq("bytesIn", a.bytesIn, b.bytesIn);
    d.eq("bytesOut", a.bytesOut, b.bytesOut);
    d.eq("rps", a.rps, b.rps);
    d.errors("errors", a.errors, b.errors);
    d.eq("statusCodes.size", a.statusCodes.size(), b.statusCodes.size());
    for (const auto& [code, n] : a.statusCodes) {
        auto it = b.statusCodes.find(code);
        d.eq("statusCodes", n, it == b.statusCodes.end() ? uint64_t(~0ull) : it->second);
    }
    d.eq("inFlightAtEnd", a.inFlightAtEnd, b.inFlightAtEnd);
    d.eq("lateSends", a.lateSends, b.lateSends);
    d.eq("lateSendsQueued", a.lateSendsQueued, b.lateSendsQueued);
    d.eq("connectsOpened", a.connectsOpened, b.connectsOpened);
    d.summary("connectTime", a.connectTime, b.connectTime);
    d.summary("tlsHandshakeTime", a.tlsHandshakeTime, b.tlsHandshakeTime);
    d.eq("tlsResumed", a.tlsResumed, b.tlsResumed);
    d.eq("latency(encoded)", a.latency.encode(), b.latency.encode());
    d.eq("latencyIntended(encoded)", a.latencyIntended.encode(), b.latencyIntended.encode());
    d.summary("latencySummary", a.latencySummary, b.latencySummary);
    d.summary("latencyIntendedSummary", a.latencyIntendedSummary, b.latencyIntendedSummary);
    d.eq("clientCpuPct", a.clientCpuPct, b.clientCpuPct);
    d.eq("clientBusyFraction", a.clientBusyFraction, b.clientBusyFraction);
    d.eq("clientBound", a.clientBound, b.clientBound);
    d.eq("unsentAtEnd", a.unsentAtEnd, b.unsentAtEnd);
    d.summary("sendLatenessSummary", a.sendLatenessSummary, b.sendLatenessSummary);
    d.eq("clientRunQueueWaitFraction", a.clientRunQueueWaitFraction, b.clientRunQueueWaitFraction);
    std::string wa, wb;
    for (const auto& w : a.clientWarnings) wa += w + ",";
    for (const auto& w : b.clientWarnings) wb += w + ",";
    d.eq("clientWarnings", wa, wb);

    d.eq("series.size", a.series.size(), b.series.size());
    for (size_t i = 0; i < a.series.size() && d.diff.isEmpty(); ++i) {
        const auto& x = a.series[i];
        const auto& y = b.series[i];
        d.eq("series.second", x.second, y.second);
        d.eq("series.warmup", x.warmup, y.warmup);
        d.eq("series.requests", x.requests, y.requests);
        d.errors("series.errors", x.errors, y.errors);
        d.eq("series.bytesIn", x.bytesIn, y.bytesIn);
        d.eq("series.bytesOut", x.bytesOut, y.bytesOut);
        d.eq("series.p50Us", x.p50Us, y.p50Us);
        d.eq("series.p90Us", x.p90Us, y.p90Us);
        d.eq("series.p99Us", x.p99Us, y.p99Us);
        d.eq("series.maxUs", x.maxUs, y.maxUs);
        d.eq("series.clientCpuPct", x.clientCpuPct, y.clientCpuPct);
        d.eq("series.activeVus", x.activeVus, y.activeVus);
        d.eq("series.targetRate", x.targetRate, y.targetRate);
        d.eq("series.latencyHist", x.latencyHist, y.latencyHist);
        d.eq("series.agents", x.agents, y.agents);
        d.eq("series.partial", x.partial, y.partial);
    }
    auto agent = [&d](const std::string& at, const bw::AgentInfo& x, const bw::AgentInfo& y) {
        d.eq((at + ".index").c_str(), x.index, y.index);
        d.eq((at + ".count").c_str(), x.count, y.count);
        d.eq((at + ".share").c_str(), x.share == y.share, true);
        d.eq((at + ".whole").c_str(), x.whole == y.whole, true);
        d.eq((at + ".host").c_str(), x.host, y.host);
        d.eq((at + ".startAtMs").c_str(), x.startAtMs, y.startAtMs);
        d.eq((at + ".clock.known").c_str(), x.clock.known, y.clock.known);
        d.eq((at + ".clock.synced").c_str(), x.clock.synced, y.clock.synced);
        d.eq((at + ".clock.offsetMs").c_str(), x.clock.offsetMs, y.clock.offsetMs);
        d.eq((at + ".clock.estErrorMs").c_str(), x.clock.estErrorMs, y.clock.estErrorMs);
        d.eq((at + ".clock.maxErrorMs").c_str(), x.clock.maxErrorMs, y.clock.maxErrorMs);
    };
    agent("agent", a.agent, b.agent);
    d.eq("loadChanges.size", a.loadChanges.size(), b.loadChanges.size());
    for (size_t i = 0; i < a.loadChanges.size() && d.diff.isEmpty(); ++i) {
        const bw::LoadChange& x = a.loadChanges[i];
        const bw::LoadChange& y = b.loadChanges[i];
        d.eq("loadChanges.atSec", x.atSec, y.atSec);
        d.eq("loadChanges.knob", int(x.knob), int(y.knob));
        d.eq("loadChanges.from", x.from, y.from);
        d.eq("loadChanges.to", x.to, y.to);
        d.eq("loadChanges.source", x.source, y.source);
    }
    d.eq("agents.size", a.agents.size(), b.agents.size());
    for (size_t i = 0; i < a.agents.size() && d.diff.isEmpty(); ++i) {
        const bw::MergedAgent& x = a.agents[i];
        const bw::MergedAgent& y = b.agents[i];
        agent("agents.agent", x.agent, y.agent);
        d.eq("agents.startedAtMs", x.startedAtMs, y.startedAtMs);
        d.eq("agents.status", x.status, y.status);
        d.eq("agents.threads", x.threads, y.threads);
        d.eq("agents.requests", x.requests, y.requests);
        d.eq("agents.errors", x.errors, y.errors);
        d.eq("agents.rps", x.rps, y.rps);
        d.eq("agents.p99Us", x.p99Us, y.p99Us);
        d.eq("agents.clientCpuPct", x.clientCpuPct, y.clientCpuPct);
        d.eq("agents.clientBusyFraction", x.clientBusyFraction, y.clientBusyFraction);
        d.eq("agents.clientBound", x.clientBound, y.clientBound);
    }
    d.eq("byRequest.size", a.byRequest.size(), b.byRequest.size());
    for (size_t i = 0; i < a.byRequest.size() && d.diff.isEmpty(); ++i) {
        const bw::RequestStats& x = a.byRequest[i];
        const bw::RequestStats& y = b.byRequest[i];
        d.eq("byRequest.name", x.name, y.name);
        d.eq("byRequest.method", x.method, y.method);
        d.eq("byRequest.path", x.path, y.path);
        d.eq("byRequest.requests", x.requests, y.requests);
        d.eq("byRequest.rps", x.rps, y.rps);
        d.eq("byRequest.bytesIn", x.bytesIn, y.bytesIn);
        d.eq("byRequest.bytesOut", x.bytesOut, y.bytesOut);
        d.errors("byRequest.errors", x.errors, y.errors);
        d.eq("byRequest.statusCodes", x.statusCodes == y.statusCodes, true);
        d.eq("byRequest.latency(encoded)", x.latency.encode(), y.latency.encode());
        d.eq("byRequest.latencyIntended(encoded)", x.latencyIntended.encode(), y.latencyIntended.encode());
        d.summary("byRequest.latencySummary", x.latencySummary, y.latencySummary);
        d.summary("byRequest.latencyIntendedSummary", x.latencyIntendedSummary, y.latencyIntendedSummary);
        d.sloAndVerdict("byRequest.", x.slo, y.slo, x.verdict, y.verdict);   // every verdict field, as the run's
    }
    d.eq("byStep.size", a.byStep.size(), b.byStep.size());
    for (size_t i = 0; i < a.byStep.size() && d.diff.isEmpty(); ++i) {
        const bw::RequestStats& x = a.byStep[i];
        const bw::RequestStats& y = b.byStep[i];
        d.eq("byStep.name", x.name, y.name);
        d.eq("byStep.flow", x.flow, y.flow);
        d.eq("byStep.requests", x.requests, y.requests);
        d.eq("byStep.skipped", x.skipped, y.skipped);
        d.eq("byStep.checks.size", x.checks.size(), y.checks.size());
        for (size_t k = 0; k < x.checks.size() && k < y.checks.size(); ++k) {
            d.eq("byStep.checks.name", x.checks[k].name, y.checks[k].name);
            d.eq("byStep.checks.failures", x.checks[k].failures, y.checks[k].failures);
        }
        d.errors("byStep.errors", x.errors, y.errors);
        d.eq("byStep.latency(encoded)", x.latency.encode(), y.latency.encode());
        d.summary("byStep.latencySummary", x.latencySummary, y.latencySummary);
    }
    d.eq("byFlow.size", a.byFlow.size(), b.byFlow.size());
    for (size_t i = 0; i < a.byFlow.size() && d.diff.isEmpty(); ++i) {
        const bw::FlowStats& x = a.byFlow[i];
        const bw::FlowStats& y = b.byFlow[i];
        d.eq("byFlow.name", x.name, y.name);
        d.eq("byFlow.iterations", x.iterations, y.iterations);
        d.eq("byFlow.failedIterations", x.failedIterations, y.failedIterations);
        d.eq("byFlow.iterationsPerSec", x.iterationsPerSec, y.iterationsPerSec);
        d.eq("byFlow.duration(encoded)", x.duration.encode(), y.duration.encode());
        d.eq("byFlow.durationIntended(encoded)", x.durationIntended.encode(), y.durationIntended.encode());
        d.summary("byFlow.durationSummary", x.durationSummary, y.durationSummary);
        d.summary("byFlow.durationIntendedSummary", x.durationIntendedSummary, y.durationIntendedSummary);
        d.sloAndVerdict("byFlow.", x.slo, y.slo, x.verdict, y.verdict);
    }
    const auto& ta = a.target;
    const auto& tb = b.target;
    d.eq("target.present", ta.present, tb.present);
    d.eq("target.command", ta.command, tb.command);
    d.eq("target.pid", ta.pid, tb.pid);
    d.eq("target.peakRssBytes", ta.peakRssBytes, tb.peakRssBytes);
    d.eq("target.peakCpuPct", ta.peakCpuPct, tb.peakCpuPct);
    d.eq("target.exitDescription", ta.exitDescription, tb.exitDescription);
    d.eq("target.logPath", ta.logPath, tb.logPath);
    d.eq("target.logTail", ta.logTail, tb.logTail);
    d.eq("target.series.size", ta.series.size(), tb.series.size());
    for (size_t i = 0; i < ta.series.size() && d.diff.isEmpty(); ++i) {
        d.eq("target.series.tSec", ta.series[i].tSec, tb.series[i].tSec);
        d.eq("target.series.rssBytes", ta.series[i].rssBytes, tb.series[i].rssBytes);
        d.eq("target.series.cpuPct", ta.series[i].cpuPct, tb.series[i].cpuPct);
        d.eq("target.series.threads", ta.series[i].threads, tb.series[i].threads);
        d.eq("target.series.processes", ta.series[i].processes, tb.series[i].processes);
    }
    return d.diff;
}

bw::RunResult apiScenarioRun(double rps, double p50Us, double p99Us, int64_t startedAtMs)
{
    bw::RunResult r;
    r.name = "api";
    r.config.url = "http://127.0.0.1:9/json";
    r.config.connections = 10;
    r.config.durationSec = 10;
    r.startedAtMs = startedAtMs;
    r.measuredSec = 10;
    r.requests = uint64_t(rps * 10);
    r.rps = rps;
    r.latencySummary.count = r.requests;
    r.latencySummary.p50Us = p50Us;
    r.latencySummary.p99Us = p99Us;
    return r;
}

bw::LatencyHistogram longTailHistogram(uint64_t seed, double medianNs, int n)
{
    std::mt19937_64 rng(seed);
    std::lognormal_distribution<double> d(std::log(medianNs), 0.9);
    bw::LatencyHistogram h;
    for (int i = 0; i < n; ++i)
        h.record(uint64_t(std::min(5e9, d(rng))));
    return h;
}

} // namespace bwtest

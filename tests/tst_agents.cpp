// Many agents as one run: each agent's share of the load (exact for many
// combinations), --start-at parsing, the exact merge of agents' results
// (histograms, counts, per-second series aligned by wall-clock second), the
// refusals with their reasons and the JSON of the new fields. The CLI side
// (--start-at refused when past, two real agents merged) is tst_agents_cli.
#include "result/result_json.h"
#include "result/run_merge.h"
#include "run/agent_share.h"
#include "run_result_fixture.h"
#include "test_main.h"
#include "util/wall_time.h"

#include <QtTest>

#include <cmath>
#include <random>

namespace {

// An agent's result with `samples` latencies (ns), one per-second point per
// entry of `perSecond` (each that second's samples), started at `startMs`.
bw::RunResult agentRun(int index, int count, int64_t startMs, const std::vector<std::vector<uint64_t>>& perSecond)
{
    bw::RunResult r;
    r.config.url = "http://127.0.0.1:8080/json";
    r.config.connections = 10;
    r.config.durationSec = double(perSecond.size());
    r.agent.index = index;
    r.agent.count = count;
    r.agent.share.connections = int(bw::agentShareOf(10 * uint64_t(count), count, index));
    r.agent.whole.connections = 10 * count;
    r.agent.host = "host-" + std::to_string(index);
    r.config.connections = r.agent.share.connections;
    r.startedAtMs = startMs;
    r.threadsUsed = 2;
    r.engineUsed = "native";
    r.measuredSec = double(perSecond.size());
    for (size_t s = 0; s < perSecond.size(); ++s) {
        bw::SecondStats p;
        p.second = int(s);
        bw::LatencyHistogram h;
        for (uint64_t ns : perSecond[s])
            h.record(ns);
        r.latency.add(h);
        p.requests = h.count();
        p.bytesIn = p.requests * 100;
        p.p99Us = double(h.valueAtPercentile(99)) / 1000.0;
        p.maxUs = double(h.maxNs()) / 1000.0;
        p.latencyHist = h.encode();
        p.activeVus = r.config.connections;
        r.series.push_back(p);
        r.requests += p.requests;
        r.bytesIn += p.bytesIn;
    }
    r.statusCodes[200] = r.requests;
    r.latencySummary = bw::LatencySummary::from(r.latency);
    r.rps = r.measuredSec > 0 ? double(r.requests) / r.measuredSec : 0.0;
    return r;
}

std::vector<std::vector<uint64_t>> samples(unsigned seed, int seconds, int perSecond, uint64_t scaleNs)
{
    std::mt19937_64 rng(seed);
    std::lognormal_distribution<double> dist(0.0, 0.8);
    std::vector<std::vector<uint64_t>> out(static_cast<size_t>(seconds));
    for (auto& sec : out)
        for (int i = 0; i < perSecond; ++i)
            sec.push_back(uint64_t(dist(rng) * double(scaleNs)) + 1000);
    return out;
}

} // namespace

class TestAgents : public QObject {
    Q_OBJECT
private slots:
    void sharesAddUpExactly();
    void configSharesAddUpExactly();
    void sharesRefused();
    void wallTimes();
    void mergeIsExactHistogram();
    void mergeSumsCounts();
    void seriesAlignedByWallClock();
    void refusals();
    void missingAgentNamed();
    void jsonRoundTrip();
    void oldDocumentLoads();
};

void TestAgents::sharesAddUpExactly()
{
    for (uint64_t total : {0ull, 1ull, 2ull, 7ull, 50ull, 99ull, 100ull, 1001ull, 65537ull, 1000000007ull}) {
        for (int n = 1; n <= 33; ++n) {
            uint64_t sum = 0;
            for (int i = 0; i < n; ++i) {
                const uint64_t s = bw::agentShareOf(total, n, i);
                sum += s;
                // the remainder goes to the lowest indices, one each
                QCOMPARE(s, total / uint64_t(n) + (uint64_t(i) < total % uint64_t(n) ? 1u : 0u));
                if (i > 0)
                    QVERIFY(s <= bw::agentShareOf(total, n, i - 1));
            }
            QCOMPARE(sum, total);
        }
    }
    for (double rate : {1.0, 3.0, 1000.0, 333.333, 12345.678, 0.007}) {
        for (int n = 1; n <= 12; ++n) {
            int64_t units = 0;
            for (int i = 0; i < n; ++i)
                units += std::llround(bw::agentRateShareOf(rate, n, i) * 1000.0);
            QCOMPARE(units, std::llround(rate * 1000.0));
        }
    }
}

void TestAgents::configSharesAddUpExactly()
{
    struct Case { int vus; double rate; uint64_t requests; std::vector<bw::RampStage> stages; };
    const std::vector<Case> cases = {
        {50, 0, 0, {}}, {7, 0, 1001, {}}, {100, 2500, 0, {}}, {13, 999, 0, {{5, 1500.5}, {5, 0}}},
        {64, 0, 0, {{10, 200}, {10, 33}}}, {1000, 100000, 1000000, {}},
    };
    for (const Case& c : cases) {
        for (int n = 1; n <= 7; ++n) {
            if (n > c.vus)
                continue;
            bw::LoadConfig whole;
            whole.connections = c.vus;
            whole.rate = c.rate;
            whole.requests = c.requests;
            whole.stages = c.stages;
            int vus = 0;
            int64_t rateUnits = 0;
            uint64_t requests = 0;
            std::vector<int64_t> stageSums(c.stages.size(), 0);
            for (int i = 0; i < n; ++i) {
                bw::LoadConfig cfg = whole;
                bw::AgentInfo info;
                const auto e = bw::applyAgentShare(&cfg, n, i, &info);
                QVERIFY2(!e, e ? e->text().c_str() : "");
                QCOMPARE(info.index, i);
                QCOMPARE(info.count, n);
                QCOMPARE(info.whole.connections, c.vus);
                QCOMPARE(info.share.connections, cfg.connections);
                QVERIFY(cfg.keepSecondHistograms);
                vus += cfg.connections;
                rateUnits += std::llround(cfg.rate * 1000.0);
                requests += cfg.requests;
                for (size_t s = 0; s < c.stages.size(); ++s)
                    stageSums[s] += std::llround(cfg.stages[s].target * (c.rate > 0 ? 1000.0 : 1.0));
            }
            QCOMPARE(vus, c.vus);
            QCOMPARE(rateUnits, std::llround(c.rate * 1000.0));
            QCOMPARE(requests, c.requests);
            for (size_t s = 0; s < c.stages.size(); ++s)
                QCOMPARE(stageSums[s], std::llround(c.stages[s].target * (c.rate > 0 ? 1000.0 : 1.0)));
        }
    }
}

void TestAgents::sharesRefused()
{
    bw::LoadConfig cfg;
    cfg.connections = 3;
    bw::AgentInfo info;
    auto e = bw::applyAgentShare(&cfg, 4, 0, &info);
    QVERIFY(e);
    QCOMPARE(e->text(), std::string("--agents: 4 agents need at least 4 connections (-c), one each; got 3"));
    QCOMPARE(cfg.connections, 3);   // unchanged
    e = bw::applyAgentShare(&cfg, 2, 2, &info);
    QVERIFY(e);
    QCOMPARE(e->text(), std::string("--agent-index: must be between 0 and 1 (--agents 2), got 2"));
    cfg.connections = 10;
    cfg.requests = 3;
    e = bw::applyAgentShare(&cfg, 5, 4, &info);
    QVERIFY(e);
    QVERIFY2(e->text().find("requests (-n)") != std::string::npos, e->text().c_str());
    e = bw::applyAgentShare(&cfg, 5, 0, &info);   // every agent refuses alike, not only those left empty
    QVERIFY(e);
    cfg.requests = 0;
    cfg.rate = 0.002;
    e = bw::applyAgentShare(&cfg, 3, 0, &info);
    QVERIFY(e);
    QVERIFY2(e->text().find("nothing to send") != std::string::npos, e->text().c_str());
}

void TestAgents::wallTimes()
{
    auto ok = [](const char* text, int64_t ms) {
        auto v = bw::parseWallTime(text);
        QVERIFY2(v.ok(), v.ok() ? "" : v.error().text().c_str());
        QCOMPARE(*v, ms);
    };
    ok("2026-12-01T22:30:00Z", 1796164200000);
    ok("2026-12-01T22:30:00.250Z", 1796164200250);
    ok("2026-12-01T23:30:00+01:00", 1796164200000);
    ok("2026-12-01T17:30:00-05:00", 1796164200000);
    ok("1796164200000", 1796164200000);
    QCOMPARE(bw::formatWallTime(1796164200250), std::string("2026-12-01T22:30:00.250Z"));
    auto refused = [](const char* text, const char* part) {
        auto v = bw::parseWallTime(text);
        QVERIFY2(!v.ok(), text);
        QVERIFY2(v.error().text().find(part) != std::string::npos, v.error().text().c_str());
    };
    refused("2026-12-01T22:30:00", "no time zone");
    refused("1796164200", "looks like Unix seconds");
    refused("tomorrow", "is not a time");
    refused("", "empty time");
    refused("2026-13-01T22:30:00Z", "is not a time");
}

void TestAgents::mergeIsExactHistogram()
{
    // Three agents of two threads each: the merged histogram must be exactly
    // the histogram of every sample, and its percentiles those of all samples.
    std::vector<bw::MergeInput> in;
    bw::LatencyHistogram all;
    for (int a = 0; a < 3; ++a) {
        bw::RunResult r = agentRun(a, 3, 1'780'000'000'000 + a * 7, {});
        for (int t = 0; t < 2; ++t) {
            bw::LatencyHistogram thread;
            for (const auto& sec : samples(unsigned(a * 10 + t), 2, 4000, uint64_t(200'000 * (a + 1) * (a + 1) * (a + 1))))
                for (uint64_t ns : sec) {
                    thread.record(ns);
                    all.record(ns);
                }
            r.latency.add(thread);   // as the collector adds its workers'
        }
        r.requests = r.latency.count();
        r.latencySummary = bw::LatencySummary::from(r.latency);
        in.push_back({"agent-" + std::to_string(a) + ".json", r});
    }
    auto merged = bw::mergeRuns(in);
    QVERIFY2(merged.ok(), merged.ok() ? "" : merged.error().text().c_str());
    // Every bucket, the count, min and max exactly; the sum (for the mean) is
    // a double added in another order, equal to rounding.
    std::vector<std::pair<int, uint64_t>> got, want;
    merged->latency.forEachBucket([&](int i, uint64_t n) { got.emplace_back(i, n); });
    all.forEachBucket([&](int i, uint64_t n) { want.emplace_back(i, n); });
    QVERIFY(got == want);
    QCOMPARE(merged->latency.minNs(), all.minNs());
    QCOMPARE(merged->latency.maxNs(), all.maxNs());
    QVERIFY(std::abs(merged->latency.meanNs() - all.meanNs()) <= 1e-9 * all.meanNs());
    QCOMPARE(merged->latencySummary.count, all.count());
    for (double p : {50.0, 90.0, 99.0, 99.9})
        QCOMPARE(merged->latency.valueAtPercentile(p), all.valueAtPercentile(p));
    QCOMPARE(merged->latencySummary.p99Us, double(all.valueAtPercentile(99)) / 1000.0);
    QCOMPARE(merged->latencySummary.maxUs, double(all.maxNs()) / 1000.0);
    // The average of the agents' p99s is not the p99 of the run: the agents'
    // latencies differ, which is why the merge never averages percentiles.
    double meanP99 = 0;
    for (const auto& m : in)
        meanP99 += m.run.latencySummary.p99Us / 3.0;
    QVERIFY(std::abs(meanP99 - merged->latencySummary.p99Us) > 0.05 * merged->latencySummary.p99Us);
}

void TestAgents::mergeSumsCounts()
{
    bw::RunResult a = agentRun(0, 2, 1'780'000'000'000, samples(1, 3, 100, 100'000));
    bw::RunResult b = agentRun(1, 2, 1'780'000'000'040, samples(2, 3, 250, 100'000));
    a.errors = {1, 2, 3, 4, 5, 6};
    b.errors = {10, 20, 30, 40, 50, 60};
    a.statusCodes[503] = 6;
    b.statusCodes[404] = 60;
    a.bytesOut = 1000;
    b.bytesOut = 2500;
    a.clientCpuPct = 150;
    b.clientCpuPct = 190;
    a.clientBusyFraction = 0.75;
    b.clientBusyFraction = 0.95;
    b.clientBound = true;
    auto m = bw::mergeRuns({{"a.json", a}, {"b.json", b}});
    QVERIFY2(m.ok(), m.ok() ? "" : m.error().text().c_str());
    QCOMPARE(m->requests, a.requests + b.requests);
    QCOMPARE(m->requests, uint64_t(3 * 100 + 3 * 250));
    QCOMPARE(m->bytesIn, a.bytesIn + b.bytesIn);
    QCOMPARE(m->bytesOut, uint64_t(3500));
    QCOMPARE(m->errors.connect, uint64_t(11));
    QCOMPARE(m->errors.status, uint64_t(66));
    QCOMPARE(m->statusCodes.at(200), a.requests + b.requests);
    QCOMPARE(m->statusCodes.at(503), uint64_t(6));
    QCOMPARE(m->statusCodes.at(404), uint64_t(60));
    QCOMPARE(m->rps, a.rps + b.rps);
    QCOMPARE(m->clientCpuPct, 340.0);
    QCOMPARE(m->clientBusyFraction, 0.95);
    QVERIFY(m->clientBound);   // one agent was
    QCOMPARE(m->config.connections, 20);
    QCOMPARE(m->threadsUsed, 4);
    QCOMPARE(m->startedAtMs, a.startedAtMs);
    QCOMPARE(int(m->agents.size()), 2);
    QCOMPARE(m->agents[1].agent.host, std::string("host-1"));
    QVERIFY(!m->agents[0].clientBound);
    QVERIFY(m->agents[1].clientBound);
    QCOMPARE(m->agents[1].requests, b.requests);
    QVERIFY(!m->agent.present());
    QVERIFY(m->statusMessage.empty());
}

void TestAgents::seriesAlignedByWallClock()
{
    // Agent 1 starts 2 s after agent 0: its second k is the run's second k+2.
    const int64_t t0 = 1'780'000'000'000;
    bw::RunResult a = agentRun(0, 2, t0, samples(3, 4, 100, 300'000));
    bw::RunResult b = agentRun(1, 2, t0 + 2000, samples(4, 4, 200, 900'000));
    bw::MergeOptions o;
    o.startToleranceSec = 5;
    auto m = bw::mergeRuns({{"a.json", a}, {"b.json", b}}, o);
    QVERIFY2(m.ok(), m.ok() ? "" : m.error().text().c_str());
    QCOMPARE(int(m->series.size()), 6);
    for (int s = 0; s < 6; ++s) {
        const bw::SecondStats& p = m->series[size_t(s)];
        QCOMPARE(p.second, s);
        const bool both = s == 2 || s == 3;
        QCOMPARE(p.agents, both ? 2 : 1);
        QCOMPARE(p.partial, !both);   // the ends, where one agent had not started or had finished
        uint64_t expected = 0;
        bw::LatencyHistogram h;
        if (s < 4) {
            expected += a.series[size_t(s)].requests;
            bw::LatencyHistogram x;
            QVERIFY(x.decode(a.series[size_t(s)].latencyHist));
            h.add(x);
        }
        if (s >= 2) {
            expected += b.series[size_t(s - 2)].requests;
            bw::LatencyHistogram x;
            QVERIFY(x.decode(b.series[size_t(s - 2)].latencyHist));
            h.add(x);
        }
        QCOMPARE(p.requests, expected);
        QCOMPARE(p.p99Us, double(h.valueAtPercentile(99)) / 1000.0);   // exact, from the seconds' histograms
    }
    // Sub-second offsets: each agent second goes to the wall-clock second holding its middle.
    std::vector<bw::SecondStats> s0(3), s1(3);
    for (int i = 0; i < 3; ++i) {
        s0[size_t(i)].second = s1[size_t(i)].second = i;
        s0[size_t(i)].requests = 1;
        s1[size_t(i)].requests = 10;
    }
    auto early = bw::mergeSeries({&s0, &s1}, {0, 400});
    QCOMPARE(int(early.size()), 3);
    QCOMPARE(early[0].requests, uint64_t(11));
    auto late = bw::mergeSeries({&s0, &s1}, {0, 600});
    QCOMPARE(int(late.size()), 4);
    QCOMPARE(late[0].requests, uint64_t(1));
    QCOMPARE(late[1].requests, uint64_t(11));
    QCOMPARE(late[3].requests, uint64_t(10));
    QVERIFY(late[0].partial && !late[1].partial && late[3].partial);
}

void TestAgents::refusals()
{
    const int64_t t0 = 1'780'000'000'000;
    const bw::RunResult a = agentRun(0, 2, t0, samples(5, 2, 50, 100'000));
    const bw::RunResult b = agentRun(1, 2, t0 + 100, samples(6, 2, 50, 100'000));
    auto refused = [](std::vector<bw::MergeInput> in, bw::ErrorCode code, const char* part, double tol = 1.0) {
        bw::MergeOptions o;
        o.startToleranceSec = tol;
        auto m = bw::mergeRuns(in, o);
        QVERIFY(!m.ok());
        QCOMPARE(int(m.error().code), int(code));
        QVERIFY2(m.error().text().find(part) != std::string::npos, m.error().text().c_str());
    };
    refused({{"a.json", a}}, bw::ErrorCode::MergeTooFew, "got 1");
    bw::RunResult plain = b;
    plain.agent = bw::AgentInfo{};
    refused({{"a.json", a}, {"plain.json", plain}}, bw::ErrorCode::MergeNotAgent, "plain.json is not an agent's result");
    bw::RunResult otherUrl = b;
    otherUrl.config.url = "http://127.0.0.1:8080/other";
    refused({{"a.json", a}, {"b.json", otherUrl}}, bw::ErrorCode::MergeUrlDiffers,
            "a.json loaded http://127.0.0.1:8080/json but b.json loaded http://127.0.0.1:8080/other");
    bw::RunResult longer = b;
    longer.config.durationSec += 1;
    refused({{"a.json", a}, {"b.json", longer}}, bw::ErrorCode::MergeShapeDiffers, "durationSec differs");
    bw::RunResult post = b;
    post.config.method = "POST";
    refused({{"a.json", a}, {"b.json", post}}, bw::ErrorCode::MergeShapeDiffers, "method differs");
    bw::RunResult open = b;
    open.config.rate = 100;
    refused({{"a.json", a}, {"b.json", open}}, bw::ErrorCode::MergeShapeDiffers, "open or closed model");
    bw::RunResult otherWhole = b;
    otherWhole.agent.whole.connections = 30;
    refused({{"a.json", a}, {"b.json", otherWhole}}, bw::ErrorCode::MergeShapeDiffers, "whole run");
    bw::RunResult sameIndex = b;
    sameIndex.agent.index = 0;
    refused({{"a.json", a}, {"b.json", sameIndex}}, bw::ErrorCode::MergeIndexTwice, "both agent 0: overlapping indices");
    bw::RunResult three = b;
    three.agent.count = 3;
    refused({{"a.json", a}, {"b.json", three}}, bw::ErrorCode::MergeAgentCount, "one of 2 agents but b.json is one of 3");
    bw::RunResult late = b;
    late.startedAtMs = t0 + 2500;
    refused({{"a.json", a}, {"b.json", late}}, bw::ErrorCode::MergeStartsApart, "started 2.5 s apart, more than the tolerance of 1 s");
    refused({{"a.json", a}, {"b.json", late}}, bw::ErrorCode::MergeStartsApart, "tolerance of 2 s", 2.0);
    QVERIFY(bw::mergeRuns({{"a.json", a}, {"b.json", late}}, bw::MergeOptions{3.0, {}}).ok());
    bw::RunResult noHist = b;
    noHist.latency.reset();
    refused({{"a.json", a}, {"b.json", noHist}}, bw::ErrorCode::MergeNoHistogram, "b.json has no latency histogram");
}

void TestAgents::missingAgentNamed()
{
    const int64_t t0 = 1'780'000'000'000;
    auto m = bw::mergeRuns({{"a.json", agentRun(0, 4, t0, samples(7, 1, 10, 100'000))},
                            {"c.json", agentRun(2, 4, t0, samples(8, 1, 10, 100'000))}});
    QVERIFY(m.ok());
    QCOMPARE(m->statusMessage, std::string("merged 2 of 4 agents (missing: 1, 3)"));
    QCOMPARE(m->config.connections, 20);   // the shares present
}

void TestAgents::jsonRoundTrip()
{
    bw::RunResult r = bwtest::makeFullRunResult(3, 5);
    r.agent.index = 1;
    r.agent.count = 3;
    r.agent.share = {17, 333.334, 0, {12.5}};
    r.agent.whole = {50, 1000, 0, {37.5}};
    r.agent.host = "agent-1.example";
    r.agent.startAtMs = 1796164200000;
    r.agent.clock = {true, true, 0.25, 1.5, 16.0};
    r.series[2].latencyHist = r.latency.encode();
    r.series[3].agents = 2;
    r.series[3].partial = true;
    r.agents = {{.agent = r.agent, .startedAtMs = 1796164200003, .status = "complete", .threads = 4, .requests = 123456,
                 .errors = 7, .rps = 4115.2, .p99Us = 812.5, .clientCpuPct = 390.5, .clientBusyFraction = 0.97,
                 .clientBound = true}};
    const QJsonObject json = bw::runResultToJson(r, bw::RunJsonOptions{true, false});
    QCOMPARE(json.value("agent").toObject().value("share").toObject().value("connections").toInt(), 17);
    QVERIFY(json.value("series").toArray().at(2).toObject().contains("histogram"));
    QVERIFY(!json.value("series").toArray().at(1).toObject().contains("histogram"));
    bw::RunResult back;
    QString error;
    QVERIFY2(bw::runResultFromJson(json, &back, &error), qPrintable(error));
    const QString diff = bwtest::diffRunResults(r, back);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));

    QJsonObject bad = json;
    QJsonObject agent = bad.value("agent").toObject();
    agent.insert("index", 3);
    bad.insert("agent", agent);
    QVERIFY(!bw::runResultFromJson(bad, &back, &error));
    QCOMPARE(error, QString("$.agent.index: agent index 3 is not within 0..2"));
}

void TestAgents::oldDocumentLoads()
{
    // A document written before agents existed: no agent, no agents, no per-second histograms.
    bw::RunResult r = bwtest::makeFullRunResult(2, 3);
    QJsonObject json = bw::runResultToJson(r);
    QVERIFY(!json.contains("agent") && !json.contains("agents"));
    bw::RunResult back;
    QString error;
    QVERIFY2(bw::runResultFromJson(json, &back, &error), qPrintable(error));
    QVERIFY(!back.agent.present());
    QVERIFY(back.agents.empty());
    QVERIFY(back.series[0].latencyHist.empty());
}

BW_TEST_GUILESS_MAIN(TestAgents)
#include "tst_agents.moc"

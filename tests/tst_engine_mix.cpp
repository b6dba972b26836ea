// The engine with a request set, against in-process servers: each entry's
// counts add up to the run's in the closed and open models and in count mode
// (which stays exact) and with stages, with a warmup, through the native HTTP/1.1 and
// HTTP/2 transports and libcurl; each entry's own status codes and errors;
// the three transports sending the same requests for the same seed; the
// same seed and count sending the same requests whatever the threads; and
// the live per-entry percentiles at the run's precision.
#include "engine/engine.h"
#include "h2_test_server.h"
#include "loopback_server.h"
#include "test_main.h"

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <thread>

using bwtest::H2TestServer;
using bwtest::LoopbackServer;

namespace {

bw::RunResult runToEnd(const bw::LoadConfig& cfg, int limitMs = 30'000)
{
    bw::Engine e(cfg);
    if (auto err = e.prepare())
        qFatal("prepare failed: %s", err->text().c_str());
    e.start();
    if (!e.waitFinished(std::chrono::milliseconds(limitMs))) {
        e.stop();
        qWarning("run did not finish within %d ms", limitMs);
    }
    return e.result();
}

// Three entries: one with a random id, one that gets 503, one POST with a templated body.
bw::RequestSet threeEntries(uint64_t seed = 7)
{
    bw::RequestSet s;
    s.source = "test mix";
    s.seed = seed;
    s.seedSet = true;
    s.variables = {{.name = "id", .kind = bw::VariableKind::Random, .lo = 1, .hi = 300}};
    const bw::RequestEntry find{.name = "find", .path = "/db/find/{{id}}", .weight = 5};
    const bw::RequestEntry busy{.name = "busy", .path = "/status/503", .weight = 2};
    const bw::RequestEntry post{.name = "post",
                                .method = "POST",
                                .path = "/api/signal?x={{id}}",
                                .headers = {{"X-Id", "{{id}}"}, {"Content-Type", "application/json"}},
                                .body = "{\"id\":{{id}}}",
                                .weight = 3};
    s.entries = {find, busy, post};
    return s;
}

void checkSums(const bw::RunResult& r)
{
    QCOMPARE(int(r.byRequest.size()), 3);
    uint64_t requests = 0, status = 0, transport = 0;
    std::map<int, uint64_t> codes;
    for (const bw::RequestStats& e : r.byRequest) {
        requests += e.requests;
        status += e.errors.status;
        transport += e.errors.transport();
        for (auto [code, n] : e.statusCodes)
            codes[code] += n;
        QCOMPARE(e.latency.count(), e.requests);
        QVERIFY2(e.requests > 0, e.name.c_str());
    }
    QCOMPARE(requests, r.requests);
    QCOMPARE(status, r.errors.status);
    QCOMPARE(transport, r.errors.transport());
    QCOMPARE(codes, r.statusCodes);
    QCOMPARE(r.byRequest[1].statusCodes.size(), size_t(1));
    QCOMPARE(r.byRequest[1].statusCodes.begin()->first, 503);
    QCOMPARE(r.byRequest[1].errors.status, r.byRequest[1].requests);
    QCOMPARE(r.byRequest[0].errors.status, uint64_t(0));
    QVERIFY(r.config.mix.seedSet);
}

} // namespace

class TestEngineMix : public QObject {
    Q_OBJECT
private slots:
    void countsAddUp_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("model");
        for (const char* engine : {"native", "curl", "h2"})
            for (const char* model : {"count", "closed", "open", "stages"})
                QTest::newRow((std::string(engine) + " " + model).c_str()) << QString(engine) << QString(model);
    }
    void countsAddUp()
    {
        QFETCH(QString, engine);
        QFETCH(QString, model);
        LoopbackServer h1(LoopbackServer::Mode::Ok);
        H2TestServer h2({});
        bw::LoadConfig cfg;
        if (engine == "h2") {
            QVERIFY(h2.start());
            cfg.url = h2.url("/");
            cfg.http2 = true;
            cfg.streams = 4;
        } else {
            QVERIFY(h1.start());
            cfg.url = h1.url("/");
            cfg.engine = engine == "curl" ? bw::EngineKind::Curl : bw::EngineKind::Native;
        }
        cfg.mix = threeEntries();
        cfg.connections = 4;
        cfg.threads = 2;
        cfg.timeoutSec = 5;
        if (model == "count") {
            cfg.requests = 1500;
        } else if (model == "stages") {
            cfg.stages = {{0.4, 4}, {0.4, 1}};   // ramping VUs: the entries still add up
        } else {
            cfg.durationSec = 0.8;
            cfg.warmupSec = 0.3;   // the entries count what the run counts, not the warmup
        }
        if (model == "open")
            cfg.rate = 1500;
        const bw::RunResult r = runToEnd(cfg);
        QCOMPARE(int(r.status), int(bw::RunStatus::Complete));
        if (model == "count")
            QCOMPARE(r.requests, uint64_t(1500));
        else
            QVERIFY(r.requests > 100);
        checkSums(r);
        if (model == "open") {
            uint64_t corrected = 0;
            for (const bw::RequestStats& e : r.byRequest)
                corrected += e.latencyIntended.count();
            QCOMPARE(corrected + r.unsentAtEnd, r.latencyIntended.count());
        }
    }

    void liveFiguresPerEntry()
    {
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        bw::LoadConfig cfg;
        cfg.url = srv.url("/");
        cfg.mix = threeEntries();
        cfg.connections = 2;
        cfg.threads = 2;
        cfg.durationSec = 1.5;
        cfg.warmupSec = 0.5;
        bw::Engine e(cfg);
        QVERIFY(!e.prepare());
        QCOMPARE(e.requestSet()->entryCount(), 3);
        e.start();
        QVERIFY(e.waitFinished(std::chrono::seconds(30)));
        const bw::RunResult r = e.result();
        bw::LiveRequests live;
        QVERIFY(e.requestsSince(0, &live));
        QCOMPARE(int(live.entries.size()), 3);
        QVERIFY(!e.requestsSince(live.version, &live));   // nothing newer
        for (size_t i = 0; i < 3; ++i) {
            uint64_t perSecond = 0;
            for (const bw::SecondStats& s : r.series) {
                QCOMPARE(s.byRequest.size(), size_t(3));
                perSecond += s.warmup ? 0 : s.byRequest[i].requests;
            }
            // the live figures follow the exact ones' counting rule
            QCOMPARE(perSecond, r.byRequest[i].requests);
            QCOMPARE(live.entries[i].requests, r.byRequest[i].requests);
            QCOMPARE(QString::fromStdString(live.entries[i].name), QString::fromStdString(r.byRequest[i].name));
            QVERIFY(live.entries[i].p99Us > 0);
        }
    }

    // The same seed, set and count send the same requests with 1, 2 or 4
    // engine threads: the multiset a recording server sees and each entry's
    // count are identical (the draw follows the request's index in the run,
    // not which thread sends it when). Weighted entries, random values, a
    // UUID and a sequence read by one entry only, which a draw per thread
    // could not keep.
    void seedDrawsTheSameRequestsWhateverTheThreads()
    {
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        bw::RequestSet s;
        s.source = "test mix";
        s.seed = 7;
        s.seedSet = true;
        s.variables = {{.name = "id", .kind = bw::VariableKind::Random, .lo = 1, .hi = 1000},
                       {.name = "page", .kind = bw::VariableKind::Sequence, .lo = 1, .hi = 9},
                       {.name = "rid", .kind = bw::VariableKind::Uuid}};
        s.entries = {{.name = "find", .path = "/db/find/{{id}}", .weight = 5},
                     {.name = "list", .path = "/db/list?page={{page}}", .weight = 3},
                     {.name = "post", .method = "POST", .path = "/api/signal", .headers = {{"X-Request-Id", "{{rid}}"}},
                      .body = "{\"id\":{{id}}}", .weight = 2}};
        const int n = 400;
        std::vector<std::string> first;
        std::vector<uint64_t> firstCounts;
        for (int threads : {1, 2, 4}) {
            srv.keepRequests(size_t(n) + 1);
            bw::LoadConfig cfg;
            cfg.url = srv.url("/");
            cfg.mix = s;
            cfg.connections = 4;
            cfg.threads = threads;
            cfg.requests = n;
            cfg.timeoutSec = 10;
            const bw::RunResult r = runToEnd(cfg, 60'000);
            QCOMPARE(int(r.status), int(bw::RunStatus::Complete));
            QCOMPARE(r.requests, uint64_t(n));
            std::vector<std::string> seen = srv.rawRequests();
            QCOMPARE(int(seen.size()), n);
            std::sort(seen.begin(), seen.end());
            std::vector<uint64_t> counts;
            for (const bw::RequestStats& e : r.byRequest)
                counts.push_back(e.requests);
            if (first.empty()) {
                first = seen;
                firstCounts = counts;
                QVERIFY2(counts[0] > 0 && counts[1] > 0 && counts[2] > 0, "every entry sent");
                continue;
            }
            QCOMPARE(counts, firstCounts);
            const auto diff = std::mismatch(seen.begin(), seen.end(), first.begin());
            if (diff.first != seen.end())
                QFAIL(qPrintable(QString("-t %1 sent another request than -t 1:\n%2\nwhere -t 1 sent\n%3")
                                     .arg(threads)
                                     .arg(QString::fromStdString(*diff.first), QString::fromStdString(*diff.second))));
        }
    }

    // Through HTTP/2 with a server that sends GOAWAY after every 5th request
    // on a connection: the streams above it, never processed, are sent again
    // as they were, so the requests the server processed are still the same
    // with 1 and 2 engine threads.
    void seedDrawsTheSameRequestsThroughGoaway()
    {
        const int n = 200;
        H2TestServer::Options o;
        o.goawayAfter = 5;
        o.keep = size_t(n) + 1;
        std::vector<std::string> first;
        for (int threads : {1, 2}) {
            H2TestServer srv(o);
            QVERIFY(srv.start());
            bw::LoadConfig cfg;
            cfg.url = srv.url("/");
            cfg.http2 = true;
            cfg.streams = 4;
            cfg.mix = threeEntries(5);
            cfg.connections = 2;
            cfg.threads = threads;
            cfg.requests = n;
            cfg.timeoutSec = 10;
            const bw::RunResult r = runToEnd(cfg, 60'000);
            QCOMPARE(r.requests, uint64_t(n));
            QVERIFY(srv.goaways() > 0);
            std::vector<std::string> seen = srv.keptRequests();
            QCOMPARE(int(seen.size()), n);
            for (std::string& one : seen)   // the authority names the server's port
                one.replace(one.find(":authority: "), one.find('\n', one.find(":authority: ")) - one.find(":authority: "), "");
            std::sort(seen.begin(), seen.end());
            if (first.empty())
                first = seen;
            else
                QVERIFY2(seen == first, "-t 2 processed other requests than -t 1");
        }
    }

    // Live per-entry percentiles come from each entry's own histograms at the
    // run's precision: entries whose routes differ in latency show different
    // figures while the run goes on; at the end the live figures are the
    // result's; and with a set of one entry each second's entry figures are
    // the run's own second.
    void livePercentilesPerEntryAtTheRunsPrecision()
    {
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        bw::RequestSet s;
        s.source = "test mix";
        s.seed = 3;
        s.seedSet = true;
        s.entries = {{.name = "fast", .path = "/"}, {.name = "slow", .path = "/delay/25"}};
        bw::LoadConfig cfg;
        cfg.url = srv.url("/");
        cfg.mix = s;
        cfg.connections = 4;
        cfg.threads = 2;
        cfg.durationSec = 3;
        bw::Engine e(cfg);
        QVERIFY(!e.prepare());
        e.start();
        // a live publication in which both entries have answers
        bw::LiveRequests live;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        bool both = false;
        while (!both && !e.finished() && std::chrono::steady_clock::now() < deadline) {
            if (e.requestsSince(live.version, &live) && live.entries.size() == 2)
                both = live.entries[0].requests > 0 && live.entries[1].requests > 0;
            if (!both)
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        QVERIFY2(both, "a live publication with both entries answered");
        QVERIFY2(live.entries[1].p50Us >= 25'000 * 0.996, qPrintable(QString::number(live.entries[1].p50Us)));
        QVERIFY2(live.entries[0].p50Us < live.entries[1].p50Us,
                 qPrintable(QString("fast %1 us, slow %2 us").arg(live.entries[0].p50Us).arg(live.entries[1].p50Us)));
        QVERIFY(e.waitFinished(std::chrono::seconds(60)));
        const bw::RunResult r = e.result();
        QVERIFY(e.requestsSince(0, &live));
        QCOMPARE(int(live.entries.size()), 2);
        for (size_t i = 0; i < 2; ++i) {
            const bw::LatencySummary& exact = r.byRequest[i].latencySummary;
            QCOMPARE(live.entries[i].requests, r.byRequest[i].requests);
            QCOMPARE(live.entries[i].p50Us, exact.p50Us);
            QCOMPARE(live.entries[i].p99Us, exact.p99Us);
        }
        QVERIFY(live.entries[0].p99Us != live.entries[1].p99Us);

        // one entry: its seconds are the run's seconds, figure for figure
        cfg.mix.entries = {{.name = "mixed", .path = "/delay/{{ms}}"}};
        cfg.mix.variables = {{.name = "ms", .kind = bw::VariableKind::Random, .lo = 0, .hi = 9}};
        cfg.durationSec = 2.5;
        const bw::RunResult one = runToEnd(cfg, 60'000);
        int seconds = 0;
        for (const bw::SecondStats& sec : one.series) {
            QCOMPARE(sec.byRequest.size(), size_t(1));
            QCOMPARE(sec.byRequest[0].requests, sec.requests);
            if (!sec.requests)
                continue;
            QCOMPARE(sec.byRequest[0].p50Us, sec.p50Us);
            QCOMPARE(sec.byRequest[0].p99Us, sec.p99Us);
            ++seconds;
        }
        QVERIFY(seconds >= 2);
    }

    void transportsSendTheSameRequests()
    {
        bw::LoadConfig cfg;
        cfg.mix = threeEntries(99);
        cfg.connections = 1;
        cfg.threads = 1;
        cfg.requests = 12;
        LoopbackServer h1(LoopbackServer::Mode::Ok);
        QVERIFY(h1.start());
        cfg.url = h1.url("/");
        for (bw::EngineKind k : {bw::EngineKind::Native, bw::EngineKind::Curl}) {
            cfg.engine = k;
            QCOMPARE(runToEnd(cfg).requests, uint64_t(12));
        }
        const std::vector<std::string> raw = h1.rawRequests();
        QCOMPARE(int(raw.size()), 16);   // 12 native, then curl's first 4
        for (int i = 0; i < 4; ++i)
            QCOMPARE(QString::fromStdString(raw[size_t(12 + i)]), QString::fromStdString(raw[size_t(i)]));
        QVERIFY2(raw[0] != raw[1] || raw[1] != raw[2], "the requests vary");

        // HTTP/2: the same requests, field by field
        H2TestServer h2({});
        QVERIFY(h2.start());
        cfg.url = h2.url("/");
        cfg.engine = bw::EngineKind::Native;
        cfg.http2 = true;
        QCOMPARE(runToEnd(cfg).requests, uint64_t(12));
        const std::vector<std::string> fields = h2.keptRequests();
        QCOMPARE(int(fields.size()), 12);
        for (int i = 0; i < 12; ++i) {
            // HTTP/1.1 "METHOD target HTTP/1.1\r\nName: value..." as HTTP/2 fields
            const std::string& one = raw[size_t(i)];
            const size_t sp = one.find(' '), sp2 = one.find(' ', sp + 1), end = one.find("\r\n\r\n");
            std::string expect = ":method: " + one.substr(0, sp) + "\n:scheme: http\n:authority: 127.0.0.1:" + std::to_string(h2.port())
                                 + "\n:path: " + one.substr(sp + 1, sp2 - sp - 1) + "\n";
            size_t at = one.find("\r\n") + 2;
            while (at < end) {
                const size_t eol = one.find("\r\n", at);
                std::string line = one.substr(at, eol - at);
                at = eol + 2;
                const size_t colon = line.find(':');
                std::string name = line.substr(0, colon);
                std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
                if (name != "host")
                    expect += name + line.substr(colon) + "\n";
            }
            expect += "\n" + one.substr(end + 4);
            QCOMPARE(QString::fromStdString(fields[size_t(i)]), QString::fromStdString(expect));
        }
    }
};

BW_TEST_GUILESS_MAIN(TestEngineMix)
#include "tst_engine_mix.moc"

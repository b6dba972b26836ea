// The engine against in-process loopback servers, through both transports:
// exact counts, each failure in its class, warmup, the open model, stop.
#include "engine/engine.h"
#include "engine_run.h"
#include "loopback_server.h"
#include "test_main.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <memory>

using bwtest::LoopbackServer;

namespace {
bw::RunResult runToEnd(const bw::LoadConfig& cfg, int limitMs = 30'000)
{
    return bwtest::runEngineToEnd(cfg, limitMs);
}

bw::LoadConfig baseConfig(const std::string& url, const QString& engine)
{
    bw::LoadConfig c = bwtest::engineTestConfig(url, engine.toStdString(), 2);
    c.connections = 8;
    c.threads = 2;
    return c;
}

// A run of `engine` on a fresh LoopbackServer answering 200, its config
// baseConfig() changed by `set`, and what the server saw. started is false
// (and nothing ran) when the server could not listen. Without `engine`, the
// data row's engine (the "engine" column of engines()).
struct OkServerRun {
    bool started = false;
    bw::LoadConfig config;
    bw::RunResult result;
    uint64_t serverConnections = 0;   // accepted
    uint64_t serverRequests = 0;      // answered, the warmup's included
};

OkServerRun runOnOkServer(const QString& engine, const std::function<void(bw::LoadConfig&)>& set)
{
    OkServerRun run;
    LoopbackServer srv(LoopbackServer::Mode::Ok);
    run.started = srv.start();
    if (!run.started)
        return run;
    run.config = baseConfig(srv.url(), engine);
    set(run.config);
    run.result = runToEnd(run.config);
    run.serverConnections = srv.connections();
    run.serverRequests = srv.requests();
    return run;
}

OkServerRun runOnOkServer(const std::function<void(bw::LoadConfig&)>& set)
{
    QFETCH(QString, engine);
    return runOnOkServer(engine, set);
}

// The count of one error class, by its name in the JSON ("connect", "receive", ...).
quint64 errorsOf(const bw::ErrorCounts& e, const QString& cls)
{
    const std::pair<const char*, uint64_t> classes[] = {{"connect", e.connect}, {"send", e.send},         {"receive", e.receive},
                                                        {"timeout", e.timeout}, {"protocol", e.protocol}, {"status", e.status},
                                                        {"tls", e.tls}};
    for (const auto& [name, n] : classes)
        if (cls == QLatin1String(name))
            return n;
    qFatal("no error class %s", qPrintable(cls));
}
} // namespace

class TestEngine : public QObject {
    Q_OBJECT
private:
    void engines() { bwtest::engineRows(); }

private slots:
    void countModeIsExact_data() { engines(); }
    void countModeIsExact()
    {
        QFETCH(QString, engine);
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        auto cfg = baseConfig(srv.url("/json"), engine);
        cfg.requests = 3000;
        bw::RunResult r = runToEnd(cfg);
        QCOMPARE(int(r.status), int(bw::RunStatus::Complete));
        QCOMPARE(r.requests, quint64(3000));
        QCOMPARE(r.errors.total(), quint64(0));
        QCOMPARE(r.statusCodes.at(200), quint64(3000));
        QCOMPARE(r.latency.count(), quint64(3000));
        QCOMPARE(srv.requests(), quint64(3000));   // the server saw exactly as many
        QCOMPARE(r.inFlightAtEnd, quint64(0));
        QVERIFY(r.bytesIn >= 3000ull * 27);
        uint64_t seriesSum = 0;
        for (const auto& s : r.series)
            if (!s.warmup) seriesSum += s.requests;
        QCOMPARE(seriesSum, quint64(3000));
        QVERIFY(r.latencySummary.p50Us > 0);
        QVERIFY(r.latencySummary.p99Us >= r.latencySummary.p50Us);
        QCOMPARE(r.engineUsed, engine.toStdString());
    }

    // Count mode is exact whatever the server answers: chunked bodies, a
    // 500 on every request (each one a status error, none a success), a
    // connection closed after each response (reconnected every time).
    void countIsExactWhateverTheAnswer_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("requests");
        QTest::addColumn<int>("status");   // the code every answer carries
        for (const char* engine : {"native", "curl"}) {
            const auto row = [&](const char* name, LoopbackServer::Mode mode, int requests, int status) {
                QTest::addRow("%s %s", engine, name) << QString(engine) << int(mode) << requests << status;
            };
            row("chunked", LoopbackServer::Mode::Chunked, 500, 200);
            row("status 500", LoopbackServer::Mode::Status500, 400, 500);
            row("close each", LoopbackServer::Mode::CloseEach, 300, 200);
        }
    }
    void countIsExactWhateverTheAnswer()
    {
        QFETCH(QString, engine);
        QFETCH(int, mode);
        QFETCH(int, requests);
        QFETCH(int, status);
        LoopbackServer srv{LoopbackServer::Mode(mode)};
        QVERIFY(srv.start());
        auto cfg = baseConfig(srv.url(), engine);
        cfg.requests = uint64_t(requests);
        const bw::RunResult r = runToEnd(cfg);
        const quint64 n = quint64(requests);
        QCOMPARE(r.requests, n);
        QCOMPARE(r.errors.transport(), quint64(0));
        QCOMPARE(r.errors.status, status == 200 ? quint64(0) : n);
        QCOMPARE(r.statusCodes.at(status), n);
        QCOMPARE(r.successes(), status == 200 ? n : quint64(0));
        if (LoopbackServer::Mode(mode) == LoopbackServer::Mode::CloseEach)
            QVERIFY(srv.connections() >= n);
    }

    // A server that fails every request: nothing succeeds, and each failure
    // lands in its own class (`failing`, at least `atLeast` of them), never
    // in the classes of `never`.
    void eachFailureInItsClass_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<int>("mode");   // -1: no server (a refused port)
        QTest::addColumn<int>("delayMs");
        QTest::addColumn<int>("connections");
        QTest::addColumn<double>("timeoutSec");
        QTest::addColumn<double>("durationSec");
        QTest::addColumn<QString>("failing");
        QTest::addColumn<quint64>("atLeast");
        QTest::addColumn<QStringList>("never");
        for (const char* engine : {"native", "curl"}) {
            QTest::addRow("%s refused port", engine) << QString(engine) << -1 << 0 << 8 << 2.0 << 0.5 << "connect" << quint64(1)
                                                     << QStringList{"receive", "send", "timeout", "protocol"};
            QTest::addRow("%s reset mid-response", engine)
                << QString(engine) << int(LoopbackServer::Mode::ResetMidResponse) << 0 << 8 << 2.0 << 0.5 << "receive" << quint64(1)
                << QStringList{"timeout", "protocol"};
            // answers after 3 s; the run gives up on each after 0.3 s
            QTest::addRow("%s slow server", engine) << QString(engine) << int(LoopbackServer::Mode::Slow) << 3000 << 2 << 0.3 << 1.0
                                                    << "timeout" << quint64(2) << QStringList{"receive", "protocol", "connect"};
        }
        QTest::addRow("native garbage") << QString("native") << int(LoopbackServer::Mode::Garbage) << 0 << 8 << 2.0 << 0.5 << "protocol"
                                        << quint64(1) << QStringList{};
    }
    void eachFailureInItsClass()
    {
        QFETCH(QString, engine);
        QFETCH(int, mode);
        QFETCH(int, delayMs);
        QFETCH(int, connections);
        QFETCH(double, timeoutSec);
        QFETCH(double, durationSec);
        QFETCH(QString, failing);
        QFETCH(quint64, atLeast);
        QFETCH(QStringList, never);
        std::unique_ptr<LoopbackServer> srv;
        const bwtest::RefusedPort closed;   // no server: refused, whatever runs beside this test
        QVERIFY(closed.port() > 0);
        std::string url = "http://127.0.0.1:" + std::to_string(closed.port()) + "/";
        if (mode >= 0) {
            srv = std::make_unique<LoopbackServer>(LoopbackServer::Mode(mode), delayMs);
            QVERIFY(srv->start());
            url = srv->url();
        }
        auto cfg = baseConfig(url, engine);
        cfg.connections = connections;
        cfg.timeoutSec = timeoutSec;
        cfg.durationSec = durationSec;
        const bw::RunResult r = runToEnd(cfg);
        QCOMPARE(r.requests, quint64(0));
        QVERIFY2(errorsOf(r.errors, failing) >= atLeast, qPrintable(QString("%1 errors: %2").arg(failing).arg(errorsOf(r.errors, failing))));
        for (const QString& cls : never)
            QCOMPARE(errorsOf(r.errors, cls), quint64(0));
    }

    void warmupIsNotCounted()
    {
        const OkServerRun run = runOnOkServer("native", [](bw::LoadConfig& c) {
            c.warmupSec = 1.5;   // fractional: the series' first second is the partial one
            c.requests = 1000;
        });
        QVERIFY(run.started);
        const bw::RunResult& r = run.result;
        QCOMPARE(r.requests, quint64(1000));
        QVERIFY2(run.serverRequests > 1000, "warmup requests reach the server but are not counted");
        QVERIFY(r.warmupSec >= 1.499 && r.warmupSec <= 1.501);   // exact, not rounded to 100 ms
        bool sawWarmup = false;
        uint64_t measuredInSeries = 0;
        for (const auto& s : r.series) {
            sawWarmup = sawWarmup || s.warmup;
            if (!s.warmup)
                measuredInSeries += s.requests;
        }
        QVERIFY(sawWarmup);
        // no second straddles the phases: seconds count back from the
        // measured start, so the warmup's first second is its partial one
        QCOMPARE(measuredInSeries, r.requests);
        QVERIFY(r.series.size() >= 3);
        QVERIFY(r.series[0].warmup);
        QVERIFY2(std::abs(r.series[0].spanSec - 0.5) < 0.002, qPrintable(QString::number(r.series[0].spanSec)));
        QVERIFY(r.series[0].requests > 0);   // the warmup's part is kept, not dropped
        QVERIFY(r.series[1].warmup);
        QCOMPARE(r.series[1].spanSec, 1.0);
        QVERIFY(!r.series[2].warmup);
    }

    // Keep-alive connections are all opened in the warmup; the result still
    // says how many were opened (it read 0 for 50 users before).
    void connectionsOpenedInTheWarmupAreCounted_data() { engines(); }
    void connectionsOpenedInTheWarmupAreCounted()
    {
        const OkServerRun run = runOnOkServer([](bw::LoadConfig& c) { c.warmupSec = 1, c.requests = 500; });
        QVERIFY(run.started);
        const bw::RunResult& r = run.result;
        QCOMPARE(r.requests, quint64(500));
        QCOMPARE(r.errors.total(), quint64(0));
        QVERIFY2(r.connectsOpened >= quint64(run.config.connections),
                 qPrintable(QString("%1 connections opened for %2 users").arg(r.connectsOpened).arg(run.config.connections)));
        QVERIFY(r.connectsOpened <= run.serverConnections);
    }

    void openModeHoldsTheRate_data() { engines(); }
    void openModeHoldsTheRate()
    {
        const OkServerRun run = runOnOkServer([](bw::LoadConfig& c) { c.rate = 2000, c.durationSec = 2; });
        QVERIFY(run.started);
        const bw::RunResult& r = run.result;
        QVERIFY2(r.rps > 1800 && r.rps < 2200, qPrintable(QString("rps %1").arg(r.rps)));
        QCOMPARE(r.series.size(), size_t(2));   // one point per measured second, no empty tail
        // plus, at most, the sends due in the run's last instant that never left
        QCOMPARE(r.latencyIntended.count(), r.latency.count() + r.unsentAtEnd);
        // (a worker descheduled at the very end on a loaded machine may leave
        // a few more; 5 % would be a schedule not kept)
        QVERIFY(r.unsentAtEnd < r.requests / 20);
        // latency from the intended time is never shorter than from the actual send
        QVERIFY(r.latencyIntendedSummary.p99Us >= r.latencySummary.p99Us * 0.99);
    }

    void openModeCountsLateSendsAgainstASlowServer()
    {
        LoopbackServer srv(LoopbackServer::Mode::Slow, 100);
        QVERIFY(srv.start());
        auto cfg = baseConfig(srv.url(), "native");
        cfg.connections = 2;
        cfg.threads = 1;
        cfg.rate = 100;   // 2 connections x 10/s capacity: far behind schedule
        cfg.durationSec = 1.5;
        bw::RunResult r = runToEnd(cfg);
        QVERIFY(r.lateSends > 0);
        // They waited for a connection the server held: once the schedule
        // is behind, a connection that frees up takes an overdue send at
        // once. Only a connection's first send can find it free and still
        // leave late (a client thread descheduled at the start, on a busy
        // machine), so at most one per connection is the client's.
        QVERIFY2(r.lateSendsQueued > 0 && r.lateSends - r.lateSendsQueued <= uint64_t(cfg.connections),
                 qPrintable(QString("late %1, queued %2").arg(r.lateSends).arg(r.lateSendsQueued)));
        // coordinated omission: latency from the intended time grows far beyond the service time
        QVERIFY2(r.latencyIntendedSummary.p99Us > 3 * r.latencySummary.p99Us,
                 qPrintable(QString("intended p99 %1 actual p99 %2").arg(r.latencyIntendedSummary.p99Us).arg(r.latencySummary.p99Us)));
    }

    void stopMidRunKeepsAConsistentPartialResult()
    {
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        auto cfg = baseConfig(srv.url(), "native");
        cfg.durationSec = 60;
        bw::Engine e(cfg);
        QVERIFY(!e.prepare());
        e.start();
        QTRY_VERIFY_WITH_TIMEOUT(e.live().requestsDone > 2000, 10000);
        e.stop(bw::RunStatus::Stopped, "test");
        QVERIFY(e.waitFinished(std::chrono::milliseconds(5000)));
        bw::RunResult r = e.result();
        QCOMPARE(int(r.status), int(bw::RunStatus::Stopped));
        QVERIFY(r.measuredSec > 0 && r.measuredSec < 30);
        QVERIFY(r.requests > 2000);
        uint64_t seriesSum = 0;
        for (const auto& s : r.series) seriesSum += s.requests;
        QCOMPARE(seriesSum, r.requests);
        QCOMPARE(r.latency.count(), r.requests);
        QVERIFY(r.inFlightAtEnd <= uint64_t(cfg.connections));
        QVERIFY(r.series.back().spanSec <= 1.0);
    }

    void rampingStagesReachTheirTargets()
    {
        LoopbackServer srv(LoopbackServer::Mode::Slow, 20);   // ~50 req/s per VU
        QVERIFY(srv.start());
        auto cfg = baseConfig(srv.url(), "native");
        cfg.connections = 1;
        cfg.stages = {{1.0, 6.0}, {1.0, 6.0}, {1.0, 2.0}};
        bw::RunResult r = runToEnd(cfg);
        QVERIFY(r.series.size() >= 3);
        int peak = 0;
        for (const auto& s : r.series) peak = std::max(peak, s.activeVus);
        QCOMPARE(peak, 6);
        QVERIFY(r.series.back().activeVus <= 3);
    }

    void badConfigIsRefusedWithTheField()
    {
        bw::LoadConfig c;
        c.url = "ftp://example.com/";
        bw::Engine e(c);
        auto err = e.prepare();
        QVERIFY(err);
        QCOMPARE(QString::fromStdString(err->field), QString("url"));
        QVERIFY(QString::fromStdString(err->reason()).contains("ftp"));

        bw::LoadConfig d;
        d.url = "http://no-such-host.invalid/";
        bw::Engine e2(d);
        auto err2 = e2.prepare();
        QVERIFY(err2);
        QVERIFY(QString::fromStdString(err2->reason()).contains("no-such-host.invalid"));
    }
};

BW_TEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"

// A run with a target: the demo target started and monitored, a launched
// target killed mid-run ending the run early with its partial result saved,
// a readiness timeout naming what never answered. Only the process that
// serves the run's URL is watched: the demo target attached to for a URL
// another process serves is not (and says why), the one it serves is.
#include "history/history_store.h"
#include "loopback_server.h"
#include "run/run_session.h"
#include "target/demo_launch.h"
#include "target/target_launcher.h"
#include "test_main.h"

#include <QTemporaryDir>
#include <QtTest>
#include <csignal>

class TestRunSession : public QObject {
    Q_OBJECT
    QTemporaryDir tmp;
    std::string targetBin;

private slots:
    void initTestCase()
    {
        QByteArray dir = qgetenv("BENCHWORK_BIN_DIR");
        QVERIFY(!dir.isEmpty());
        targetBin = dir.toStdString() + "/benchwork-target";
        QVERIFY2(QFile::exists(QString::fromStdString(targetBin)), "benchwork-target is not built");
    }

    void demoTargetIsStartedMonitoredAndSaved()
    {
        bw::LoadConfig cfg;
        cfg.connections = 4;
        cfg.threads = 1;
        cfg.durationSec = 2;
        bw::TargetSpec t;
        t.kind = bw::TargetSpec::Kind::Demo;
        t.demoBinary = targetBin;
        t.demoPath = "/db/find/7";
        bw::SessionOptions so;
        so.historyPath = tmp.filePath("demo.sqlite").toStdString();
        so.runName = "demo find";
        bw::RunSession s(cfg, bw::Slo{}, t, so);
        auto err = s.prepare();
        QVERIFY2(!err, err ? err->reason().c_str() : "");
        QVERIFY(QString::fromStdString(s.config().url).endsWith("/db/find/7"));
        s.start();
        QVERIFY(s.waitFinished(std::chrono::seconds(30)));
        bw::RunResult r = s.result();
        QCOMPARE(int(r.status), int(bw::RunStatus::Complete));
        QVERIFY(r.requests > 100);
        QCOMPARE(r.errors.total(), quint64(0));
        QVERIFY(r.target.present);
        QVERIFY(r.target.peakRssBytes > 1024 * 1024);
        QVERIFY(r.target.series.size() >= 1);
        QVERIFY(QString::fromStdString(r.target.command).contains("benchwork-target"));
        QVERIFY(s.historyId() > 0);
        bw::HistoryStore store;
        QVERIFY(store.open(so.historyPath));
        auto back = store.loadRun(s.historyId());
        QVERIFY(back);
        QCOMPARE(back->requests, r.requests);
        QCOMPARE(back->target.peakRssBytes, r.target.peakRssBytes);
        QCOMPARE(back->name, std::string("demo find"));
    }

    void targetKilledMidRunEndsTheRunWithPartialResults()
    {
        int port = bwtest::unusedPort();
        bw::LoadConfig cfg;
        cfg.url = "http://127.0.0.1:" + std::to_string(port) + "/json";
        cfg.connections = 4;
        cfg.threads = 1;
        cfg.durationSec = 60;
        cfg.timeoutSec = 1;
        bw::TargetSpec t;
        t.kind = bw::TargetSpec::Kind::Launch;
        t.launch.argv = {targetBin, "--port", std::to_string(port)};
        t.launch.logPath = tmp.filePath("target.log").toStdString();
        bw::SessionOptions so;
        so.historyPath = tmp.filePath("crash.sqlite").toStdString();
        bw::RunSession s(cfg, bw::Slo{}, t, so);
        auto err = s.prepare();
        QVERIFY2(!err, err ? err->reason().c_str() : "");
        s.start();
        QTRY_VERIFY_WITH_TIMEOUT(s.live().requestsDone > 500, 15000);
        int64_t pid = s.targetLatest().rootPid;
        QVERIFY(pid > 0);
        ::kill(pid_t(pid), SIGKILL);
        QVERIFY(s.waitFinished(std::chrono::seconds(20)));
        bw::RunResult r = s.result();
        QCOMPARE(int(r.status), int(bw::RunStatus::TargetExited));
        QVERIFY2(QString::fromStdString(r.statusMessage).contains("ended"), r.statusMessage.c_str());
        QVERIFY2(QString::fromStdString(r.target.exitDescription).contains("SIGKILL"), r.target.exitDescription.c_str());
        QVERIFY(r.requests > 500);
        QVERIFY(r.measuredSec < 30);
        bw::HistoryStore store;
        QVERIFY(store.open(so.historyPath));
        auto row = store.runRow(s.historyId());
        QVERIFY(row);
        QCOMPARE(row->status, std::string("target-exited"));
    }

    // As the window and a runner attach to the demo target they started.
    void demoAttachedForAnotherServersUrlIsNotWatched()
    {
        bw::TargetLauncher demo;
        QVERIFY(demo.start(bw::demoLaunchSpec(targetBin, 50)).empty());
        auto base = demo.waitForListenUrl(bw::kDemoAnnounceTimeout);
        QVERIFY2(base, base ? "" : base.error().text().c_str());
        bwtest::LoopbackServer other(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(other.start());
        bw::TargetSpec t;
        t.kind = bw::TargetSpec::Kind::Attach;
        t.origin = bw::TargetSpec::Origin::Demo;
        t.pid = demo.pid();
        bw::LoadConfig cfg;
        cfg.connections = 2;
        cfg.threads = 1;
        cfg.requests = 200;
        cfg.url = other.url("/json");   // served by this test process, not by the demo target
        bw::SessionOptions so;
        so.historyPath = tmp.filePath("watch.sqlite").toStdString();
        {
            bw::RunSession s(cfg, bw::Slo{}, t, so);
            auto err = s.prepare();
            QVERIFY2(!err, err ? err->text().c_str() : "");
            const bw::WatchNote w = s.watchNote();
            QCOMPARE(QString::fromStdString(w.check), QString("not-listening"));
            QVERIFY(!w.watched);
            s.start();
            QVERIFY(!s.hasTarget());
            QVERIFY(s.waitFinished(std::chrono::seconds(30)));
            const bw::RunResult r = s.result();
            QCOMPARE(r.requests, quint64(200));
            QVERIFY(!r.target.present);
            QCOMPARE(r.target.peakRssBytes, quint64(0));
            QCOMPARE(QString::fromStdString(r.target.watch.check), QString("not-listening"));
            bw::HistoryStore store;
            QVERIFY(store.open(so.historyPath));
            QCOMPARE(store.runRow(s.historyId())->peakRssBytes, quint64(0));
            const auto back = store.loadRun(s.historyId());
            QVERIFY(back && !back->target.present);
            QCOMPARE(QString::fromStdString(back->target.watch.check), QString("not-listening"));   // the reason is kept
        }
        // Its own URL: watched.
        cfg.url = *base + "/json";
        bw::RunSession s(cfg, bw::Slo{}, t, so);
        QVERIFY(!s.prepare());
        QCOMPARE(QString::fromStdString(s.watchNote().check), QString("serves"));
        s.start();
        QVERIFY(s.waitFinished(std::chrono::seconds(30)));
        const bw::RunResult r = s.result();
        QVERIFY(r.target.present);
        QVERIFY(r.target.peakRssBytes > 0);
        demo.stop();
    }

    void readinessTimeoutNamesWhatNeverAnswered()
    {
        const bwtest::RefusedPort refused;   // held: no server of a test beside this one takes it
        const int port = refused.port();
        QVERIFY(port > 0);
        bw::LoadConfig cfg;
        cfg.url = "http://127.0.0.1:" + std::to_string(port) + "/";
        bw::TargetSpec t;
        t.kind = bw::TargetSpec::Kind::Launch;
        t.launch.argv = {"sleep", "30"};
        t.launch.readyTimeout = std::chrono::milliseconds(500);
        t.launch.logPath = tmp.filePath("sleep.log").toStdString();
        bw::RunSession s(cfg, bw::Slo{}, t, {});
        auto err = s.prepare();
        QVERIFY(err);
        QCOMPARE(QString::fromStdString(err->field), QString("target"));
        QVERIFY2(QString::fromStdString(err->reason()).contains(QString::number(port)), err->reason().c_str());
    }
};

BW_TEST_GUILESS_MAIN(TestRunSession)
#include "tst_run_session.moc"

// Fault gallery, the target dies: RunSession launches benchwork-faultserver
// as the run's target, the test kills it with SIGKILL mid-run, and the run
// must end early as 'target-exited' with its partial results kept and saved.
#include "engine_run.h"
#include "fault_harness.h"

#include "history/history_store.h"
#include "proc_helpers.h"
#include "run/run_session.h"
#include "test_main.h"

#include <QTemporaryDir>
#include <QtTest>
#include <csignal>

class FaultTargetKilledTest : public QObject {
    Q_OBJECT

private slots:
    void killedTargetEndsTheRun_data() { bwtest::engineRows(); }

    void killedTargetEndsTheRun()
    {
        QFETCH(QString, engine);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const std::string db = (tmp.path() + "/history.sqlite").toStdString();
        const int port = bwtest::unusedLoopbackPort();
        QVERIFY(port > 0);

        bw::LoadConfig c;
        c.url = "http://127.0.0.1:" + std::to_string(port) + "/ok";
        c.engine = engine == "curl" ? bw::EngineKind::Curl : bw::EngineKind::Native;
        c.connections = 2;
        c.threads = 1;
        c.durationSec = 20;   // ended by the kill long before
        c.timeoutSec = 1;
        bw::TargetSpec target;
        target.kind = bw::TargetSpec::Kind::Launch;
        target.launch.argv = {bwfault::binDir() + "/benchwork-faultserver", "--port", std::to_string(port)};
        target.launch.logPath = (tmp.path() + "/target.log").toStdString();
        bw::SessionOptions so;
        so.historyPath = db;

        const int fdsBefore = bwtest::openFdCount();
        int64_t historyId = 0;
        bw::RunResult r;
        {
            bw::RunSession session(c, bw::Slo{}, target, so);
            auto err = session.prepare();
            QVERIFY2(!err, err ? err->reason().c_str() : "");
            session.start();
            QVERIFY2(bwtest::waitUntil([&] { return session.live().requestsDone >= 200; }, std::chrono::seconds(10)),
                     "the target never answered");
            QVERIFY(bwtest::waitUntil([&] { return session.targetLatest().rootPid > 0; }, std::chrono::seconds(5)));
            const pid_t pid = pid_t(session.targetLatest().rootPid);
            QCOMPARE(::kill(pid, SIGKILL), 0);
            QVERIFY2(session.waitFinished(std::chrono::seconds(10)), "the run did not end after its target died");
            r = session.result();
            historyId = session.historyId();
            QVERIFY2(historyId > 0, session.historyError().c_str());
        }

        QCOMPARE(int(r.status), int(bw::RunStatus::TargetExited));
        QVERIFY2(r.statusMessage.find("target process ended") != std::string::npos, r.statusMessage.c_str());
        QVERIFY2(r.target.exitDescription.find("signal 9") != std::string::npos, r.target.exitDescription.c_str());
        QVERIFY(r.measuredSec > 0 && r.measuredSec < 10);
        QVERIFY(r.requests >= 200);
        uint64_t seriesSum = 0;
        for (const auto& s : r.series)
            seriesSum += s.requests;
        QCOMPARE(seriesSum, r.requests);

        bw::HistoryStore store;
        QVERIFY2(store.open(db), store.lastError().c_str());
        auto row = store.runRow(historyId);
        QVERIFY(row);
        QCOMPARE(QString::fromStdString(row->status), QString("target-exited"));
        auto saved = store.loadRun(historyId);
        QVERIFY(saved);
        QCOMPARE(saved->requests, r.requests);
        QCOMPARE(saved->series.size(), r.series.size());
        QVERIFY(saved->target.present);
        QCOMPARE(saved->latency.count(), r.latency.count());
        store.close();

        QCOMPARE(bwtest::openFdCount(), fdsBefore);
    }
};

BW_TEST_GUILESS_MAIN(FaultTargetKilledTest)
#include "tst_fault_target_killed.moc"

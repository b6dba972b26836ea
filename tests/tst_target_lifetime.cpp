// A launched target's lifetime and attaching by pid: the log discarded
// after a clean exit, the orphan guard stopping the target of a killed
// benchwork-cli (and leaving it alone once disarmed), and attaching checking
// the pid and never signalling a process Benchwork did not start.
#include "launch_helpers.h"
#include "loopback_server.h"
#include "proc_helpers.h"
#include "target/attach.h"
#include "target/orphan_guard.h"
#include "target/process_monitor.h"
#include "target/target_launcher.h"
#include "test_main.h"

#include <QProcess>
#include <QtTest>

#include <csignal>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace std::chrono_literals;
using namespace bwtest;

class TestTargetLifetime : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    // The demo target's log (discardLogOnCleanExit) goes once it exited
    // cleanly; a log of a target that failed stays for reading.
    void cleanExitDiscardsTheLogWhenAsked()
    {
        auto launch = [&](const char* onTerm, std::string* log) {
            bw::LaunchSpec spec = shellSpec(std::string("trap '") + onTerm + "' TERM; echo up; while :; do sleep 0.05; done", dir_);
            spec.logPath.clear();   // a new file in $TMPDIR
            spec.discardLogOnCleanExit = true;
            bw::TargetLauncher l;
            QCOMPARE(q(l.start(spec)), QString());
            std::string err;
            QVERIFY2(lineOf(l.waitForOutputLine("up", 5s), &err).has_value(), err.c_str());
            *log = l.logPath();
            QVERIFY(access(log->c_str(), F_OK) == 0);
            l.stop();
        };
        std::string clean, failed;
        launch("exit 0", &clean);
        QVERIFY2(access(clean.c_str(), F_OK) != 0, clean.c_str());
        launch("exit 3", &failed);
        QVERIFY2(access(failed.c_str(), F_OK) == 0, failed.c_str());
        unlink(failed.c_str());
    }

    // benchwork-cli is SIGKILLed while its launched target runs: the guard
    // process it left behind stops the target's whole group.
    void targetDoesNotOutliveAKilledBenchwork()
    {
        const QString binDir = qEnvironmentVariable("BENCHWORK_BIN_DIR");
        const QString cli = binDir + "/benchwork-cli";
        if (binDir.isEmpty() || access(cli.toLocal8Bit().constData(), X_OK) != 0)
            QSKIP("benchwork-cli is not built");
        bwtest::LoopbackServer server(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(server.start());
        const QString pidFile = dir_.filePath("orphan.pid");
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(cli, {"run", "--no-save", "-q", "-c", "1", "-t", "1", "-d", "60s", "--shell", "--launch",
                      "echo $$ > '" + pidFile + "'; exec sleep 600", "--target-log", dir_.filePath("orphan.log"),
                      QString::fromStdString(server.url("/"))});
        QVERIFY(p.waitForStarted(5000));
        int64_t target = 0;
        QVERIFY2(bwtest::waitUntil([&] {
                     std::ifstream in(pidFile.toStdString());
                     return in >> target && target > 0 && server.requests() > 0;
                 }, 10s),
                 qPrintable("the run did not start: " + QString::fromLocal8Bit(p.readAll())));
        QVERIFY(!groupGone(target));
        p.kill();   // SIGKILL: benchwork gets no chance to stop anything
        QVERIFY(p.waitForFinished(5000));
        QVERIFY2(bwtest::waitUntil([&] { return groupGone(target); }, 10s),
                 qPrintable(QString("target %1 still runs after benchwork-cli was killed").arg(target)));
    }

    // A disarmed guard (the normal end: benchwork stopped the target
    // itself) exits and leaves the group alone.
    void disarmedGuardLeavesTheGroupAlone()
    {
        bw::LaunchSpec spec;
        spec.argv = {"sleep", "30"};
        spec.logPath = dir_.filePath("guarded.log").toStdString();
        bw::TargetLauncher l;   // arms its own guard; a second one is tested here
        QCOMPARE(q(l.start(spec)), QString());
        bw::OrphanGuard guard;
        QCOMPARE(q(guard.start(l.pid(), 100ms)), QString());
        const int64_t guardPid = guard.pid();
        QVERIFY(guardPid > 0 && kill(pid_t(guardPid), 0) == 0);
        guard.disarm();
        QVERIFY(!guard.armed());
        QVERIFY(kill(pid_t(guardPid), 0) != 0);   // exited and reaped
        QVERIFY(l.running());
        QVERIFY(!groupGone(l.pid()));
        l.stop();
        QCOMPARE(q(l.exitDescription()), QStringLiteral("killed by signal 15 (SIGTERM)"));
    }

    void attachingChecksThePid()
    {
        int64_t pid = 0;
        std::string err;
        QVERIFY(parsed(bw::parsePid(" 4242 "), &pid, &err));
        QCOMPARE(pid, int64_t(4242));
        QVERIFY(!parsed(bw::parsePid("abc"), &pid, &err));
        QCOMPARE(q(err), QStringLiteral("'abc' is not a process id (expected a positive number)"));
        QVERIFY(!parsed(bw::parsePid("0"), &pid, &err));

        QCOMPARE(q(bw::checkAttachable(99'999'999)), QStringLiteral("no process with pid 99999999"));
        QCOMPARE(q(bw::checkAttachable(getpid())), QStringLiteral("pid %1 is Benchwork itself").arg(getpid()));

        // A process Benchwork did not start: monitored, never signalled.
        pid_t child = fork();
        if (child == 0) {
            execlp("sleep", "sleep", "30", static_cast<char*>(nullptr));
            _exit(127);
        }
        QVERIFY(child > 0);
        QVERIFY(bwtest::waitUntil([&] { return bw::describeAttached(child).find("sleep 30") != std::string::npos; }, 3s));
        QCOMPARE(q(bw::checkAttachable(child)), QString());
        QCOMPARE(q(bw::describeAttached(child)), QStringLiteral("pid %1 (sleep 30)").arg(child));
        {
            bw::ProcessMonitor monitor;
            QCOMPARE(q(monitor.start(child, std::chrono::steady_clock::now())), QString());
            QVERIFY(bwtest::waitUntil([&] { return monitor.latest().samples >= 2; }, 3s));
        }
        QCOMPARE(kill(child, 0), 0);   // still alive after the monitor went away
        kill(child, SIGKILL);
        waitpid(child, nullptr, 0);
        QCOMPARE(q(bw::checkAttachable(child)), QStringLiteral("no process with pid %1").arg(child));
    }
};

BW_TEST_GUILESS_MAIN(TestTargetLifetime)
#include "tst_target_lifetime.moc"

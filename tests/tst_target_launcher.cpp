// TargetLauncher: exec failures, readiness by TCP and HTTP with its timeout
// message, crash reports with the log's tail, CPU pinning and the memory
// limit read back from the kernel, stop() escalating to SIGKILL, output
// lines (the demo target's "listening" line), environment and working
// folder, and the demo target end to end. Option parsing is in
// tst_target_options, the target's lifetime and attaching in
// tst_target_lifetime.
#include "launch_helpers.h"
#include "platform/cpu_affinity.h"
#include "proc_helpers.h"
#include "target/process_monitor.h"
#include "target/readiness.h"
#include "target/target_info_fill.h"
#include "target/target_launcher.h"
#include "test_main.h"

#include <QtTest>

#include <csignal>
#include <fstream>
#ifdef __linux__
#include <sched.h>
#endif
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace std::chrono_literals;
using namespace bwtest;

class TestTargetLauncher : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void execFailuresAreNamed()
    {
        bw::LaunchSpec spec;
        spec.logPath = dir_.filePath("exec.log").toStdString();
        spec.argv = {"benchwork-no-such-command-xyz", "--flag"};
        {
            bw::TargetLauncher l;
            QCOMPARE(q(l.start(spec)), QStringLiteral("no such command: benchwork-no-such-command-xyz"));
            QVERIFY(!l.started());
        }
        // Executable bit but not a program: exec itself fails in the child
        // and the reason comes back through the pipe.
        const std::string junk = dir_.filePath("junk-program").toStdString();
        std::ofstream(junk) << "\x01\x02\x03 not a program\n";
        QCOMPARE(chmod(junk.c_str(), 0755), 0);
        spec.argv = {junk};
        {
            bw::TargetLauncher l;
            const QString err = q(l.start(spec));
            QVERIFY2(err.contains("exec format error"), qPrintable(err));
            QVERIFY(err.contains(q(junk)));
        }
        QCOMPARE(chmod(junk.c_str(), 0644), 0);
        {
            bw::TargetLauncher l;
            const QString err = q(l.start(spec));
            QVERIFY2(err.contains("is not executable"), qPrintable(err));
        }
        spec.argv = {"/usr/bin/true"};   // macOS has no /bin/true
        spec.workingDir = dir_.filePath("missing-dir").toStdString();
        {
            bw::TargetLauncher l;
            QCOMPARE(q(l.start(spec)), QStringLiteral("working directory %1 does not exist").arg(q(spec.workingDir)));
        }
        spec.workingDir.clear();
        spec.logPath = dir_.filePath("no/such/dir/x.log").toStdString();
        {
            bw::TargetLauncher l;
            QVERIFY(q(l.start(spec)).startsWith("cannot open the target's log file"));
        }
        spec.logPath = dir_.filePath("exec.log").toStdString();
        spec.env = {{"BAD=NAME", "x"}};
        {
            bw::TargetLauncher l;
            QCOMPARE(q(l.start(spec)), QStringLiteral("environment variable name 'BAD=NAME' is invalid"));
        }
    }

    void readinessTimeoutNamesWhatNeverAnswered()
    {
        const int port = bwtest::unusedLoopbackPort();
        QVERIFY(port > 0);
        bw::LaunchSpec spec = shellSpec("exec sleep 30", dir_);
        spec.readiness = bw::Readiness::http("http://127.0.0.1:" + std::to_string(port) + "/health");
        spec.readyTimeout = 700ms;
        bw::TargetLauncher l;
        QCOMPARE(q(l.start(spec)), QString());
        const auto t0 = std::chrono::steady_clock::now();
        const QString err = q(l.waitReady());
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
        QCOMPARE(err, QStringLiteral("http://127.0.0.1:%1/health did not answer 200 within 0.7 s (last: connection refused)").arg(port));
        // waited its 0.7 s, then gave up (5 s: room for a busy machine, far from a hang)
        QVERIFY2(ms >= 650 && ms < 5000, qPrintable(QString::number(ms)));
        QVERIFY(l.running());

        const QString tcpErr = q(l.waitReady(bw::Readiness::tcp("127.0.0.1", port), 300ms));
        QCOMPARE(tcpErr, QStringLiteral("tcp 127.0.0.1:%1 did not accept a connection within 0.3 s (last: connection refused)").arg(port));
        l.stop();
        QVERIFY(!l.running());
    }

    void readyByTcpAndHttp()
    {
        if (!bwtest::haveProgram("node"))
            QSKIP("node is not installed");
        const int port = bwtest::unusedLoopbackPort();
        bw::LaunchSpec spec;
        spec.argv = {"node", "-e", kNodeServer, std::to_string(port), "300"};   // listens after 300 ms
        spec.logPath = dir_.filePath("node.log").toStdString();
        spec.readiness = bw::Readiness::tcp("127.0.0.1", port);
        spec.readyTimeout = 10s;
        bw::TargetLauncher l;
        QCOMPARE(q(l.start(spec)), QString());
        QCOMPARE(q(l.waitReady()), QString());
        const std::string base = "http://127.0.0.1:" + std::to_string(port);
        QCOMPARE(q(l.waitReady(bw::Readiness::http(base + "/health"), 5s)), QString());
        QCOMPARE(q(l.waitReady(bw::Readiness::http(base + "/missing"), 300ms)),
                 QStringLiteral("%1/missing did not answer 200 within 0.3 s (last: answered 404 Not Found)").arg(q(base)));
        QVERIFY(q(l.commandLine()).startsWith("node -e '"));
        l.stop();
        QCOMPARE(q(l.exitDescription()), QStringLiteral("killed by signal 15 (SIGTERM)"));
    }

    void listeningLineGivesThePort()
    {
        if (!bwtest::haveProgram("node"))
            QSKIP("node is not installed");
        bw::LaunchSpec spec;
        spec.argv = {"node", "-e", kNodeServer, "0"};
        spec.logPath = dir_.filePath("listen.log").toStdString();
        bw::TargetLauncher l;
        QCOMPARE(q(l.start(spec)), QString());
        std::string err;
        auto url = lineOf(l.waitForListenUrl(10s), &err);
        QVERIFY2(url.has_value(), err.c_str());
        QVERIFY(q(*url).startsWith("http://127.0.0.1:"));
        QVERIFY(!q(*url).endsWith(":0"));
        auto line = lineOf(l.waitForOutputLine("listening ", 1s), &err);
        QVERIFY(line.has_value());
        QCOMPARE(q(*line), "listening " + q(*url));
        QVERIFY(lineOf(l.waitForOutputMatch(R"(^listening http://127\.0\.0\.1:\d+$)", 1s), &err).has_value());
        QCOMPARE(q(l.waitReady(bw::Readiness::http(*url + "/"), 5s)), QString());

        QVERIFY(!lineOf(l.waitForOutputLine("never printed", 200ms), &err));
        QCOMPARE(q(err), QStringLiteral("the target printed no line starting with 'never printed' within 0.2 s"));
        QVERIFY(!lineOf(l.waitForOutputMatch("([", 200ms), &err));
        QVERIFY(q(err).startsWith("invalid output pattern '(['"));
        l.stop();
    }

    void crashIsReportedWithLogTail()
    {
        const int port = bwtest::unusedLoopbackPort();
        bw::LaunchSpec spec = shellSpec("echo starting up; echo boom-line >&2; exit 3", dir_);
        spec.logPath = dir_.filePath("crash.log").toStdString();
        std::ofstream(spec.logPath) << "line from an earlier run\n";
        spec.readiness = bw::Readiness::tcp("127.0.0.1", port);
        spec.readyTimeout = 10s;
        bw::TargetLauncher l;
        QCOMPARE(q(l.start(spec)), QString());
        const auto t0 = std::chrono::steady_clock::now();
        const QString err = q(l.waitReady());
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
        // early, not after the 10 s readiness timeout (7 s: room for a busy machine)
        QVERIFY2(ms < 7000, qPrintable(QString::number(ms)));
        QVERIFY2(err.startsWith("target ended before it was ready: exited with code 3"), qPrintable(err));
        QVERIFY(err.contains("starting up\nboom-line"));
        QVERIFY(!err.contains("earlier run"));
        QCOMPARE(q(l.exitDescription()), QStringLiteral("exited with code 3"));
        QCOMPARE(q(l.logTail(1)), QStringLiteral("boom-line"));
        QCOMPARE(q(l.logTail(10)), QStringLiteral("starting up\nboom-line"));

        bw::TargetInfo info;
        bw::fillTargetInfo(l, &info, 5);
        QVERIFY(info.present);
        QCOMPARE(q(info.exitDescription), QStringLiteral("exited with code 3"));
        QCOMPARE(q(info.logTail), QStringLiteral("starting up\nboom-line"));
        QCOMPARE(q(info.logPath), q(spec.logPath));

        // The shell's "not found" gets a hint.
        bw::TargetLauncher missing;
        QCOMPARE(q(missing.start(shellSpec("benchwork-no-such-command-xyz", dir_))), QString());
        QVERIFY(bwtest::waitUntil([&] { return !missing.running(); }, 5s));
        QCOMPARE(q(missing.exitDescription()), QStringLiteral("exited with code 127 (the shell could not find the command)"));
    }

    void killedBySignalIsDescribed()
    {
        bw::LaunchSpec spec;
        spec.argv = {"sleep", "30"};
        spec.logPath = dir_.filePath("killed.log").toStdString();
        bw::TargetLauncher l;
        QCOMPARE(q(l.start(spec)), QString());
        QVERIFY(l.running());
        QCOMPARE(q(l.exitDescription()), QString());
        QCOMPARE(kill(pid_t(l.pid()), SIGKILL), 0);
        QVERIFY(bwtest::waitUntil([&] { return !l.running(); }, 5s));
        QCOMPARE(q(l.exitDescription()), QStringLiteral("killed by signal 9 (SIGKILL)"));
        std::string err;
        QVERIFY(!lineOf(l.waitForOutputLine("x", 1s), &err));
        QVERIFY(q(err).startsWith("target ended before printing line starting with 'x': killed by signal 9 (SIGKILL)"));
    }

    void affinityIsApplied()
    {
#ifndef __linux__
        QCOMPARE(q(bw::setCpuAffinity(getpid(), {0})), QStringLiteral("CPU affinity is not available on macOS"));
        bw::LaunchSpec macSpec;
        macSpec.argv = {"sleep", "30"};
        macSpec.cpus = {0};
        bw::TargetLauncher macLauncher;
        QCOMPARE(q(macLauncher.start(macSpec)), QStringLiteral("CPU affinity is not available on macOS"));
        QSKIP("no CPU affinity on this system");
#else
        if (!bw::cpuAffinitySupported())
            QSKIP("no CPU affinity on this system");
        const std::vector<int> avail = bw::availableCpus();
        if (avail.size() < 2)
            QSKIP("needs two CPUs");
        const int pinned = avail[1];
        bw::LaunchSpec spec;
        spec.argv = {"sleep", "30"};
        spec.cpus = {pinned};
        spec.logPath = dir_.filePath("affinity.log").toStdString();
        bw::TargetLauncher l;
        QCOMPARE(q(l.start(spec)), QString());
        cpu_set_t set;
        CPU_ZERO(&set);
        QCOMPARE(sched_getaffinity(pid_t(l.pid()), sizeof set, &set), 0);
        QCOMPARE(CPU_COUNT(&set), 1);
        QVERIFY(CPU_ISSET(pinned, &set));
        QCOMPARE(*bw::getCpuAffinity(l.pid()), std::vector<int>{pinned});

        // Re-pinning a running process (as for an attached one).
        QCOMPARE(q(bw::setCpuAffinity(l.pid(), {avail[0]})), QString());
        QCOMPARE(*bw::getCpuAffinity(l.pid()), std::vector<int>{avail[0]});
        QVERIFY(q(bw::setCpuAffinity(l.pid(), {1000})).startsWith("cpu 1000 is not available (available: "));
        QCOMPARE(q(bw::setCpuAffinity(99'999'999, {avail[0]})), QStringLiteral("no process with pid 99999999"));
        l.stop();

        bw::TargetLauncher bad;
        spec.cpus = {1000};
        QVERIFY(q(bad.start(spec)).startsWith("cpu 1000 is not available"));
#endif
    }

    void addressSpaceLimitIsApplied()
    {
        bw::LaunchSpec spec;
        spec.argv = {"sleep", "30"};
        spec.addressSpaceLimitBytes = uint64_t(512) << 20;
        spec.logPath = dir_.filePath("limit.log").toStdString();
        bw::TargetLauncher l;
        const std::string err = l.start(spec);
#ifdef __APPLE__
        QVERIFY(q(err).contains("not available on macOS"));
        QSKIP("no memory limit on macOS");
#endif
        QCOMPARE(q(err), QString());
        std::ifstream limits("/proc/" + std::to_string(l.pid()) + "/limits");
        std::string line, found;
        while (std::getline(limits, line))
            if (line.rfind("Max address space", 0) == 0)
                found = line;
        QVERIFY2(QString::fromStdString(found).simplified() == "Max address space 536870912 536870912 bytes", found.c_str());
        l.stop();
        spec.addressSpaceLimitBytes = 1024;
        bw::TargetLauncher tiny;
        QVERIFY(q(tiny.start(spec)).contains("too small"));

        // V8 reserves more address space than 512 MiB: the crash says why.
        if (bwtest::haveProgram("node")) {
            spec.argv = {"node", "-e", "console.log('up')"};
            spec.addressSpaceLimitBytes = uint64_t(512) << 20;
            bw::TargetLauncher node;
            QCOMPARE(q(node.start(spec)), QString());
            std::string why;
            QVERIFY(!lineOf(node.waitForOutputLine("never printed", 10s), &why));
            qInfo("node under RLIMIT_AS 512 MiB: %s", node.exitDescription().c_str());
            QVERIFY2(q(why).contains("address-space limit of 512 MiB"), why.c_str());
        }
    }

    void stopEscalatesToSigkill()
    {
        bw::LaunchSpec spec = shellSpec("trap '' TERM; echo armed; while :; do sleep 1; done", dir_);
        spec.logPath = dir_.filePath("stubborn.log").toStdString();
        bw::TargetLauncher l;
        QCOMPARE(q(l.start(spec)), QString());
        std::string err;
        QVERIFY2(lineOf(l.waitForOutputLine("armed", 5s), &err).has_value(), err.c_str());
        const int64_t pgid = l.pid();
        const auto t0 = std::chrono::steady_clock::now();
        l.stop(400ms);
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
        qInfo("stop with 400 ms grace took %lld ms", static_cast<long long>(ms));
        // the given 400 ms grace, not the default 3 s one (2.9 s: room for a busy machine)
        QVERIFY2(ms >= 390 && ms < 2900, qPrintable(QString::number(ms)));
        QVERIFY(!l.running());
        QCOMPARE(q(l.exitDescription()), QStringLiteral("killed by signal 9 (SIGKILL)"));
        QVERIFY(groupGone(pgid));   // the shell's `sleep` child went too
    }

    void stopIsPoliteFirst()
    {
        bw::LaunchSpec spec;
        spec.argv = {"sleep", "30"};
        spec.logPath = dir_.filePath("polite.log").toStdString();
        bw::TargetLauncher l;
        QCOMPARE(q(l.start(spec)), QString());
        const auto t0 = std::chrono::steady_clock::now();
        l.stop();
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
        // SIGTERM ended it: no SIGKILL after the 3 s grace (the exit says so;
        // the time bound only has to stay below the grace)
        QVERIFY2(ms < 2900, qPrintable(QString::number(ms)));
        QCOMPARE(q(l.exitDescription()), QStringLiteral("killed by signal 15 (SIGTERM)"));
        l.stop();   // a second stop is harmless
    }

    void shellWrapperTreeIsMonitoredAndStopped()
    {
        bw::LaunchSpec spec = shellSpec("sleep 30 & sleep 30 & echo forked; wait", dir_);
        spec.logPath = dir_.filePath("tree.log").toStdString();
        bw::TargetLauncher l;
        QCOMPARE(q(l.start(spec)), QString());
        QVERIFY(lineOf(l.waitForOutputLine("forked", 5s)).has_value());
        bw::ProcessMonitor monitor;
        QCOMPARE(q(monitor.start(l.pid(), std::chrono::steady_clock::now())), QString());
        // Wait for what the assertions need, not for the count: a forked child
        // is counted before it has exec'd, and is still named "sh" until then
        // (seen on a busy 2-core machine). 10 s: generous for a slow scheduler.
        auto childrenAreSleeps = [&] {
            const bw::TargetSnapshot s = monitor.latest();
            return s.processes == 3 && s.tree.size() == 3 && s.tree[1].name == "sleep" && s.tree[2].name == "sleep";
        };
        QVERIFY(bwtest::waitUntil(childrenAreSleeps, 10s));
        const bw::TargetSnapshot snap = monitor.latest();
        QVERIFY(!snap.tree.front().name.empty());   // "sh" (or what /bin/sh is)
        QCOMPARE(q(snap.tree[1].name), QStringLiteral("sleep"));
        QCOMPARE(snap.tree[1].ppid, l.pid());
        QCOMPARE(snap.tree[2].ppid, l.pid());
        const int64_t pgid = l.pid();
        l.stop();
        QVERIFY(groupGone(pgid));
        QVERIFY(monitor.waitGone(2s));
        monitor.stop();
        bw::TargetInfo info;
        bw::fillTargetInfo(monitor, &info);
        QVERIFY(info.present);
        QCOMPARE(info.pid, pgid);
        QVERIFY(info.peakRssBytes > 0);
    }

    void environmentAndWorkingDirectory()
    {
        bw::LaunchSpec spec = shellSpec("echo \"v=$BW_TEST_VALUE\"; echo \"arg=$1\"; pwd", dir_);
        spec.argv.push_back("first arg");
        spec.env = {{"BW_TEST_VALUE", "hello world"}};
        spec.workingDir = dir_.path().toStdString();
        spec.logPath = dir_.filePath("env.log").toStdString();
        bw::TargetLauncher l;
        QCOMPARE(q(l.start(spec)), QString());
        QCOMPARE(q(lineOf(l.waitForOutputLine("v=", 5s)).value_or("")), QStringLiteral("v=hello world"));
        QCOMPARE(q(lineOf(l.waitForOutputLine("arg=", 5s)).value_or("")), QStringLiteral("arg=first arg"));
        char real[4096];
        QVERIFY(realpath(spec.workingDir.c_str(), real));
        QCOMPARE(q(lineOf(l.waitForOutputLine("/", 5s)).value_or("")), QString::fromLocal8Bit(real));
        QVERIFY(bwtest::waitUntil([&] { return !l.running(); }, 5s));
        QCOMPARE(q(l.exitDescription()), QStringLiteral("exited with code 0"));
        QCOMPARE(q(l.waitReady()), QStringLiteral("target ended before it was ready: exited with code 0\n"
                                                  "last output (%1):\nv=hello world\narg=first arg\n%2")
                                       .arg(q(spec.logPath), QString::fromLocal8Bit(real)));
    }

    // The project's own demo target, when it has been built next to the tests.
    void demoTargetEndToEnd()
    {
        const QString binDir = qEnvironmentVariable("BENCHWORK_BIN_DIR");
        const std::string exe = (binDir.isEmpty() ? QString() : binDir + "/benchwork-target").toStdString();
        if (exe.empty() || access(exe.c_str(), X_OK) != 0)
            QSKIP("benchwork-target is not built");
        bw::LaunchSpec spec;
        spec.argv = {exe, "--port", "0"};
        spec.logPath = dir_.filePath("demo.log").toStdString();
        bw::TargetLauncher l;
        QCOMPARE(q(l.start(spec)), QString());
        std::string err;
        auto url = lineOf(l.waitForListenUrl(10s), &err);
        QVERIFY2(url.has_value(), err.c_str());
        QCOMPARE(q(l.waitReady(bw::Readiness::http(*url + "/json"), 5s)), QString());
        bw::ProcessMonitor monitor;
        QCOMPARE(q(monitor.start(l.pid(), std::chrono::steady_clock::now())), QString());
        QVERIFY(bwtest::waitUntil([&] { return monitor.latest().samples >= 2; }, 3s));
        const bw::TargetSnapshot snap = monitor.latest();
        qInfo("benchwork-target: %s, RSS %.1f MiB, %d threads", url->c_str(), double(snap.rssBytes) / (1 << 20), snap.threads);
        QVERIFY(snap.rssBytes > (1u << 20));
        QCOMPARE(snap.processes, 1);
        l.stop();
        QCOMPARE(q(l.exitDescription()), QStringLiteral("exited with code 0"));   // it exits cleanly on SIGTERM
        QVERIFY(monitor.waitGone(2s));
    }
};

BW_TEST_GUILESS_MAIN(TestTargetLauncher)
#include "tst_target_launcher.moc"

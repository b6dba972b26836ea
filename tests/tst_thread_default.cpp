// The default number of engine threads: the CPUs this process may run on,
// as `nproc` counts them (platform/cpu_affinity.h usableCpuCount), not the
// machine's cores. Under `taskset -c 0` benchwork-cli starts one engine
// thread (it used to start one per core and report itself cpu-starved), and
// its banner says "1 thread", not "1 threads".
#include "cli_process.h"
#include "engine/load_config.h"
#include "loopback_server.h"
#include "platform/cpu_affinity.h"
#include "proc_helpers.h"
#include "test_main.h"

#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#ifdef __linux__
#include <sched.h>
#endif

class TestThreadDefault : public QObject {
    Q_OBJECT

private slots:
    void countsWhatNprocCounts()
    {
        const QString nproc = QStandardPaths::findExecutable("nproc");
        if (nproc.isEmpty())
            QSKIP("nproc is not installed");
        QProcess p;
        p.start(nproc, {});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(bw::usableCpuCount(), QString::fromLatin1(p.readAllStandardOutput()).trimmed().toInt());
        bw::LoadConfig c;
        c.connections = 1000;
        QCOMPARE(c.effectiveThreads(), bw::usableCpuCount());
        c.threads = 3;
        QCOMPARE(c.effectiveThreads(), 3);   // given: as given
        c.threads = 0;
        c.connections = 1;
        QCOMPARE(c.effectiveThreads(), 1);   // never more than connections
    }

    void followsTheAffinityMask()
    {
#ifndef __linux__
        QSKIP("no CPU affinity on this system");
#else
        cpu_set_t all;
        CPU_ZERO(&all);
        QCOMPARE(sched_getaffinity(0, sizeof all, &all), 0);
        int first = 0;
        while (!CPU_ISSET(first, &all))
            ++first;
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(first, &one);
        QCOMPARE(sched_setaffinity(0, sizeof one, &one), 0);
        const int pinned = bw::usableCpuCount();
        bw::LoadConfig c;
        c.connections = 50;
        const int threads = c.effectiveThreads();
        QCOMPARE(sched_setaffinity(0, sizeof all, &all), 0);   // before any QCOMPARE can return
        QCOMPARE(pinned, 1);
        QCOMPARE(threads, 1);
        QCOMPARE(bw::usableCpuCount(), CPU_COUNT(&all));
#endif
    }

    void cliUnderTasksetStartsOneThread()
    {
        if (!bwtest::haveProgram("taskset"))
            QSKIP("taskset is not installed");
        bwtest::LoopbackServer server(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(server.start());
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start("taskset", {"-c", "0", bwtest::builtProgram("benchwork-cli"), "run", "--no-save", "-n", "200", "-c", "4",
                            QString::fromStdString(server.url())});
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAll());
        QVERIFY2(p.exitCode() == 0, qPrintable(out));
        QVERIFY2(out.contains("  1 thread and 4 connections, engine"), qPrintable(out));
        QVERIFY2(out.contains("of 1 engine thread busy"), qPrintable(out));
    }
};

BW_TEST_GUILESS_MAIN(TestThreadDefault)
#include "tst_thread_default.moc"

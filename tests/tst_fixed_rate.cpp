// The open model's truth against in-process loopback servers: the rate
// shared by connections, sends on time, lateness recorded for every request,
// the backlog at the end counted, and the client-health warnings (a starved
// client, a stalled closed-model run), warmup to the millisecond.
#include "engine/engine.h"
#include "engine_run.h"
#include "loopback_server.h"
#include "result/client_health.h"
#include "test_main.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <chrono>
#include <thread>

#ifdef __linux__
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

using bwtest::LoopbackServer;

namespace {

bw::RunResult runToEnd(const bw::LoadConfig& cfg, int limitMs = 30'000)
{
    return bwtest::runEngineToEnd(cfg, limitMs);
}

// A run's load here: connections, threads, the open model's rate in
// requests/s (0: the closed model) and the measured seconds.
struct Load {
    int connections;
    int threads;
    double rate = 0;
    double durationSec = 10;
};

bw::LoadConfig config(const std::string& url, const QString& engine, const Load& load)
{
    bw::LoadConfig c = bwtest::engineTestConfig(url, engine.toStdString(), 5);
    c.connections = load.connections;
    c.threads = load.threads;
    c.rate = load.rate;
    c.durationSec = load.durationSec;
    return c;
}

bool hasWarning(const bw::RunResult& r, const char* name)
{
    return std::find(r.clientWarnings.begin(), r.clientWarnings.end(), name) != r.clientWarnings.end();
}

QString describe(const bw::RunResult& r)
{
    QStringList w;
    for (const auto& s : r.clientWarnings)
        w << QString::fromStdString(s);
    return QString("rps %1, requests %2, late %3 (queued %15), unsent %4, in flight %5, raw p50/p99 %6/%7 us, corrected p50/p99 "
                   "%8/%9 us, lateness p50/p99 %10/%11 us, busy %12, run-queue wait %13, warnings [%14]")
        .arg(r.rps).arg(r.requests).arg(r.lateSends).arg(r.unsentAtEnd).arg(r.inFlightAtEnd)
        .arg(r.latencySummary.p50Us).arg(r.latencySummary.p99Us)
        .arg(r.latencyIntendedSummary.p50Us).arg(r.latencyIntendedSummary.p99Us)
        .arg(r.sendLatenessSummary.p50Us).arg(r.sendLatenessSummary.p99Us)
        .arg(r.clientBusyFraction).arg(r.clientRunQueueWaitFraction).arg(w.join(",")).arg(r.lateSendsQueued);
}

} // namespace

class TestFixedRate : public QObject {
    Q_OBJECT
private:
    void engines() { bwtest::engineRows(); }

private slots:
    // -c 3 -R 120 on 2 threads against a 20 ms server: a thread with one
    // connection can carry 50/s. Split per thread (60/s each) it falls
    // behind for good (its k-th send leaves k/300 s late: 0.4 s by the end,
    // and half the sends late); split by connections (80/s and 40/s, every
    // connection sending each 25 ms) both keep up. A send is late 2 ms
    // behind schedule, so an answer is allowed 27 ms before a send waits
    // for its connection: 35 % over the server's 20, room for a loaded or
    // sanitizer-built client. (At 10 ms and 240/s the same room was 4.5 ms;
    // an ASan build beside a second test made a third of the sends late.)
    void rateSharedByConnections_data() { engines(); }
    void rateSharedByConnections()
    {
        QFETCH(QString, engine);
        LoopbackServer srv(LoopbackServer::Mode::Slow, 20);
        QVERIFY(srv.start());
        auto cfg = config(srv.url(), engine, {.connections = 3, .threads = 2, .rate = 120, .durationSec = 2});
        const bw::RunResult r = runToEnd(cfg);
        QCOMPARE(r.threadsUsed, 2);
        QVERIFY2(r.rps > 100, qPrintable(describe(r)));
        // libcurl's own per-transfer overhead eats into that room on a
        // loaded machine; what the split decides, the backlog not running
        // away, holds for both. The old split made ~44 % of the sends late,
        // every one of them waiting for its thread's only connection: those
        // are the sends counted as queued. Sends late because the client's
        // thread was descheduled (a machine busy with other work made a
        // quarter of them late) are not what the split decides.
        // Both judge the split only where the server kept its 20 ms within
        // the room (raw p99 under 27 ms) and the client was not starved: a
        // server thread or client thread the kernel did not run for 100 ms
        // (seen beside two builds) queues sends whatever the split. The old
        // split kept the server's 20 ms and still fell ~0.4 s behind.
        const bool fair = r.latencySummary.p99Us < 27'000 && !hasWarning(r, "cpu-starved");
        if (engine == "native" && fair)
            QVERIFY2(double(r.lateSendsQueued) < 0.15 * double(r.requests), qPrintable(describe(r)));
        const double slowServer = fair ? 0.0 : r.latencySummary.p99Us;
        QVERIFY2(r.latencyIntendedSummary.p99Us < 150'000 + slowServer, qPrintable(describe(r)));
    }

    // At a modest rate, the corrected latency is the raw latency plus the
    // client's own lateness (exactly, for the means), and that lateness is
    // small. The bound, 2 ms at the median, is far above what an idle machine
    // shows (a few us; bench/pacer-precision.sh measures the real figure):
    // on a 2-core CI machine loaded with parallel builds a waking thread may
    // wait a scheduler slice or two for a CPU. Waits rounded to the 10 ms
    // scan, or lateness left out of the corrected figure, still fail it.
    void correctedLatencyIsRawPlusASmallLateness_data() { engines(); }
    void correctedLatencyIsRawPlusASmallLateness()
    {
        QFETCH(QString, engine);
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        auto cfg = config(srv.url(), engine, {.connections = 4, .threads = 1, .rate = 200, .durationSec = 2});
        const bw::RunResult r = runToEnd(cfg);
        QVERIFY2(r.requests > 300, qPrintable(describe(r)));
        QVERIFY2(r.latencyIntendedSummary.p50Us - r.latencySummary.p50Us < 2000, qPrintable(describe(r)));
        QVERIFY2(r.sendLatenessSummary.p50Us < 2000, qPrintable(describe(r)));
        QVERIFY2(r.sendLatenessSummary.count >= r.requests, qPrintable(describe(r)));
        // Each request's corrected latency is its raw latency plus its
        // lateness, so the means add up (histogram error 0.8 %, plus 1 us).
        const double sum = r.latencySummary.meanUs + r.sendLatenessSummary.meanUs;
        QVERIFY2(std::abs(r.latencyIntendedSummary.meanUs - sum) <= 0.01 * sum + 1, qPrintable(describe(r)));
        const double share = bw::client_health::latenessShareOfCorrected(r);
        QVERIFY(share >= 0 && share <= 1);
    }

    // --spin polls instead of sleeping just before each due send: the
    // schedule is kept as without it (the same count, every send measured),
    // and the sends leave no later than the ordinary sleep lets them. The
    // bounds are as loose as the test above: a loaded CI machine can
    // preempt the spinning thread too.
    void spinKeepsTheSchedule_data() { engines(); }
    void spinKeepsTheSchedule()
    {
        QFETCH(QString, engine);
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        auto cfg = config(srv.url(), engine, {.connections = 4, .threads = 1, .rate = 400});
        cfg.requests = 400;
        cfg.spinUs = 200;
        const bw::RunResult r = runToEnd(cfg);
        QCOMPARE(r.requests, uint64_t(400));
        QVERIFY2(r.sendLatenessSummary.count >= r.requests, qPrintable(describe(r)));
        QVERIFY2(r.sendLatenessSummary.p50Us < 2000, qPrintable(describe(r)));
        // Few late natively; libcurl's per-transfer cost in a
        // sanitizer build beside a second test made 21 % late, so its bound
        // only catches a spin that holds the sends back for good. A spin
        // cannot keep the schedule for a thread the kernel does not run:
        // when the run says its client was starved of CPU (the run-queue
        // wait it measured), lateness is not the spin's: not even the sends
        // that then waited for a connection (none should, at 100/s each,
        // when the thread runs; 59 of 400 did for a starved one).
        // Natively 20 %: beside two CPU hogs, one ~90 ms stall of the test's
        // own server thread (not the engine's: its run-queue wait stayed
        // under 4 %) left 40 of 400 sends late, on main and on this branch.
        const unsigned bound = engine == "native" ? 80u : 120u;
        if (!hasWarning(r, "cpu-starved")) {
            QVERIFY2(r.lateSendsQueued < bound, qPrintable(describe(r)));
            QVERIFY2(r.lateSends < bound, qPrintable(describe(r)));
        }
    }

    void latenessIsRecordedForEveryRequest_data() { engines(); }
    void latenessIsRecordedForEveryRequest()
    {
        QFETCH(QString, engine);
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        auto cfg = config(srv.url(), engine, {.connections = 4, .threads = 2, .rate = 500, .durationSec = 1});
        const bw::RunResult r = runToEnd(cfg);
        QVERIFY2(r.requests > 200, qPrintable(describe(r)));
        // one lateness per measured send: every completed one, plus those
        // that failed or were still out at the end (each connection may lose
        // one answer that lands after the end in the worker's last batch)
        QVERIFY2(r.sendLateness.count() >= r.requests, qPrintable(describe(r)));
        QVERIFY2(r.sendLateness.count() <= r.requests + r.errors.transport() + r.inFlightAtEnd + uint64_t(cfg.connections),
                 qPrintable(describe(r)));
        QCOMPARE(r.sendLatenessSummary.count, r.sendLateness.count());
    }

    // 2 connections to a 100 ms server carry 20/s; at 100/s most sends are
    // still waiting when the run ends. They are counted, and their age at the
    // end enters the corrected histogram (a lower bound of their latency).
    void unsentAtEndIsCountedAndEntersTheCorrectedHistogram()
    {
        LoopbackServer srv(LoopbackServer::Mode::Slow, 100);
        QVERIFY(srv.start());
        auto cfg = config(srv.url(), "native", {.connections = 2, .threads = 1, .rate = 100, .durationSec = 1.5});
        const bw::RunResult r = runToEnd(cfg);
        // ~150 due, ~30 sent: well over 50 never went out
        QVERIFY2(r.unsentAtEnd > 50, qPrintable(describe(r)));
        QCOMPARE(r.latencyIntended.count(), r.latency.count() + r.unsentAtEnd);
        // the oldest unsent send was due near the start: its age is most of the run
        QVERIFY2(r.latencyIntendedSummary.maxUs > 700'000, qPrintable(describe(r)));
        QVERIFY2(hasWarning(r, bw::client_health::kPacerBehind), qPrintable(describe(r)));
        QVERIFY(!hasWarning(r, bw::client_health::kStalled));
    }

    void aRunThatKeepsItsScheduleHasNoPacerWarning()
    {
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        auto cfg = config(srv.url(), "native", {.connections = 4, .threads = 1, .rate = 100, .durationSec = 1});
        const bw::RunResult r = runToEnd(cfg);
        QVERIFY2(r.requests > 80, qPrintable(describe(r)));
        // On an idle machine nothing is late; on a loaded one a few sends may
        // be, so check the rule itself: named exactly when late plus unsent
        // sends pass 1 % of the due ones.
        const uint64_t due = r.requests + r.errors.transport() + r.inFlightAtEnd + r.unsentAtEnd;
        const bool behind = double(r.lateSends + r.unsentAtEnd) > 0.01 * double(due);
        QCOMPARE(hasWarning(r, bw::client_health::kPacerBehind), behind);
        QVERIFY2(r.unsentAtEnd < 10, qPrintable(describe(r)));
    }

    // The closed model: the server answers 40 requests, then none. The four
    // connections wait on requests that never answer while the run goes on.
    void aStalledClosedRunIsFlagged()
    {
        LoopbackServer srv(LoopbackServer::Mode::StallAfter, 40);
        QVERIFY(srv.start());
        auto cfg = config(srv.url(), "native", {.connections = 4, .threads = 1, .durationSec = 3});
        cfg.timeoutSec = 30;
        const bw::RunResult r = runToEnd(cfg);
        QVERIFY2(r.requests > 0 && r.requests <= 40, qPrintable(describe(r)));
        QCOMPARE(r.inFlightAtEnd, uint64_t(4));
        QVERIFY2(hasWarning(r, bw::client_health::kStalled), qPrintable(describe(r)));
        QVERIFY(bw::client_health::trailingSilentSec(r) >= 1.9);
    }

    void aClosedRunThatAnswersIsNotStalled()
    {
        LoopbackServer srv(LoopbackServer::Mode::Slow, 5);
        QVERIFY(srv.start());
        auto cfg = config(srv.url(), "native", {.connections = 4, .threads = 1, .durationSec = 1.5});
        const bw::RunResult r = runToEnd(cfg);
        QVERIFY2(r.requests > 100, qPrintable(describe(r)));
        QVERIFY2(!hasWarning(r, bw::client_health::kStalled), qPrintable(describe(r)));
    }

    // The engine thread shares one CPU with a busy loop, both pinned there;
    // the server runs on another CPU. The engine thread runs at nice 10, as a
    // generator does next to a busier neighbour: that makes the starving
    // certain on a loaded 2-core CI machine (at equal priority the scheduler
    // may favour the waking engine thread enough to hide it), and the
    // verdict must read the wait, not the CPU used.
    void aStarvedClientIsFlagged()
    {
#ifndef __linux__
        QSKIP("run-queue wait is read from Linux's schedstat");
#else
        if (access("/proc/thread-self/schedstat", R_OK) != 0)
            QSKIP("this kernel has no scheduler statistics (/proc/thread-self/schedstat)");
        cpu_set_t all;
        CPU_ZERO(&all);
        if (sched_getaffinity(0, sizeof all, &all) != 0 || CPU_COUNT(&all) < 2)
            QSKIP("needs two CPUs to pin the server away from the client");
        int cpus[2] = {-1, -1};
        for (int c = 0, n = 0; c < CPU_SETSIZE && n < 2; ++c)
            if (CPU_ISSET(c, &all))
                cpus[n++] = c;
        auto pinSelf = [](int cpu) {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(cpu, &one);
            return sched_setaffinity(0, sizeof one, &one) == 0;   // 0: the calling thread
        };

        // The server's threads inherit CPU B from the thread that starts it.
        std::unique_ptr<LoopbackServer> srv;
        bool serverPinned = false;
        std::thread([&] {
            serverPinned = pinSelf(cpus[1]);
            srv = std::make_unique<LoopbackServer>(LoopbackServer::Mode::Ok);
            srv->start();
        }).join();
        if (!serverPinned)
            QSKIP("cannot pin threads to CPUs here (sched_setaffinity refused)");
        QVERIFY(srv->port() > 0);

        std::atomic<bool> done{false};
        bw::RunResult r;
        bool pinned = false;
        std::thread runner([&] {
            pinned = pinSelf(cpus[0]);
            if (!pinned)
                return;
            // The busy loop: on CPU A, bounded by the flag and by 60 s.
            std::thread busy([&] {
                const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
                volatile uint64_t spin = 0;
                while (!done.load(std::memory_order_relaxed) && std::chrono::steady_clock::now() < until)
                    spin = spin + 1;
            });
            setpriority(PRIO_PROCESS, pid_t(syscall(SYS_gettid)), 10);   // this thread only; the engine's inherit it
            auto cfg = config(srv->url(), "native", {.connections = 16, .threads = 1, .durationSec = 2});
            r = runToEnd(cfg);
            done.store(true);
            busy.join();
        });
        runner.join();
        if (!pinned)
            QSKIP("cannot pin threads to CPUs here (sched_setaffinity refused)");
        QVERIFY2(r.requests > 0, qPrintable(describe(r)));
        QVERIFY2(r.clientRunQueueWaitFraction > bw::client_health::kRunQueueWaitFraction, qPrintable(describe(r)));
        QVERIFY2(hasWarning(r, bw::client_health::kCpuStarved), qPrintable(describe(r)));
#endif
    }

    // A response after its deadline is a timeout, never a success: the
    // server answers in 506 ms, the timeout is 500 ms (once counted as
    // successes: deadlines were scanned every 10 ms). A 300 ms answer
    // under the same timeout is a success.
    void aResponseAfterItsDeadlineIsATimeout_data() { engines(); }
    void aResponseAfterItsDeadlineIsATimeout()
    {
        QFETCH(QString, engine);
        LoopbackServer late(LoopbackServer::Mode::Slow, 506);
        QVERIFY(late.start());
        auto cfg = config(late.url(), engine, {.connections = 2, .threads = 1, .durationSec = 1.6});
        cfg.timeoutSec = 0.5;
        const bw::RunResult r = runToEnd(cfg);
        QVERIFY2(r.errors.timeout >= 2, qPrintable(describe(r)));
        QCOMPARE(r.requests, uint64_t(0));
        QCOMPARE(r.latency.count(), uint64_t(0));

        LoopbackServer inTime(LoopbackServer::Mode::Slow, 300);
        QVERIFY(inTime.start());
        cfg.url = inTime.url();
        const bw::RunResult ok = runToEnd(cfg);
        QVERIFY2(ok.requests >= 4, qPrintable(describe(ok)));
        QCOMPARE(ok.errors.timeout, uint64_t(0));
        QVERIFY(ok.latencySummary.maxUs < 500'000);
    }

    // -w is kept to the millisecond (it was rounded to 100 ms: 40 ms became
    // none, 250 ms became 300), and its seconds stay in the series.
    void warmupIsExactAndItsSecondsStayInTheSeries()
    {
        LoopbackServer srv(LoopbackServer::Mode::Slow, 2);
        QVERIFY(srv.start());
        for (double warm : {0.04, 0.25}) {
            auto cfg = config(srv.url(), "native", {.connections = 2, .threads = 1, .durationSec = 1});
            cfg.warmupSec = warm;
            const bw::RunResult r = runToEnd(cfg);
            QVERIFY2(std::abs(r.warmupSec - warm) < 0.002, qPrintable(QString("warmup %1 for %2").arg(r.warmupSec).arg(warm)));
            QVERIFY(!r.series.empty());
            const bw::SecondStats& first = r.series.front();
            QVERIFY2(first.warmup, "the warmup has its own (partial) second");
            QVERIFY2(std::abs(first.spanSec - warm) < 0.002, qPrintable(QString("span %1").arg(first.spanSec)));
            if (warm > 0.1)   // (40 ms may pass in connecting on a loaded machine)
                QVERIFY2(first.requests > 0, "the warmup's requests are in its second");
            uint64_t measured = 0;
            for (const bw::SecondStats& s : r.series)
                if (!s.warmup)
                    measured += s.requests;
            QCOMPARE(measured, r.requests);
        }
    }
};

BW_TEST_GUILESS_MAIN(TestFixedRate)
#include "tst_fixed_rate.moc"

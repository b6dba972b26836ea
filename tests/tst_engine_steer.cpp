// A running engine's load, ramped by stages and changed live (Engine::steer),
// against in-process loopback servers: a rate schedule's requests add up to
// its integral; VU stages reach each target; a live rate change keeps every
// second within its rate; a VU decrease closes connections only between
// requests and an increase opens new ones; count mode stays exact across a
// change; and the schedule a changed run records replays to the same counts.
#include "engine/engine.h"
#include "engine_run.h"
#include "engine/loop/load_schedule.h"
#include "loopback_server.h"
#include "test_main.h"

#include <QtTest>

#include <chrono>
#include <cmath>
#include <functional>
#include <thread>

using bwtest::LoopbackServer;

namespace {

using Clock = std::chrono::steady_clock;

// Runs cfg to its end; `during` gets the engine and the instant it started.
bw::RunResult run(const bw::LoadConfig& cfg, const std::function<void(bw::Engine&, Clock::time_point)>& during = {})
{
    return bwtest::runEngineToEnd(cfg, 30'000, [&](bw::Engine& e) {
        if (during)
            during(e, Clock::now());
    });
}

// Blocks until `seconds` after `from`: when the scenario changes the load.
void at(Clock::time_point from, double seconds)
{
    std::this_thread::sleep_until(from + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds)));
}

// Polls `cond` every 2 ms until it holds or `seconds` pass.
bool within(double seconds, const std::function<bool()>& cond)
{
    const Clock::time_point end = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    while (Clock::now() < end) {
        if (cond())
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    return cond();
}

// `load` on the native engine, two threads, a 5 s timeout: every run here.
bw::LoadConfig onNative(bw::LoadConfig load)
{
    load.engine = bw::EngineKind::Native;
    load.threads = 2;
    load.timeoutSec = 5;
    return load;
}

QString describe(const bw::RunResult& r)
{
    QStringList secs;
    for (const bw::SecondStats& s : r.series)
        secs << QString("%1:%2/%3vu/%4rps").arg(s.second).arg(s.requests).arg(s.activeVus).arg(s.targetRate);
    return QString("requests %1, in flight %2, unsent %3, late %4, errors %5; %6")
        .arg(r.requests).arg(r.inFlightAtEnd).arg(r.unsentAtEnd).arg(r.lateSends).arg(r.errors.total()).arg(secs.join(" "));
}

} // namespace

class TestEngineSteer : public QObject {
    Q_OBJECT
private slots:
    // -R 200 ramping to 800/s over 0.5 s, holding 0.5 s, back to 200/s over
    // 0.5 s: 250 + 400 + 250 = 900 requests due, and the run's count is that.
    void rateStagesAddUpToTheirIntegral()
    {
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        auto cfg = onNative({.url = srv.url(), .connections = 8, .rate = 200});
        cfg.stages = {{0.5, 800}, {0.5, 800}, {0.5, 200}};
        const double due = bw::LoadSchedule(0, 0, cfg.rate, cfg.stages).countAt(1'500'000'000ull);
        QCOMPARE(due, 900.0);
        const bw::RunResult r = run(cfg);
        QCOMPARE(r.errors.total(), uint64_t(0));
        // what was due went out, or was still in flight or unsent at the end
        const double dueSeen = double(r.requests + r.inFlightAtEnd + r.unsentAtEnd);
        QVERIFY2(std::abs(dueSeen - due) <= 2, qPrintable(describe(r)));
        QVERIFY2(std::abs(double(r.requests) - due) <= 0.01 * due, qPrintable(describe(r)));
        QCOMPARE(r.latencyIntended.count(), r.requests + r.unsentAtEnd);
    }

    // Holds of 4, 8 and 2 VUs (from 1, ramping to 4 first): the series says
    // each target in its second, and the server sees that many connections.
    void vuStagesReachEachTarget()
    {
        LoopbackServer srv(LoopbackServer::Mode::Slow, 20);
        QVERIFY(srv.start());
        auto cfg = onNative({.url = srv.url(), .connections = 1});
        cfg.stages = {{1, 4}, {1, 4}, {0, 8}, {1, 8}, {0, 2}, {1, 2}};
        bool saw8 = false, saw2 = false;
        const bw::RunResult r = run(cfg, [&](bw::Engine&, Clock::time_point t0) {
            at(t0, 2.05);
            saw8 = within(0.85, [&] { return srv.openConnections() == 8; });
            at(t0, 3.1);
            saw2 = within(0.8, [&] { return srv.openConnections() == 2; });
        });
        QVERIFY2(r.series.size() >= 4, qPrintable(describe(r)));
        QCOMPARE(r.series[1].activeVus, 4);
        QCOMPARE(r.series[2].activeVus, 8);
        QCOMPARE(r.series[3].activeVus, 2);
        QVERIFY2(saw8 && saw2, qPrintable(describe(r)));
        QCOMPARE(r.errors.total(), uint64_t(0));
        // the surplus closed between requests: the only requests left
        // unanswered are the ones the end of the run cut (counted by the
        // server once it has seen each close: wait for every release). At
        // most: an answer the server wrote just before the client's close
        // reached it counts as in flight for the client and as sent for
        // the server.
        QVERIFY(within(2.0, [&] { return srv.openConnections() == 0; }));
        QVERIFY2(srv.abandoned() <= r.inFlightAtEnd,
                 qPrintable(QString("%1 abandoned, %2 in flight at the end").arg(srv.abandoned()).arg(r.inFlightAtEnd)));
    }

    // 400/s, changed to 100/s 0.8 s in: every second holds the schedule's
    // sends, never more than its rate + 1 %, and the run records the change
    // and the stages it ran.
    void aLiveRateChangeKeepsEverySecondWithinItsRate()
    {
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        auto cfg = onNative({.url = srv.url(), .connections = 8, .durationSec = 2.5, .rate = 400});
        bw::Result<bw::LoadChange> change = bw::Error(bw::ErrorCode::SteerNotRunning, std::string());
        bw::Result<bw::LoadChange> wrongKnob = change;
        const bw::RunResult r = run(cfg, [&](bw::Engine& e, Clock::time_point t0) {
            at(t0, 0.8);
            wrongKnob = e.steer(bw::LoadKnob::Vus, 4);
            change = e.steer(bw::LoadKnob::Rate, 100, "test");
        });
        QVERIFY(!wrongKnob);
        QCOMPARE(wrongKnob.error().code, bw::ErrorCode::SteerVusInOpenModel);
        QVERIFY(change);
        QCOMPARE(change->from, 400.0);
        QCOMPARE(int(r.loadChanges.size()), 1);
        QCOMPARE(r.loadChanges[0].to, 100.0);
        QCOMPARE(r.loadChanges[0].source, std::string("test"));
        const double t = change->atSec;
        QVERIFY2(t > 0.8 && t < 1.3, qPrintable(QString::number(t)));
        // the schedule as run: 400/s until the change, 100/s to the end
        QCOMPARE(int(r.config.stages.size()), 3);
        QVERIFY(std::abs(r.config.stages[0].durationSec - t) < 1e-9);
        QCOMPARE(r.config.stages[1].target, 100.0);
        QVERIFY(std::abs(r.config.stages[0].durationSec + r.config.stages[2].durationSec - 2.5) < 1e-9);
        QCOMPARE(r.errors.total(), uint64_t(0));
        const bw::LoadSchedule ran(0, 0, 400, r.config.stages);
        for (const bw::SecondStats& s : r.series) {
            if (s.spanSec < 1.0)
                continue;   // the last, partial second
            const double want = ran.countAt(uint64_t(s.second + 1) * 1'000'000'000ull) - ran.countAt(uint64_t(s.second) * 1'000'000'000ull);
            QVERIFY2(double(s.requests) <= want * 1.01 + 2, qPrintable(QString("second %1: %2 > %3; %4").arg(s.second).arg(s.requests).arg(want).arg(describe(r))));
            QVERIFY2(double(s.requests) >= want * 0.9, qPrintable(QString("second %1: %2 < %3; %4").arg(s.second).arg(s.requests).arg(want).arg(describe(r))));
        }
        QVERIFY2(std::abs(double(r.requests + r.inFlightAtEnd + r.unsentAtEnd) - ran.countAt(2'500'000'000ull)) <= 2, qPrintable(describe(r)));
    }

    // 8 VUs against a 40 ms server; at 1 s down to 2, at 1.8 s up to 6: the
    // surplus closes once its requests are answered (nothing cut, no error),
    // the new VUs open new connections, within 100 ms of each change.
    void vuChangesCloseBetweenRequestsAndOpenNewConnections()
    {
        LoopbackServer srv(LoopbackServer::Mode::Slow, 40);
        QVERIFY(srv.start());
        auto cfg = onNative({.url = srv.url(), .connections = 8, .durationSec = 2.6, .maxVus = 16});
        bool down = false, up = false;
        double downMs = 0, upMs = 0;
        const bw::RunResult r = run(cfg, [&](bw::Engine& e, Clock::time_point t0) {
            QVERIFY(within(0.9, [&] { return srv.openConnections() == 8; }));
            at(t0, 1.0);
            Clock::time_point asked = Clock::now();
            down = bool(e.steer(bw::LoadKnob::Vus, 2));
            // the surplus closes once its request (40 ms) is answered
            if (within(0.5, [&] { return srv.openConnections() == 2; }))
                downMs = std::chrono::duration<double, std::milli>(Clock::now() - asked).count();
            at(t0, 1.8);
            asked = Clock::now();
            up = bool(e.steer(bw::LoadKnob::Vus, 6));
            if (within(0.5, [&] { return srv.openConnections() == 6; }))
                upMs = std::chrono::duration<double, std::milli>(Clock::now() - asked).count();
            QCOMPARE(e.knobLevel(), 6.0);
            QVERIFY(!e.steer(bw::LoadKnob::Vus, 17));   // past the room
        });
        QVERIFY(down && up);
        // (bounds with room for a machine busy with other work: 146 ms was
        // seen beside two builds; a change that waited for the run's end
        // would take 1.6 s)
        QVERIFY2(downMs > 0 && downMs < 250, qPrintable(QString("down after %1 ms; %2").arg(downMs).arg(describe(r))));
        QVERIFY2(upMs > 0 && upMs < 200, qPrintable(QString("up after %1 ms; %2").arg(upMs).arg(describe(r))));
        QCOMPARE(r.errors.total(), uint64_t(0));
        // nothing cut but by the end of the run; the server counts a cut
        // request when it sees the close (it polls every 20 ms), so wait
        // until it has released every connection (at most: see above)
        QVERIFY(within(2.0, [&] { return srv.openConnections() == 0; }));
        QVERIFY2(srv.abandoned() <= r.inFlightAtEnd,
                 qPrintable(QString("%1 abandoned, %2 in flight at the end").arg(srv.abandoned()).arg(r.inFlightAtEnd)));
        QCOMPARE(r.connectsOpened, uint64_t(8 + 4));
        QCOMPARE(int(r.loadChanges.size()), 2);
        QCOMPARE(r.loadChanges[1].from, 2.0);
        QCOMPARE(r.config.stages.back().target, 6.0);
    }

    // Count mode across changes: exactly the count, in both models, and in
    // the open model every request in the corrected histogram.
    void countModeStaysExactAcrossAChange()
    {
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        auto open = onNative({.url = srv.url(), .connections = 4, .requests = 450, .rate = 300});
        const bw::RunResult a = run(open, [&](bw::Engine& e, Clock::time_point t0) {
            at(t0, 0.4);
            QVERIFY(e.steer(bw::LoadKnob::Rate, 900));
        });
        QCOMPARE(a.requests, uint64_t(450));
        QCOMPARE(a.latencyIntended.count(), uint64_t(450));
        QCOMPARE(int(a.loadChanges.size()), 1);
        QCOMPARE(a.config.stages.back().target, 900.0);
        LoopbackServer slow(LoopbackServer::Mode::Slow, 10);
        QVERIFY(slow.start());
        auto closed = onNative({.url = slow.url(), .connections = 2, .requests = 300, .maxVus = 8});
        const bw::RunResult b = run(closed, [&](bw::Engine& e, Clock::time_point t0) {
            at(t0, 0.3);
            QVERIFY(e.steer(bw::LoadKnob::Vus, 8));
        });
        QCOMPARE(b.requests, uint64_t(300));
        QCOMPARE(b.errors.total(), uint64_t(0));
        QCOMPARE(b.inFlightAtEnd, uint64_t(0));
    }

    // The stages a changed run records, run again without a hand on the
    // knob, give the same counts.
    void theRecordedScheduleReplaysToTheSameCounts()
    {
        LoopbackServer srv(LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        auto cfg = onNative({.url = srv.url(), .connections = 8, .durationSec = 1.6, .rate = 300});
        const bw::RunResult first = run(cfg, [&](bw::Engine& e, Clock::time_point t0) {
            at(t0, 0.5);
            QVERIFY(e.steer(bw::LoadKnob::Rate, 700));
            at(t0, 1.0);
            QVERIFY(e.steer(bw::LoadKnob::Rate, 150));
        });
        QCOMPARE(int(first.loadChanges.size()), 2);
        const bw::RunResult again = run(first.config);
        QVERIFY(again.loadChanges.empty());
        QCOMPARE(int(again.config.stages.size()), int(first.config.stages.size()));
        const auto dueOf = [](const bw::RunResult& r) { return double(r.requests + r.inFlightAtEnd + r.unsentAtEnd); };
        QVERIFY2(std::abs(dueOf(again) - dueOf(first)) <= 3, qPrintable(describe(first) + " | " + describe(again)));
        // (completed: within 3 %; a busy machine leaves a few of the due
        // sends unsent at the end of one run and not the other: 8 of 604)
        QVERIFY2(std::abs(double(again.requests) - double(first.requests)) <= 0.03 * double(first.requests),
                 qPrintable(describe(first) + " | " + describe(again)));
        for (size_t i = 0; i < first.series.size() && i < again.series.size(); ++i)
            QVERIFY(std::abs(again.series[i].targetRate - first.series[i].targetRate) < 1e-6);
    }
};

BW_TEST_GUILESS_MAIN(TestEngineSteer)
#include "tst_engine_steer.moc"

// The open model's schedule: exact intended send times for constant and
// ramping rates, stretches at rate 0 jumped over, and each worker's share of
// the rate equal to its share of the connections for every (connections,
// threads) pair up to 16 x 8.
#include "engine/loop/open_pacer.h"
#include "engine/loop/worker_rules.h"
#include "test_main.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <memory>

namespace {

constexpr uint64_t kStart = 5'000'000'000ull;   // an arbitrary monotonic start, ns

std::unique_ptr<bw::RunPlan> makePlan(double rate, double warmupSec, std::vector<bw::RampStage> stages = {})
{
    auto p = std::make_unique<bw::RunPlan>();
    p->startNs = kStart;
    p->measureStartNs = kStart + uint64_t(std::llround(warmupSec * 1e9));
    p->gridStartNs = p->measureStartNs;
    p->measureEndNs = p->measureStartNs + 3600'000'000'000ull;
    p->rate = rate;
    p->stages = std::move(stages);
    return p;
}

uint64_t at(double seconds) { return kStart + uint64_t(std::llround(seconds * 1e9)); }

// |a - b| in ns, for times that must agree to rounding.
uint64_t diff(uint64_t a, uint64_t b) { return a > b ? a - b : b - a; }

} // namespace

class TestOpenPacer : public QObject {
    Q_OBJECT
private slots:
    // The poll timeout with a spin margin (--spin): the wait for a due send
    // ends spinNs early; within spinNs of it the loop does not sleep; other
    // wakes (a scan, a deadline before the send) are untouched, and without
    // a margin nothing changes.
    void spinMarginShortensOnlyTheWaitForADueSend()
    {
        namespace wr = bw::worker_rules;
        const uint64_t now = 1'000'000'000;
        QCOMPARE(wr::waitNs(now, now + 500'000, now + 500'000, 0), int64_t(500'000));
        QCOMPARE(wr::waitNs(now, now + 500'000, now + 500'000, 100'000), int64_t(400'000));
        QCOMPARE(wr::waitNs(now, now + 80'000, now + 80'000, 100'000), int64_t(0));
        QCOMPARE(wr::waitNs(now, now + 200'000, now + 900'000, 100'000), int64_t(200'000));   // an earlier wake wins
        QCOMPARE(wr::waitNs(now, now + 200'000, UINT64_MAX, 100'000), int64_t(200'000));      // no send due
        QCOMPARE(wr::waitNs(now, now + 50'000'000, now + 50'000'000, 100'000), int64_t(10'000'000));   // the scan's cap
    }
    // --spin auto: the margin is the timer's late wake, but never more than
    // 2 % of the time between this worker's sends, nor the 1 ms cap.
    void autoSpinFollowsTheTimerWithinItsShare()
    {
        namespace wr = bw::worker_rules;
        QCOMPARE(wr::autoSpinNs(80'000, 200), uint64_t(80'000));        // room for 100 us at 200/s
        QCOMPARE(wr::autoSpinNs(300'000, 200), uint64_t(100'000));      // 2 % of 5 ms
        QCOMPARE(wr::autoSpinNs(30'000, 20'000), uint64_t(1'000));      // 2 % of 50 us
        QCOMPARE(wr::autoSpinNs(5'000'000, 1), uint64_t(1'000'000));    // the --spin cap
        QCOMPARE(wr::autoSpinNs(50'000, 0), uint64_t(0));               // no sends due
        QCOMPARE(wr::autoSpinNs(0, 5'000), uint64_t(0));                // a punctual timer: no spin
    }

    // The oversleep estimate is the 90th percentile of the last 64 timed
    // waits, known once the first 64 are in, and it follows a change.
    void timerOversleepIsTheRecentP90()
    {
        bw::worker_rules::TimerOversleep t;
        for (uint64_t i = 0; i < 63; ++i)
            t.add(1'000 * (i + 1));
        QCOMPARE(t.p90Ns(), uint64_t(0));
        t.add(64'000);   // 1..64 us: the 58th smallest (index 57)
        QCOMPARE(t.p90Ns(), uint64_t(58'000));
        for (int i = 0; i < 64; ++i)
            t.add(i < 60 ? 5'000 : 900'000);   // four slow wakes in 64 stay above the p90
        QCOMPARE(t.p90Ns(), uint64_t(5'000));
        for (int i = 0; i < 64; ++i)
            t.add(i < 50 ? 5'000 : 200'000);   // fourteen do not
        QCOMPARE(t.p90Ns(), uint64_t(200'000));
    }

    void constantRateTimesAreExact()
    {
        auto plan = makePlan(300, 0);
        bw::OpenPacer p(*plan, 1.0);
        // 300/s does not divide a second in whole ns: a stepped schedule
        // drifts (1e9/300 truncated loses 1/3 ns a send); this one must not.
        for (uint64_t k = 0; k < 300'000; ++k) {
            const uint64_t t = p.take();
            if (diff(t, at(double(k) / 300.0)) > 1)
                QFAIL(qPrintable(QString("send %1 at %2, expected %3").arg(k).arg(t).arg(at(double(k) / 300.0))));
        }
        QCOMPARE(p.taken(), uint64_t(300'000));
    }

    void shareAndPhaseShiftTheSchedule()
    {
        auto plan = makePlan(1000, 0);
        // a worker with a quarter of the connections, starting half a gap in
        bw::OpenPacer p(*plan, 0.25, 0.5);
        for (uint64_t k = 0; k < 1000; ++k)
            QVERIFY(diff(p.take(), at((double(k) + 0.5) / 250.0)) <= 1);
    }

    void linearRampTimesAreExact()
    {
        // 0 -> 100 req/s over 10 s: count(t) = 5 t^2, so send k is due at sqrt(k / 5);
        // then 100/s for ever: send 500 + j at 10 + j / 100.
        auto plan = makePlan(0, 0, {{10.0, 100.0}});
        bw::OpenPacer p(*plan, 1.0);
        for (int k = 0; k < 500; ++k)
            QVERIFY2(diff(p.take(), at(std::sqrt(double(k) / 5.0))) <= 2, qPrintable(QString("send %1").arg(k)));
        for (int j = 0; j < 200; ++j)
            QVERIFY2(diff(p.take(), at(10.0 + double(j) / 100.0)) <= 2, qPrintable(QString("tail send %1").arg(j)));
    }

    void warmupRunsAtTheBaseRateThenTheRampFollows()
    {
        // warmup 2 s at 50/s (100 sends), then 50 -> 150 over 4 s:
        // count = 100 + 50 tau + 12.5 tau^2
        auto plan = makePlan(50, 2.0, {{4.0, 150.0}});
        bw::OpenPacer p(*plan, 1.0);
        for (int k = 0; k < 100; ++k)
            QVERIFY(diff(p.take(), at(double(k) / 50.0)) <= 1);
        for (int k = 100; k < 400; ++k) {
            const double m = double(k - 100);
            const double tau = (-50.0 + std::sqrt(2500.0 + 50.0 * m)) / 25.0;
            QVERIFY2(diff(p.take(), at(2.0 + tau)) <= 2, qPrintable(QString("send %1").arg(k)));
        }
    }

    void aStretchAtRateZeroIsJumpedOver()
    {
        // 100/s ramps to 0 over 1 s (50 sends), stays at 0 for 1 s, ramps
        // back to 100/s over 1 s (50 sends): nothing is due between 1 s and 2 s.
        auto plan = makePlan(100, 0, {{1.0, 0.0}, {1.0, 0.0}, {1.0, 100.0}});
        bw::OpenPacer p(*plan, 1.0);
        std::vector<uint64_t> times;
        while (times.size() < 120)
            times.push_back(p.take());
        for (uint64_t t : times)
            QVERIFY2(t <= at(1.0) + 1 || t >= at(2.0), qPrintable(QString("send at %1 s").arg(double(t - kStart) / 1e9)));
        // send 75 is 25 into the last ramp: 50 tau^2 = 25
        QVERIFY(diff(times[75], at(2.0 + std::sqrt(0.5))) <= 2);
        QVERIFY(std::is_sorted(times.begin(), times.end()));
    }

    void aRateThatEndsAtZeroEndsTheSchedule()
    {
        // 10/s ramping to 0 over 1 s: the integral reaches 5, so sends 0..5
        // (the first at the start, the last exactly when the rate hits 0)
        auto plan = makePlan(10, 0, {{1.0, 0.0}});
        bw::OpenPacer p(*plan, 1.0);
        for (int k = 0; k < 5; ++k)
            QVERIFY(p.take() < at(1.0));
        QCOMPARE(p.take(), at(1.0));
        QCOMPARE(p.nextNs(), UINT64_MAX);
        QVERIFY(!p.due(UINT64_MAX - 1));
        bw::OpenPacer none(*plan, 0.0);   // a worker with no connections never sends
        QCOMPARE(none.nextNs(), UINT64_MAX);
    }

    void sharesFollowConnections()
    {
        // Every (connections, threads) pair up to 16 x 8, as the engine deals
        // them (threads never more than connections), constant and ramping:
        // each worker's sends over the window are its share of the
        // connections times the total, and the workers add up to the total.
        const double rate = 240;
        const double window = 10.0;
        for (int stagesOn = 0; stagesOn < 2; ++stagesOn) {
            std::vector<bw::RampStage> stages;
            if (stagesOn)
                stages = {{5.0, 480.0}, {5.0, 0.0}};
            auto plan = makePlan(rate, 0, stages);
            // ramping: 5 s from 240 to 480 (1,800 sends), 5 s down to 0 (1,200)
            const double expectedTotal = stagesOn ? 1800.0 + 1200.0 : rate * window;
            for (int c = 1; c <= 16; ++c) {
                for (int askedThreads = 1; askedThreads <= 8; ++askedThreads) {
                    const int threads = std::min(askedThreads, c);
                    double shareSum = 0;
                    uint64_t totalSends = 0;
                    size_t dealt = 0;
                    for (int w = 0; w < threads; ++w) {
                        const std::vector<int> vus = bw::workerVus(c, threads, w);
                        QVERIFY2(!vus.empty(), qPrintable(QString("c %1 t %2: worker %3 has no connection").arg(c).arg(threads).arg(w)));
                        dealt += vus.size();
                        const double share = bw::rateShare(vus.size(), c);
                        QCOMPARE(share, double(vus.size()) / double(c));
                        shareSum += share;
                        bw::OpenPacer p(*plan, share, double(w) / double(threads));
                        uint64_t n = 0;
                        while (p.nextNs() < at(window)) {
                            p.take();
                            ++n;
                        }
                        const double want = expectedTotal * share;
                        QVERIFY2(std::abs(double(n) - want) <= 1.0,
                                 qPrintable(QString("c %1 t %2 worker %3 (%4 conns): %5 sends, want %6")
                                                .arg(c).arg(threads).arg(w).arg(vus.size()).arg(n).arg(want)));
                        totalSends += n;
                    }
                    QCOMPARE(dealt, size_t(c));
                    QVERIFY(std::abs(shareSum - 1.0) < 1e-12);
                    QVERIFY2(std::abs(double(totalSends) - expectedTotal) <= double(threads),
                             qPrintable(QString("c %1 t %2: %3 sends in all, want %4").arg(c).arg(threads).arg(totalSends).arg(expectedTotal)));
                }
            }
        }
    }
};

BW_TEST_APPLESS_MAIN(TestOpenPacer)
#include "tst_open_pacer.moc"

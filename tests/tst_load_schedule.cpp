// The load over time (LoadSchedule): levels and integrals of warmup, ramps
// and holds; a live change cutting the schedule and holding its level; the
// open-model pacer continuing from the current intended time at the new rate
// (no burst, no gap); the stages a changed run records replaying the same
// schedule; and the steering side refusing what a run cannot take.
#include "engine/loop/load_schedule.h"
#include "engine/loop/load_steering.h"
#include "engine/loop/open_pacer.h"
#include "test_main.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

constexpr uint64_t kStart = 7'000'000'000ull;   // an arbitrary monotonic start, ns

uint64_t at(double seconds) { return kStart + uint64_t(std::llround(seconds * 1e9)); }

bool near(double a, double b, double tol = 1e-9) { return std::abs(a - b) <= tol * std::max(1.0, std::abs(b)); }

} // namespace

class TestLoadSchedule : public QObject {
    Q_OBJECT
private slots:
    void levelsAndIntegralsOfThePlan()
    {
        // 1 s warmup at 100, 2 s ramp to 300, 1 s hold at 300, a jump to 50, then 50 for ever
        const bw::LoadSchedule s(kStart, at(1), 100, {{2, 300}, {1, 300}, {0, 50}});
        QCOMPARE(s.levelAt(kStart - 5), 100.0);   // before the start: the starting level
        QCOMPARE(s.levelAt(at(0.5)), 100.0);
        QVERIFY(near(s.levelAt(at(2)), 200));
        QVERIFY(near(s.levelAt(at(3.5)), 300));
        QCOMPARE(s.levelAt(at(4)), 50.0);          // the jump is at 4 s
        QCOMPARE(s.levelAt(at(100)), 50.0);
        // integral: 100 + (100+300)/2*2 + 300 + 50 * (t - 4)
        QVERIFY(near(s.countAt(at(1)), 100));
        QVERIFY(near(s.countAt(at(3)), 500));
        QVERIFY(near(s.countAt(at(4)), 800));
        QVERIFY(near(s.countAt(at(6)), 900));
        QCOMPARE(s.peak(), 300.0);
        // the inverse, to the nanosecond
        for (double c : {0.0, 50.0, 100.0, 250.0, 500.0, 799.0, 800.0, 850.0, 12345.0})
            QVERIFY2(near(s.countAt(s.nsAtCount(c)), c, 1e-6), qPrintable(QString("count %1").arg(c)));
        QCOMPARE(s.nsAtCount(0), kStart);
        QCOMPARE(s.nsAtCount(850), at(5));
    }

    void aChangeCutsTheScheduleAndHolds()
    {
        // ramping 100 -> 300 over 2 s; at 1.5 s (level 250) a change to 40
        const std::vector<bw::RampStage> stages{{2, 300}, {5, 300}};
        const bw::LoadSchedule s(kStart, kStart, 100, stages, {{at(1.5), 40}});
        QVERIFY(near(s.levelAt(at(1.4999)), 249.99, 1e-3));
        QCOMPARE(s.levelAt(at(1.5)), 40.0);
        QCOMPARE(s.levelAt(at(60)), 40.0);   // the planned stages after it are gone
        // integral continuous at the change: (100 + 250) / 2 * 1.5, then 40/s
        QVERIFY(near(s.countAt(at(1.5)), 262.5));
        QVERIFY(near(s.countAt(at(3.5)), 262.5 + 80));
        // a second change, and one before the start (counts from the start)
        const bw::LoadSchedule t(kStart, kStart, 100, stages, {{kStart - 100, 10}, {at(2), 0}, {at(3), 20}});
        QCOMPARE(t.levelAt(kStart), 10.0);
        QVERIFY(near(t.countAt(at(2)), 20));
        QCOMPARE(t.levelAt(at(2.5)), 0.0);
        QCOMPARE(t.nsAtCount(20.5), at(3.025));   // the stretch at 0 is jumped over
    }

    // A live rate change mid-run: every send before the change keeps its time
    // under the old rate; every send after it is due no earlier than the new
    // schedule says (no burst), the first one where the integral carries on
    // (no gap), and no second holds more than its rate's sends (+1).
    void aRateChangeContinuesFromTheIntendedTime()
    {
        const double before = 1000, after = 250;
        const uint64_t changeNs = at(1.2345);
        for (double share : {1.0, 0.5, 0.25}) {
            const bw::LoadSchedule old(kStart, kStart, before, {});
            bw::OpenPacer p(old, share, 0.5);
            std::vector<uint64_t> sends;
            while (p.nextNs() < changeNs - 50'000'000)   // the worker has taken what was due up to 50 ms before
                sends.push_back(p.take());
            const size_t keep = sends.size();
            const bw::LoadSchedule changed(kStart, kStart, before, {}, {{changeNs, after}});
            p.reschedule(changed);
            while (p.nextNs() < at(4))
                sends.push_back(p.take());
            for (size_t k = 0; k < sends.size(); ++k) {
                const uint64_t want = changed.nsAtCount((double(k) + 0.5) / share);
                QVERIFY2(sends[k] == want, qPrintable(QString("share %1 send %2 at %3, due %4").arg(share).arg(k).arg(sends[k]).arg(want)));
            }
            // the first send past the change is the integral's: neither a burst
            // nor a gap at the boundary
            const double countAtChange = changed.countAt(changeNs) * share;
            size_t firstAfter = keep;
            while (sends[firstAfter] < changeNs)
                ++firstAfter;
            QVERIFY(std::abs(double(firstAfter) + 0.5 - countAtChange) < 1.0);
            QVERIFY(sends[firstAfter] - changeNs <= uint64_t(1e9 / (after * share)) + 1);
            // every second (and the one straddling the change) holds what the
            // schedule says, never more than its rate + 1 %
            for (double from : {0.0, 0.7345, 1.0, 2.0, 3.0}) {
                const double want = (changed.countAt(at(from + 1)) - changed.countAt(at(from))) * share;
                const auto n = std::count_if(sends.begin(), sends.end(), [&](uint64_t t) { return t >= at(from) && t < at(from + 1); });
                QVERIFY2(double(n) <= want * 1.01 + 1 && double(n) >= want * 0.99 - 1,
                         qPrintable(QString("share %1, the second from %2 s: %3 sends, the schedule's %4").arg(share).arg(from).arg(n).arg(want)));
            }
        }
    }

    // The stages a changed run records, run again, give the same load: the
    // same level and the same integral at every instant of the measured phase.
    void recordedStagesReplayTheSchedule()
    {
        const uint64_t measure = at(2);   // 2 s warmup
        struct Case {
            double base;
            std::vector<bw::RampStage> stages;
            std::vector<bw::LoadStep> steps;
            double lengthSec;
        };
        const std::vector<Case> cases = {
            {100, {}, {{at(4.25), 400}, {at(7.5), 50}}, 10},                           // time mode, two changes
            {100, {{3, 600}, {3, 600}, {4, 0}}, {{at(6.123), 250}}, 10},              // a change mid-ramp drops the rest
            {20, {{5, 80}}, {{at(1.5), 60}}, 5},                                      // a change in the warmup
            {20, {{5, 80}}, {{at(9), 5}}, 0},                                         // count mode: to the last change
            {8, {}, {{at(3), 8}, {at(3.5), 8}}, 6},                                   // changes to the same level
        };
        for (size_t i = 0; i < cases.size(); ++i) {
            const Case& c = cases[i];
            const bw::LoadSchedule ran(kStart, measure, c.base, c.stages, c.steps);
            double length = c.lengthSec;
            if (!(length > 0))
                length = double(c.steps.back().atNs - measure) / 1e9;
            const std::vector<bw::RampStage> rec = ran.stagesOver(measure, length, c.base);
            double total = 0;
            for (const bw::RampStage& s : rec) {
                QVERIFY(s.durationSec >= 0);
                total += s.durationSec;
            }
            QVERIFY2(near(total, length, 1e-9), qPrintable(QString("case %1: %2 s of stages").arg(i).arg(total)));
            const bw::LoadSchedule replay(kStart, measure, c.base, rec);
            const double base = ran.countAt(measure), baseReplay = replay.countAt(measure);
            for (double t = 2.01; t <= 2 + length + 3; t += 0.0625) {   // between the jumps' instants
                QVERIFY2(near(replay.levelAt(at(t)), ran.levelAt(at(t)), 1e-9),
                         qPrintable(QString("case %1: level at %2 s: %3, ran %4").arg(i).arg(t).arg(replay.levelAt(at(t))).arg(ran.levelAt(at(t)))));
                QVERIFY2(near(replay.countAt(at(t)) - baseReplay, ran.countAt(at(t)) - base, 1e-9),
                         qPrintable(QString("case %1: sends by %2 s: %3, ran %4").arg(i).arg(t)
                                        .arg(replay.countAt(at(t)) - baseReplay).arg(ran.countAt(at(t)) - base)));
            }
        }
        // an unchanged hold stays one stage; a change to the same level adds none
        const bw::LoadSchedule same(kStart, measure, 8, {}, {{at(3), 8}});
        QCOMPARE(int(same.stagesOver(measure, 6, 8).size()), 1);
    }

    // The steering side: the knob of the model, the room, the lead, the record.
    void steeringChecksTimesAndRecords()
    {
        bw::RunPlan plan;
        plan.startNs = kStart;
        plan.measureStartNs = at(1);
        plan.measureEndNs = at(11);
        plan.baseVus = 10;
        plan.maxVus = 200;
        bw::LoadSteering s(plan);
        QCOMPARE(s.knob(), bw::LoadKnob::Vus);
        auto wrong = s.steer(bw::LoadKnob::Rate, 100, "t", at(2));
        QVERIFY(!wrong);
        QCOMPARE(wrong.error().code, bw::ErrorCode::SteerRateInClosedModel);
        auto tooMany = s.steer(bw::LoadKnob::Vus, 201, "t", at(2));
        QVERIFY(!tooMany);
        QCOMPARE(tooMany.error().code, bw::ErrorCode::SteerVusOutOfRange);
        QCOMPARE(QString::fromStdString(tooMany.error().args[0]), QString("201"));
        QVERIFY(!s.steer(bw::LoadKnob::Vus, -1, "t", at(2)));
        QCOMPARE(plan.steer.count(), 0u);   // nothing refused reached the workers
        auto ok = s.steer(bw::LoadKnob::Vus, 40.4, "test", at(3));
        QVERIFY(ok);
        QCOMPARE(ok->from, 10.0);
        QCOMPARE(ok->to, 40.0);                                   // whole VUs
        QVERIFY(near(ok->atSec, 2.0 + double(bw::kSteerLeadNs) / 1e9));   // measured-phase seconds, after the lead
        QCOMPARE(plan.steer.count(), 1u);
        QCOMPARE(s.levelSoon(at(3)), 40.0);
        QVERIFY(!s.steer(bw::LoadKnob::Vus, 50, "t", at(11) - bw::kSteerLeadNs));   // would begin after the end
        const auto rec = s.close(10);
        QCOMPARE(int(rec.changes.size()), 1);
        QCOMPARE(int(rec.stages.size()), 3);   // 2.05 s at 10, a jump to 40, 7.95 s at 40
        QCOMPARE(rec.stages[1].durationSec, 0.0);
        QCOMPARE(rec.stages[1].target, 40.0);
        QVERIFY(!s.steer(bw::LoadKnob::Vus, 60, "t", at(4)));   // closed with the run
    }
};

BW_TEST_APPLESS_MAIN(TestLoadSchedule)
#include "tst_load_schedule.moc"

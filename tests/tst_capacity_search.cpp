// The capacity search without sockets: a model server of known capacity
// (support/capacity_model.h) answers each step the search plans. The search
// must find the capacity within its precision from a probe, from a start
// 100x too low (in fewer than 12 steps) and from a start above it (by
// halving); step down when a confirmation fails; end with the right outcome
// when nothing passes, when the client is the limit (a lower bound: at
// least the highest rate whose bounds held, exit 0), at the step limit and
// at the --max ceiling; end at the first step a killed target answers
// nothing in, not halving down to the minimum; rest while a failed step's
// backlog drains; and say its answer in one sentence. The step judge, the settings' validation and
// StepLoop's thread are tested in tst_capacity_judge.
#include "capacity_model.h"

#include "capacity/capacity_search.h"
#include "capacity/capacity_text.h"
#include "result/client_health.h"
#include "test_main.h"

#include <QtTest>

#include <cmath>

using namespace bwtest;

class TestCapacitySearch : public QObject {
    Q_OBJECT

private slots:
    void findsTheCapacityFromAProbe_data()
    {
        QTest::addColumn<double>("capacity");
        for (double k : {137.0, 1000.0, 4321.0, 20000.0, 250000.0})
            QTest::newRow(qPrintable(QString::number(k))) << k;
    }
    void findsTheCapacityFromAProbe()
    {
        QFETCH(double, capacity);
        const bw::CapacitySettings s = capacitySettings();
        const auto r = searchModel(s, [&](const bw::StepPlan& p) { return modelFigures(capacity, p); });
        QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
        QCOMPARE(r.steps.front().plan.phase, bw::StepPhase::Probe);
        QCOMPARE(r.probeRps, capacity);
        QVERIFY2(r.maxRate <= capacity && r.maxRate >= capacity / (1 + s.precision),
                 qPrintable(QString("found %1 for %2").arg(r.maxRate).arg(capacity)));
        QVERIFY(r.firstFailRate > capacity && r.firstFailRate <= r.maxRate * (1 + s.precision));
        QCOMPARE(countPhase(r, bw::StepPhase::Confirm), s.confirmations);
        // The first fail was run once more, and failed again.
        QCOMPARE(countPhase(r, bw::StepPhase::Recheck), 1);
        for (const auto& st : r.steps)
            if (st.plan.phase == bw::StepPhase::Recheck)
                QVERIFY(!st.passed && st.plan.rate == r.firstFailRate);
        QVERIFY2(r.loadSteps() < 12, qPrintable(QString::number(r.loadSteps())));
        QCOMPARE(r.exitStatus(), 0);
        QCOMPARE(r.bestStep()->plan.rate, r.maxRate);
        QCOMPARE(r.firstFailStep()->plan.rate, r.firstFailRate);
    }

    void aHundredfoldRangeTakesUnderTwelveSteps()
    {
        // Capacities 100x apart, each searched from its probe and from a
        // start ten times too low or too high.
        for (double k : {200.0, 2000.0, 20000.0}) {
            for (double from : {0.0, k / 10, k * 10}) {
                const bw::CapacitySettings s = capacitySettings(from);
                const auto r = searchModel(s, [&](const bw::StepPlan& p) { return modelFigures(k, p); });
                const QString what = QString("%1 steps for %2 from %3").arg(r.loadSteps()).arg(k).arg(from);
                QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
                QVERIFY2(r.maxRate <= k && r.maxRate >= k / (1 + s.precision), qPrintable(what));
                QVERIFY2(r.loadSteps() < 12, qPrintable(what));
            }
        }
    }

    void plainBisectionWhenTheFailureIsLatency()
    {
        // p99 crosses the ceiling at 700 req/s while throughput would go on to
        // 1000: nothing falls short, so every narrowing step is a midpoint.
        const auto latencyKnee = [](const bw::StepPlan& p) {
            bw::StepFigures f = modelFigures(1000, p);
            if (p.rate > 700 && p.rate <= 1000)
                f.p99Us = 15'000;
            return f;
        };
        const bw::CapacitySettings s = capacitySettings(100);
        const auto r = searchModel(s, latencyKnee);
        QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
        QVERIFY2(r.maxRate <= 700 && r.maxRate >= 700 / 1.02, qPrintable(QString::number(r.maxRate)));
        QVERIFY(r.loadSteps() <= 16);
    }

    void aCapacityBelowTheStartIsFoundByHalving()
    {
        const bw::CapacitySettings s = capacitySettings(5000);
        const auto r = searchModel(s, [](const bw::StepPlan& p) { return modelFigures(300, p); });
        QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
        QVERIFY(countPhase(r, bw::StepPhase::Halve) >= 3);
        QVERIFY(!r.steps.front().passed);
        QVERIFY2(r.maxRate <= 300 && r.maxRate >= 300 / 1.02, qPrintable(QString::number(r.maxRate)));
    }

    void aFailedConfirmationStepsDown()
    {
        // The first confirmation of the rate the bracket closes on fails
        // (a noisy second): that rate becomes the first fail, and the search
        // steps down to a rate that passes every confirmation.
        const double k = 2000;
        double injectedAt = 0;
        const auto flaky = [&](const bw::StepPlan& p) {
            bw::StepFigures f = modelFigures(k, p);
            if (p.phase == bw::StepPhase::Confirm && injectedAt == 0) {
                injectedAt = p.rate;
                f.p99Us = 25'000;
            }
            return f;
        };
        const bw::CapacitySettings s = capacitySettings();
        const auto r = searchModel(s, flaky);
        QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
        QVERIFY(injectedAt > 0);
        QVERIFY2(r.maxRate < injectedAt, qPrintable(QString("%1 after failing %2").arg(r.maxRate).arg(injectedAt)));
        QCOMPARE(r.firstFailRate, injectedAt);
        // The failed confirmation is kept, and the final rate held all of its own.
        int failedConfirms = 0, finalConfirms = 0;
        for (const auto& st : r.steps) {
            failedConfirms += st.plan.phase == bw::StepPhase::Confirm && !st.passed;
            finalConfirms += st.plan.phase == bw::StepPhase::Confirm && st.passed && st.plan.rate == r.maxRate;
        }
        QCOMPARE(failedConfirms, 1);
        QCOMPARE(finalConfirms, s.confirmations);
        QVERIFY(r.maxRate >= injectedAt / (1 + s.precision) / (1 + s.precision));
        // It steps just below the failed rate (whose pass closes the
        // bracket), not back down to bisect from an earlier, lower pass:
        // one step and the confirmations.
        size_t failedAt = 0;
        for (size_t i = 0; i < r.steps.size(); ++i)
            if (r.steps[i].plan.phase == bw::StepPhase::Confirm && !r.steps[i].passed)
                failedAt = i;
        QCOMPARE(r.steps.size(), failedAt + 2 + size_t(s.confirmations));
        const bw::CapacityStep& below = r.steps[failedAt + 1];
        QVERIFY2(below.passed && below.plan.rate == r.maxRate
                     && below.plan.rate >= injectedAt / (1 + s.precision) && below.plan.rate < injectedAt,
                 qPrintable(QString("stepped to %1 after failing %2").arg(below.plan.rate).arg(injectedAt)));
    }

    void aFirstFailThatWasNoiseIsRunAgain()
    {
        // The step at 2,000 req/s (the capacity itself) fails once, on a
        // stall: the bracket closes below it, the re-run of its failing end
        // passes, and the search goes on up to the capacity.
        bool stalled = false;
        const auto noisy = [&](const bw::StepPlan& p) {
            bw::StepFigures f = modelFigures(2000, p);
            if (p.rate == 2000 && !stalled) {
                stalled = true;
                f.p99Us = 30'000;
            }
            return f;
        };
        const auto r = searchModel(capacitySettings(250), noisy);
        QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
        QVERIFY(stalled);
        QCOMPARE(r.maxRate, 2000.0);
        QVERIFY2(countPhase(r, bw::StepPhase::Recheck) >= 2, "the stalled fail and the final one");
        bool rerunPassed = false;
        for (const auto& st : r.steps)
            rerunPassed = rerunPassed || (st.plan.phase == bw::StepPhase::Recheck && st.passed && st.plan.rate == 2000);
        QVERIFY(rerunPassed);
        // Without confirmations nothing is re-run: the stall stands.
        bw::CapacitySettings none = capacitySettings(250);
        none.confirmations = 0;
        stalled = false;
        const auto blunt = searchModel(none, noisy);
        QCOMPARE(countPhase(blunt, bw::StepPhase::Recheck), 0);
        QVERIFY(blunt.maxRate < 2000);
    }

    void stallsAtRandomNeverRaiseTheAnswerNorRecheckARateTwice()
    {
        // A shared machine's stalls fail passing steps at random (1 in 6):
        // whatever happens, no rate is re-run twice, the search ends within
        // its step limit, and a rate it calls sustainable lies at or under
        // the capacity and passed its confirmations.
        const double k = 3000;
        for (unsigned seed = 1; seed <= 200; ++seed) {
            unsigned x = seed * 2654435761u;
            const auto stalls = [&](const bw::StepPlan& p) {
                bw::StepFigures f = modelFigures(k, p);
                x = x * 1664525u + 1013904223u;
                if (p.rate > 0 && (x >> 16) % 6 == 0)
                    f.p99Us = 40'000;
                return f;
            };
            const bw::CapacitySettings s = capacitySettings();
            const auto r = searchModel(s, stalls);
            const QString what = QString("seed %1: %2 after %3 steps").arg(seed).arg(r.maxRate).arg(r.steps.size());
            QVERIFY2(int(r.steps.size()) <= s.maxSteps, qPrintable(what));
            std::vector<double> rechecked;
            for (const auto& st : r.steps) {
                if (st.plan.phase != bw::StepPhase::Recheck)
                    continue;
                QVERIFY2(std::find(rechecked.begin(), rechecked.end(), st.plan.rate) == rechecked.end(), qPrintable(what));
                rechecked.push_back(st.plan.rate);
            }
            if (r.outcome != bw::CapacityOutcome::Found)
                continue;
            QVERIFY2(r.maxRate <= k, qPrintable(what));
            int held = 0;
            for (const auto& st : r.steps)
                held += st.plan.phase == bw::StepPhase::Confirm && st.passed && st.plan.rate == r.maxRate;
            QVERIFY2(held >= s.confirmations, qPrintable(what));
        }
    }

    void aServerFailingAtEveryRateEndsWithNonePassed()
    {
        bw::CapacitySettings s = capacitySettings(64);
        const auto r = searchModel(s, [](const bw::StepPlan& p) {
            bw::StepFigures f = modelFigures(1e9, p);
            f.p99Us = 30'000;   // every answer slower than the ceiling
            return f;
        });
        QCOMPARE(r.outcome, bw::CapacityOutcome::NonePassed);
        QCOMPARE(r.exitStatus(), 1);
        QCOMPARE(r.maxRate, 0.0);
        QCOMPARE(r.steps.back().plan.rate, s.minRate);
        QCOMPARE(r.loadSteps(), 7);   // 64, 32, ..., 1
        const QString answer = bw::capacityAnswer(r, bw::TextCatalog());
        QVERIFY2(answer.startsWith("no rate down to 1 req/s held p99 \u2264 10ms (1 failed: p99 30ms)"), qPrintable(answer));
    }

    void aClientLimitedStepEndsTheSearch()
    {
        const auto r = searchModel(capacitySettings(500), [](const bw::StepPlan& p) {
            bw::StepFigures f = modelFigures(1e6, p);
            if (p.rate >= 4000) {   // the client offered 3,100 of 4,000 req/s
                f.achievedRps = 3100;
                f.requests = uint64_t(3100 * f.measuredSec);
                f.clientWarnings = {bw::client_health::kCpuBusy};
            }
            return f;
        });
        QCOMPARE(r.outcome, bw::CapacityOutcome::ClientLimited);
        QCOMPARE(r.clientLimit, std::string(bw::client_health::kCpuBusy));
        QCOMPARE(r.clientLimitRps, 3100.0);
        QCOMPARE(r.maxRate, 2000.0);   // 4,000 fell short: the client offered 3,100
        QVERIFY(r.isLowerBound());
        QCOMPARE(r.exitStatus(), 0);   // a lower bound is an answer
        const QString answer = bw::capacityAnswer(r, bw::TextCatalog());
        QVERIFY2(answer.startsWith("at least 2,000 req/s at p99 ≤ 10ms (the client could not offer more than 3,100 req/s "
                                   "here: Client CPU-bound); "),
                 qPrintable(answer));
        QVERIFY2(bw::capacityRaiseHint(r, bw::TextCatalog()).contains("would raise this bound"),
                 qPrintable(bw::capacityRaiseHint(r, bw::TextCatalog())));
    }

    // The laptop: the probe ran at 23,378 req/s, and the first step,
    // at half of it, held every bound with the client's threads busy. The
    // server showed it holds 11,689 req/s: that is the answer, as a lower
    // bound, and an answer exits 0 (it said only "the client, not the
    // server, limits this search" and exited 1).
    void aClientLimitedSearchGivesALowerBound()
    {
        const auto r = searchModel(capacitySettings(), [](const bw::StepPlan& p) {
            bw::StepFigures f = modelFigures(23'378, p);
            if (p.rate > 0)
                f.clientWarnings = {bw::client_health::kCpuBusy};
            return f;
        });
        QCOMPARE(r.outcome, bw::CapacityOutcome::ClientLimited);
        QCOMPARE(r.loadSteps(), 1);
        QVERIFY(r.steps.back().passed);
        QCOMPARE(r.maxRate, 11'689.0);
        QCOMPARE(r.firstFailRate, 0.0);
        QVERIFY(r.isLowerBound());
        QCOMPARE(r.exitStatus(), 0);
        const bw::TextCatalog en;
        QVERIFY2(bw::capacityAnswer(r, en).startsWith("at least 11,689 req/s at p99 ≤ 10ms (the client could not offer more than "
                                                      "11,689 req/s here: Client CPU-bound); 1 step in "),
                 qPrintable(bw::capacityAnswer(r, en)));
        QCOMPARE(bw::capacityHeadroomText(r, en), QString("at least 11,689 req/s"));
        QCOMPARE(bw::capacityRate(r.maxRate, r.isLowerBound()), QString("≥ 11,689"));
        // Under a floor it sustains, at least that: still an answer; above the
        // lower bound, unknown: exit 1.
        QCOMPARE(searchModel(capacitySettings(), [](const bw::StepPlan& p) {
                     bw::StepFigures f = modelFigures(23'378, p);
                     f.clientWarnings = {bw::client_health::kCpuBusy};
                     return f;
                 }, 20'000).exitStatus(), 1);
    }

    // The target was killed while step 3 ran: step 4 answered nothing
    // (every connection refused) and the search ends there, at once (it
    // halved down to 1 req/s, 22 more steps, each refused).
    void aKilledTargetEndsTheSearchWithinOneStep()
    {
        const auto r = searchModel(capacitySettings(500), [](const bw::StepPlan& p) {
            bw::StepFigures f = modelFigures(1e6, p);
            if (p.index == 3) {   // killed during it: some answers, then refusals
                f.requests /= 3;
                f.errorRate = 0.66;
            } else if (p.index > 3) {
                f.requests = 0;
                f.achievedRps = 0;
                f.p50Us = f.p99Us = 0;
                f.errorRate = 1;
                f.status = "failed";
                f.statusMessage = "no request completed: Connection refused (127.0.0.1:8080)";
            }
            return f;
        });
        QCOMPARE(r.outcome, bw::CapacityOutcome::RunFailed);
        QCOMPARE(int(r.steps.size()), 4);
        QCOMPARE(r.silentStep, 4);
        QCOMPARE(r.message, std::string("Connection refused (127.0.0.1:8080)"));
        QCOMPARE(r.exitStatus(), 1);
        QVERIFY(!r.isLowerBound());
        QCOMPARE(r.steps[2].failures.front().kind, bw::StepCheck::Kind::Errors);
        QVERIFY2(bw::capacityAnswer(r, bw::TextCatalog())
                     .startsWith("the target stopped answering at step 4 (Connection refused (127.0.0.1:8080)); 4 steps in "),
                 qPrintable(bw::capacityAnswer(r, bw::TextCatalog())));
    }

    // Nothing answered from the start: the probe ends the search, saying so.
    void aTargetThatNeverAnswersEndsAtTheProbe()
    {
        const auto r = searchModel(capacitySettings(), [](const bw::StepPlan& p) {
            bw::StepFigures f;
            f.measuredSec = p.measuredSec;
            f.status = "failed";
            f.statusMessage = "no request completed: every request timed out";
            return f;
        });
        QCOMPARE(r.outcome, bw::CapacityOutcome::RunFailed);
        QCOMPARE(int(r.steps.size()), 1);
        QCOMPARE(r.silentStep, 1);
        QVERIFY2(bw::capacityAnswer(r, bw::TextCatalog()).startsWith("the target answered no request at step 1 (every request timed out)"),
                 qPrintable(bw::capacityAnswer(r, bw::TextCatalog())));
    }

    void theStepLimitEndsAnUnconfirmedSearch()
    {
        bw::CapacitySettings s = capacitySettings(1);
        s.maxSteps = 5;
        const auto r = searchModel(s, [](const bw::StepPlan& p) { return modelFigures(1e6, p); });
        QCOMPARE(r.outcome, bw::CapacityOutcome::StepLimit);
        QCOMPARE(int(r.steps.size()), 5);
        QCOMPARE(r.maxRate, 16.0);
        QCOMPARE(r.exitStatus(), 1);
    }

    void theMaxCeilingIsConfirmedAsALowerBound()
    {
        bw::CapacitySettings s = capacitySettings(100);
        s.maxRate = 1000;
        const auto r = searchModel(s, [](const bw::StepPlan& p) { return modelFigures(5000, p); }, 400);
        QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
        QCOMPARE(r.maxRate, 1000.0);
        QCOMPARE(r.firstFailRate, 0.0);
        QCOMPARE(r.floorRatio(), 2.5);
        QCOMPARE(r.exitStatus(), 0);
        const QString answer = bw::capacityAnswer(r, bw::TextCatalog());
        QVERIFY2(answer.startsWith("sustainable at least 1,000 req/s") && answer.contains("2.5x the 400 req/s floor"), qPrintable(answer));
    }

    void aCapacityUnderTheFloorExitsOne()
    {
        const auto r = searchModel(capacitySettings(), [](const bw::StepPlan& p) { return modelFigures(800, p); }, 1000);
        QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
        QVERIFY(r.floorRatio() < 1);
        QCOMPARE(r.exitStatus(), 1);
    }

    void theAnswerSentence()
    {
        bw::CapacityResult r;
        r.slo = capacitySlo(20000);
        r.outcome = bw::CapacityOutcome::Found;
        r.maxRate = 38400;
        r.firstFailRate = 39200;
        r.elapsedSec = 57.6;
        bw::CapacityStep fail;
        fail.plan.phase = bw::StepPhase::Bisect;
        fail.plan.rate = 39200;
        fail.failures.push_back({bw::StepCheck::Kind::P99, 7200, kCapacitySloP99Us});
        for (int i = 0; i < 8; ++i) {
            bw::CapacityStep pass;
            pass.plan.rate = 1000 * (i + 1);
            pass.passed = true;
            r.steps.push_back(pass);
        }
        r.steps.push_back(fail);
        QCOMPARE(bw::capacityAnswer(r, bw::TextCatalog()),
                 QString("max sustainable 38,400 req/s at p99 \u2264 10ms (39,200 failed: p99 7.2ms); 1.9x the 20,000 req/s floor; "
                         "9 steps in 58 s"));
        QCOMPARE(bw::capacityBracket(r), QString("[38,400, 39,200] req/s"));
        QCOMPARE(bw::stepWhy(fail, bw::TextCatalog()), QString("p99 7.2ms > 10ms"));

        bw::CapacityResult one;   // a search the client limited at its first step
        one.slo = capacitySlo();
        one.outcome = bw::CapacityOutcome::ClientLimited;
        one.clientLimit = bw::client_health::kCpuStarved;
        one.clientLimitRps = 498;
        one.elapsedSec = 6;
        one.steps.push_back(fail);
        QVERIFY2(bw::capacityAnswer(one, bw::TextCatalog())
                     .endsWith("offer more than 498 req/s here (Client starved of CPU); no rate was shown to hold p99 ≤ 10ms; "
                               "1 step in 6 s"),
                 qPrintable(bw::capacityAnswer(one, bw::TextCatalog())));
        QCOMPARE(one.exitStatus(), 1);   // nothing held: no bound at all
        QVERIFY(bw::capacityRaiseHint(one, bw::TextCatalog()).contains("would let the search measure the server"));
    }

    void aStepAfterAFailedOneRestsWhileTheBacklogDrains()
    {
        // 64 requests still queued at the end of a saturated step: the next
        // step first idles for as long as the server takes to answer them.
        const double k = 2000;
        const auto r = searchModel(capacitySettings(), [&](const bw::StepPlan& p) { return modelFigures(k, p, 64); });
        QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
        int rests = 0;
        for (size_t i = 1; i < r.steps.size(); ++i) {
            const bw::CapacityStep& before = r.steps[i - 1];
            const bool backlog = !before.passed || before.plan.phase == bw::StepPhase::Probe;
            const double want = backlog ? 64 / before.figures.achievedRps : 0.0;
            QVERIFY2(std::fabs(r.steps[i].plan.restSec - want) < 1e-9,
                     qPrintable(QString("step %1 rests %2 s, not %3").arg(i + 1).arg(r.steps[i].plan.restSec).arg(want)));
            rests += backlog;
        }
        QVERIFY(rests >= 2);   // after the probe and at least the first fail
        QCOMPARE(r.steps.front().plan.restSec, 0.0);
        // A huge backlog rests at most 5 s.
        const auto big = searchModel(capacitySettings(), [&](const bw::StepPlan& p) { return modelFigures(k, p, 1'000'000); });
        QCOMPARE(big.steps[1].plan.restSec, 5.0);
    }
};

BW_TEST_GUILESS_MAIN(TestCapacitySearch)
#include "tst_capacity_search.moc"

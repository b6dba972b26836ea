// benchwork.capacity/1 and benchwork.sweep/1: a search's and a sweep's
// result written and read back give the same figures, verdicts, checks and
// settings; the derived keys ("answer", "why", "floorRatio", "lowerBound",
// the fit's quality) say what the sentences say, the fit judged again from
// the points when read; a wrong schema and a field of the wrong type are refused
// naming the path.
#include "capacity/capacity_json.h"
#include "capacity/capacity_search.h"
#include "capacity/capacity_text.h"
#include "capacity/step_judge.h"
#include "capacity/sweep_planner.h"
#include "result/client_health.h"
#include "test_main.h"

#include <QJsonArray>
#include <QtTest>

#include <cmath>

namespace {

bw::CapacityResult sampleSearch()
{
    bw::Slo slo;
    slo.maxP99Us = 5000;
    slo.minRps = 1500;
    bw::CapacitySettings s;
    s.stepSec = 2;
    s.warmupSec = 0.5;
    s.maxRate = 100000;
    bw::CapacitySearch search(s, slo);
    const double k = 2345;
    int index = 0;
    while (auto plan = search.next()) {
        bw::StepFigures f;
        f.measuredSec = plan->measuredSec;
        f.achievedRps = plan->rate > 0 ? std::min(plan->rate, k * 0.999) : k;
        f.requests = uint64_t(f.achievedRps * f.measuredSec);
        f.p50Us = 800;
        f.p99Us = plan->rate > k ? 9000 : 2100;
        f.errorRate = 0.0001;
        f.runId = 40 + ++index;
        f.inFlightAtEnd = uint64_t(index);
        f.startedAtMs = 1'700'000'000'000 + index;
        if (plan->rate > k) {
            f.clientWarnings = {bw::client_health::kPacerBehind};
            f.behindFraction = 0.12;
        }
        search.recordStep(bw::judgeCapacityStep(*plan, f, bw::capacityStepSlo(slo)));
    }
    bw::CapacityResult r = search.result();
    r.groupId = 7;
    r.elapsedSec = 31.5;
    return r;
}

} // namespace

class TestCapacityJson : public QObject {
    Q_OBJECT

private slots:
    void aSearchRoundTrips()
    {
        const bw::CapacityResult r = sampleSearch();
        QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
        const QJsonObject o = bw::capacityToJson(r);
        QCOMPARE(o.value("schema").toString(), QString("benchwork.capacity/1"));
        QCOMPARE(o.value("maxRate").toDouble(), r.maxRate);
        QCOMPARE(o.value("firstFailRate").toDouble(), r.firstFailRate);
        QCOMPARE(o.value("precision").toDouble(), 0.02);
        QCOMPARE(o.value("capacityGroupId").toInt(), 7);
        QCOMPARE(o.value("answer").toString(), bw::capacityAnswer(r, bw::TextCatalog()));
        QVERIFY(std::fabs(o.value("floorRatio").toDouble() - r.maxRate / 1500) < 1e-12);
        const QJsonArray steps = o.value("steps").toArray();
        QCOMPARE(steps.size(), int(r.steps.size()));
        QVERIFY(steps[0].toObject().value("rate").isNull());   // the probe
        QCOMPARE(steps[0].toObject().value("phase").toString(), QString("probe"));
        QCOMPARE(steps[1].toObject().value("run").toInt(), 42);
        bool sawFailure = false;
        for (const QJsonValue& v : steps) {
            const QJsonObject st = v.toObject();
            if (st.value("passed").toBool())
                continue;
            sawFailure = true;
            QVERIFY2(st.value("why").toString().startsWith("p99 9ms > 5ms"), qPrintable(st.value("why").toString()));
            QCOMPARE(st.value("checks").toArray().first().toObject().value("kind").toString(), QString("p99"));
        }
        QVERIFY(sawFailure);

        bw::CapacityResult back;
        QString error;
        QVERIFY2(bw::capacityFromJson(o, &back, &error), qPrintable(error));
        QCOMPARE(back.outcome, r.outcome);
        QCOMPARE(back.maxRate, r.maxRate);
        QCOMPARE(back.firstFailRate, r.firstFailRate);
        QCOMPARE(back.probeRps, r.probeRps);
        QCOMPARE(back.slo.minRps, 1500.0);
        QCOMPARE(back.slo.maxP99Us, 5000.0);
        QCOMPARE(back.settings.stepSec, 2.0);
        QCOMPARE(back.settings.warmupSec, 0.5);
        QCOMPARE(back.settings.maxRate, 100000.0);
        QCOMPARE(back.settings.fromRate, 0.0);
        QCOMPARE(back.groupId, int64_t(7));
        QCOMPARE(back.elapsedSec, 31.5);
        QCOMPARE(back.steps.size(), r.steps.size());
        for (size_t i = 0; i < r.steps.size(); ++i) {
            const bw::CapacityStep &a = r.steps[i], &b = back.steps[i];
            QCOMPARE(b.plan.index, a.plan.index);
            QCOMPARE(b.plan.phase, a.plan.phase);
            QCOMPARE(b.plan.rate, a.plan.rate);
            QCOMPARE(b.plan.measuredSec, a.plan.measuredSec);
            QCOMPARE(b.passed, a.passed);
            QCOMPARE(b.failures.size(), a.failures.size());
            for (size_t k = 0; k < a.failures.size(); ++k) {
                QCOMPARE(b.failures[k].kind, a.failures[k].kind);
                QCOMPARE(b.failures[k].measured, a.failures[k].measured);
            }
            QCOMPARE(b.figures.achievedRps, a.figures.achievedRps);
            QCOMPARE(b.figures.p99Us, a.figures.p99Us);
            QCOMPARE(b.figures.requests, a.figures.requests);
            QCOMPARE(b.figures.inFlightAtEnd, a.figures.inFlightAtEnd);
            QCOMPARE(b.figures.clientWarnings, a.figures.clientWarnings);
            QCOMPARE(b.figures.runId, a.figures.runId);
            QCOMPARE(b.figures.startedAtMs, a.figures.startedAtMs);
        }
        QCOMPARE(bw::capacityAnswer(back, bw::TextCatalog()), bw::capacityAnswer(r, bw::TextCatalog()));
    }

    void refusals()
    {
        QJsonObject o = bw::capacityToJson(sampleSearch());
        bw::CapacityResult r;
        QString error;
        QJsonObject wrong = o;
        wrong.insert("schema", "benchwork.capacity/2");
        QVERIFY(!bw::capacityFromJson(wrong, &r, &error));
        QVERIFY2(error.startsWith("$.schema"), qPrintable(error));
        QJsonArray steps = o.value("steps").toArray();
        QJsonObject step = steps[2].toObject();
        step.insert("achievedRps", "fast");
        steps[2] = step;
        o.insert("steps", steps);
        QVERIFY(!bw::capacityFromJson(o, &r, &error));
        QVERIFY2(error.startsWith("$.steps[2].achievedRps"), qPrintable(error));
        QVERIFY(!bw::sweepFromJson(bw::capacityToJson(sampleSearch()), nullptr, &error));
    }

    void aSweepRoundTrips()
    {
        bw::SweepPlanner p(bw::SweepModel::Closed, {1, 2, 4, 8, 16}, 3, 1);
        while (auto plan = p.next()) {
            const double n = plan->vus;
            bw::RunResult run;
            run.config.connections = plan->vus;
            run.measuredSec = 3;
            run.rps = 1000 * n / (1 + 0.1 * (n - 1) + 0.002 * n * (n - 1));
            run.requests = uint64_t(run.rps * 3);
            run.latency.recordN(1000000, 5);
            run.latencySummary.p50Us = 900;
            run.latencySummary.p99Us = 1000 * n;
            run.historyId = 10 + plan->index;
            p.record(*plan, run);
        }
        bw::SweepResult r = p.result();
        r.groupId = 3;
        const QJsonObject o = bw::sweepToJson(r);
        QCOMPARE(o.value("schema").toString(), QString("benchwork.sweep/1"));
        QCOMPARE(o.value("model").toString(), QString("closed"));
        QCOMPARE(o.value("peakAt").toDouble(), 16.0);
        QVERIFY(o.value("usl").toObject().contains("alpha"));
        QCOMPARE(o.value("points").toArray().size(), 5);
        QCOMPARE(o.value("points").toArray()[1].toObject().value("vus").toInt(), 2);
        bw::SweepResult back;
        QString error;
        QVERIFY2(bw::sweepFromJson(o, &back, &error), qPrintable(error));
        QCOMPARE(back.model, bw::SweepModel::Closed);
        QCOMPARE(back.outcome, bw::SweepOutcome::Complete);
        QCOMPARE(back.planned, r.planned);
        QCOMPARE(back.points.size(), r.points.size());
        QCOMPARE(back.points[4].figures.achievedRps, r.points[4].figures.achievedRps);
        QCOMPARE(back.points[4].figures.runId, int64_t(15));
        QCOMPARE(back.fit.alpha, r.fit.alpha);
        QCOMPARE(back.fit.beta, r.fit.beta);
        QCOMPARE(back.fit.peakN, r.fit.peakN);
        QCOMPARE(back.groupId, int64_t(3));
        QCOMPARE(bw::sweepAnswer(back, bw::TextCatalog()), bw::sweepAnswer(r, bw::TextCatalog()));
        // The fit's quality: written, and judged again from the points when read.
        const QJsonObject usl = o.value("usl").toObject();
        QCOMPARE(usl.value("describes").toBool(), true);
        QCOMPARE(usl.value("worstDeviation").toDouble(), r.fit.worstDeviation);
        QCOMPARE(usl.value("worstAt").toDouble(), r.fit.worstN);
        QCOMPARE(back.fit.describes, true);
        QCOMPARE(back.fit.worstDeviation, r.fit.worstDeviation);
        QVERIFY(std::fabs(back.fit.r2 - r.fit.r2) < 1e-12);
    }

    // A sweep kept before the fit was judged (no "describes"), with the
    // law the old fitter left flat at 7,136 req/s under points that reached
    // 10,719: read back, it is judged against its points and not claimed.
    void anOldSweepIsJudgedWhenRead()
    {
        const double vus[] = {1, 2, 4, 8, 16, 32, 64};
        const double rps[] = {3394, 3836, 4480, 7547, 7585, 7706, 10719};
        QJsonArray points;
        for (int i = 0; i < 7; ++i)
            points.append(QJsonObject{{"index", i + 1}, {"phase", "point"}, {"vus", vus[i]}, {"achievedRps", rps[i]},
                                      {"requests", rps[i] * 5}, {"measuredSec", 5}, {"status", "complete"}});
        const QJsonObject o{{"schema", "benchwork.sweep/1"}, {"model", "closed"}, {"outcome", "complete"},
                            {"planned", QJsonArray{1, 2, 4, 8, 16, 32, 64}}, {"slo", QJsonObject{}}, {"points", points},
                            {"usl", QJsonObject{{"lambda", 2896.0}, {"alpha", 0.396}, {"beta", 0.0}, {"peakRps", 7306.0},
                                                {"r2", 0.594}, {"iterations", 13}}}};
        bw::SweepResult r;
        QString error;
        QVERIFY2(bw::sweepFromJson(o, &r, &error), qPrintable(error));
        QVERIFY(r.fit.ok);
        QVERIFY(!r.fit.describes);
        QCOMPARE(r.fit.worstN, 64.0);
        QVERIFY(r.fit.worstDeviation > 0.3);
        QVERIFY2(bw::uslText(r.fit, bw::TextCatalog()).startsWith("the Universal Scalability Law does not describe these points: at 64 "
                                                                  "VUs it gives 7,143 req/s against 10,719 measured"),
                 qPrintable(bw::uslText(r.fit, bw::TextCatalog())));
    }

    // A lower bound (the client was the limit) and a step the target
    // answered nothing in are written, and read back.
    void aLowerBoundAndASilentStepRoundTrip()
    {
        bw::CapacityResult r = sampleSearch();
        r.outcome = bw::CapacityOutcome::ClientLimited;
        r.firstFailRate = 0;
        r.clientLimit = bw::client_health::kCpuBusy;
        r.clientLimitRps = r.maxRate;
        QJsonObject o = bw::capacityToJson(r);
        QCOMPARE(o.value("lowerBound").toBool(), true);
        QVERIFY(o.value("silentStep").isNull());
        QVERIFY2(o.value("answer").toString().startsWith("at least "), qPrintable(o.value("answer").toString()));
        QCOMPARE(bw::capacityToJson(sampleSearch()).value("lowerBound").toBool(), false);

        r.outcome = bw::CapacityOutcome::RunFailed;
        r.silentStep = 5;
        r.message = "Connection refused (127.0.0.1:8080)";
        o = bw::capacityToJson(r);
        QCOMPARE(o.value("lowerBound").toBool(), false);
        QCOMPARE(o.value("silentStep").toInt(), 5);
        QCOMPARE(o.value("message").toString(), QString("Connection refused (127.0.0.1:8080)"));
        QVERIFY2(o.value("answer").toString().startsWith("the target stopped answering at step 5 (Connection refused"),
                 qPrintable(o.value("answer").toString()));
        bw::CapacityResult back;
        QString error;
        QVERIFY2(bw::capacityFromJson(o, &back, &error), qPrintable(error));
        QCOMPARE(back.silentStep, 5);
        QCOMPARE(bw::capacityAnswer(back, bw::TextCatalog()), bw::capacityAnswer(r, bw::TextCatalog()));
    }
};

BW_TEST_GUILESS_MAIN(TestCapacityJson)
#include "tst_capacity_json.moc"

// Load sweeps without sockets: the VU list and rate range grammars (with
// "..." continuing a pattern, and every refusal naming its problem), and a
// VU sweep run by StepLoop through a fake runner whose throughput follows a
// known USL curve, fitted at the end; a point the target answered nothing
// in (it died) ends the sweep.
#include "capacity/capacity_text.h"
#include "capacity/sweep_planner.h"
#include "capacity/sweep_points.h"
#include "capacity/sweep_runner.h"
#include "test_main.h"
#include "usl_curve_runner.h"

#include <QtTest>

namespace {

// A target killed after `answeredPoints` points: from then on every
// connection is refused, nothing completes (as the engine ends such a run).
class KilledTargetRunner : public bwtest::UslCurveRunner {
public:
    explicit KilledTargetRunner(int answeredPoints) : answered_(answeredPoints) {}
    bw::Result<bw::RunResult> run(const bw::StepPlan& plan) override
    {
        if (plan.index <= answered_)
            return UslCurveRunner::run(plan);
        ++runs;
        bw::RunResult r;
        r.config.connections = plan.vus;
        r.measuredSec = plan.measuredSec;
        r.errors.connect = 1200;
        r.status = bw::RunStatus::Failed;
        r.statusMessage = "no request completed: Connection refused (127.0.0.1:8080)";
        return r;
    }

private:
    int answered_;
};

} // namespace

class TestSweep : public QObject {
    Q_OBJECT

private slots:
    void vuLists()
    {
        auto v = bw::parseVuList("1,2,4,...,256");
        QVERIFY(v);
        QCOMPARE(*v, (std::vector<double>{1, 2, 4, 8, 16, 32, 64, 128, 256}));
        v = bw::parseVuList("10, 20, ..., 60");
        QVERIFY(v);
        QCOMPARE(*v, (std::vector<double>{10, 20, 30, 40, 50, 60}));
        v = bw::parseVuList("1,3,9,...,100");   // the last number is always a point
        QVERIFY(v);
        QCOMPARE(*v, (std::vector<double>{1, 3, 9, 27, 81, 100}));
        v = bw::parseVuList("5");
        QVERIFY(v);
        QCOMPARE(v->size(), size_t(1));
    }

    void badVuListsNameTheirProblem_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("descending") << "1,4,2" << "the list must ascend: 2 after 4";
        QTest::newRow("repeated") << "1,2,2" << "the list must ascend: 2 after 2";
        QTest::newRow("zero") << "0,1" << "expected positive whole numbers, got '0'";
        QTest::newRow("fraction") << "1,2.5" << "expected positive whole numbers, got '2.5'";
        QTest::newRow("empty item") << "1,,2" << "expected positive whole numbers, got ''";
        QTest::newRow("dots first") << "...,8" << "'...' needs two numbers or more";
        QTest::newRow("dots last") << "1,2,..." << "'...' needs two numbers or more";
        QTest::newRow("no pattern") << "1,2,5,...,20" << "neither the differences nor the ratios are equal";
        QTest::newRow("too many") << "1,2,...,100" << "more than 64 points";
    }
    void badVuListsNameTheirProblem()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        const auto v = bw::parseVuList(text.toStdString());
        QVERIFY(!v);
        QVERIFY2(QString::fromStdString(v.error().text()).contains(says), v.error().text().c_str());
    }

    void rateRanges()
    {
        auto v = bw::parseRateRange("100:500:100");
        QVERIFY(v);
        QCOMPARE(*v, (std::vector<double>{100, 200, 300, 400, 500}));
        v = bw::parseRateRange("250:1000:300");
        QVERIFY(v);
        QCOMPARE(*v, (std::vector<double>{250, 550, 850}));
        for (const char* bad : {"500:100:100", "100:100:10", "100:200", "0:100:10", "100:200:0", "a:b:c", "100:10000:10"})
            QVERIFY2(!bw::parseRateRange(bad), bad);
        QVERIFY(QString::fromStdString(bw::parseRateRange("500:100:100").error().text()).contains("the range must ascend"));
    }

    void aVuSweepFitsTheLawOfItsCurve()
    {
        auto fake = std::make_unique<bwtest::UslCurveRunner>();
        bwtest::UslCurveRunner* runner = fake.get();
        bw::SweepRunner sr(bw::SweepModel::Closed, *bw::parseVuList("1,2,4,...,256"), 1, 0, std::move(fake));
        sr.run();
        const bw::SweepResult r = sr.result();
        QCOMPARE(r.outcome, bw::SweepOutcome::Complete);
        QCOMPARE(runner->runs, 9);
        QCOMPARE(r.points.size(), size_t(9));
        QCOMPARE(r.points[3].plan.vus, 8);
        QCOMPARE(r.points[3].plan.phase, bw::StepPhase::Point);
        QVERIFY(r.fit.ok);
        QVERIFY(std::fabs(r.fit.alpha - 0.04) < 1e-4);
        QVERIFY(std::fabs(r.fit.beta - 0.0005) < 1e-6);
        QVERIFY(std::fabs(r.fit.peakN - std::sqrt(0.96 / 0.0005)) < 0.01);
        QCOMPARE(r.peak()->plan.vus, 32);   // the measured point nearest N* = 43.8
        QCOMPARE(r.exitStatus(), 0);
        QVERIFY(sr.progress().finished);
        QCOMPARE(sr.progress().pointsDone, 9);
    }

    void anOpenSweepHasNoFit()
    {
        bw::SweepPlanner p(bw::SweepModel::Open, {100, 200, 300}, 1, 0);
        while (auto plan = p.next()) {
            QVERIFY(plan->rate > 0);
            QCOMPARE(plan->vus, 0);
            bw::RunResult r;
            r.config.rate = plan->rate;
            r.rps = plan->rate;
            r.requests = 10;
            p.record(*plan, r);
        }
        QCOMPARE(p.result().outcome, bw::SweepOutcome::Complete);
        QVERIFY(!p.result().fit.ok);
        QCOMPARE(p.result().peak()->plan.rate, 300.0);
    }

    // The target died after point 2: point 3 answered nothing and the
    // sweep ends there, the points before it kept (it went on to the last
    // point, each refused).
    void aPointNothingAnsweredEndsTheSweep()
    {
        auto fake = std::make_unique<KilledTargetRunner>(2);
        KilledTargetRunner* runner = fake.get();
        bw::SweepRunner sr(bw::SweepModel::Closed, *bw::parseVuList("1,2,4,...,64"), 1, 0, std::move(fake));
        sr.run();
        const bw::SweepResult r = sr.result();
        QCOMPARE(runner->runs, 3);
        QCOMPARE(r.points.size(), size_t(3));
        QCOMPARE(r.outcome, bw::SweepOutcome::RunFailed);
        QCOMPARE(r.silentPoint, 3);
        QCOMPARE(r.message, std::string("Connection refused (127.0.0.1:8080)"));
        QCOMPARE(r.exitStatus(), 1);
        QVERIFY(r.points[1].figures.requests > 0);
        const QString answer = bw::sweepAnswer(r, bw::TextCatalog());
        QVERIFY2(answer.contains("; the target stopped answering at point 3 (Connection refused (127.0.0.1:8080)); 3 steps in "),
                 qPrintable(answer));
        QVERIFY2(!bw::uslText(r.fit, bw::TextCatalog()).isEmpty(), "two points: no fit, and why");
    }

    void aStepThatCannotRunEndsTheSweep()
    {
        bw::SweepPlanner p(bw::SweepModel::Closed, {1, 2, 4}, 1, 0);
        p.fail(*p.next(), "target: cannot start node");
        QCOMPARE(p.result().outcome, bw::SweepOutcome::RunFailed);
        QCOMPARE(p.result().message, std::string("target: cannot start node"));
        QVERIFY(!p.next());
        QCOMPARE(p.result().exitStatus(), 1);
    }
};

BW_TEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"

// The JUnit files for CI (core/junit), built from outcomes made here, read
// back: valid against tests/data/junit.xsd (xmllint), the declared counts
// equal to the cases and to the outcome's own counts, a failing SLO's
// sentence in <failure message=...>, and names no XML could carry as given
// (markup, control characters) still a well-formed file.
#include "capacity/capacity_text.h"
#include "compare/run_comparison.h"
#include "compare/trend.h"
#include "compare/trend_text.h"
#include "junit/junit_ab.h"
#include "junit/junit_capacity.h"
#include "junit/junit_suite.h"
#include "junit/junit_trend.h"
#include "junit_check.h"
#include "result/verdict_text.h"
#include "run_result_fixture.h"
#include "test_main.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using bwtest::apiScenarioRun;

bw::RunResult judgedRun(double rps, double p99Us, const bw::Slo& slo)
{
    bw::RunResult r = apiScenarioRun(rps, p99Us / 2, p99Us, 1'700'000'000'000);
    r.slo = slo;
    r.verdict = bw::evaluateSlo(slo, r);
    return r;
}

bw::SuiteRunRecord ranRecord(int index, const std::string& scenario, bw::RunResult r)
{
    bw::SuiteRunRecord rec;
    rec.index = index;
    rec.scenarioId = scenario;
    rec.scenarioName = scenario;
    rec.targetName = "local";
    rec.cellLabel = "local";
    rec.ran = true;
    rec.result = std::move(r);
    rec.historyId = 40 + index;
    return rec;
}

bw::CapacityStep capacityStep(int index, bw::StepPhase phase, double rate, bool passed, double p99Us)
{
    bw::CapacityStep s;
    s.plan.index = index;
    s.plan.phase = phase;
    s.plan.rate = rate;
    s.plan.measuredSec = 1;
    s.passed = passed;
    s.figures.achievedRps = rate;
    s.figures.requests = uint64_t(rate);
    s.figures.p99Us = p99Us;
    s.figures.measuredSec = 1;
    if (!passed)
        s.failures.push_back({bw::StepCheck::Kind::P99, p99Us, 5000});
    return s;
}

} // namespace

class TestJUnit : public QObject {
    Q_OBJECT
    QTemporaryDir tmp_;

    // The file as written, checked against the schema; its reading.
    bwtest::JUnitReadFile writeAndRead(const bw::JUnitReport& report, const QString& name)
    {
        const QByteArray xml = bw::junitXml(report);
        const QString path = tmp_.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(xml) != xml.size())
            qFatal("cannot write %s", qPrintable(path));
        f.close();
        if (!bwtest::xmllintPath().isEmpty()) {
            const QString errors = bwtest::junitSchemaErrors(path);
            if (!errors.isEmpty())
                qWarning("%s", xml.constData());
            [&] { QVERIFY2(errors.isEmpty(), qPrintable(errors)); }();
        }
        return bwtest::readJUnit(xml);
    }

private slots:
    void initTestCase() { QVERIFY(tmp_.isValid()); }

    // The schema can fail: a case without its classname, a failure outside
    // a case and a timestamp with a zone are refused, so "valid" means something.
    void theSchemaRefusesWhatReadersRefuse_data()
    {
        QTest::addColumn<QByteArray>("xml");
        const QByteArray head = R"(<testsuites><testsuite name="s" tests="1" failures="0" errors="0")";
        QTest::newRow("no classname") << head + R"(><testcase name="c"/></testsuite></testsuites>)";
        QTest::newRow("failure outside a case") << head + R"(><failure message="m"/></testsuite></testsuites>)";
        QTest::newRow("timestamp with a zone") << head + R"( timestamp="2026-01-01T00:00:00Z"><testcase name="c" classname="k"/></testsuite></testsuites>)";
        QTest::newRow("negative time") << head + R"(><testcase name="c" classname="k" time="-1"/></testsuite></testsuites>)";
        QTest::newRow("skipped and failure") << head + R"(><testcase name="c" classname="k"><skipped/><failure/></testcase></testsuite></testsuites>)";
    }
    void theSchemaRefusesWhatReadersRefuse()
    {
        if (bwtest::xmllintPath().isEmpty())
            QSKIP("xmllint is not installed (libxml2-utils: scripts/install-deps.sh)");
        QFETCH(QByteArray, xml);
        const QString path = tmp_.filePath("bad.xml");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(xml) == xml.size());
        f.close();
        QVERIFY2(!bwtest::junitSchemaErrors(path).isEmpty(), xml.constData());
    }

    // Markup, quotes, control characters (an escape sequence, a NUL, a bell),
    // line breaks and text that was not UTF-8 in names, messages, properties
    // and output: the file stays well-formed and valid, markup comes back as
    // given, each character XML cannot carry as U+FFFD.
    void oddTextIsEscaped()
    {
        const std::string odd = std::string("a<b>&\"c' \x1b[31mred\x07 nul") + '\0' + "end\nline2\ttab \xff\xfe \xf0\x9f\x9a\x80 ]]>";
        bw::JUnitReport report;
        report.name = odd;
        bw::JUnitSuite s;
        s.name = odd;
        s.properties = {{odd, odd}};
        s.systemOut = odd;
        bw::JUnitCase c;
        c.classname = odd;
        c.name = odd;
        c.verdict = bw::JUnitVerdict::Failed;
        c.type = odd;
        c.message = odd;
        c.detail = odd;
        c.systemOut = odd;
        s.cases.push_back(c);
        c.verdict = bw::JUnitVerdict::Skipped;
        s.cases.push_back(c);
        report.suites.push_back(s);
        const bwtest::JUnitReadFile f = writeAndRead(report, "odd.xml");
        QVERIFY2(f.parseError.isEmpty(), qPrintable(f.parseError));
        QVERIFY2(f.countsProblem().isEmpty(), qPrintable(f.countsProblem()));
        QCOMPARE(f.cases.size(), size_t(2));
        const QString back = f.cases[0].message;
        QVERIFY2(back.startsWith("a<b>&\"c' \uFFFD[31mred\uFFFD nul\uFFFDend"), qPrintable(back));
        QVERIFY2(back.contains("\nline2\ttab "), qPrintable(back));   // kept in an attribute too
        QVERIFY2(back.contains(QString::fromUtf8("\xf0\x9f\x9a\x80 ]]>")), qPrintable(back));
        QCOMPARE(f.cases[0].name, back);
        QCOMPARE(f.cases[0].text, back);
        QCOMPARE(f.cases[0].systemOut, back);
        QCOMPARE(f.properties.value(0), back + "=" + back);
        QCOMPARE(f.cases[1].verdict, QString("skipped"));
    }

    // Every kind of record a suite produces: the counts equal the outcome's
    // own, each record one case, a failing SLO's headroom sentence in the
    // failure's message, the target that could not start an error.
    void suiteOutcomeCountsAndSentences()
    {
        const bw::Slo slo{1000, 5000, 0.01};
        bw::SuiteOutcome o;
        o.suiteName = "nightly";
        o.suiteFile = "/tmp/nightly.json";
        o.suiteRunId = 7;
        o.status = bw::SuiteStatus::Failed;
        o.startedAtMs = 1'700'000'000'000;
        o.records.push_back(ranRecord(0, "fast", judgedRun(2400, 2000, slo)));
        o.records.push_back(ranRecord(1, "slow", judgedRun(600, 9000, slo)));   // misses both bounds
        bw::RunResult died = judgedRun(2000, 1000, slo);
        died.status = bw::RunStatus::TargetExited;
        died.statusMessage = "the target exited with status 1";
        o.records.push_back(ranRecord(2, "died", died));
        bw::RunResult stopped = apiScenarioRun(2000, 500, 1000, 1'700'000'000'000);
        stopped.status = bw::RunStatus::Stopped;
        o.records.push_back(ranRecord(3, "stopped", stopped));
        bw::SuiteRunRecord notRun = ranRecord(4, "never", {});
        notRun.ran = false;
        notRun.error = "the target did not start: exited with status 127";
        o.records.push_back(notRun);
        bw::SuiteRunRecord skipped = ranRecord(5, "bun", {});
        skipped.ran = false;
        skipped.skipped = true;
        skipped.error = "bun not found \u2014 scripts/install-deps.sh examples";
        o.records.push_back(skipped);
        bw::SuiteRunRecord cap = ranRecord(6, "capacity", judgedRun(900, 4000, slo));
        cap.capacity = bw::CapacityResult();
        cap.capacity->slo = slo;
        cap.capacity->outcome = bw::CapacityOutcome::NonePassed;
        cap.capacity->steps = {capacityStep(1, bw::StepPhase::Grow, 1000, false, 9000)};
        cap.capacity->firstFailRate = 1000;
        o.records.push_back(cap);
        o.plannedRuns = int(o.records.size());

        const bw::JUnitReport report = bw::junitFromSuite(o, nullptr);
        const bwtest::JUnitReadFile f = writeAndRead(report, "suite.xml");
        QVERIFY2(f.parseError.isEmpty(), qPrintable(f.parseError));
        QVERIFY2(f.countsProblem().isEmpty(), qPrintable(f.countsProblem()));
        QCOMPARE(int(f.cases.size()), int(o.records.size()));
        QCOMPARE(f.count("failure") + f.count("error"), o.failedCount());
        QCOMPARE(f.count("passed"), o.passedCount());
        int notJudged = 0;
        for (const auto& r : o.records)
            notJudged += r.notJudged() ? 1 : 0;
        QCOMPARE(f.count("skipped"), o.skippedCount() + notJudged);
        QVERIFY(o.exitStatus() != 0 && f.count("failure") > 0);

        const bwtest::JUnitReadCase* slow = f.find("slow @ local");
        QVERIFY(slow);
        QCOMPARE(slow->verdict, QString("failure"));
        QCOMPARE(slow->type, QString("slo"));
        QCOMPARE(slow->message, "SLO FAIL: " + bw::headroomText(o.records[1].result.slo, o.records[1].result.verdict));
        QVERIFY2(slow->message.contains("0.6x RPS target"), qPrintable(slow->message));
        QVERIFY2(slow->systemOut.contains("history id: 41"), qPrintable(slow->systemOut));
        QCOMPARE(f.find("died @")->type, QString("run-failed"));
        QVERIFY(f.find("died @")->message.contains("target-exited"));
        QCOMPARE(f.find("never @")->verdict, QString("error"));
        QVERIFY(f.find("never @")->message.contains("exited with status 127"));
        QCOMPARE(f.find("bun @")->verdict, QString("skipped"));
        QVERIFY(f.find("bun @")->message.contains("scripts/install-deps.sh examples"));
        QCOMPARE(f.find("stopped @")->verdict, QString("skipped"));
        QCOMPARE(f.find("capacity @")->verdict, QString("failure"));
        QVERIFY(f.properties.contains("suite run=7"));
        QVERIFY2(f.properties.contains("url=http://127.0.0.1:9"), qPrintable(f.properties.join(", ")));

        // The SLO met everywhere: nothing fails.
        bw::SuiteOutcome good;
        good.suiteName = "good";
        good.records = {o.records[0]};
        const bwtest::JUnitReadFile g = writeAndRead(bw::junitFromSuite(good, nullptr), "good.xml");
        QCOMPARE(g.count("passed"), 1);
        QCOMPARE(good.exitStatus(), 0);
    }

    // A search: a case per step and one for the answer; a step over the
    // capacity is no failure, the answer fails exactly when the exit status does.
    void capacityAnswerFailsWithTheExitStatus_data()
    {
        QTest::addColumn<int>("outcome");
        QTest::addColumn<double>("floor");
        QTest::newRow("found") << int(bw::CapacityOutcome::Found) << 0.0;
        QTest::newRow("found, below the floor") << int(bw::CapacityOutcome::Found) << 5000.0;
        QTest::newRow("none passed") << int(bw::CapacityOutcome::NonePassed) << 0.0;
        QTest::newRow("run failed") << int(bw::CapacityOutcome::RunFailed) << 0.0;
        QTest::newRow("stopped") << int(bw::CapacityOutcome::Stopped) << 0.0;
    }
    void capacityAnswerFailsWithTheExitStatus()
    {
        QFETCH(int, outcome);
        QFETCH(double, floor);
        bw::CapacityResult r;
        r.slo = {floor, 5000, 0.01};
        r.outcome = bw::CapacityOutcome(outcome);
        r.startedAtMs = 1'700'000'000'000;
        r.elapsedSec = 4;
        r.steps = {capacityStep(1, bw::StepPhase::Grow, 1000, true, 2000), capacityStep(2, bw::StepPhase::Grow, 2000, false, 9000),
                   capacityStep(3, bw::StepPhase::Bisect, 1414, true, 3000), capacityStep(4, bw::StepPhase::Confirm, 1414, true, 3000)};
        if (r.outcome == bw::CapacityOutcome::Found) {
            r.maxRate = 1414;
            r.firstFailRate = 2000;
        }
        if (r.outcome == bw::CapacityOutcome::RunFailed)
            r.message = "Connection refused (127.0.0.1:1)";
        const bwtest::JUnitReadFile f = writeAndRead(bw::junitFromCapacity({"GET http://127.0.0.1:1/json", 8}, r), "capacity.xml");
        QVERIFY2(f.countsProblem().isEmpty(), qPrintable(f.countsProblem()));
        QCOMPARE(int(f.cases.size()), int(r.steps.size()) + 1);
        const bwtest::JUnitReadCase& answer = f.cases.back();
        const int status = r.exitStatus();
        QCOMPARE(answer.verdict == "passed", status == 0);
        QCOMPARE(answer.verdict == "skipped", status == 130);
        QCOMPARE(answer.verdict == "error", r.outcome == bw::CapacityOutcome::RunFailed);
        if (answer.verdict == "failure" || answer.verdict == "error") {   // the answer the command prints last
            QString sentence = bw::capacityAnswer(r, bw::TextCatalog());
            sentence[0] = sentence[0].toUpper();
            QCOMPARE(answer.message, sentence);
        }
        // the steps: the failed one says so in its name, none is a failure
        QCOMPARE(f.count("failure") + f.count("error") + f.count("skipped"), answer.verdict == "passed" ? 0 : 1);
        QVERIFY2(f.cases[1].name.endsWith(": FAIL") && f.cases[1].systemOut.contains("FAIL: p99 9ms > 5ms"), qPrintable(f.cases[1].systemOut));
        QVERIFY(f.properties.contains("connections=8"));
    }

    // Six rounds a side, B at two thirds of A's throughput: the metric's case
    // fails with "B is worse", the rounds pass; equal sides fail nothing.
    void abRegressionFailsItsMetric()
    {
        for (const double bRps : {600.0, 900.0}) {
            bw::AbSides sides;
            for (int i = 0; i < 6; ++i) {
                sides.add({i + 1, false}, apiScenarioRun(900 + i, 5000, 10000, 1'700'000'000'000 + i * 20000), 0);
                sides.add({i + 1, true}, apiScenarioRun(bRps + (bRps == 900.0 ? 5 - i : i), 5000, 10000, 1'700'000'010'000 + i * 20000), 0);
            }
            const bw::ComparisonSettings settings;
            const bw::RunComparison rc = sides.compare(settings);
            const bw::JUnitSuite s = bw::junitFromAb({"ab", "ab", "A url", "B url", 6, 0, settings}, sides, rc);
            const bwtest::JUnitReadFile f = writeAndRead({"benchwork ab", {s}}, "ab.xml");
            QVERIFY2(f.countsProblem().isEmpty(), qPrintable(f.countsProblem()));
            const bwtest::JUnitReadCase* rps = f.find("requests/s");
            QVERIFY(rps);
            QCOMPARE(rps->verdict == "failure", rc.metric(bw::Metric::Rps).regressed());
            QCOMPARE(rps->verdict == "failure", bRps == 600.0);
            if (bRps == 600.0)
                QVERIFY2(rps->message.startsWith("B is worse: requests/s"), qPrintable(rps->message));
            QVERIFY(f.find("A round 6/6") && f.find("B round 6/6"));
            QCOMPARE(f.find("A round 1/6")->verdict, QString("passed"));
        }
    }

    // Six runs at ~920 req/s, four at ~680: the check fails, the case's
    // message is the command's sentence; accepting the change passes it.
    void trendCheckCase()
    {
        const std::vector<double> series{921, 918, 924, 917, 922, 919, 681, 678, 683, 679};
        std::vector<bw::RunResult> runs;
        for (size_t i = 0; i < series.size(); ++i) {
            runs.push_back(apiScenarioRun(series[i], 5000, 10000, 1'700'000'000'000 + int64_t(i) * 60000));
            runs.back().historyId = int64_t(i) + 1;
        }
        std::vector<bw::TrendRun> trendRuns;
        for (const bw::RunResult& r : runs)
            trendRuns.push_back({&r, 0, {}});
        for (const bool accepted : {false, true}) {
            bw::TrendCheckSettings check;
            if (accepted)
                check.acceptedRuns = {7};
            const bw::Trend t = bw::buildTrend(trendRuns, bw::Metric::Rps, {}, {}, check);
            const bwtest::JUnitReadFile f =
                writeAndRead(bw::junitFromTrend({"api  GET /json", check.window, 0.02, 1'700'001'000'000}, t), "trend.xml");
            QVERIFY2(f.countsProblem().isEmpty(), qPrintable(f.countsProblem()));
            QCOMPARE(f.cases.size(), size_t(1));
            QCOMPARE(f.cases[0].verdict == "failure", t.checkFails());
            QCOMPARE(f.cases[0].verdict == "failure", !accepted);
            if (!accepted) {
                QCOMPARE(f.cases[0].message.toStdString(), bw::trendCheckSentence(t, check.window));
                QVERIFY2(f.cases[0].message.contains("beginning with run #7"), qPrintable(f.cases[0].message));
            }
            QVERIFY2(f.cases[0].systemOut.contains("change point at run #7"), qPrintable(f.cases[0].systemOut));
        }
    }
};

BW_TEST_GUILESS_MAIN(TestJUnit)
#include "tst_junit.moc"

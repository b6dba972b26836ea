// Suite plans: matrix expansion (targets x CPU configurations x networks x scenarios),
// grouping by target without a matrix, --duration/--warmup overrides; SLO
// verdicts and the headroom arithmetic and wording.
// URLs in the JSON fixtures are written http:\/\/ (JSON's escaped slash): moc
// reads raw string literals as ordinary ones and would take "//" for a comment.
#include "report/report_labels.h"
#include "suite/suite_outcome.h"
#include "suite/suite_parser.h"
#include "suite_fixture.h"
#include "suite/suite_plan.h"
#include "suite/suite_report.h"
#include "test_main.h"

#include <QtTest>

namespace {

const char* kMatrix = R"({"schema": "benchwork.suite/1", "name": "m",
    "targets": [{"name": "single", "command": ["node", "server.js"], "url": "http:\/\/127.0.0.1:3901"},
                {"name": "cluster", "command": ["node", "server.js"], "url": "http:\/\/127.0.0.1:3902", "cpus": [1]},
                {"name": "unused", "url": "http:\/\/127.0.0.1:9"}],
    "defaults": {"load": {"vus": 200, "warmup": "5s", "duration": "30s"}},
    "cooldown": "3s",
    "scenarios": [{"id": "json", "request": {"path": "/json"}},
                  {"id": "plain", "request": {"path": "/plaintext"}},
                  {"id": "ramp", "load": {"stages": [{"duration": "10s", "target": 50}, {"duration": "30s", "target": 50}]}},
                  {"id": "count", "load": {"requests": 1000}}],
    "matrix": {"targets": ["single", "cluster"], "cpus": [[0], "0-1"], "scenarios": ["json", "plain"]}})";

bw::RunResult result(double rps, double p99Us, uint64_t requests = 1000, uint64_t statusErrors = 0)
{
    bw::RunResult r;
    r.rps = rps;
    r.requests = requests;
    r.errors.status = statusErrors;
    r.latencySummary.p99Us = p99Us;
    return r;
}

} // namespace

class TestSuitePlan : public QObject {
    Q_OBJECT
private slots:
    void scenarioRoundsRunOneAfterAnother()
    {
        bw::Suite s = bwtest::parseSuiteOrDie(R"({"schema": "benchwork.suite/1", "name": "r",
            "targets": [{"name": "api", "url": "http:\/\/127.0.0.1:9"}],
            "scenarios": [{"id": "json", "rounds": 3, "request": {"path": "/json"}}, {"id": "plain"}]})");
        QCOMPARE(s.scenarios[0].rounds, 3);
        QCOMPARE(s.scenarios[1].rounds, 1);
        bw::Error e;
        auto plan = bw::planSuite(s, {}, &e);
        QVERIFY2(plan, e.text().c_str());
        QCOMPARE(int(plan->runs.size()), 4);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(QString::fromStdString(plan->runs[size_t(i)].scenarioId), QString("json"));
            QCOMPARE(plan->runs[size_t(i)].round, i + 1);
            QCOMPARE(plan->runs[size_t(i)].rounds, 3);
            QCOMPARE(plan->runs[size_t(i)].runName, plan->runs[0].runName);   // one scenario, one name: one trend
        }
        QCOMPARE(plan->runs[3].rounds, 1);
        bw::Error bad;
        QVERIFY(!bw::parseSuite(R"({"schema": "benchwork.suite/1", "name": "r",
            "targets": [{"name": "api", "url": "http:\/\/127.0.0.1:9"}],
            "scenarios": [{"id": "json", "rounds": 0}]})", "", &bad));
        QVERIFY2(bad.text().find("$.scenarios[0].rounds: must be between 1 and 100") != std::string::npos, bad.text().c_str());
    }

    void matrixExpandsTargetsTimesCpusTimesScenarios()
    {
        bw::Suite s = bwtest::parseSuiteOrDie(kMatrix);
        bw::Error e;
        auto plan = bw::planSuite(s, {}, &e);
        QVERIFY2(plan, e.text().c_str());
        QVERIFY(plan->matrix);
        QCOMPARE(int(plan->cells.size()), 4);
        QCOMPARE(int(plan->runs.size()), 8);
        const char* labels[] = {"single @ cpus 0", "single @ cpus 0,1", "cluster @ cpus 0", "cluster @ cpus 0,1"};
        for (int c = 0; c < 4; ++c) {
            const auto& cell = plan->cells[size_t(c)];
            QCOMPARE(QString::fromStdString(cell.label), QString(labels[c]));
            QVERIFY(cell.cpusFromMatrix);
            QCOMPARE(int(cell.runs.size()), 2);
            // runs are numbered in execution order: cell after cell
            QCOMPARE(cell.runs[0], 2 * c);
            QCOMPARE(cell.runs[1], 2 * c + 1);
            QCOMPARE(QString::fromStdString(plan->runs[size_t(2 * c)].scenarioId), QString("json"));
            QCOMPARE(QString::fromStdString(plan->runs[size_t(2 * c + 1)].scenarioId), QString("plain"));
        }
        const auto& last = plan->runs.back();
        QCOMPARE(QString::fromStdString(last.targetName), QString("cluster"));
        QCOMPARE(last.cpus, (std::vector<int>{0, 1}));   // the matrix's CPUs win over the target's own
        QCOMPARE(QString::fromStdString(last.runName), QString("m / plain / cluster @ cpus 0,1"));
        QVERIFY(std::find(last.tags.begin(), last.tags.end(), "cpus:0,1") != last.tags.end());
        QVERIFY(std::find(last.tags.begin(), last.tags.end(), "scenario:plain") != last.tags.end());
        QVERIFY(last.config.url.empty());
        // 8 runs of 5 s + 30 s, 7 cooldowns of 3 s
        QCOMPARE(plan->estimatedSec(), 8 * 35.0 + 7 * 3.0);
    }

    void matrixWithoutCpusUsesEachTargetsOwn()
    {
        std::string json = kMatrix;
        json.replace(json.find(R"("cpus": [[0], "0-1"], )"), std::string(R"("cpus": [[0], "0-1"], )").size(), "");
        bw::Suite s = bwtest::parseSuiteOrDie(json);
        auto plan = bw::planSuite(s, {}, nullptr);
        QVERIFY(plan);
        QCOMPARE(int(plan->cells.size()), 2);
        QVERIFY(plan->cells[0].cpus.empty());
        QCOMPARE(plan->cells[1].cpus, std::vector<int>{1});
        QCOMPARE(QString::fromStdString(plan->cells[0].label), QString("single"));
    }

    void matrixNetworksAreAnAxis()
    {
        std::string json = kMatrix;
        const std::string cpus = R"("cpus": [[0], "0-1"], )";
        json.replace(json.find(cpus), cpus.size(), R"("link": ["local", "wifi", "rtt=40ms,jitter=10ms"], )");
        // the scenario's own link gives way to the matrix's
        json.replace(json.find(R"({"id": "json", "request")"), std::string(R"({"id": "json", "request")").size(),
                     R"({"id": "json", "load": {"link": "lte"}, "request")");
        bw::Suite s = bwtest::parseSuiteOrDie(json);
        QCOMPARE(s.matrix->links, (std::vector<std::string>{"", "wifi", "rtt=40ms,jitter=10ms"}));
        bw::Error e;
        auto plan = bw::planSuite(s, {}, &e);
        QVERIFY2(plan, e.text().c_str());
        QCOMPARE(int(plan->cells.size()), 6);   // 2 targets x 3 networks
        const char* labels[] = {"single over local", "single over wifi", "single over rtt=40ms,jitter=10ms",
                                "cluster @ cpus 1 over local", "cluster @ cpus 1 over wifi", "cluster @ cpus 1 over rtt=40ms,jitter=10ms"};
        const char* links[] = {"", "wifi", "rtt=40ms,jitter=10ms"};
        for (int c = 0; c < 6; ++c) {
            const auto& cell = plan->cells[size_t(c)];
            QCOMPARE(QString::fromStdString(cell.label), QString(labels[c]));
            QVERIFY(cell.linkFromMatrix);
            QCOMPARE(QString::fromStdString(cell.link), QString(links[c % 3]));
            QCOMPARE(int(cell.runs.size()), 2);
            for (int idx : cell.runs) {
                const auto& run = plan->runs[size_t(idx)];
                QCOMPARE(QString::fromStdString(run.config.link), QString(links[c % 3]));
                const std::string tag = std::string("link:") + (c % 3 == 0 ? "local" : links[c % 3]);
                QVERIFY2(std::find(run.tags.begin(), run.tags.end(), tag) != run.tags.end(), tag.c_str());
            }
        }
        QCOMPARE(QString::fromStdString(plan->runs[2].runName), QString("m / json / single over wifi"));

        // without the axis a scenario keeps its own link
        auto own = bw::planSuite(bwtest::parseSuiteOrDie(kMatrix), {}, &e);
        QVERIFY(own);
        QVERIFY(!own->cells[0].linkFromMatrix);
        QCOMPARE(QString::fromStdString(own->runs[0].config.link), QString());

        // refusals name the entry
        auto refused = [](std::string text, const std::string& links) {
            const std::string cpus = R"("cpus": [[0], "0-1"], )";
            text.replace(text.find(cpus), cpus.size(), R"("link": )" + links + ", ");
            bw::Error err;
            if (bw::parseSuite(text, "", &err))
                return std::string("parsed");
            return err.text();
        };
        QCOMPARE(QString::fromStdString(refused(kMatrix, R"(["local", "wlan"])")).left(21), QString("$.matrix.link[1]: 'wl"));
        QCOMPARE(QString::fromStdString(refused(kMatrix, R"(["wifi", "wifi"])")), QString("$.matrix.link[1]: \"wifi\" is listed twice"));
        QVERIFY(QString::fromStdString(refused(kMatrix, "[]")).startsWith("$.matrix.link: expected at least one network"));
    }

    void splitOverrideReachesEveryRun()
    {
        bw::Suite s = bwtest::parseSuiteOrDie(kMatrix);
        bw::SuiteOverrides o;
        o.split = "1:1";
        bw::Error e;
        auto plan = bw::planSuite(s, o, &e);
        QVERIFY2(plan, e.text().c_str());
        for (const auto& r : plan->runs)
            QCOMPARE(QString::fromStdString(r.config.split), QString("1:1"));
        o.split = "two:one";
        QVERIFY(!bw::planSuite(s, o, &e));
        QCOMPARE(QString::fromStdString(e.field), QString("--split"));
        QVERIFY2(e.text().find("two:one") != std::string::npos, e.text().c_str());
    }

    void withoutMatrixScenariosGroupByTarget()
    {
        bw::Suite s = bwtest::parseSuiteOrDie(R"({"schema": "benchwork.suite/1", "name": "g",
            "targets": [{"name": "a", "url": "http:\/\/127.0.0.1:1"}, {"name": "b", "url": "http:\/\/127.0.0.1:2"}],
            "scenarios": [{"id": "s1", "target": "a"}, {"id": "s2", "target": "b"}, {"id": "s3", "target": "a"}]})");
        auto plan = bw::planSuite(s, {}, nullptr);
        QVERIFY(plan);
        QCOMPARE(int(plan->cells.size()), 2);
        QCOMPARE(QString::fromStdString(plan->runs[0].scenarioId), QString("s1"));
        QCOMPARE(QString::fromStdString(plan->runs[1].scenarioId), QString("s3"));   // same target: one process serves both
        QCOMPARE(QString::fromStdString(plan->runs[2].scenarioId), QString("s2"));
        QCOMPARE(plan->cells[1].runs, std::vector<int>{2});
    }

    void overridesShortenEveryScenario()
    {
        bw::Suite s = bwtest::parseSuiteOrDie(kMatrix);
        s.matrix.reset();   // plan every scenario once against one target
        for (auto& sc : s.scenarios)
            sc.target = "single";
        bw::SuiteOverrides o;
        o.durationSec = 4;
        o.warmupSec = 1;
        auto plan = bw::planSuite(s, o, nullptr);
        QVERIFY(plan);
        QCOMPARE(int(plan->runs.size()), 4);
        for (const auto& r : plan->runs)
            QCOMPARE(r.config.warmupSec, 1.0);
        QCOMPARE(plan->runs[0].config.durationSec, 4.0);
        const auto& ramp = plan->runs[2].config;
        QCOMPARE(int(ramp.stages.size()), 2);
        QCOMPARE(ramp.stages[0].durationSec, 1.0);   // 10 s + 30 s squeezed into 4 s keeps the shape
        QCOMPARE(ramp.stages[1].durationSec, 3.0);
        QCOMPARE(ramp.stages[1].target, 50.0);
        const auto& count = plan->runs[3].config;
        QCOMPARE(count.requests, uint64_t(1000));
        QCOMPARE(count.maxDurationSec, 4.0);         // count mode is capped, not turned into a duration
        QCOMPARE(plan->estimatedSec(), 4 * 5.0 + 3 * 3.0);
    }

    void scenarioFilterAndBadOverrides()
    {
        bw::Suite s = bwtest::parseSuiteOrDie(kMatrix);
        bw::SuiteOverrides o;
        o.scenarioIds = {"plain"};
        auto plan = bw::planSuite(s, o, nullptr);
        QVERIFY(plan);
        QCOMPARE(int(plan->runs.size()), 4);
        for (const auto& r : plan->runs)
            QCOMPARE(QString::fromStdString(r.scenarioId), QString("plain"));

        bw::Error e;
        o.scenarioIds = {"nope"};
        QVERIFY(!bw::planSuite(s, o, &e));
        QCOMPARE(QString::fromStdString(e.text()), QString("--scenario: the suite has no scenario with the id \"nope\""));
        o.scenarioIds = {"ramp"};   // exists, but the matrix does not run it
        QVERIFY(!bw::planSuite(s, o, &e));
        QVERIFY(QString::fromStdString(e.text()).contains("matrix"));
        bw::SuiteOverrides d;
        d.durationSec = 0;
        QVERIFY(!bw::planSuite(s, d, &e));
        QCOMPARE(QString::fromStdString(e.field), QString("--duration"));
    }

    void verdictAndHeadroomArithmetic()
    {
        // the reference report's Pure HTTP line: 119,571 RPS vs >= 50,000; p99 0.812 ms vs <= 5 ms
        bw::Slo slo;
        slo.minRps = 50000;
        slo.maxP99Us = 5000;
        slo.maxErrorRate = 0.001;
        bw::RunResult r = result(119571, 812);
        r.slo = slo;
        r.verdict = bw::evaluateSlo(slo, r);
        QVERIFY(r.verdict.evaluated);
        QVERIFY(r.verdict.pass);
        QVERIFY(qAbs(r.verdict.rpsRatio - 2.39142) < 1e-4);
        QVERIFY(qAbs(r.verdict.p99Headroom - 6.15764) < 1e-4);
        QCOMPARE(bw::suiteHeadroomText(r, "en"), QString("2.4x RPS target, 6.2x p99 headroom"));
        QCOMPARE(bw::suiteHeadroomText(r, "ko"), QString::fromUtf8("RPS 목표 대비 2.4배, p99 여유 6.2배"));

        // below the floor and above the ceiling
        bw::RunResult slow = result(40000, 6000);
        slow.slo = slo;
        slow.verdict = bw::evaluateSlo(slo, slow);
        QVERIFY(!slow.verdict.pass);
        QVERIFY(!slow.verdict.rpsPass);
        QVERIFY(!slow.verdict.p99Pass);
        QCOMPARE(slow.verdict.rpsRatio, 0.8);
        QVERIFY(slow.verdict.p99Headroom < 1.0);

        // the error-rate ceiling alone: 5 of 1000 requests failed vs <= 1 %
        bw::Slo errorsOnly;
        errorsOnly.maxErrorRate = 0.01;
        bw::RunResult e = result(1000, 100, 1000, 5);
        e.slo = errorsOnly;
        e.verdict = bw::evaluateSlo(errorsOnly, e);
        QVERIFY(e.verdict.pass);
        QCOMPARE(e.verdict.errorRate, 0.005);
        QCOMPARE(bw::suiteHeadroomText(e, "en"), QString("0.5% errors, ceiling 1%"));

        // records: a run that could not run fails the suite, a stopped one neither passes nor fails
        bw::SuiteRunRecord notRun;
        QVERIFY(notRun.failed());
        QVERIFY(!notRun.passed());
        bw::SuiteRunRecord stopped;
        stopped.ran = true;
        stopped.result = slow;
        stopped.result.status = bw::RunStatus::Stopped;
        QVERIFY(!stopped.failed());
        QVERIFY(!stopped.passed());
        bw::SuiteRunRecord passed;
        passed.ran = true;
        passed.result = r;
        QVERIFY(passed.passed());
        bw::SuiteOutcome o;
        o.records = {notRun, stopped, passed};
        QCOMPARE(o.passedCount(), 1);
        QCOMPARE(o.failedCount(), 1);
        QVERIFY(o.anyFailed());
    }
};

BW_TEST_GUILESS_MAIN(TestSuitePlan)
#include "tst_suite_plan.moc"

// SuiteRunner against in-process loopback servers (and the demo target when
// it is built): ramping stages reach their targets, a stop mid-suite keeps
// the finished runs in the history under the suite run, progress is readable
// from another thread, targets that cannot start are reported per run, and a
// matrix of demo-target cells runs and measures each cell's process, and a
// capacity scenario searches, keeps its steps as one group under the suite
// run and is reported beside the fixed-load run.
#include "compare/comparison_text.h"
#include "history/history_store.h"
#include "loopback_server.h"
#include "report/markdown_report.h"
#include "suite/suite_ab.h"
#include "suite/suite_report.h"
#include "suite/suite_result_json.h"
#include "suite/suite_parser.h"
#include "suite/suite_requirements.h"
#include "suite_fixture.h"
#include "suite/suite_runner.h"
#include "test_main.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using bwtest::LoopbackServer;

// Declared before the fixtures: moc does not understand raw string literals.
class TestSuiteRunner : public QObject {
    Q_OBJECT
private slots:
    void rampingStagesReachTheirTargets();
    void stopMidSuiteKeepsFinishedRuns();
    void targetsThatCannotStartAreReportedPerRun();
    void missingRuntimeSkipsItsTargetOnly();
    void demoMatrixRunsEachCellInItsOwnProcess();
    void abScenarioAlternatesAndCompares();
    void abScenarioKeepsBothDemoTargetsUp();
    void mixScenarioJudgesEachRequest();
    void capacityScenarioSearchesBesideAFixedLoad();
};


namespace {

std::string urlSuite(const std::string& base, const std::string& scenarios, const std::string& extra = {})
{
    return R"({"schema": "benchwork.suite/1", "name": "t", "targets": [{"name": "local", "url": ")" + base + R"("}],
              "scenarios": [)" + scenarios + "]" + extra + "}";
}

// Polls `cond` every 20 ms until it holds or `ms` pass.
template <typename F>
bool waitFor(F cond, int ms)
{
    QElapsedTimer t;
    t.start();
    while (!cond()) {
        if (t.elapsed() > ms)
            return false;
        QThread::msleep(20);
    }
    return true;
}

} // namespace

void TestSuiteRunner::rampingStagesReachTheirTargets()
{
    LoopbackServer srv(LoopbackServer::Mode::Slow, 20);   // ~50 req/s per VU
    QVERIFY(srv.start());
    bw::Suite s = bwtest::parseSuiteOrDie(urlSuite(srv.url(""),
                                 R"({"id": "ramp", "request": {"path": "/ramp"},
                                     "load": {"vus": 1, "threads": 2, "engine": "native",
                                              "stages": [{"duration": "1s", "target": 6}, {"duration": "1s", "target": 6},
                                                         {"duration": "500ms", "target": 2}]},
                                     "slo": {"rps": 1, "errorRate": "0%"}})"));
    bw::SuiteRunner runner(s, bwtest::planSuiteOrDie(s));
    runner.run();
    bw::SuiteOutcome o = runner.outcome();
    QCOMPARE(o.status, bw::SuiteStatus::Complete);
    QCOMPARE(int(o.records.size()), 1);
    const bw::RunResult& r = o.records[0].result;
    QVERIFY2(o.records[0].ran, o.records[0].error.c_str());
    QVERIFY(r.series.size() >= 3);
    int peak = 0;
    for (const auto& sec : r.series)
        peak = std::max(peak, sec.activeVus);
    QCOMPARE(peak, 6);
    QVERIFY(r.series.back().activeVus <= 3);
    QVERIFY(r.requests > 100);
    QVERIFY(r.config.url.find("/ramp") != std::string::npos);
    QVERIFY(o.records[0].passed());
    QCOMPARE(o.historyError, std::string());   // nothing asked to be saved
    QCOMPARE(o.suiteRunId, int64_t(0));
}

void TestSuiteRunner::stopMidSuiteKeepsFinishedRuns()
{
    LoopbackServer srv(LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string db = dir.filePath("history.sqlite").toStdString();
    const std::string base = srv.url("");
    const char* scenario = R"({"id": "%1", "request": {"path": "/%1"}, "load": {"vus": 4, "threads": 1, "duration": "1500ms"}})";
    std::string scenarios;
    for (const char* id : {"a", "b", "c"})
        scenarios += (scenarios.empty() ? "" : ",") + QString(scenario).arg(id).toStdString();
    bw::Suite s = bwtest::parseSuiteOrDie(urlSuite(base, scenarios, R"(, "cooldown": "200ms")"));
    bw::SuitePlan p = bwtest::planSuiteOrDie(s);
    bw::SuiteRunOptions ro;
    ro.historyPath = db;
    bw::SuiteRunner runner(s, p, ro);
    QCOMPARE(runner.progress().stage, bw::SuiteStage::Idle);
    runner.start();

    // the first run ends, the second is under way: read progress from this thread
    QVERIFY(waitFor([&] { return runner.recordsFrom(0).size() == 1; }, 15000));
    QVERIFY(waitFor([&] {
        auto pr = runner.progress();
        return pr.stage == bw::SuiteStage::Running && pr.runIndex == 1 && pr.live.phase == bw::Phase::Measured
               && pr.live.requestsDone > 0;
    }, 10000));
    bw::SuiteProgress pr = runner.progress();
    QCOMPARE(pr.runCount, 3);
    QCOMPARE(QString::fromStdString(pr.scenarioId), QString("b"));
    QCOMPARE(pr.finishedRuns, 1);
    QCOMPARE(pr.passedRuns, 1);   // no SLO: a complete run passes
    QVERIFY(pr.remainingSec > 1.5);                   // the rest of b, the cooldown and c
    QVERIFY(pr.remainingSec <= 1.5 + 0.2 + 1.5 + 0.01);
    QVERIFY(pr.elapsedSec > 1.5);

    runner.stop();
    QVERIFY(runner.waitFinished(std::chrono::seconds(15)));
    bw::SuiteOutcome o = runner.outcome();
    QCOMPARE(o.status, bw::SuiteStatus::Stopped);
    QCOMPARE(int(o.records.size()), 2);                 // c never started
    QCOMPARE(o.records[0].result.status, bw::RunStatus::Complete);
    QCOMPARE(o.records[1].result.status, bw::RunStatus::Stopped);
    QVERIFY(!o.anyFailed());
    QVERIFY(o.suiteRunId > 0);
    QCOMPARE(runner.progress().stage, bw::SuiteStage::Finished);

    bw::HistoryStore store;
    QVERIFY(store.open(db));
    auto suites = store.listSuiteRuns();
    QCOMPARE(int(suites.size()), 1);
    QCOMPARE(QString::fromStdString(suites[0].status), QString("stopped"));
    QCOMPARE(QString::fromStdString(suites[0].name), QString("t"));
    bw::RunFilter f;
    f.suiteRunId = o.suiteRunId;
    f.sort = bw::RunSortKey::Started;
    f.descending = false;
    auto rows = store.listRuns(f);
    QCOMPARE(int(rows.size()), 2);
    QCOMPARE(QString::fromStdString(rows[0].name), QString("t / a / local"));
    QCOMPARE(QString::fromStdString(rows[0].status), QString("complete"));
    QCOMPARE(QString::fromStdString(rows[1].status), QString("stopped"));
    QCOMPARE(rows[0].id, o.records[0].historyId);
    QVERIFY(std::find(rows[0].tags.begin(), rows[0].tags.end(), "scenario:a") != rows[0].tags.end());
}

void TestSuiteRunner::targetsThatCannotStartAreReportedPerRun()
{
    LoopbackServer busy(LoopbackServer::Mode::Ok);
    QVERIFY(busy.start());
    const int free = bwtest::unusedPort();
    std::string json = R"({"schema": "benchwork.suite/1", "name": "t",
        "targets": [{"name": "missing", "command": ["benchwork-no-such-command-xyz"], "url": "http:\/\/127.0.0.1:)"
                       + std::to_string(free) + R"("},
                    {"name": "taken", "command": ["sleep", "30"], "url": "http:\/\/127.0.0.1:)"
                       + std::to_string(busy.port()) + R"("}],
        "scenarios": [{"id": "a", "target": "missing"}, {"id": "b", "target": "missing"}, {"id": "c", "target": "taken"}]})";
    bw::Suite s = bwtest::parseSuiteOrDie(json);
    bw::SuiteRunner runner(s, bwtest::planSuiteOrDie(s));
    runner.run();
    bw::SuiteOutcome o = runner.outcome();
    QCOMPARE(o.status, bw::SuiteStatus::Failed);
    QCOMPARE(int(o.records.size()), 3);
    for (const auto& r : o.records) {
        QVERIFY(!r.ran);
        QVERIFY(r.failed());
    }
    QVERIFY2(QString::fromStdString(o.records[0].error).contains("did not start"), o.records[0].error.c_str());
    QVERIFY2(QString::fromStdString(o.records[0].error).contains("benchwork-no-such-command-xyz"), o.records[0].error.c_str());
    // a server already on the port would be measured instead: refused before starting anything
    QVERIFY2(QString::fromStdString(o.records[2].error).contains("something else already answers"), o.records[2].error.c_str());
    QCOMPARE(o.failedCount(), 3);
    QCOMPARE(busy.requests(), uint64_t(0));
}

// A target whose runtime is missing is skipped, naming what to install, and
// the suite still completes; a runtime found in the target's search path
// runs, and its version is recorded in the run's environment.
void TestSuiteRunner::missingRuntimeSkipsItsTargetOnly()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath("rt/bin"));
    {
        QFile fake(dir.filePath("rt/bin/fakert"));   // a "runtime" that only knows its version
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("#!/bin/sh\necho 9.9.1\n");
        fake.close();
        fake.setPermissions(fake.permissions() | QFileDevice::ExeOwner);
        QFile srv(dir.filePath("srv.js"));
        QVERIFY(srv.open(QIODevice::WriteOnly));
        srv.write("require('http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');\n");
    }
    const std::string port = std::to_string(bwtest::unusedPort());
    const std::string json = R"({"schema": "benchwork.suite/1", "name": "rt",
        "targets": [{"name": "absent", "command": ["benchwork-no-such-runtime", "x.js"], "url": "http:\/\/127.0.0.1:1",
                     "requires": ["benchwork-no-such-runtime"], "install": "scripts/install-deps.sh examples"},
                    {"name": "present", "command": ["node", "srv.js"], "url": "http:\/\/127.0.0.1:)" + port + R"(",
                     "env": {"PORT": ")" + port + R"("}, "searchPath": ["rt/bin"], "requires": ["node", "fakert", "./srv.js"],
                     "version": ["fakert", "--version"]}],
        "defaults": {"load": {"vus": 2, "threads": 1, "requests": 20}},
        "scenarios": [{"id": "a", "target": "absent"}, {"id": "b", "target": "present"}]})";
    bw::Suite s = bwtest::parseSuiteOrDie(json);
    for (auto& t : s.targets)
        t.launch.workingDir = dir.path().toStdString();
    const bw::MissingProgram m = bw::findMissingProgram(*s.findTarget("absent"));
    QCOMPARE(QString::fromStdString(bw::missingProgramText(m)),
             QString::fromUtf8("benchwork-no-such-runtime not found \u2014 scripts/install-deps.sh examples"));
    QVERIFY(!bw::findMissingProgram(*s.findTarget("present")).missing());
    bw::SuiteRunner runner(s, bwtest::planSuiteOrDie(s));
    runner.run();
    bw::SuiteOutcome o = runner.outcome();
    QCOMPARE(o.status, bw::SuiteStatus::Complete);   // a skip does not fail the suite
    QCOMPARE(int(o.records.size()), 2);
    const bw::SuiteRunRecord& skipped = o.records[0];
    QVERIFY(skipped.skipped && !skipped.ran && !skipped.failed() && !skipped.passed());
    QCOMPARE(QString::fromStdString(skipped.missingProgram), QString("benchwork-no-such-runtime"));
    QCOMPARE(QString::fromStdString(skipped.error), QString::fromStdString(bw::missingProgramText(m)));
    const bw::SuiteRunRecord& ran = o.records[1];
    QVERIFY2(ran.ran, ran.error.c_str());
    QCOMPARE(QString::fromStdString(ran.result.environment.targetRuntime), QString("fakert 9.9.1"));
    QCOMPARE(o.skippedCount(), 1);
    QCOMPARE(o.failedCount(), 0);
    const QJsonObject j = bw::suiteOutcomeToJson(s, o, {});
    QCOMPARE(j.value("skipped").toInt(), 1);
    QVERIFY(j.value("runs").toArray()[0].toObject().value("skipped").toBool());
    QCOMPARE(j.value("runs").toArray()[0].toObject().value("install").toString(), QString("scripts/install-deps.sh examples"));
    const QString md = bw::reportToMarkdown(bw::buildSuiteReport(s, bwtest::planSuiteOrDie(s), o, {}, "en"));
    QVERIFY2(md.contains("a on absent was skipped: benchwork-no-such-runtime not found (install it with "
                         "scripts/install-deps.sh examples)."), qPrintable(md));
    QVERIFY2(md.contains("runtime fakert 9.9.1"), qPrintable(md));
}

void TestSuiteRunner::demoMatrixRunsEachCellInItsOwnProcess()
{
    const QString bin = qEnvironmentVariable("BENCHWORK_BIN_DIR") + "/benchwork-target";
    if (!QFileInfo(bin).isExecutable())
        QSKIP("benchwork-target is not built (BENCHWORK_BIN_DIR)");
    // 100 requests, not 1 s: pinned to a busy core, the demo once answered
    // none within a second (shaking run, two CPU hogs); the SLO only has to pass
    bw::Suite s = bwtest::parseSuiteOrDie(R"({"schema": "benchwork.suite/1", "name": "dm",
        "targets": [{"name": "demo", "demo": true, "documents": 50}],
        "defaults": {"load": {"vus": 4, "threads": 1, "requests": 100}, "slo": {"rps": 1, "p99": "10s"}},
        "scenarios": [{"id": "json", "request": {"path": "/json"}},
                      {"id": "find", "request": {"path": "/db/find/7"}}],
        "matrix": {"targets": ["demo"], "cpus": [[0], [0, 1]], "scenarios": ["find"]}})");
    bw::SuiteRunOptions ro;
    ro.demoBinary = bin.toStdString();
    bw::SuitePlan p = bwtest::planSuiteOrDie(s);
    QCOMPARE(int(p.runs.size()), 2);
    bw::SuiteRunner runner(s, p, ro);
    runner.run();
    bw::SuiteOutcome o = runner.outcome();
    QCOMPARE(o.status, bw::SuiteStatus::Complete);
    QCOMPARE(int(o.records.size()), 2);
    int64_t pids[2] = {0, 0};
    for (int i = 0; i < 2; ++i) {
        const auto& r = o.records[size_t(i)];
        QVERIFY2(r.ran, r.error.c_str());
        QVERIFY(r.result.requests > 0);
        QCOMPARE(r.result.errors.total(), uint64_t(0));
        QVERIFY(r.result.target.present);
        QVERIFY(r.result.target.peakRssBytes > 0);
        QVERIFY(r.result.config.url.find("/db/find/7") != std::string::npos);
        QVERIFY(r.passed());
        pids[i] = r.result.target.pid;
    }
    QCOMPARE(o.records[1].cpus, (std::vector<int>{0, 1}));
    QVERIFY(pids[0] != pids[1]);   // each cell started its own target
}

void TestSuiteRunner::abScenarioAlternatesAndCompares()
{
    // A answers at once, B after 20 ms: every B round is slower than every A
    // round, the smallest p four rounds a side can give (2/70).
    LoopbackServer fast(LoopbackServer::Mode::Ok);
    LoopbackServer slow(LoopbackServer::Mode::Slow, 20);
    QVERIFY(fast.start());
    QVERIFY(slow.start());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string db = dir.filePath("history.sqlite").toStdString();
    bw::Suite s = bwtest::parseSuiteOrDie(R"({"schema": "benchwork.suite/1", "name": "abt",
        "targets": [{"name": "fast", "url": ")" + fast.url("") + R"("}, {"name": "slow", "url": ")" + slow.url("") + R"("}],
        "scenarios": [{"id": "cmp", "ab": {"a": "fast", "b": "slow"}, "rounds": 4, "request": {"path": "/json"},
                       "load": {"vus": 2, "threads": 1, "requests": 30}, "slo": {"rps": 1}}]})");
    bw::SuitePlan p = bwtest::planSuiteOrDie(s);
    QCOMPARE(int(p.runs.size()), 8);
    bw::SuiteRunOptions ro;
    ro.historyPath = db;
    bw::SuiteRunner runner(s, p, ro);
    runner.run();
    const bw::SuiteOutcome o = runner.outcome();
    QCOMPARE(o.status, bw::SuiteStatus::Complete);
    QCOMPARE(int(o.records.size()), 8);
    for (int i = 0; i < 8; ++i) {
        const bw::SuiteRunRecord& r = o.records[size_t(i)];
        QVERIFY2(r.ran, r.error.c_str());
        QCOMPARE(r.side, std::string(i % 2 ? "b" : "a"));
        QCOMPARE(r.round, i / 2 + 1);
        QCOMPARE(r.targetName, std::string(i % 2 ? "slow" : "fast"));
        const std::string base = i % 2 ? slow.url("") : fast.url("");
        QVERIFY2(r.result.config.url.rfind(base, 0) == 0, r.result.config.url.c_str());   // each run loaded its own side
        QVERIFY(r.historyId > 0);
    }

    // One A/B group in the history, sides a and b, as `benchwork-cli ab` keeps it.
    const int64_t group = o.records[0].roundGroupId;
    QVERIFY(group > 0);
    bw::HistoryStore store;
    QVERIFY(store.open(db));
    const auto g = store.roundGroup(group);
    QVERIFY(g);
    QCOMPARE(g->kind, std::string("ab"));
    QCOMPARE(g->rounds, 4);
    const std::vector<bw::RunRow> rows = store.roundGroupRuns(group);
    QCOMPARE(int(rows.size()), 8);
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(rows[size_t(i)].roundSide, std::string(i % 2 ? "b" : "a"));
        QCOMPARE(rows[size_t(i)].roundIndex, i / 2 + 1);
        QCOMPARE(rows[size_t(i)].suiteRunId, o.suiteRunId);
    }

    // The comparison: B significantly slower in requests/s.
    const auto c = bw::suiteAbComparison(o, "cmp");
    QVERIFY(c);
    QCOMPARE(c->targetA, std::string("fast"));
    QCOMPARE(c->targetB, std::string("slow"));
    QCOMPARE(int(c->sides.a.size()), 4);
    QCOMPARE(int(c->sides.b.size()), 4);
    const bw::MetricComparison& rps = c->comparison.metric(bw::Metric::Rps);
    QVERIFY(rps.available);
    QVERIFY2(rps.regressed(), qPrintable(bw::changeCell(rps)));
    QVERIFY(rps.stats.test.pValue < 0.05);
    const QString headline = bw::comparisonHeadline(c->comparison, "B");
    QVERIFY2(headline.startsWith("B is ") && headline.contains("slower, p = 0.029, 4 rounds each"), qPrintable(headline));
    QVERIFY(!bw::suiteAbComparison(o, "nope"));

    // The result JSON and the report carry it.
    const QJsonObject json = bw::suiteOutcomeToJson(s, o, {});
    const QJsonArray ab = json.value("abComparisons").toArray();
    QCOMPARE(ab.size(), 1);
    const QJsonObject entry = ab[0].toObject();
    QCOMPARE(entry.value("scenario").toString(), QString("cmp"));
    QCOMPARE(entry.value("roundGroupId").toDouble(), double(group));
    const QJsonObject cmp = entry.value("comparison").toObject();
    QCOMPARE(cmp.value("metrics").toObject().value("rps").toObject().value("verdict").toString(), QString("worse"));
    QCOMPARE(cmp.value("a").toObject().value("runs").toArray().size(), 4);
    QCOMPARE(json.value("runs").toArray()[1].toObject().value("side").toString(), QString("b"));
    const QString md = bw::reportToMarkdown(bw::buildSuiteReport(s, p, o, {}, "en"));
    QVERIFY2(md.contains("A/B comparison: cmp"), qPrintable(md));
    QVERIFY2(md.contains(QString::fromUtf8("A \u2192 B: ") + headline), qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("A/B group g%1").arg(group)), qPrintable(md));
    const QString ko = bw::reportToMarkdown(bw::buildSuiteReport(s, p, o, {}, "ko"));
    QVERIFY2(!ko.contains("A/B comparison: cmp") && ko.contains("cmp"), qPrintable(ko));
}

void TestSuiteRunner::abScenarioKeepsBothDemoTargetsUp()
{
    const QString bin = qEnvironmentVariable("BENCHWORK_BIN_DIR") + "/benchwork-target";
    if (!QFileInfo(bin).isExecutable())
        QSKIP("benchwork-target is not built (BENCHWORK_BIN_DIR)");
    bw::Suite s = bwtest::parseSuiteOrDie(R"({"schema": "benchwork.suite/1", "name": "abd",
        "targets": [{"name": "d1", "demo": true, "documents": 50}, {"name": "d2", "demo": true, "documents": 50}],
        "scenarios": [{"id": "same", "ab": {"a": "d1", "b": "d2"}, "rounds": 2, "request": {"path": "/json"},
                       "load": {"vus": 2, "threads": 1, "requests": 50}}]})");
    bw::SuiteRunOptions ro;
    ro.demoBinary = bin.toStdString();
    bw::SuiteRunner runner(s, bwtest::planSuiteOrDie(s), ro);
    runner.run();
    const bw::SuiteOutcome o = runner.outcome();
    QCOMPARE(o.status, bw::SuiteStatus::Complete);
    QCOMPARE(int(o.records.size()), 4);
    int64_t pid[2] = {0, 0};
    for (const bw::SuiteRunRecord& r : o.records) {
        QVERIFY2(r.ran, r.error.c_str());
        QVERIFY(r.result.target.present);
        QCOMPARE(r.result.errors.total(), uint64_t(0));
        int64_t& side = pid[r.side == "b" ? 1 : 0];
        if (!side)
            side = r.result.target.pid;
        QCOMPARE(r.result.target.pid, side);   // one process a side, up through the scenario
    }
    QVERIFY(pid[0] > 0 && pid[1] > 0 && pid[0] != pid[1]);
    QCOMPARE(o.records[0].roundGroupId, int64_t(0));   // nothing saved
    const auto c = bw::suiteAbComparison(o, "same");
    QVERIFY(c);
    QCOMPARE(c->comparison.roundsA, size_t(2));
    QCOMPARE(c->comparison.roundsB, size_t(2));
}

void TestSuiteRunner::mixScenarioJudgesEachRequest()
{
    LoopbackServer srv(LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    bw::Suite s = bwtest::parseSuiteOrDie(urlSuite(srv.url(""),
                                 R"({"id": "mixed", "load": {"vus": 2, "threads": 1, "requests": 300},
                                     "mix": {"requests": [{"name": "ok", "path": "/ok", "weight": 2}, {"name": "busy", "path": "/status/503"}]},
                                     "slo": {"ok": {"errorRate": "0%"}, "busy": {"errorRate": "0%"}}})"));
    const bw::SuitePlan plan = bwtest::planSuiteOrDie(s);
    bw::SuiteRunner runner(s, plan);
    runner.run();
    const bw::SuiteOutcome o = runner.outcome();
    QCOMPARE(int(o.records.size()), 1);
    QVERIFY2(o.records[0].ran, o.records[0].error.c_str());
    const bw::RunResult& r = o.records[0].result;
    QCOMPARE(r.requests, uint64_t(300));
    QCOMPARE(int(r.byRequest.size()), 2);
    QVERIFY(r.byRequest[0].verdict.evaluated && r.byRequest[0].verdict.pass);
    QVERIFY(r.byRequest[1].verdict.evaluated && !r.byRequest[1].verdict.pass);
    QVERIFY(r.verdict.evaluated && !r.verdict.pass);   // one request's SLO failed: the run's did
    QVERIFY(!o.records[0].passed());
    const QString md = bw::reportToMarkdown(bw::buildSuiteReport(s, plan, o, {}, "en"));
    QVERIFY2(md.contains("Requests by entry") && md.contains("| busy | GET | /status/503 |"), qPrintable(md));
}

BW_TEST_GUILESS_MAIN(TestSuiteRunner)
#include "tst_suite_runner.moc"

void TestSuiteRunner::capacityScenarioSearchesBesideAFixedLoad()
{
    // A server of 400 req/s: a fixed load of 100 req/s on a 50 RPS floor,
    // then a search from 100 req/s with short steps.
    LoopbackServer srv(LoopbackServer::Mode::Capacity, 400);
    QVERIFY(srv.start());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string db = dir.filePath("history.sqlite").toStdString();
    bw::Suite s = bwtest::parseSuiteOrDie(urlSuite(srv.url(""), R"(
        {"id": "fixed", "load": {"vus": 4, "threads": 1, "rate": 100, "duration": "500ms"}, "slo": {"rps": 50, "p99": "50ms"}},
        {"id": "cap", "kind": "capacity", "load": {"vus": 8, "threads": 1}, "slo": {"rps": 50, "p99": "50ms"},
         "capacity": {"from": 100, "step": "300ms", "warmup": "100ms", "precision": "10%", "confirm": 1, "maxSteps": 8}})"));
    bw::SuitePlan p = bwtest::planSuiteOrDie(s);
    QCOMPARE(int(p.runs.size()), 2);
    QVERIFY(p.runs[1].capacity);
    bw::SuiteRunOptions ro;
    ro.historyPath = db;
    bw::SuiteRunner runner(s, p, ro);
    runner.run();
    const bw::SuiteOutcome o = runner.outcome();
    QCOMPARE(int(o.records.size()), 2);
    const bw::SuiteRunRecord& cap = o.records[1];
    QVERIFY2(cap.ran, cap.error.c_str());
    QVERIFY(cap.capacity);
    const bw::CapacityResult& c = *cap.capacity;
    QVERIFY(c.outcome != bw::CapacityOutcome::Running && c.outcome != bw::CapacityOutcome::RunFailed);
    QVERIFY(!c.steps.empty() && c.steps.front().plan.rate == 100);
    QCOMPARE(cap.passed(), c.exitStatus() == 0);
    QVERIFY(cap.historyId > 0);   // the record's run: a step of the search
    QVERIFY(cap.result.config.rate > 0);

    // Its steps: one capacity group, under the suite run.
    QVERIFY(c.groupId > 0);
    QCOMPARE(cap.roundGroupId, c.groupId);
    bw::HistoryStore store;
    QVERIFY(store.open(db));
    QCOMPARE(store.roundGroup(c.groupId)->kind, std::string("capacity"));
    const auto steps = store.roundGroupRuns(c.groupId);
    QCOMPARE(steps.size(), c.steps.size());
    for (const bw::RunRow& row : steps)
        QCOMPARE(row.suiteRunId, o.suiteRunId);

    // The JSON and the report: the search beside the fixed-load run.
    const QJsonObject json = bw::suiteOutcomeToJson(s, o, {});
    QCOMPARE(json.value("runs").toArray()[1].toObject().value("capacity").toObject().value("schema").toString(),
             QString("benchwork.capacity/1"));
    const QString md = bw::reportToMarkdown(bw::buildSuiteReport(s, p, o, {}, "en"));
    QVERIFY2(md.contains("## Capacity under the SLO") && md.contains("| Scenario | Target | Max sustainable |"), qPrintable(md));
    QVERIFY2(md.contains("Headroom against the RPS floor") && md.contains("fixed, at fixed load"), qPrintable(md));
    if (c.maxRate > 0)
        QVERIFY2(md.contains("cap, max sustainable") && md.contains("<svg xmlns"), qPrintable(md));
}

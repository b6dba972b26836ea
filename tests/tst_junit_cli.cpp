// --junit FILE on the commands, called in-process against loopback servers
// (127.0.0.1, at most a few seconds of load each) and a synthetic history:
// the file is valid against tests/data/junit.xsd, its failures agree with
// the exit status, which --junit leaves alone, and its messages are the
// sentences the command printed. A path that cannot be written is refused
// before anything runs, naming the file, with exit status 2.
#include "cli/commands.h"
#include "cli_inprocess.h"
#include "history/history_store.h"
#include "junit_check.h"
#include "loopback_server.h"
#include "run_result_fixture.h"
#include "test_main.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using bwtest::callCli;
using Outcome = bwtest::CliOutcome;

} // namespace

class TestJUnitCli : public QObject {
    Q_OBJECT
    QTemporaryDir tmp_;

    std::string path(const char* name) const { return tmp_.filePath(name).toStdString(); }

    // Read back and checked against the schema (when xmllint is there).
    static bwtest::JUnitReadFile checked(const std::string& file)
    {
        const QString f = QString::fromStdString(file);
        if (!bwtest::xmllintPath().isEmpty()) {
            const QString errors = bwtest::junitSchemaErrors(f);
            [&] { QVERIFY2(errors.isEmpty(), qPrintable(errors)); }();
        }
        const bwtest::JUnitReadFile r = bwtest::readJUnitFile(f);
        [&] {
            QVERIFY2(r.parseError.isEmpty(), qPrintable(r.parseError));
            QVERIFY2(r.countsProblem().isEmpty(), qPrintable(r.countsProblem()));
        }();
        return r;
    }

private slots:
    void initTestCase() { QVERIFY(tmp_.isValid()); }

    // Refused before anything runs: "-" (stdout carries the summary), a
    // missing folder, and trend's --junit without --check.
    void badJUnitPathsExitTwo()
    {
        const std::string missing = path("no-such-folder/j.xml");
        Outcome o = callCli(bwcli::suiteCommand, {"suite", "/nonexistent.json", "--junit", missing});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains("--junit: cannot write '" + QString::fromStdString(missing) + "'"), qPrintable(o.err));
        o = callCli(bwcli::capacityCommand, {"capacity", "--slo-p99", "5ms", "--junit", "-", "http://127.0.0.1:1/"});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains("--junit: give a file name"), qPrintable(o.err));
        o = callCli(bwcli::abCommand, {"ab", "--junit", missing, "http://127.0.0.1:1/", "http://127.0.0.1:2/"});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains("--junit: cannot write"), qPrintable(o.err));
        o = bwtest::callHistory({"trend", "--junit", path("t.xml")}, path("empty.sqlite"));
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains("give --check too"), qPrintable(o.err));
        QVERIFY(!QFile::exists(tmp_.filePath("t.xml")));
    }

    // A suite with a run that meets its SLO, one that cannot (a floor of a
    // billion requests/s) and one whose runtime is missing: exit 1, and the
    // file says which failed and why, in the words of the run's line.
    void suiteFileAgreesWithItsLines()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        const QString suite = tmp_.filePath("s.json");
        QFile f(suite);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"schema": "benchwork.suite/1", "name": "ci <check>",
            "targets": [{"name": "local", "url": ")" + QByteArray::fromStdString(srv.url("")) + R"("},
                        {"name": "bunny", "command": ["benchwork-no-such-bun"], "url": "http:\/\/127.0.0.1:1",
                         "requires": ["benchwork-no-such-bun"], "install": "scripts/install-deps.sh examples"}],
            "defaults": {"load": {"vus": 1, "threads": 1, "duration": "1s"}},
            "scenarios": [{"id": "ok", "target": "local", "slo": {"rps": 1, "p99": "1s"}},
                          {"id": "impossible", "target": "local", "slo": {"rps": 1000000000}},
                          {"id": "there", "target": "bunny"}]})");
        f.close();
        const std::string junit = path("suite.xml");
        const Outcome o = callCli(bwcli::suiteCommand, {"suite", suite.toStdString(), "--no-save", "--warmup", "0s", "--junit", junit});
        QVERIFY2(o.code == 1, qPrintable(o.out + o.err));
        QVERIFY2(o.out.contains("JUnit written to " + QString::fromStdString(junit)), qPrintable(o.out));
        const bwtest::JUnitReadFile j = checked(junit);
        QCOMPARE(int(j.cases.size()), 3);
        QCOMPARE(j.find("ok @ local")->verdict, QString("passed"));
        const bwtest::JUnitReadCase* bad = j.find("impossible @ local");
        QCOMPARE(bad->verdict, QString("failure"));
        // the run's line: "... FAIL  0x RPS target"; the failure: "SLO FAIL: 0x RPS target"
        const QString headroom = bad->message.mid(QString("SLO FAIL: ").size());
        QVERIFY2(bad->message.startsWith("SLO FAIL: ") && o.out.contains("FAIL  " + headroom), qPrintable(bad->message + "\n" + o.out));
        QCOMPARE(j.find("there @ bunny")->verdict, QString("skipped"));
        QCOMPARE(j.cases[0].classname, QString("ci <check>"));
        QVERIFY(srv.requests() > 0);
    }

    // A server that answers in 30 ms against a 10 ms ceiling: no rate holds,
    // exit 1; the answer's case fails with the answer the command printed last.
    void capacityFileFailsWithTheSearch()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Slow, 30);
        QVERIFY(srv.start());
        const std::string junit = path("capacity.xml");
        const Outcome o = callCli(bwcli::capacityCommand, {"capacity", "--slo-p99", "10ms", "--from", "16", "--min", "4", "--step", "1s",
                                                        "--warmup", "0", "-c", "4", "-t", "1", "--no-save", "--junit", junit, srv.url("/")});
        QVERIFY2(o.code == 1, qPrintable(o.out + o.err));
        const bwtest::JUnitReadFile j = checked(junit);
        const int steps = int(o.out.split('\n').filter(QRegularExpression("^step +\\d")).size());
        QCOMPARE(int(j.cases.size()), steps + 1);
        const bwtest::JUnitReadCase& answer = j.cases.back();
        QVERIFY2(answer.verdict == "failure" || answer.verdict == "error", qPrintable(answer.verdict));
        QVERIFY2(!answer.message.isEmpty() && o.out.contains("\n" + answer.message + "\n"), qPrintable(answer.message + "\n" + o.out));
        QCOMPARE(j.count("failure") + j.count("error"), 1);
    }

    // B answers 5 ms slower on one connection: its throughput is a fraction
    // of A's in every round, so requests/s fails as "B is worse"; the rounds
    // ran and had no SLO, so the exit status is 0, as without --junit.
    void abFileFailsTheWorseMetric()
    {
        bwtest::LoopbackServer a(bwtest::LoopbackServer::Mode::Ok), b(bwtest::LoopbackServer::Mode::Slow, 5);
        QVERIFY(a.start() && b.start());
        const std::string junit = path("ab.xml");
        const Outcome o = callCli(bwcli::abCommand, {"ab", "--rounds", "6", "-d", "300ms", "-w", "0s", "--cooldown", "0s", "-c", "1", "-t", "1",
                                                  "--no-save", "--quiet", "--junit", junit, a.url("/"), b.url("/")});
        QVERIFY2(o.code == 0, qPrintable(o.out + o.err));
        const bwtest::JUnitReadFile j = checked(junit);
        QCOMPARE(j.count("passed") + j.count("failure"), int(j.cases.size()));
        for (int round = 1; round <= 6; ++round)
            for (const char* side : {"A", "B"})
                QCOMPARE(j.find(QString("%1 round %2/6").arg(side).arg(round))->verdict, QString("passed"));
        const bwtest::JUnitReadCase* rps = j.find("requests/s");
        QVERIFY(rps);
        QVERIFY2(rps->verdict == "failure" && rps->message.startsWith("B is worse: requests/s"), qPrintable(rps->message + "\n" + o.out));
        QVERIFY2(o.out.contains("B is ") && o.out.contains("slower"), qPrintable(o.out));
    }

    // The issue's history (six runs at ~920 req/s, four at ~680): exit 1 and
    // a failing case carrying the command's sentence; after --accept, exit 0
    // and no failure.
    void trendCheckFileFollowsTheCheck()
    {
        const std::string db = path("trend.sqlite");
        {
            bw::HistoryStore store;
            QVERIFY2(store.open(db), store.lastError().c_str());
            int64_t clock = 1'700'000'000'000;
            for (double v : {921.0, 918.0, 924.0, 917.0, 922.0, 919.0, 681.0, 678.0, 683.0, 679.0})
                QVERIFY2(store.saveRun(bwtest::apiScenarioRun(v, 1e7 / v * 0.6, 1e7 / v * 1.2, clock += 60000)), store.lastError().c_str());
        }
        const std::string junit = path("trend.xml");
        Outcome o = bwtest::callHistory({"trend", "--check", "--junit", junit}, db);
        QVERIFY2(o.code == 1, qPrintable(o.out + o.err));
        bwtest::JUnitReadFile j = checked(junit);
        QCOMPARE(int(j.cases.size()), 1);
        QCOMPARE(j.cases[0].verdict, QString("failure"));
        QVERIFY2(o.err.contains("benchwork-cli history: " + j.cases[0].message + "\n"), qPrintable(j.cases[0].message + "\n" + o.err));
        QVERIFY(j.cases[0].message.contains("beginning with run #7"));

        o = bwtest::callHistory({"trend", "--check", "--accept", "7", "--junit", junit}, db);
        QVERIFY2(o.code == 0, qPrintable(o.out + o.err));
        j = checked(junit);
        QCOMPARE(j.cases[0].verdict, QString("passed"));
        QVERIFY2(j.cases[0].systemOut.contains("accepted"), qPrintable(j.cases[0].systemOut));
    }
};

BW_TEST_GUILESS_MAIN(TestJUnitCli)
#include "tst_junit_cli.moc"

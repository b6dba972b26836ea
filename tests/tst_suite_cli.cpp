// benchwork-cli suite as a user meets it: a broken suite file exits 2 naming
// the JSON path, --list shows the commands without starting them, a passing
// suite exits 0 with its line, table, report and JSON, a failing SLO exits 1.
#include "loopback_server.h"
#include "test_main.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

// Declared before the fixtures: moc does not understand raw string literals.
class TestSuiteCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void badInputExitsTwo();
    void listShowsCommandsAndRunsNothing();
    void passingSuiteExitsZeroWithReportAndJson();
    void failingSloExitsOne();
    void missingRuntimeIsSkippedNotFailed();

private:
    struct Out {
        int code;
        QString out;
        QString err;
    };
    Out run(const QStringList& args);
    QString write(const QString& name, const QByteArray& text);

    QString cli_;
    QTemporaryDir tmp_;
};

TestSuiteCli::Out TestSuiteCli::run(const QStringList& args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("BENCHWORK_DB", tmp_.filePath("history.sqlite"));
    p.setProcessEnvironment(env);
    p.start(cli_, QStringList{"suite"} + args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {-1, {}, "timed out"};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString TestSuiteCli::write(const QString& name, const QByteArray& text)
{
    const QString path = tmp_.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestSuiteCli::initTestCase()
{
    QByteArray dir = qgetenv("BENCHWORK_BIN_DIR");
    QVERIFY2(!dir.isEmpty(), "BENCHWORK_BIN_DIR must point at the build's bin folder");
    cli_ = QString::fromLocal8Bit(dir) + "/benchwork-cli";
    QVERIFY2(QFile::exists(cli_), qPrintable(cli_ + " is not built"));
    QVERIFY(tmp_.isValid());
}

void TestSuiteCli::badInputExitsTwo()
{
    const QString bad = write("bad.json", R"({"schema": "benchwork.suite/1", "name": "b",
        "targets": [{"name": "t", "url": "http:\/\/127.0.0.1:1"}], "scenarios": [{"id": "a", "slo": {"p99": 12}}]})");
    Out o = run({bad});
    QCOMPARE(o.code, 2);
    QVERIFY2(o.err.contains("$.scenarios[0].slo.p99: expected a duration like \"5ms\", got 12"), qPrintable(o.err));
    o = run({});
    QCOMPARE(o.code, 2);
    QVERIFY(o.err.contains("no suite file given"));
    o = run({"/nonexistent/suite.json"});
    QCOMPARE(o.code, 2);
    QVERIFY(o.err.contains("cannot read suite file"));
    const QString good = write("good.json", R"({"schema": "benchwork.suite/1", "name": "g",
        "targets": [{"name": "t", "url": "http:\/\/127.0.0.1:1"}], "scenarios": [{"id": "a"}]})");
    o = run({good, "--lang", "fr"});
    QCOMPARE(o.code, 2);
    QVERIFY(o.err.contains("--lang"));
    o = run({good, "--report", "out.pdf"});
    QCOMPARE(o.code, 2);
    QVERIFY(o.err.contains("must end in .html or .md"));
    o = run({good, "--scenario", "zzz"});
    QCOMPARE(o.code, 2);
    QVERIFY(o.err.contains("no scenario with the id \"zzz\""));
    o = run({good, "--duration", "soon"});
    QCOMPARE(o.code, 2);
    QVERIFY(o.err.contains("--duration"));
}

void TestSuiteCli::listShowsCommandsAndRunsNothing()
{
    const QString marker = tmp_.filePath("started");
    const QString path = write("cmd.json", R"({"schema": "benchwork.suite/1", "name": "c",
        "targets": [{"name": "srv", "command": "touch )" + marker.toUtf8() + R"(", "shell": true, "url": "http:\/\/127.0.0.1:1",
                     "env": {"PORT": "1"}}],
        "scenarios": [{"id": "a", "load": {"duration": "2s", "warmup": "1s"}}]})");
    Out o = run({path, "--list"});
    QCOMPARE(o.code, 0);
    QVERIFY2(o.out.contains("It starts these commands:"), qPrintable(o.out));
    QVERIFY(o.out.contains("srv: /bin/sh -c touch " + marker));
    QVERIFY(o.out.contains("PORT=1"));
    QVERIFY(o.out.contains("1. a @ srv  GET /, 3s"));
    QVERIFY(!QFile::exists(marker));
}

void TestSuiteCli::passingSuiteExitsZeroWithReportAndJson()
{
    bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    const QString path = write("pass.json", R"({"schema": "benchwork.suite/1", "name": "p",
        "targets": [{"name": "local", "url": ")" + QByteArray::fromStdString(srv.url("")) + R"("}],
        "defaults": {"load": {"vus": 2, "threads": 1, "duration": "5s"}, "slo": {"rps": 1, "p99": "1s", "errorRate": "1%"}},
        "scenarios": [{"id": "first", "request": {"path": "/a"}}, {"id": "second", "request": {"path": "/b"}}]})");
    const QString report = tmp_.filePath("r.html"), json = tmp_.filePath("r.json");
    Out o = run({path, "--duration", "1s", "--warmup", "0s", "--report", report, "--lang", "ko", "--json", json});
    QCOMPARE(o.code, 0);
    QVERIFY2(o.out.contains("[1/2] first @ local"), qPrintable(o.out));
    QVERIFY(o.out.contains("[2/2] second @ local"));
    QVERIFY(o.out.contains("PASS"));
    QVERIFY(o.out.contains("x RPS target"));
    QVERIFY(o.out.contains("Scenario  Target"));
    QVERIFY(o.out.contains("2 passed, 0 failed"));
    QVERIFY(o.out.contains("Saved as suite run"));
    QFile r(report);
    QVERIFY(r.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(r.readAll()).contains(QString::fromUtf8("결과")));
    QFile j(json);
    QVERIFY(j.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(j.readAll()).object();
    QCOMPARE(doc.value("schema").toString(), QString("benchwork.suite-result/1"));
    QCOMPARE(doc.value("runs").toArray().size(), 2);
    // --duration 1s shortened the 5 s scenarios
    const double measured = doc.value("runs").toArray()[0].toObject().value("run").toObject().value("summary").toObject()
                                .value("measuredSec").toDouble(-1);
    QVERIFY2(measured > 0 && measured < 2.5, qPrintable(QString::number(measured)));
    QVERIFY(srv.requests() > 0);
}

void TestSuiteCli::failingSloExitsOne()
{
    bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    const QString path = write("fail.json", R"({"schema": "benchwork.suite/1", "name": "f",
        "targets": [{"name": "local", "url": ")" + QByteArray::fromStdString(srv.url("")) + R"("}],
        "scenarios": [{"id": "impossible", "load": {"vus": 1, "threads": 1, "duration": "1s"}, "slo": {"rps": 1000000000}}]})");
    Out o = run({path, "--no-save"});
    QCOMPARE(o.code, 1);
    QVERIFY2(o.out.contains("FAIL"), qPrintable(o.out));
    QVERIFY(o.out.contains("0 passed, 1 failed"));
    QVERIFY(!o.out.contains("Saved as suite run"));
}

// A target whose runtime is not installed: --list says it will be skipped,
// the run says why and what to install, and the suite still exits 0.
void TestSuiteCli::missingRuntimeIsSkippedNotFailed()
{
    bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    const QString path = write("skip.json", R"({"schema": "benchwork.suite/1", "name": "s",
        "targets": [{"name": "local", "url": ")" + QByteArray::fromStdString(srv.url("")) + R"("},
                    {"name": "bunny", "command": ["benchwork-no-such-bun", "server.ts"], "url": "http:\/\/127.0.0.1:1",
                     "searchPath": ["node_modules/.bin"], "requires": ["benchwork-no-such-bun"],
                     "install": "scripts/install-deps.sh examples"}],
        "defaults": {"load": {"vus": 1, "threads": 1, "duration": "1s"}, "slo": {"rps": 1}},
        "scenarios": [{"id": "here", "target": "local"}, {"id": "there", "target": "bunny"}]})");
    Out o = run({path, "--list"});
    QCOMPARE(o.code, 0);
    QVERIFY2(o.out.contains("skipped: benchwork-no-such-bun not found \u2014 scripts/install-deps.sh examples"), qPrintable(o.out));
    QVERIFY(o.out.contains("PATH=node_modules/.bin:$PATH"));
    o = run({path, "--no-save", "--warmup", "0s"});
    QCOMPARE(o.code, 0);
    QVERIFY2(o.out.contains("[2/2] there @ bunny  skipped: benchwork-no-such-bun not found \u2014 scripts/install-deps.sh examples"),
             qPrintable(o.out));
    QVERIFY(o.out.contains("SKIPPED"));
    QVERIFY(o.out.contains("1 passed, 0 failed, 1 skipped (a runtime is missing)"));
}

BW_TEST_GUILESS_MAIN(TestSuiteCli)
#include "tst_suite_cli.moc"

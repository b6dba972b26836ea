// benchwork-cli as a user meets it: argument errors exit 2 with a message
// naming the problem; a run prints a summary, writes JSON, and exits 1 on an
// SLO failure; a --pid that does not serve the URL is watched with a warning.
#include "loopback_server.h"
#include "test_main.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestCli : public QObject {
    Q_OBJECT
    QString cli;
    QTemporaryDir tmp;

    struct Out {
        int code;
        QString out;
        QString err;
    };
    Out run(const QStringList& args, int timeoutMs = 60000)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("BENCHWORK_DB", tmp.filePath("history.sqlite"));
        p.setProcessEnvironment(env);
        p.start(cli, args);
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
            return {-1, {}, "timed out"};
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

private slots:
    void initTestCase()
    {
        QByteArray dir = qgetenv("BENCHWORK_BIN_DIR");
        QVERIFY2(!dir.isEmpty(), "BENCHWORK_BIN_DIR must point at the build's bin folder");
        cli = QString::fromLocal8Bit(dir) + "/benchwork-cli";
        QVERIFY2(QFile::exists(cli), qPrintable(cli + " is not built"));
        QVERIFY(tmp.isValid());
    }

    void badInputExitsTwoNamingTheProblem_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command") << QStringList{} << "usage";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "unknown command 'frobnicate'";
        QTest::newRow("no url") << QStringList{"run"} << "no URL given";
        QTest::newRow("two urls") << QStringList{"run", "http://127.0.0.1:1/", "http://127.0.0.1:2/"} << "more than one URL";
        QTest::newRow("unknown option") << QStringList{"run", "--bogus", "http://127.0.0.1/"} << "unknown option '--bogus'";
        QTest::newRow("missing value") << QStringList{"run", "http://127.0.0.1/", "-c"} << "'-c' needs a value";
        QTest::newRow("bad connections") << QStringList{"run", "-c", "many", "http://127.0.0.1/"} << "--connections";
        QTest::newRow("zero connections") << QStringList{"run", "-c0", "http://127.0.0.1/"} << "--connections";
        QTest::newRow("bad duration") << QStringList{"run", "-d", "10 parsecs", "http://127.0.0.1/"} << "--duration";
        QTest::newRow("zero duration") << QStringList{"run", "-d", "0s", "http://127.0.0.1/"} << "--duration: must be greater than zero";
        QTest::newRow("bad unit") << QStringList{"run", "-w", "5y", "http://127.0.0.1/"} << "unknown duration unit 'y'";
        QTest::newRow("bad engine") << QStringList{"run", "--engine", "turbo", "http://127.0.0.1/"} << "--engine";
        QTest::newRow("bad header") << QStringList{"run", "-H", "NoColon", "http://127.0.0.1/"} << "--header";
        QTest::newRow("bad slo") << QStringList{"run", "--slo-p99", "fast", "http://127.0.0.1/"} << "--slo-p99";
        QTest::newRow("missing body file") << QStringList{"run", "--body-file", "/nonexistent/body.json", "http://127.0.0.1/"} << "cannot read '/nonexistent/body.json'";
        QTest::newRow("unparseable url") << QStringList{"run", "127.0.0.1:8080/json"} << "no scheme";
        QTest::newRow("unsupported scheme") << QStringList{"run", "ftp://127.0.0.1/file"} << "unsupported scheme 'ftp'";
        QTest::newRow("bad port") << QStringList{"run", "http://127.0.0.1:99999/"} << "port out of range";
        QTest::newRow("unresolvable host") << QStringList{"run", "--no-save", "http://no-such-host.invalid/"} << "cannot resolve host 'no-such-host.invalid'";
        QTest::newRow("bad tls-min") << QStringList{"run", "--tls-min", "1.1", "https://127.0.0.1/"} << "--tls-min: expected 1.2 or 1.3, got '1.1'";
        QTest::newRow("spin without rate") << QStringList{"run", "--spin", "50us", "http://127.0.0.1/"} << "--spin: only with --rate";
        QTest::newRow("spin not a duration") << QStringList{"run", "-R", "100", "--spin", "soon", "http://127.0.0.1/"} << "--spin";
        QTest::newRow("spin too long") << QStringList{"run", "-R", "100", "--spin", "2ms", "http://127.0.0.1/"} << "--spin: at most 1ms";
        QTest::newRow("no such command") << QStringList{"run", "--no-save", "--launch", "/nonexistent/server --port 1", "http://127.0.0.1:1/"} << "no such command";
        QTest::newRow("two targets") << QStringList{"run", "--demo", "--pid", "1"} << "only one of --demo, --launch, --pid and --container";
        QTest::newRow("no such pid") << QStringList{"run", "--no-save", "--pid", "999999999", "http://127.0.0.1:1/"} << "999999999";
        QTest::newRow("bad cpus") << QStringList{"run", "--launch", "sleep 1", "--cpus", "x", "http://127.0.0.1:1/"} << "--cpus";
        QTest::newRow("bad memory") << QStringList{"run", "--launch", "sleep 1", "--memory", "lots", "http://127.0.0.1:1/"} << "--memory";
        QTest::newRow("bad cpu quota") << QStringList{"run", "--launch", "sleep 1", "--cpu-quota", "half", "http://127.0.0.1:1/"}
                                       << "--cpu-quota: 'half' is not a CPU quota";
        QTest::newRow("cpu quota out of range") << QStringList{"run", "--launch", "sleep 1", "--cpu-quota", "0", "http://127.0.0.1:1/"}
                                                << "CPU quota 0 is out of range";
        QTest::newRow("quota with pid") << QStringList{"run", "--pid", "1", "--cpu-quota", "1", "http://127.0.0.1:1/"}
                                        << "--cpu-quota: only applies with --launch or --demo";
        QTest::newRow("quota with container") << QStringList{"run", "--launch", "docker run x", "--container", "web", "--memory", "1G", "http://127.0.0.1:1/"}
                                              << "--memory: does not apply to a container";
        QTest::newRow("bad address space") << QStringList{"run", "--launch", "sleep 1", "--address-space-limit", "lots", "http://127.0.0.1:1/"}
                                           << "--address-space-limit";
        QTest::newRow("no such container") << QStringList{"run", "--no-save", "--container", "benchwork-no-such-container", "http://127.0.0.1:1/"}
                                           << "benchwork-no-such-container";
        QTest::newRow("container and pid") << QStringList{"run", "--pid", "1", "--container", "web", "http://127.0.0.1:1/"}
                                           << "only one of --demo, --launch, --pid and --container";
    }
    void badInputExitsTwoNamingTheProblem()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        Out o = run(args);
        QCOMPARE(o.code, 2);
        QVERIFY2((o.err + o.out).contains(message), qPrintable("expected '" + message + "' in: " + o.err + o.out));
    }

    void runPrintsSummaryAndJson()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        QString json = tmp.filePath("run.json");
        Out o = run({"run", "-n", "500", "-c", "4", "-t", "1", "--json", json, QString::fromStdString(srv.url("/json"))});
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains("Requests/sec:"), qPrintable(o.out));
        QVERIFY(o.out.contains("500 requests in"));
        QVERIFY(o.out.contains("Saved as run"));
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(doc.value("schema").toString(), QString("benchwork.run/1"));
        QVERIFY(doc.contains("series"));
        QVERIFY(doc.contains("environment"));
        QCOMPARE(srv.requests(), quint64(500));
    }

    void jsonToStdoutIsPureJson()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        Out o = run({"run", "--no-save", "-n", "100", "-c", "2", "--json", "-", QString::fromStdString(srv.url())});
        QCOMPARE(o.code, 0);
        QJsonParseError pe;
        QJsonDocument d = QJsonDocument::fromJson(o.out.toUtf8(), &pe);
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        QVERIFY(d.isObject());
    }

    void sloFailureExitsOneWithHeadroom()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        Out fail = run({"run", "--no-save", "-n", "300", "-c", "2", "--slo-rps", "100000000", QString::fromStdString(srv.url())});
        QCOMPARE(fail.code, 1);
        QVERIFY2(fail.out.contains("SLO: FAIL"), qPrintable(fail.out));
        QVERIFY(fail.out.contains("x RPS target"));
        Out pass = run({"run", "--no-save", "-n", "300", "-c", "2", "--slo-rps", "1", "--slo-p99", "10s", QString::fromStdString(srv.url())});
        QCOMPARE(pass.code, 0);
        QVERIFY2(pass.out.contains("SLO: PASS"), qPrintable(pass.out));
        QVERIFY(pass.out.contains("x p99 headroom"));
    }

    // --pid names the process to watch; when it does not listen on the
    // URL's port (a server behind a proxy, a wrong pid) it is still watched,
    // as asked, but the CLI says it is not the URL's server, before the load
    // and in the summary. The process that serves the URL gets no warning.
    void pidNotServingTheUrlIsWatchedWithAWarning()
    {
        QProcess idle;   // a process that serves nothing (started first: it inherits no listening socket)
        idle.start("sleep", {"60"});
        QVERIFY(idle.waitForStarted());
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        const QString pid = QString::number(idle.processId());
        const QString json = tmp.filePath("pid.json");
        const QString port = QString::fromStdString(srv.url()).section(':', 2).section('/', 0, 0);
        Out o = run({"run", "--no-save", "-n", "200", "-c", "2", "-t", "1", "--pid", pid, "--json", json,
                     QString::fromStdString(srv.url("/json"))});
        idle.kill();
        idle.waitForFinished();
        QCOMPARE(o.code, 0);
        const QString why = "process " + pid + " does not listen on 127.0.0.1:" + port;
        QVERIFY2(o.out.count("The watched process is not the URL's server: " + why) == 2, qPrintable(o.out));   // before and after
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject target = QJsonDocument::fromJson(f.readAll()).object().value("target").toObject();
        QVERIFY(target.value("present").toBool());   // watched, as the user asked
        QCOMPARE(target.value("watch").toObject().value("check").toString(), QString("not-listening"));

        // This test process serves the URL: watched, nothing to say.
        Out served = run({"run", "--no-save", "-n", "200", "-c", "2", "-t", "1", "--pid",
                          QString::number(QCoreApplication::applicationPid()), QString::fromStdString(srv.url("/json"))});
        QCOMPARE(served.code, 0);
        QVERIFY2(!served.out.contains("watched process") && !served.out.contains("No process watched"), qPrintable(served.out));
        QVERIFY2(served.out.contains("Target:       peak memory"), qPrintable(served.out));
    }

    void noProgressLineWhenNotATerminal()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        Out o = run({"run", "--no-save", "-d", "1s", "-c", "2", QString::fromStdString(srv.url())});
        QCOMPARE(o.code, 0);
        QVERIFY(!o.err.contains("\r"));
        QVERIFY(!o.out.contains("\r"));
    }
};

BW_TEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

// Exit status and the request tell the truth: a run in which no request
// completed fails (exit 1, the first error's message) in time mode with the
// defaults, in a short run, in count mode and over TLS; output paths are
// checked before any load; status codes of 600 and above are counted by code;
// a Content-Length header that disagrees with the body is refused. A run or
// a capacity step stopped before its end is not judged: not PASS, not FAIL,
// in the result, the history (its group too), the report and the exit status.
#include "cli_process.h"
#include "loopback_server.h"
#include "proc_helpers.h"
#include "capacity/capacity_runner.h"
#include "history/history_store.h"
#include "history/round_group_sides.h"
#include "report/markdown_report.h"
#include "report/report_document.h"
#include "report/report_labels.h"
#include "result/run_outcome.h"
#include "run/run_session.h"
#include "test_main.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

class TestRunOutcome : public QObject {
    Q_OBJECT
    QTemporaryDir tmp_;

    bwtest::CliResult cli(const QStringList& args, int timeoutMs = 90000)
    {
        return bwtest::runBenchworkCli(args, {"BENCHWORK_DB=" + tmp_.filePath("history.sqlite")}, timeoutMs);
    }
    static QJsonObject json(const QString& text) { return QJsonDocument::fromJson(text.toUtf8()).object(); }
    QString write(const QString& name, const QByteArray& text)
    {
        QFile f(tmp_.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(f.fileName()));
        return f.fileName();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(tmp_.isValid());
        QVERIFY2(QFile::exists(bwtest::builtProgram("benchwork-cli")), "benchwork-cli is not built");
    }

    // A closed port in every mode. With all defaults the run lasts its full
    // 10 s: the engine's own "could not connect" rule waits longer than that.
    void noRequestCompletedFailsInEveryMode_data()
    {
        QTest::addColumn<QStringList>("load");
        QTest::newRow("time mode, default options") << QStringList{};
        QTest::newRow("-c 2 -d 1s") << QStringList{"-c", "2", "-d", "1s"};
        QTest::newRow("count mode -n 10") << QStringList{"-n", "10"};
        QTest::newRow("count mode, curl") << QStringList{"-n", "10", "--engine", "curl"};
    }
    void noRequestCompletedFailsInEveryMode()
    {
        QFETCH(QStringList, load);
        const QString url = QString("http://127.0.0.1:%1/").arg(bwtest::unusedLoopbackPort());
        const QString out = tmp_.filePath("closed.json");
        QFile::remove(out);
        const bwtest::CliResult r = cli(QStringList{"run"} + load + QStringList{"--json", out, url});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("Run failed: "), qPrintable(r.out + r.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject o = json(QString::fromUtf8(f.readAll()));
        QCOMPARE(o.value("status").toString(), QString("failed"));
        const QString message = o.value("statusMessage").toString();
        const QString first = o.value("summary").toObject().value("errorExamples").toObject().value("connect").toString();
        QVERIFY2(!first.isEmpty(), "no connect error example");
        // the engine's early "could not connect" may also fire right at the end of 10 s
        QVERIFY2(message == "no request completed: " + first
                     || (message.startsWith("could not connect to ") && message.endsWith(": " + first)),
                 qPrintable(message));
        QVERIFY2(r.out.contains("Run failed: " + message), qPrintable(r.out));
    }

    // A self-signed certificate refused by verification: no request completed.
    void tlsWithSelfSignedCertificateFails()
    {
        QTemporaryDir dir;
        bwtest::SelfSignedTlsServer tls(dir.path());
        QString why;
        if (!tls.start(&why))
            QSKIP(qPrintable(why));
        const bwtest::CliResult r
            = cli({"run", "--no-save", "-n", "10", "--json", "-", QString("https://localhost:%1/").arg(tls.port())});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = json(r.out);
        QCOMPARE(o.value("status").toString(), QString("failed"));
        const QString message = o.value("statusMessage").toString();
        // nothing completed before the engine's "could not connect" rule (no
        // handshake ever finished for 10 s) or the end: either way the reason
        // names the refused certificate
        QVERIFY2((message.startsWith("no request completed: ") || message.startsWith("could not connect to "))
                     && message.contains("certificate"),
                 qPrintable(message));
    }

    void outputPathsAreCheckedBeforeTheRun()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        const QString url = QString::fromStdString(srv.url());
        QElapsedTimer t;
        t.start();
        bwtest::CliResult r = cli({"run", "-d", "20s", "--json", "/nonexistent/dir/x.json", url});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--json: cannot write '/nonexistent/dir/x.json': the folder '/nonexistent/dir' does not exist"),
                 qPrintable(r.err));
        QCOMPARE(srv.requests(), quint64(0));
        QVERIFY2(t.elapsed() < 15000, "the 20 s run went ahead");   // 15 s: far above a start-up, below the run

        const QString suite = write("s.json", R"({"schema": "benchwork.suite/1", "name": "s",
            "targets": [{"name": "t", "url": ")" + QByteArray::fromStdString(srv.url("")) + R"("}],
            "scenarios": [{"id": "a", "load": {"duration": "1s"}}]})");
        r = cli({"suite", suite, "--no-save", "--report", "/nonexistent/dir/r.md"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--report: cannot write '/nonexistent/dir/r.md'"), qPrintable(r.err));
        r = cli({"suite", suite, "--no-save", "--json", tmp_.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--json: '" + tmp_.path() + "' is a folder"), qPrintable(r.err));
        QCOMPARE(srv.requests(), quint64(0));

        // history export: one saved run, then an unwritable -o
        const QString db = tmp_.filePath("export.sqlite");
        r = cli({"run", "-n", "5", "-c", "1", "--db", db, url});
        QCOMPARE(r.exitCode, 0);
        r = cli({"history", "export", "1", "--format", "json", "--db", db, "-o", "/nonexistent/dir/e.json"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--output: cannot write '/nonexistent/dir/e.json': the folder '/nonexistent/dir' does not exist"),
                 qPrintable(r.err));
    }

    void statusCodesFrom600AreCounted()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Status600);
        QVERIFY(srv.start());
        const bwtest::CliResult r = cli({"run", "--no-save", "-n", "20", "-c", "1", "--json", "-", QString::fromStdString(srv.url())});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject s = json(r.out).value("summary").toObject();
        QCOMPARE(s.value("statusCodes").toObject().value("600").toDouble(), 20.0);
        QCOMPARE(s.value("errors").toObject().value("status").toDouble(), 20.0);
    }

    void contentLengthDisagreeingWithTheBodyIsRefused()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        const QString url = QString::fromStdString(srv.url());
        bwtest::CliResult r = cli({"run", "--no-save", "-H", "Content-Length: 5", "-b", "hello=1&x=2", "-n", "3", url});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("'Content-Length: 5' disagrees with the body, which is 11 bytes"), qPrintable(r.err));
        QCOMPARE(srv.requests(), quint64(0));
        // positive control: the right length is sent as given
        r = cli({"run", "--no-save", "-H", "Content-Length: 11", "-b", "hello=1&x=2", "-n", "3", url});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(srv.requests(), quint64(3));
        QVERIFY(srv.rawRequests().at(0).find("\r\n\r\nhello=1&x=2") != std::string::npos);
    }

    // The exit rule every front end uses (result/run_outcome.h): a run that
    // failed or whose target ended fails whatever its SLO said; a stopped or
    // interrupted one is incomplete; several runs: a stop wins, then a failure.
    void exitStatusRule_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<bool>("sloEvaluated");
        QTest::addColumn<bool>("sloPassed");
        QTest::addColumn<int>("judgement");
        QTest::addColumn<int>("exit");
        using S = bw::RunStatus;
        using J = bw::RunJudgement;
        QTest::newRow("complete, no SLO") << int(S::Complete) << false << false << int(J::Passed) << 0;
        QTest::newRow("complete, SLO passed") << int(S::Complete) << true << true << int(J::Passed) << 0;
        QTest::newRow("complete, SLO failed") << int(S::Complete) << true << false << int(J::Failed) << 1;
        QTest::newRow("failed") << int(S::Failed) << false << false << int(J::Failed) << 1;
        QTest::newRow("target exited, no SLO") << int(S::TargetExited) << false << false << int(J::Failed) << 1;
        QTest::newRow("target exited, SLO passed") << int(S::TargetExited) << true << true << int(J::Failed) << 1;
        QTest::newRow("stopped") << int(S::Stopped) << false << false << int(J::Incomplete) << 130;
        QTest::newRow("stopped, SLO failed") << int(S::Stopped) << true << false << int(J::Incomplete) << 130;
        QTest::newRow("interrupted") << int(S::Interrupted) << true << true << int(J::Incomplete) << 130;
    }
    void exitStatusRule()
    {
        QFETCH(int, status);
        QFETCH(bool, sloEvaluated);
        QFETCH(bool, sloPassed);
        QFETCH(int, judgement);
        QFETCH(int, exit);
        bw::RunResult r;
        r.requests = 100;
        r.status = bw::RunStatus(status);
        r.verdict.evaluated = sloEvaluated;
        r.verdict.pass = sloPassed;
        QCOMPARE(int(bw::judgeRun(r)), judgement);
        QCOMPARE(bw::runExitStatus(r), exit);
        QCOMPARE(bw::statusFailsRun(std::string(bw::runStatusName(r.status))), bw::statusFailsRun(r.status));   // as stored
    }
    void exitTallyOfSeveralRuns()
    {
        bw::RunResult ok, exited, stopped;
        exited.status = bw::RunStatus::TargetExited;
        stopped.status = bw::RunStatus::Stopped;
        bw::ExitTally t;
        QCOMPARE(t.status(), 0);
        t.add(ok);
        QCOMPARE(t.status(), 0);
        t.add(exited);
        QCOMPARE(t.status(), 1);
        t.add(ok);
        QCOMPARE(t.status(), 1);   // a later good round does not undo a failed one
        t.add(stopped);
        QCOMPARE(t.status(), 130);
        bw::ExitTally notRun;
        notRun.addNotRun();
        QCOMPARE(notRun.status(), 1);
        notRun.addStopped();
        QCOMPARE(notRun.status(), 130);
        QVERIFY(bw::statusFailsRun(std::string("target-exited")));
        QVERIFY(bw::statusFailsRun(std::string("failed")));
        QVERIFY(!bw::statusFailsRun(std::string("complete")));
        QVERIFY(!bw::statusFailsRun(std::string("running")));
    }

    // A run the user stops is not judged, whatever its figures: its SLO
    // (met so far) gives no PASS in the result, the history row, its round
    // group, the report or the exit status (130, docs/exit-status.md).
    void stoppedRunIsStoredAndReportedAsNotJudged()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        const std::string db = tmp_.filePath("stopped.sqlite").toStdString();
        int64_t group = 0;
        {
            bw::HistoryStore store;
            QVERIFY(store.open(db));
            group = store.createRoundGroup("rounds", "stopped rounds", 1, 2);
            QVERIFY(group > 0);
        }
        bw::LoadConfig cfg;
        cfg.url = srv.url("/json");
        cfg.connections = 2;
        cfg.threads = 1;
        cfg.durationSec = 30;
        bw::Slo slo;
        slo.maxP99Us = 10e6;   // 10 s: met by every request so far
        bw::SessionOptions so;
        so.historyPath = db;
        so.roundGroupId = group;
        so.roundIndex = 1;
        bw::RunSession s(cfg, slo, bw::TargetSpec{}, so);
        auto err = s.prepare();
        QVERIFY2(!err, err ? err->text().c_str() : "");
        s.start();
        QTRY_VERIFY_WITH_TIMEOUT(s.live().phase == bw::Phase::Measured && s.live().requestsDone > 50, 15000);
        s.stop(bw::RunStatus::Stopped, "stopped by the user");
        QVERIFY(s.waitFinished(std::chrono::seconds(20)));
        bw::RunResult r = s.result();
        QCOMPARE(int(r.status), int(bw::RunStatus::Stopped));
        QVERIFY(r.requests > 50);
        QVERIFY(!r.verdict.pass);
        QVERIFY(!r.verdict.evaluated);   // not judged: no PASS, no FAIL
        QCOMPARE(bw::runExitStatus(r), bw::kExitStopped);

        bw::HistoryStore store;
        QVERIFY(store.open(db));
        const auto row = store.runRow(s.historyId());
        QVERIFY(row);
        QCOMPARE(row->verdict, std::string("not-judged"));
        const std::vector<bw::RoundGroupSide> sides = bw::roundGroupSides(store.roundGroupRuns(group), group);
        QCOMPARE(int(sides.size()), 1);
        QCOMPARE(sides.front().verdict, std::string("not-judged"));
        bw::RunFilter passed;
        passed.verdict = "pass";
        QVERIFY(store.listRuns(passed).empty());   // the "SLO passed" filter does not list it
        const auto back = store.loadRun(s.historyId());
        QVERIFY(back);
        QVERIFY(!back->verdict.evaluated && !back->verdict.pass);

        bw::ReportOptions ro;
        ro.labels = bw::reportLabelsFor("en");
        const QString md = bw::reportToMarkdown(bw::buildReport({*back}, ro));
        QVERIFY2(!md.contains("PASS") && !md.contains("FAIL"), qPrintable(md));
        QVERIFY2(md.contains("NOT JUDGED"), qPrintable(md));
    }

    // A capacity step stopped mid-way (Ctrl-C, the window's Stop) is not
    // judged: its run in the history, and the group listed with its steps.
    void stoppedCapacityStepIsNotJudged()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        const std::string db = tmp_.filePath("capacity.sqlite").toStdString();
        bw::CapacityJob job;
        job.config.url = srv.url("/");
        job.config.connections = 2;
        job.config.threads = 1;
        job.slo.maxP99Us = 10e6;
        job.settings.fromRate = 50;
        job.settings.stepSec = 30;
        job.settings.warmupSec = 0;
        job.session.historyPath = db;
        bw::CapacityRunner search(job);
        search.start();
        QTRY_VERIFY_WITH_TIMEOUT(search.progress().current && search.progress().live.requestsDone > 20, 15000);
        search.stop();
        QVERIFY(search.waitFinished(std::chrono::seconds(20)));
        const bw::CapacityResult result = search.result();
        QCOMPARE(int(result.outcome), int(bw::CapacityOutcome::Stopped));
        QCOMPARE(int(result.steps.size()), 1);
        QVERIFY(!result.steps.front().passed);
        QVERIFY2(result.steps.front().failures.empty(), "a step stopped before its end is not failed either");
        QVERIFY(result.groupId > 0);
        QCOMPARE(result.exitStatus(), bw::kExitStopped);

        bw::HistoryStore store;
        QVERIFY(store.open(db));
        const std::vector<bw::RunRow> steps = store.roundGroupRuns(result.groupId);
        QCOMPARE(int(steps.size()), 1);
        QCOMPARE(steps.front().status, std::string("stopped"));
        QCOMPARE(steps.front().verdict, std::string("not-judged"));
        QCOMPARE(bw::roundGroupSides(steps, result.groupId).front().verdict, std::string("not-judged"));
    }

    // The rule itself: what keeps its status, what the message says.
    void settleRunStatusRule()
    {
        bw::RunResult stopped;
        stopped.status = bw::RunStatus::Stopped;
        stopped.statusMessage = "interrupted by the user";
        bw::settleRunStatus(&stopped, "Connection refused");
        QCOMPARE(int(stopped.status), int(bw::RunStatus::Stopped));
        QCOMPARE(stopped.statusMessage, std::string("interrupted by the user"));

        bw::RunResult served;
        served.requests = 1;
        served.errors.connect = 100;
        bw::settleRunStatus(&served, "Connection refused");
        QCOMPARE(int(served.status), int(bw::RunStatus::Complete));

        bw::RunResult fatal;
        fatal.status = bw::RunStatus::Failed;
        fatal.statusMessage = "could not connect to http://127.0.0.1:1/";
        bw::settleRunStatus(&fatal, "Connection refused (127.0.0.1:1)");
        QCOMPARE(fatal.statusMessage, std::string("could not connect to http://127.0.0.1:1/: Connection refused (127.0.0.1:1)"));

        bw::RunResult slow;
        slow.inFlightAtEnd = 4;
        bw::settleRunStatus(&slow, "");
        QCOMPARE(int(slow.status), int(bw::RunStatus::Failed));
        QCOMPARE(slow.statusMessage, std::string("no request completed: no response arrived before the run ended (4 in flight)"));
    }
};

BW_TEST_GUILESS_MAIN(TestRunOutcome)
#include "tst_run_outcome.moc"

// benchwork-cli's agent side, called in-process: --start-at in the past
// refused with exit status 3 before anything is sent, --start-at ahead waited
// for, and two agents run against a loopback server with their shares and
// merged by `benchwork-cli merge` (saved, refused when an index repeats).
#include "cli/agent_options.h"
#include "cli_inprocess.h"
#include "cli/commands.h"
#include "loopback_server.h"
#include "result/result_json.h"
#include "test_main.h"
#include "util/wall_time.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <sstream>

namespace {

using Outcome = bwtest::CliOutcome;
using bwtest::callCli;

} // namespace

class TestAgentsCli : public QObject {
    Q_OBJECT
private slots:
    void startAtInThePastRefused();
    void startAtAheadWaits();
    void twoAgentsMergedByTheCli();
};

void TestAgentsCli::startAtInThePastRefused()
{
    bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    const std::string past = bw::formatWallTime(bw::wallNowMs() - 5000);
    const Outcome o = callCli(bwcli::runCommand, {"run", "--no-save", "-n", "10", "-c", "2", "-t", "1", "--agents", "2",
                                               "--agent-index", "0", "--start-at", past, srv.url("/json")});
    QCOMPARE(o.code, bwcli::kExitStartMissed);
    QCOMPARE(o.code, 3);
    QVERIFY2(o.err.contains("--start-at " + QString::fromStdString(past) + " passed") &&
                 o.err.contains("does not run (exit status 3)"),
             qPrintable(o.err));
    QCOMPARE(srv.requests(), quint64(0));
    const Outcome junk = callCli(bwcli::runCommand, {"run", "--no-save", "--start-at", "soon", srv.url("/json")});
    QCOMPARE(junk.code, 2);
    QVERIFY2(junk.err.contains("--start-at: 'soon' is not a time"), qPrintable(junk.err));
}

void TestAgentsCli::startAtAheadWaits()
{
    bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    QTemporaryDir tmp;
    const std::string json = tmp.filePath("a.json").toStdString();
    // far enough ahead that a loaded machine is still early; the wait itself is the check
    const int64_t at = bw::wallNowMs() + 3000;
    const Outcome o = callCli(bwcli::runCommand, {"run", "--no-save", "-n", "20", "-c", "2", "-t", "1", "--start-at",
                                               std::to_string(at), "--json", json, srv.url("/json")});
    QCOMPARE(o.code, 0);
    QFile f(QString::fromStdString(json));
    QVERIFY(f.open(QIODevice::ReadOnly));
    bw::RunResult r;
    QString error;
    QVERIFY2(bw::runResultFromJson(QJsonDocument::fromJson(f.readAll()).object(), &r, &error), qPrintable(error));
    QVERIFY2(r.startedAtMs >= at, qPrintable(QString("started %1 ms before --start-at").arg(at - r.startedAtMs)));
    QCOMPARE(r.requests, uint64_t(20));
}

void TestAgentsCli::twoAgentsMergedByTheCli()
{
    bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    QTemporaryDir tmp;
    std::vector<std::string> files;
    std::vector<bw::RunResult> runs;
    for (int i = 0; i < 2; ++i) {
        files.push_back(tmp.filePath(QString("agent-%1.json").arg(i)).toStdString());
        const Outcome o = callCli(bwcli::runCommand, {"run", "--no-save", "-q", "-n", "301", "-c", "3", "-t", "1", "--agents",
                                                   "2", "--agent-index", std::to_string(i), "--json", files.back(),
                                                   srv.url("/json")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QFile f(QString::fromStdString(files.back()));
        QVERIFY(f.open(QIODevice::ReadOnly));
        bw::RunResult r;
        QString error;
        QVERIFY2(bw::runResultFromJson(QJsonDocument::fromJson(f.readAll()).object(), &r, &error), qPrintable(error));
        runs.push_back(r);
    }
    // shares: 301 requests = 151 + 150, 3 connections = 2 + 1
    QCOMPARE(runs[0].requests, uint64_t(151));
    QCOMPARE(runs[1].requests, uint64_t(150));
    QCOMPARE(runs[0].config.connections, 2);
    QCOMPARE(runs[1].config.connections, 1);
    QCOMPARE(runs[0].agent.whole.requests, uint64_t(301));
    QVERIFY(!runs[0].agent.host.empty());
    QVERIFY(!runs[0].series.empty() && !runs[0].series.back().latencyHist.empty());
    QCOMPARE(srv.requests(), quint64(301));

    const std::string merged = tmp.filePath("merged.json").toStdString();
    const std::string db = tmp.filePath("history.sqlite").toStdString();
    const Outcome m = callCli(bwcli::mergeCommand, {"merge", files[0], files[1], "-o", merged, "--db", db,
                                                 "--start-tolerance", "1h"});
    QVERIFY2(m.code == 0, qPrintable(m.err));
    QVERIFY2(m.out.contains("Merged 2 agents") && m.out.contains("301 requests") && m.out.contains("Saved as run 1"),
             qPrintable(m.out));
    QFile f(QString::fromStdString(merged));
    QVERIFY(f.open(QIODevice::ReadOnly));
    bw::RunResult r;
    QString error;
    QVERIFY2(bw::runResultFromJson(QJsonDocument::fromJson(f.readAll()).object(), &r, &error), qPrintable(error));
    QCOMPARE(r.requests, uint64_t(301));
    bw::LatencyHistogram added = runs[0].latency;
    added.add(runs[1].latency);
    QCOMPARE(r.latency.encode(), added.encode());
    QCOMPARE(r.latencySummary.p99Us, double(added.valueAtPercentile(99)) / 1000.0);
    QCOMPARE(int(r.agents.size()), 2);
    QCOMPARE(r.config.requests, uint64_t(301));

    const Outcome twice = callCli(bwcli::mergeCommand, {"merge", files[0], files[0], "--start-tolerance", "1h"});
    QCOMPARE(twice.code, 2);
    QVERIFY2(twice.err.contains("not merged: agent-0.json and agent-0.json are both agent 0: overlapping indices"),
             qPrintable(twice.err));
    const Outcome missing = callCli(bwcli::mergeCommand, {"merge", files[0], tmp.filePath("nope.json").toStdString()});
    QCOMPARE(missing.code, 2);
    QVERIFY2(missing.err.contains("nope.json: cannot read"), qPrintable(missing.err));
}

BW_TEST_GUILESS_MAIN(TestAgentsCli)
#include "tst_agents_cli.moc"

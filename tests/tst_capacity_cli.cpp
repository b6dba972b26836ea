// `capacity` and `sweep` through benchwork-cli's commands in-process,
// against in-process servers on 127.0.0.1: one of known capacity (one
// request at a time, 1/capacity s each, so past it the queue grows without
// bound) whose capacity the search must find within its precision, from a
// probe and from a start eight times too high (by halving); one slower than
// the p99 ceiling at any rate (exit 1 and why); bad input (exit 2, naming
// the option); a VU sweep with its fit. Each keeps its steps in the history
// as one group, listed once. A server killed mid-search ends the search
// within one step of the kill (exit 1, "the target stopped answering"),
// and a search whose answer is a lower bound is listed as one ("≥").
// Steps are short (0.3-0.5 s): the figures are not the point, the search
// is. A search the client itself limited (a CI machine too busy to keep a
// 400 req/s schedule) says so and is skipped.
#include "capacity/capacity_json.h"
#include "cli/commands.h"
#include "cli_inprocess.h"
#include "history/history_store.h"
#include "loopback_server.h"
#include "test_main.h"

#include <atomic>
#include <chrono>
#include <thread>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using Outcome = bwtest::CliOutcome;
using bwtest::callCli;

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

// Skips a search that the client limited: it measured the machine, not the search.
#define SKIP_IF_CLIENT_LIMITED(json, o)                                                                      \
    if ((json).value("outcome").toString() == "client-limited")                                               \
        QSKIP(qPrintable("this machine could not keep the schedule: " + (o).out.section('\n', -3)));

} // namespace

class TestCapacityCli : public QObject {
    Q_OBJECT
    QTemporaryDir tmp;

    std::string path(const char* name) const { return tmp.filePath(QString::fromLatin1(name)).toStdString(); }

private slots:
    void findsTheCapacityOfAServer()
    {
        const double capacity = 400;
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Capacity, int(capacity));
        QVERIFY(srv.start());
        const std::string db = path("found.sqlite"), json = path("found.json");
        const Outcome o = callCli(bwcli::capacityCommand, {"capacity", "--slo-p99", "60ms", "--precision", "5", "--step", "500ms",
                                                        "--warmup", "200ms", "--probe", "500ms", "-c", "8", "-t", "1", "--db", db,
                                                        "--name", "known", "--json", json, srv.url("/")});
        const QJsonObject j = readJson(QString::fromStdString(json));
        SKIP_IF_CLIENT_LIMITED(j, o);
        QVERIFY2(o.code == 0, qPrintable(o.out + o.err));
        QCOMPARE(j.value("schema").toString(), QString("benchwork.capacity/1"));
        QCOMPARE(j.value("outcome").toString(), QString("found"));
        const double found = j.value("maxRate").toDouble();
        // The search's precision is proven without sockets (tst_capacity_search)
        // and its accuracy against real servers by bench/capacity-accuracy.sh:
        // here, on a shared machine, the answer need only lie at or below the
        // server's true capacity (a search must never claim more).
        QVERIFY2(found > 0 && found <= capacity * 1.05, qPrintable(QString("found %1 of %2\n").arg(found).arg(capacity) + o.out));
        QVERIFY(j.value("firstFailRate").toDouble() > found);
        QCOMPARE(j.value("steps").toArray().first().toObject().value("phase").toString(), QString("probe"));
        QVERIFY2(o.out.contains("Max sustainable ") && o.out.contains(" req/s at p99 \u2264 60ms ("), qPrintable(o.out));
        QVERIFY2(o.out.contains("Bracket: [") && o.out.contains("Saved as capacity group g1"), qPrintable(o.out));
        QVERIFY2(o.out.contains("step  2 grow") && o.out.contains(" confirm "), qPrintable(o.out));

        // One group in the history, each step a run, its result kept with it.
        bw::HistoryStore store;
        QVERIFY(store.open(db));
        const auto group = store.roundGroup(1);
        QVERIFY(group);
        QCOMPARE(group->kind, std::string("capacity"));
        QCOMPARE(group->name, std::string("known"));
        QCOMPARE(group->headlineRps, found);
        QVERIFY(QString::fromStdString(group->detailJson).contains("\"outcome\":\"found\""));
        const auto runs = store.roundGroupRuns(1);
        QCOMPARE(int(runs.size()), j.value("steps").toArray().size());
        QCOMPARE(runs[1].rate, j.value("steps").toArray()[1].toObject().value("rate").toDouble());
        QVERIFY2(QString::fromStdString(runs[1].name).startsWith("known, step 2 at "), runs[1].name.c_str());
        const Outcome list = callCli(bwcli::historyCommand, {"history", "list", "--db", db});
        const QStringList lines = list.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);   // the header and the group, listed once
        QVERIFY2(lines[1].trimmed().startsWith("g1") && lines[1].contains(QString("capacity %1 steps").arg(runs.size())) &&
                     lines[1].contains("  known  "),
                 qPrintable(list.out));
        const Outcome html = callCli(bwcli::historyCommand, {"history", "export", "g1", "--format", "html", "--db", db});
        QVERIFY2(html.code == 0 && html.out.contains("<svg xmlns") && html.out.contains("Answer: max sustainable"), qPrintable(html.err));
    }

    void aCapacityBelowTheStartIsFoundByHalving()
    {
        const double capacity = 300;
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Capacity, int(capacity));
        QVERIFY(srv.start());
        const std::string json = path("halving.json");
        const Outcome o = callCli(bwcli::capacityCommand, {"capacity", "--slo-p99", "60ms", "--precision", "5", "--from", "2400",
                                                        "--step", "400ms", "--warmup", "200ms", "--confirm", "1", "-c", "8", "-t",
                                                        "1", "--no-save", "--json", json, srv.url("/")});
        const QJsonObject j = readJson(QString::fromStdString(json));
        SKIP_IF_CLIENT_LIMITED(j, o);
        QVERIFY2(o.code == 0, qPrintable(o.out + o.err));
        const QJsonArray steps = j.value("steps").toArray();
        QCOMPARE(steps[0].toObject().value("rate").toDouble(), 2400.0);
        QCOMPARE(steps[0].toObject().value("passed").toBool(), false);
        QCOMPARE(steps[1].toObject().value("phase").toString(), QString("halve"));
        const double found = j.value("maxRate").toDouble();
        // The search's precision is proven without sockets (tst_capacity_search)
        // and its accuracy against real servers by bench/capacity-accuracy.sh:
        // here, on a shared machine, the answer need only lie at or below the
        // server's true capacity (a search must never claim more).
        QVERIFY2(found > 0 && found <= capacity * 1.05, qPrintable(QString("found %1 of %2\n").arg(found).arg(capacity) + o.out));
        QVERIFY(j.value("capacityGroupId").isNull());
    }

    void aServerSlowerThanTheCeilingAtAnyRateExitsOne()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Slow, 30);
        QVERIFY(srv.start());
        const Outcome o = callCli(bwcli::capacityCommand, {"capacity", "--slo-p99", "10ms", "--from", "16", "--min", "4", "--step",
                                                        "1s", "--warmup", "0", "-c", "4", "-t", "1", "--no-save", srv.url("/")});
        QVERIFY2(o.code == 1, qPrintable(o.out + o.err));
        // Every step failed on its p99 (30 ms answers); the search went down
        // to --min, unless a busy machine's client ended it sooner.
        const QStringList steps = o.out.split('\n').filter(QRegularExpression("^step +\\d"));
        QVERIFY2(!steps.isEmpty() && steps.size() <= 3, qPrintable(o.out));
        for (const QString& line : steps)
            QVERIFY2(line.contains("FAIL") && line.contains(QRegularExpression("p99 ([3-9]\\d|\\d{3})(\\.\\d+)?ms > 10ms")), qPrintable(line));
        if (!o.out.contains("the client cannot offer more than")) {
            QCOMPARE(steps.size(), 3);
            QVERIFY2(o.out.contains(QRegularExpression("No rate down to 4 req/s held p99 \u2264 10ms \\(4 failed: p99 [3-9]")),
                     qPrintable(o.out));
        }
    }

    // The server dies after its 30th request (in the second step, at 80
    // req/s after 20 at 40): the step after that answers nothing, every
    // connection refused, and the search ends there with exit 1 and says
    // why (it halved down to 1 req/s, every step refused, and exited 1
    // with "no rate ... held").
    void aServerKilledMidSearchEndsIt()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        std::atomic<bool> done{false};
        std::thread killer([&] {   // bounded: the search's own steps end it sooner
            const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
            while (!done && srv.requests() < 30 && std::chrono::steady_clock::now() < until)
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            srv.stop();
        });
        const std::string json = path("killed.json");
        const Outcome o = callCli(bwcli::capacityCommand, {"capacity", "--slo-p99", "200ms", "--from", "40", "--step", "500ms",
                                                        "--warmup", "0", "--confirm", "0", "--precision", "5", "--max-steps", "12",
                                                        "-c", "4", "-t", "1", "--no-save", "--json", json, srv.url("/")});
        done = true;
        killer.join();
        const QJsonObject j = readJson(QString::fromStdString(json));
        SKIP_IF_CLIENT_LIMITED(j, o);
        QCOMPARE(o.code, 1);
        QCOMPARE(j.value("outcome").toString(), QString("run-failed"));
        const QJsonArray steps = j.value("steps").toArray();
        // The kill: the first step with an error (or with nothing answered).
        int killed = 0;
        for (int i = 0; i < steps.size() && !killed; ++i)
            if (steps[i].toObject().value("errorRate").toDouble() > 0 || steps[i].toObject().value("requests").toInt() == 0)
                killed = i + 1;
        QVERIFY2(killed >= 2, qPrintable(o.out));   // 20 requests at 40 req/s, then the kill
        QVERIFY2(steps.size() <= killed + 1, qPrintable(QString("%1 steps after a kill in step %2\n").arg(steps.size()).arg(killed) + o.out));
        QCOMPARE(j.value("silentStep").toInt(), steps.size());
        QCOMPARE(steps.last().toObject().value("requests").toInt(), 0);
        QVERIFY2(j.value("message").toString().contains("refused", Qt::CaseInsensitive), qPrintable(j.value("message").toString()));
        QVERIFY2(o.out.contains(QString("The target stopped answering at step %1 (").arg(steps.size())) &&
                     o.out.section("The target stopped answering", 1).contains("refused", Qt::CaseInsensitive),
                 qPrintable(o.out));
    }

    // A search whose answer is a lower bound (the client was the limit) is
    // listed as one: "≥ 11,689", in the same column as a found maximum.
    void aLowerBoundIsListedAsOne()
    {
        const std::string db = path("bound.sqlite");
        {
            bw::HistoryStore store;
            QVERIFY(store.open(db));
            int64_t t = 1'790'000'000'000;
            for (bool bound : {false, true}) {
                bw::CapacityResult r;
                r.outcome = bound ? bw::CapacityOutcome::ClientLimited : bw::CapacityOutcome::Found;
                r.maxRate = bound ? 11'689 : 38'400;
                r.firstFailRate = bound ? 0 : 39'200;
                r.clientLimit = bound ? "cpu-busy" : "";
                bw::SaveOptions so;
                so.roundGroupId = store.createRoundGroup("capacity", bound ? "laptop" : "server", t += 60'000, 0);
                const QByteArray detail = QJsonDocument(bw::capacityToJson(r)).toJson(QJsonDocument::Compact);
                QVERIFY(store.setRoundGroupDetail(so.roundGroupId, detail.toStdString(), r.maxRate));
                bw::RunResult run;
                run.config.url = "http://127.0.0.1:8080/json";
                run.config.rate = r.maxRate;
                run.measuredSec = 5;
                run.requests = uint64_t(r.maxRate * 5);
                run.rps = r.maxRate;
                run.startedAtMs = t;
                so.roundIndex = 1;
                QVERIFY(store.saveRun(run, so) > 0);
            }
        }
        const Outcome list = callCli(bwcli::historyCommand, {"history", "list", "--db", db});
        QCOMPARE(list.code, 0);
        const QStringList lines = list.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        const QString laptop = lines.filter("laptop").value(0), server = lines.filter("server").value(0);
        QVERIFY2(laptop.contains(QString::fromUtf8("\u2265 11,689")), qPrintable(list.out));
        QVERIFY2(server.contains("38,400") && !server.contains(QString::fromUtf8("\u2265")), qPrintable(list.out));
        // One column: both figures end at the same character.
        QCOMPARE(laptop.indexOf("11,689") + 6, server.indexOf("38,400") + 6);
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        // A command line ending with a local URL (nothing listens: each is refused before any load).
        const auto refused = [](const char* tag, QStringList args, const char* says) {
            QTest::newRow(tag) << (args << "http://127.0.0.1:9/") << QString(says);
        };
        const QStringList capacity{"capacity", "--slo-p99", "5ms"};
        refused("no SLO", {"capacity"}, "--slo-p99: a capacity search needs a p99 ceiling");
        refused("errors only", {"capacity", "--slo-errors", "1"}, "--slo-p99");
        refused("precision 0", capacity + QStringList{"--precision", "0"}, "--precision: must be above 0%");
        refused("precision junk", capacity + QStringList{"--precision", "x"}, "--precision: expected a percentage");
        refused("from under min", capacity + QStringList{"--from", "5", "--min", "10"}, "--from: must be at least the minimum rate");
        refused("duration", capacity + QStringList{"-d", "10s"}, "--duration: each step sets its own load");
        refused("rate", capacity + QStringList{"-R", "100"}, "--rate: each step");
        refused("stages", {"sweep", "--vus", "1,2", "--stages", "1s:10"}, "--stages: each step sets its own load");
        refused("step 0", capacity + QStringList{"--step", "0"}, "--step: must be greater than zero");
        QTest::newRow("no URL") << capacity << "no URL given";
        QTest::newRow("not local") << capacity + QStringList{"ftp://x/"} << "unsupported scheme";
        refused("sweep: neither", {"sweep"}, "give either --vus LIST");
        refused("sweep: both", {"sweep", "--vus", "1,2", "--rates", "1:2:1"}, "give either --vus LIST");
        refused("sweep: rates descend", {"sweep", "--rates", "500:100:100"}, "--rates: the range must ascend");
        refused("sweep: vus descend", {"sweep", "--vus", "1,8,4"}, "--vus: the list must ascend: 4 after 8");
        refused("sweep: vus and -c", {"sweep", "--vus", "1,2,4", "-c", "8"}, "--connections: a VU sweep sets the VUs");
    }
    void badInputExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        bwcli::Args a;
        for (const QString& s : args)
            a.push_back(s.toStdString());
        const Outcome o = callCli(args.front() == "sweep" ? bwcli::sweepCommand : bwcli::capacityCommand, a);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(says), qPrintable(o.err));
        QVERIFY(o.out.isEmpty());
    }

    void aVuSweepDrawsItsCurve()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Capacity, 2000);
        QVERIFY(srv.start());
        const std::string db = path("sweep.sqlite"), json = path("sweep.json");
        const Outcome o = callCli(bwcli::sweepCommand, {"sweep", "--vus", "1,2,4", "--step", "300ms", "--warmup", "0", "-t", "1", "--db",
                                                     db, "--json", json, srv.url("/")});
        QVERIFY2(o.code == 0, qPrintable(o.out + o.err));
        QVERIFY2(o.out.contains("point  1") && o.out.contains("point  3") && o.out.contains("USL fit: "), qPrintable(o.out));
        QVERIFY2(o.out.contains("Saved as sweep group g1"), qPrintable(o.out));
        const QJsonObject j = readJson(QString::fromStdString(json));
        QCOMPARE(j.value("schema").toString(), QString("benchwork.sweep/1"));
        QCOMPARE(j.value("model").toString(), QString("closed"));
        const QJsonArray points = j.value("points").toArray();
        QCOMPARE(points.size(), 3);
        QCOMPARE(points[2].toObject().value("vus").toInt(), 4);
        for (const QJsonValue& p : points)
            QVERIFY(p.toObject().value("achievedRps").toDouble() > 0);
        bw::HistoryStore store;
        QVERIFY(store.open(db));
        QCOMPARE(store.roundGroup(1)->kind, std::string("sweep"));
        QCOMPARE(store.roundGroup(1)->rounds, 3);
        const auto runs = store.roundGroupRuns(1);
        QCOMPARE(runs.size(), size_t(3));
        QCOMPARE(runs[2].connections, 4);
        QCOMPARE(runs[2].roundIndex, 3);
        // The group exports as its own report: the curves as SVG, every point.
        const Outcome md = callCli(bwcli::historyCommand, {"history", "export", "g1", "--format", "md", "--db", db});
        QVERIFY2(md.code == 0, qPrintable(md.err));
        QVERIFY2(md.out.startsWith("# Load curve") && md.out.count("<svg xmlns") == 2 && md.out.contains("| 3 (#3) | 4 |"),
                 qPrintable(md.out));
        const Outcome cmp = callCli(bwcli::historyCommand, {"history", "compare", "g1", "1", "--db", db});
        QCOMPARE(cmp.code, 2);
        QVERIFY2(cmp.err.contains("'g1' is a load sweep: its steps ran at different loads on purpose"), qPrintable(cmp.err));
        const Outcome js = callCli(bwcli::historyCommand, {"history", "export", "g1", "--format", "json", "--db", db});
        const QJsonObject exported = QJsonDocument::fromJson(js.out.toUtf8()).object();
        QCOMPARE(exported.value("schema").toString(), QString("benchwork.sweep/1"));
        QCOMPARE(exported.value("runs").toArray().size(), 3);
    }
};

BW_TEST_GUILESS_MAIN(TestCapacityCli)
#include "tst_capacity_cli.moc"

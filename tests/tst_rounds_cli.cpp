// Rounds and comparisons through benchwork-cli's commands in-process: `run
// --rounds` keeps its rounds as one group (listed once, expandable), `ab`
// alternates two loopback servers and finds the slow one significantly
// slower (exact p = 2/70 with 4 rounds each), `history compare` of the group
// says the same, and `history trend --check` exits 1 on a regressed latest
// point and 0 on a steady one (synthetic runs saved directly).
#include "cli_inprocess.h"
#include "cli/commands.h"
#include "history/history_store.h"
#include "loopback_server.h"
#include "run_result_fixture.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <sstream>

namespace {

using Outcome = bwtest::CliOutcome;
using bwtest::callCli;

// A finished run of the scenario "api" with the given rps, on the host "box".
bw::RunResult syntheticRun(double rps, int64_t startedAtMs)
{
    bw::RunResult r = bwtest::apiScenarioRun(rps, 1e6 / rps * 10, 2e6 / rps * 10, startedAtMs);
    r.environment.hostname = "box";
    return r;
}

} // namespace

class TestRoundsCli : public QObject {
    Q_OBJECT
    QTemporaryDir tmp;

    std::string dbPath() const { return tmp.filePath(QString("%1.sqlite").arg(QTest::currentTestFunction())).toStdString(); }

    static Outcome history(bwcli::Args args, const std::string& db) { return bwtest::callHistory(std::move(args), db); }

    // Saves runs of `rps` each: single runs, or one round group when `group`.
    void save(bw::HistoryStore& store, const std::vector<double>& rps, bool group, int64_t* clockMs)
    {
        bw::SaveOptions o;
        if (group) {
            o.roundGroupId = store.createRoundGroup("rounds", "api", *clockMs, int(rps.size()));
            QVERIFY(o.roundGroupId > 0);
        }
        for (size_t i = 0; i < rps.size(); ++i) {
            o.roundIndex = group ? int(i) + 1 : 0;
            QVERIFY2(store.saveRun(syntheticRun(rps[i], *clockMs += 60000), o), store.lastError().c_str());
        }
    }

    // Ten single runs at ~1000 req/s, then one round group of `latest`.
    void saveTenRunsThenAGroup(const std::string& db, const std::vector<double>& latest)
    {
        bw::HistoryStore store;
        QVERIFY(store.open(db));
        int64_t clock = 1'700'000'000'000;
        save(store, {1000, 1012, 995, 1004, 990, 1008, 1001, 997, 1010, 993}, false, &clock);
        save(store, latest, true, &clock);
    }

private slots:
    void roundsAreOneGroup()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        const std::string db = dbPath();
        const Outcome o = callCli(bwcli::runCommand, {"run", "--rounds", "3", "--cooldown", "0", "-n", "100", "-c", "2", "-t", "1",
                                                   "--db", db, "--name", "rounds", srv.url("/json")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY2(o.out.contains("round 1/3") && o.out.contains("round 3/3"), qPrintable(o.out));
        QVERIFY2(o.out.contains("3 of 3 rounds") && o.out.contains("requests/s"), qPrintable(o.out));
        QVERIFY2(o.out.contains("Saved as round group g1"), qPrintable(o.out));
        QCOMPARE(srv.requests(), quint64(300));

        const Outcome list = history({"list"}, db);
        QCOMPARE(list.code, 0);
        QStringList lines = list.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);   // header and the group, listed once
        QVERIFY2(lines[1].trimmed().startsWith("g1") && lines[1].contains("3 rounds"), qPrintable(lines[1]));
        const Outcome expanded = history({"list", "--expand"}, db);
        lines = expanded.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);   // header, the group and its three rounds
        QVERIFY2(lines[4].contains("r1 complete") || lines[2].contains("r3 complete"), qPrintable(expanded.out));
        const QJsonArray rows = QJsonDocument::fromJson(history({"list", "--json"}, db).out.toUtf8()).array();
        QCOMPARE(rows.size(), 3);
        for (const QJsonValue& r : rows)
            QCOMPARE(r.toObject().value("roundGroupId").toInt(), 1);

        bw::HistoryStore store;
        QVERIFY(store.open(db));
        const auto g = store.roundGroup(1);
        QVERIFY(g);
        QCOMPARE(g->kind, std::string("rounds"));
        QCOMPARE(g->rounds, 3);
        QCOMPARE(store.roundGroupRuns(1).size(), size_t(3));
        QVERIFY(!store.roundGroup(2));
        QVERIFY(store.lastError().find("no round group with id 2") != std::string::npos);
    }

    void badRoundOptionsAreRefused()
    {
        const Outcome zero = callCli(bwcli::runCommand, {"run", "--rounds", "0", "--no-save", "http://127.0.0.1:9/"});
        QCOMPARE(zero.code, 2);
        QVERIFY2(zero.err.contains("--rounds: out of range"), qPrintable(zero.err));
        const Outcome cool = callCli(bwcli::runCommand, {"run", "--rounds", "2", "--cooldown", "soon", "--no-save", "http://127.0.0.1:9/"});
        QCOMPARE(cool.code, 2);
        QVERIFY2(cool.err.contains("--cooldown"), qPrintable(cool.err));
        const Outcome one = callCli(bwcli::abCommand, {"ab", "--no-save", "http://127.0.0.1:9/"});
        QCOMPARE(one.code, 2);
        QVERIFY2(one.err.contains("expected two URLs"), qPrintable(one.err));
    }

    void abFindsTheSlowSide()
    {
        bwtest::LoopbackServer fast(bwtest::LoopbackServer::Mode::Ok);
        bwtest::LoopbackServer slow(bwtest::LoopbackServer::Mode::Slow, 5);
        QVERIFY(fast.start());
        QVERIFY(slow.start());
        const std::string db = dbPath();
        const std::string json = tmp.filePath("ab.json").toStdString();
        const Outcome o = callCli(bwcli::abCommand, {"ab", "--rounds", "4", "--cooldown", "0", "-n", "60", "-c", "2", "-t", "1",
                                                  "--db", db, "--json", json, fast.url("/json"), slow.url("/json")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY2(o.out.contains("A 1/4") && o.out.contains("B 4/4"), qPrintable(o.out));
        // every round of B is slower than every round of A: the exact two-sided p is 2 / C(8, 4)
        QVERIFY2(o.out.contains("B is ") && o.out.contains("slower, p = 0.029, 4 rounds each"), qPrintable(o.out));
        QVERIFY2(o.out.contains("need at least 6 rounds a side for a 95% confidence interval"), qPrintable(o.out));
        QFile f(QString::fromStdString(json));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(doc.value("schema").toString(), QString("benchwork.ab/1"));
        const QJsonObject rps = doc["comparison"].toObject()["metrics"].toObject()["rps"].toObject();
        QCOMPARE(rps["verdict"].toString(), QString("worse"));
        QVERIFY(rps["exactP"].toBool());
        QVERIFY(qAbs(rps["p"].toDouble() - 2.0 / 70) < 1e-12);
        QCOMPARE(doc["a"].toObject()["rounds"].toArray().size(), 4);

        // listed as the group's two sides, each with its own target; a filter
        // that matches one side still lists both (never B alone as the group)
        for (const bwcli::Args& args : {bwcli::Args{"list"}, bwcli::Args{"list", "--target", slow.url("/json")}}) {
            const Outcome list = history(args, db);
            QCOMPARE(list.code, 0);
            const QStringList lines = list.out.split('\n', Qt::SkipEmptyParts);
            QCOMPARE(lines.size(), 3);   // header, g1:a, g1:b
            QVERIFY2(lines[1].trimmed().startsWith("g1:a") && lines[1].contains(QString::fromStdString(fast.url("/json")))
                         && lines[1].contains("4 rounds"), qPrintable(list.out));
            QVERIFY2(lines[2].trimmed().startsWith("g1:b") && lines[2].contains(QString::fromStdString(slow.url("/json"))),
                     qPrintable(list.out));
        }

        // the history keeps them as one A/B group; compare g1 is the same comparison
        const Outcome cmp = history({"compare", "g1"}, db);
        QVERIFY2(cmp.code == 0, qPrintable(cmp.err));
        QVERIFY2(cmp.out.contains("g1:a (4 runs) against g1:b (4 runs)"), qPrintable(cmp.out));
        QVERIFY2(cmp.out.contains("g1:b is ") && cmp.out.contains("slower, p = 0.029"), qPrintable(cmp.out));
        const QJsonObject cj = QJsonDocument::fromJson(history({"compare", "g1:a", "g1:b", "--json"}, db).out.toUtf8()).object();
        QCOMPARE(cj["statistics"].toArray().size(), 1);
        QCOMPARE(cj["statistics"][0]["metrics"]["rps"]["verdict"].toString(), QString("worse"));
        // two single runs: compared, and said to be one sample each
        const Outcome two = history({"compare", "1", "2"}, db);
        QVERIFY2(two.out.contains("one sample cannot separate change from noise"), qPrintable(two.out));
        // a Markdown report of the two sides carries the comparison
        const Outcome md = history({"export", "g1", "--format", "md"}, db);
        QVERIFY2(md.code == 0, qPrintable(md.err));
        QVERIFY2(md.out.contains("Change or noise") && md.out.contains("p = 0.029"), qPrintable(md.out.right(2000)));
    }

    void trendCheckFindsARegression()
    {
        const std::string db = dbPath();
        saveTenRunsThenAGroup(db, {801, 795, 810, 790, 805, 799});   // the latest point: 20 % fewer requests/s
        const Outcome t = history({"trend", "--check"}, db);
        QCOMPARE(t.code, 1);
        QVERIFY2(t.out.contains("REGRESSION -20"), qPrintable(t.out));
        QVERIFY2(t.err.contains("significant regression of requests/s"), qPrintable(t.err));
        const QJsonObject j = QJsonDocument::fromJson(history({"trend", "--json"}, db).out.toUtf8()).object();
        QCOMPARE(j["points"].toArray().size(), 11);   // ten runs and one group
        QCOMPARE(j["points"][10]["runs"].toArray().size(), 6);
        QVERIFY(j["points"][10]["low"].isDouble());
        QVERIFY(j["latest"]["regression"].toBool());
    }

    void trendCheckPassesASteadyPoint()
    {
        const std::string db = dbPath();
        saveTenRunsThenAGroup(db, {1003, 996, 1009, 992, 1005, 999});
        const Outcome t = history({"trend", "--check"}, db);
        QVERIFY2(t.code == 0, qPrintable(t.out + t.err));
        QVERIFY2(t.out.contains("~ no significant difference"), qPrintable(t.out));
    }

    void trendMarksAChangePoint()
    {
        const std::string db = dbPath();
        bw::HistoryStore store;
        QVERIFY(store.open(db));
        int64_t clock = 1'700'000'000'000;
        save(store, {1000, 1012, 995, 1004, 990, 1008, 1001, 997, 1010, 993, 803, 797, 811, 790, 806, 799, 802, 794}, false, &clock);
        const QJsonObject j = QJsonDocument::fromJson(history({"trend", "--json"}, db).out.toUtf8()).object();
        const QJsonArray cps = j["changePoints"].toArray();
        QCOMPARE(cps.size(), 1);
        QCOMPARE(cps[0]["index"].toInt(), 10);
        QVERIFY(j["points"][10]["changePoint"].toBool());
        // the latest point is compared with the points since the change: no regression
        QVERIFY(!j["latest"]["regression"].toBool());
        QCOMPARE(j["latest"]["baselinePoints"].toInt(), 7);
    }
};

BW_TEST_GUILESS_MAIN(TestRoundsCli)
#include "tst_rounds_cli.moc"

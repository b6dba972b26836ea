// `history trend --check` fires on the regression its own change-point
// detection finds (issue 29's case: six single runs at ~920 req/s, then four
// at ~680, the server having gone from 10 ms to 13 ms): exit 1, naming the
// change point, its size, p and the runs on each side; `--accept ID` records
// the change in the history and the check passes. Only a change that made
// the metric worse, beyond the noise threshold and within the last --window
// points, fails. Runs are saved directly (synthetic), the commands called
// in-process.
#include "cli/commands.h"
#include "cli_inprocess.h"
#include "compare/trend_query.h"
#include "history/history_store.h"
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
using bwtest::apiScenarioRun;

// 10 VUs against a server answering in `ms` (plus ~0.8 ms of its own): the
// issue's 10 ms server gave ~920 req/s, the 13 ms one ~680.
std::vector<double> issueSeries()
{
    return {921, 918, 924, 917, 922, 919, 681, 678, 683, 679};
}

} // namespace

class TestTrendCheck : public QObject {
    Q_OBJECT
    QTemporaryDir tmp_;

    std::string dbPath() const { return tmp_.filePath(QString("%1.sqlite").arg(QTest::currentTestFunction())).toStdString(); }

    static Outcome history(bwcli::Args args, const std::string& db) { return bwtest::callHistory(std::move(args), db); }

    // Single runs, one a minute; p99 grows as rps falls (the same server, slower).
    static void save(const std::string& db, const std::vector<double>& rps)
    {
        bw::HistoryStore store;
        QVERIFY2(store.open(db), store.lastError().c_str());
        int64_t clock = 1'700'000'000'000;
        for (double v : rps)
            QVERIFY2(store.saveRun(apiScenarioRun(v, 1e7 / v * 0.6, 1e7 / v * 1.2, clock += 60000)), store.lastError().c_str());
    }

private slots:
    void initTestCase() { QVERIFY(tmp_.isValid()); }

    void issueCaseFailsUntilAccepted()
    {
        const std::string db = dbPath();
        save(db, issueSeries());
        Outcome t = history({"trend", "--check"}, db);
        QVERIFY2(t.code == 1, qPrintable(t.out + t.err));
        // the change point, its size, its p, the runs on each side, how to accept it
        QVERIFY2(t.out.contains("REGRESSION at the change point beginning with run #7: requests/s 920"), qPrintable(t.out));
        QVERIFY2(t.out.contains("-> 680") && t.out.contains("(-26.1%)") && t.out.contains(", p = "), qPrintable(t.out));
        QVERIFY2(t.out.contains("runs before: #1, #2, #3, #4, #5, #6"), qPrintable(t.out));
        QVERIFY2(t.out.contains("runs after:  #7, #8, #9, #10"), qPrintable(t.out));
        QVERIFY2(t.out.contains("benchwork-cli history trend --accept 7"), qPrintable(t.out));
        QVERIFY2(t.err.contains("got worse at the change point beginning with run #7"), qPrintable(t.err));
        QVERIFY2(t.err.contains("within the last 10 points"), qPrintable(t.err));
        // the latest point alone is no regression against the points since the change
        const QJsonObject before = QJsonDocument::fromJson(history({"trend", "--json"}, db).out.toUtf8()).object();
        QVERIFY(!before["latest"]["regression"].toBool());
        QVERIFY(before["check"]["fails"].toBool());
        const QJsonObject cp = before["changePoints"][0].toObject();
        QCOMPARE(cp["index"].toInt(), 6);
        QVERIFY(cp["worse"].toBool() && cp["recent"].toBool() && !cp["accepted"].toBool());
        QCOMPARE(cp["acceptId"].toInt(), 7);
        QCOMPARE(cp["runsBefore"].toArray().size(), 6);
        QCOMPARE(cp["runsAfter"].toArray().size(), 4);
        QVERIFY(cp["p"].toDouble() < 0.05);

        // An id that is no run is refused, and nothing is recorded.
        t = history({"trend", "--accept", "99"}, db);
        QCOMPARE(t.code, 2);
        QVERIFY2(t.err.contains("no run with id 99"), qPrintable(t.err));
        QCOMPARE(history({"trend", "--check"}, db).code, 1);

        t = history({"trend", "--accept", "7"}, db);
        QVERIFY2(t.code == 0, qPrintable(t.err));
        QVERIFY2(t.err.contains("Accepted the change beginning at run #7"), qPrintable(t.err));
        t = history({"trend", "--check"}, db);
        QVERIFY2(t.code == 0, qPrintable(t.out + t.err));
        QVERIFY2(t.out.contains(", accepted"), qPrintable(t.out));
        // recorded in the history, for the window and any later check
        bw::HistoryStore store;
        QVERIFY(store.open(db));
        QCOMPARE(store.acceptedChanges(), std::vector<int64_t>{7});
        // a second acceptance changes nothing
        QCOMPARE(history({"trend", "--accept", "7"}, db).code, 0);
        QCOMPARE(store.acceptedChanges(), std::vector<int64_t>{7});
        // the same check on p99 (which rose) passes too: the change was accepted, not a metric
        QCOMPARE(history({"trend", "--check", "--metric", "p99"}, db).code, 0);
    }

    void higherLatencyFailsToo()
    {
        const std::string db = dbPath();
        save(db, issueSeries());
        const Outcome t = history({"trend", "--check", "--metric", "p99"}, db);
        QVERIFY2(t.code == 1, qPrintable(t.out + t.err));
        QVERIFY2(t.out.contains("REGRESSION at the change point beginning with run #7: p99"), qPrintable(t.out));
    }

    void anImprovementPasses()
    {
        const std::string db = dbPath();
        save(db, {681, 678, 683, 679, 680, 682, 921, 918, 924, 917});
        const Outcome t = history({"trend", "--check"}, db);
        QVERIFY2(t.code == 0, qPrintable(t.out + t.err));
        QVERIFY2(t.out.contains("---- change point (E-divisive means): requests/s"), qPrintable(t.out));   // found, not failed
    }

    void anOlderChangeIsOutsideTheWindow()
    {
        const std::string db = dbPath();
        std::vector<double> rps = issueSeries();
        for (double v : {680, 682, 679, 681, 683, 678, 680, 682, 679, 681})
            rps.push_back(v);   // 14 points at the new level: the change is 14 points back
        save(db, rps);
        Outcome t = history({"trend", "--check"}, db);
        QVERIFY2(t.code == 0, qPrintable(t.out + t.err));
        t = history({"trend", "--check", "--window", "20"}, db);
        QVERIFY2(t.code == 1, qPrintable(t.out + t.err));
        QCOMPARE(history({"trend", "--check", "--window", "0"}, db).code, 2);
    }

    void aChangeBelowTheNoiseThresholdPasses()
    {
        const std::string db = dbPath();
        // a steady 1 % drop: found, and consistent, but below the 2 % threshold
        save(db, {1000.2, 999.8, 1000.1, 999.9, 1000.0, 1000.3, 990.1, 989.9, 990.2, 989.8});
        Outcome t = history({"trend", "--check"}, db);
        QVERIFY2(t.code == 0, qPrintable(t.out + t.err));
        t = history({"trend", "--check", "--noise", "0.5"}, db);
        QVERIFY2(t.code == 1, qPrintable(t.out + t.err));
    }

    // The window's Trend view reads the same: the accepted runs come with the scenario.
    void scenarioRunsCarryTheAcceptedChanges()
    {
        const std::string db = dbPath();
        save(db, issueSeries());
        bw::HistoryStore store;
        QVERIFY(store.open(db));
        QVERIFY(store.acceptChange(7, 1));
        std::string error;
        const auto s = bw::loadScenarioRuns(store, 0, 200, &error);
        QVERIFY2(s, error.c_str());
        QCOMPARE(s->acceptedRuns, std::vector<int64_t>{7});
        bw::TrendCheckSettings check;
        check.acceptedRuns = s->acceptedRuns;
        const bw::Trend t = bw::buildTrend(s->trendRuns(), bw::Metric::Rps, {}, {}, check);
        QCOMPARE(t.changeDetails.size(), size_t(1));
        QVERIFY(t.changeDetails[0].accepted);
        QVERIFY(!t.checkFails());
        // deleting the run forgets its acceptance (ON DELETE CASCADE)
        QVERIFY(store.deleteRun(7));
        QVERIFY(store.acceptedChanges().empty());
    }
};

BW_TEST_GUILESS_MAIN(TestTrendCheck)
#include "tst_trend_check.moc"

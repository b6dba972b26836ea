// Runs are named by their history id (with name and tags), never by their
// position in a report; runs live at the same time are recorded as
// overlapping each other, stale 'running' rows are not; the overlap reaches
// loadRun, listings, reports and the CLI summary; old databases migrate.
#include "proc_helpers.h"
#include "history/history_schema.h"
#include "history/history_store.h"
#include "history_ui_fixture.h"
#include "report/html_report.h"
#include "report/json_report.h"
#include "report/markdown_report.h"
#include "report/report_document.h"
#include "run_result_fixture.h"

#include "cli/summary_printer.h"
#include "test_main.h"

#include <QDateTime>
#include <QJsonArray>

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestRunIdentity : public QObject {
    Q_OBJECT
private slots:
    void reportsUseHistoryIds();
    void singleExportKeepsItsId();
    void labelCarriesNameAndTags();
    void liveRunsOverlap();
    void staleRunningRowsDoNotOverlap();
    void overlapReachesReportAndSummary();
    void migratesToOverlapTable();
};

namespace {

std::vector<bw::RunResult> loadAll(bw::HistoryStore& store, const std::vector<int64_t>& ids)
{
    std::vector<bw::RunResult> out;
    for (int64_t id : ids) {
        auto r = store.loadRun(id);
        if (!r)
            qFatal("loadRun(%lld): %s", qlonglong(id), store.lastError().c_str());
        out.push_back(std::move(*r));
    }
    return out;
}

void setColumn(bw::HistoryStore& store, const char* sql, int64_t value, int64_t id)
{
    bw::SqliteStatement st(store.db(), sql);
    st.bind(1, value);
    st.bind(2, id);
    QVERIFY(st.run());
}

} // namespace

void TestRunIdentity::reportsUseHistoryIds()
{
    QTemporaryDir dir;
    bw::HistoryStore store;
    QVERIFY(store.open((dir.path() + "/h.sqlite").toStdString()));
    // Unnamed runs 1..5 with distinct throughput.
    std::vector<int64_t> ids;
    for (int i = 1; i <= 5; ++i)
        ids.push_back(bwtest::saveHistoryRun(store, bwtest::runSpec("", 1000.0 * i)));
    QCOMPARE(ids.back(), int64_t(5));
    // Compare runs 2-5 with run 4 as the baseline (index 2).
    const std::vector<int64_t> asked{2, 3, 4, 5};
    bw::ReportOptions o;
    o.baselineIndex = 2;
    const bw::ReportDocument doc = bw::buildReport(loadAll(store, asked), o);
    const QString md = bw::reportToMarkdown(doc);
    QVERIFY2(md.contains("Ratios are against the baseline, #4."), qPrintable(doc.comparisonIntro));
    QVERIFY2(md.contains("#4 recorded 4,000 RPS"), qPrintable(md));
    QVERIFY2(md.contains("#2 recorded 2,000 RPS"), qPrintable(md));
    QVERIFY(!md.contains("#1"));   // no run 1 in this comparison
    QCOMPARE(doc.comparisonTable.rows[0][0], QString("#2"));
    QCOMPARE(doc.rpsChart.bars[2].label, QString("#4"));
    QVERIFY(doc.rpsChart.bars[2].baseline);
    const QString html = bw::reportToHtml(doc);
    QVERIFY(html.contains("#5 recorded 5,000 RPS"));
    // JSON comparison names the runs by id too.
    const QJsonObject j = bw::comparisonExportJson(loadAll(store, asked), 2);
    QCOMPARE(j.value("baselineId").toInteger(), 4);
    QCOMPARE(j.value("ratios").toArray().at(0).toObject().value("id").toInteger(), 2);
}

void TestRunIdentity::singleExportKeepsItsId()
{
    QTemporaryDir dir;
    bw::HistoryStore store;
    QVERIFY(store.open((dir.path() + "/h.sqlite").toStdString()));
    for (int i = 1; i <= 7; ++i)
        bwtest::saveHistoryRun(store, bwtest::runSpec("", 100.0 * i));
    const bw::ReportDocument doc = bw::buildReport(loadAll(store, {7}), bw::ReportOptions{});
    QCOMPARE(doc.runs.front().name, QString("#7"));
    const QString md = bw::reportToMarkdown(doc);
    QVERIFY(md.contains("#7 recorded 700 RPS"));
    QVERIFY(!md.contains("#1"));
    QCOMPARE(bw::runExportJson(loadAll(store, {7}).front()).value("history").toObject().value("id").toInteger(), 7);
    // A run that never was in the history is not given an id-like "#1".
    bw::RunResult unsaved = bwtest::makeHistoryRun(bwtest::runSpec("", 100));
    const bw::ReportDocument d2 = bw::buildReport({unsaved}, bw::ReportOptions{});
    QCOMPARE(d2.runs.front().name, QString("run 1"));
}

void TestRunIdentity::labelCarriesNameAndTags()
{
    QCOMPARE(bw::runLabel(12, "", {}), std::string("#12"));
    QCOMPARE(bw::runLabel(12, "nginx json", {}), std::string("#12 nginx json"));
    QCOMPARE(bw::runLabel(12, "nginx json", {"api", "v2"}), std::string("#12 nginx json [api, v2]"));
    QCOMPARE(bw::runLabel(3, "", {"x"}), std::string("#3 [x]"));
    QTemporaryDir dir;
    bw::HistoryStore store;
    QVERIFY(store.open((dir.path() + "/h.sqlite").toStdString()));
    bwtest::HistoryRunSpec spec = bwtest::runSpec("nginx", 2000);
    spec.tags = {"v2", "api"};
    const int64_t id = bwtest::saveHistoryRun(store, spec);
    const bw::RunResult r = *store.loadRun(id);
    QCOMPARE(r.historyId, id);
    QCOMPARE(r.tags, (std::vector<std::string>{"api", "v2"}));
    const bw::ReportDocument doc = bw::buildReport({r}, bw::ReportOptions{});
    QCOMPARE(doc.runs.front().name, QString("#1 nginx [api, v2]"));
}

void TestRunIdentity::liveRunsOverlap()
{
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/o.sqlite").toStdString();
    bw::HistoryStore a, b;   // two writers, as two windows or a window and the CLI
    QVERIFY(a.open(path));
    QVERIFY(b.open(path));
    const bw::RunResult full = bwtest::makeFullRunResult(1, 5);
    const int64_t first = a.beginRun(full);
    QVERIFY(a.overlappingRuns(first).empty());   // alone so far
    const int64_t second = b.beginRun(full);
    QCOMPARE(a.overlappingRuns(first), std::vector<int64_t>{second});
    QCOMPARE(b.overlappingRuns(second), std::vector<int64_t>{first});
    QVERIFY(a.finishRun(first, full));
    // The first has finished: a third run overlaps only the second.
    const int64_t third = a.beginRun(full);
    QCOMPARE(a.overlappingRuns(third), std::vector<int64_t>{second});
    QCOMPARE(a.overlappingRuns(second), (std::vector<int64_t>{first, third}));
    QCOMPARE(a.loadRun(first)->overlappingRuns, std::vector<int64_t>{second});
    const auto rows = a.listRuns({});
    for (const bw::RunRow& r : rows)
        QVERIFY2(!r.overlappingRuns.empty(), qPrintable(QString::number(r.id)));
    // A run saved alone (imported, or one-shot) overlaps nothing.
    const int64_t alone = a.saveRun(full);
    QVERIFY(a.overlappingRuns(alone).empty());
    // The fact survives deleting the other run.
    QVERIFY(a.deleteRun(second));
    QCOMPARE(a.overlappingRuns(first), std::vector<int64_t>{second});
}

void TestRunIdentity::staleRunningRowsDoNotOverlap()
{
    QTemporaryDir dir;
    bw::HistoryStore store;
    QVERIFY(store.open((dir.path() + "/s.sqlite").toStdString()));
    const bw::RunResult full = bwtest::makeFullRunResult(2, 5);
    // Left 'running' by a process that has died (a crash)...
    const int64_t crashed = store.beginRun(full);
    const int64_t dead = bwtest::deadPid();
    QVERIFY(dead > 0);
    setColumn(store, "UPDATE runs SET owner_pid = ? WHERE id = ?", dead, crashed);
    // ...and one whose writer lives but has not saved progress for an hour
    // (a hung process, or a recycled pid).
    const int64_t hung = store.beginRun(full);
    setColumn(store, "UPDATE runs SET updated_at_ms = ? WHERE id = ?",
              QDateTime::currentMSecsSinceEpoch() - 3600 * 1000, hung);
    const int64_t fresh = store.beginRun(full);
    QVERIFY2(store.overlappingRuns(fresh).empty(), "stale rows counted as live loads");
    QVERIFY(store.overlappingRuns(crashed).empty());
}

void TestRunIdentity::overlapReachesReportAndSummary()
{
    bw::RunResult r = bwtest::makeHistoryRun(bwtest::runSpec("busy", 1000));
    r.historyId = 9;
    r.overlappingRuns = {12, 15};
    const QString md = bw::reportToMarkdown(bw::buildReport({r}, bw::ReportOptions{}));
    QVERIFY2(md.contains("#9 busy shared the machine with another Benchwork load (#12, #15)"), qPrintable(md));
    const std::string s = bwcli::formatSummary(r);
    QVERIFY2(s.find("WARNING: another Benchwork load used this machine while this run ran (#12, #15") != std::string::npos,
             s.c_str());
    r.overlappingRuns.clear();
    QVERIFY(bwcli::formatSummary(r).find("another Benchwork load") == std::string::npos);
}

void TestRunIdentity::migratesToOverlapTable()
{
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/v1.sqlite").toStdString();
    {
        bw::SqliteDb db;
        QVERIFY(db.open(path));
        QVERIFY(db.exec(bw::historySchemaV1Sql()));
        QVERIFY(db.exec("INSERT INTO runs (id, name, started_at_ms, status) VALUES (1, 'old', 1, 'complete');"
                        "PRAGMA user_version = 1;"));
    }
    bw::HistoryStore store;
    QVERIFY2(store.open(path), store.lastError().c_str());
    int64_t version = 0, tables = 0;
    QVERIFY(store.db().queryInt("PRAGMA user_version", &version));
    QCOMPARE(version, int64_t(bw::kHistorySchemaVersion));   // every step, the overlap table (4) among them
    QVERIFY(store.db().queryInt("SELECT count(*) FROM sqlite_master WHERE name = 'run_overlaps'", &tables));
    QCOMPARE(tables, int64_t(1));
    QVERIFY(store.overlappingRuns(1).empty());
    QCOMPARE(store.runRow(1)->name, std::string("old"));
}

BW_TEST_GUILESS_MAIN(TestRunIdentity)
#include "tst_run_identity.moc"

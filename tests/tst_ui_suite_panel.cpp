// The suite panel: a broken file shows its JSON path, the bundled reference
// suite plans 6 runs (one a capacity search), a short suite against a loopback server runs to the end
// with its row in the table, a suite with commands asks first, and the report
// exports in both languages.
#include "loopback_server.h"
#include "suite/bundled_suite_box.h"
#include "suite/suite_panel.h"
#include "suite/suite_records_model.h"
#include "widgets/headroom_bars.h"

#include "result/run_result.h"
#include "junit_check.h"
#include "test_main.h"

#include <QCheckBox>
#include <QFile>
#include <QFileInfo>
#include <QSpinBox>
#include <QTableWidget>
#include <QLabel>
#include <QTemporaryDir>
#include <QtTest>

using bwtest::LoopbackServer;

// Declared before the fixtures: moc does not understand raw string literals.
class TestUiSuitePanel : public QObject {
    Q_OBJECT
private slots:
    void brokenFileShowsThePath();
    void shortSuiteRunsAndExports();
    void commandsAreConfirmedFirst();
    void planIsListedBeforeRunAndShortenedByCheckbox();
    void clientWarningsShowInTheRow();
    void bundledSuitesAreListedWithTheirDescriptions();
    void missingRuntimeIsSkippedInThePlanAndTheTable();
    void resultsStayOnOneLineAndBarsHaveRoom();
};


namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QString readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

void TestUiSuitePanel::brokenFileShowsThePath()
{
    QTemporaryDir dir;
    bwui::SuitePanel panel;
    const QString path = writeFile(dir, "bad.json", R"({"schema": "benchwork.suite/1", "name": "b",
        "targets": [{"name": "t", "url": "http:\/\/127.0.0.1:1"}], "scenarios": [{"id": "a", "slo": {"p99": 12}}]})");
    QVERIFY(!panel.openSuiteFile(path));
    const auto labels = panel.findChildren<QLabel*>();
    bool shown = false;
    for (const QLabel* l : labels)
        shown = shown || l->text().contains("$.scenarios[0].slo.p99: expected a duration like \"5ms\", got 12");
    QVERIFY(shown);
}

void TestUiSuitePanel::shortSuiteRunsAndExports()
{
    LoopbackServer srv(LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    QTemporaryDir dir;
    const QByteArray json = R"({"schema": "benchwork.suite/1", "name": "panel",
        "targets": [{"name": "local", "url": ")" + QByteArray::fromStdString(srv.url("")) + R"("}],
        "scenarios": [{"id": "json", "name": "JSON", "request": {"path": "/json"},
                       "load": {"vus": 2, "threads": 1, "duration": "1s"}, "slo": {"rps": 1, "p99": "1s"}}]})";
    bwui::SuitePanel panel;
    panel.setHistoryPath(dir.filePath("h.sqlite"));
    QVERIFY(panel.openSuiteFile(writeFile(dir, "s.json", json)));
    QSignalSpy finished(&panel, &bwui::SuitePanel::suiteFinished);
    panel.runSuite();
    QVERIFY(panel.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning() && panel.hasOutcome(), 15000);
    QCOMPARE(finished.count(), 1);
    QVERIFY(finished.at(0).at(0).toLongLong() > 0);   // saved under a suite run
    const auto* model = panel.recordsModel();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->data(model->index(0, bwui::SuiteRecordsModel::Scenario)).toString(), QString("JSON"));
    QVERIFY(model->data(model->index(0, bwui::SuiteRecordsModel::Headroom)).toString().contains("x RPS target"));
    QVERIFY(panel.statusText().contains("1 passed"));

    const QString md = dir.filePath("r.md"), html = dir.filePath("r.html");
    QCOMPARE(panel.exportReport(md, "en"), QString());
    QCOMPARE(panel.exportReport(html, "ko"), QString());
    QVERIFY(readFile(md).contains("PASS"));
    QVERIFY(readFile(html).contains(QString::fromUtf8("결과")));
    QVERIFY(!panel.exportReport(dir.filePath("r.txt"), "en").isEmpty());
    // JUnit for CI, as `suite --junit` writes it: the run a passing case
    const QString xml = dir.filePath("r.xml");
    QCOMPARE(panel.exportReport(xml, "en"), QString());
    const bwtest::JUnitReadFile junit = bwtest::readJUnitFile(xml);
    QVERIFY2(junit.parseError.isEmpty(), qPrintable(junit.parseError));
    QCOMPARE(int(junit.cases.size()), 1);
    QCOMPARE(junit.cases.front().verdict, QStringLiteral("passed"));
    QVERIFY2(junit.countsProblem().isEmpty(), qPrintable(junit.countsProblem()));
    if (!bwtest::xmllintPath().isEmpty())
        QVERIFY2(bwtest::junitSchemaErrors(xml).isEmpty(), qPrintable(bwtest::junitSchemaErrors(xml)));
}

void TestUiSuitePanel::commandsAreConfirmedFirst()
{
    QTemporaryDir dir;
    const int port = bwtest::unusedPort();
    const QByteArray json = R"({"schema": "benchwork.suite/1", "name": "cmd",
        "targets": [{"name": "srv", "command": ["benchwork-no-such-command-xyz", "--flag"], "url": "http:\/\/127.0.0.1:)"
                            + QByteArray::number(port) + R"("}],
        "scenarios": [{"id": "a", "load": {"duration": "1s"}}]})";
    bwui::SuitePanel panel;
    panel.setHistoryPath(QString());
    QStringList asked;
    panel.setCommandConfirmer([&](const QStringList& commands) {
        asked = commands;
        return false;   // refused: nothing starts
    });
    QVERIFY(panel.openSuiteFile(writeFile(dir, "c.json", json)));
    panel.runSuite();
    QCOMPARE(asked.size(), 1);
    QVERIFY(asked[0].contains("benchwork-no-such-command-xyz --flag"));
    QVERIFY(!panel.isRunning());
    QVERIFY(!panel.hasOutcome());
}

void TestUiSuitePanel::planIsListedBeforeRunAndShortenedByCheckbox()
{
    bwui::SuitePanel panel;
    panel.setHistoryPath(QString());
    // Open suite… starts in the bundled suites.
    const QString folder = panel.suitesFolder();
    QVERIFY2(QFileInfo::exists(folder + "/reference-report.json"), qPrintable(folder));
    QVERIFY(panel.openSuiteFile(folder + "/reference-report.json"));
    // Scenarios x targets with their SLOs, before anything runs.
    const QTableWidget* plan = panel.planTable();
    QCOMPARE(plan->rowCount(), 6);
    bool anySlo = false;
    for (int r = 0; r < plan->rowCount(); ++r) {
        QVERIFY(!plan->item(r, 0)->text().isEmpty());
        QVERIFY(!plan->item(r, 1)->text().isEmpty());
        anySlo = anySlo || plan->item(r, 4)->text().contains("p99");
    }
    QVERIFY(anySlo);
    const QString asWritten = panel.planText();
    QVERIFY2(asWritten.contains("in all"), qPrintable(asWritten));
    const QString measuredAsWritten = plan->item(0, 3)->text();

    // "Shorten to" is a checkbox with its value, not a magic 0 / -1.
    auto boxes = panel.findChildren<QCheckBox*>();
    QCOMPARE(boxes.size(), 2);
    for (const QCheckBox* b : boxes)
        QVERIFY(!b->isChecked());
    for (const QSpinBox* s : panel.findChildren<QSpinBox*>())
        QVERIFY(!s->isEnabled() && s->minimum() >= 0);
    panel.setShortening(3, 1);
    QCOMPARE(plan->item(0, 3)->text(), QString("3 s"));
    QCOMPARE(plan->item(0, 2)->text(), QString("1 s"));
    QVERIFY(panel.planText() != asWritten);
    panel.setShortening(std::nullopt, std::nullopt);
    QCOMPARE(plan->item(0, 3)->text(), measuredAsWritten);
    QCOMPARE(panel.planText(), asWritten);
}


// A row whose run carries client-health warnings says so after its verdict,
// and its tooltip has each warning in full; a healthy row says nothing more.
void TestUiSuitePanel::clientWarningsShowInTheRow()
{
    bw::SuiteRunRecord warned;
    warned.ran = true;
    warned.scenarioName = "list";
    warned.result.status = bw::RunStatus::Complete;
    warned.result.requests = 100;
    warned.result.clientRunQueueWaitFraction = 0.25;
    warned.result.clientWarnings = {"cpu-starved"};
    bw::SuiteRunRecord bound = warned;
    bound.result.clientWarnings.clear();
    bound.result.clientBound = true;   // the flag alone, as an older record has it
    bound.result.clientBusyFraction = 0.95;
    bw::SuiteRunRecord healthy = warned;
    healthy.result.clientWarnings.clear();

    bwui::SuiteRecordsModel model;
    model.resetData({warned, bound, healthy});
    const auto cell = [&](int row, int role) {
        return model.data(model.index(row, bwui::SuiteRecordsModel::Verdict), role).toString();
    };
    QVERIFY2(cell(0, Qt::DisplayRole).contains(QString::fromUtf8("\u26a0 Client starved of CPU")), qPrintable(cell(0, Qt::DisplayRole)));
    QVERIFY2(cell(0, Qt::ToolTipRole).contains("waited for a CPU 25 % of the time"), qPrintable(cell(0, Qt::ToolTipRole)));
    QVERIFY2(cell(1, Qt::DisplayRole).contains("Client CPU-bound"), qPrintable(cell(1, Qt::DisplayRole)));
    QVERIFY2(cell(1, Qt::ToolTipRole).contains("95 %"), qPrintable(cell(1, Qt::ToolTipRole)));
    QVERIFY2(!cell(2, Qt::DisplayRole).contains(QString::fromUtf8("\u26a0")), qPrintable(cell(2, Qt::DisplayRole)));
    QVERIFY(cell(2, Qt::ToolTipRole).isEmpty());
}

// The bundled suites are a list beside Open suite…; choosing one opens it
// and shows its description in the window's language.
void TestUiSuitePanel::bundledSuitesAreListedWithTheirDescriptions()
{
    bwui::SuitePanel panel;
    panel.setHistoryPath(QString());
    bwui::BundledSuiteBox* box = panel.bundledSuites();
    const QStringList paths = box->paths();
    for (const char* name : {"reference-report.json", "node-matrix.json", "seed-runtimes.json", "seed-baselines.json"})
        QVERIFY2(std::any_of(paths.begin(), paths.end(), [&](const QString& p) { return p.endsWith(QLatin1String(name)); }), name);
    QVERIFY(!std::any_of(paths.begin(), paths.end(), [](const QString& p) { return p.endsWith(".schema.json"); }));
    const int seeds = int(paths.indexOf(panel.suitesFolder() + "/seed-runtimes.json"));
    QVERIFY(seeds >= 0);
    QVERIFY(box->itemData(seeds + 1, Qt::ToolTipRole).toString().contains("Node/Bun/Go"));
    emit box->activated(seeds + 1);   // as a click on it
    QVERIFY2(panel.planText().contains("10 run"), qPrintable(panel.planText()));
    QVERIFY(panel.descriptionText().contains("write-up end to end"));
    QCOMPARE(box->currentIndex(), seeds + 1);
}

// A target whose runtime is not installed: the plan says it will be
// skipped, and after the run its row says so instead of failing.
void TestUiSuitePanel::missingRuntimeIsSkippedInThePlanAndTheTable()
{
    QTemporaryDir dir;
    LoopbackServer srv(LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    bwui::SuitePanel panel;
    panel.setHistoryPath(QString());
    panel.setCommandConfirmer([](const QStringList&) { return true; });
    const QByteArray json = R"({"schema": "benchwork.suite/1", "name": "s",
        "targets": [{"name": "local", "url": ")" + QByteArray::fromStdString(srv.url("")) + R"("},
                    {"name": "bunny", "command": ["benchwork-no-such-bun"], "url": "http:\/\/127.0.0.1:1",
                     "requires": ["benchwork-no-such-bun"], "install": "scripts/install-deps.sh examples"}],
        "defaults": {"load": {"vus": 1, "threads": 1, "duration": "1s"}},
        "scenarios": [{"id": "here", "target": "local"}, {"id": "there", "target": "bunny"}]})";
    QVERIFY(panel.openSuiteFile(writeFile(dir, "s.json", json)));
    QVERIFY2(panel.planText().contains("bunny will be skipped: benchwork-no-such-bun not found \u2014 scripts/install-deps.sh examples"),
             qPrintable(panel.planText()));
    panel.runSuite();
    QTRY_VERIFY_WITH_TIMEOUT(panel.hasOutcome(), 30000);
    const auto* model = panel.recordsModel();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->index(1, bwui::SuiteRecordsModel::Verdict).data().toString(), QString("skipped"));
    QVERIFY(model->index(1, bwui::SuiteRecordsModel::Headroom).data().toString().contains("not found"));
    QVERIFY2(panel.statusText().contains("1 run") && panel.statusText().contains("skipped"), qPrintable(panel.statusText()));
    QVERIFY(panel.statusText().startsWith("Suite complete"));
}

// The results table keeps each run on one line with every cell whole (a
// wrapped SLO cell read "PASS ⚠ Client starved of CP…"), and the headroom
// bars get room for at least two runs (the splitter once left them ~50 px).
void TestUiSuitePanel::resultsStayOnOneLineAndBarsHaveRoom()
{
    std::vector<bw::SuiteRunRecord> records;
    for (int i = 0; i < 4; ++i) {
        bw::SuiteRunRecord r;
        r.index = i;
        r.ran = true;
        r.scenarioName = "list users " + std::to_string(i);
        r.cellLabel = "node @ cpus 0-1";
        r.result.status = bw::RunStatus::Complete;
        r.result.requests = 100000;
        r.result.rps = 20000;
        r.result.measuredSec = 5;
        r.result.clientRunQueueWaitFraction = 0.25;
        r.result.clientWarnings = {"cpu-starved", "pacer-behind"};
        for (int k = 0; k < 100; ++k)
            r.result.latency.record(uint64_t(1000000 + k * 1000));
        r.result.latencySummary = bw::LatencySummary::from(r.result.latency);
        r.result.slo.minRps = 10000;
        r.result.slo.maxP99Us = 5000;
        r.result.verdict = bw::evaluateSlo(r.result.slo, r.result);
        records.push_back(r);
    }
    bwui::SuitePanel panel;
    panel.resize(830, 640);   // the Suites tab at 1280x800
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.showRecords(records);
    QCoreApplication::processEvents();
    const QTableView* table = panel.resultsTable();
    QVERIFY(!table->wordWrap());
    for (int col = 0; col < bwui::SuiteRecordsModel::ColumnCount; ++col) {
        const QString text = table->model()->index(0, col).data().toString();
        QVERIFY2(table->columnWidth(col) >= table->fontMetrics().horizontalAdvance(text), qPrintable(text));
    }
    const int twoRuns = 2 * panel.headroomBars()->rowHeightPx();
    QVERIFY2(panel.headroomShownHeight() >= twoRuns,
             qPrintable(QString("bars shown in %1 px, two runs need %2").arg(panel.headroomShownHeight()).arg(twoRuns)));
}

BW_TEST_MAIN(TestUiSuitePanel)
#include "tst_ui_suite_panel.moc"

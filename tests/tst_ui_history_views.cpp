// Opening and comparing saved runs: a run's charts are filled with its
// stored series (same panels as the live view), its summary is the one the
// live view showed; a comparison shows ratios against the chosen baseline
// and follows a baseline switch; charts export as PNG; open tabs come back.
#include "charts/spectrum_chart.h"
#include "charts/time_chart.h"
#include "controller/run_controller.h"
#include "history/compare/compare_view.h"
#include "history/compare/comparison_bar_chart.h"
#include "history/compare/comparison_table.h"
#include "history/compare/significance_panel.h"
#include "history/history_panel.h"
#include "history/history_tabs.h"
#include "history/browser/run_table_model.h"
#include "history/browser/run_table_view.h"
#include "history/details/run_view.h"
#include "history_panel_test.h"
#include "model/display_format.h"
#include "model/spectrum_curves.h"
#include "model/summary_text.h"
#include "panels/charts_panel.h"
#include "panels/summary_panel.h"
#include "test_main.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QItemSelectionModel>
#include <QLabel>
#include <QImage>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QHeaderView>
#include <QRegularExpression>
#include <QTableWidget>
#include <QtTest>

using namespace bwui;

class TstUiHistoryViews : public bwtest::HistoryPanelTest {
    Q_OBJECT
private slots:
    void init();
    void openingARunFillsItsCharts();
    void aSavedRunLooksAsItDidLive();
    void openingTwiceFocusesTheTab();
    void comparisonShowsRatiosAgainstTheBaseline();
    void comparisonNeedsTwoRuns();
    void comparisonColoursNothingAndSaysWhy();
    void comparisonNamesRunsAndShowsMilliseconds();
    void comparisonWritesFiguresOneWay();
    void aRequestSetRunSaysItIsASet();
    void baselineIsTheRunSelectedFirst();
    void exportsChartsAsPng();
    void deletingClosesItsTabs();
    void reopensTabsFromSettings();
    void unlistedHistoryKeepsSavedColumns();

private:
    std::vector<int64_t> ids_;   // 20 s at 1000 req/s, 30 s at 2000, 8 s at 500
};

void TstUiHistoryViews::init()
{
    bw::HistoryStore store;
    QVERIFY(openScratchStore(store));
    ids_.clear();
    ids_.push_back(bwtest::saveHistoryRun(store, bwtest::runSpec("base", 1000, 4000, 20)));
    ids_.push_back(bwtest::saveHistoryRun(store, bwtest::runSpec("faster", 2000, 1000, 30)));
    ids_.push_back(bwtest::saveHistoryRun(store, bwtest::runSpec("slower", 500, 8000, 8)));
    for (int64_t id : ids_)
        QVERIFY(id > 0);
    QVERIFY2(showPanel(store, {1200, 800}), qPrintable(panel_->lastMessage()));
}

void TstUiHistoryViews::openingARunFillsItsCharts()
{
    QSignalSpy opened(panel_.get(), &HistoryPanel::runOpened);
    RunView* v = panel_->openRun(ids_[1]);
    QVERIFY2(v, qPrintable(panel_->lastMessage()));
    QCOMPARE(opened.count(), 1);
    QCOMPARE(panel_->tabs()->currentWidget(), v);
    QCOMPARE(panel_->tabs()->tabText(panel_->tabs()->currentIndex()), QStringLiteral("#%1 faster").arg(ids_[1]));

    const bw::RunResult stored = bwtest::makeHistoryRun(bwtest::runSpec("faster", 2000, 1000, 30));
    QCOMPARE(v->seriesLength(), 30);
    QCOMPARE(v->targetSeriesLength(), 30);
    // Every second on every line (30 points are fewer than the chart's buckets):
    // requests/s 1 line, latency 4, errors 2 from the run; RSS and CPU from the target.
    QCOMPARE(v->charts()->pointsShown(), 30 * (1 + 4 + 2) + 30 * 2);

    // The summary is the live view's, from the run as saved.
    QVERIFY(v->summary()->hasResult());
    QVERIFY(v->result());
    QCOMPARE(v->summary()->headlineText(), SummaryText::headline(*v->result()));
    QVERIFY(v->summary()->headlineText().contains(QStringLiteral("2,000")));
    QCOMPARE(v->result()->series.size(), stored.series.size());
    QCOMPARE(v->summary()->rowCount(QStringLiteral("latency")), 8);

    // Shown and resized, the charts redraw for the new width and keep every point.
    panel_->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
    panel_->resize(1400, 900);
    QTRY_COMPARE(v->charts()->pointsShown(), 30 * 7 + 30 * 2);
}

// The live view ends with the run's whole spectrum and its SLO drawn as
// dashed lines; a saved run opened from the history shows the same.
void TstUiHistoryViews::aSavedRunLooksAsItDidLive()
{
    RunView* v = panel_->openRun(ids_[1]);
    QVERIFY2(v, qPrintable(panel_->lastMessage()));
    const bw::RunResult& r = *v->result();
    QVERIFY(r.latency.count() > 0);
    QVERIFY(r.slo.minRps > 0 && r.slo.maxP99Us > 0);
    SpectrumChart* spectrum = v->charts()->spectrumChart();
    // The curves the Summary tab draws (two for a run with intended send times).
    const auto expected = SpectrumCurves::of(r, QString(), 0);
    QVERIFY(!expected.empty());
    QCOMPARE(spectrum->curveCount(), int(expected.size()));
    const QList<QPointF> curve = spectrum->curvePoints(0);
    QVERIFY(!curve.isEmpty());
    QCOMPARE(curve.back().y(), expected.front().points.back().valueUs / 1000.0);   // ms, the run's own histogram
    QVERIFY2(spectrum->yTop() > 1.0, qPrintable(QString::number(spectrum->yTop())));   // not the empty 0..1 axis
    QCOMPARE(spectrum->thresholdMs(), r.slo.maxP99Us / 1000.0);
    QCOMPARE(v->charts()->rpsChart()->threshold(), r.slo.minRps);
    QCOMPARE(v->charts()->latencyChart()->threshold(), r.slo.maxP99Us / 1000.0);
}

void TstUiHistoryViews::openingTwiceFocusesTheTab()
{
    RunView* a = panel_->openRun(ids_[0]);
    QVERIFY(a);
    panel_->tabs()->setCurrentIndex(0);
    QCOMPARE(panel_->openRun(ids_[0]), a);
    QCOMPARE(panel_->tabs()->count(), 2);
    QCOMPARE(panel_->tabs()->currentWidget(), a);
    QVERIFY(!panel_->openRun(987654));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("987654")), qPrintable(panel_->lastMessage()));
}

void TstUiHistoryViews::comparisonShowsRatiosAgainstTheBaseline()
{
    CompareView* c = panel_->compareRuns(ids_);
    QVERIFY2(c, qPrintable(panel_->lastMessage()));
    QCOMPARE(c->baselineId(), ids_[0]);
    ComparisonTable* t = c->table();
    QCOMPARE(t->columnCount(), 3);
    QCOMPARE(t->rowCount(), int(ComparisonTable::MetricCount));
    QVERIFY(t->horizontalHeaderItem(0)->text().contains(QStringLiteral("(baseline)")));
    // Against "base" (1000 req/s, p99 4 ms): faster 2.00x and 0.25x, slower 0.50x and 2.00x.
    QCOMPARE(t->item(ComparisonTable::MRps, 0)->text(), QStringLiteral("1,000"));
    QCOMPARE(t->item(ComparisonTable::MRps, 1)->text(), QStringLiteral("2,000   2.00x"));
    QCOMPARE(t->item(ComparisonTable::MP99, 1)->text(), QStringLiteral("1.00 ms   0.25x"));
    QCOMPARE(t->item(ComparisonTable::MRps, 2)->text(), QStringLiteral("500   0.50x"));
    QCOMPARE(t->item(ComparisonTable::MP90, 2)->text(), QStringLiteral("4.00 ms   2.00x"));
    QVERIFY(t->item(ComparisonTable::MErrors, 1)->text().endsWith(QStringLiteral(" pp")));
    QVERIFY(c->rpsBars()->bars()[0].baseline);
    QCOMPARE(c->rpsBars()->bars().size(), size_t(3));
    QCOMPARE(c->p99Bars()->bars()[2].value, 8.0);   // ms

    // Switching the baseline in the combo box recomputes every ratio.
    QSignalSpy switched(c, &CompareView::baselineChanged);
    auto* combo = c->findChild<QComboBox*>();
    QVERIFY(combo);
    QCOMPARE(combo->count(), 3);
    combo->setCurrentIndex(1);
    QCOMPARE(switched.count(), 1);
    QCOMPARE(c->baselineId(), ids_[1]);
    QCOMPARE(c->baselineIndex(), 1);
    QCOMPARE(t->item(ComparisonTable::MRps, 0)->text(), QStringLiteral("1,000   0.50x"));
    QCOMPARE(t->item(ComparisonTable::MRps, 1)->text(), QStringLiteral("2,000"));
    QCOMPARE(t->item(ComparisonTable::MP99, 2)->text(), QStringLiteral("8.00 ms   8.00x"));
    QVERIFY(t->horizontalHeaderItem(1)->text().contains(QStringLiteral("(baseline)")));
    QVERIFY(!t->horizontalHeaderItem(0)->text().contains(QStringLiteral("(baseline)")));
    QVERIFY(c->rpsBars()->bars()[1].baseline && !c->rpsBars()->bars()[0].baseline);

    // The per-second series are overlaid, each run with its measured
    // seconds (its 2 warmup seconds left out).
    QCOMPARE(c->overlaidPoints(0), 18);
    QCOMPARE(c->overlaidPoints(1), 28);
    QCOMPARE(c->overlaidPoints(2), 6);
    QVERIFY(!c->setBaseline(987654));
}

void TstUiHistoryViews::comparisonNeedsTwoRuns()
{
    QVERIFY(!panel_->compareRuns({ids_[0]}));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("at least two")), qPrintable(panel_->lastMessage()));
    QVERIFY(!panel_->compareRuns({ids_[0], 987654}));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("987654")), qPrintable(panel_->lastMessage()));
    QCOMPARE(panel_->tabs()->count(), 1);
}

// Differences of a few percent are noise with one run per side: nothing is
// painted red or green, and the view says why.
void TstUiHistoryViews::comparisonColoursNothingAndSaysWhy()
{
    CompareView* c = panel_->compareRuns(ids_);
    QVERIFY(c);
    ComparisonTable* t = c->table();
    for (int row = 0; row < t->rowCount(); ++row)
        for (int col = 0; col < t->columnCount(); ++col)
            QVERIFY2(!t->item(row, col)->data(Qt::ForegroundRole).isValid(),
                     qPrintable(QString("coloured: %1").arg(t->item(row, col)->text())));
    // Switching the baseline colours nothing either.
    QVERIFY(c->setBaseline(ids_[2]));
    for (int row = 0; row < t->rowCount(); ++row)
        for (int col = 0; col < t->columnCount(); ++col)
            QVERIFY(!t->item(row, col)->data(Qt::ForegroundRole).isValid());
    bool explained = false;
    for (const QLabel* l : c->findChildren<QLabel*>())
        explained = explained || l->text().contains(QStringLiteral("one sample cannot separate change from noise"));
    QVERIFY(explained);
}

void TstUiHistoryViews::comparisonNamesRunsAndShowsMilliseconds()
{
    // A run below 1 ms: the "p99 latency (ms)" bars said "800 µs".
    bw::HistoryStore store;
    QVERIFY(store.open(dir_->dbPath().toStdString()));
    bwtest::HistoryRunSpec spec = bwtest::runSpec("", 3000, 800, 5);
    spec.tags = {"api", "quick"};
    const int64_t quick = bwtest::saveHistoryRun(store, spec);
    QVERIFY(quick > 0);
    store.close();
    panel_->refresh();

    CompareView* c = panel_->compareRuns({ids_[0], quick});
    QVERIFY2(c, qPrintable(panel_->lastMessage()));
    QCOMPARE(c->p99Bars()->bars()[1].valueText, QStringLiteral("0.800 ms"));
    QCOMPARE(c->p99Bars()->bars()[0].valueText, QStringLiteral("4.00 ms"));
    // Headers name the run by id with its name or, without one, its tags and route.
    ComparisonTable* t = c->table();
    QVERIFY(t->horizontalHeaderItem(0)->text().startsWith(QStringLiteral("#%1 base").arg(ids_[0])));
    const QString unnamed = t->horizontalHeaderItem(1)->text();
    QVERIFY2(unnamed.startsWith(QStringLiteral("#%1 [api, quick]").arg(quick)), qPrintable(unnamed));
    QVERIFY2(unnamed.contains(QLatin1Char('/')), qPrintable(unnamed));   // the route
    // Bar labels are whole even in a narrow chart ("#2 (b…line)" before).
    c->rpsBars()->resize(300, c->rpsBars()->height());
    const QStringList shown = c->rpsBars()->shownLabels();
    QCOMPARE(shown[0], QStringLiteral("#%1 base (baseline)").arg(ids_[0]));
    QVERIFY(!shown[1].contains(QChar(0x2026)));
}

// The default baseline is the run the user selected first, not the top row.
// Every table, axis and label of the compare view writes a figure as the
// window does (DisplayFormat: "4.00 ms", "250 µs"), not the reports' way
// ("4ms", "9us"); the per-second lines are the measured phase, as the live
// baseline overlay aligns runs; the ratio table uses the view's width; the
// hint points at the window's own Rounds field.
void TstUiHistoryViews::comparisonWritesFiguresOneWay()
{
    CompareView* c = panel_->compareRuns(ids_);
    QVERIFY2(c, qPrintable(panel_->lastMessage()));
    panel_->resize(1400, 900);
    panel_->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
    QTableWidget* t = c->significance()->table();
    int checked = 0;
    for (int row = 0; row < t->rowCount(); ++row) {
        const QString metric = t->item(row, 0)->text();
        for (int col = 2; col <= 3; ++col) {
            const QString cell = t->item(row, col)->text();
            QVERIFY2(!cell.contains(QRegularExpression(QStringLiteral("\\d(us|ms|s)\\b"))), qPrintable(metric + ": " + cell));
        }
        if (metric == QStringLiteral("p99")) {
            QCOMPARE(t->item(row, 2)->text(), DisplayFormat::metricValue(bw::Metric::P99, 4000) + QStringLiteral(" ±∞"));
            ++checked;
        }
    }
    QVERIFY(checked > 0);
    // The ratio table stretches over the view rather than a quarter of it.
    ComparisonTable* ratios = c->table();
    auto columnsWidth = [ratios] {
        int used = 0;
        for (int col = 0; col < ratios->columnCount(); ++col)
            used += ratios->columnWidth(col);
        return used;
    };
    QTRY_VERIFY2(columnsWidth() >= ratios->viewport()->width() * 9 / 10 && ratios->width() >= c->width() * 3 / 4,
                 qPrintable(QString("columns %1 px in a %2 px table, view %3 px")
                                .arg(columnsWidth()).arg(ratios->viewport()->width()).arg(c->width())));
    // The measured seconds only: "base" ran 20 s, 2 of them warmup.
    QCOMPARE(c->overlaidPoints(0), 20 - 2);
    bool hintNamesRounds = false;
    for (QLabel* l : c->findChildren<QLabel*>())
        hintNamesRounds = hintNamesRounds || l->text().contains(QStringLiteral("Rounds"));
    QVERIFY(hintNamesRounds);
}

// A run that sent a request set: its target cell says so ("3 requests from
// mix.json"), not the bare route of its URL ("/").
void TstUiHistoryViews::aRequestSetRunSaysItIsASet()
{
    bw::RunResult mixed = bwtest::makeHistoryRun(bwtest::runSpec("mixed", 1500, 2000, 6));
    mixed.config.url = "http://127.0.0.1:8080/";
    mixed.config.mix.source = "mix.json";
    auto entry = [](const char* name, const char* path) {
        bw::RequestEntry e;
        e.name = name;
        e.path = path;
        return e;
    };
    mixed.config.mix.entries = {entry("find", "/db/find/1"), entry("list", "/db/list"), entry("json", "/json")};
    int64_t id = 0;
    {
        bw::HistoryStore store;
        QVERIFY(store.open(dir_->dbPath().toStdString()));
        id = store.saveRun(mixed, {});
        QVERIFY2(id > 0, store.lastError().c_str());
    }
    panel_->refresh();
    RunTableModel* m = panel_->model();
    const int row = m->rowOfId(id);
    QVERIFY(row >= 0);
    QCOMPARE(m->data(m->index(row, RunTableModel::ColTarget)).toString(), QStringLiteral("3 requests from mix.json"));
    QCOMPARE(m->data(m->index(row, RunTableModel::ColTarget), RunTableModel::HostRole).toString(),
             QStringLiteral("127.0.0.1:8080"));
    // A run of one request keeps its route.
    const int plain = m->rowOfId(ids_[0]);
    QCOMPARE(m->data(m->index(plain, RunTableModel::ColTarget)).toString(), QStringLiteral("/json"));
}

void TstUiHistoryViews::baselineIsTheRunSelectedFirst()
{
    panel_->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
    auto* table = panel_->table();
    auto* model = table->model();
    const int bottom = model->rowCount() - 1;
    const int64_t first = model->index(bottom, 0).data(RunTableModel::RunIdRole).toLongLong();
    const int64_t second = model->index(0, 0).data(RunTableModel::RunIdRole).toLongLong();
    QVERIFY(first != second);
    table->selectionModel()->select(model->index(bottom, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table->selectionModel()->select(model->index(0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(panel_->selectionOrder(), (std::vector<int64_t>{first, second}));
    QAction* compare = nullptr;
    for (QAction* a : panel_->findChildren<QAction*>())
        if (a->text() == QStringLiteral("Compare"))
            compare = a;
    QVERIFY(compare);
    QVERIFY(compare->isEnabled());
    compare->trigger();
    auto* c = qobject_cast<CompareView*>(panel_->tabs()->currentWidget());
    QVERIFY(c);
    QCOMPARE(c->baselineId(), first);
    // The columns keep the table's order.
    QCOMPARE(c->ids(), (std::vector<int64_t>{second, first}));

    // For the review of the layout: the browser and the comparison in both
    // languages at two screen sizes (only when asked for).
    bwtest::shootInBothLanguages([&](const QString& shots, const QString& lang) {
        for (QSize size : {QSize(1600, 1000), QSize(1280, 800)}) {
            panel_->resize(size);
            for (int tab : {0, panel_->tabs()->indexOf(c)}) {
                panel_->tabs()->setCurrentIndex(tab);
                QTest::qWait(150);   // laid out once shown
                panel_->grab().save(QStringLiteral("%1/history-%2-%3-%4x%5.png")
                                        .arg(shots, tab ? QStringLiteral("compare") : QStringLiteral("runs"), lang)
                                        .arg(size.width())
                                        .arg(size.height()));
            }
        }
    });
}

void TstUiHistoryViews::exportsChartsAsPng()
{
    QVERIFY(!panel_->exportChartsPng(dir_->filePath(QStringLiteral("none.png"))));   // the browser has no charts
    QVERIFY(panel_->openRun(ids_[0]));
    const QString runPng = dir_->filePath(QStringLiteral("run.png"));
    QVERIFY2(panel_->exportChartsPng(runPng), qPrintable(panel_->lastMessage()));
    QImage img(runPng);
    QVERIFY(!img.isNull());
    QVERIFY(img.width() > 200 && img.height() > 150);

    QVERIFY(panel_->compareRuns({ids_[0], ids_[2]}));
    const QString cmpPng = dir_->filePath(QStringLiteral("compare.png"));
    QVERIFY(panel_->exportChartsPng(cmpPng));
    QVERIFY(!QImage(cmpPng).isNull());
    // The comparison exports as a report from its tab, with its baseline.
    const QString md = dir_->filePath(QStringLiteral("compare.md"));
    QVERIFY(panel_->exportTo(HistoryExport::Format::Markdown, md));
    QFile f(md);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("base") && text.contains("slower"));
}

void TstUiHistoryViews::deletingClosesItsTabs()
{
    QVERIFY(panel_->openRun(ids_[2]));
    QVERIFY(panel_->openRun(ids_[0]));
    QVERIFY(panel_->compareRuns({ids_[0], ids_[1]}));
    QVERIFY(panel_->compareRuns({ids_[1], ids_[2]}));
    QCOMPARE(panel_->tabs()->count(), 5);
    QVERIFY(panel_->deleteRuns({ids_[0]}));
    QCOMPARE(panel_->tabs()->count(), 3);   // the run and the comparison that included it
}

void TstUiHistoryViews::reopensTabsFromSettings()
{
    QVERIFY(panel_->openRun(ids_[1]));
    CompareView* c = panel_->compareRuns({ids_[0], ids_[2]});
    QVERIFY(c);
    QVERIFY(c->setBaseline(ids_[2]));
    QSettings s(dir_->filePath(QStringLiteral("state.ini")), QSettings::IniFormat);
    panel_->saveState(s);
    s.sync();

    HistoryPanel again;
    again.setDatabasePath(dir_->dbPath());
    again.restoreState(s);
    QCOMPARE(again.tabs()->count(), 3);
    auto* v = qobject_cast<RunView*>(again.tabs()->widget(1));
    QVERIFY(v);
    QCOMPARE(v->runId(), ids_[1]);
    auto* c2 = qobject_cast<CompareView*>(again.tabs()->widget(2));
    QVERIFY(c2);
    QCOMPARE(c2->ids(), (std::vector<int64_t>{ids_[0], ids_[2]}));
    QCOMPARE(c2->baselineId(), ids_[2]);
    QCOMPARE(again.tabs()->currentIndex(), 2);
}

// An --autorun --quit-after session never shows (or lists) the history; it
// saved Qt's 100 px for every column, and the next history window opened so.
void TstUiHistoryViews::unlistedHistoryKeepsSavedColumns()
{
    QSettings s(dir_->filePath(QStringLiteral("columns.ini")), QSettings::IniFormat);
    {
        HistoryPanel unlisted;   // as in the main window of such a session: never shown, nothing listed
        unlisted.saveState(s);
    }
    s.sync();
    QVERIFY2(!s.contains(QStringLiteral("history/columns2")), "widths never fitted are not saved");

    // A state saved so by an earlier version (every column at Qt's default)
    // is fitted to the rows again, not restored.
    QHeaderView* header = panel_->table()->horizontalHeader();
    HistoryPanel blank;
    s.setValue(QStringLiteral("history/columns2"), blank.table()->horizontalHeader()->saveState());
    HistoryPanel again;
    again.restoreState(s);
    QVERIFY(again.setDatabasePath(dir_->dbPath()));
    QHeaderView* restored = again.table()->horizontalHeader();
    QVERIFY(restored->sectionSize(RunTableModel::ColId) != restored->defaultSectionSize()
            || restored->sectionSize(RunTableModel::ColStarted) != restored->defaultSectionSize());
    QCOMPARE(restored->sectionSize(RunTableModel::ColStarted), header->sectionSize(RunTableModel::ColStarted));

    // Fitted widths are saved and come back as they were.
    QSettings fitted(dir_->filePath(QStringLiteral("fitted.ini")), QSettings::IniFormat);
    header->resizeSection(RunTableModel::ColName, 333);
    panel_->saveState(fitted);
    HistoryPanel third;
    third.restoreState(fitted);
    QVERIFY(third.setDatabasePath(dir_->dbPath()));
    QCOMPARE(third.table()->horizontalHeader()->sectionSize(RunTableModel::ColName), 333);
}

BW_TEST_MAIN(TstUiHistoryViews)
#include "tst_ui_history_views.moc"

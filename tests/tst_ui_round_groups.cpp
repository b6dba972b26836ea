// Round groups in the history window: listed once and expandable (a
// capacity search or sweep with its headline rate and its steps); compared
// as sides with the significance in words, the metrics' table and the
// intervals as error bars; the Trend tab of a scenario marks the latest
// point as a regression, and names a change point that made single runs
// worse with a button accepting it. Screenshots (English, Korean) when
// BENCHWORK_SHOT_DIR is set.
#include "charts/trend_chart.h"
#include "history/compare/compare_view.h"
#include "history/history_panel.h"
#include "history/history_tabs.h"
#include "history/compare/interval_chart.h"
#include "history/browser/run_browser.h"
#include "history/browser/run_details_pane.h"
#include "history/browser/run_filter_bar.h"
#include "history/browser/run_table_model.h"
#include "history/browser/run_table_view.h"
#include "history/compare/comparison_bar_chart.h"
#include "history/compare/comparison_table.h"
#include "history/compare/significance_panel.h"
#include "history/trend/trend_view.h"
#include "history_panel_test.h"
#include "run_result_fixture.h"
#include "model/display_format.h"
#include "test_main.h"

#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QTableWidget>
#include <QtTest>

using namespace bwui;

class TstUiRoundGroups : public bwtest::HistoryPanelTest {
    Q_OBJECT
private slots:
    void init();
    void groupsAreListedOnceAndExpand();
    void comparingGroupsTellsTheChange();
    void singleRunsSayOneSampleCannotTell();
    void trendMarksTheRegression();
    void trendAcceptsAChange();
    void capacityAndSweepGroupsShowTheirHeadline();
    void rowsListedLaterShowWhole();
    void aLowerBoundHeadlineSaysAtLeast();
    void abGroupRowShowsBothSides();
    void abCompareNamesSidesAndRoutes();
    void singleRunIntervalsHaveAZeroBasedAxis();
    void expandedRoundsKeepWholeLabels();
    void trendAxisGroupsDigits();
    void stepsOfFlowsAreCompared();

private:
    // A/B group 3: A /json at ~106,925 req/s, B /db/list at ~51,395, 6 rounds
    // each, alternated; listed in the panel. Its runs' ids in `ids`.
    void addAbGroup(std::vector<int64_t>* aIds, std::vector<int64_t>* bIds);
    void shoot(const QString& name);

    std::vector<int64_t> a_, b_;   // group 1: ~1000 req/s, group 2: ~800 req/s, 6 rounds each
};

void TstUiRoundGroups::init()
{
    bw::HistoryStore store;
    QVERIFY(openScratchStore(store));
    int64_t t = 1780000000000;
    a_.clear();
    b_.clear();
    for (auto [ids, base] : {std::pair{&a_, 1000.0}, std::pair{&b_, 800.0}}) {
        bw::SaveOptions o;
        o.roundGroupId = store.createRoundGroup("rounds", "api", t, 6);
        QVERIFY(o.roundGroupId > 0);
        for (int i = 0; i < 6; ++i) {
            bwtest::HistoryRunSpec spec = bwtest::runSpec("api", base + i * 3, 4000 + i * 10, 6);
            spec.startedAtMs = t += 60000;
            o.roundIndex = i + 1;
            const int64_t id = store.saveRun(bwtest::makeHistoryRun(spec), o);
            QVERIFY2(id > 0, store.lastError().c_str());
            ids->push_back(id);
        }
    }
    QVERIFY2(showPanel(store, {1400, 900}), qPrintable(panel_->lastMessage()));
}

void TstUiRoundGroups::shoot(const QString& name)
{
    bwtest::shootInBothLanguages([&](const QString& shots, const QString& lang) {
        panel_->show();
        QTest::qWait(150);   // laid out once shown
        panel_->grab().save(QStringLiteral("%1/%2-%3.png").arg(shots, name, lang));
    });
}

void TstUiRoundGroups::groupsAreListedOnceAndExpand()
{
    RunTableModel* m = panel_->model();
    QCOMPARE(m->listedRuns(), int64_t(12));
    QCOMPARE(m->rowCount(), 2);   // two group rows
    QCOMPARE(m->groupSizeAt(0), 6);
    QVERIFY(m->data(m->index(0, RunTableModel::ColId)).toString().contains(QStringLiteral("g2")));   // newest first
    QCOMPARE(m->data(m->index(0, RunTableModel::ColStatus)).toString(), QStringLiteral("6 rounds"));
    // the group row shows the median of its rounds: 800..815 -> 807.5 rounded
    QVERIFY2(m->data(m->index(0, RunTableModel::ColRps)).toString().startsWith(QStringLiteral("80")),
             qPrintable(m->data(m->index(0, RunTableModel::ColRps)).toString()));
    std::vector<int64_t> b = b_;
    QCOMPARE(m->runIdsAt(0), b);
    QVERIFY(m->toggleGroup(0));
    QCOMPARE(m->rowCount(), 8);   // the group row, its six rounds, the other group
    QVERIFY(m->isExpandedAt(0));
    QCOMPARE(m->runIdsAt(0), (std::vector<int64_t>{m->runAt(0).id}));   // expanded: its own run only
    QVERIFY(m->data(m->index(1, RunTableModel::ColId)).toString().contains(QStringLiteral("round")));
    QCOMPARE(m->groupSizeAt(1), 0);
    QVERIFY(!m->toggleGroup(1));   // a round's row is not a group
    QVERIFY(m->toggleGroup(0));
    QCOMPARE(m->rowCount(), 2);
    // selecting a folded group row selects its runs
    panel_->selectIds({m->runAt(0).id});   // the group row stands for its first run in the table's order
    QCOMPARE(panel_->selectedIds(), b);
    shoot(QStringLiteral("round-groups-list"));
}

void TstUiRoundGroups::comparingGroupsTellsTheChange()
{
    std::vector<int64_t> ids = a_;
    ids.insert(ids.end(), b_.begin(), b_.end());
    CompareView* c = panel_->compareRuns(ids, a_.front());
    QVERIFY2(c, qPrintable(panel_->lastMessage()));
    SignificancePanel* s = c->significance();
    QVERIFY(!s->sentences().isEmpty());
    // every round of B below every round of A: exact p = 2 / C(12, 6) = 0.002
    QVERIFY2(s->sentences().front().contains(QStringLiteral("is 20% slower, p = 0.002, 6 rounds each")),
             qPrintable(s->sentences().join('\n')));
    bool rpsRow = false;
    for (int r = 0; r < s->table()->rowCount(); ++r)
        if (s->table()->item(r, 0)->text() == QStringLiteral("requests/s")) {
            rpsRow = true;
            QVERIFY2(s->table()->item(r, 4)->text().startsWith(QStringLiteral("-20% p=0.002 n=6+6")),
                     qPrintable(s->table()->item(r, 4)->text()));
        }
    QVERIFY(rpsRow);
    const auto& sides = s->rpsChart()->sides();
    QCOMPARE(sides.size(), size_t(2));
    QVERIFY(sides[0].hasInterval && sides[1].hasInterval);
    QVERIFY(sides[0].low <= sides[0].median && sides[0].median <= sides[0].high);
    QVERIFY(sides[1].highlighted);
    QVERIFY(sides[1].high < sides[0].low);
    // the baseline switched to B: B's side is A now, and A is faster
    QVERIFY(c->setBaseline(b_.front()));
    QVERIFY2(s->sentences().front().contains(QStringLiteral("faster")), qPrintable(s->sentences().join('\n')));
    shoot(QStringLiteral("round-groups-compare"));
}

void TstUiRoundGroups::singleRunsSayOneSampleCannotTell()
{
    CompareView* c = panel_->compareRuns({a_[0], b_[0]});
    QVERIFY(c);
    const QStringList said = c->significance()->sentences();
    QVERIFY2(said.join('\n').contains(QStringLiteral("one sample cannot separate change from noise")), qPrintable(said.join('\n')));
    for (const auto& side : c->significance()->rpsChart()->sides())
        QVERIFY(!side.hasInterval && !side.highlighted);
}

void TstUiRoundGroups::trendMarksTheRegression()
{
    TrendView* t = panel_->openTrend(b_.back());
    QVERIFY2(t, qPrintable(panel_->lastMessage()));
    QCOMPARE(t->trend().points.size(), size_t(2));   // each group is one point
    QCOMPARE(t->chart()->medianPointCount(), 2);
    QCOMPARE(t->chart()->bandPointCount(), 2);
    QVERIFY(t->trend().regression);
    QVERIFY2(t->verdictText().contains(QStringLiteral("significant regression")), qPrintable(t->verdictText()));
    // p99 went up by 0.2 %: not a regression beyond the noise threshold
    t->metricBox()->setCurrentIndex(t->metricBox()->findData(QStringLiteral("p99")));
    QVERIFY(!t->trend().regression);
    QCOMPARE(panel_->tabs()->openTabs().last(), QStringLiteral("trend:%1").arg(b_.back()));
    shoot(QStringLiteral("round-groups-trend"));
}

// Issue 29's case in single runs: six at ~920 req/s, four at ~680. The view
// says which change point fails a check and accepts it as `history trend
// --accept` does (recorded in the history).
void TstUiRoundGroups::trendAcceptsAChange()
{
    const QString path = dir_->filePath(QStringLiteral("single.sqlite"));
    std::vector<int64_t> ids;
    {
        bw::HistoryStore store;
        QVERIFY(store.open(path.toStdString()));
        int64_t t = 1780000000000;
        for (double rps : {921.0, 918.0, 924.0, 917.0, 922.0, 919.0, 681.0, 678.0, 683.0, 679.0}) {
            bwtest::HistoryRunSpec spec = bwtest::runSpec("single", rps, 1.2e7 / rps, 6);
            spec.startedAtMs = t += 60000;
            ids.push_back(store.saveRun(bwtest::makeHistoryRun(spec)));
            QVERIFY2(ids.back() > 0, store.lastError().c_str());
        }
    }
    QVERIFY(panel_->setDatabasePath(path));
    TrendView* t = panel_->openTrend(ids.back());
    QVERIFY2(t, qPrintable(panel_->lastMessage()));
    QVERIFY(t->trend().checkFails());
    QVERIFY(t->acceptButton()->isVisibleTo(t));
    QCOMPARE(t->acceptButton()->text(), QStringLiteral("Accept the change at #%1").arg(ids[6]));
    QVERIFY2(t->verdictText().contains(QStringLiteral("Regression at the change point beginning with run #%1").arg(ids[6])),
             qPrintable(t->verdictText()));
    shoot(QStringLiteral("trend-change-point"));
    t->acceptButton()->click();
    QVERIFY(!t->trend().checkFails());
    QVERIFY(!t->acceptButton()->isVisibleTo(t));
    QVERIFY2(t->verdictText().contains(QStringLiteral("was accepted")), qPrintable(t->verdictText()));
    bw::HistoryStore store;
    QVERIFY(store.open(path.toStdString()));
    QCOMPARE(store.acceptedChanges(), std::vector<int64_t>{ids[6]});
}

void TstUiRoundGroups::addAbGroup(std::vector<int64_t>* aIds, std::vector<int64_t>* bIds)
{
    bw::HistoryStore store;
    QVERIFY(store.open(dir_->dbPath().toStdString()));
    bw::SaveOptions o;
    o.roundGroupId = store.createRoundGroup("ab", "json vs list", 1790000000000, 6);
    QVERIFY(o.roundGroupId == 3);
    const double aRps[] = {104000, 105500, 106900, 106950, 108200, 109000};   // medians 106,925 and 51,395
    const double bRps[] = {50100, 50800, 51390, 51400, 52000, 52600};
    int64_t t = 1790000000000;
    for (int i = 0; i < 12; ++i) {
        const bool b = i % 2;
        bwtest::HistoryRunSpec spec = bwtest::runSpec("", b ? bRps[i / 2] : aRps[i / 2], b ? 3000 : 900, 6);
        spec.url = b ? "http://127.0.0.1:41234/db/list" : "http://127.0.0.1:41234/json";
        spec.startedAtMs = t += 10000;
        o.roundIndex = i / 2 + 1;
        o.roundSide = b ? "b" : "a";
        const int64_t id = store.saveRun(bwtest::makeHistoryRun(spec), o);
        QVERIFY2(id > 0, store.lastError().c_str());
        (b ? bIds : aIds)->push_back(id);
    }
    store.close();
    panel_->refresh();
}

void TstUiRoundGroups::abGroupRowShowsBothSides()
{
    std::vector<int64_t> a, b;
    addAbGroup(&a, &b);
    RunTableModel* m = panel_->model();
    QCOMPARE(m->rowCount(), 3);
    QCOMPARE(m->runAt(0).roundGroupId, int64_t(3));   // the newest group first
    auto cell = [&](int column) { return m->data(m->index(0, column)).toString(); };
    // each side's own median after its letter, never one median of both (~79,000)
    QCOMPARE(cell(RunTableModel::ColRps), QStringLiteral("A 106,925 \u00b7 B 51,395"));
    QCOMPARE(cell(RunTableModel::ColTarget), QStringLiteral("A /json \u00b7 B /db/list"));
    QCOMPARE(m->data(m->index(0, RunTableModel::ColTarget), RunTableModel::HostRole).toString(), QStringLiteral("127.0.0.1:41234"));
    QVERIFY2(cell(RunTableModel::ColP99).startsWith(QStringLiteral("A 900 \u00b5s \u00b7 B 3.00 ms")), qPrintable(cell(RunTableModel::ColP99)));
    QCOMPARE(cell(RunTableModel::ColStatus), QStringLiteral("A/B, 6 rounds each"));
    QVERIFY(m->data(m->index(0, RunTableModel::ColId), Qt::ToolTipRole).toString().contains(QStringLiteral("GET http://127.0.0.1:41234/db/list")));

    // selecting the row shows the group's comparison, and counts its runs
    panel_->selectIds({m->runAt(0).id});
    const QString details = panel_->details()->summaryText();
    QVERIFY2(details.contains(QStringLiteral("A/B group g3")) && details.contains(QStringLiteral("A: GET http://127.0.0.1:41234/json"))
                 && details.contains(QStringLiteral("B: GET http://127.0.0.1:41234/db/list"))
                 && details.contains(QStringLiteral("Median of 6 runs: 106,925 req/s"))
                 && details.contains(QStringLiteral("A \u2192 B: B is ")) && details.contains(QStringLiteral("slower, p = 0.002, 6 rounds each")),
             qPrintable(details));
    QVERIFY2(panel_->statusText().contains(QStringLiteral("12 runs selected")), qPrintable(panel_->statusText()));

    // a filter that matches one side lists the group whole: still both sides
    panel_->filterBar()->setText(QStringLiteral("db"));
    QTRY_COMPARE(m->rowCount(), 1);
    QCOMPARE(m->groupSizeAt(0), 12);
    QCOMPARE(cell(RunTableModel::ColRps), QStringLiteral("A 106,925 \u00b7 B 51,395"));
    shoot(QStringLiteral("round-groups-ab-row"));
}

void TstUiRoundGroups::abCompareNamesSidesAndRoutes()
{
    std::vector<int64_t> a, b;
    addAbGroup(&a, &b);
    std::vector<int64_t> ids = a;
    ids.insert(ids.end(), b.begin(), b.end());
    CompareView* c = panel_->compareRuns(ids, a.front());
    QVERIFY2(c, qPrintable(panel_->lastMessage()));
    const auto& bars = c->rpsBars()->bars();
    QCOMPARE(bars.size(), size_t(12));
    QCOMPARE(bars.front().label, QStringLiteral("#%1 \u00b7 A \u00b7 /json").arg(a.front()));
    QCOMPARE(bars.back().label, QStringLiteral("#%1 \u00b7 B \u00b7 /db/list").arg(b.back()));
    QCOMPARE(c->table()->horizontalHeaderItem(11)->text(), QStringLiteral("#%1\nB\n/db/list").arg(b.back()));
    const auto& sides = c->significance()->rpsChart()->sides();
    QCOMPARE(sides.size(), size_t(2));
    QCOMPARE(sides[1].label, QStringLiteral("g3:b /db/list (6)"));
    // a run outside any A/B group keeps its title (and its route when it has no name)
    CompareView* plain = panel_->compareRuns({a_[0], b_[0]});
    QVERIFY(plain);
    QCOMPARE(plain->rpsBars()->bars().front().label, QStringLiteral("#%1 api").arg(a_[0]));
    shoot(QStringLiteral("round-groups-ab-compare"));
}

void TstUiRoundGroups::singleRunIntervalsHaveAZeroBasedAxis()
{
    // one run a side, 10 % apart: the axis starts at 0, so the gap is a tenth of it, not the whole width
    IntervalChart chart;
    chart.resize(800, chart.sizeHint().height());
    chart.setSides({{QStringLiteral("#1"), 100000, false, 0, 0, QStringLiteral("100,000"), false},
                    {QStringLiteral("#2"), 110000, false, 0, 0, QStringLiteral("110,000"), false}});
    const auto [lo, hi] = chart.axisRange();
    QCOMPARE(lo, 0.0);
    QVERIFY(hi >= 110000 && hi <= 150000);
    QVERIFY((chart.xOf(110000) - chart.xOf(100000)) < 0.15 * (chart.xOf(hi) - chart.xOf(lo)));
    const std::vector<double> ticks = chart.axisTicks();
    QVERIFY(ticks.size() >= 3 && ticks.size() <= 7);
    QCOMPARE(ticks.front(), lo);
    QCOMPARE(ticks.back(), hi);
    QCOMPARE(chart.tickText(100000), QStringLiteral("100,000"));
    // with intervals the axis follows them, but never narrower than a fifth of the largest value
    chart.setSides({{QStringLiteral("g1"), 1000, true, 995, 1005, QString(), false},
                    {QStringLiteral("g2"), 1010, true, 1004, 1016, QString(), true}});
    const auto [lo2, hi2] = chart.axisRange();
    QVERIFY(lo2 <= 995 && hi2 >= 1016);
    QVERIFY2(hi2 - lo2 >= 0.2 * 1016, qPrintable(QStringLiteral("%1..%2").arg(lo2).arg(hi2)));
    QVERIFY(lo2 > 0);
    // the compare view's charts use it: two single runs
    CompareView* c = panel_->compareRuns({a_[0], b_[0]});
    QVERIFY(c);
    QCOMPARE(c->significance()->rpsChart()->axisRange().first, 0.0);
    QVERIFY(c->significance()->p99Chart()->tickText(2000).endsWith(QStringLiteral("ms")));
}

void TstUiRoundGroups::expandedRoundsKeepWholeLabels()
{
    std::vector<int64_t> a, b;
    addAbGroup(&a, &b);
    RunTableView* table = panel_->table();
    panel_->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
    RunTableModel* m = panel_->model();
    table->setColumnWidth(RunTableModel::ColId, 40);   // as fitted to folded rows, or saved narrow
    QVERIFY(m->toggleGroup(0));
    QVERIFY(m->isMemberAt(1));
    QVERIFY2(m->data(m->index(1, RunTableModel::ColId)).toString().contains(QStringLiteral("B round 6")),
             qPrintable(m->data(m->index(1, RunTableModel::ColId)).toString()));
    for (int row = 1; row <= 12; ++row) {
        const QModelIndex i = m->index(row, RunTableModel::ColId);
        QVERIFY2(table->columnWidth(RunTableModel::ColId) >= table->sizeHintForIndex(i).width(),
                 qPrintable(m->data(i).toString()));
    }
}

void TstUiRoundGroups::trendAxisGroupsDigits()
{
    std::vector<int64_t> a, b;
    addAbGroup(&a, &b);
    TrendView* t = panel_->openTrend(a.back());
    QVERIFY2(t, qPrintable(panel_->lastMessage()));
    const QStringList labels = t->chart()->yLabels();
    QVERIFY(labels.size() >= 3);
    for (const QString& l : labels)   // round values, grouped: "106,000", never "106925.3"
        QVERIFY2(!l.contains(QLatin1Char('.')) && (l.size() < 4 || l.contains(QLatin1Char(','))), qPrintable(labels.join(' ')));
    QVERIFY2(labels.join(' ').contains(QStringLiteral("108,000")), qPrintable(labels.join(' ')));
    const auto [lo, hi] = t->chart()->yRange();
    QVERIFY(lo <= 104000 && hi >= 109000);
    t->metricBox()->setCurrentIndex(t->metricBox()->findData(QStringLiteral("p99")));
    for (const QString& l : t->chart()->yLabels())
        QVERIFY2(l.endsWith(QStringLiteral("\u00b5s")) || l.endsWith(QStringLiteral("ms")), qPrintable(l));
}

void TstUiRoundGroups::capacityAndSweepGroupsShowTheirHeadline()
{
    {
        bw::HistoryStore store;
        QVERIFY(store.open(dir_->dbPath().toStdString()));
        int64_t t = 1790000000000;
        for (const char* kind : {"capacity", "sweep"}) {
            bw::SaveOptions o;
            o.roundGroupId = store.createRoundGroup(kind, std::string(kind) == "sweep" ? "nginx sweep" : "", t, 3);
            QVERIFY(store.setRoundGroupDetail(o.roundGroupId, "{}", std::string(kind) == "capacity" ? 4321 : 9876));
            for (int i = 0; i < 3; ++i) {
                bwtest::HistoryRunSpec spec = bwtest::runSpec(kind, 1000.0 * (i + 1), 4000, 3);
                spec.startedAtMs = t += 60000;
                o.roundIndex = i + 1;
                QVERIFY(store.saveRun(bwtest::makeHistoryRun(spec), o) > 0);
            }
        }
    }
    QVERIFY(panel_->setDatabasePath(dir_->dbPath()));
    RunTableModel* m = panel_->model();
    QCOMPARE(m->rowCount(), 4);   // newest first: the sweep, the search, the two round groups
    QCOMPARE(m->data(m->index(0, RunTableModel::ColStatus)).toString(), QStringLiteral("sweep, 3 steps"));
    QCOMPARE(m->data(m->index(0, RunTableModel::ColRps)).toString(), QStringLiteral("9,876"));
    QCOMPARE(m->data(m->index(1, RunTableModel::ColStatus)).toString(), QStringLiteral("capacity, 3 steps"));
    QCOMPARE(m->data(m->index(1, RunTableModel::ColRps)).toString(), QStringLiteral("4,321"));   // not the median, 2,000
    QCOMPARE(m->data(m->index(1, RunTableModel::ColP99)).toString(), DisplayFormat::dash());   // no one p99 for steps of every rate
    // named as the group (or as what it is), not as its latest step
    QCOMPARE(m->data(m->index(0, RunTableModel::ColName)).toString(), QStringLiteral("nginx sweep"));
    QCOMPARE(m->data(m->index(1, RunTableModel::ColName)).toString(), QStringLiteral("capacity search"));
    QVERIFY(m->data(m->index(1, RunTableModel::ColId), Qt::ToolTipRole).toString().startsWith(QStringLiteral("Capacity search")));
    QVERIFY(m->toggleGroup(1));
    QCOMPARE(m->rowCount(), 7);
    for (int row = 2; row <= 4; ++row)   // newest first: step 3, 2, 1
        QVERIFY2(m->data(m->index(row, RunTableModel::ColId)).toString().endsWith(QStringLiteral("step %1").arg(5 - row)),
                 qPrintable(m->data(m->index(row, RunTableModel::ColId)).toString()));
    QCOMPARE(m->runIdsAt(0).size(), size_t(3));
    shoot(QStringLiteral("capacity-groups-list"));
}

// Columns are fitted to the first rows listed; a capacity search added
// later (by the window's Capacity tab, or another writer) still shows its
// name and status whole, not "capacit…".
void TstUiRoundGroups::rowsListedLaterShowWhole()
{
    panel_->resize(1400, 900);
    panel_->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
    RunTableModel* m = panel_->model();
    QCOMPARE(m->rowCount(), 2);   // the two round groups: "api", "6 rounds"
    {
        bw::HistoryStore store;
        QVERIFY(store.open(dir_->dbPath().toStdString()));
        bw::SaveOptions o;
        o.roundGroupId = store.createRoundGroup("capacity", "", 1790000000000, 9);
        QVERIFY(store.setRoundGroupDetail(o.roundGroupId, "{}", 4321));
        for (int i = 0; i < 9; ++i) {
            bwtest::HistoryRunSpec spec = bwtest::runSpec("capacity", 1000.0 * (i + 1), 4000, 3);
            spec.startedAtMs = 1790000000000 + i * 60000;
            o.roundIndex = i + 1;
            QVERIFY(store.saveRun(bwtest::makeHistoryRun(spec), o) > 0);
        }
    }
    panel_->refresh();
    QCOMPARE(m->rowCount(), 3);
    RunTableView* t = panel_->table();
    QStyleOptionViewItem option;
    option.initFrom(t->viewport());
    option.font = t->font();
    for (int col : {int(RunTableModel::ColId), int(RunTableModel::ColName), int(RunTableModel::ColStatus),
                    int(RunTableModel::ColRps)}) {
        const QModelIndex i = m->index(0, col);
        const int need = t->itemDelegateForIndex(i)->sizeHint(option, i).width();
        QVERIFY2(t->columnWidth(col) >= need, qPrintable(QString("column %1: %2 px for %3 px of \"%4\"")
                                                             .arg(col).arg(t->columnWidth(col)).arg(need).arg(i.data().toString())));
    }
}

// A search the client limited found a lower bound: its row says "≥", as
// the CLI's list and the reports do.
void TstUiRoundGroups::aLowerBoundHeadlineSaysAtLeast()
{
    {
        bw::HistoryStore store;
        QVERIFY(store.open(dir_->dbPath().toStdString()));
        bw::SaveOptions o;
        o.roundGroupId = store.createRoundGroup("capacity", "laptop", 1790000000000, 0);
        QVERIFY(store.setRoundGroupDetail(o.roundGroupId, R"({"schema":"benchwork.capacity/1","lowerBound":true})", 11689));
        bwtest::HistoryRunSpec spec = bwtest::runSpec("capacity", 11689, 4000, 3);
        spec.startedAtMs = 1790000060000;
        o.roundIndex = 1;
        QVERIFY(store.saveRun(bwtest::makeHistoryRun(spec), o) > 0);
    }
    QVERIFY(panel_->setDatabasePath(dir_->dbPath()));
    RunTableModel* m = panel_->model();
    QCOMPARE(m->data(m->index(0, RunTableModel::ColName)).toString(), QStringLiteral("laptop"));
    QCOMPARE(m->data(m->index(0, RunTableModel::ColRps)).toString(), QStringLiteral("\u2265 11,689"));
    QVERIFY2(m->data(m->index(0, RunTableModel::ColRps), Qt::ToolTipRole).toString().contains(QStringLiteral("at least this rate")),
             qPrintable(m->data(m->index(0, RunTableModel::ColRps), Qt::ToolTipRole).toString()));
}

BW_TEST_MAIN(TstUiRoundGroups)
#include "tst_ui_round_groups.moc"

void TstUiRoundGroups::stepsOfFlowsAreCompared()
{
    // Two sides of six runs each; their journeys' step "shop / list" is
    // twice as slow on B, its step "shop / login" the same.
    auto side = [](const QString& label, double listP99Us, int64_t t0) {
        SignificancePanel::Side s;
        s.label = label;
        for (int i = 0; i < 6; ++i) {
            bw::RunResult r = bwtest::apiScenarioRun(1000 + i, 900, 4000, t0 + i * 60000);
            for (const char* step : {"login", "list"}) {
                bw::RequestStats st;
                st.flow = "shop";
                st.name = step;
                st.requests = 5000;
                st.rps = 500;
                st.latencySummary.count = 5000;
                st.latencySummary.p50Us = 800 + i;
                st.latencySummary.p99Us = (std::string(step) == "list" ? listP99Us : 3000.0) * (1 + i / 1000.0);
                r.byStep.push_back(st);
            }
            s.runs.push_back(r);
        }
        return s;
    };
    SignificancePanel panel;
    panel.setSides({side(QStringLiteral("A"), 4000, 1'700'000'000'000), side(QStringLiteral("B"), 8000, 1'700'001'000'000)}, 0);
    QString listRow, loginRow;
    for (int r = 0; r < panel.table()->rowCount(); ++r) {
        const QString name = panel.table()->item(r, 0)->text();
        if (name == QStringLiteral("Step shop / list: p99"))
            listRow = panel.table()->item(r, 4)->text();
        if (name == QStringLiteral("Step shop / login: p99"))
            loginRow = panel.table()->item(r, 4)->text();
    }
    QVERIFY2(listRow.startsWith(QStringLiteral("+100% p=0.002 n=6+6")), qPrintable(listRow));
    QVERIFY2(loginRow.startsWith(QStringLiteral("~")), qPrintable(loginRow));
}

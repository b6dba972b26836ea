// The history browser against a temporary database: listing, sorting,
// filtering, counts, other writers noticed, an unopenable database
// reported, and (on request) a large history's timings. Editing and
// deleting are in tst_ui_history_edits, import and export in
// tst_ui_history_files.
#include "history_browser_test.h"
#include "history/browser/background_lister.h"
#include "history/history_database.h"
#include "history_ui_fixture.h"
#include "platform/allocator.h"
#include "test_main.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStyleOptionViewItem>
#include <QTimer>
#include <QtTest>

using namespace bwui;

class TstUiHistoryBrowser : public bwtest::HistoryBrowserTest {
    Q_OBJECT
private slots:
    void listsEveryRunWithCounts();
    void columnsShowTheirTextWhole();
    void sortsByAnyColumn();
    void filtersByTagTextVerdictAndStatus();
    void noticesOtherWriters();
    void backgroundListingAnswersInOrder();
    void unopenableDatabaseIsReported();
    void opensWithItsFirstRunsThenEveryRun();
    void largeHistoryStaysResponsive();
};

void TstUiHistoryBrowser::listsEveryRunWithCounts()
{
    RunTableModel* m = panel_->model();
    QCOMPARE(m->rowCount(), 4);
    QCOMPARE(m->columnCount(), int(RunTableModel::ColumnCount));
    // Newest first by default.
    QCOMPARE(cell(0, RunTableModel::ColName), QStringLiteral("Delta go"));
    const int alpha = rowOfName(QStringLiteral("alpha nginx"));
    QVERIFY(alpha >= 0);
    // The id first; the target as its route, host:port beside it (greyed by the delegate).
    QCOMPARE(RunTableModel::ColId, 0);
    QCOMPARE(cell(alpha, RunTableModel::ColId), QString::number(ids_[0]));
    QCOMPARE(cell(alpha, RunTableModel::ColTarget), QStringLiteral("/json"));
    QCOMPARE(m->index(alpha, RunTableModel::ColTarget).data(RunTableModel::HostRole).toString(),
             QStringLiteral("127.0.0.1:8080"));
    QCOMPARE(m->index(alpha, RunTableModel::ColTarget).data(Qt::ToolTipRole).toString(),
             QStringLiteral("GET http://127.0.0.1:8080/json"));
    QCOMPARE(cell(alpha, RunTableModel::ColRps), QStringLiteral("12,000"));
    QCOMPARE(cell(alpha, RunTableModel::ColP99), QStringLiteral("900 µs"));
    QCOMPARE(cell(alpha, RunTableModel::ColVerdict), QStringLiteral("PASS"));
    QCOMPARE(cell(alpha, RunTableModel::ColStatus), QStringLiteral("complete"));
    QCOMPARE(cell(alpha, RunTableModel::ColSource), QStringLiteral("Benchwork"));
    QCOMPARE(cell(alpha, RunTableModel::ColTags), QStringLiteral("baseline, nginx"));
    QVERIFY(!cell(alpha, RunTableModel::ColPeakRss).isEmpty());
    QCOMPARE(cell(rowOfName(QStringLiteral("beta node")), RunTableModel::ColVerdict), QStringLiteral("FAIL"));
    QCOMPARE(cell(rowOfName(QStringLiteral("gamma")), RunTableModel::ColVerdict), QStringLiteral("no SLO"));
    QVERIFY2(panel_->statusText().startsWith(QStringLiteral("4 runs in the history.")), qPrintable(panel_->statusText()));

    panel_->selectIds({ids_[0], ids_[1]});
    QVERIFY2(panel_->statusText().contains(QStringLiteral("2 runs selected")), qPrintable(panel_->statusText()));
    QCOMPARE(panel_->selectedIds().size(), size_t(2));
}

// Started, Name and Target were cut off by default; the tag list was too.
void TstUiHistoryBrowser::columnsShowTheirTextWhole()
{
    panel_->resize(1280, 800);
    panel_->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
    RunTableView* t = panel_->table();
    RunTableModel* m = panel_->model();
    QStyleOptionViewItem option;
    option.initFrom(t->viewport());
    option.font = t->font();
    for (int col : {int(RunTableModel::ColId), int(RunTableModel::ColStarted), int(RunTableModel::ColName),
                    int(RunTableModel::ColTarget)}) {
        for (int row = 0; row < m->rowCount(); ++row) {
            const QModelIndex i = m->index(row, col);
            const int need = t->itemDelegateForIndex(i)->sizeHint(option, i).width();
            QVERIFY2(t->columnWidth(col) >= need,
                     qPrintable(QString("column %1 row %2: %3 px for %4 px of \"%5\"")
                                    .arg(col).arg(row).arg(t->columnWidth(col)).arg(need).arg(i.data().toString())));
        }
    }
    const QString longTag = QStringLiteral("a-rather-long-tag-name-for-the-staging-cluster");
    panel_->filterBar()->setKnownTags({QStringLiteral("api"), longTag});
    QComboBox* tags = panel_->filterBar()->tagBox();
    QVERIFY(tags->view()->minimumWidth() >= tags->view()->fontMetrics().horizontalAdvance(longTag));
}

void TstUiHistoryBrowser::sortsByAnyColumn()
{
    RunTableModel* m = panel_->model();
    panel_->table()->sortByColumn(RunTableModel::ColRps, Qt::AscendingOrder);
    QStringList names;
    for (int r = 0; r < m->rowCount(); ++r)
        names << cell(r, RunTableModel::ColName);
    QCOMPARE(names, QStringList({"beta node", "gamma", "Delta go", "alpha nginx"}));

    panel_->table()->sortByColumn(RunTableModel::ColName, Qt::AscendingOrder);
    names.clear();
    for (int r = 0; r < m->rowCount(); ++r)
        names << cell(r, RunTableModel::ColName);
    QCOMPARE(names, QStringList({"alpha nginx", "beta node", "Delta go", "gamma"}));   // case-insensitive

    panel_->table()->sortByColumn(RunTableModel::ColP99, Qt::DescendingOrder);
    QCOMPARE(cell(0, RunTableModel::ColName), QStringLiteral("beta node"));
    // The order survives a refresh.
    panel_->refresh();
    QCOMPARE(cell(0, RunTableModel::ColName), QStringLiteral("beta node"));
    QCOMPARE(cell(3, RunTableModel::ColName), QStringLiteral("alpha nginx"));
}

void TstUiHistoryBrowser::filtersByTagTextVerdictAndStatus()
{
    RunFilterBar* f = panel_->filterBar();
    f->setTag(QStringLiteral("nginx"));
    waitForFilter();
    QCOMPARE(panel_->model()->rowCount(), 2);
    QVERIFY(rowOfName(QStringLiteral("alpha nginx")) >= 0);
    QVERIFY(rowOfName(QStringLiteral("gamma")) >= 0);
    QVERIFY2(panel_->statusText().startsWith(QStringLiteral("2 of 4 runs match the filters.")),
             qPrintable(panel_->statusText()));

    f->clearAll();
    QCOMPARE(panel_->model()->rowCount(), 4);

    f->setText(QStringLiteral("3000/API"));   // URL, any case
    waitForFilter();
    QCOMPARE(panel_->model()->rowCount(), 1);
    QCOMPARE(cell(0, RunTableModel::ColName), QStringLiteral("beta node"));

    // Enter applies the typed text at once, not after the typing pause.
    f->clearAll();
    auto* text = f->findChild<QLineEdit*>(QStringLiteral("filterText"));
    QVERIFY(text);
    QSignalSpy applied(f, &RunFilterBar::changed);
    QTest::keyClicks(text, QStringLiteral("beta"));
    QVERIFY(applied.isEmpty());   // still typing
    QTest::keyClick(text, Qt::Key_Return);
    QCOMPARE(applied.count(), 1);
    QCOMPARE(panel_->model()->rowCount(), 1);
    QTest::qWait(400);            // past the pause: the timer was stopped, nothing more
    QCOMPARE(applied.count(), 1);

    f->clearAll();
    f->setVerdict(QStringLiteral("pass"));
    waitForFilter();
    QCOMPARE(panel_->model()->rowCount(), 2);
    QVERIFY(rowOfName(QStringLiteral("beta node")) < 0);

    f->setVerdict(QStringLiteral("none"));
    waitForFilter();
    QCOMPARE(panel_->model()->rowCount(), 1);
    QCOMPARE(cell(0, RunTableModel::ColName), QStringLiteral("gamma"));

    f->clearAll();
    f->setStatus(QStringLiteral("stopped"));
    waitForFilter();
    QCOMPARE(panel_->model()->rowCount(), 0);
    QVERIFY2(panel_->statusText().startsWith(QStringLiteral("0 of 4 runs")), qPrintable(panel_->statusText()));

    f->clearAll();
    f->setRange(RunFilterBar::Range::Custom, QDateTime::fromMSecsSinceEpoch(1780000200000).date(),
                QDateTime::fromMSecsSinceEpoch(1780000300000).date());
    waitForFilter();
    QCOMPARE(panel_->model()->rowCount(), 4);   // all four started on that day
    f->setRange(RunFilterBar::Range::Day);      // 2026 runs are not from the last 24 hours
    waitForFilter();
    QCOMPARE(panel_->model()->rowCount(), 0);
}

void TstUiHistoryBrowser::noticesOtherWriters()
{
    QSignalSpy changed(panel_->database(), &HistoryDatabase::changedElsewhere);
    QVERIFY(!panel_->database()->checkForExternalChanges());   // nothing new yet
    {
        bw::HistoryStore other;   // another connection, like the CLI
        QVERIFY(other.open(dbPath().toStdString()));
        bwtest::HistoryRunSpec spec = bwtest::runSpec("from the cli");
        spec.startedAtMs = 1780000400000;
        QVERIFY(bwtest::saveHistoryRun(other, spec) > 0);
    }
    panel_->database()->setWatching(true);
    QTRY_COMPARE_WITH_TIMEOUT(panel_->model()->rowCount(), 5, 5000);   // polled about once a second
    QCOMPARE(cell(0, RunTableModel::ColName), QStringLiteral("from the cli"));
    QVERIFY(changed.count() >= 1);
}

// The lister behind refreshes after other writers' commits: answers come
// later, on the owner's thread, numbered as asked, from its own connection;
// an unopenable path is named.
void TstUiHistoryBrowser::backgroundListingAnswersInOrder()
{
    BackgroundLister lister;
    std::vector<std::pair<quint64, HistoryListing>> answers;
    connect(&lister, &BackgroundLister::listed, this, [&](quint64 n, std::shared_ptr<HistoryListing> l) {
        QCOMPARE(QThread::currentThread(), thread());
        QVERIFY(l);
        answers.emplace_back(n, std::move(*l));
    });
    bw::RunFilter byTag;
    byTag.tag = "baseline";
    const quint64 all = lister.list(dbPath(), bw::RunFilter{}, true);
    const quint64 tagged = lister.list(dbPath(), byTag, false);
    const QString unopenable = dbPath() + QStringLiteral("/inside-a-file.sqlite");   // its folder is a file
    const quint64 missing = lister.list(unopenable, bw::RunFilter{}, true);
    QVERIFY(all < tagged && tagged < missing);
    QVERIFY(answers.empty());   // nothing is answered before the event loop runs
    QTRY_COMPARE(answers.size(), size_t(3));
    QCOMPARE(answers[0].first, all);
    QVERIFY2(answers[0].second.ok, qPrintable(answers[0].second.error));
    QCOMPARE(answers[0].second.index.ids.size(), size_t(4));
    QCOMPARE(answers[0].second.total, int64_t(4));
    QVERIFY(!answers[0].second.tags.isEmpty());
    QCOMPARE(answers[1].first, tagged);
    QVERIFY(answers[1].second.ok);
    QCOMPARE(answers[1].second.total, int64_t(4));
    QVERIFY(answers[1].second.matching < 4);
    QCOMPARE(int64_t(answers[1].second.index.ids.size()), answers[1].second.matching);
    QCOMPARE(answers[2].first, missing);
    QVERIFY(!answers[2].second.ok);
    QVERIFY2(answers[2].second.error.contains(unopenable), qPrintable(answers[2].second.error));
}

void TstUiHistoryBrowser::unopenableDatabaseIsReported()
{
    HistoryPanel panel;
    const QString notADb = dir_->filePath(QStringLiteral("garbage.sqlite"));
    QFile f(notADb);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(4096, 'x'));
    f.close();
    QVERIFY(!panel.setDatabasePath(notADb));
    QVERIFY2(panel.lastMessage().contains(QStringLiteral("could not be opened")), qPrintable(panel.lastMessage()));
    QVERIFY2(panel.lastMessage().contains(QStringLiteral("garbage.sqlite")), qPrintable(panel.lastMessage()));
    QCOMPARE(panel.model()->rowCount(), 0);
}

// A history of more runs than the first listing reads (1,024) shows those
// at once and is listed whole on the lister's thread: the rest of the rows
// are added below, in the store's order, and what the user did meanwhile
// (a row selected, a group expanded) stays as it was.
void TstUiHistoryBrowser::opensWithItsFirstRunsThenEveryRun()
{
    const QString big = dir_->filePath(QStringLiteral("big.sqlite"));
    constexpr int kLoose = 1150, kGroups = 20, kRounds = 3;
    {
        bw::HistoryStore store;
        QVERIFY2(store.open(big.toStdString()), store.lastError().c_str());
        std::vector<std::pair<bw::RunResult, bw::SaveOptions>> batch;
        for (int i = 0; i < kLoose; ++i) {
            bwtest::HistoryRunSpec spec = bwtest::runSpec("run " + std::to_string(i), 1000 + i, 2000, 3);
            spec.startedAtMs = 1780000000000 + int64_t(i) * 1000;
            batch.emplace_back(bwtest::makeHistoryRun(spec), bw::SaveOptions());
        }
        QCOMPARE(int(store.saveRuns(batch).size()), kLoose);
        // each group's rounds far apart in time, runs of their own between
        // them: groups straddle the first listing's end
        for (int g = 0; g < kGroups; ++g) {
            bw::SaveOptions o;
            o.roundGroupId = store.createRoundGroup("rounds", "group " + std::to_string(g), 1780000000000, kRounds);
            QVERIFY(o.roundGroupId > 0);
            for (int round = 1; round <= kRounds; ++round) {
                bwtest::HistoryRunSpec spec = bwtest::runSpec("group " + std::to_string(g), 2000, 1500, 3);
                spec.startedAtMs = 1780000000000 + int64_t(g * 57 + round * 20) * 1000 + 500;
                o.roundIndex = round;
                QVERIFY2(store.saveRun(bwtest::makeHistoryRun(spec), o) > 0, store.lastError().c_str());
            }
        }
    }
    bw::HistoryStore reader;
    QVERIFY(reader.open(big.toStdString()));
    bw::RunFilter newestFirst;
    newestFirst.wholeGroups = true;
    newestFirst.descending = true;
    bool ok = false;
    const bw::RunIndex whole = reader.listIndex(newestFirst, &ok);
    QVERIFY(ok);
    QCOMPARE(whole.runs, int64_t(kLoose + kGroups * kRounds));

    RunTableModel* model = panel_->model();
    QVERIFY2(panel_->setDatabasePath(big), qPrintable(panel_->lastMessage()));
    QVERIFY(panel_->listingPartial());
    const int shown = model->rowCount();
    QVERIFY2(shown > 0 && size_t(shown) < whole.ids.size(), qPrintable(QString::number(shown)));
    QVERIFY2(panel_->statusText().contains(QStringLiteral("Listing every run: %1 rows shown so far.").arg(shown)),
             qPrintable(panel_->statusText()));
    for (int row = 0; row < shown; ++row)
        QCOMPARE(model->idAt(row), whole.ids[size_t(row)]);
    // scrolled to the last row shown: its page read, short of a whole one
    panel_->table()->scrollTo(model->index(shown - 1, 0));
    QVERIFY(shown % RunTableModel::kPageRows != 0);
    QCOMPARE(model->runAt(shown - 1).id, whole.ids[size_t(shown - 1)]);
    // meanwhile: a run selected, a group expanded (its rounds listed under it)
    int groupRow = -1;
    for (int row = 0; row < shown && groupRow < 0; ++row)
        if (model->groupSizeAt(row) == kRounds)
            groupRow = row;
    QVERIFY(groupRow >= 0);
    const int64_t group = model->runAt(groupRow).roundGroupId;
    QVERIFY(model->toggleGroup(groupRow));
    const int selectedRow = groupRow > 2 ? 1 : groupRow + kRounds + 2;
    const int64_t selected = model->idAt(selectedRow);
    panel_->selectIds({selected});

    QSignalSpy rest(model, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(model, &QAbstractItemModel::modelReset);
    QVERIFY(rest.wait(10000));
    QVERIFY(!panel_->listingPartial());
    QCOMPARE(reset.count(), 0);   // added to, not listed again
    QCOMPARE(rest.count(), 1);
    QCOMPARE(rest.front().at(1).toInt(), shown + kRounds);   // below the rows shown and the expanded rounds
    QCOMPARE(model->listedRuns(), whole.runs);
    QCOMPARE(size_t(model->rowCount()), whole.ids.size() + kRounds);
    QVERIFY(model->isExpandedAt(groupRow));
    QCOMPARE(model->runAt(groupRow).roundGroupId, group);
    QCOMPARE(panel_->selectedIds(), std::vector<int64_t>{selected});
    // every entry in the store's order, each row read from the database
    for (int row = 0, entry = 0; row < model->rowCount(); ++row) {
        if (model->isMemberAt(row))
            continue;
        QCOMPARE(model->idAt(row), whole.ids[size_t(entry++)]);
        QVERIFY2(!model->runAt(row).status.empty(), qPrintable(QString("row %1 was not read").arg(row)));
    }
    QVERIFY2(panel_->statusText().startsWith(QStringLiteral("1,210 runs in the history.")), qPrintable(panel_->statusText()));

    // A listing that does not go on from the rows shown is not added to.
    bw::RunIndex other = whole;
    std::swap(other.ids[0], other.ids[1]);
    QVERIFY(!model->extendIndex(other));
    QCOMPARE(model->idAt(0), whole.ids[0]);
    QCOMPARE(other.ids.size(), whole.ids.size());   // nothing taken
}

// Scale check on a big database made with `benchwork-cli history seed N
// [--rows-only] --db FILE`: BENCHWORK_HISTORY_SCALE_DB=FILE runs it (nothing
// is written). Prints one line of timings that bench/history-scale.sh reads
// (open, a jump to points of the scroll bar, a filter change, a sort, the
// memory the listing took); fails only above generous bounds.
namespace {
qint64 residentKb()
{
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = f.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() * 4 : 0;   // pages of 4 KiB
}

// While it lives, the UI thread's longest gap between 1 ms timer ticks:
// what a user would feel of the work done meanwhile.
class UiGapMeter {
public:
    UiGapMeter()
    {
        ticker_.setInterval(1);
        QObject::connect(&ticker_, &QTimer::timeout, [this] { longest_ = std::max(longest_, gap_.restart()); });
        gap_.start();
        ticker_.start();
    }
    qint64 longestMs() const { return longest_; }

private:
    QTimer ticker_;
    QElapsedTimer gap_;
    qint64 longest_ = 0;
};
} // namespace

void TstUiHistoryBrowser::largeHistoryStaysResponsive()
{
    const QString big = qEnvironmentVariable("BENCHWORK_HISTORY_SCALE_DB");
    if (big.isEmpty())
        QSKIP("set BENCHWORK_HISTORY_SCALE_DB to a seeded database to measure");
    // The allocator as the window's main() sets it: without it glibc keeps
    // the blocks of listings replaced (up to 30 MB more at a million runs),
    // which the window does not.
    bw::configureAllocatorForLongRuns();
    HistoryPanel panel;
    panel.resize(1200, 800);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const qint64 kbBefore = residentKb();
    QElapsedTimer t;
    t.start();
    QVERIFY(panel.setDatabasePath(big));
    QCoreApplication::processEvents();   // the first rows painted
    const qint64 openMs = t.elapsed();
    // A large history shows its first runs at once; the lister reads the
    // whole listing meanwhile and its rows are added at the end.
    // The UI thread's longest pause meanwhile is what a user scrolling the
    // first rows would feel.
    qint64 wholeMs = openMs;
    qint64 restGapMs = 0;
    if (panel.listingPartial()) {
        QSignalSpy rest(panel.model(), &QAbstractItemModel::rowsInserted);
        const UiGapMeter meter;
        QVERIFY(rest.wait(20000));
        restGapMs = meter.longestMs();
        QVERIFY(!panel.listingPartial());
        wholeMs = t.elapsed();
    }
    t.restart();
    const int listed = panel.model()->rowCount();
    const qlonglong runs = panel.model()->listedRuns();
    QVERIFY(listed > 0);
    // Jumps to points of the scroll bar: the rows there read and painted.
    QScrollBar* bar = panel.table()->verticalScrollBar();
    qint64 worstJumpMs = 0;
    for (double at : {0.5, 0.999, 0.25, 0.75, 0.1}) {
        t.restart();
        bar->setValue(int(bar->maximum() * at));
        panel.table()->viewport()->repaint();
        const QModelIndex shown = panel.table()->indexAt(QPoint(4, 4));
        QVERIFY(shown.isValid());
        QVERIFY(!panel.model()->runAt(shown.row()).status.empty());   // a real row, read from the database
        worstJumpMs = std::max(worstJumpMs, t.elapsed());
    }
    // the last row reachable, and the run it names is in the database
    bar->setValue(bar->maximum());
    panel.table()->viewport()->repaint();
    QVERIFY(!panel.model()->runAt(listed - 1).status.empty());
    // A filter change, timed from the filter applied to its rows shown
    // (without the typing pause before it; a large history lists on the
    // lister's thread, until the model is reset).
    auto filterBy = [&](const QString& verdict) -> qint64 {
        panel.filterBar()->setVerdict(verdict);
        QSignalSpy relisted(panel.model(), &QAbstractItemModel::modelReset);
        QElapsedTimer f;
        f.start();
        panel.filterBar()->applyNow();   // the pause cut short: one listing
        if (relisted.isEmpty() && !relisted.wait(20000))
            return -1;
        panel.table()->viewport()->repaint();
        return f.elapsed();
    };
    // in the order the window opens with (by start time, newest first)
    const qint64 filterMs = filterBy(QStringLiteral("fail"));
    QVERIFY(filterMs >= 0);
    const int filtered = panel.model()->rowCount();
    QVERIFY(filtered > 0 && filtered < listed);
    QVERIFY(filterBy(QString()) >= 0);
    QCOMPARE(panel.model()->rowCount(), listed);
    t.restart();
    {
        QSignalSpy sorted(panel.model(), &QAbstractItemModel::modelReset);
        panel.table()->sortByColumn(RunTableModel::ColP50, Qt::AscendingOrder);
        if (sorted.isEmpty())
            QVERIFY(sorted.wait(20000));
    }
    panel.table()->viewport()->repaint();
    const qint64 sortMs = t.restart();
    QCOMPARE(panel.model()->rowCount(), listed);
    // the same filter in another order: a pass over the table
    const qint64 filterSortedMs = filterBy(QStringLiteral("fail"));
    QVERIFY(filterSortedMs >= 0);
    QCOMPARE(panel.model()->rowCount(), filtered);
    const qint64 growthKb = residentKb() - kbBefore;
    qInfo("scale: %d rows, %lld runs; open %lld ms, every run listed after %lld ms (longest UI-thread gap %lld ms), worst jump %lld ms, sort by p50 %lld ms, verdict filter (%d rows) %lld ms, "
          "in p50 order %lld ms, memory +%lld MB",
          listed, runs, openMs, wholeMs, restGapMs, worstJumpMs, sortMs, filtered, filterMs, filterSortedMs, growthKb / 1024);
    QVERIFY2(openMs < 5000 && worstJumpMs < 2000 && filterMs < 5000, "a listing must not freeze the window for seconds");

    // After another writer's commit the listing runs on the lister's thread:
    // the UI thread's longest pause while it happens is what a user would feel.
    QSignalSpy reset(panel.model(), &QAbstractItemModel::modelReset);
    t.restart();
    panel.refreshInBackground();
    const qint64 callMs = t.elapsed();
    const UiGapMeter meter;
    QVERIFY(reset.wait(20000));
    const qint64 answerMs = t.elapsed();
    qInfo("scale: background re-list: call %lld ms, answered after %lld ms, longest UI-thread gap %lld ms (the model reset)",
          callMs, answerMs, meter.longestMs());
}

BW_TEST_MAIN(TstUiHistoryBrowser)
#include "tst_ui_history_browser.moc"

// The history browser against a temporary database: listing, sorting,
// filtering, counts, editing (in place and in the details pane) persisted,
// deleting with and without the confirmation, other writers noticed,
// import errors naming where parsing failed, exports written.
#include "history/background_lister.h"
#include "history/history_database.h"
#include "history/history_panel.h"
#include "history/run_details_pane.h"
#include "history/run_filter_bar.h"
#include "history/run_table_model.h"
#include "history/run_table_view.h"
#include "history_ui_fixture.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTranslator>
#include <QAbstractItemView>
#include <QStyleOptionViewItem>
#include <QComboBox>
#include <QtTest>

using namespace bwui;

class TstUiHistoryBrowser : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void listsEveryRunWithCounts();
    void sortsByAnyColumn();
    void columnsShowTheirTextWhole();
    void filtersByTagTextVerdictAndStatus();
    void inPlaceEditsArePersisted();
    void detailsPaneSavesNotes();
    void deleteAsksFirstAndRemovesRows();
    void refusesToDeleteARunStillRecording();
    void noticesOtherWriters();
    void backgroundListingAnswersInOrder();
    void importsAndNamesWhereParsingFailed();
    void exportsSelectedRuns();
    void unopenableDatabaseIsReported();
    void largeHistoryStaysResponsive();

private:
    QString dbPath() const { return dir_->filePath(QStringLiteral("history.sqlite")); }
    int rowOfName(const QString& name) const;
    QString cell(int row, int column) const;
    void waitForFilter();

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<HistoryPanel> panel_;
    std::vector<int64_t> ids_;   // alpha, beta, gamma, delta
};

void TstUiHistoryBrowser::initTestCase()
{
    // Figures are checked as an English window shows them.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // The English catalogue carries the plural forms ("1 run", "4 runs").
    static QTranslator english;
    QVERIFY(english.load(QStringLiteral(":/i18n/benchwork_en.qm")));
    QCoreApplication::installTranslator(&english);
}

void TstUiHistoryBrowser::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    bw::HistoryStore store;
    QVERIFY(store.open(dbPath().toStdString()));
    bwtest::HistoryRunSpec a = bwtest::runSpec("alpha nginx", 12000, 900);
    a.tags = {"nginx", "baseline"};
    a.startedAtMs = 1780000000000;
    bwtest::HistoryRunSpec b = bwtest::runSpec("beta node", 3000, 4000);
    b.sloPass = false;
    b.tags = {"node"};
    b.url = "http://127.0.0.1:3000/api";
    b.startedAtMs = 1780000100000;
    bwtest::HistoryRunSpec c = bwtest::runSpec("gamma", 7000, 1500);
    c.noSlo = true;
    c.tags = {"nginx"};
    c.startedAtMs = 1780000200000;
    bwtest::HistoryRunSpec d = bwtest::runSpec("Delta go", 9000, 1200);
    d.url = "http://127.0.0.1:9090/ping";
    d.startedAtMs = 1780000300000;
    ids_.clear();
    for (const bwtest::HistoryRunSpec& s : {a, b, c, d}) {
        const int64_t id = bwtest::saveHistoryRun(store, s);
        QVERIFY2(id > 0, store.lastError().c_str());
        ids_.push_back(id);
    }
    store.close();
    panel_ = std::make_unique<HistoryPanel>();
    QVERIFY2(panel_->setDatabasePath(dbPath()), qPrintable(panel_->lastMessage()));
}

void TstUiHistoryBrowser::cleanup()
{
    panel_.reset();
    dir_.reset();
}

int TstUiHistoryBrowser::rowOfName(const QString& name) const
{
    const RunTableModel* m = panel_->model();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, RunTableModel::ColName).data().toString() == name)
            return r;
    return -1;
}

QString TstUiHistoryBrowser::cell(int row, int column) const
{
    return panel_->model()->index(row, column).data().toString();
}

// The filter bar debounces typing; wait for the listing it triggers.
void TstUiHistoryBrowser::waitForFilter()
{
    QSignalSpy spy(panel_->filterBar(), &RunFilterBar::changed);
    QVERIFY(spy.wait(2000));
}

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
    QVERIFY2(panel_->statusText().contains(QStringLiteral("2 selected")), qPrintable(panel_->statusText()));
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

void TstUiHistoryBrowser::inPlaceEditsArePersisted()
{
    RunTableModel* m = panel_->model();
    const int row = rowOfName(QStringLiteral("gamma"));
    QVERIFY(m->flags(m->index(row, RunTableModel::ColName)) & Qt::ItemIsEditable);
    QVERIFY(!(m->flags(m->index(row, RunTableModel::ColRps)) & Qt::ItemIsEditable));
    QVERIFY(m->setData(m->index(row, RunTableModel::ColTags), QStringLiteral(" slow , nginx,, slow ")));
    QVERIFY(m->setData(m->index(row, RunTableModel::ColName), QStringLiteral("gamma renamed ")));
    const int renamed = rowOfName(QStringLiteral("gamma renamed"));
    QVERIFY(renamed >= 0);
    QCOMPARE(cell(renamed, RunTableModel::ColTags), QStringLiteral("nginx, slow"));

    bw::HistoryStore store;
    QVERIFY(store.open(dbPath().toStdString()));
    const auto stored = store.runRow(ids_[2]);
    QVERIFY(stored);
    QCOMPARE(stored->name, std::string("gamma renamed"));
    QCOMPARE(stored->tags, (std::vector<std::string>{"nginx", "slow"}));
    // The new tag filters at once.
    panel_->filterBar()->setTag(QStringLiteral("slow"));
    waitForFilter();
    QCOMPARE(m->rowCount(), 1);
}

void TstUiHistoryBrowser::detailsPaneSavesNotes()
{
    panel_->selectIds({ids_[1]});
    RunDetailsPane* d = panel_->details();
    QCOMPARE(d->nameEdit()->text(), QStringLiteral("beta node"));
    QVERIFY(!d->dirty());
    d->notesEdit()->setPlainText(QStringLiteral("node 22, cluster mode off\n두 번째 줄"));
    d->tagsEdit()->setText(QStringLiteral("node, regression"));
    QVERIFY(d->dirty());
    QVERIFY(d->save());
    QVERIFY(!d->dirty());

    bw::HistoryStore store;
    QVERIFY(store.open(dbPath().toStdString()));
    const auto stored = store.runRow(ids_[1]);
    QVERIFY(stored);
    QCOMPARE(QString::fromStdString(stored->notes), QStringLiteral("node 22, cluster mode off\n두 번째 줄"));
    QCOMPARE(stored->tags, (std::vector<std::string>{"node", "regression"}));
    // The table row follows, notes in the name's tooltip.
    const int row = rowOfName(QStringLiteral("beta node"));
    QCOMPARE(cell(row, RunTableModel::ColTags), QStringLiteral("node, regression"));
    QVERIFY(panel_->model()->index(row, RunTableModel::ColName).data(Qt::ToolTipRole).toString().contains("cluster"));
}

void TstUiHistoryBrowser::deleteAsksFirstAndRemovesRows()
{
    // Cancel keeps everything.
    panel_->requestDelete({ids_[0], ids_[3]});
    auto* box = panel_->findChild<QMessageBox*>(QStringLiteral("historyDeleteConfirmation"));
    QVERIFY(box);
    QVERIFY(box->text().contains(QStringLiteral("2 runs")));
    box->button(QMessageBox::Cancel)->click();
    QCOMPARE(panel_->model()->rowCount(), 4);
    QTRY_VERIFY(!panel_->findChild<QMessageBox*>(QStringLiteral("historyDeleteConfirmation")));

    // Confirming deletes both, rows and data.
    panel_->requestDelete({ids_[0], ids_[3]});
    box = panel_->findChild<QMessageBox*>(QStringLiteral("historyDeleteConfirmation"));
    QVERIFY(box);
    box->button(QMessageBox::Yes)->click();
    QCOMPARE(panel_->model()->rowCount(), 2);
    QVERIFY(rowOfName(QStringLiteral("alpha nginx")) < 0);
    QVERIFY(rowOfName(QStringLiteral("Delta go")) < 0);
    QVERIFY2(panel_->statusText().contains(QStringLiteral("2 runs in the history.")), qPrintable(panel_->statusText()));
    bw::HistoryStore store;
    QVERIFY(store.open(dbPath().toStdString()));
    QCOMPARE(store.countRuns(bw::RunFilter{}), int64_t(2));
    QVERIFY(!store.loadRun(ids_[0]));
}

void TstUiHistoryBrowser::refusesToDeleteARunStillRecording()
{
    bw::HistoryStore store;
    QVERIFY(store.open(dbPath().toStdString()));
    bw::RunResult header = bwtest::makeHistoryRun(bwtest::runSpec("live one"));
    const int64_t running = store.beginRun(header);
    QVERIFY(running > 0);
    QVERIFY(panel_->database()->checkForExternalChanges());
    QTRY_COMPARE(panel_->model()->rowCount(), 5);
    QVERIFY(!panel_->deleteRuns({ids_[0], running}));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("still being recorded")), qPrintable(panel_->lastMessage()));
    QCOMPARE(store.countRuns(bw::RunFilter{}), int64_t(5));
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
    connect(&lister, &BackgroundLister::listed, this, [&](quint64 n, const HistoryListing& l) {
        QCOMPARE(QThread::currentThread(), thread());
        answers.emplace_back(n, l);
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
    QCOMPARE(answers[0].second.rows.size(), size_t(4));
    QCOMPARE(answers[0].second.total, int64_t(4));
    QVERIFY(!answers[0].second.tags.isEmpty());
    QCOMPARE(answers[1].first, tagged);
    QVERIFY(answers[1].second.ok);
    QCOMPARE(answers[1].second.total, int64_t(4));
    QVERIFY(answers[1].second.matching < 4);
    QCOMPARE(int64_t(answers[1].second.rows.size()), answers[1].second.matching);
    QCOMPARE(answers[2].first, missing);
    QVERIFY(!answers[2].second.ok);
    QVERIFY2(answers[2].second.error.contains(unopenable), qPrintable(answers[2].second.error));
}

void TstUiHistoryBrowser::importsAndNamesWhereParsingFailed()
{
    const QString data = qEnvironmentVariable("BENCHWORK_SOURCE_DIR") + QStringLiteral("/tests/data/");
    QVERIFY(QFile::exists(data + QStringLiteral("wrk_latency.txt")));
    QVERIFY2(panel_->importPaths(bw::ImportFormat::Wrk, {data + QStringLiteral("wrk_latency.txt")}),
             qPrintable(panel_->lastMessage()));
    QCOMPARE(panel_->model()->rowCount(), 5);
    QCOMPARE(panel_->selectedIds().size(), size_t(1));
    const int row = panel_->model()->rowOfId(panel_->selectedIds().front());
    QCOMPARE(cell(row, RunTableModel::ColSource), QStringLiteral("wrk"));
    QCOMPARE(cell(row, RunTableModel::ColClientCpu), QStringLiteral("\u2013"));   // not recorded by wrk

    // A wrk file whose Requests/sec line is garbled: refused, naming file and line; nothing imported.
    const QString bad = dir_->filePath(QStringLiteral("broken-wrk.txt"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("Running 10s test @ http://127.0.0.1:8080/\n  2 threads and 10 connections\n"
            "  1000 requests in 10.00s, 1.00MB read\nRequests/sec:    fast\n");
    f.close();
    QVERIFY(!panel_->importPaths(bw::ImportFormat::Wrk, {data + QStringLiteral("wrk_non2xx.txt"), bad}));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("broken-wrk.txt")), qPrintable(panel_->lastMessage()));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("line 4")), qPrintable(panel_->lastMessage()));
    QVERIFY(panel_->findChild<QMessageBox*>(QStringLiteral("historyError")));
    QCOMPARE(panel_->model()->rowCount(), 5);

    // The wrong reader for a file says so too (JSON path or what is missing).
    QVERIFY(!panel_->importPaths(bw::ImportFormat::K6, {data + QStringLiteral("oha_output.json")}));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("oha_output.json was not imported as k6 summary JSON")),
             qPrintable(panel_->lastMessage()));
    QVERIFY2(panel_->importPaths(bw::ImportFormat::Oha, {data + QStringLiteral("oha_output.json")}),
             qPrintable(panel_->lastMessage()));
    QVERIFY2(panel_->importPaths(bw::ImportFormat::K6, {data + QStringLiteral("k6_summary_export.json")}),
             qPrintable(panel_->lastMessage()));
    QCOMPARE(panel_->model()->rowCount(), 7);
}

void TstUiHistoryBrowser::exportsSelectedRuns()
{
    using Format = HistoryExport::Format;
    panel_->selectIds({ids_[0]});
    const QString md = dir_->filePath(QStringLiteral("one.md"));
    QVERIFY2(panel_->exportTo(Format::Markdown, md), qPrintable(panel_->lastMessage()));
    QFile mdFile(md);
    QVERIFY(mdFile.open(QIODevice::ReadOnly));
    QVERIFY(mdFile.readAll().contains("alpha nginx"));

    const QString csv = dir_->filePath(QStringLiteral("one.csv"));
    QVERIFY(panel_->exportTo(Format::Csv, csv));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QCOMPARE(csvFile.readAll().trimmed().split('\n').size(), 1 + 12);   // header + one row per second

    const QString hdr = dir_->filePath(QStringLiteral("one.hgrm"));
    QVERIFY(panel_->exportTo(Format::Hdr, hdr));
    QFile hdrFile(hdr);
    QVERIFY(hdrFile.open(QIODevice::ReadOnly));
    QVERIFY(hdrFile.readAll().contains("#[Max"));

    // Two runs: a comparison; CSV is refused with a reason.
    panel_->selectIds({ids_[0], ids_[1]});
    const QString json = dir_->filePath(QStringLiteral("two.json"));
    QVERIFY(panel_->exportTo(Format::Json, json));
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    QVERIFY(jsonFile.readAll().contains("benchwork.comparison/1"));
    QVERIFY(!panel_->exportTo(Format::Csv, dir_->filePath(QStringLiteral("two.csv"))));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("one run")), qPrintable(panel_->lastMessage()));
    QVERIFY(!QFile::exists(dir_->filePath(QStringLiteral("two.csv"))));
    const QString html = dir_->filePath(QStringLiteral("two.html"));
    QVERIFY(panel_->exportTo(Format::Html, html));
    QVERIFY(QFileInfo(html).size() > 1000);
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

// Scale check on a big database made with `benchwork-cli history seed 10000
// --db FILE`: BENCHWORK_HISTORY_SCALE_DB=FILE runs it (a copy is not needed:
// nothing is written). Prints the times; fails above a generous bound.
void TstUiHistoryBrowser::largeHistoryStaysResponsive()
{
    const QString big = qEnvironmentVariable("BENCHWORK_HISTORY_SCALE_DB");
    if (big.isEmpty())
        QSKIP("set BENCHWORK_HISTORY_SCALE_DB to a seeded database to measure");
    HistoryPanel panel;
    QElapsedTimer t;
    t.start();
    QVERIFY(panel.setDatabasePath(big));
    const qint64 openMs = t.restart();
    panel.refresh();
    const qint64 refreshMs = t.restart();
    const int listed = panel.model()->rowCount();
    panel.table()->sortByColumn(RunTableModel::ColP50, Qt::AscendingOrder);
    const qint64 sortMs = t.restart();
    panel.filterBar()->setText(QStringLiteral("9000"));
    QSignalSpy spy(panel.filterBar(), &RunFilterBar::changed);
    QVERIFY(spy.wait(2000));
    const qint64 filterMs = t.elapsed() - 250;   // minus the typing debounce
    qInfo("%d rows listed: open+list %lld ms, re-list %lld ms, sort by p50 %lld ms, text filter (%d rows) %lld ms",
          listed, openMs, refreshMs, sortMs, panel.model()->rowCount(), filterMs);
    QVERIFY(listed > 0);
    QVERIFY2(refreshMs < 1000, "a listing must not freeze the window");

    // After another writer's commit the listing runs on the lister's thread:
    // the UI thread's longest gap between 1 ms timer ticks while it happens
    // is what a user would feel.
    panel.filterBar()->setText(QString());
    QVERIFY(spy.wait(2000));
    QSignalSpy reset(panel.model(), &QAbstractItemModel::modelReset);
    QElapsedTimer gap;
    qint64 longestGap = 0;
    QTimer ticker;
    ticker.setInterval(1);
    connect(&ticker, &QTimer::timeout, this, [&] {
        longestGap = std::max(longestGap, gap.restart());
    });
    t.restart();
    panel.refreshInBackground();
    const qint64 callMs = t.elapsed();
    gap.start();
    ticker.start();
    QVERIFY(reset.wait(5000));
    const qint64 answerMs = t.elapsed();
    ticker.stop();
    qInfo("background re-list: call %lld ms, answered after %lld ms, longest UI-thread gap %lld ms (the model reset)",
          callMs, answerMs, longestGap);
}

QTEST_MAIN(TstUiHistoryBrowser)
#include "tst_ui_history_browser.moc"

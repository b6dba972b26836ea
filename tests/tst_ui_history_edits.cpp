// The history browser's edits against a temporary database: name and tags
// in place and in the details pane persisted, deleting with and without
// the confirmation, and runs still being recorded kept.
#include "history_browser_test.h"
#include "history/history_database.h"
#include "history/browser/run_details_pane.h"
#include "history_ui_fixture.h"
#include "test_main.h"

#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QPlainTextEdit>
#include <QtTest>

using namespace bwui;

class TstUiHistoryEdits : public bwtest::HistoryBrowserTest {
    Q_OBJECT
private slots:
    void inPlaceEditsArePersisted();
    void detailsPaneSavesNotes();
    void deleteAsksFirstAndRemovesRows();
    void refusesToDeleteARunStillRecording();
};

void TstUiHistoryEdits::inPlaceEditsArePersisted()
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

void TstUiHistoryEdits::detailsPaneSavesNotes()
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

void TstUiHistoryEdits::deleteAsksFirstAndRemovesRows()
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

void TstUiHistoryEdits::refusesToDeleteARunStillRecording()
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

BW_TEST_MAIN(TstUiHistoryEdits)
#include "tst_ui_history_edits.moc"

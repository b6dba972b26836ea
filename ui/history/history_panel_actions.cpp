// HistoryPanel: its actions (open, compare, delete, import, export) and the
// dialogs they need. Layout, listing and tabs are in history_panel.cpp.
#include "history/history_panel.h"

#include "history/compare/compare_view.h"
#include "history/history_database.h"
#include "history/files/history_import.h"
#include "history/files/result_import.h"
#include "history/history_tabs.h"
#include "history/browser/run_browser.h"
#include "history/history_text.h"
#include "history/browser/run_filter_bar.h"
#include "history/browser/run_table_model.h"
#include "history/browser/run_table_view.h"
#include "history/details/run_view.h"
#include "panels/charts_panel.h"

#include <QAbstractButton>
#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QStyle>
#include <QTableView>

namespace bwui {

namespace {
using Format = HistoryExport::Format;
constexpr int kMaxCompared = 12;   // beyond this the overlaid lines are unreadable
constexpr int kMaxComparedRounds = 40;   // runs, when round groups are compared (each group one side)
}

void HistoryPanel::buildActions()
{
    showAction_ = new QAction(this);
#ifdef Q_OS_MACOS
    showAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));   // Cmd+H hides the app
#else
    showAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
#endif
    connect(showAction_, &QAction::triggered, this, [this] {
        if (isWindow()) {
            show();
            raise();
            activateWindow();
        } else {
            emit showRequested();
        }
        ensureOpen();
    });

    // Enter and Del belong to the table only: in the name and notes editors
    // they must keep their editing meaning.
    auto make = [this](QStyle::StandardPixmap icon, const QKeySequence& key = {}, QWidget* scope = nullptr) {
        auto* a = new QAction(this);
        if (icon != QStyle::SP_CustomBase)
            a->setIcon(style()->standardIcon(icon));
        if (!key.isEmpty()) {
            a->setShortcut(key);
            a->setShortcutContext(scope ? Qt::WidgetShortcut : Qt::WidgetWithChildrenShortcut);
            (scope ? scope : this)->addAction(a);
        }
        return a;
    };
    refreshAction_ = make(QStyle::SP_BrowserReload, QKeySequence::Refresh);
    openAction_ = make(QStyle::SP_DialogOpenButton, QKeySequence(Qt::Key_Return), browser_->table());
    compareAction_ = make(QStyle::SP_FileDialogDetailedView, QKeySequence(Qt::CTRL | Qt::Key_D));
    deleteAction_ = make(QStyle::SP_TrashIcon, QKeySequence::Delete, browser_->table());
    trendAction_ = make(QStyle::SP_CustomBase);
    runAgainAction_ = make(QStyle::SP_MediaPlay);
    connect(runAgainAction_, &QAction::triggered, this, &HistoryPanel::requestRunAgain);
    connect(trendAction_, &QAction::triggered, this, [this] {
        const auto rows = browser_->selectedRowIds();
        if (tabs_->browsing() && rows.size() == 1)
            openTrend(rows.front());
    });
    connect(refreshAction_, &QAction::triggered, this, [this] {
        ensureOpen();
        refresh();
    });
    connect(openAction_, &QAction::triggered, this, [this] {
        if (!tabs_->browsing())
            return;
        for (int64_t id : browser_->selectedRowIds()) {
            // a capacity or sweep group row opens its chart; another group row its first round
            const int row = model()->rowOfId(id);
            const bw::RunRow* r = row >= 0 ? &model()->runAt(row) : nullptr;
            if (r && model()->groupSizeAt(row) > 0 && (r->roundGroupKind == "capacity" || r->roundGroupKind == "sweep"))
                openStepGroup(r->roundGroupId);
            else
                openRun(id);
        }
    });
    connect(compareAction_, &QAction::triggered, this, [this] {
        const auto ids = selectedIds();
        if (browser_->selectedRowIds().size() > size_t(kMaxCompared) || ids.size() > size_t(kMaxComparedRounds))
            showError(tr("Compare at most %1 runs at a time.").arg(kMaxCompared));
        else
            compareRuns(ids, selectionOrder().empty() ? 0 : selectionOrder().front());
    });
    connect(deleteAction_, &QAction::triggered, this, [this] {
        if (tabs_->browsing() && !browser_->table()->editing())
            requestDelete(selectedIds());
    });

    importResults_ = make(QStyle::SP_CustomBase);
    importResults_->setObjectName(QStringLiteral("importBenchworkResults"));
    connect(importResults_, &QAction::triggered, this, &HistoryPanel::chooseResultImport);
    importWrk_ = make(QStyle::SP_CustomBase);
    importK6_ = make(QStyle::SP_CustomBase);
    importOha_ = make(QStyle::SP_CustomBase);
    connect(importWrk_, &QAction::triggered, this, [this] { chooseImport(bw::ImportFormat::Wrk); });
    connect(importK6_, &QAction::triggered, this, [this] { chooseImport(bw::ImportFormat::K6); });
    connect(importOha_, &QAction::triggered, this, [this] { chooseImport(bw::ImportFormat::Oha); });
    importMenu_ = new QMenu(this);
    importMenu_->menuAction()->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    importMenu_->addAction(importResults_);
    importMenu_->addSeparator();
    importMenu_->addActions({importWrk_, importK6_, importOha_});

    exportActions_.create(this, [this](Format f) { chooseExport(f); });
    exportPng_ = make(QStyle::SP_CustomBase);
    connect(exportPng_, &QAction::triggered, this, &HistoryPanel::chooseChartsPng);
    exportMenu_ = new QMenu(this);
    exportMenu_->menuAction()->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    exportActions_.addTo(exportMenu_);
    exportMenu_->addSeparator();
    exportMenu_->addAction(exportPng_);
}

void HistoryPanel::retranslate()
{
    setWindowTitle(tr("Run history — Benchwork"));
    tabs_->setTabText(0, tr("Runs"));
    tabs_->retranslateTitles();
    showAction_->setText(tr("Run &History"));
    showAction_->setToolTip(tr("Saved runs: browse, open, compare, import and export"));
    refreshAction_->setText(tr("Refresh"));
    openAction_->setText(tr("Open"));
    openAction_->setToolTip(tr("Show the selected run's charts and summary (Enter)"));
    compareAction_->setText(tr("Compare"));
    compareAction_->setToolTip(tr("Compare the selected runs side by side (Ctrl+D)"));
    runAgainAction_->setText(tr("Run again"));
    runAgainAction_->setToolTip(tr("Run this run's load again in the main window; a run whose load was "
                                   "changed while it ran replays the schedule that ran, as stages"));
    trendAction_->setText(tr("Trend"));
    trendAction_->setToolTip(tr("The selected run's scenario over time, with intervals and change points"));
    deleteAction_->setText(tr("Delete…"));
    deleteAction_->setToolTip(tr("Delete the selected runs from the history (Del)"));
    importMenu_->setTitle(tr("&Import"));
    importResults_->setText(tr("Benchwork results (JSON, several agents merged)…"));
    importResults_->setToolTip(tr("Import result files written by benchwork-cli run --json; the results of the "
                                  "agents of one run can be merged into one run"));
    importWrk_->setText(tr("wrk text output…"));
    importK6_->setText(tr("k6 summary JSON…"));
    importOha_->setText(tr("oha JSON…"));
    exportMenu_->setTitle(tr("&Export"));
    exportActions_.retranslate();
    exportPng_->setText(tr("Charts as PNG…"));
    browser_->updateStatus();
}

void HistoryPanel::updateActions()
{
    const bool browsing = tabs_->browsing();
    const size_t n = browsing ? selectedIds().size() : 0;
    openAction_->setEnabled(browsing && n >= 1);
    compareAction_->setEnabled(browsing && n >= 2);
    trendAction_->setEnabled(browsing && browser_->selectedRowIds().size() == 1);
    runAgainAction_->setEnabled((browsing && n == 1) || (tabs_->currentRunView() && tabs_->currentRunView()->result()));
    deleteAction_->setEnabled(browsing && n >= 1);
    int runs = int(n);
    if (auto* v = tabs_->currentRunView())
        runs = v->result() ? 1 : 0;
    else if (auto* c = tabs_->currentCompareView())
        runs = int(c->ids().size());
    exportActions_.enableFor(runs);
    exportPng_->setEnabled(!browsing);
    const bool open = db_->isOpen();
    for (QAction* a : {importResults_, importWrk_, importK6_, importOha_})
        a->setEnabled(open);
}

void HistoryPanel::showContextMenu(const QPoint& pos)
{
    if (!browser_->table()->indexAt(pos).isValid())
        return;
    QMenu menu(this);
    menu.addAction(openAction_);
    menu.addAction(compareAction_);
    menu.addAction(trendAction_);
    menu.addAction(runAgainAction_);
    menu.addMenu(exportMenu_);
    menu.addSeparator();
    menu.addAction(deleteAction_);
    menu.exec(browser_->table()->viewport()->mapToGlobal(pos));
}

void HistoryPanel::requestDelete(const std::vector<int64_t>& ids)
{
    if (ids.empty())
        return;
    QStringList names;
    for (int64_t id : ids) {
        const int row = browser_->model()->rowOfId(id);
        names << (row >= 0 ? HistoryText::runTitle(browser_->model()->runAt(row)) : QStringLiteral("#%1").arg(id));
    }
    auto* box = new QMessageBox(QMessageBox::Question, tr("Delete runs"),
                                tr("Delete %n run(s) from the history?", nullptr, int(ids.size())),
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("historyDeleteConfirmation"));
    box->setInformativeText(tr("Their series, histograms, tags and notes are removed for good. This cannot be undone."));
    box->setDetailedText(names.join(QLatin1Char('\n')));
    box->button(QMessageBox::Yes)->setText(tr("Delete"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, ids, box] {
        if (box->clickedButton() == box->button(QMessageBox::Yes))
            deleteRuns(ids);
    });
    box->open();
}

bool HistoryPanel::deleteRuns(const std::vector<int64_t>& ids)
{
    for (int64_t id : ids) {
        const auto row = db_->runRow(id);
        if (row && row->status == "running") {
            showError(tr("%1 is still being recorded by a running benchmark; nothing was deleted.")
                          .arg(HistoryText::runTitle(*row)));
            return false;
        }
    }
    const bool ok = db_->deleteRuns(ids);
    tabs_->closeTabsOf(ids);
    refresh();
    if (!ok) {
        showError(db_->lastError());
        return false;
    }
    showInfo(tr("Deleted %n run(s).", nullptr, int(ids.size())));
    return true;
}

void HistoryPanel::chooseImport(bw::ImportFormat format)
{
    ensureOpen();
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import %1").arg(HistoryImport::formatName(format)),
        lastDir_.isEmpty() ? QDir::homePath() : lastDir_, HistoryImport::fileFilter(format));
    if (paths.isEmpty())
        return;
    lastDir_ = QFileInfo(paths.front()).absolutePath();
    importPaths(format, paths);
}

bool HistoryPanel::importPaths(bw::ImportFormat format, const QStringList& paths)
{
    QString error;
    const std::vector<int64_t> ids = HistoryImport::importFiles(db_, paths, format, &error);
    if (ids.empty()) {
        showError(error);
        return false;
    }
    importedRuns(ids);
    return true;
}

void HistoryPanel::importedRuns(const std::vector<int64_t>& ids)
{
    browser_->filterBar()->clearAll();   // the new runs must be visible
    refresh();
    selectIds(ids);
    tabs_->showBrowser();
    if (isWindow() && !isVisible()) {   // imported from the main window's File menu
        show();
        raise();
    }
    showInfo(tr("Imported %n run(s).", nullptr, int(ids.size())));
}

void HistoryPanel::chooseResultImport()
{
    ensureOpen();
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Import Benchwork results"),
                                                            lastDir_.isEmpty() ? QDir::homePath() : lastDir_,
                                                            ResultImport::fileFilter());
    if (paths.isEmpty())
        return;
    lastDir_ = QFileInfo(paths.front()).absolutePath();
    QString error;
    const auto runs = ResultImport::readFiles(paths, &error);
    if (runs.empty()) {
        showError(error);
        return;
    }
    if (!ResultImport::looksLikeAgents(runs)) {
        importResults(paths, false);
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Question, tr("Merge agents' results"),
                                tr("These %n files are the results of agents of a many-agent run. Merge them into "
                                   "one run?", nullptr, int(runs.size())),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("mergeAgentsQuestion"));
    box->setInformativeText(tr("Merging adds their counts and latency histograms exactly; the merged run lists "
                               "each agent. Importing them separately keeps one run per agent."));
    QPushButton* merge = box->addButton(tr("Merge into one run"), QMessageBox::AcceptRole);
    QPushButton* each = box->addButton(tr("Import separately"), QMessageBox::ActionRole);
    box->setDefaultButton(merge);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, merge, each, paths] {
        if (box->clickedButton() == merge)
            importResults(paths, true);
        else if (box->clickedButton() == each)
            importResults(paths, false);
    });
    box->open();
}

bool HistoryPanel::importResults(const QStringList& paths, bool merge)
{
    QString error;
    const auto runs = ResultImport::readFiles(paths, &error);
    std::vector<int64_t> ids;
    if (!runs.empty()) {
        if (merge) {
            if (const int64_t id = ResultImport::importMerged(db_, runs, &error))
                ids.push_back(id);
        } else {
            ids = ResultImport::importEach(db_, runs, &error);
        }
    }
    if (ids.empty()) {
        showError(error);
        return false;
    }
    importedRuns(ids);
    return true;
}

bool HistoryPanel::currentRuns(std::vector<bw::RunResult>* runs, std::vector<int64_t>* ids, int* baseline)
{
    *baseline = 0;
    if (auto* v = tabs_->currentRunView()) {
        if (!v->result())
            return false;
        runs->push_back(*v->result());
        ids->push_back(v->runId());
        return true;
    }
    if (auto* c = tabs_->currentCompareView()) {
        *runs = c->runs();
        *ids = c->ids();
        *baseline = c->baselineIndex();
        return true;
    }
    *ids = selectedIds();
    for (int64_t id : *ids) {
        auto r = db_->loadRun(id);
        if (!r) {
            showError(db_->lastError());
            return false;
        }
        runs->push_back(std::move(*r));
    }
    if (runs->empty()) {
        showError(tr("Select the runs to export first."));
        return false;
    }
    return true;
}

void HistoryPanel::chooseExport(Format format)
{
    std::vector<bw::RunResult> runs;
    std::vector<int64_t> ids;
    int baseline = 0;
    if (currentRuns(&runs, &ids, &baseline))
        chooseExportRuns(format, runs, ids, baseline);
}

void HistoryPanel::chooseExportRuns(Format format, const std::vector<bw::RunResult>& runs,
                                    const std::vector<int64_t>& ids, int baselineIndex)
{
    const QString dir = lastDir_.isEmpty() ? QDir::homePath() : lastDir_;
    const QString path = QFileDialog::getSaveFileName(
        isVisible() ? this : parentWidget(), tr("Export"),
        QDir(dir).filePath(HistoryExport::suggestedFileName(format, runs, ids)), HistoryExport::fileFilter(format));
    if (path.isEmpty())
        return;
    lastDir_ = QFileInfo(path).absolutePath();
    exportRuns(format, runs, baselineIndex, path);
}

bool HistoryPanel::exportTo(Format format, const QString& path)
{
    std::vector<bw::RunResult> runs;
    std::vector<int64_t> ids;
    int baseline = 0;
    if (!currentRuns(&runs, &ids, &baseline))
        return false;
    return exportRuns(format, runs, baseline, path);
}

bool HistoryPanel::exportRuns(Format format, const std::vector<bw::RunResult>& runs, int baselineIndex,
                              const QString& path)
{
    QByteArray bytes;
    QString error;
    if (!HistoryExport::render(format, runs, baselineIndex, HistoryExport::reportLanguage(), &bytes, &error)
        || !HistoryExport::writeFile(path, bytes, &error)) {
        showError(error);
        return false;
    }
    showInfo(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void HistoryPanel::chooseChartsPng()
{
    QString name = QStringLiteral("benchwork-charts.png");
    if (auto* v = tabs_->currentRunView())
        name = QStringLiteral("benchwork-%1-charts.png").arg(v->runId());
    const QString dir = lastDir_.isEmpty() ? QDir::homePath() : lastDir_;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export charts"), QDir(dir).filePath(name),
                                                      tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    lastDir_ = QFileInfo(path).absolutePath();
    exportChartsPng(path);
}

bool HistoryPanel::exportChartsPng(const QString& path)
{
    QWidget* source = nullptr;
    if (auto* v = tabs_->currentRunView()) {
        v->showCharts();
        source = v->charts();
    } else if (auto* c = tabs_->currentCompareView()) {
        source = c->chartsWidget();
    }
    if (!source) {
        showError(tr("Open a run or a comparison to export its charts."));
        return false;
    }
    const QPixmap image = source->grab();
    if (image.isNull() || !image.save(path, "PNG")) {
        showError(tr("%1 could not be written.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    showInfo(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void HistoryPanel::showError(const QString& message)
{
    lastMessage_ = message;
    if (message.isEmpty())
        return;
    // Non-modal: a background refresh must never stop the window.
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Run history"), message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("historyError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void HistoryPanel::showInfo(const QString& message)
{
    lastMessage_ = message;
    browser_->showInfo(message);
}

} // namespace bwui

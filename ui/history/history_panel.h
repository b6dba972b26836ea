#pragma once
// The run history in the window: a browser of every saved run (filters,
// a sortable table with name and tags editable in place, a details pane with
// notes, a status line with counts), and tabs that show a past run again
// (RunView) or compare several (CompareView). Import (wrk, k6, oha) and
// export (Markdown, HTML, JSON, CSV, HdrHistogram, charts as PNG) act on the
// current tab or the selected runs.
//
// Mounting: a top-level window owned by the main window (showAction() for
// its View menu, importMenu()/exportMenu() for its File menu), or a page of
// a tab widget. The database is bw::defaultDatabasePath() ($BENCHWORK_DB, or
// the platform's data folder) unless setDatabasePath() says otherwise; it is
// opened on first show. Messages never block: errors show in non-modal
// boxes and stay readable in lastMessage().
//
// Threads: UI thread only.
#include "history/files/export_actions.h"
#include "history/files/history_export.h"
#include "history/browser/history_listing.h"
#include "import/run_importer.h"
#include "widgets/retranslating.h"

#include <QString>
#include <QWidget>

#include <vector>

class QAction;
class QMenu;
class QSettings;
class QToolBar;

namespace bwui {

class CompareView;
class TrendView;
class HistoryDatabase;
class RunBrowser;
class HistoryTabs;
class RunDetailsPane;
class RunFilterBar;
class RunTableModel;
class RunTableView;
class RunView;
class StepCurveView;

class HistoryPanel : public Retranslating<QWidget> {
    Q_OBJECT
public:
    explicit HistoryPanel(QWidget* parent = nullptr);
    ~HistoryPanel() override;

    // Opens this database now (closing the current one). False, with the
    // reason in lastMessage(), when it cannot be opened.
    bool setDatabasePath(const QString& path);
    QString databasePath() const;

    // Lists again with the current filter, keeping the selection, now.
    void refresh();
    // The same on the lister's thread; the table follows when it answers
    // (used when another process committed).
    void refreshInBackground();
    // The table shows the start of a large database's first listing; the
    // rest comes as rows added at the end (RunBrowser::listingPartial()).
    bool listingPartial() const;
    std::vector<int64_t> selectedIds() const;        // in table order
    // The selected runs in the order the user selected them (the first
    // one is the default baseline of a comparison).
    const std::vector<int64_t>& selectionOrder() const;
    void selectIds(const std::vector<int64_t>& ids);   // selection order = ids' order

    // Opens a run in its own tab (or shows the tab already open).
    RunView* openRun(int64_t id);
    // Opens a comparison tab; baselineId 0 = the first id. The Compare
    // action passes the run selected first.
    CompareView* compareRuns(const std::vector<int64_t>& ids, int64_t baselineId = 0);
    // Opens the Trend tab of run `anchorId`'s scenario.
    TrendView* openTrend(int64_t anchorId);
    // Opens a capacity search's or sweep's group as its chart (Open on its row).
    StepCurveView* openStepGroup(int64_t groupId);
    // Asks for confirmation in a (non-modal) dialog, then deletes.
    void requestDelete(const std::vector<int64_t>& ids);
    // Deletes without asking; refuses runs still being recorded.
    bool deleteRuns(const std::vector<int64_t>& ids);
    // Imports files (no dialog); selects the new runs. False with lastMessage().
    bool importPaths(bw::ImportFormat format, const QStringList& paths);
    // Benchwork result files (benchwork.run/1 JSON): several agents' results
    // of one run merged into one run when `merge`, else one run each. False
    // (and the message shown) when nothing was imported.
    bool importResults(const QStringList& paths, bool merge);
    // Exports what the current tab shows (the selected runs in the browser) to `path`.
    bool exportTo(HistoryExport::Format format, const QString& path);
    // Exports these runs (ids: their history ids, for the file name; may be
    // empty) to `path`, or asks for the path first. The window's File >
    // Export uses these for the run it just showed. lastMessage() says what
    // happened.
    bool exportRuns(HistoryExport::Format format, const std::vector<bw::RunResult>& runs, int baselineIndex,
                    const QString& path);
    void chooseExportRuns(HistoryExport::Format format, const std::vector<bw::RunResult>& runs,
                          const std::vector<int64_t>& ids, int baselineIndex);
    bool exportChartsPng(const QString& path);

    QAction* showAction() const { return showAction_; }
    // Run again: the run open or selected, its load (the schedule that ran,
    // as stages, when it was changed live) handed to the window to run.
    QAction* runAgainAction() const { return runAgainAction_; }
    // The actions that carry a keyboard shortcut (for Help > Keyboard shortcuts).
    QList<QAction*> shortcutActions() const
    {
        return {showAction_, openAction_, compareAction_, deleteAction_, refreshAction_};
    }
    QMenu* importMenu() const { return importMenu_; }
    QMenu* exportMenu() const { return exportMenu_; }

    // Splitter, columns, open tabs and (for a window) geometry and visibility.
    void saveState(QSettings& settings) const;
    void restoreState(QSettings& settings);

    HistoryDatabase* database() const { return db_; }
    RunTableModel* model() const;
    RunTableView* table() const;
    RunFilterBar* filterBar() const;
    RunDetailsPane* details() const;
    HistoryTabs* tabs() const { return tabs_; }
    QString statusText() const;
    QString lastMessage() const { return lastMessage_; }

signals:
    void runOpened(qint64 id);
    // The showAction() was triggered while the panel is not a window: the
    // host should bring its page forward.
    void showRequested();
    // Run again was asked for `run` (its config and SLO are what to run).
    void runAgainRequested(const bw::RunResult& run);

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void buildActions();
    void requestRunAgain();   // history_panel_rerun.cpp
    void retranslate() override;
    void ensureOpen();
    void updateActions();
    void showContextMenu(const QPoint& pos);
    void chooseImport(bw::ImportFormat format);
    void chooseResultImport();
    void importedRuns(const std::vector<int64_t>& ids);
    void chooseExport(HistoryExport::Format format);
    void chooseChartsPng();
    bool currentRuns(std::vector<bw::RunResult>* runs, std::vector<int64_t>* ids, int* baseline);
    void showError(const QString& message);
    void showInfo(const QString& message);

    HistoryDatabase* db_;
    RunBrowser* browser_;
    QToolBar* toolbar_;
    HistoryTabs* tabs_;

    QAction* showAction_ = nullptr;
    QAction* refreshAction_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* compareAction_ = nullptr;
    QAction* runAgainAction_ = nullptr;
    QAction* trendAction_ = nullptr;
    QAction* deleteAction_ = nullptr;
    QAction* importResults_ = nullptr;
    QAction* importWrk_ = nullptr;
    QAction* importK6_ = nullptr;
    QAction* importOha_ = nullptr;
    ExportActions exportActions_;   // the report and file formats
    QAction* exportPng_ = nullptr;
    QMenu* importMenu_ = nullptr;
    QMenu* exportMenu_ = nullptr;

    QString path_;
    bool pathChosen_ = false;
    QString lastMessage_;
    QString lastDir_;           // where the last file dialog was
};

} // namespace bwui

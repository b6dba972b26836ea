#pragma once
// The run history's browser page: the filter bar, the sortable runs table
// (name and tags editable in place), the details pane and the status line
// with counts. Lists from the database (now, or on the lister's thread
// after another writer's commit), keeps the selection and the order in
// which runs were selected across listings. What to do with the runs
// (open, compare, delete, export) is the panel's: this page only asks
// through its signals.
//
// Threads: UI thread only.
#include "history/browser/history_listing.h"

#include <QWidget>

#include <cstdint>
#include <set>
#include <vector>

class QLabel;
class QSplitter;
class QTimer;

namespace bwui {

class BackgroundLister;
class HistoryDatabase;
class RunDetailsPane;
class RunFilterBar;
class RunTableModel;
class RunTableView;

class RunBrowser : public QWidget {
    Q_OBJECT
public:
    explicit RunBrowser(HistoryDatabase* db, QWidget* parent = nullptr);

    // Lists again with the current filter, keeping the selection, now.
    void refresh();
    // The same on the lister's thread; the table follows when it answers.
    void refreshInBackground();
    // The table shows the listing's start while the lister reads the rest
    // (the first listing of a large database); the rest comes as rows
    // inserted at the end.
    bool listingPartial() const { return partial_; }
    // In table order; a collapsed group row gives every run of its group.
    std::vector<int64_t> selectedIds() const;
    // The selected rows' own runs (a group row: its first run), in table order.
    std::vector<int64_t> selectedRowIds() const;
    const std::vector<int64_t>& selectionOrder() const { return selectionOrder_; }
    void selectIds(const std::vector<int64_t>& ids);   // selection order = ids' order

    // Counts, selection and database path; showInfo() puts a message first.
    void updateStatus();
    void showInfo(const QString& message);
    QString statusText() const;
    // Column widths came from saved settings: do not fit them to the first rows.
    void setColumnsSized() { columnsSized_ = true; }
    // The widths were fitted to listed rows or restored: worth saving.
    bool columnsSized() const { return columnsSized_; }

    RunTableModel* model() const { return model_; }
    RunTableView* table() const { return table_; }
    RunFilterBar* filterBar() const { return filter_; }
    RunDetailsPane* details() const { return details_; }
    QSplitter* splitter() const { return splitter_; }

signals:
    void selectionChanged();
    void openRequested(qint64 id);
    void contextMenuRequested(const QPoint& pos);   // in the table's coordinates
    void failed(const QString& message);            // listing or edit errors
    void runEdited(const bw::RunRow& row);          // in the details pane

private:
    bw::RunFilter currentFilter() const;
    void applyListing(HistoryListing listing);
    // A listing's counts, tags and partial state (not its rows); opens the
    // lister ahead of its first listing once the history is large.
    void takeCounts(const HistoryListing& listing);
    void fitColumns();
    void fitRoundLabels();
    void fitNewRows(const std::set<int64_t>& listedBefore);
    // The widest a free-text column (name, target, tags) is fitted: one long
    // name must not push the figures out of view. No bound for the others.
    int freeTextBoundPx(int column) const;
    void onSelectionChanged();

    HistoryDatabase* db_;
    RunTableModel* model_;
    RunFilterBar* filter_;
    RunTableView* table_;
    RunDetailsPane* details_;
    QSplitter* splitter_;
    QLabel* status_;
    QTimer* refreshSoon_;       // coalesces change notifications into one listing
    BackgroundLister* lister_;  // lists after other writers' commits, off the UI thread
    quint64 backgroundListing_ = 0;   // the listing whose answer is awaited; 0: none
    QString listerPreparedFor_;       // the database the lister was opened on ahead of its first listing
    int64_t matching_ = 0;      // runs matching the filter
    int64_t total_ = 0;         // runs in the database
    bool partial_ = false;      // the table holds the listing's start (listingPartial())
    QString listedFrom_;        // the database of the table's listing
    // From this many runs, listings the user asks for run on the lister's thread too.
    static constexpr int64_t kListInBackgroundRuns = 200000;
    // The first listing of a database reads this many runs at once (a few
    // screens; under a millisecond), the lister the rest when there are more.
    static constexpr int64_t kFirstListedRuns = 1024;
    std::vector<int64_t> selectionOrder_;   // selected ids, first selected first
    bool columnsSized_ = false; // widths fitted to the first rows (or restored)
};

} // namespace bwui

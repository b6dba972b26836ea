#include "history/browser/run_browser.h"

#include "history/browser/background_lister.h"
#include "history/history_database.h"
#include "history/browser/run_details_pane.h"
#include "history/browser/run_filter_bar.h"
#include "history/browser/run_table_model.h"
#include "history/browser/run_table_view.h"
#include "history/browser/run_target_delegate.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace bwui {

RunBrowser::RunBrowser(HistoryDatabase* db, QWidget* parent) : QWidget(parent), db_(db)
{
    lister_ = new BackgroundLister(this);
    model_ = new RunTableModel(this);
    model_->setDatabase(db_);

    filter_ = new RunFilterBar;
    table_ = new RunTableView;
    table_->setModel(model_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(RunTableModel::ColStarted, Qt::DescendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->setShowGrid(false);
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    table_->verticalHeader()->setVisible(false);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    table_->horizontalHeader()->setSectionsMovable(true);
    table_->horizontalHeader()->setHighlightSections(false);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setItemDelegateForColumn(RunTableModel::ColTarget, new RunTargetDelegate(RunTableModel::HostRole, table_));
    details_ = new RunDetailsPane(db_);

    splitter_ = new QSplitter(Qt::Horizontal);
    splitter_->addWidget(table_);
    splitter_->addWidget(details_);
    splitter_->setStretchFactor(0, 1);
    splitter_->setStretchFactor(1, 0);
    splitter_->setChildrenCollapsible(false);
    splitter_->setSizes({880, 320});   // the table gets the room; restoreState() may change it
    details_->setMaximumWidth(480);
    status_ = new QLabel;
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* col = new QVBoxLayout(this);
    col->addWidget(filter_);
    col->addWidget(splitter_, 1);
    col->addWidget(status_);

    connect(filter_, &RunFilterBar::changed, this, &RunBrowser::refresh);
    // Queued: a change may be announced from inside a model edit or a
    // delete, and the listing must not be reset under their feet.
    refreshSoon_ = new QTimer(this);
    refreshSoon_->setSingleShot(true);
    refreshSoon_->setInterval(0);
    connect(refreshSoon_, &QTimer::timeout, this, &RunBrowser::refresh);
    connect(db_, &HistoryDatabase::changed, refreshSoon_, qOverload<>(&QTimer::start));
    connect(db_, &HistoryDatabase::changedElsewhere, this, &RunBrowser::refreshInBackground);
    connect(lister_, &BackgroundLister::listed, this, [this](quint64 number, std::shared_ptr<HistoryListing> listing) {
        if (number == backgroundListing_)   // not overtaken by a newer listing
            applyListing(std::move(*listing));
    });
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RunBrowser::onSelectionChanged);
    connect(table_, &RunTableView::doubleClicked, this, [this](const QModelIndex& index) {
        // Name and tags edit on double-click; a group row expands or
        // collapses; elsewhere it opens the run.
        if (model_->flags(index) & Qt::ItemIsEditable)
            return;
        if (!model_->toggleGroup(index.row()))
            emit openRequested(qint64(model_->runAt(index.row()).id));
    });
    connect(table_, &RunTableView::customContextMenuRequested, this, &RunBrowser::contextMenuRequested);
    // The store orders the listing: a new order is a new listing. A column
    // the store cannot order by keeps the indicator where the order is.
    connect(model_, &RunTableModel::sortRequested, this, &RunBrowser::refresh);
    connect(table_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this](int column) {
        if (!RunTableModel::sortable(column)) {
            const QSignalBlocker quiet(table_->horizontalHeader());
            table_->horizontalHeader()->setSortIndicator(model_->sortColumn(), model_->sortOrder());
        }
    });
    connect(model_, &RunTableModel::editFailed, this, &RunBrowser::failed);
    // A group expanded (or listed again expanded): its rounds' labels are
    // wider than the group row's, and a width fitted or saved before would cut them.
    connect(model_, &QAbstractItemModel::modelReset, this, &RunBrowser::fitRoundLabels);
    connect(details_, &RunDetailsPane::runEdited, this, [this](const bw::RunRow& row) {
        model_->updateRow(row);
        emit runEdited(row);
    });
    connect(details_, &RunDetailsPane::editFailed, this, &RunBrowser::failed);
}

bw::RunFilter RunBrowser::currentFilter() const
{
    bw::RunFilter f = filter_->filter();
    f.wholeGroups = true;   // a group row always stands for all of its rounds, both sides
    f.sort = RunTableModel::sortKey(model_->sortColumn());
    f.descending = model_->sortOrder() == Qt::DescendingOrder;
    return f;
}

void RunBrowser::refresh()
{
    refreshSoon_->stop();
    backgroundListing_ = 0;   // whatever a background listing finds is older than this
    if (!db_->isOpen()) {
        updateStatus();
        return;
    }
    // An edit in progress would be lost by a reset; the next change lists again.
    if (table_->editing())
        return;
    // A database's first listing: its first runs shown now, and when there
    // are more, the whole listing read on the lister's thread (a million
    // runs: a quarter of a second) and its rows added below them.
    if (listedFrom_ != db_->path()) {
        listedFrom_ = db_->path();
        HistoryListing start = db_->list(currentFilter(), filter_->isEmpty(), kFirstListedRuns);
        const bool more = start.ok && start.partial;
        applyListing(std::move(start));
        if (more)
            refreshInBackground();
        return;
    }
    // A filter or an order over a large history takes a noticeable part of
    // a second (a million runs: 0.1-0.6 s): listed on the lister's thread,
    // the window stays responsive and the listing appears when it is ready.
    if (partial_ || total_ > kListInBackgroundRuns) {
        refreshInBackground();
        return;
    }
    applyListing(db_->list(currentFilter(), filter_->isEmpty()));
}

void RunBrowser::refreshInBackground()
{
    if (!db_->isOpen() || table_->editing())
        return;
    backgroundListing_ = lister_->list(db_->path(), currentFilter(), filter_->isEmpty());
}

void RunBrowser::applyListing(HistoryListing listing)
{
    if (!listing.ok) {
        if (partial_) {   // what is shown is all there will be: counted as listed
            partial_ = false;
            matching_ = total_ = model_->listedRuns();
            updateStatus();
        }
        emit failed(listing.error);
        return;
    }
    // The whole listing after its start: the rows past the start added at
    // the end, the rest untouched (an editor open in a shown row stays).
    if (partial_ && !listing.partial && model_->extendIndex(listing.index)) {
        takeCounts(listing);
        updateStatus();
        return;
    }
    if (table_->editing())
        return;   // the next change lists again
    const std::vector<int64_t> selected = selectedIds();
    const QModelIndex current = table_->currentIndex();
    const int64_t currentId = current.isValid() ? model_->idAt(current.row()) : 0;
    // fitNewRows() looks at the first rows shown: what they were before is enough
    std::set<int64_t> listedBefore;
    for (int row = 0; row < std::min(model_->rowCount(), 1000); ++row)
        listedBefore.insert(model_->idAt(row));

    takeCounts(listing);
    model_->resetIndex(std::move(listing.index));

    selectIds(selected);
    const int currentRow = model_->rowOfId(currentId);
    if (currentRow >= 0)
        table_->selectionModel()->setCurrentIndex(model_->index(currentRow, 0), QItemSelectionModel::NoUpdate);
    if (!columnsSized_ && model_->rowCount() > 0) {
        fitColumns();
        columnsSized_ = true;
    } else {
        fitNewRows(listedBefore);
    }
    onSelectionChanged();
}

void RunBrowser::takeCounts(const HistoryListing& listing)
{
    partial_ = listing.partial;
    matching_ = listing.matching;
    total_ = listing.total;
    filter_->setKnownTags(listing.tags);
    // A large history lists on the lister's thread from now on: opened there
    // (and its runs counted) while the user reads this listing.
    if (total_ > kListInBackgroundRuns && listerPreparedFor_ != db_->path()) {
        listerPreparedFor_ = db_->path();
        lister_->prepare(listerPreparedFor_);
    }
}

void RunBrowser::fitColumns()
{
    // Id, start time and the figures always whole; free text (name, route,
    // tags) whole up to a bound, so one long name cannot push the figures
    // out of view. The tooltip and the details pane show the rest.
    table_->resizeColumnsToContents();
    for (int c : {RunTableModel::ColName, RunTableModel::ColTarget, RunTableModel::ColTags})
        table_->setColumnWidth(c, std::min(table_->columnWidth(c), freeTextBoundPx(c)));
}

int RunBrowser::freeTextBoundPx(int column) const
{
    const int charPx = table_->fontMetrics().horizontalAdvance(QLatin1Char('x'));
    switch (column) {
    case RunTableModel::ColName: return std::max(120, charPx * 40);
    case RunTableModel::ColTarget: return std::max(120, charPx * 44);
    case RunTableModel::ColTags: return std::max(120, charPx * 30);
    }
    return std::numeric_limits<int>::max();
}

void RunBrowser::fitNewRows(const std::set<int64_t>& listedBefore)
{
    // The widths stay as fitted to the first rows (or as the user left
    // them); a row listed since that needs more room gets it, never less,
    // free text up to fitColumns()' bound: a capacity search added later
    // shows "capacity, 9 steps" whole, not "capacit…". The first rows a
    // listing shows are enough to look at (a restored session lists
    // thousands at once).
    constexpr int kRowsLooked = 64;   // a screenful and more (200: 40 ms a listing)
    int looked = 0;
    for (int row = 0; row < model_->rowCount() && looked < kRowsLooked; ++row) {
        if (listedBefore.count(model_->idAt(row)))
            continue;
        ++looked;
        for (int c = 0; c < RunTableModel::ColumnCount; ++c) {
            const int need = std::min(table_->sizeHintForIndex(model_->index(row, c)).width() + (table_->showGrid() ? 1 : 0),
                                      freeTextBoundPx(c));
            if (table_->columnWidth(c) < need)
                table_->setColumnWidth(c, need);
        }
    }
}

void RunBrowser::fitRoundLabels()
{
    int need = 0;
    for (int row : model_->memberRows())
        need = std::max(need, table_->sizeHintForIndex(model_->index(row, RunTableModel::ColId)).width());
    if (table_->columnWidth(RunTableModel::ColId) < need)
        table_->setColumnWidth(RunTableModel::ColId, need);
}

std::vector<int64_t> RunBrowser::selectedIds() const
{
    std::vector<int64_t> ids;
    QModelIndexList rows = table_->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    std::unordered_set<int64_t> seen;   // a selection may be every row of a large history
    for (const QModelIndex& i : rows)
        for (int64_t id : model_->runIdsAt(i.row()))   // a collapsed group row: all of its rounds
            if (seen.insert(id).second)
                ids.push_back(id);
    return ids;
}

std::vector<int64_t> RunBrowser::selectedRowIds() const
{
    std::vector<int64_t> ids;
    QModelIndexList rows = table_->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    std::unordered_set<int64_t> seen;
    for (const QModelIndex& i : rows)
        if (seen.insert(model_->idAt(i.row())).second)
            ids.push_back(model_->idAt(i.row()));
    return ids;
}

void RunBrowser::selectIds(const std::vector<int64_t>& ids)
{
    QItemSelection sel;
    for (int64_t id : ids) {
        const int row = model_->rowOfId(id);
        if (row >= 0)
            sel.select(model_->index(row, 0), model_->index(row, RunTableModel::ColumnCount - 1));
    }
    table_->selectionModel()->select(sel, QItemSelectionModel::ClearAndSelect);
    std::vector<int64_t> order;
    for (int64_t id : ids)
        if (std::find(selectionOrder_.begin(), selectionOrder_.end(), id) != selectionOrder_.end()
            && std::find(order.begin(), order.end(), id) == order.end())
            order.push_back(id);
    selectionOrder_ = order;
    if (!ids.empty()) {
        const int row = model_->rowOfId(ids.front());
        if (row >= 0)
            table_->scrollTo(model_->index(row, 0));
    }
}

void RunBrowser::onSelectionChanged()
{
    const std::vector<int64_t> selected = selectedIds();
    // Keep the order of selection: drop what was deselected, append what is new.
    std::erase_if(selectionOrder_, [&](int64_t id) {
        return std::find(selected.begin(), selected.end(), id) == selected.end();
    });
    for (int64_t id : selected)
        if (std::find(selectionOrder_.begin(), selectionOrder_.end(), id) == selectionOrder_.end())
            selectionOrder_.push_back(id);
    const QModelIndexList selectedRows = table_->selectionModel()->selectedRows();
    const int only = selectedRows.size() == 1 ? selectedRows.front().row() : -1;
    if (only >= 0 && model_->groupSizeAt(only) > 0 && !model_->isExpandedAt(only)) {
        // A folded group row stands for its group: show the group, not its first run.
        const int64_t group = model_->runAt(only).roundGroupId;
        details_->showGroup(group, model_->groupRuns(group));
    } else {
        // The selected runs, a folded group's rounds included (they have no
        // row of their own): the first the pane names, read; the rest counted
        // (a selection of every row of a large history reads no more).
        std::vector<bw::RunRow> rows;
        for (size_t i = 0; i < selected.size() && rows.size() < RunDetailsPane::kRunsNamed; ++i)
            if (auto r = model_->findRun(selected[i]))
                rows.push_back(std::move(*r));
        details_->showSelection(rows, selected.size());
    }
    updateStatus();
    emit selectionChanged();
}

QString RunBrowser::statusText() const
{
    return status_->text();
}

void RunBrowser::updateStatus()
{
    if (!db_->isOpen()) {
        status_->setText(db_->lastError());
        return;
    }
    const QLocale loc;
    QString text;
    if (partial_)
        text = QCoreApplication::translate("bwui::HistoryPanel", "Listing every run: %Ln row(s) shown so far.", nullptr, model_->rowCount());
    else if (matching_ < total_)
        text = QCoreApplication::translate("bwui::HistoryPanel", "%1 of %Ln run(s) match the filters.", nullptr, int(total_)).arg(loc.toString(qlonglong(matching_)));
    else
        text = QCoreApplication::translate("bwui::HistoryPanel", "%Ln run(s) in the history.", nullptr, int(total_));
    // Runs, not rows: a folded group row selects all of its rounds.
    const int selected = int(selectedIds().size());
    if (selected > 0)
        text += QStringLiteral("  ·  ") + QCoreApplication::translate("bwui::HistoryPanel", "%Ln run(s) selected", nullptr, selected);
    text += QStringLiteral("  ·  ") + db_->path();
    status_->setText(text);
}

void RunBrowser::showInfo(const QString& message)
{
    updateStatus();
    status_->setText(message + QStringLiteral("  ·  ") + status_->text());
}

} // namespace bwui

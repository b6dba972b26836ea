// HistoryPanel: layout, listing and selection. The tabs of opened runs and
// comparisons are HistoryTabs (history_tabs.cpp), the saved state is in
// history_panel_state.cpp, the actions and their dialogs in
// history_panel_actions.cpp.
#include "history/history_panel.h"

#include "history/background_lister.h"
#include "history/history_database.h"
#include "history/history_paths.h"
#include "history/history_tabs.h"
#include "history/run_details_pane.h"
#include "history/run_filter_bar.h"
#include "history/run_table_model.h"
#include "history/run_table_view.h"
#include "history/run_target_delegate.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QScreen>
#include <QSplitter>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace bwui {

namespace {
// The store sorts by these columns itself, so a truncated listing still
// holds the true top rows; other columns sort the newest kHistoryListLimit runs.
bw::RunSortKey storeSortKey(int column, bool* exact)
{
    *exact = true;
    switch (column) {
    case RunTableModel::ColStarted: return bw::RunSortKey::Started;
    case RunTableModel::ColName: return bw::RunSortKey::Name;
    case RunTableModel::ColTarget: return bw::RunSortKey::Target;
    case RunTableModel::ColRps: return bw::RunSortKey::Rps;
    case RunTableModel::ColP99: return bw::RunSortKey::P99;
    case RunTableModel::ColErrors: return bw::RunSortKey::Errors;
    }
    *exact = false;
    return bw::RunSortKey::Started;
}
} // namespace

HistoryPanel::HistoryPanel(QWidget* parent) : QWidget(parent)
{
    db_ = new HistoryDatabase(this);
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

    browser_ = new QWidget;
    auto* col = new QVBoxLayout(browser_);
    col->addWidget(filter_);
    col->addWidget(splitter_, 1);
    col->addWidget(status_);

    tabs_ = new HistoryTabs(db_, browser_);

    buildActions();
    toolbar_ = new QToolBar;
    toolbar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar_->addAction(openAction_);
    toolbar_->addAction(compareAction_);
    toolbar_->addAction(deleteAction_);
    toolbar_->addSeparator();
    toolbar_->addAction(importMenu_->menuAction());
    toolbar_->addAction(exportMenu_->menuAction());
    toolbar_->addSeparator();
    toolbar_->addAction(refreshAction_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolbar_);
    layout->addWidget(tabs_, 1);

    connect(filter_, &RunFilterBar::changed, this, &HistoryPanel::refresh);
    // Queued: a change may be announced from inside a model edit or a
    // delete, and the listing must not be reset under their feet.
    refreshSoon_ = new QTimer(this);
    refreshSoon_->setSingleShot(true);
    refreshSoon_->setInterval(0);
    connect(refreshSoon_, &QTimer::timeout, this, &HistoryPanel::refresh);
    connect(db_, &HistoryDatabase::changed, refreshSoon_, qOverload<>(&QTimer::start));
    connect(db_, &HistoryDatabase::changedElsewhere, this, &HistoryPanel::refreshInBackground);
    connect(lister_, &BackgroundLister::listed, this, [this](quint64 number, const HistoryListing& listing) {
        if (number == backgroundListing_)   // not overtaken by a newer listing
            applyListing(listing);
    });
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &HistoryPanel::onSelectionChanged);
    connect(table_, &RunTableView::doubleClicked, this, [this](const QModelIndex& index) {
        // Name and tags edit on double-click; elsewhere it opens the run.
        if (!(model_->flags(index) & Qt::ItemIsEditable))
            openRun(model_->runAt(index.row()).id);
    });
    connect(table_, &RunTableView::customContextMenuRequested, this, &HistoryPanel::showContextMenu);
    connect(table_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this] {
        if (matching_ > int64_t(model_->rows().size()))
            refresh();   // the rows held are not all that match: let the store pick the top ones
    });
    connect(model_, &RunTableModel::editFailed, this, &HistoryPanel::showError);
    connect(details_, &RunDetailsPane::runEdited, this, &HistoryPanel::onRunEdited);
    connect(details_, &RunDetailsPane::editFailed, this, &HistoryPanel::showError);
    connect(tabs_, &HistoryTabs::runOpened, this, &HistoryPanel::runOpened);
    connect(tabs_, &QTabWidget::currentChanged, this, &HistoryPanel::updateActions);

    retranslate();
    updateActions();
    // A first size that shows every column of a typical listing and still fits the screen.
    QSize size(1440, 880);
    if (const QScreen* screen = this->screen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.95);
    resize(size);
}

HistoryPanel::~HistoryPanel() = default;

bool HistoryPanel::setDatabasePath(const QString& path)
{
    pathChosen_ = true;
    path_ = path;
    if (!db_->open(path)) {
        model_->resetData({});
        showError(db_->lastError());
        updateStatus();
        return false;
    }
    refresh();
    return true;
}

QString HistoryPanel::databasePath() const
{
    return path_;
}

void HistoryPanel::ensureOpen()
{
    if (db_->isOpen() || pathChosen_)
        return;
    setDatabasePath(QString::fromStdString(bw::defaultDatabasePath()));
}

void HistoryPanel::showEvent(QShowEvent* event)
{
    ensureOpen();
    db_->setWatching(true);
    db_->checkForExternalChanges();
    QWidget::showEvent(event);
}

void HistoryPanel::hideEvent(QHideEvent* event)
{
    db_->setWatching(false);
    QWidget::hideEvent(event);
}

void HistoryPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bw::RunFilter HistoryPanel::currentFilter() const
{
    bw::RunFilter f = filter_->filter();
    bool exact = true;
    f.sort = storeSortKey(model_->sortColumn(), &exact);
    f.descending = exact ? model_->sortOrder() == Qt::DescendingOrder : true;
    return f;
}

void HistoryPanel::refresh()
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
    applyListing(db_->list(currentFilter(), filter_->isEmpty()));
}

void HistoryPanel::refreshInBackground()
{
    if (!db_->isOpen() || table_->editing())
        return;
    backgroundListing_ = lister_->list(db_->path(), currentFilter(), filter_->isEmpty());
}

void HistoryPanel::applyListing(const HistoryListing& listing)
{
    if (!listing.ok) {
        showError(listing.error);
        return;
    }
    if (table_->editing())
        return;   // the next change lists again
    const std::vector<int64_t> selected = selectedIds();
    const QModelIndex current = table_->currentIndex();
    const int64_t currentId = current.isValid() ? model_->runAt(current.row()).id : 0;

    matching_ = listing.matching;
    total_ = listing.total;
    model_->resetData(listing.rows);
    filter_->setKnownTags(listing.tags);

    selectIds(selected);
    const int currentRow = model_->rowOfId(currentId);
    if (currentRow >= 0)
        table_->selectionModel()->setCurrentIndex(model_->index(currentRow, 0), QItemSelectionModel::NoUpdate);
    if (!columnsSized_ && model_->rowCount() > 0) {
        fitColumns();
        columnsSized_ = true;
    }
    onSelectionChanged();
}

void HistoryPanel::fitColumns()
{
    // Id, start time and the figures always whole; free text (name, route,
    // tags) whole up to a bound, so one long name cannot push the figures
    // out of view. The tooltip and the details pane show the rest.
    table_->resizeColumnsToContents();
    const int charPx = table_->fontMetrics().horizontalAdvance(QLatin1Char('x'));
    const struct { int column; int maxChars; } bounded[] = {
        {RunTableModel::ColName, 40}, {RunTableModel::ColTarget, 44}, {RunTableModel::ColTags, 30}};
    for (const auto& b : bounded)
        table_->setColumnWidth(b.column, std::min(table_->columnWidth(b.column), std::max(120, charPx * b.maxChars)));
}

std::vector<int64_t> HistoryPanel::selectedIds() const
{
    std::vector<int64_t> ids;
    QModelIndexList rows = table_->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    for (const QModelIndex& i : rows)
        ids.push_back(model_->runAt(i.row()).id);
    return ids;
}

void HistoryPanel::selectIds(const std::vector<int64_t>& ids)
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

void HistoryPanel::onSelectionChanged()
{
    const std::vector<int64_t> selected = selectedIds();
    // Keep the order of selection: drop what was deselected, append what is new.
    std::erase_if(selectionOrder_, [&](int64_t id) {
        return std::find(selected.begin(), selected.end(), id) == selected.end();
    });
    for (int64_t id : selected)
        if (std::find(selectionOrder_.begin(), selectionOrder_.end(), id) == selectionOrder_.end())
            selectionOrder_.push_back(id);
    std::vector<bw::RunRow> rows;
    for (int64_t id : selected)
        rows.push_back(model_->runAt(model_->rowOfId(id)));
    details_->showSelection(rows);
    updateActions();
    updateStatus();
}

QString HistoryPanel::statusText() const
{
    return status_->text();
}

void HistoryPanel::updateStatus()
{
    if (!db_->isOpen()) {
        status_->setText(db_->lastError());
        return;
    }
    const QLocale loc;
    QString text;
    const int listed = model_->rowCount();
    if (listed < matching_)
        text = tr("Showing %1 of %2 matching runs; narrow the filters to see the others.")
                   .arg(loc.toString(listed), loc.toString(qlonglong(matching_)));
    else if (matching_ < total_)
        text = tr("%1 of %n run(s) match the filters.", nullptr, int(total_)).arg(loc.toString(qlonglong(matching_)));
    else
        text = tr("%n run(s) in the history.", nullptr, int(total_));
    const int selected = int(table_->selectionModel()->selectedRows().size());
    if (selected > 0)
        text += QStringLiteral("  ·  ") + tr("%n selected", nullptr, selected);
    text += QStringLiteral("  ·  ") + db_->path();
    status_->setText(text);
}

} // namespace bwui

// HistoryPanel: composition and the database. The runs list is RunBrowser
// (run_browser.cpp), the tabs of opened runs and
// comparisons are HistoryTabs (history_tabs.cpp), the saved state is in
// history_panel_state.cpp, the actions and their dialogs in
// history_panel_actions.cpp.
#include "history/history_panel.h"

#include "history/history_database.h"
#include "history/history_paths.h"
#include "history/browser/run_browser.h"
#include "history/browser/run_table_model.h"
#include "history/history_tabs.h"

#include <QAction>
#include <QMenu>
#include <QScreen>
#include <QToolBar>
#include <QVBoxLayout>


namespace bwui {

HistoryPanel::HistoryPanel(QWidget* parent) : Retranslating(parent)
{
    db_ = new HistoryDatabase(this);
    browser_ = new RunBrowser(db_);
    tabs_ = new HistoryTabs(db_, browser_);

    buildActions();
    toolbar_ = new QToolBar;
    toolbar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar_->addAction(openAction_);
    toolbar_->addAction(compareAction_);
    toolbar_->addAction(trendAction_);
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

    connect(browser_, &RunBrowser::selectionChanged, this, &HistoryPanel::updateActions);
    connect(browser_, &RunBrowser::openRequested, this, [this](qint64 id) { openRun(id); });
    connect(browser_, &RunBrowser::contextMenuRequested, this, &HistoryPanel::showContextMenu);
    connect(browser_, &RunBrowser::failed, this, &HistoryPanel::showError);
    connect(browser_, &RunBrowser::runEdited, tabs_, &HistoryTabs::updateRun);
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
        browser_->model()->clear();
        showError(db_->lastError());
        browser_->updateStatus();
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

void HistoryPanel::refresh()
{
    browser_->refresh();
}

void HistoryPanel::refreshInBackground()
{
    browser_->refreshInBackground();
}

bool HistoryPanel::listingPartial() const
{
    return browser_->listingPartial();
}

std::vector<int64_t> HistoryPanel::selectedIds() const
{
    return browser_->selectedIds();
}

const std::vector<int64_t>& HistoryPanel::selectionOrder() const
{
    return browser_->selectionOrder();
}

void HistoryPanel::selectIds(const std::vector<int64_t>& ids)
{
    browser_->selectIds(ids);
}

RunTableModel* HistoryPanel::model() const { return browser_->model(); }
RunTableView* HistoryPanel::table() const { return browser_->table(); }
RunFilterBar* HistoryPanel::filterBar() const { return browser_->filterBar(); }
RunDetailsPane* HistoryPanel::details() const { return browser_->details(); }

QString HistoryPanel::statusText() const
{
    return browser_->statusText();
}

} // namespace bwui

// HistoryPanel: opening runs and comparisons in its tabs (HistoryTabs), and
// the state saved between sessions (open tabs, selection, columns, geometry).
#include "history/history_panel.h"

#include "history/history_tabs.h"
#include "history/browser/run_browser.h"
#include "history/browser/run_table_model.h"
#include "history/browser/run_table_view.h"

#include <QHeaderView>
#include <QSettings>
#include <QSplitter>

#include <algorithm>

namespace bwui {

RunView* HistoryPanel::openRun(int64_t id)
{
    QString error;
    RunView* view = tabs_->openRun(id, &error);
    if (!view)
        showError(error);
    return view;
}

CompareView* HistoryPanel::compareRuns(const std::vector<int64_t>& ids, int64_t baselineId)
{
    QString error;
    CompareView* view = tabs_->compareRuns(ids, baselineId, &error);
    if (!view)
        showError(error);
    return view;
}

TrendView* HistoryPanel::openTrend(int64_t anchorId)
{
    QString error;
    TrendView* view = tabs_->openTrend(anchorId, &error);
    if (!view)
        showError(error);
    return view;
}

void HistoryPanel::saveState(QSettings& s) const
{
    s.setValue("history/splitter", browser_->splitter()->saveState());
    // "columns2": the id column came first; an older layout would misplace every column.
    // Only widths fitted to rows or restored are worth keeping: a session that
    // never listed the history (an --autorun window) would save Qt's default
    // 100 px for every column, and the next window would open with them.
    if (browser_->columnsSized())
        s.setValue("history/columns2", browser_->table()->horizontalHeader()->saveState());
    s.setValue("history/tabs", tabs_->openTabs());
    QStringList selected;
    for (int64_t id : selectedIds())
        selected << QString::number(id);
    s.setValue("history/selected", selected);
    s.setValue("history/currentTab", tabs_->currentIndex());
    if (isWindow()) {
        s.setValue("history/geometry", saveGeometry());
        s.setValue("history/visible", isVisible());
    }
}

void HistoryPanel::restoreState(QSettings& s)
{
    browser_->splitter()->restoreState(s.value("history/splitter").toByteArray());
    QHeaderView* header = browser_->table()->horizontalHeader();
    if (header->restoreState(s.value("history/columns2").toByteArray())) {
        // Every column at the default width is such a never-listed session's
        // state, saved before the rule above: fit the columns to the rows instead.
        bool allDefault = true;
        for (int c = 0; c + 1 < header->count(); ++c)   // the last one stretches
            allDefault = allDefault && header->sectionSize(c) == header->defaultSectionSize();
        if (!allDefault)
            browser_->setColumnsSized();
    }
    if (isWindow())
        restoreGeometry(s.value("history/geometry").toByteArray());
    const QStringList open = s.value("history/tabs").toStringList();
    const int current = s.value("history/currentTab", 0).toInt();
    const bool visible = isWindow() && s.value("history/visible", false).toBool();
    if (open.isEmpty() && !visible)
        return;
    ensureOpen();
    std::vector<int64_t> selected;
    for (const QString& id : s.value("history/selected").toStringList())
        selected.push_back(id.toLongLong());
    selectIds(selected);
    // Runs deleted since are skipped without a message: nothing to reopen.
    const QString before = lastMessage_;
    tabs_->reopen(open);
    lastMessage_ = before;
    tabs_->setCurrentIndex(std::clamp(current, 0, tabs_->count() - 1));
    if (visible)
        show();
}

} // namespace bwui

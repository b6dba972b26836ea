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

StepCurveView* HistoryPanel::openStepGroup(int64_t groupId)
{
    QString error;
    StepCurveView* view = tabs_->openStepGroup(groupId, &error);
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
    if (browser_->table()->horizontalHeader()->restoreState(s.value("history/columns2").toByteArray()))
        browser_->setColumnsSized();
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

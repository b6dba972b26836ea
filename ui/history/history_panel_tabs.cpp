// HistoryPanel: the tabs that show an opened run or a comparison, and the
// state saved between sessions (open tabs, selection, columns, geometry).
#include "history/history_panel.h"

#include "history/compare_view.h"
#include "history/history_database.h"
#include "history/history_text.h"
#include "history/run_table_model.h"
#include "history/run_table_view.h"
#include "history/run_view.h"

#include <QHeaderView>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>

#include <algorithm>
#include <unordered_set>

namespace bwui {

RunView* HistoryPanel::openRun(int64_t id)
{
    for (int i = 1; i < tabs_->count(); ++i) {
        if (auto* v = qobject_cast<RunView*>(tabs_->widget(i)); v && v->runId() == id) {
            tabs_->setCurrentIndex(i);
            return v;
        }
    }
    const auto row = db_->runRow(id);
    const auto result = row ? db_->loadRun(id) : std::nullopt;
    if (!row || !result) {
        showError(db_->lastError());
        return nullptr;
    }
    auto* view = new RunView;
    view->showRun(*row, *result);
    const int i = tabs_->addTab(view, HistoryText::runTitle(*row));
    tabs_->setTabToolTip(i, QString::fromStdString(row->targetUrl));
    tabs_->setCurrentIndex(i);
    emit runOpened(qint64(id));
    return view;
}

CompareView* HistoryPanel::compareRuns(const std::vector<int64_t>& ids, int64_t baselineId)
{
    auto* view = new CompareView(db_);
    if (!view->compare(ids, baselineId)) {
        showError(view->error());
        delete view;
        return nullptr;
    }
    const int i = tabs_->addTab(view, view->title());
    tabs_->setCurrentIndex(i);
    return view;
}

void HistoryPanel::closeTab(int index)
{
    if (index <= 0)
        return;   // the browser stays
    QWidget* w = tabs_->widget(index);
    tabs_->removeTab(index);
    w->deleteLater();
}

void HistoryPanel::closeTabsOf(const std::vector<int64_t>& deleted)
{
    const std::unordered_set<int64_t> gone(deleted.begin(), deleted.end());
    for (int i = tabs_->count() - 1; i >= 1; --i) {
        bool drop = false;
        if (auto* v = qobject_cast<RunView*>(tabs_->widget(i)))
            drop = gone.count(v->runId()) > 0;
        else if (auto* c = qobject_cast<CompareView*>(tabs_->widget(i)))
            for (int64_t id : c->ids())
                drop = drop || gone.count(id) > 0;
        if (drop)
            closeTab(i);
    }
}

void HistoryPanel::onRunEdited(const bw::RunRow& row)
{
    model_->updateRow(row);
    for (int i = 1; i < tabs_->count(); ++i) {
        if (auto* v = qobject_cast<RunView*>(tabs_->widget(i)); v && v->runId() == row.id) {
            v->updateRow(row);
            tabs_->setTabText(i, HistoryText::runTitle(row));
        }
    }
}

void HistoryPanel::saveState(QSettings& s) const
{
    s.setValue("history/splitter", splitter_->saveState());
    // "columns2": the id column came first; an older layout would misplace every column.
    s.setValue("history/columns2", table_->horizontalHeader()->saveState());
    QStringList open;
    for (int i = 1; i < tabs_->count(); ++i) {
        if (auto* v = qobject_cast<RunView*>(tabs_->widget(i))) {
            open << QStringLiteral("run:%1").arg(v->runId());
        } else if (auto* c = qobject_cast<CompareView*>(tabs_->widget(i))) {
            QStringList ids;
            for (int64_t id : c->ids())
                ids << QString::number(id);
            open << QStringLiteral("compare:%1@%2").arg(ids.join(QLatin1Char(','))).arg(c->baselineId());
        }
    }
    s.setValue("history/tabs", open);
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
    splitter_->restoreState(s.value("history/splitter").toByteArray());
    if (table_->horizontalHeader()->restoreState(s.value("history/columns2").toByteArray()))
        columnsSized_ = true;
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
    for (const QString& entry : open) {
        const QString kind = entry.section(QLatin1Char(':'), 0, 0);
        const QString arg = entry.section(QLatin1Char(':'), 1);
        if (kind == QLatin1String("run")) {
            const qint64 id = arg.toLongLong();
            if (id > 0 && db_->runRow(id))
                openRun(id);
        } else if (kind == QLatin1String("compare")) {
            std::vector<int64_t> ids;
            for (const QString& x : arg.section(QLatin1Char('@'), 0, 0).split(QLatin1Char(','), Qt::SkipEmptyParts))
                if (const qint64 id = x.toLongLong(); id > 0 && db_->runRow(id))
                    ids.push_back(id);
            const qint64 base = arg.section(QLatin1Char('@'), 1).toLongLong();
            if (ids.size() >= 2)
                compareRuns(ids, std::find(ids.begin(), ids.end(), base) != ids.end() ? base : 0);
        }
    }
    lastMessage_ = before;
    tabs_->setCurrentIndex(std::clamp(current, 0, tabs_->count() - 1));
    if (visible)
        show();
}

} // namespace bwui

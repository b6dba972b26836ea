#include "history/history_tabs.h"

#include "history/compare/compare_view.h"
#include "history/trend/trend_view.h"
#include "history/history_database.h"
#include "history/history_text.h"
#include "history/details/run_view.h"
#include "capacity/capacity_json.h"
#include "capacity/step_curve_view.h"

#include <QJsonDocument>

#include <QTabBar>

#include <algorithm>
#include <unordered_set>

namespace bwui {

HistoryTabs::HistoryTabs(HistoryDatabase* db, QWidget* browser, QWidget* parent)
    : QTabWidget(parent), db_(db), browser_(browser)
{
    setDocumentMode(true);
    setTabsClosable(true);
    setMovable(true);
    addTab(browser_, QString());
    tabBar()->setTabButton(0, QTabBar::RightSide, nullptr);
    tabBar()->setTabButton(0, QTabBar::LeftSide, nullptr);
    connect(this, &QTabWidget::tabCloseRequested, this, &HistoryTabs::closeTab);
}

RunView* HistoryTabs::currentRunView() const
{
    return qobject_cast<RunView*>(currentWidget());
}

CompareView* HistoryTabs::currentCompareView() const
{
    return qobject_cast<CompareView*>(currentWidget());
}

RunView* HistoryTabs::openRun(int64_t id, QString* error)
{
    for (int i = 1; i < count(); ++i) {
        if (auto* v = qobject_cast<RunView*>(widget(i)); v && v->runId() == id) {
            setCurrentIndex(i);
            return v;
        }
    }
    const auto row = db_->runRow(id);
    const auto result = row ? db_->loadRun(id) : std::nullopt;
    if (!row || !result) {
        *error = db_->lastError();
        return nullptr;
    }
    auto* view = new RunView;
    view->showRun(*row, *result);
    const int i = addTab(view, HistoryText::runTitle(*row));
    setTabToolTip(i, QString::fromStdString(row->targetUrl));
    setCurrentIndex(i);
    emit runOpened(qint64(id));
    return view;
}

CompareView* HistoryTabs::compareRuns(const std::vector<int64_t>& ids, int64_t baselineId, QString* error)
{
    auto* view = new CompareView(db_);
    if (!view->compare(ids, baselineId)) {
        *error = view->error();
        delete view;
        return nullptr;
    }
    setCurrentIndex(addTab(view, view->title()));
    return view;
}

TrendView* HistoryTabs::openTrend(int64_t anchorId, QString* error)
{
    auto* view = new TrendView(db_);
    if (!view->load(anchorId)) {
        *error = view->error();
        delete view;
        return nullptr;
    }
    setCurrentIndex(addTab(view, view->title()));
    return view;
}

void HistoryTabs::closeTab(int index)
{
    if (index <= 0)
        return;   // the browser stays
    QWidget* w = widget(index);
    removeTab(index);
    w->deleteLater();
}

void HistoryTabs::closeTabsOf(const std::vector<int64_t>& deleted)
{
    const std::unordered_set<int64_t> gone(deleted.begin(), deleted.end());
    for (int i = count() - 1; i >= 1; --i) {
        bool drop = false;
        if (auto* v = qobject_cast<RunView*>(widget(i)))
            drop = gone.count(v->runId()) > 0;
        else if (auto* c = qobject_cast<CompareView*>(widget(i)))
            for (int64_t id : c->ids())
                drop = drop || gone.count(id) > 0;
        if (drop)
            closeTab(i);
    }
}

void HistoryTabs::updateRun(const bw::RunRow& row)
{
    for (int i = 1; i < count(); ++i) {
        if (auto* v = qobject_cast<RunView*>(widget(i)); v && v->runId() == row.id) {
            v->updateRow(row);
            setTabText(i, HistoryText::runTitle(row));
        }
    }
}

void HistoryTabs::retranslateTitles()
{
    for (int i = 1; i < count(); ++i)
        if (auto* c = qobject_cast<CompareView*>(widget(i)))
            setTabText(i, c->title());
        else if (auto* t = qobject_cast<TrendView*>(widget(i)))
            setTabText(i, t->title());
}

StepCurveView* HistoryTabs::openStepGroup(int64_t groupId, QString* error)
{
    const char* const kGroup = "stepGroupId";
    for (int i = 1; i < count(); ++i) {
        if (auto* v = qobject_cast<StepCurveView*>(widget(i)); v && v->property(kGroup).toLongLong() == groupId) {
            setCurrentIndex(i);
            return v;
        }
    }
    const auto group = db_->roundGroup(groupId);
    if (!group) {
        *error = db_->lastError();
        return nullptr;
    }
    const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(group->detailJson)).object();
    QString why;
    auto* view = new StepCurveView;
    QString title;
    if (group->kind == "capacity") {
        bw::CapacityResult r;
        if (!bw::capacityFromJson(json, &r, &why)) {
            delete view;
            *error = tr("Capacity search g%1 cannot be read: %2").arg(groupId).arg(why);
            return nullptr;
        }
        view->showCapacity(r, r.maxRate, r.firstFailRate);
        title = tr("Capacity g%1").arg(groupId);
    } else if (group->kind == "sweep") {
        bw::SweepResult r;
        if (!bw::sweepFromJson(json, &r, &why)) {
            delete view;
            *error = tr("Load sweep g%1 cannot be read: %2").arg(groupId).arg(why);
            return nullptr;
        }
        view->showSweep(r);
        title = tr("Sweep g%1").arg(groupId);
    } else {
        delete view;
        *error = tr("Group g%1 is not a capacity search or a sweep.").arg(groupId);
        return nullptr;
    }
    view->setProperty(kGroup, qlonglong(groupId));
    const int i = addTab(view, group->name.empty() ? title : title + QStringLiteral(" ") + QString::fromStdString(group->name));
    setCurrentIndex(i);
    return view;
}

QStringList HistoryTabs::openTabs() const
{
    QStringList open;
    for (int i = 1; i < count(); ++i) {
        if (auto* v = qobject_cast<RunView*>(widget(i))) {
            open << QStringLiteral("run:%1").arg(v->runId());
        } else if (auto* c = qobject_cast<CompareView*>(widget(i))) {
            QStringList ids;
            for (int64_t id : c->ids())
                ids << QString::number(id);
            open << QStringLiteral("compare:%1@%2").arg(ids.join(QLatin1Char(','))).arg(c->baselineId());
        } else if (auto* t = qobject_cast<TrendView*>(widget(i))) {
            open << QStringLiteral("trend:%1").arg(t->anchorId());
        } else if (auto* g = qobject_cast<StepCurveView*>(widget(i))) {
            open << QStringLiteral("group:%1").arg(g->property("stepGroupId").toLongLong());
        }
    }
    return open;
}

void HistoryTabs::reopen(const QStringList& open)
{
    QString ignored;
    for (const QString& entry : open) {
        const QString kind = entry.section(QLatin1Char(':'), 0, 0);
        const QString arg = entry.section(QLatin1Char(':'), 1);
        if (kind == QLatin1String("run")) {
            const qint64 id = arg.toLongLong();
            if (id > 0 && db_->runRow(id))
                openRun(id, &ignored);
        } else if (kind == QLatin1String("compare")) {
            std::vector<int64_t> ids;
            for (const QString& x : arg.section(QLatin1Char('@'), 0, 0).split(QLatin1Char(','), Qt::SkipEmptyParts))
                if (const qint64 id = x.toLongLong(); id > 0 && db_->runRow(id))
                    ids.push_back(id);
            const qint64 base = arg.section(QLatin1Char('@'), 1).toLongLong();
            if (ids.size() >= 2)
                compareRuns(ids, std::find(ids.begin(), ids.end(), base) != ids.end() ? base : 0, &ignored);
        } else if (kind == QLatin1String("trend")) {
            const qint64 id = arg.toLongLong();
            if (id > 0 && db_->runRow(id))
                openTrend(id, &ignored);
        } else if (kind == QLatin1String("group")) {
            if (const qint64 id = arg.toLongLong(); id > 0)
                openStepGroup(id, &ignored);
        }
    }
}

} // namespace bwui

#pragma once
// The run history's tabs: the browser page first (never closed), then one
// tab per opened run (RunView) or comparison (CompareView). Opens a run's
// tab once, closes the tabs of deleted runs, keeps titles in step with
// edits, says which runs the current tab shows, and saves and reopens the
// open tabs between sessions. Errors (a run that cannot be loaded) come
// back as text for the panel to show.
//
// Threads: UI thread only.
#include "result/run_result.h"

#include <QStringList>
#include <QTabWidget>

#include <cstdint>
#include <vector>

namespace bw {
struct RunRow;
}

namespace bwui {

class CompareView;
class HistoryDatabase;
class RunView;
class StepCurveView;
class TrendView;

class HistoryTabs : public QTabWidget {
    Q_OBJECT
public:
    HistoryTabs(HistoryDatabase* db, QWidget* browser, QWidget* parent = nullptr);

    bool browsing() const { return currentWidget() == browser_; }
    void showBrowser() { setCurrentWidget(browser_); }
    RunView* currentRunView() const;
    CompareView* currentCompareView() const;

    // Opens a run in its own tab (or shows the tab already open); nullptr
    // with *error set when it cannot be loaded.
    RunView* openRun(int64_t id, QString* error);
    // Opens a comparison tab; baselineId 0 = the first id.
    CompareView* compareRuns(const std::vector<int64_t>& ids, int64_t baselineId, QString* error);
    // Opens the trend of run `anchorId`'s scenario in a tab.
    TrendView* openTrend(int64_t anchorId, QString* error);
    // Opens a capacity search's or sweep's group as its chart and answer,
    // from the result stored with it; nullptr with *error when it is not
    // such a group or its result cannot be read.
    StepCurveView* openStepGroup(int64_t groupId, QString* error);
    void closeTabsOf(const std::vector<int64_t>& deleted);
    // A run's name or tags changed: its open tab follows.
    void updateRun(const bw::RunRow& row);
    // Compare tabs' titles in the current language.
    void retranslateTitles();

    // "run:ID", "compare:ID,ID@BASE", "trend:ID" and "group:ID" per open tab, and reopening them
    // (runs deleted since are skipped without a message).
    QStringList openTabs() const;
    void reopen(const QStringList& open);

signals:
    void runOpened(qint64 id);

private:
    void closeTab(int index);

    HistoryDatabase* db_;
    QWidget* browser_;
};

} // namespace bwui

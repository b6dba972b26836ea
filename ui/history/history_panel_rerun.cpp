// HistoryPanel, Run again: the run shown (or the one row selected) goes to
// the window to be run again with its own load: its config, in which a run
// changed live keeps the schedule that ran as stages (RunResult::config), so
// it replays what ran.
#include "history/history_panel.h"

#include "history/browser/run_browser.h"
#include "history/details/run_view.h"
#include "history/history_database.h"
#include "history/history_tabs.h"

namespace bwui {

void HistoryPanel::requestRunAgain()
{
    if (RunView* v = tabs_->currentRunView()) {
        if (v->result())
            emit runAgainRequested(*v->result());
        return;
    }
    const std::vector<int64_t> ids = selectedIds();
    if (!tabs_->browsing() || ids.size() != 1)
        return;
    const auto run = db_->loadRun(ids.front());
    if (!run) {
        showError(db_->lastError());
        return;
    }
    emit runAgainRequested(*run);
}

} // namespace bwui

#pragma once
// The export menus' entries: one action per HistoryExport format
// ("Markdown report…", "HTML report…", "JSON…", "Per-second CSV…",
// "HdrHistogram percentiles…"), each asking its owner to export in that
// format. The history window's Export menu and the main window's "Export
// current run" list the same formats in the same order from here.
//
// Threads: UI thread only.
#include "history/files/history_export.h"

#include <functional>
#include <utility>
#include <vector>

class QAction;
class QMenu;
class QObject;

namespace bwui {

class ExportActions {
public:
    // Makes the actions, owned by `owner`; triggering one calls `choose`
    // with its format. Call once, before the others.
    void create(QObject* owner, std::function<void(HistoryExport::Format)> choose);
    // Adds them to `menu`: the reports (Markdown, HTML, JSON), a separator,
    // then the one-run files (CSV, HdrHistogram).
    void addTo(QMenu* menu) const;
    // Their texts in the installed language (HistoryExport::menuText).
    void retranslate() const;
    // Enables the formats that can describe `runCount` runs
    // (HistoryExport::accepts: CSV and HdrHistogram one run only).
    void enableFor(int runCount) const;

private:
    std::vector<std::pair<QAction*, HistoryExport::Format>> actions_;
};

} // namespace bwui

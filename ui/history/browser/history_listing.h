#pragma once
// What the history browser shows for one filter: every listed run as an id
// in the store's order (bw::RunIndex; the rows themselves are fetched by
// page as they come into view, RunTableModel), how many runs match, how many
// there are, and every tag in use. Read from one bw::HistoryStore by
// listHistory(), on whichever thread owns that store.
#include "history/history_store.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace bwui {

struct HistoryListing {
    bool ok = false;
    QString error;                  // translated, with SQLite's message, when !ok
    bw::RunIndex index;
    int64_t matching = 0;           // runs matching the filter (a group's every round)
    int64_t total = 0;              // runs in the database
    QStringList tags;               // every tag in use, sorted
};

// filterIsEmpty spares counting every run a second time.
HistoryListing listHistory(bw::HistoryStore& store, bw::RunFilter filter, bool filterIsEmpty);

} // namespace bwui

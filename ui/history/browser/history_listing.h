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
    int64_t matching = 0;           // runs matching the filter (a group's every round); -1 when partial
    int64_t total = 0;              // runs in the database; -1 when partial
    QStringList tags;               // every tag in use, sorted
    // index holds the listing's start only (bw::HistoryStore::listIndexStart):
    // the runs were not counted, the rest is to be listed.
    bool partial = false;
};

// filterIsEmpty spares counting every run a second time. firstRuns >= 0:
// the listing's start, its first firstRuns runs (partial when there are more).
// `helper`: a second store of the same file, for a large filtered listing
// read in parts on two threads (HistoryStore::listIndexWith); null: one.
HistoryListing listHistory(bw::HistoryStore& store, bw::RunFilter filter, bool filterIsEmpty, int64_t firstRuns = -1,
                           bw::HistoryStore* helper = nullptr);

} // namespace bwui

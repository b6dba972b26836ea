#pragma once
// What the history browser shows for one filter: the rows (at most
// kHistoryListLimit, the store choosing the top ones by its sort), how many
// runs match, how many there are, and every tag in use. Read from one
// bw::HistoryStore by listHistory(), on whichever thread owns that store.
#include "history/history_store.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace bwui {

// Rows listed at most; the status line says when more match. Listing 10,000
// runs takes well under 100 ms.
constexpr int kHistoryListLimit = 10000;

struct HistoryListing {
    bool ok = false;
    QString error;                  // translated, with SQLite's message, when !ok
    std::vector<bw::RunRow> rows;
    int64_t matching = 0;           // runs matching the filter
    int64_t total = 0;              // runs in the database
    QStringList tags;               // every tag in use, sorted
};

// filter.limit is set to kHistoryListLimit; filterIsEmpty spares counting
// every run a second time.
HistoryListing listHistory(bw::HistoryStore& store, bw::RunFilter filter, bool filterIsEmpty);

} // namespace bwui

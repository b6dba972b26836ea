#pragma once
// `history list`'s table of every run by time, read and printed in parts on
// two threads, each with a connection of its own.
#include "history/history_store.h"

#include <ostream>
#include <string>

namespace bwcli {

// The parts: enough for two threads to share an uneven history (and cores
// of uneven speed: a shared machine's), few enough that each part's
// statements are prepared a handful of times. 100,000 runs: 6 parts 0.99x
// the one walk's time, 16 and 32 parts 0.91x.
constexpr int kListParts = 16;

struct ListedInParts {
    bool ran = false;     // false: not listed this way (too few runs, or no shared snapshot): list in one walk
    bool ok = true;       // false: a store failed (error)
    size_t entries = 0;   // entries listed (a group once)
    std::string error;
    double readingCpuMs = 0;   // the two threads' processor time (both read and print)
};

// The table's lines after its header (already in `out`, written first) for
// every run, newest first when `descending`. The runs are cut into parts by
// start time; two threads take the next part in turn, each reading it
// (HistoryStore::walkStartedBetween) and making its lines, and a part's
// lines are written once the parts before it were: the table one walk would
// print, in order, with at most a few MB waiting. Both connections read one
// snapshot (HistoryStore::beginReadWith), so nothing saved meanwhile shows
// in one part and not another. Not run (and
// nothing written) below a few thousand runs, or when the write lock is
// busy or the file read-only.
ListedInParts listInParts(bw::HistoryStore& store, const std::string& path, bool descending, bool expand,
                          std::string& out, std::ostream& stream);

} // namespace bwcli

#pragma once
// The table `history list` prints: its header and the lines of each batch a
// store's walk hands over (HistoryStore::walkRuns).
#include "cli/history/history_text.h"
#include "history/history_store.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace bwcli {

// One table's lines, batch by batch, in one buffer the caller writes out.
// The rounds of one group are listed once, on the line of the first of them
// in the listing's order, with the medians of its rounds
// (bw::roundGroupSides); an A/B group as two lines, g3:a and g3:b, each side
// with its own target and medians (never one median of both); a capacity
// search or sweep with its headline requests/s. `expand` lists each round
// under it.
class ListTable {
public:
    // `offset` entries skipped, at most `limit` printed (SIZE_MAX: all).
    ListTable(bw::RunSortKey sort, bool descending, bool expand, size_t offset = 0, size_t limit = SIZE_MAX);
    // A table over a part of an unfiltered listing (a walk of its own): a
    // group is listed only on its first run's line, told from its rounds
    // (every one of them listed), so that the tables over consecutive parts
    // print what one table over the whole prints. (Not under a filter: the
    // first of a group's rounds may not match it.)
    void listPart() { part_ = true; }

    static void appendHeader(std::string& out);
    // The lines of `batch` onto `out` (its strings settled first); false
    // once the limit was reached with more to list (cut()).
    bool add(bw::HistoryStore::ListBatch& batch, std::string& out);
    // Entries met so far (a group once), the skipped and the printed.
    size_t entries() const { return entries_; }
    size_t printed() const { return entries_ - std::min(entries_, offset_); }
    bool cut() const { return cut_; }

private:
    void cells(std::string& out, std::string_view id, int64_t startedAtMs, std::string_view name, std::string_view target,
               const std::string& rps, double p99, double errorRate, std::string_view verdict, std::string_view status,
               bw::RunSource source);
    void line(std::string& out, std::string_view id, const bw::RunRow& r, std::string_view target, const std::string& rps,
              double p99, double errorRate, std::string_view verdict, std::string_view status);
    void group(std::string& out, const bw::RunRow& r, std::vector<bw::RunRow>& rows);

    bw::RunSortKey sort_;
    bool descending_, expand_;
    size_t offset_, limit_;
    size_t entries_ = 0;
    bool cut_ = false;
    bool part_ = false;
    TimeText time_;
    std::unordered_set<int64_t> met_;   // groups met (listed, or skipped where not their first run)
    // A batch's entry to print: a loose run as the walk stored it, or a row.
    struct Shown {
        const bw::HistoryStore::ListBatch::Listed* loose;
        const bw::RunRow* row;
    };
    std::vector<Shown> shown_;
    std::unordered_map<int64_t, std::vector<bw::RunRow>> rounds_;   // of the groups in a batch
};

} // namespace bwcli

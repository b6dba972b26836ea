#pragma once
// The history browser's table: one row per listed run (bw::RunRow), columns
// id, started, name, target (the route, with host:port in HostRole for the
// delegate that greys it), requests/s, p50, p99, errors, peak RSS, client
// CPU, SLO verdict, status, source and tags. resetIndex() swaps the whole
// listing: every listed run as an id in the store's order (bw::RunIndex,
// 16 bytes a run), whatever the history's size; the rows themselves are
// fetched from the database by page of kPageRows as they are shown, and at
// most kCachedPages pages are kept. The store filters and sorts (SQLite,
// on an index per sortable column); sort() records the order asked for
// and emits sortRequested() for the browser to list again. Name and tags are
// editable in place when a database is attached: setData() writes through to
// it and the cell changes only once the store accepted the edit.
//
// The rounds of one round group (benchwork-cli run --rounds, ab, a suite
// scenario's rounds) are listed once: a group row where the first of them
// sorts, standing for its first run (its id, name, tags), showing its sides
// (bw::roundGroupSides: the medians of its rounds, or for an A/B group each
// side's own figures and target, GroupRowCells) and "N rounds";
// toggleGroup() expands it to list each round under it (its rounds read
// from the database then). runIdsAt() names every run a row stands for.
//
// Threads: UI thread only.
#include "history/round_group_sides.h"
#include "history/run_record.h"

#include <QAbstractTableModel>

#include <deque>
#include <optional>
#include <map>
#include <unordered_map>
#include <vector>

namespace bwui {

class HistoryDatabase;

class RunTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        ColId, ColStarted, ColName, ColTarget, ColRps, ColP50, ColP99, ColErrors, ColPeakRss, ColClientCpu,
        ColVerdict, ColStatus, ColSource, ColTags, ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole,   // the raw value a column sorts by
        RunIdRole,                 // qint64 id of the row's run
        HostRole,                  // ColTarget: "127.0.0.1:39213", shown after the route, greyed
    };

    static constexpr int kPageRows = 256;
    static constexpr int kCachedPages = 64;

    explicit RunTableModel(QObject* parent = nullptr);

    // Rows are read from this database, edits go to it; nullptr: no rows
    // can be fetched, and the table is read-only.
    void setDatabase(HistoryDatabase* db) { db_ = db; }

    // Replaces the listing (in the store's order: sortColumn() and sortOrder()).
    void resetIndex(bw::RunIndex index);
    void clear() { resetIndex({}); }
    // Takes a listing that goes on from the one held (its entries begin with
    // the held ones, as a whole listing does after its start was shown): the
    // rows past them are inserted, everything else stays (pages read, the
    // selection, expanded groups, an editor open). False, and nothing taken,
    // when `index` does not begin so.
    bool extendIndex(bw::RunIndex& index);
    // Whether a column can order the listing (the store has an index for it).
    static bool sortable(int column);
    // The store's key for a sortable column.
    static bw::RunSortKey sortKey(int column);
    // Replaces one row in place (after an edit elsewhere); false if not listed.
    bool updateRow(const bw::RunRow& row);

    // A collapsed or expanded group row: the number of its runs; else 0.
    int groupSizeAt(int row) const;
    bool isExpandedAt(int row) const;
    // A round listed under its expanded group row.
    bool isMemberAt(int row) const;
    // The rows of every round listed under an expanded group, ascending
    // (found from the expansions, not by a look at each of a million rows).
    std::vector<int> memberRows() const;
    // A group row's sides (one, or A and B) as listed; empty for other rows.
    const std::vector<bw::RoundGroupSide>& groupSidesAt(int row) const;
    // Expands or collapses the group of a group row; false for other rows.
    bool toggleGroup(int row);
    // The runs a row stands for: a collapsed group row all of its group's, else its own.
    std::vector<int64_t> runIdsAt(int row) const;

    // The row, read from the database with its page when not held (a row
    // that could not be read is an empty one with its id).
    const bw::RunRow& runAt(int row) const;
    // The run id of a row, without reading it.
    int64_t idAt(int row) const;
    int rowOfId(int64_t id) const;              // -1 when not listed (or a folded group's round)
    // A run as held by the model (a listed row, a group's round), read from
    // the database when not held; nullopt when it does not exist.
    std::optional<bw::RunRow> findRun(int64_t id) const;
    // Every round of a listed group, oldest first (read once, then held).
    const std::vector<bw::RunRow>& groupRuns(int64_t groupId) const;
    // Runs the listing stands for, groups' rounds included (rowCount() counts the rows shown).
    int64_t listedRuns() const { return index_.runs; }
    int sortColumn() const { return sortColumn_; }
    Qt::SortOrder sortOrder() const { return sortOrder_; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

signals:
    // An in-place edit was refused by the store (translated message).
    void editFailed(const QString& message);
    // The user asked for another order (a header click): the browser lists again.
    void sortRequested();

private:
    QVariant display(const bw::RunRow& r, int column) const;
    QVariant sortValue(const bw::RunRow& r, int column) const;
    QVariant toolTip(const bw::RunRow& r, int column) const;
    QVariant foreground(const bw::RunRow& r, int column) const;
    void rebuildExpansions();

    // A shown row: the listing's entry, and which round of its expanded group (-1: the entry itself).
    struct Place {
        size_t entry = 0;
        int member = -1;
    };
    Place placeOf(int row) const;
    int rowOfEntry(size_t entry) const;
    const std::vector<bw::RunRow>& page(size_t pageIndex) const;
    bw::RunRow* heldRun(int64_t id) const;

    HistoryDatabase* db_ = nullptr;
    bw::RunIndex index_;                      // every listed run, in the store's order
    std::vector<int64_t> expanded_;           // round groups listed round by round
    std::vector<std::pair<size_t, int>> expansions_;   // (entry, rounds) of each expanded group, by entry
    mutable std::unordered_map<size_t, std::vector<bw::RunRow>> pages_;   // fetched pages, by index
    mutable std::deque<size_t> pageOrder_;    // oldest fetched first, for eviction
    mutable std::map<int64_t, std::vector<bw::RunRow>> groupRuns_;        // rounds of groups shown
    mutable std::map<int64_t, std::vector<bw::RoundGroupSide>> groupSides_;   // of each group shown
    mutable bw::RunRow unreadable_;           // runAt() of a row that could not be read
    int sortColumn_ = ColStarted;
    Qt::SortOrder sortOrder_ = Qt::DescendingOrder;
};

} // namespace bwui

#pragma once
// The history browser's table: one row per listed run (bw::RunRow), columns
// id, started, name, target (the route, with host:port in HostRole for the
// delegate that greys it), requests/s, p50, p99, errors, peak RSS, client
// CPU, SLO verdict, status, source and tags. resetData() swaps the whole
// listing (the store filters; this model only sorts what it holds, on any
// column, keeping the order across resets). Name and tags are editable in
// place when a database is attached: setData() writes through to it and the
// cell changes only once the store accepted the edit.
//
// The rounds of one round group (benchwork-cli run --rounds, ab, a suite
// scenario's rounds) are listed once: a group row where the first of them
// sorts, standing for its first run (its id, name, tags), showing its sides
// (bw::roundGroupSides: the medians of its rounds, or for an A/B group each
// side's own figures and target, GroupRowCells) and "N rounds";
// toggleGroup() expands it to list each round under it. runIdsAt() names
// every run a row stands for.
//
// Threads: UI thread only.
#include "history/round_group_sides.h"
#include "history/run_record.h"

#include <QAbstractTableModel>

#include <map>
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

    explicit RunTableModel(QObject* parent = nullptr);

    // Edits go to this database; nullptr makes the table read-only.
    void setDatabase(HistoryDatabase* db) { db_ = db; }

    // Replaces every row, then applies the current sort.
    void resetData(std::vector<bw::RunRow> rows);
    // Replaces one row in place (after an edit elsewhere); false if not listed.
    bool updateRow(const bw::RunRow& row);

    // A collapsed or expanded group row: the number of its runs; else 0.
    int groupSizeAt(int row) const { return row >= 0 && size_t(row) < kind_.size() ? kind_[size_t(row)].groupSize : 0; }
    bool isExpandedAt(int row) const;
    // A round listed under its expanded group row.
    bool isMemberAt(int row) const { return row >= 0 && size_t(row) < kind_.size() && kind_[size_t(row)].member; }
    // A group row's sides (one, or A and B) as listed; empty for other rows.
    const std::vector<bw::RoundGroupSide>& groupSidesAt(int row) const;
    // Expands or collapses the group of a group row; false for other rows.
    bool toggleGroup(int row);
    // The runs a row stands for: a collapsed group row all of its group's, else its own.
    std::vector<int64_t> runIdsAt(int row) const;

    const bw::RunRow& runAt(int row) const { return rows_[size_t(row)]; }
    int rowOfId(int64_t id) const;              // -1 when not listed
    // Every listed run, groups' rounds included (rowCount() counts the rows shown).
    const std::vector<bw::RunRow>& rows() const { return all_; }
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

private:
    QVariant display(const bw::RunRow& r, int column) const;
    QVariant sortValue(const bw::RunRow& r, int column) const;
    QVariant toolTip(const bw::RunRow& r, int column) const;
    QVariant foreground(const bw::RunRow& r, int column) const;
    void applySort();
    void rebuildVisible();

    struct RowKind {
        int groupSize = 0;        // > 0: the group row of a round group of this many runs
        bool member = false;      // a round listed under its expanded group row
    };
    HistoryDatabase* db_ = nullptr;
    std::vector<bw::RunRow> all_;             // every listed run, sorted
    std::vector<bw::RunRow> rows_;            // the rows shown
    std::vector<RowKind> kind_;               // per shown row
    std::vector<int64_t> expanded_;           // round groups listed round by round
    std::map<int64_t, std::vector<bw::RoundGroupSide>> groupSides_;   // of each listed group
    int sortColumn_ = ColStarted;
    Qt::SortOrder sortOrder_ = Qt::DescendingOrder;
};

} // namespace bwui

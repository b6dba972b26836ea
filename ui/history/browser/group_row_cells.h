#pragma once
// The cells of a round group's row in the history table (RunTableModel):
// the group's sides as bw::roundGroupSides() makes them. A group of one
// configuration shows the medians of its rounds; an A/B group shows each
// side's own figure after its letter ("A 106,925 · B 51,395") and both
// targets, never one median of both sides. Translated (context
// "bwui::GroupRowCells").
//
// Threads: UI thread only.
#include "history/browser/run_table_model.h"
#include "history/round_group_sides.h"

#include <QCoreApplication>
#include <QVariant>

#include <vector>

namespace bwui {

class GroupRowCells {
    Q_DECLARE_TR_FUNCTIONS(bwui::GroupRowCells)
public:
    // `sides` of group `groupId` (A before B), `expanded` when its rounds are
    // listed under it.
    GroupRowCells(int64_t groupId, const std::vector<bw::RoundGroupSide>& sides, bool expanded);

    // The columns whose cells are the group's (id, target and every figure,
    // verdict, status); the others show its first run's.
    static bool owns(int column);
    // The value for a RunTableModel column and role (DisplayRole,
    // ToolTipRole, ForegroundRole, HostRole); invalid where the group row
    // shows its first run's own value (name, start, source, tags).
    QVariant data(int column, int role) const;

    // "A /json · B /db/list": how a comparison and the details pane name the sides' targets.
    QString targets() const;

private:
    QVariant display(int column) const;
    QVariant toolTip(int column) const;
    QVariant foreground(int column) const;
    // Each side's text after its letter ("A x · B y"), or the one side's text alone.
    template <typename Text>
    QString perSide(Text text) const;
    int runCount() const;

    int64_t groupId_;
    const std::vector<bw::RoundGroupSide>& sides_;
    bool expanded_;
    bool ab_;
};

} // namespace bwui

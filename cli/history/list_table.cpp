// The table `history list` prints, batch by batch.
#include "cli/history/list_table.h"

#include "capacity/capacity_text.h"
#include "history/round_group_sides.h"
#include "util/units.h"

#include <algorithm>

namespace bwcli {

namespace {

void cell(std::string& out, std::string_view s, size_t width, bool right = false)
{
    appendPadded(out, s, width, right);
    out += "  ";
}

} // namespace

ListTable::ListTable(bw::RunSortKey sort, bool descending, bool expand, size_t offset, size_t limit)
    : sort_(sort), descending_(descending), expand_(expand), offset_(offset), limit_(limit)
{
}

void ListTable::appendHeader(std::string& out)
{
    cell(out, "ID", 7, true), cell(out, "STARTED", 16), cell(out, "NAME", 24), cell(out, "TARGET", 30),
        cell(out, "RPS", 10, true), cell(out, "P99", 10, true), cell(out, "ERR", 7, true), cell(out, "SLO", 10),
        cell(out, "STATUS", 17), cell(out, "SOURCE", 9);
    out += "TAGS\n";
}

// A line's cells up to its tags (the caller writes them and the line's end).
void ListTable::cells(std::string& out, std::string_view id, int64_t startedAtMs, std::string_view name,
                      std::string_view target, const std::string& rps, double p99, double errorRate, std::string_view verdict,
                      std::string_view status, bw::RunSource source)
{
    cell(out, id, 7, true);
    cell(out, fmtTime(startedAtMs, time_), 16);
    cell(out, name, 24);
    cell(out, target, 30);
    cell(out, rps, 10, true);
    cell(out, p99 > 0 ? bw::latencyFigure(p99) : "-", 10, true);
    cell(out, bw::percentFigure(errorRate), 7, true);
    cell(out, verdict, 10);
    cell(out, status, 17);
    cell(out, bw::runSourceName(source), 9);
}

// A line of `r` (its start, name, source and tags) with the figures given
// (a group's side has its own).
void ListTable::line(std::string& out, std::string_view id, const bw::RunRow& r, std::string_view target,
                     const std::string& rps, double p99, double errorRate, std::string_view verdict, std::string_view status)
{
    cells(out, id, r.startedAtMs, r.name, target, rps, p99, errorRate, verdict, status, r.source);
    appendTags(out, r.tags);
    out += '\n';
}

// The lines of the group of `r` (its first run in the listing's order),
// `rows` its rounds in that order.
void ListTable::group(std::string& out, const bw::RunRow& r, std::vector<bw::RunRow>& rows)
{
    const std::string g = "g" + std::to_string(r.roundGroupId);
    // A capacity search or a sweep: its headline (max sustainable, or the
    // peak), not the medians of steps loaded differently on purpose, and
    // named as the group, not as its latest step.
    const bool steps = r.roundGroupKind == "capacity" || r.roundGroupKind == "sweep";
    const std::vector<bw::RoundGroupSide> sides = bw::roundGroupSides(rows, r.roundGroupId);
    if (steps) {
        bw::RunRow head = r;
        head.name = !r.roundGroupName.empty() ? r.roundGroupName
                    : r.roundGroupKind == "capacity" ? "capacity search" : "load sweep";
        const bw::RoundGroupSide& all = sides.front();
        line(out, g, head, all.targetUrl, bw::capacityRate(r.roundGroupRps, r.roundGroupLowerBound).toStdString(),
             0 /* per step: --expand */, all.errorRate, r.verdict,
             r.roundGroupKind + " " + std::to_string(all.runIds.size()) + " steps");
    } else {
        for (const bw::RoundGroupSide& side : sides)
            line(out, side.side.empty() ? g : g + ":" + side.side, r, side.targetUrl, bw::rpsFigure(side.rps), side.p99Us,
                 side.errorRate, side.verdict, std::to_string(side.runIds.size()) + " rounds");
    }
    if (expand_)
        for (const bw::RunRow& m : rows)
            line(out, std::to_string(m.id), m, m.targetUrl, bw::rpsFigure(m.rps), m.p99Us, m.errorRate, m.verdict,
                 (m.roundSide.empty() ? "" : m.roundSide + " ") + (steps ? "s" : "r") + std::to_string(m.roundIndex) + " "
                     + m.status);
}

bool ListTable::add(bw::HistoryStore::ListBatch& batch, std::string& out)
{
    batch.settleWhole();   // the rows' and rounds' strings the walk left as stored (loose runs' read as they are)
    rounds_.clear();
    for (const bw::RunRow& m : batch.rounds)   // copies: the walk reads the next rounds into these
        rounds_[m.roundGroupId].push_back(m);
    shown_.clear();
    // `listed` has every entry in order when the walk filled it, else the rows are all
    const size_t n = batch.listed.empty() ? batch.rows.size() : batch.listed.size();
    for (size_t i = 0; i < n; ++i) {
        Shown s{nullptr, nullptr};
        if (batch.listed.empty())
            s.row = &batch.rows[i];
        else if (batch.listed[i].whole < 0)
            s.loose = &batch.listed[i];
        else
            s.row = &batch.rows[size_t(batch.listed[i].whole)];
        if (s.row && s.row->roundGroupId) {
            if (!met_.insert(s.row->roundGroupId).second)
                continue;   // met already, where its first run sorts or after it
            std::vector<bw::RunRow>& rows = rounds_[s.row->roundGroupId];
            std::sort(rows.begin(), rows.end(),   // in the listing's order
                      [&](const bw::RunRow& x, const bw::RunRow& y) { return bw::listedBefore(x, y, sort_, descending_); });
            if (part_ && !rows.empty() && rows.front().id != s.row->id)
                continue;   // not its first run: a table over the listing's part before this one lists it
        }
        if (entries_ - std::min(entries_, offset_) == limit_) {
            cut_ = true;
            break;
        }
        if (entries_++ < offset_)
            continue;
        shown_.push_back(s);
    }
    for (const Shown& s : shown_) {
        if (s.loose) {
            const bw::HistoryStore::ListBatch::Listed& e = *s.loose;
            const bw::HistoryStore::ListBatch::ListedText t = batch.text(e);
            cells(out, std::to_string(e.id), e.startedAtMs, t.name, t.targetUrl, bw::rpsFigure(e.rps), e.p99Us, e.errorRate,
                  t.verdict, t.status, t.source);
            out += t.tag;
            out += '\n';
        } else if (!s.row->roundGroupId) {
            const bw::RunRow& r = *s.row;
            line(out, std::to_string(r.id), r, r.targetUrl, bw::rpsFigure(r.rps), r.p99Us, r.errorRate, r.verdict, r.status);
        } else {
            group(out, *s.row, rounds_[s.row->roundGroupId]);
        }
    }
    return !cut_;
}

} // namespace bwcli

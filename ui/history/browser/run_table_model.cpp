#include "history/browser/run_table_model.h"

#include "history/browser/group_row_cells.h"

#include "history/history_database.h"
#include "history/history_text.h"
#include "model/display_format.h"
#include "widgets/semantic_colors.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <cctype>
#include <unordered_map>

namespace bwui {

namespace F = DisplayFormat;
namespace SC = SemanticColors;

namespace {

bool isImported(const bw::RunRow& r)
{
    return r.source != bw::RunSource::Benchwork;
}

QString errorsText(const bw::RunRow& r)
{
    if (r.errors == 0)
        return F::count(0);
    return RunTableModel::tr("%1 (%2)").arg(F::count(r.errors), F::percent(100.0 * r.errorRate, 2));
}

} // namespace

RunTableModel::RunTableModel(QObject* parent) : QAbstractTableModel(parent) {}

bool RunTableModel::sortable(int column)
{
    switch (column) {
    case ColId: case ColStarted: case ColName: case ColTarget: case ColRps: case ColP50: case ColP99:
    case ColErrors: case ColPeakRss: case ColClientCpu: return true;
    }
    return false;   // verdict, status, source, tags: no index orders them
}

bw::RunSortKey RunTableModel::sortKey(int column)
{
    switch (column) {
    case ColId: return bw::RunSortKey::Id;
    case ColName: return bw::RunSortKey::Name;
    case ColTarget: return bw::RunSortKey::Target;
    case ColRps: return bw::RunSortKey::Rps;
    case ColP50: return bw::RunSortKey::P50;
    case ColP99: return bw::RunSortKey::P99;
    case ColErrors: return bw::RunSortKey::Errors;
    case ColPeakRss: return bw::RunSortKey::PeakRss;
    case ColClientCpu: return bw::RunSortKey::ClientCpu;
    }
    return bw::RunSortKey::Started;
}

void RunTableModel::resetIndex(bw::RunIndex index)
{
    beginResetModel();
    index_ = std::move(index);
    pages_.clear();
    pageOrder_.clear();
    groupRuns_.clear();
    groupSides_.clear();
    // a group stays expanded while it is listed
    std::erase_if(expanded_, [&](int64_t g) { return !index_.groupRuns.count(g); });
    rebuildExpansions();
    endResetModel();
}

bool RunTableModel::extendIndex(bw::RunIndex& index)
{
    const size_t held = index_.ids.size();
    if (index.ids.size() < held || !std::equal(index_.ids.begin(), index_.ids.end(), index.ids.begin())
        || !std::equal(index_.groups.begin(), index_.groups.end(), index.groups.begin()))
        return false;
    const int first = rowCount();   // rounds of expanded groups are listed above the new rows
    const size_t added = index.ids.size() - held;
    if (added > 0)
        beginInsertRows({}, first, first + int(added) - 1);
    index_ = std::move(index);
    // the last page read may have ended with the held entries: read again when shown
    if (held % kPageRows != 0 && pages_.erase(held / kPageRows))
        std::erase(pageOrder_, held / kPageRows);
    if (added > 0)
        endInsertRows();
    return true;
}

void RunTableModel::rebuildExpansions()
{
    expansions_.clear();
    for (int64_t g : expanded_) {
        const auto it = std::find(index_.groups.begin(), index_.groups.end(), g);
        if (it != index_.groups.end())
            expansions_.emplace_back(size_t(it - index_.groups.begin()), int(groupRuns(g).size()));
    }
    std::sort(expansions_.begin(), expansions_.end());
}

RunTableModel::Place RunTableModel::placeOf(int row) const
{
    size_t before = 0;   // rounds shown above
    for (const auto& [entry, rounds] : expansions_) {
        const size_t at = entry + before;   // the group row's own row
        if (size_t(row) <= at)
            break;
        if (size_t(row) <= at + size_t(rounds))
            return {entry, int(size_t(row) - at - 1)};
        before += size_t(rounds);
    }
    return {size_t(row) - before, -1};
}

int RunTableModel::rowOfEntry(size_t entry) const
{
    size_t before = 0;
    for (const auto& [e, rounds] : expansions_)
        if (e < entry)
            before += size_t(rounds);
    return int(entry + before);
}

const std::vector<bw::RunRow>& RunTableModel::page(size_t pageIndex) const
{
    if (const auto it = pages_.find(pageIndex); it != pages_.end())
        return it->second;
    const size_t from = pageIndex * kPageRows;
    const size_t to = std::min(index_.ids.size(), from + kPageRows);
    std::vector<int64_t> ids(index_.ids.begin() + std::ptrdiff_t(from), index_.ids.begin() + std::ptrdiff_t(to));
    std::vector<bw::RunRow> rows = db_ ? db_->runRows(ids) : std::vector<bw::RunRow>();
    // one row per id, in order: a run deleted since the listing keeps its place with its id
    std::vector<bw::RunRow> placed(ids.size());
    for (size_t i = 0, j = 0; i < ids.size(); ++i) {
        if (j < rows.size() && rows[j].id == ids[i])
            placed[i] = std::move(rows[j++]);
        else
            placed[i].id = ids[i];
    }
    if (pageOrder_.size() >= size_t(kCachedPages)) {
        pages_.erase(pageOrder_.front());
        pageOrder_.pop_front();
    }
    pageOrder_.push_back(pageIndex);
    return pages_.emplace(pageIndex, std::move(placed)).first->second;
}

const std::vector<bw::RunRow>& RunTableModel::groupRuns(int64_t groupId) const
{
    if (const auto it = groupRuns_.find(groupId); it != groupRuns_.end())
        return it->second;
    if (groupRuns_.size() > 4 * size_t(kPageRows)) {   // bounded like the pages: drop what is not expanded
        for (auto it = groupRuns_.begin(); it != groupRuns_.end();)
            if (std::find(expanded_.begin(), expanded_.end(), it->first) == expanded_.end()) {
                groupSides_.erase(it->first);
                it = groupRuns_.erase(it);
            } else {
                ++it;
            }
    }
    std::vector<bw::RunRow> runs = db_ ? db_->roundGroupRuns(groupId) : std::vector<bw::RunRow>();
    // in the listing's order, as the store would list them
    const bw::RunSortKey key = sortKey(sortColumn_);
    const bool descending = sortOrder_ == Qt::DescendingOrder;
    std::sort(runs.begin(), runs.end(),
              [&](const bw::RunRow& a, const bw::RunRow& b) { return bw::listedBefore(a, b, key, descending); });
    groupSides_[groupId] = bw::roundGroupSides(runs, groupId);
    return groupRuns_.emplace(groupId, std::move(runs)).first->second;
}

const bw::RunRow& RunTableModel::runAt(int row) const
{
    if (row < 0 || row >= rowCount()) {
        unreadable_ = {};
        return unreadable_;
    }
    const Place p = placeOf(row);
    if (p.member >= 0) {
        const auto& runs = groupRuns(index_.groups[p.entry]);
        if (size_t(p.member) < runs.size())
            return runs[size_t(p.member)];
        unreadable_ = {};
        return unreadable_;
    }
    const std::vector<bw::RunRow>& rows = page(p.entry / kPageRows);
    if (p.entry % kPageRows >= rows.size()) {   // never: a page holds every listed entry of its range
        unreadable_ = {};
        return unreadable_;
    }
    return rows[p.entry % kPageRows];
}

int64_t RunTableModel::idAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return 0;
    const Place p = placeOf(row);
    return p.member >= 0 ? runAt(row).id : index_.ids[p.entry];
}

int RunTableModel::groupSizeAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return 0;
    const Place p = placeOf(row);
    if (p.member >= 0 || !index_.groups[p.entry])
        return 0;
    return int(groupRuns(index_.groups[p.entry]).size());
}

bool RunTableModel::isMemberAt(int row) const
{
    return row >= 0 && row < rowCount() && placeOf(row).member >= 0;
}

std::vector<int> RunTableModel::memberRows() const
{
    std::vector<int> rows;
    size_t before = 0;   // rounds shown above
    for (const auto& [entry, rounds] : expansions_) {
        const size_t at = entry + before;   // the group row's own row
        for (int i = 1; i <= rounds; ++i)
            rows.push_back(int(at) + i);
        before += size_t(rounds);
    }
    return rows;
}

bw::RunRow* RunTableModel::heldRun(int64_t id) const
{
    for (auto& [pageIndex, rows] : pages_)
        for (bw::RunRow& r : rows)
            if (r.id == id)
                return &r;
    for (auto& [g, runs] : groupRuns_)
        for (bw::RunRow& r : runs)
            if (r.id == id)
                return &r;
    return nullptr;
}

std::optional<bw::RunRow> RunTableModel::findRun(int64_t id) const
{
    if (const bw::RunRow* r = heldRun(id); r && !r->status.empty())
        return *r;
    if (!db_)
        return std::nullopt;
    const auto rows = db_->runRows({id});
    if (rows.empty())
        return std::nullopt;
    return rows.front();
}

bool RunTableModel::updateRow(const bw::RunRow& row)
{
    bw::RunRow* held = heldRun(row.id);
    if (held)
        *held = row;
    for (auto& [g, runs] : groupRuns_)
        for (bw::RunRow& r : runs)
            if (r.id == row.id) {
                r = row;
                groupSides_[g] = bw::roundGroupSides(runs, g);
            }
    const int i = rowOfId(row.id);
    if (i < 0)
        return false;
    emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
    return true;
}

bool RunTableModel::isExpandedAt(int row) const
{
    return groupSizeAt(row) > 0 &&
           std::find(expanded_.begin(), expanded_.end(), runAt(row).roundGroupId) != expanded_.end();
}

bool RunTableModel::toggleGroup(int row)
{
    if (groupSizeAt(row) == 0)
        return false;
    const int64_t g = runAt(row).roundGroupId;
    const auto it = std::find(expanded_.begin(), expanded_.end(), g);
    beginResetModel();
    if (it == expanded_.end())
        expanded_.push_back(g);
    else
        expanded_.erase(it);
    rebuildExpansions();
    endResetModel();
    return true;
}

std::vector<int64_t> RunTableModel::runIdsAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    if (groupSizeAt(row) == 0 || isExpandedAt(row))
        return {idAt(row)};
    std::vector<int64_t> ids;
    for (const bw::RunRow& r : groupRuns(runAt(row).roundGroupId))
        ids.push_back(r.id);
    std::sort(ids.begin(), ids.end());
    return ids;
}

const std::vector<bw::RoundGroupSide>& RunTableModel::groupSidesAt(int row) const
{
    static const std::vector<bw::RoundGroupSide> none;
    if (groupSizeAt(row) == 0)
        return none;
    const int64_t g = runAt(row).roundGroupId;
    groupRuns(g);   // reads the rounds (and their sides) once
    const auto it = groupSides_.find(g);
    return it == groupSides_.end() ? none : it->second;
}

int RunTableModel::rowOfId(int64_t id) const
{
    for (const auto& [entry, rounds] : expansions_) {
        const auto& runs = groupRuns(index_.groups[entry]);
        for (size_t m = 0; m < runs.size(); ++m)
            if (runs[m].id == id)
                return rowOfEntry(entry) + 1 + int(m);
    }
    const auto it = std::find(index_.ids.begin(), index_.ids.end(), id);
    return it == index_.ids.end() ? -1 : rowOfEntry(size_t(it - index_.ids.begin()));
}

int RunTableModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    size_t n = index_.ids.size();
    for (const auto& [entry, rounds] : expansions_)
        n += size_t(rounds);
    return int(n);
}

int RunTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int c = index.column();
    if (role == RunIdRole)
        return qint64(idAt(index.row()));
    const bw::RunRow& r = runAt(index.row());
    struct {
        int groupSize;
        bool member;
    } const kind{groupSizeAt(index.row()), isMemberAt(index.row())};
    const bool stepGroup = r.roundGroupKind == "capacity" || r.roundGroupKind == "sweep";
    if (kind.groupSize > 0 && stepGroup && (role == Qt::DisplayRole || role == Qt::ToolTipRole || role == Qt::ForegroundRole)) {
        // a capacity search or a sweep: its headline, not medians of steps loaded differently on purpose
        const bool capacity = r.roundGroupKind == "capacity";
        if (role == Qt::ForegroundRole)
            return c == ColErrors || c == ColVerdict ? QVariant() : foreground(r, c);
        if (role == Qt::ToolTipRole && (c == ColId || c == ColRps || c == ColStatus))
            return capacity && r.roundGroupLowerBound
                       ? tr("Capacity search %1: at least this rate held its SLO, in %n step(s); nothing above it failed, the search could not offer more. "
                            "Double-click to list each step; export it for the report with its curve.", nullptr, kind.groupSize)
                             .arg(r.roundGroupId)
                   : capacity ? tr("Capacity search %1: the highest rate that held its SLO, found in %n step(s). Double-click to "
                                 "list each step; export it for the report with its curve.", nullptr, kind.groupSize).arg(r.roundGroupId)
                            : tr("Load sweep %1: the highest throughput of its %n step(s). Double-click to list each step; "
                                 "export it for the report with its curves and fit.", nullptr, kind.groupSize).arg(r.roundGroupId);
        if (role == Qt::ToolTipRole && GroupRowCells::owns(c) && c != ColTarget)
            return {};   // not the rounds' medians: the cells show dashes
        switch (c) {
        case ColId:
            return (isExpandedAt(index.row()) ? QStringLiteral("\u25be g%1") : QStringLiteral("\u25b8 g%1")).arg(r.roundGroupId);
        case ColName:   // the group's, not its latest step's
            if (role == Qt::DisplayRole)
                return !r.roundGroupName.empty() ? QString::fromStdString(r.roundGroupName)
                       : capacity                ? tr("capacity search")
                                                 : tr("load sweep");
            break;
        case ColRps:   // "≥ 23,378": at least that (the client was the limit, or the --max ceiling held)
            return r.roundGroupRps <= 0       ? F::dash()
                   : r.roundGroupLowerBound ? QStringLiteral("\u2265 ") + F::requestsPerSec(r.roundGroupRps)
                                              : F::requestsPerSec(r.roundGroupRps);
        case ColP50:
        case ColP99:
        case ColErrors:
        case ColPeakRss:
        case ColClientCpu:
        case ColVerdict: return F::dash();   // each step's own; the search's answer is in the export
        case ColStatus:
            return capacity ? tr("capacity, %n step(s)", nullptr, kind.groupSize) : tr("sweep, %n step(s)", nullptr, kind.groupSize);
        }
    }
    if (kind.groupSize > 0) {
        // the group row: its sides' figures (GroupRowCells), else its first run's
        const bool cellRole = role == Qt::DisplayRole || role == Qt::ToolTipRole || role == Qt::ForegroundRole || role == HostRole;
        if (cellRole && GroupRowCells::owns(c))
            return GroupRowCells(r.roundGroupId, groupSidesAt(index.row()), isExpandedAt(index.row())).data(c, role);
    }
    if (kind.member && role == Qt::DisplayRole && c == ColId)
        return QStringLiteral("  %1 \u00b7 %2").arg(r.id).arg(
            stepGroup ? tr("step %1").arg(r.roundIndex)
            : r.roundSide.empty() ? tr("round %1").arg(r.roundIndex)
                                  : tr("%1 round %2").arg(QString::fromStdString(r.roundSide).toUpper()).arg(r.roundIndex));
    switch (role) {
    case Qt::DisplayRole:
        return display(r, c);
    case Qt::EditRole:
        if (c == ColName)
            return QString::fromStdString(r.name);
        if (c == ColTags)
            return HistoryText::joinTags(r.tags);
        return display(r, c);
    case Qt::ToolTipRole:
        return toolTip(r, c);
    case Qt::ForegroundRole:
        return foreground(r, c);
    case Qt::TextAlignmentRole:
        if (c == ColId || (c >= ColRps && c <= ColClientCpu))
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    case SortRole:
        return sortValue(r, c);
    case RunIdRole:
        return qint64(r.id);
    case HostRole:
        return c == ColTarget ? QVariant(HistoryText::urlHost(r.targetUrl)) : QVariant();
    }
    return {};
}

QVariant RunTableModel::display(const bw::RunRow& r, int c) const
{
    switch (c) {
    case ColId: return QString::number(r.id);
    case ColStarted: return HistoryText::startedAt(r.startedAtMs);
    case ColName: return QString::fromStdString(r.name);
    case ColTarget: return HistoryText::target(r);
    case ColRps: return F::requestsPerSec(r.rps);
    case ColP50: return F::latencyOrDash(r.p50Us);
    case ColP99: return F::latencyOrDash(r.p99Us);
    case ColErrors: return errorsText(r);
    case ColPeakRss: return r.peakRssBytes ? F::bytes(r.peakRssBytes) : F::dash();
    case ColClientCpu: return isImported(r) ? F::dash() : F::percent(r.clientCpuPct);
    case ColVerdict: return HistoryText::verdict(r.verdict);
    case ColStatus: return HistoryText::status(r.status);
    case ColSource: return HistoryText::source(r.source);
    case ColTags: return HistoryText::joinTags(r.tags);
    }
    return {};
}

QVariant RunTableModel::sortValue(const bw::RunRow& r, int c) const
{
    switch (c) {
    case ColId: return qint64(r.id);
    case ColStarted: return qint64(r.startedAtMs);
    case ColRps: return r.rps;
    case ColP50: return r.p50Us;
    case ColP99: return r.p99Us;
    case ColErrors: return quint64(r.errors);
    case ColPeakRss: return quint64(r.peakRssBytes);
    case ColClientCpu: return r.clientCpuPct;
    case ColVerdict: return QString::fromStdString(r.verdict);
    case ColStatus: return QString::fromStdString(r.status);
    }
    return display(r, c);
}

QVariant RunTableModel::toolTip(const bw::RunRow& r, int c) const
{
    switch (c) {
    case ColName:
        return r.notes.empty() ? QVariant() : QVariant(QString::fromStdString(r.notes));
    case ColTarget:
        return QString::fromStdString(r.method.empty() ? r.targetUrl : r.method + " " + r.targetUrl);
    case ColStatus:
        return r.statusMessage.empty() ? QVariant() : QVariant(QString::fromStdString(r.statusMessage));
    case ColPeakRss:
        return r.peakRssBytes ? QVariant() : QVariant(tr("No target process was watched during this run."));
    case ColClientCpu:
        return isImported(r) ? QVariant(tr("Imported runs do not record the load generator's CPU.")) : QVariant();
    case ColP50:
    case ColP99:
        return r.rate > 0 ? QVariant(tr("Fixed-rate run: measured from the intended send time.")) : QVariant();
    }
    return {};
}

QVariant RunTableModel::foreground(const bw::RunRow& r, int c) const
{
    const QPalette pal = QGuiApplication::palette();
    if (c == ColVerdict && r.verdict != "none")
        return QBrush(SC::color(r.verdict == "pass" ? SC::Role::Good : r.verdict == "not-judged" ? SC::Role::NotJudged : SC::Role::Bad, pal));
    if (c == ColStatus && r.status != "complete")
        return QBrush(SC::color(r.status == "running" ? SC::Role::Good : SC::Role::Warning, pal));
    if (c == ColErrors && r.errors > 0)
        return QBrush(SC::color(SC::Role::Bad, pal));
    return {};
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ColId: return tr("Id");
        case ColStarted: return tr("Started");
        case ColName: return tr("Name");
        case ColTarget: return tr("Target");
        case ColRps: return tr("Requests/s");
        case ColP50: return tr("p50");
        case ColP99: return tr("p99");
        case ColErrors: return tr("Errors");
        case ColPeakRss: return tr("Peak memory");
        case ColClientCpu: return tr("Client CPU");
        case ColVerdict: return tr("SLO");
        case ColStatus: return tr("Status");
        case ColSource: return tr("Source");
        case ColTags: return tr("Tags");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case ColId: return tr("The run's number in the history; reports and the command line name it so.");
        case ColTarget: return tr("The route that was loaded; the host and port follow in grey.");
        case ColRps: return tr("Average requests per second over the measured phase.");
        case ColErrors: return tr("Failed requests, with their share of all attempts.");
        case ColPeakRss: return tr("Peak resident memory of the target process.");
        case ColClientCpu: return tr("Average CPU of Benchwork's load threads, in % of one core.");
        case ColVerdict: return tr("The service-level objective's verdict.");
        case ColSource: return tr("Measured by Benchwork, or imported from another tool's output.");
        case ColName:
        case ColTags: return tr("Double-click to edit. Tags are separated by commas.");
        }
    } else if (role == Qt::TextAlignmentRole) {
        if (section == ColId || (section >= ColRps && section <= ColClientCpu))
            return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

Qt::ItemFlags RunTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && db_ && (index.column() == ColName || index.column() == ColTags))
        f |= Qt::ItemIsEditable;
    return f;
}

bool RunTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || !db_ || index.row() >= rowCount())
        return false;
    // Copies: the database announces the change, and a listing may follow.
    const bw::RunRow before = runAt(index.row());
    bw::RunRow after = before;
    if (index.column() == ColName) {
        const QString name = value.toString().trimmed();
        if (name.toStdString() == before.name)
            return true;
        if (!db_->setName(before.id, name)) {
            emit editFailed(db_->lastError());
            return false;
        }
        after.name = name.toStdString();
    } else if (index.column() == ColTags) {
        const std::vector<std::string> tags = HistoryText::parseTags(value.toString());
        if (tags == before.tags)
            return true;
        if (!db_->setTags(before.id, tags)) {
            emit editFailed(db_->lastError());
            return false;
        }
        after.tags = tags;
    } else {
        return false;
    }
    updateRow(after);
    return true;
}

void RunTableModel::sort(int column, Qt::SortOrder order)
{
    // The store orders the listing (an index per sortable column); a column
    // without one keeps the order there is.
    if (!sortable(column) || (column == sortColumn_ && order == sortOrder_))
        return;
    sortColumn_ = column;
    sortOrder_ = order;
    emit sortRequested();
}

} // namespace bwui

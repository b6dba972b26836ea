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

// Strict weak order of two rows on one column, ties broken by id so the
// order is stable across refreshes.
bool lessThan(const bw::RunRow& a, const bw::RunRow& b, int column)
{
    auto cmp = [&](const auto& x, const auto& y) {
        if (x < y) return true;
        if (y < x) return false;
        return a.id < b.id;
    };
    switch (column) {
    case RunTableModel::ColId: return a.id < b.id;
    case RunTableModel::ColStarted: return cmp(a.startedAtMs, b.startedAtMs);
    case RunTableModel::ColName: {
        // ASCII case folded; other UTF-8 bytes compare in code point order.
        const auto fold = [](unsigned char ch) { return ch < 128 ? std::tolower(ch) : int(ch); };
        const bool ab = std::lexicographical_compare(a.name.begin(), a.name.end(), b.name.begin(), b.name.end(),
                                                     [&](char x, char y) { return fold(x) < fold(y); });
        const bool ba = std::lexicographical_compare(b.name.begin(), b.name.end(), a.name.begin(), a.name.end(),
                                                     [&](char x, char y) { return fold(x) < fold(y); });
        return ab || (!ba && a.id < b.id);
    }
    case RunTableModel::ColTarget: return cmp(a.targetUrl, b.targetUrl);
    case RunTableModel::ColRps: return cmp(a.rps, b.rps);
    case RunTableModel::ColP50: return cmp(a.p50Us, b.p50Us);
    case RunTableModel::ColP99: return cmp(a.p99Us, b.p99Us);
    case RunTableModel::ColErrors: return cmp(a.errors, b.errors);
    case RunTableModel::ColPeakRss: return cmp(a.peakRssBytes, b.peakRssBytes);
    case RunTableModel::ColClientCpu: return cmp(a.clientCpuPct, b.clientCpuPct);
    case RunTableModel::ColVerdict: return cmp(a.verdict, b.verdict);
    case RunTableModel::ColStatus: return cmp(a.status, b.status);
    case RunTableModel::ColSource: return cmp(int(a.source), int(b.source));
    case RunTableModel::ColTags: return cmp(HistoryText::joinTags(a.tags), HistoryText::joinTags(b.tags));
    }
    return a.id < b.id;
}

} // namespace

RunTableModel::RunTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void RunTableModel::resetData(std::vector<bw::RunRow> rows)
{
    beginResetModel();
    all_ = std::move(rows);
    applySort();
    endResetModel();
}

bool RunTableModel::updateRow(const bw::RunRow& row)
{
    for (bw::RunRow& r : all_)
        if (r.id == row.id)
            r = row;
    const int i = rowOfId(row.id);
    if (i < 0)
        return false;
    rows_[size_t(i)] = row;
    emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
    return true;
}

bool RunTableModel::isExpandedAt(int row) const
{
    return groupSizeAt(row) > 0 &&
           std::find(expanded_.begin(), expanded_.end(), rows_[size_t(row)].roundGroupId) != expanded_.end();
}

bool RunTableModel::toggleGroup(int row)
{
    if (groupSizeAt(row) == 0)
        return false;
    const int64_t g = rows_[size_t(row)].roundGroupId;
    const auto it = std::find(expanded_.begin(), expanded_.end(), g);
    beginResetModel();
    if (it == expanded_.end())
        expanded_.push_back(g);
    else
        expanded_.erase(it);
    rebuildVisible();
    endResetModel();
    return true;
}

std::vector<int64_t> RunTableModel::runIdsAt(int row) const
{
    if (row < 0 || size_t(row) >= rows_.size())
        return {};
    if (groupSizeAt(row) == 0 || isExpandedAt(row))
        return {rows_[size_t(row)].id};
    std::vector<int64_t> ids;
    for (const bw::RunRow& r : all_)
        if (r.roundGroupId == rows_[size_t(row)].roundGroupId)
            ids.push_back(r.id);
    std::sort(ids.begin(), ids.end());
    return ids;
}

const std::vector<bw::RoundGroupSide>& RunTableModel::groupSidesAt(int row) const
{
    static const std::vector<bw::RoundGroupSide> none;
    if (groupSizeAt(row) == 0)
        return none;
    const auto it = groupSides_.find(rows_[size_t(row)].roundGroupId);
    return it == groupSides_.end() ? none : it->second;
}

void RunTableModel::rebuildVisible()
{
    rows_.clear();
    kind_.clear();
    groupSides_.clear();
    std::vector<int64_t> seen;
    for (const bw::RunRow& r : all_) {
        if (!r.roundGroupId) {
            rows_.push_back(r);
            kind_.push_back({});
            continue;
        }
        if (std::find(seen.begin(), seen.end(), r.roundGroupId) != seen.end())
            continue;
        seen.push_back(r.roundGroupId);
        groupSides_[r.roundGroupId] = bw::roundGroupSides(all_, r.roundGroupId);
        int n = 0;
        for (const bw::RunRow& m : all_)
            n += m.roundGroupId == r.roundGroupId;
        rows_.push_back(r);
        kind_.push_back({n, false});
        if (std::find(expanded_.begin(), expanded_.end(), r.roundGroupId) == expanded_.end())
            continue;
        for (const bw::RunRow& m : all_)
            if (m.roundGroupId == r.roundGroupId) {
                rows_.push_back(m);
                kind_.push_back({0, true});
            }
    }
}

int RunTableModel::rowOfId(int64_t id) const
{
    for (size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i].id == id)
            return int(i);
    return -1;
}

int RunTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int RunTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(rows_.size()))
        return {};
    const bw::RunRow& r = rows_[size_t(index.row())];
    const int c = index.column();
    const RowKind kind = kind_[size_t(index.row())];
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
    if (!index.isValid() || role != Qt::EditRole || !db_ || index.row() >= int(rows_.size()))
        return false;
    // Copies: the database announces the change, and a listing may follow.
    const bw::RunRow before = rows_[size_t(index.row())];
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
    if (column < 0 || column >= ColumnCount)
        return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int64_t> ids;
    ids.reserve(size_t(before.size()));
    for (const QModelIndex& i : before)
        ids.push_back(i.isValid() ? rows_[size_t(i.row())].id : 0);
    sortColumn_ = column;
    sortOrder_ = order;
    applySort();
    std::unordered_map<int64_t, int> rowOf;
    rowOf.reserve(rows_.size());
    for (size_t i = 0; i < rows_.size(); ++i)
        rowOf[rows_[i].id] = int(i);
    QModelIndexList after;
    after.reserve(before.size());
    for (int k = 0; k < before.size(); ++k) {
        const auto it = before[k].isValid() ? rowOf.find(ids[size_t(k)]) : rowOf.end();
        after << (it != rowOf.end() ? index(it->second, before[k].column()) : QModelIndex());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void RunTableModel::applySort()
{
    const int c = sortColumn_;
    if (sortOrder_ == Qt::AscendingOrder)
        std::sort(all_.begin(), all_.end(), [c](const bw::RunRow& a, const bw::RunRow& b) { return lessThan(a, b, c); });
    else
        std::sort(all_.begin(), all_.end(), [c](const bw::RunRow& a, const bw::RunRow& b) { return lessThan(b, a, c); });
    rebuildVisible();
}

} // namespace bwui

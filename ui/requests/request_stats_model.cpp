#include "requests/request_stats_model.h"

#include "model/display_format.h"
#include "widgets/semantic_colors.h"

#include <QBrush>
#include <QGuiApplication>

namespace bwui {

namespace F = DisplayFormat;

// No verdict column until a row has a verdict.
RequestStatsModel::RequestStatsModel(QObject* parent) : FlatTableModel(ColumnCount - 1, Cells::ReadOnly, parent) {}

void RequestStatsModel::setRows(std::vector<Row> rows, bool live)
{
    uint64_t total = 0;
    for (const Row& r : rows)
        total += r.requests;
    bool verdicts = false;
    for (Row& r : rows) {
        r.share = total ? double(r.requests) / double(total) : 0.0;
        verdicts = verdicts || r.verdict >= 0;
    }
    const bool sameShape = rows.size() == rows_.size() && live == live_ && verdicts == verdicts_
                           && std::equal(rows.begin(), rows.end(), rows_.begin(),
                                         [](const Row& a, const Row& b) { return a.name == b.name; });
    if (sameShape) {
        // A live tick: the figures change, the rows do not (the view keeps its selection and scroll).
        rows_ = std::move(rows);
        if (!rows_.empty())
            emit dataChanged(index(0, 0), index(int(rows_.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    rows_ = std::move(rows);
    live_ = live;
    verdicts_ = verdicts;
    setColumns(verdicts ? ColumnCount : ColumnCount - 1);
    endResetModel();
}

void RequestStatsModel::setResult(const bw::RunResult& result)
{
    std::vector<Row> rows;
    const bool corrected = result.config.rate > 0;   // the judged latency, as the reports' table (core/report/request_table)
    for (const bw::RequestStats& e : result.byRequest) {
        const bw::LatencySummary& lat =
            corrected && e.latencyIntendedSummary.count ? e.latencyIntendedSummary : e.latencySummary;
        Row r;
        r.name = QString::fromStdString(e.name);
        r.method = QString::fromStdString(e.method);
        r.path = QString::fromStdString(e.path);
        r.requests = e.requests;
        r.rps = e.rps;
        r.p50Us = lat.p50Us;
        r.p99Us = lat.p99Us;
        r.errors = e.errors.total();
        r.verdict = e.verdict.evaluated ? int(e.verdict.pass) : -1;
        rows.push_back(std::move(r));
    }
    setRows(std::move(rows), false);
}

void RequestStatsModel::setLive(const bw::LiveRequests& live, const bw::CompiledRequests* set)
{
    std::vector<Row> rows;
    for (size_t i = 0; i < live.entries.size(); ++i) {
        const bw::LiveRequest& e = live.entries[i];
        Row r;
        r.name = QString::fromStdString(e.name);
        if (set && int(i) < set->entryCount()) {
            r.method = QString::fromStdString(set->entry(int(i)).method);
            r.path = QString::fromStdString(set->entry(int(i)).path);
        }
        r.requests = e.requests;
        r.rps = e.rpsNow;
        r.p50Us = e.p50Us;
        r.p99Us = e.p99Us;
        r.errors = e.errors.total();
        rows.push_back(std::move(r));
    }
    setRows(std::move(rows), true);
}

void RequestStatsModel::clear()
{
    setRows({}, false);
}

QVariant RequestStatsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(rows_.size()))
        return {};
    const Row& r = rows_[size_t(index.row())];
    const Column c = Column(index.column());
    if (role == Qt::TextAlignmentRole)
        return c >= Requests && c <= Errors ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole) {
        const QPalette p = QGuiApplication::palette();
        if (c == Errors && r.errors > 0)
            return QBrush(SemanticColors::color(SemanticColors::Role::Bad, p));
        if (c == Verdict && r.verdict >= 0)
            return QBrush(SemanticColors::color(r.verdict ? SemanticColors::Role::Good : SemanticColors::Role::Bad, p));
        return {};
    }
    if (role == Qt::ToolTipRole && c == Path)
        return r.path;
    if (role != Qt::DisplayRole)
        return {};
    switch (c) {
    case Name: return r.name;
    case Method: return r.method;
    case Path: return r.path;
    case Requests: return F::count(r.requests);
    case Share: return F::percent(100.0 * r.share, 1);
    case Rps: return F::requestsPerSec(r.rps);
    case P50: return r.requests ? F::latencyUs(r.p50Us) : F::dash();
    case P99: return r.requests ? F::latencyUs(r.p99Us) : F::dash();
    case Errors: return F::count(r.errors);
    case Verdict: return r.verdict < 0 ? F::dash() : (r.verdict ? tr("PASS") : tr("FAIL"));
    case ColumnCount: break;
    }
    return {};
}

QString RequestStatsModel::columnTitle(int column) const
{
    switch (Column(column)) {
    case Name: return tr("Request");
    case Method: return tr("Method");
    case Path: return tr("Path");
    case Requests: return tr("Requests");
    case Share: return tr("Share");
    case Rps: return live_ ? tr("Req/s (last second)") : tr("Req/s");
    case P50: return tr("p50");
    case P99: return tr("p99");
    case Errors: return tr("Errors");
    case Verdict: return tr("SLO");
    case ColumnCount: break;
    }
    return {};
}

} // namespace bwui

#include "requests/request_stats_model.h"

#include "model/display_format.h"
#include "widgets/semantic_colors.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>

#include <climits>

namespace bwui {

namespace F = DisplayFormat;

// No verdict column until a row has a verdict.
RequestStatsModel::RequestStatsModel(QObject* parent) : FlatTableModel(ColumnCount - 1, Cells::ReadOnly, parent) {}

void RequestStatsModel::setRows(std::vector<Row> rows, bool live)
{
    uint64_t total = 0;
    for (const Row& r : rows)
        total += r.kind == Kind::Flow ? 0 : r.requests;   // a flow's line counts iterations, not requests
    bool verdicts = false, flows = false;
    for (Row& r : rows) {
        r.share = total && r.kind != Kind::Flow ? double(r.requests) / double(total) : 0.0;
        verdicts = verdicts || r.verdict >= 0;
        flows = flows || r.kind != Kind::Entry;
    }
    const bool sameShape = rows.size() == rows_.size() && live == live_ && verdicts == verdicts_ && flows == flows_
                           && std::equal(rows.begin(), rows.end(), rows_.begin(), [](const Row& a, const Row& b) {
                                  return a.name == b.name && a.kind == b.kind;
                              });
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
    flows_ = flows;
    setColumns(Verdict + (verdicts ? 1 : 0) + (flows ? 2 : 0));
    endResetModel();
}

RequestStatsModel::Column RequestStatsModel::column(int section) const
{
    if (section < Verdict || verdicts_)
        return Column(section);
    return Column(section + 1);   // no verdict column: Checks and Skipped take its place
}

namespace {

RequestStatsModel::Row stepRow(const bw::RequestStats& e, bool corrected)
{
    const bw::LatencySummary& lat = corrected && e.latencyIntendedSummary.count ? e.latencyIntendedSummary : e.latencySummary;
    RequestStatsModel::Row r;
    r.kind = e.flow.empty() ? RequestStatsModel::Kind::Entry : RequestStatsModel::Kind::Step;
    r.name = QString::fromStdString(e.displayName());
    r.method = QString::fromStdString(e.method);
    r.path = QString::fromStdString(e.path);
    r.requests = e.requests;
    r.rps = e.rps;
    r.p50Us = lat.p50Us;
    r.p99Us = lat.p99Us;
    r.errors = e.errors.total();
    r.verdict = e.verdict.notJudged ? 2 : e.verdict.evaluated ? int(e.verdict.pass) : -1;
    r.checkFailures = e.checkFailures();
    r.skipped = e.skipped;
    QStringList failed;
    for (const bw::CheckFailures& c : e.checks)
        if (c.failures > 0)
            failed << QStringLiteral("%1 x%2").arg(QString::fromStdString(c.name), DisplayFormat::count(c.failures));
    r.failedChecks = failed.join(QStringLiteral(", "));
    return r;
}

} // namespace

void RequestStatsModel::setResult(const bw::RunResult& result)
{
    std::vector<Row> rows;
    const bool corrected = result.config.rate > 0;   // the judged latency, as the reports' table (core/report/request_table)
    for (const bw::RequestStats& e : result.byRequest)
        rows.push_back(stepRow(e, corrected));
    // Each flow's line, then its steps.
    for (const bw::FlowStats& f : result.byFlow) {
        const bw::LatencySummary& d =
            corrected && f.durationIntendedSummary.count ? f.durationIntendedSummary : f.durationSummary;
        Row r;
        r.kind = Kind::Flow;
        r.name = QString::fromStdString(f.name);
        r.requests = f.iterations;
        r.rps = f.iterationsPerSec;
        r.p50Us = d.p50Us;
        r.p99Us = d.p99Us;
        r.errors = f.failedIterations;
        r.verdict = f.verdict.notJudged ? 2 : f.verdict.evaluated ? int(f.verdict.pass) : -1;
        rows.push_back(std::move(r));
        for (const bw::RequestStats& e : result.byStep)
            if (e.flow == f.name)
                rows.push_back(stepRow(e, corrected));
    }
    setRows(std::move(rows), false);
}

void RequestStatsModel::setLive(const bw::LiveRequests& live, const bw::CompiledRequests* set)
{
    auto entryRow = [&](size_t i) {
        const bw::LiveRequest& e = live.entries[i];
        Row r;
        r.kind = e.flow.empty() ? Kind::Entry : Kind::Step;
        r.name = QString::fromStdString(e.flow.empty() ? e.name : e.flow + " / " + e.name);
        if (set && int(i) < set->entryCount()) {
            r.method = QString::fromStdString(set->entry(int(i)).method);
            r.path = QString::fromStdString(set->entry(int(i)).path);
        }
        r.requests = e.requests;
        r.rps = e.rpsNow;
        r.p50Us = e.p50Us;
        r.p99Us = e.p99Us;
        r.errors = e.errors.total();
        r.checkFailures = e.checkFailures;
        r.skipped = e.skipped;
        return r;
    };
    std::vector<Row> rows;
    for (size_t i = 0; i < live.entries.size(); ++i)
        if (live.entries[i].flow.empty())
            rows.push_back(entryRow(i));
    for (const bw::LiveFlow& f : live.flows) {
        Row r;
        r.kind = Kind::Flow;
        r.name = QString::fromStdString(f.name);
        r.requests = f.iterations;
        r.rps = f.iterationsNow;
        r.p50Us = f.p50Us;
        r.p99Us = f.p99Us;
        r.errors = f.failed;
        rows.push_back(std::move(r));
        for (size_t i = 0; i < live.entries.size(); ++i)
            if (live.entries[i].flow == f.name)
                rows.push_back(entryRow(i));
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
    const Column c = column(index.column());
    const bool flow = r.kind == Kind::Flow;
    if (role == Qt::TextAlignmentRole)
        return (c >= Requests && c <= Errors) || c == Checks || c == Skipped ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::FontRole && flow) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ForegroundRole) {
        const QPalette p = QGuiApplication::palette();
        if ((c == Errors && r.errors > 0) || (c == Checks && r.checkFailures > 0) || (c == Skipped && r.skipped > 0))
            return QBrush(SemanticColors::color(SemanticColors::Role::Bad, p));
        if (c == Verdict && r.verdict >= 0)
            return QBrush(SemanticColors::color(r.verdict == 2 ? SemanticColors::Role::NotJudged
                                                : r.verdict ? SemanticColors::Role::Good : SemanticColors::Role::Bad, p));
        return {};
    }
    if (role == Qt::ToolTipRole && flow)
        return tr("Flow \"%1\": %n iteration(s) (in Requests), %2 failed (in Errors); Req/s are iterations per second, "
                  "p50 and p99 the iteration's duration.", nullptr, int(std::min<uint64_t>(r.requests, INT_MAX)))
            .arg(r.name, F::count(r.errors));
    if (role == Qt::ToolTipRole && c == Checks && !r.failedChecks.isEmpty())
        return tr("Failed: %1").arg(r.failedChecks);
    if (role == Qt::ToolTipRole && c == Path)
        return r.path;
    if (role != Qt::DisplayRole)
        return {};
    switch (c) {
    case Name: return r.name;
    case Method: return flow ? tr("flow") : r.method;
    case Path: return flow ? tr("iterations, %1 failed").arg(F::count(r.errors)) : r.path;
    case Requests: return F::count(r.requests);
    case Share: return flow ? F::dash() : F::percent(100.0 * r.share, 1);
    case Rps: return F::requestsPerSec(r.rps);
    case P50: return r.requests ? F::latencyUs(r.p50Us) : F::dash();
    case P99: return r.requests ? F::latencyUs(r.p99Us) : F::dash();
    case Errors: return F::count(r.errors);
    case Verdict: return r.verdict < 0 ? F::dash() : r.verdict == 2 ? tr("not judged") : (r.verdict ? tr("PASS") : tr("FAIL"));
    case Checks: return r.kind == Kind::Step ? F::count(r.checkFailures) : F::dash();
    case Skipped: return r.kind == Kind::Step ? F::count(r.skipped) : F::dash();
    case ColumnCount: break;
    }
    return {};
}

QString RequestStatsModel::columnTitle(int section) const
{
    switch (column(section)) {
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
    case Checks: return tr("Failed checks");
    case Skipped: return tr("Skipped");
    case ColumnCount: break;
    }
    return {};
}

} // namespace bwui

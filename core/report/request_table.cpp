#include "request_table.h"

#include "util/units.h"

namespace bw {

ReportTable requestTable(const RunResult& r, const ReportLabels& l)
{
    ReportTable t;
    if (r.byRequest.empty())
        return t;
    bool slos = false;
    for (const RequestStats& e : r.byRequest)
        slos = slos || e.verdict.evaluated;
    t.header = {l.colRequest, l.colMethod, l.colPath, l.colRequests, l.colShare, l.colRps, l.colP50, l.colP99, l.colErrors};
    t.textColumns = 3;   // request, method, path
    if (slos)
        t.header.push_back(l.colVerdict);
    const bool corrected = r.config.rate > 0;
    for (const RequestStats& e : r.byRequest) {
        const LatencySummary& lat = corrected && e.latencyIntendedSummary.count ? e.latencyIntendedSummary : e.latencySummary;
        std::vector<QString> row = {QString::fromStdString(e.name),
                                    QString::fromStdString(e.method),
                                    QString::fromStdString(e.path),
                                    formatThousands(double(e.requests)),
                                    formatPercent(r.requests ? double(e.requests) / double(r.requests) : 0.0),
                                    formatRps(e.rps),
                                    formatLatencyUs(lat.p50Us),
                                    formatLatencyUs(lat.p99Us),
                                    formatThousands(double(e.errors.total()))};
        if (slos)
            row.push_back(e.verdict.evaluated ? (e.verdict.pass ? l.pass : l.fail) : QStringLiteral("-"));
        t.rows.push_back(std::move(row));
    }
    return t;
}

QString requestSetText(const RequestSet& set, const ReportLabels& l)
{
    if (set.empty())
        return {};
    QString text = l.requestSet.arg(QString::fromStdString(set.source))
                       .arg(set.entries.size())
                       .arg(set.order == RequestOrder::Sequence ? l.orderSequence : l.orderWeighted)
                       .arg(QString::number(qulonglong(set.seed)));
    if (!set.flows.empty()) {
        size_t steps = 0;
        for (const Flow& f : set.flows)
            steps += f.steps.size();
        text += QStringLiteral("; ") + l.flowSet.arg(set.flows.size()).arg(steps);
    }
    return text;
}

} // namespace bw

#include "flow_table.h"

#include "util/qstring_from.h"
#include "util/units.h"

namespace bw {

namespace {

QString verdictCell(const SloVerdict& v, const ReportLabels& l) { return v.evaluated ? (v.pass ? l.pass : l.fail) : QStringLiteral("-"); }

} // namespace

ReportTable flowTable(const RunResult& r, const ReportLabels& l)
{
    ReportTable t;
    if (r.byFlow.empty())
        return t;
    bool slos = false;
    for (const FlowStats& f : r.byFlow)
        slos = slos || f.verdict.evaluated;
    t.header = {l.colFlow, l.colIterations, l.colIterationsPerSec, l.colFailedIterations, l.colP50, l.colP99, l.colMax};
    if (slos)
        t.header.push_back(l.colVerdict);
    const bool corrected = r.config.rate > 0;
    for (const FlowStats& f : r.byFlow) {
        const LatencySummary& d = corrected && f.durationIntendedSummary.count ? f.durationIntendedSummary : f.durationSummary;
        std::vector<QString> row = {qs(f.name),
                                    formatThousands(double(f.iterations)),
                                    formatRps(f.iterationsPerSec),
                                    formatThousands(double(f.failedIterations)),
                                    formatLatencyUs(d.p50Us),
                                    formatLatencyUs(d.p99Us),
                                    formatLatencyUs(d.maxUs)};
        if (slos)
            row.push_back(verdictCell(f.verdict, l));
        t.rows.push_back(std::move(row));
    }
    return t;
}

ReportTable stepTable(const RunResult& r, const ReportLabels& l)
{
    ReportTable t;
    if (r.byStep.empty())
        return t;
    bool slos = false;
    for (const RequestStats& s : r.byStep)
        slos = slos || s.verdict.evaluated;
    t.header = {l.colFlow, l.colStep, l.colMethod, l.colPath, l.colRequests, l.colP50, l.colP99, l.colErrors, l.colCheckFailures,
                l.colSkipped};
    if (slos)
        t.header.push_back(l.colVerdict);
    const bool corrected = r.config.rate > 0;
    for (const RequestStats& s : r.byStep) {
        const LatencySummary& lat = corrected && s.latencyIntendedSummary.count ? s.latencyIntendedSummary : s.latencySummary;
        std::vector<QString> row = {qs(s.flow),
                                    qs(s.name),
                                    qs(s.method),
                                    qs(s.path),
                                    formatThousands(double(s.requests)),
                                    formatLatencyUs(lat.p50Us),
                                    formatLatencyUs(lat.p99Us),
                                    formatThousands(double(s.errors.total())),
                                    formatThousands(double(s.checkFailures())),
                                    formatThousands(double(s.skipped))};
        if (slos)
            row.push_back(verdictCell(s.verdict, l));
        t.rows.push_back(std::move(row));
    }
    return t;
}

std::vector<QString> stepFailureNotes(const RunResult& r, const ReportLabels& l)
{
    std::vector<QString> out;
    for (const RequestStats& s : r.byStep) {
        QString list;
        for (const CheckFailures& c : s.checks)
            if (c.failures)
                list += (list.isEmpty() ? QString() : QStringLiteral(", ")) + qs(c.name) + QStringLiteral(" x")
                        + formatThousands(double(c.failures));
        if (!list.isEmpty())
            out.push_back(l.failedChecks.arg(qs(s.displayName()), list));
    }
    return out;
}

} // namespace bw

// The sweep half of capacity_report.h: a load sweep's curves and report
// (its JSON export is beside the search's, in capacity_report.cpp).
#include "report/capacity_report.h"

#include "capacity/capacity_json.h"
#include "capacity/capacity_text.h"
#include "report/step_report_parts.h"
#include "util/units.h"

#include <algorithm>

namespace bw {

namespace {

constexpr char kBlue[] = "#1f77b4";
constexpr char kOrange[] = "#e67e0b";
constexpr char kGreen[] = "#2ca02c";
constexpr char kGrey[] = "#667085";

} // namespace

XyChart sweepThroughputChart(const SweepResult& r, const CapacityReportLabels& l)
{
    XyChart c;
    c.title = l.chartThroughput;
    const bool closed = r.model == SweepModel::Closed;
    c.xAxis = closed ? l.axisVus : l.axisOffered;
    c.yAxis = closed ? l.axisThroughput : l.axisAchieved;
    XySeries measured{l.measured, QLatin1String(kBlue), true, true, false, {}};
    for (const SweepPoint& p : r.points)
        if (p.figures.requests > 0)
            measured.points.push_back({p.x(), p.figures.achievedRps, QString(),
                                       QStringLiteral("%1: %2 req/s").arg(formatRps(p.x()), formatRps(p.figures.achievedRps))});
    c.series.push_back(measured);
    // The law only where it describes the points: drawn otherwise, its
    // curve would claim a shape the points do not have.
    if (closed && r.fit.ok && r.fit.describes && !r.planned.empty()) {
        XySeries fit{l.fitted, QLatin1String(kOrange), true, false, true, {}};
        const double top = std::max(r.planned.back(), r.fit.peakN > 0 ? std::min(r.fit.peakN * 1.2, r.planned.back() * 2) : 0.0);
        for (int i = 0; i <= 120; ++i) {
            const double n = std::max(1.0, top * i / 120);
            fit.points.push_back({n, r.fit.at(n), QString(), QString()});
        }
        c.series.push_back(fit);
        if (r.fit.peakN > 0 && r.fit.peakN <= top)
            c.rules.push_back({true, r.fit.peakN, l.peakAt.arg(formatRps(r.fit.peakN)), QLatin1String(kGrey), true});
    }
    if (!closed && !r.points.empty()) {   // the diagonal: achieved = offered
        XySeries ideal{QString(), QLatin1String(kGrey), true, false, true, {}};
        ideal.points = {{0, 0, QString(), QString()}, {r.planned.back(), r.planned.back(), QString(), QString()}};
        c.series.push_back(ideal);
    }
    return c;
}

XyChart sweepLatencyChart(const SweepResult& r, const CapacityReportLabels& l)
{
    XyChart c;
    c.title = l.chartLatency;
    c.xAxis = l.axisThroughput;
    c.yAxis = l.axisLatency;
    XySeries p50{l.p50, QLatin1String(kGreen), true, true, false, {}};
    XySeries p99{l.p99, QLatin1String(kBlue), true, true, false, {}};
    for (const SweepPoint& p : r.points) {
        if (p.figures.requests == 0)
            continue;
        const QString at = r.model == SweepModel::Closed ? QStringLiteral("%1 VUs").arg(p.plan.vus) : formatRps(p.plan.rate) + QStringLiteral(" req/s");
        p50.points.push_back({p.figures.achievedRps, p.figures.p50Us / 1000, QString(), at + QStringLiteral(": p50 ") + formatLatencyUs(p.figures.p50Us)});
        p99.points.push_back({p.figures.achievedRps, p.figures.p99Us / 1000, QString(), at + QStringLiteral(": p99 ") + formatLatencyUs(p.figures.p99Us)});
    }
    c.series = {p50, p99};
    if (r.slo.maxP99Us > 0) {
        c.rules.push_back({false, r.slo.maxP99Us / 1000, l.ceiling.arg(formatLatencyUs(r.slo.maxP99Us))});
        c.yCeiling = r.slo.maxP99Us / 1000 * 4;
    }
    return c;
}

ReportDocument buildSweepReport(const SweepResult& r, const std::vector<RunResult>& runs, const ReportOptions& options)
{
    const ReportLabels& l = options.labels;
    const TextCatalog& cat = l.catalog;
    const CapacityReportLabels cl = capacityReportLabels(cat);
    std::vector<RunResult> first;
    if (!runs.empty())
        first.push_back(runs.front());
    ReportDocument d = stepreport::baseDocument(first, options, cl.sweepTitle);
    d.spectrum = {};
    d.labels.atAGlanceIntro = r.model == SweepModel::Closed ? cl.sweepIntroClosed : cl.sweepIntroOpen;
    // The sweep's shape, not its first step's (no first step: no environment to say it in).
    QString profile = (r.model == SweepModel::Closed ? cl.sweepProfileClosed : cl.sweepProfileOpen)
                          .arg(r.points.size())
                          .arg(formatSeconds(r.stepSec), formatSeconds(r.warmupSec));
    if (r.model == SweepModel::Open && !first.empty())
        profile = profile.arg(first.front().config.connections);
    stepreport::setLoadProfile(d, l, profile);
    d.summaryBullets = {cl.answerLine.arg(sweepAnswer(r, cat))};
    if (r.model == SweepModel::Closed)
        d.summaryBullets.push_back(cl.uslLine.arg(uslText(r.fit, cat)));

    ReportSection curves;
    curves.title = cl.sweepSection;
    if (r.model == SweepModel::Closed)
        curves.paragraphs.push_back(cl.uslExplained);
    curves.figures.push_back(xyChartSvg(sweepThroughputChart(r, cl)));
    curves.figures.push_back(xyChartSvg(sweepLatencyChart(r, cl)));
    const bool closed = r.model == SweepModel::Closed;
    curves.table.header = {cl.colStep, closed ? cl.colVus : cl.colOffered, cl.colAchieved, l.colP50, l.colP99, l.colErrors};
    const bool fitted = closed && r.fit.ok && r.fit.describes;
    if (fitted)
        curves.table.header.push_back(cl.colFit);
    for (const SweepPoint& p : r.points) {
        std::vector<QString> row = {stepreport::stepCell(p.plan.index, p.figures.runId),
                                    closed ? QString::number(p.plan.vus) : formatRps(p.plan.rate)};
        stepreport::appendFigureCells(row, p.figures);
        if (fitted)
            row.push_back(formatRps(r.fit.at(p.plan.vus)));
        curves.table.rows.push_back(std::move(row));
    }
    d.extraSections.push_back(std::move(curves));
    return d;
}

} // namespace bw

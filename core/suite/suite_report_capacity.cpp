// The suite report's capacity section (suite_report_parts.h).
#include "suite_report_parts.h"

#include "capacity/capacity_text.h"
#include "report/capacity_report.h"
#include "util/units.h"

namespace bw::suitereport {

std::optional<ReportSection> capacitySection(const SuiteOutcome& outcome, bool manyCells, const ReportLabels& l,
                                             const SuiteReportLabels& sl)
{
    ReportSection s;
    s.title = sl.capacityTitle;
    s.paragraphs.push_back(sl.capacityIntro);
    s.table.header = {sl.colScenario, sl.colTarget, sl.colMaxSustainable, sl.colBracket, sl.colP99AtMax, sl.colFloor, sl.colHeadroom,
                      sl.colSteps};
    ReportChart bars;
    bars.title = sl.capacityChart;
    const CapacityReportLabels cl = capacityReportLabels(l.catalog);
    for (const SuiteRunRecord& r : outcome.records) {
        const QString title = runTitle(r, manyCells);
        if (!r.capacity) {
            // a fixed-load run on a floor: its measured ratio, beside the searches'
            if (r.ran && r.result.slo.minRps > 0 && r.result.verdict.evaluated)
                bars.bars.push_back({sl.atFixedLoad.arg(title), r.result.verdict.rpsRatio,
                                     sl.ratioAndRate.arg(formatRatio(r.result.verdict.rpsRatio), formatRps(r.result.rps)), true});
            continue;
        }
        const CapacityResult& c = *r.capacity;
        s.paragraphs.push_back(sl.capacityAnswer.arg(title, capacityAnswer(c, l.catalog)));
        const CapacityStep* best = c.bestStep();
        s.table.rows.push_back({QString::fromStdString(r.scenarioId), QString::fromStdString(r.cellLabel),
                                c.maxRate > 0 ? capacityRate(c.maxRate, c.isLowerBound()) : QStringLiteral("-"), capacityBracket(c),
                                best ? formatLatencyUs(best->figures.p99Us) : QStringLiteral("-"),
                                c.hasFloor() ? formatRps(c.slo.minRps) : QStringLiteral("-"),
                                c.hasFloor() && c.maxRate > 0 ? formatRatio(c.floorRatio()) + QLatin1Char('x') : QStringLiteral("-"),
                                QString::number(c.loadSteps())});
        if (c.hasFloor() && c.maxRate > 0)
            bars.bars.push_back({sl.maxSustainable.arg(title), c.floorRatio(),
                                 sl.ratioAndRate.arg(formatRatio(c.floorRatio()), capacityRate(c.maxRate, c.isLowerBound())), false});
        s.figures.push_back(xyChartSvg(capacityChart(c, cl)));
    }
    if (s.table.rows.empty())
        return std::nullopt;
    if (!bars.bars.empty())
        s.charts.push_back(std::move(bars));
    return s;
}

} // namespace bw::suitereport

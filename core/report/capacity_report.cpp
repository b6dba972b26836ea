#include "report/capacity_report.h"

#include "capacity/capacity_json.h"
#include "capacity/capacity_text.h"
#include "report/step_report_parts.h"
#include "util/units.h"

namespace bw {

using stepreport::runOf;

namespace {

constexpr char kPass[] = "#12a150";
constexpr char kFail[] = "#d62728";

QString rate(double v) { return formatRps(v) + QStringLiteral(" req/s"); }

} // namespace

XyChart capacityChart(const CapacityResult& r, const CapacityReportLabels& l)
{
    XyChart c;
    c.title = l.chartCapacity;
    c.xAxis = l.axisOffered;
    c.yAxis = l.axisP99;
    const double ceilingMs = r.slo.maxP99Us / 1000;
    c.yCeiling = ceilingMs * 4;   // a queue that grew without bound would flatten the rest
    XySeries pass{l.passed, QLatin1String(kPass), false, true, false, {}};
    XySeries fail{l.failed, QLatin1String(kFail), false, true, false, {}};
    for (const CapacityStep& s : r.steps) {
        if (s.plan.phase == StepPhase::Probe)
            continue;
        XyPoint p{s.plan.rate, s.figures.p99Us / 1000, QString(),
                  QStringLiteral("%1: %2, p99 %3").arg(s.plan.index).arg(rate(s.plan.rate), formatLatencyUs(s.figures.p99Us))};
        if (!s.notJudged)   // a step stopped before its end neither passed nor failed
            (s.passed ? pass : fail).points.push_back(p);
    }
    c.series = {pass, fail};
    if (ceilingMs > 0)
        c.rules.push_back({false, ceilingMs, l.ceiling.arg(formatLatencyUs(r.slo.maxP99Us))});
    if (r.maxRate > 0 && r.firstFailRate > 0)
        c.band = XyBand{r.maxRate, r.firstFailRate, l.bracket + QStringLiteral(" ") + capacityBracket(r)};
    if (r.isLowerBound())   // "at least": nothing above it failed
        c.rules.push_back({true, r.maxRate, l.lowerBound.arg(formatRps(r.maxRate)), QLatin1String(kPass), true});
    return c;
}

ReportDocument buildCapacityReport(const CapacityResult& r, const std::vector<RunResult>& runs, const ReportOptions& options)
{
    const ReportLabels& l = options.labels;
    const TextCatalog& cat = l.catalog;
    const CapacityReportLabels cl = capacityReportLabels(cat);
    const CapacityStep* best = r.bestStep();
    const CapacityStep* fail = r.firstFailStep();
    // The machine, the date and the spectrum from the best and the first failing step.
    std::vector<RunResult> shown;
    for (const CapacityStep* s : {best, fail})
        if (const RunResult* run = s ? runOf(runs, s->figures.runId) : nullptr) {
            shown.push_back(*run);
            shown.back().name = cl.spectrumAt.arg(formatRps(s->plan.rate)).toStdString();
            shown.back().historyId = 0;
            shown.back().tags.clear();
        }
    if (shown.empty() && !runs.empty())
        shown.push_back(runs.front());
    ReportDocument d = stepreport::baseDocument(shown, options, cl.capacityTitle);
    if (shown.empty())
        d.spectrum = {};

    const Slo step = capacityStepSlo(r.slo);
    d.summaryBullets = {cl.answerLine.arg(capacityAnswer(r, cat))};
    if (const QString hint = capacityRaiseHint(r, cat); !hint.isEmpty())
        d.summaryBullets.push_back(hint);
    if (r.maxRate > 0 || r.firstFailRate > 0)
        d.summaryBullets.push_back(cl.bracketLine.arg(capacityBracket(r), formatPercent(r.settings.precision)));
    d.summaryBullets.push_back(cl.sloLine.arg(formatLatencyUs(step.maxP99Us), formatPercent(step.maxErrorRate)));
    if (r.probeRps > 0 && r.steps.size() > 1)
        d.summaryBullets.push_back(cl.probeLine.arg(formatRps(r.probeRps), formatRps(r.steps[1].plan.rate)));
    else if (r.settings.fromRate > 0)
        d.summaryBullets.push_back(cl.fromLine.arg(formatRps(r.settings.fromRate)));

    if (r.hasFloor() && r.maxRate > 0) {
        ReportHeadroom h;
        h.name = cl.headroomName;
        h.subtitle = capacityRate(r.maxRate, r.isLowerBound()) + QStringLiteral(" req/s");
        const double p99 = best ? best->figures.p99Us : 0;
        h.p99Headroom = p99 > 0 ? r.slo.maxP99Us / p99 : 0;
        h.rpsRatio = r.floorRatio();
        h.line = cl.headroomLine.arg(formatRatio(h.rpsRatio), formatRps(r.slo.minRps), formatLatencyUs(p99), formatRatio(h.p99Headroom));
        h.evaluated = true;
        h.pass = r.exitStatus() == 0;
        d.headroom.push_back(h);
    }

    d.labels.atAGlanceIntro = cl.atAGlance;
    stepreport::setLoadProfile(d, l, cl.stepsProfile.arg(formatSeconds(r.settings.stepSec), formatSeconds(r.settings.warmupSec))
                                         .arg(shown.empty() ? 0 : shown.front().config.connections));
    ReportSection search;
    search.title = cl.searchSection;
    search.paragraphs = {cl.searchIntro};
    search.figures.push_back(xyChartSvg(capacityChart(r, cl)));
    search.table.header = {cl.colStep, cl.colPhase, cl.colOffered, cl.colAchieved, l.colP50, l.colP99, l.colErrors, cl.colResult, cl.colWhy};
    for (const CapacityStep& s : r.steps) {
        const bool probe = s.plan.phase == StepPhase::Probe;
        std::vector<QString> row = {stepreport::stepCell(s.plan.index, s.figures.runId), stepPhaseText(s.plan.phase, cat),
                                    probe ? QStringLiteral("-") : formatRps(s.plan.rate)};
        stepreport::appendFigureCells(row, s.figures);
        row.insert(row.end(), {probe ? QStringLiteral("-") : s.passed ? cl.passed : s.notJudged ? cl.notJudged : cl.failed,
                               stepWhy(s, cat)});
        search.table.rows.push_back(std::move(row));
    }
    d.extraSections.push_back(std::move(search));
    return d;
}

QJsonObject capacityExportJson(const CapacityResult& r, const std::vector<RunResult>& runs)
{
    return stepreport::withRuns(capacityToJson(r), runs, r.steps);
}

QJsonObject sweepExportJson(const SweepResult& r, const std::vector<RunResult>& runs)
{
    return stepreport::withRuns(sweepToJson(r), runs, r.points);
}

} // namespace bw

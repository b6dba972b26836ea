// Comparison with baselines and the matrix table of a suite report.
#include "suite_report_parts.h"

#include "compare/comparison_text.h"
#include "report/client_warning_text.h"
#include "report/core_split_text.h"
#include "report/link_text.h"
#include "link/link_profile.h"
#include "result/peak_memory.h"
#include "result/run_outcome.h"
#include "stats/sample_stats.h"
#include "util/units.h"
#include "target/cpu_list.h"
#include "util/qstring_from.h"

#include <algorithm>
#include <map>

namespace bw::suitereport {

namespace {

// A matrix cell's scenario over its rounds: the median of each figure (one
// round: its own figures), so one slow round does not decide the row.
struct CellFigures {
    std::vector<const SuiteRunRecord*> runs;
    double rps = 0, p99Us = 0, worstUs = 0;
};

CellFigures cellFigures(const SuiteOutcome& o, int cell, const std::string& scenarioId)
{
    CellFigures f;
    std::vector<double> rps, p99, worst;
    for (const auto& r : o.records) {
        if (r.cell != cell || r.scenarioId != scenarioId || !r.ran)
            continue;
        f.runs.push_back(&r);
        rps.push_back(r.result.rps);
        p99.push_back(judgedP99Us(r.result));
        worst.push_back(r.result.latencySummary.maxUs);
    }
    if (!f.runs.empty()) {
        f.rps = median(rps);
        f.p99Us = median(p99);
        f.worstUs = median(worst);
    }
    return f;
}

} // namespace

QString runTitle(const SuiteRunRecord& r, bool manyCells)
{
    if (!r.side.empty())   // an A/B scenario's run: its side's target, side and round
        return qs(r.scenarioName) + QStringLiteral(" @ ") + qs(r.targetName)
               + QStringLiteral(" (%1 %2/%3)").arg(r.side == "b" ? QStringLiteral("B") : QStringLiteral("A")).arg(r.round).arg(r.rounds);
    if (!manyCells)
        return qs(r.scenarioName);
    return qs(r.scenarioName) + QStringLiteral(" @ ") + qs(r.cellLabel);
}

std::optional<ReportSection> baselineSection(const Suite& suite, const SuiteOutcome& outcome,
                                             const std::vector<ResolvedBaseline>& baselines, bool manyCells,
                                             const ReportLabels& l, const SuiteReportLabels& sl)
{
    if (baselines.empty())
        return std::nullopt;
    const std::string lang = l.language.toStdString();
    ReportSection sec;
    sec.title = sl.baselinesTitle;
    sec.paragraphs.push_back(sl.baselinesIntro);
    sec.table.header = {sl.colScenario, l.colRun, l.colRps, l.colP99, l.colPeakRss, l.colVsBaseline};
    for (const auto& scenario : suite.scenarios) {
        std::vector<const ResolvedBaseline*> mine;
        for (const auto& b : baselines)
            if (b.spec.scenario == scenario.id)
                mine.push_back(&b);
        if (mine.empty())
            continue;
        ReportChart chart;
        chart.title = qs(scenario.name) + QStringLiteral(" (") + l.chartRps + QLatin1Char(')');
        double ownRps = 0;
        QString ownName;
        std::vector<double> ownRounds;   // every round of the scenario (the first cell's, as ownRps)
        for (const auto& r : outcome.records) {
            if (!r.ran || r.scenarioId != scenario.id)
                continue;
            const QString name = sl.thisSuite.arg(runTitle(r, manyCells));
            chart.bars.push_back({name, r.result.rps, formatRps(r.result.rps) + QStringLiteral(" RPS"), false});
            sec.table.rows.push_back({qs(scenario.id), name, formatRps(r.result.rps), formatLatencyUs(judgedP99Us(r.result)),
                                      peakMemoryOf(r.result.target).bytes ? formatBytesText(peakMemoryOf(r.result.target).bytes) : QStringLiteral("-"),
                                      QStringLiteral("1x")});
            if (ownRps == 0) {
                ownRps = r.result.rps;
                ownName = runTitle(r, manyCells);
            }
            if (runTitle(r, manyCells) == ownName)
                ownRounds.push_back(r.result.rps);
        }
        if (ownRounds.size() > 1)
            ownRps = median(ownRounds);
        for (const ResolvedBaseline* b : mine) {
            const QString label = qs(b->spec.label);
            if (!b->available) {
                sec.paragraphs.push_back(sl.baselineUnavailable.arg(label, qs(b->problem)));
                continue;
            }
            QString shown = label;
            if (b->historyRunId)
                shown += QStringLiteral(" (") + sl.baselineFromHistory.arg(b->historyRunId).arg(qs(b->source)) + QLatin1Char(')');
            chart.bars.push_back({label, b->rps, formatRps(b->rps) + QStringLiteral(" RPS"), true});
            const double ratio = b->rps > 0 ? ownRps / b->rps : 0;
            sec.table.rows.push_back({qs(scenario.id), shown, formatRps(b->rps), b->p99Us > 0 ? formatLatencyUs(b->p99Us) : QStringLiteral("-"),
                                      b->peakRssBytes ? formatBytesText(b->peakRssBytes) : QStringLiteral("-"),
                                      ratio > 0 ? formatRatio(ratio) + QLatin1Char('x') : QStringLiteral("-")});
            if (ownRps > 0) {
                sec.paragraphs.push_back(sl.versusBaseline.arg(ownName, formatRps(ownRps), label, formatRps(b->rps), formatRatio(ratio)));
                // the same judgement as every comparison: a baseline is one figure, so it says what one sample can
                RunComparison rc;
                MetricComparison mc;
                mc.metric = Metric::Rps;
                mc.a = {b->rps};
                mc.b = ownRounds;
                mc.available = true;
                mc.stats = compareSamples(mc.a, mc.b);
                rc.metrics.push_back(mc);
                rc.roundsA = 1;
                rc.roundsB = ownRounds.size();
                sec.paragraphs.push_back(comparisonHeadline(rc, ownName, ComparisonSettings(), l.catalog));
            }
            const std::string note = b->spec.note.in(lang);
            if (!note.empty())
                sec.paragraphs.push_back(label + QStringLiteral(": ") + qs(note));
        }
        if (chart.bars.size() > 1)
            sec.charts.push_back(std::move(chart));
    }
    return sec;
}

std::optional<ReportSection> matrixSection(const Suite& suite, const SuitePlan& plan, const SuiteOutcome& outcome,
                                           const ReportLabels& l, const SuiteReportLabels& sl, std::vector<QString>* summary)
{
    (void)suite;
    if (!plan.matrix || plan.cells.empty())
        return std::nullopt;
    // scenarios in the order the first cell ran them
    std::vector<std::pair<std::string, std::string>> scenarios;   // id, name; once each (rounds repeat them)
    for (int idx : plan.cells.front().runs) {
        std::pair<std::string, std::string> s(plan.runs[size_t(idx)].scenarioId, plan.runs[size_t(idx)].scenarioName);
        if (std::find(scenarios.begin(), scenarios.end(), s) == scenarios.end())
            scenarios.push_back(std::move(s));
    }

    ReportSection sec;
    const bool quotasOnly = std::all_of(plan.cells.begin(), plan.cells.end(),
                                        [](const SuiteCell& c) { return c.cpus.empty() && c.cpuQuota > 0; });
    const bool cpuAxis = std::any_of(plan.cells.begin(), plan.cells.end(),
                                     [](const SuiteCell& c) { return !c.cpus.empty() || c.cpuQuota > 0; });
    const bool networks = std::any_of(plan.cells.begin(), plan.cells.end(), [](const SuiteCell& c) { return c.linkFromMatrix; });
    sec.title = !networks ? sl.matrixTitle : cpuAxis ? sl.matrixTitleCpusNetworks : sl.matrixTitleNetworks;
    if (cpuAxis || !networks)
        sec.paragraphs.push_back(quotasOnly ? sl.matrixIntroQuota : sl.matrixIntro);
    if (networks)
        sec.paragraphs.push_back(sl.matrixNetworks);
    int maxRounds = 1;
    for (const auto& r : plan.runs)
        maxRounds = std::max(maxRounds, r.rounds);
    if (maxRounds > 1)
        sec.paragraphs.push_back(sl.matrixMedians);
    // The write-up's columns: requests/s, p99, the worst case, timeouts and
    // peak memory; and whether the client limited the cell.
    sec.table.header = {sl.colTarget, sl.colCpus};
    if (networks)
        sec.table.header.push_back(sl.colNetwork);
    for (const auto& [id, name] : scenarios) {
        const QString prefix = scenarios.size() > 1 ? qs(id) + QLatin1Char(' ') : QString();
        sec.table.header.push_back(prefix + l.colRps);
        sec.table.header.push_back(prefix + l.colP99);
        sec.table.header.push_back(prefix + sl.colWorst);
    }
    sec.table.header.push_back(l.colErrors);
    sec.table.header.push_back(sl.colTimeouts);
    sec.table.header.push_back(l.colPeakRss);
    sec.table.header.push_back(sl.colClient);
    sec.table.header.push_back(sl.colBound);
    sec.table.header.push_back(l.colVerdict);
    for (const auto& cell : plan.cells) {
        // "0,1", "CPU quota 1" (a quota alone: not pinned goes without saying), "0, CPU quota 1"
        QString how = !cell.cpus.empty() ? qs(formatCpuList(cell.cpus)) : cell.cpuQuota > 0 ? QString() : sl.cpusNone;
        if (how == sl.cpusNone)   // the server's own cores, as --split gave them
            for (const auto& rec : outcome.records)
                if (rec.cell == cell.index && rec.ran && rec.result.cores.serverPinned) {
                    how = qs(formatCpuList(rec.result.cores.serverCpus)) + QStringLiteral(" (--split)");
                    break;
                }
        if (cell.cpuQuota > 0)
            how += (how.isEmpty() ? QString() : QStringLiteral(", ")) + sl.cpuQuota.arg(qs(formatCpuQuota(cell.cpuQuota)));
        std::vector<QString> row = {qs(cell.targetName), how};
        if (networks) {
            auto profile = parseLinkProfile(cell.link);
            // a preset by its display name; figures (or a preset changed) as written
            const bool preset = profile && (profile->empty() || formatLinkProfile(*profile) == profile->name);
            row.push_back(preset ? linkName(*profile, l.catalog) : qs(cell.link));
        }
        uint64_t peak = 0, errors = 0, timeouts = 0;
        int evaluated = 0, passed = 0;
        bool any = false, skipped = false;
        QStringList warnings, bound;
        for (const auto& sc : scenarios) {
            const CellFigures f = cellFigures(outcome, cell.index, sc.first);
            const bool ran = !f.runs.empty();
            row.push_back(ran ? formatRps(f.rps) : QStringLiteral("-"));
            row.push_back(ran ? formatLatencyUs(f.p99Us) : QStringLiteral("-"));
            row.push_back(ran ? formatLatencyUs(f.worstUs) : QStringLiteral("-"));
            for (const auto& other : outcome.records)
                skipped = skipped || (other.cell == cell.index && other.skipped);
            for (const SuiteRunRecord* r : f.runs) {
                any = true;
                peak = std::max(peak, peakMemoryOf(r->result.target).bytes);
                errors += r->result.errors.total();
                timeouts += r->result.errors.timeout;
                for (const std::string& w : clientWarningsOf(r->result))
                    if (!warnings.contains(clientWarningName(w, l.catalog)))
                        warnings << clientWarningName(w, l.catalog);
                if (const QString b = bottleneckLabel(r->result.cores.bottleneck, l.catalog); !b.isEmpty() && !bound.contains(b))
                    bound << b;
                if (r->result.verdict.evaluated || statusFailsRun(r->result.status)) {
                    ++evaluated;
                    passed += r->passed() ? 1 : 0;
                }
            }
        }
        row.push_back(any ? formatThousands(double(errors)) : QStringLiteral("-"));
        row.push_back(any ? formatThousands(double(timeouts)) : QStringLiteral("-"));
        row.push_back(peak ? formatBytesText(peak) : QStringLiteral("-"));
        row.push_back(!any ? QStringLiteral("-") : warnings.isEmpty() ? sl.clientOk : warnings.join(QStringLiteral(", ")));
        row.push_back(bound.isEmpty() ? QStringLiteral("-") : bound.join(QStringLiteral(", ")));
        row.push_back(skipped && !any ? sl.skippedWord
                      : evaluated == 0 ? QStringLiteral("-") : passed == evaluated ? l.pass : l.fail);
        sec.table.rows.push_back(std::move(row));
    }
    for (const auto& [id, name] : scenarios) {
        ReportChart chart;
        chart.title = sl.matrixChart.arg(qs(name));
        const SuiteCell* best = nullptr;
        const SuiteCell* worst = nullptr;
        double bestRps = 0, worstRps = 0;
        for (const auto& cell : plan.cells) {
            const CellFigures f = cellFigures(outcome, cell.index, id);
            if (f.runs.empty())
                continue;
            chart.bars.push_back({qs(cell.label), f.rps, formatRps(f.rps) + QStringLiteral(" RPS"), false});
            if (!best || f.rps > bestRps) {
                best = &cell;
                bestRps = f.rps;
            }
            if (!worst || f.rps < worstRps) {
                worst = &cell;
                worstRps = f.rps;
            }
        }
        if (chart.bars.size() > 1)
            sec.charts.push_back(std::move(chart));
        if (best && worst && best != worst && worstRps > 0)
            summary->push_back(sl.matrixFastest.arg(qs(name), qs(best->label), formatRps(bestRps),
                                                    formatRatio(bestRps / worstRps), qs(worst->label)));
    }
    return sec;
}

} // namespace bw::suitereport

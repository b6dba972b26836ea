#include "suite_report.h"

#include "suite_report_parts.h"

#include "capacity/capacity_text.h"
#include "compare/comparison_report.h"
#include "report/client_warning_text.h"
#include "report/core_split_text.h"
#include "result/peak_memory.h"
#include "suite/suite_ab.h"

#include "util/units.h"
#include "target/cpu_list.h"
#include "target/size_parse.h"
#include "util/qstring_from.h"

#include <QDateTime>

#include <algorithm>
#include <QStringList>

namespace bw {

using suitereport::runTitle;

namespace {

QString describeTarget(const SuiteTarget& t, const SuiteReportLabels& sl)
{
    QString how;
    switch (t.kind) {
    case SuiteTarget::Kind::Url: how = sl.urlTarget.arg(qs(t.baseUrl)); break;
    case SuiteTarget::Kind::Demo: how = sl.demoTarget.arg(t.demoDocuments); break;
    case SuiteTarget::Kind::Launch: how = qs(describeCommand(t.launch)); break;
    }
    if (t.kind != SuiteTarget::Kind::Url) {
        if (!t.launch.cpus.empty())
            how += QStringLiteral(", ") + sl.pinned.arg(qs(formatCpuList(t.launch.cpus)));
        if (t.launch.cpuQuota > 0)
            how += QStringLiteral(", ") + sl.cpuQuota.arg(qs(formatCpuQuota(t.launch.cpuQuota)));
        if (t.launch.memoryLimitBytes)
            how += QStringLiteral(", ") + sl.memoryLimit.arg(qs(formatMemorySize(t.launch.memoryLimitBytes)));
        if (!t.container.empty())
            how += QStringLiteral(", ") + sl.container.arg(qs(t.container));
    }
    return how;
}

// The cell, or an A/B scenario's side: "v2 (B)".
QString runTarget(const SuiteRunRecord& r)
{
    return r.side.empty() ? qs(r.cellLabel) : qs(r.targetName) + (r.side == "b" ? QStringLiteral(" (B)") : QStringLiteral(" (A)"));
}

// The bottleneck's short name, "-" when not judged.
QString boundBy(const CoreSplit& c, const TextCatalog& catalog)
{
    const QString label = bottleneckLabel(c.bottleneck, catalog);
    return label.isEmpty() ? QStringLiteral("-") : label;
}

ReportTable allRunsTable(const SuiteOutcome& o, const ReportLabels& l, const SuiteReportLabels& sl)
{
    ReportTable t;
    t.header = {sl.colScenario, sl.colTarget, l.colRps, l.colP50, l.colP99, l.colErrors, l.colPeakRss, sl.colBound, l.colVerdict,
                sl.colHeadroom};
    for (const auto& r : o.records) {
        if (!r.ran) {
            t.rows.push_back({qs(r.scenarioId), runTarget(r), QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"),
                              QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"), r.skipped ? sl.skippedWord : l.fail,
                              QString()});
            continue;
        }
        const RunResult& res = r.result;
        t.rows.push_back({qs(r.scenarioId), runTarget(r), formatRps(res.rps), formatLatencyUs(res.latencySummary.p50Us),
                          formatLatencyUs(judgedP99Us(res)), formatPercent(res.errorRate()),
                          peakMemoryOf(res.target).bytes ? formatBytesText(peakMemoryOf(res.target).bytes) : QStringLiteral("-"),
                          boundBy(res.cores, l.catalog),
                          r.notJudged() ? l.notJudged : r.capacity ? (r.passed() ? l.pass : l.fail) : verdictCell(res, l),
                          r.capacity ? capacityHeadroomText(*r.capacity, l.catalog)
                          : res.verdict.evaluated ? headroomLine(res.verdict, res.slo, l) : QString()});
    }
    return t;
}

} // namespace

QString suiteHeadroomText(const RunResult& r, const QString& language)
{
    return headroomLine(r.verdict, r.slo, reportLabelsFor(language));
}

ReportDocument buildSuiteReport(const Suite& suite, const SuitePlan& plan, const SuiteOutcome& outcome,
                                const std::vector<ResolvedBaseline>& baselines, const QString& language)
{
    const ReportLabels l = reportLabelsFor(language);
    const SuiteReportLabels sl = suiteReportLabelsFor(language);
    const std::string lang = l.language.toStdString();
    const bool manyCells = plan.cells.size() > 1;

    std::vector<RunResult> results;
    std::vector<const SuiteRunRecord*> ran;
    for (const auto& r : outcome.records) {
        if (!r.ran)
            continue;
        RunResult copy = r.result;
        copy.name = runTitle(r, manyCells).toStdString();
        results.push_back(std::move(copy));
        ran.push_back(&r);
    }
    ReportOptions opts;
    opts.labels = l;
    ReportDocument d = buildReport(results, opts);

    const std::string title = suite.report.title.in(lang);
    d.title = title.empty() ? sl.title.arg(qs(suite.name)) : qs(title);
    if (d.runDate.isEmpty() && outcome.startedAtMs)
        d.runDate = l.runDate.arg(QDateTime::fromMSecsSinceEpoch(outcome.startedAtMs).toUTC().toString(Qt::ISODateWithMs));
    const std::string intro = suite.report.intro.in(lang);
    const std::string description = suite.description.in(lang);
    if (!intro.empty())
        d.intro = qs(intro);
    else if (!description.empty())
        d.intro = qs(description) + (d.intro.isEmpty() ? QString() : QStringLiteral(" ") + d.intro);

    // Summary: how the suite went, the verdicts, each run's figures, the matrix's winners.
    std::vector<QString> summary;
    if (outcome.status == SuiteStatus::Stopped)
        summary.push_back(sl.stopped);
    if (int(outcome.records.size()) < outcome.plannedRuns || results.size() < outcome.records.size())
        summary.push_back(sl.ranOf.arg(results.size()).arg(outcome.plannedRuns));
    int withSlo = 0;
    QStringList failed;
    for (const auto& r : outcome.records) {
        if (r.skipped || r.notJudged() || (r.ran && !r.result.verdict.evaluated))
            continue;   // a skipped or stopped run is neither passed nor failed
        ++withSlo;
        if (!r.passed())
            failed << runTitle(r, manyCells);
    }
    if (withSlo > 0)
        summary.push_back(failed.isEmpty() ? allPassedSentence(l, int(withSlo))
                                           : l.someFailed.arg(failed.size()).arg(withSlo).arg(failed.join(QStringLiteral(", "))));
    for (size_t i = 0; i < results.size(); ++i)
        summary.push_back(ran[i]->capacity   // a search: its answer, not its best step's figures
                              ? sl.capacityAnswer.arg(qs(results[i].name), capacityAnswer(*ran[i]->capacity, l.catalog))
                              : l.runRecorded.arg(qs(results[i].name), formatRps(results[i].rps), formatLatencyUs(judgedP99Us(results[i]))));
    if (const int skipped = outcome.skippedCount()) {
        QStringList missing;
        for (const auto& r : outcome.records)
            if (r.skipped && !missing.contains(qs(r.missingProgram)))
                missing << qs(r.missingProgram);
        summary.push_back(sl.skippedSummary.arg(skipped).arg(outcome.plannedRuns).arg(missing.join(QStringLiteral(", "))));
    }
    // Runs the client could not load fully: said plainly, once, in the summary.
    QStringList limited;
    for (size_t i = 0; i < results.size(); ++i)
        if (!clientWarningsOf(results[i]).empty())
            limited << qs(results[i].name);
    if (!limited.isEmpty())
        summary.push_back(sl.clientLimited.arg(limited.size()).arg(results.size()).arg(limited.join(QStringLiteral(", "))));
    auto matrix = suitereport::matrixSection(suite, plan, outcome, l, sl, &summary);
    d.summaryBullets = summary;

    // Headroom cards and run sections name the scenario id as the reference does.
    for (size_t i = 0; i < ran.size() && i < d.headroom.size(); ++i) {
        d.headroom[i].subtitle = qs(ran[i]->scenarioId);
        d.headroom[i].line = headroomLine(results[i].verdict, results[i].slo, l);
        if (const auto& c = ran[i]->capacity) {   // the max sustainable rate against the floor
            const CapacityStep* best = c->bestStep();
            d.headroom[i].line = capacityHeadroomText(*c, l.catalog);
            d.headroom[i].evaluated = true;
            d.headroom[i].pass = ran[i]->passed();
            d.headroom[i].rpsRatio = c->floorRatio();
            d.headroom[i].p99Headroom = best && best->figures.p99Us > 0 ? c->slo.maxP99Us / best->figures.p99Us : 0;
        }
    }
    for (size_t i = 0; i < ran.size() && i < d.runs.size(); ++i) {
        const SuiteScenario* sc = suite.findScenario(ran[i]->scenarioId);
        d.runs[i].subtitle = qs(ran[i]->scenarioId) + QStringLiteral(" - ") + qs(results[i].config.method) + QLatin1Char(' ')
                             + qs(sc ? sc->path : std::string());
        if (sc)
            d.runs[i].description = qs(sc->description.in(lang));
    }

    // One table of every run instead of ratios against one run: the
    // scenarios of a suite measure different things.
    d.comparisonIntro = sl.allRunsIntro;
    d.comparisonTable = allRunsTable(outcome, l, sl);
    d.rpsChart = {};
    d.p99Chart = {};

    // Environment: the machine (from the runs), then the suite and its targets.
    d.environment.push_back({sl.suiteName, qs(suite.name)});
    if (!suite.filePath.empty())
        d.environment.push_back({sl.suiteFile, qs(suite.filePath)});
    // Each target's runtime goes on its own line below, not in one line of all.
    d.environment.erase(std::remove_if(d.environment.begin(), d.environment.end(),
                                       [&](const ReportItem& i) { return i.key == l.targetRuntime; }),
                        d.environment.end());
    std::vector<std::string> described;
    for (const auto& cell : plan.cells) {
        for (const std::string& name : {cell.targetName, cell.targetNameB}) {
            const SuiteTarget* t = name.empty() ? nullptr : suite.findTarget(name);
            if (!t || std::find(described.begin(), described.end(), name) != described.end())
                continue;
            described.push_back(name);
            QString how = describeTarget(*t, sl);
            for (const auto& r : outcome.records) {
                if (r.ran && r.targetName == name && !r.result.environment.targetRuntime.empty()) {
                    how += QStringLiteral(", ") + sl.runtime.arg(qs(r.result.environment.targetRuntime));
                    break;
                }
            }
            d.environment.push_back({sl.targetLine.arg(qs(t->name)), how});
        }
    }
    for (const auto& [k, v] : suite.report.environment)
        d.environment.push_back({qs(k), qs(v)});

    if (auto s = suitereport::baselineSection(suite, outcome, baselines, manyCells, l, sl))
        d.extraSections.push_back(std::move(*s));
    if (matrix)
        d.extraSections.push_back(std::move(*matrix));
    if (auto c = suitereport::capacitySection(outcome, manyCells, l, sl))
        d.extraSections.push_back(std::move(*c));
    // A/B scenarios: side a's runs against side b's, as `benchwork-cli ab` compares them.
    const TextCatalog catalog = TextCatalog::forLanguage(language);
    for (const SuiteAbComparison& c : suiteAbComparisons(outcome)) {
        ReportSection s = significanceSection({{QStringLiteral("A"), c.sides.a}, {QStringLiteral("B"), c.sides.b}}, 0, catalog);
        s.title = sl.abTitle.arg(qs(c.scenarioName));
        s.paragraphs.insert(s.paragraphs.begin(), sl.abIntro.arg(qs(c.targetA), qs(c.targetB)).arg(c.rounds));
        if (c.roundGroupId)
            s.paragraphs.push_back(sl.abGroup.arg(c.roundGroupId));
        d.extraSections.push_back(std::move(s));
    }
    ReportSection notRun;
    notRun.title = sl.notRunTitle;
    for (const auto& r : outcome.records) {
        if (r.skipped)
            notRun.paragraphs.push_back(r.install.empty()
                                            ? sl.skippedNoAdvice.arg(qs(r.scenarioName), qs(r.cellLabel), qs(r.missingProgram))
                                            : sl.skipped.arg(qs(r.scenarioName), qs(r.cellLabel), qs(r.missingProgram), qs(r.install)));
        else if (!r.ran)
            notRun.paragraphs.push_back(sl.notRun.arg(qs(r.scenarioName), qs(r.cellLabel), qs(r.error)));
    }
    if (!notRun.paragraphs.empty())
        d.extraSections.push_back(std::move(notRun));
    const std::string conclusion = suite.report.conclusion.in(lang);
    if (!conclusion.empty()) {
        ReportSection c;
        c.title = sl.conclusionTitle;
        c.paragraphs.push_back(qs(conclusion));
        d.extraSections.push_back(std::move(c));
    }
    return d;
}

} // namespace bw

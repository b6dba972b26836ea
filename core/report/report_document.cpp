#include "report_document.h"

#include "history/run_record.h"
#include "report/client_warning_text.h"
#include "report/core_split_text.h"
#include "report/link_text.h"
#include "result/peak_memory.h"
#include "result/run_outcome.h"
#include "report/flow_table.h"
#include "result/watch_text.h"
#include "report/request_table.h"
#include "util/units.h"
#include "util/qstring_from.h"

#include <QDateTime>
#include <QStringList>

#include <algorithm>

namespace bw {

namespace {

// A saved run by its history id (with name and tags); an unsaved one by its
// name, or "run 3" (its place in this report, never written "#3", which reads as an id).
QString runName(const RunResult& r, size_t index, const ReportLabels& l)
{
    if (r.historyId > 0)
        return qs(runLabel(r.historyId, r.name, r.tags));
    return r.name.empty() ? l.unsavedRun.arg(index + 1) : qs(r.name);
}

// A level as the report writes it: whole VUs, or a rate.
QString levelText(double v, bool rate) { return rate ? formatRps(v) : formatThousands(v); }

QString stagesText(const LoadConfig& c, const ReportLabels& l)
{
    if (c.stages.empty())
        return {};
    QStringList steps;
    for (const RampStage& s : c.stages)
        steps << l.stageStep.arg(formatSeconds(s.durationSec), levelText(s.target, c.rate > 0));
    return l.loadStages.arg(steps.join(QStringLiteral(", ")));
}

QString loadProfile(const RunResult& r, const ReportLabels& l)
{
    const LoadConfig& c = r.config;
    const double measured = r.measuredSec > 0 ? r.measuredSec : c.measuredSeconds();
    if (c.requests > 0)
        return l.loadCount.arg(formatThousands(double(c.requests))).arg(c.connections).arg(formatSeconds(c.warmupSec)) + stagesText(c, l);
    if (c.rate > 0)
        return l.loadOpen.arg(formatRps(c.rate)).arg(c.connections).arg(formatSeconds(c.warmupSec), formatSeconds(measured))
               + stagesText(c, l);
    return l.loadClosed.arg(c.connections).arg(formatSeconds(c.warmupSec), formatSeconds(measured)) + stagesText(c, l);
}

// "the load was changed during the run: at 4.05 s from 50 to 400 virtual users, ..."
QString loadChangesText(const RunResult& r, const QString& name, const ReportLabels& l)
{
    QStringList items;
    for (const LoadChange& ch : r.loadChanges) {
        const bool rate = ch.knob == LoadKnob::Rate;
        items << (rate ? l.changeRate : l.changeVus)
                     .arg(QString::number(ch.atSec, 'f', 2), levelText(ch.from, rate), levelText(ch.to, rate));
    }
    return l.loadChanged.arg(name, items.join(QStringLiteral(", ")));
}

QString machineName(const Environment& e)
{
    if (!e.machineModel.empty())
        return qs(e.machineModel);
    if (!e.hostname.empty())
        return qs(e.hostname);
    return QStringLiteral("?");
}

ReportRunSection runSection(const RunResult& r, size_t index, const ReportLabels& l)
{
    ReportRunSection s;
    s.name = runName(r, index, l);
    s.subtitle = qs(r.config.url);
    const Slo& slo = r.slo;
    const SloVerdict& v = r.verdict;
    s.bullets.push_back(slo.minRps > 0 ? l.rpsLine.arg(formatRps(r.rps), formatRps(slo.minRps))
                                       : l.rpsLineNoTarget.arg(formatRps(r.rps)));
    const double p99 = judgedP99Us(r);
    s.bullets.push_back(slo.maxP99Us > 0 ? l.p99Line.arg(formatLatencyUs(p99), formatLatencyUs(slo.maxP99Us))
                                         : l.p99LineNoTarget.arg(formatLatencyUs(p99)));
    if (r.errors.total() > 0 || slo.maxErrorRate >= 0) {
        const QString n = formatThousands(double(r.errors.total()));
        s.bullets.push_back(slo.maxErrorRate >= 0
                                ? l.errorLine.arg(n, formatPercent(r.errorRate()), formatPercent(slo.maxErrorRate))
                                : l.errorLineNoTarget.arg(n, formatPercent(r.errorRate())));
    }
    QString last;
    if (const PeakMemory peak = peakMemoryOf(r.target); peak.bytes)
        last = l.rssLine.arg(formatBytesText(peak.bytes), peakMemorySourceText(peak, l.catalog));
    if (v.evaluated || v.notJudged)
        last += (last.isEmpty() ? QString() : QStringLiteral(" ")) + l.resultLine.arg(v.notJudged ? l.notJudged : v.pass ? l.pass : l.fail);
    if (!last.isEmpty())
        s.bullets.push_back(last);
    if (statusFailsRun(r.status))
        s.bullets.push_back(l.failedRun.arg(s.name, QLatin1String(runStatusName(r.status)), qs(r.statusMessage)));
    else if (r.status != RunStatus::Complete)
        s.bullets.push_back(l.endedEarly.arg(s.name, QLatin1String(runStatusName(r.status)), qs(r.statusMessage)));
    if (!r.overlappingRuns.empty())
        s.bullets.push_back(l.overlapped.arg(s.name, qs(runIdList(r.overlappingRuns))));
    if (const QString w = watchNoteText(r.target.watch, l.catalog); !w.isEmpty())
        s.bullets.push_back(w);
    if (!r.loadChanges.empty())
        s.bullets.push_back(loadChangesText(r, s.name, l));
    if (const QString cores = coresLine(r.cores, l.catalog); !cores.isEmpty())
        s.bullets.push_back(cores);
    if (const QString link = linkLine(r, l.catalog); !link.isEmpty())
        s.bullets.push_back(link);
    for (const std::string& w : clientWarningsOf(r))
        s.bullets.push_back(l.clientWarning.arg(s.name, clientWarningName(w, l.catalog), clientWarningSentence(r, w, l.catalog)));
    const LatencySummary& lat = r.config.rate > 0 && r.latencyIntended.count() ? r.latencyIntendedSummary : r.latencySummary;
    s.latency = {{l.colP50, formatLatencyUs(lat.p50Us)},
                 {l.colP90, formatLatencyUs(lat.p90Us)},
                 {l.colP99, formatLatencyUs(lat.p99Us)},
                 {QStringLiteral("p99.9"), formatLatencyUs(lat.p999Us)},
                 {l.colMax, formatLatencyUs(lat.maxUs)}};
    if (!r.config.mix.empty())
        s.bullets.insert(s.bullets.begin(), requestSetText(r.config.mix, l));
    s.requests = requestTable(r, l);
    s.flows = flowTable(r, l);
    s.steps = stepTable(r, l);
    s.stepNotes = stepFailureNotes(r, l);
    return s;
}

} // namespace

double judgedP99Us(const RunResult& r)
{
    if (r.config.rate > 0 && r.latencyIntended.count())
        return r.latencyIntendedSummary.p99Us;
    return r.latencySummary.p99Us;
}

QString verdictCell(const RunResult& r, const ReportLabels& l)
{
    if (statusFailsRun(r.status))
        return l.fail;
    if (r.verdict.notJudged)
        return l.notJudged;
    return r.verdict.evaluated ? (r.verdict.pass ? l.pass : l.fail) : QStringLiteral("-");
}

QString headroomLine(const SloVerdict& v, const Slo& slo, const ReportLabels& l)
{
    if (v.notJudged)
        return l.notJudged;
    const QString text = v.evaluated ? headroomText(slo, v, l.catalog) : QString();
    return text.isEmpty() ? l.noSlo : text;
}

ReportDocument buildReport(const std::vector<RunResult>& runs, const ReportOptions& options)
{
    ReportDocument d;
    const ReportLabels& l = options.labels;
    d.labels = l;
    d.title = options.title.isEmpty() ? l.title : options.title;
    if (runs.empty())
        return d;
    const size_t base = size_t(std::clamp(options.baselineIndex, 0, int(runs.size()) - 1));
    const RunResult& first = runs.front();
    d.runDate = l.runDate.arg(QDateTime::fromMSecsSinceEpoch(first.startedAtMs).toUTC().toString(Qt::ISODateWithMs));
    const bool recorded = !first.environment.benchworkVersion.empty();   // imported runs have no environment
    d.intro = recorded ? l.intro.arg(qs(first.environment.benchworkVersion), machineName(first.environment)) : l.introImported;

    // Summary bullets.
    int withSlo = 0;
    QStringList failed;
    int unjudged = 0;
    for (size_t i = 0; i < runs.size(); ++i) {
        unjudged += runs[i].verdict.notJudged ? 1 : 0;
        if (!runs[i].verdict.evaluated)
            continue;
        ++withSlo;
        if (!runs[i].verdict.pass)
            failed << runName(runs[i], i, l);
    }
    if (withSlo > 0)
        d.summaryBullets.push_back(failed.isEmpty() ? allPassedSentence(l, int(withSlo))
                                                    : l.someFailed.arg(failed.size()).arg(withSlo).arg(failed.join(QStringLiteral(", "))));
    for (size_t i = 0; i < runs.size(); ++i)
        d.summaryBullets.push_back(l.runRecorded.arg(runName(runs[i], i, l), formatRps(runs[i].rps), formatLatencyUs(judgedP99Us(runs[i]))));
    if (runs.size() > 1) {
        size_t best = 0;
        for (size_t i = 1; i < runs.size(); ++i)
            if (runs[i].rps > runs[best].rps)
                best = i;
        if (best != base && runs[base].rps > 0)
            d.summaryBullets.push_back(l.fastest.arg(runName(runs[best], best, l), formatRps(runs[best].rps),
                                                     formatRatio(runs[best].rps / runs[base].rps), runName(runs[base], base, l)));
    }

    // SLO headroom (a run not judged says so in its line).
    if (withSlo + unjudged > 0) {
        for (size_t i = 0; i < runs.size(); ++i) {
            const RunResult& r = runs[i];
            ReportHeadroom h;
            h.name = runName(r, i, l);
            h.subtitle = qs(r.config.url);
            h.line = headroomLine(r.verdict, r.slo, l);
            h.evaluated = r.verdict.evaluated;
            h.pass = r.verdict.pass;
            h.notJudged = r.verdict.notJudged;
            h.rpsRatio = r.verdict.rpsRatio;
            h.p99Headroom = r.verdict.p99Headroom;
            d.headroom.push_back(h);
        }
    }

    // Comparison table (also a one-row results table for a single run) and charts.
    d.comparisonIntro = l.comparisonIntro.arg(runName(runs[base], base, l));
    d.comparisonTable.header = {l.colRun, l.colRps, l.colVsBaseline, l.colP50, l.colP99, l.colErrors, l.colPeakRss, l.colVerdict};
    const bool single = runs.size() == 1;   // one run: no baseline column
    for (size_t i = 0; i < runs.size(); ++i) {
        const RunResult& r = runs[i];
        const double ratio = runs[base].rps > 0 ? r.rps / runs[base].rps : 0;
        d.comparisonTable.rows.push_back(
            {runName(r, i, l), formatRps(r.rps), i == base ? l.baselineMark : formatRatio(ratio) + QLatin1Char('x'),
             formatLatencyUs(r.latencySummary.p50Us), formatLatencyUs(judgedP99Us(r)),
             formatPercent(r.errorRate()), peakMemoryOf(r.target).bytes ? formatBytesText(peakMemoryOf(r.target).bytes) : QStringLiteral("-"),
             verdictCell(r, l)});
        if (single)
            d.comparisonTable.rows.back().erase(d.comparisonTable.rows.back().begin() + 2);
    }
    if (single)
        d.comparisonTable.header.erase(d.comparisonTable.header.begin() + 2);
    if (runs.size() > 1) {
        d.rpsChart.title = l.chartRps;
        d.p99Chart.title = l.chartP99;
        for (size_t i = 0; i < runs.size(); ++i) {
            const RunResult& r = runs[i];
            d.rpsChart.bars.push_back({runName(r, i, l), r.rps, formatRps(r.rps) + QStringLiteral(" RPS"), i == base});
            d.p99Chart.bars.push_back({runName(r, i, l), judgedP99Us(r), formatLatencyUs(judgedP99Us(r)), i == base});
        }
    } else if (!first.series.empty()) {
        d.perSecondChart.title = l.perSecond;
        d.perSecondChart.unit = l.colRps;
        for (const SecondStats& s : first.series)
            if (!s.warmup)
                d.perSecondChart.bars.push_back({QString::number(s.second), double(s.requests),
                                                 formatThousands(double(s.requests)), false});
    }

    // The percentile spectrum: a curve per run (two for a fixed-rate run).
    d.spectrum.title = l.spectrum;
    d.spectrum.intro = l.spectrumIntro;
    d.spectrum.axis = l.spectrumAxis;
    for (size_t i = 0; i < runs.size(); ++i) {
        const RunResult& r = runs[i];
        if (r.latency.count() == 0)
            continue;
        const QString name = runName(r, i, l);
        if (r.latencyIntended.count() > 0) {
            d.spectrum.curves.push_back({l.spectrumCorrected.arg(name), int(i), false, percentileSpectrum(r.latencyIntended)});
            d.spectrum.curves.push_back({l.spectrumUncorrected.arg(name), int(i), true, percentileSpectrum(r.latency)});
        } else {
            d.spectrum.curves.push_back({name, int(i), false, percentileSpectrum(r.latency)});
        }
    }

    // Environment and load profile (of the first run; runs of one report
    // normally share a machine).
    const Environment& e = first.environment;
    d.environmentIntro = recorded ? l.environmentIntro.arg(machineName(e)) : l.environmentUnknown;
    auto add = [&d](const QString& k, const QString& v) {
        if (!v.isEmpty())
            d.environment.push_back({k, v});
    };
    add(l.machine, qs(e.machineModel));
    add(l.hostname, qs(e.hostname));
    add(l.os, qs(e.os));
    add(l.kernel, qs(e.kernel));
    if (!e.cpuModel.empty())
        add(l.cpu, l.cpuCores.arg(qs(e.cpuModel)).arg(e.cores));
    if (e.memoryBytes)
        add(l.memory, QString::number(double(e.memoryBytes) / (1024.0 * 1024 * 1024), 'f', 1) + QStringLiteral(" GiB"));
    add(l.benchworkVersion, qs(e.benchworkVersion));
    add(l.curlVersion, qs(e.curlVersion));
    add(l.qtVersion, qs(e.qtVersion));
    // Every runtime the runs' targets ran on, once each, in run order.
    QStringList runtimes;
    for (const RunResult& r : runs)
        if (!r.environment.targetRuntime.empty() && !runtimes.contains(qs(r.environment.targetRuntime)))
            runtimes << qs(r.environment.targetRuntime);
    add(l.targetRuntime, runtimes.join(QStringLiteral("; ")));
    add(l.engine, qs(first.engineUsed) + (first.httpVersion.empty() ? QString() : QStringLiteral(", ") + qs(first.httpVersion)));
    add(l.loadProfile, loadProfile(first, l));

    // The environment lists the first run's load profile; when the runs were
    // loaded differently, each section says its own.
    bool sameLoad = true;
    for (const RunResult& r : runs)
        sameLoad = sameLoad && loadProfile(r, l) == loadProfile(first, l);
    for (size_t i = 0; i < runs.size(); ++i) {
        d.runs.push_back(runSection(runs[i], i, l));
        if (!sameLoad)
            d.runs.back().bullets.insert(d.runs.back().bullets.begin(), l.loadProfile + QStringLiteral(": ") + loadProfile(runs[i], l));
    }
    return d;
}

ReportTable itemsAcross(const std::vector<ReportItem>& items)
{
    ReportTable t;
    std::vector<QString> values;
    for (const ReportItem& i : items) {
        t.header.push_back(i.key);
        values.push_back(i.value);
    }
    t.rows.push_back(std::move(values));
    return t;
}

} // namespace bw

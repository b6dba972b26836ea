#pragma once
// The content of a run or comparison report, independent of its format:
// buildReport() decides what is said (with ReportLabels), the Markdown and
// HTML writers only lay it out. Shaped like the reference benchmark report:
// summary bullets, SLO headroom, comparison bars, environment, load
// profile, one section per run. Pure functions, any thread.
#include "report/report_labels.h"
#include "result/run_result.h"
#include "result/verdict_text.h"
#include "stats/percentile_spectrum.h"

#include <QString>

#include <vector>

namespace bw {

struct ReportBar {
    QString label;
    double value = 0;            // bar length, in the chart's unit
    QString valueText;           // printed at the bar's end
    bool baseline = false;
};

struct ReportChart {
    QString title;
    QString unit;                // of the values ("RPS"), said with the axis's maximum; may be empty
    std::vector<ReportBar> bars;
    bool empty() const { return bars.empty(); }
};

// One curve of the percentile spectrum (bw::percentileSpectrum()).
struct ReportCurve {
    QString name;
    int color = 0;               // index into the writer's colour list (one per run)
    bool dashed = false;         // a fixed-rate run's uncorrected curve
    std::vector<SpectrumPoint> points;
};

struct ReportSpectrum {
    QString title;
    QString intro;
    QString axis;                // the y axis's title
    std::vector<ReportCurve> curves;
    bool empty() const { return curves.empty(); }
};

struct ReportItem {
    QString key;
    QString value;
};

struct ReportHeadroom {
    QString name;
    QString subtitle;            // target URL
    QString line;                // "2.4x RPS target, 6.2x p99 headroom" or "no SLO"
    bool evaluated = false;
    bool pass = false;
    bool notJudged = false;      // stopped or interrupted before its end: neither PASS nor FAIL
    double rpsRatio = 0;
    double p99Headroom = 0;
};

struct ReportTable {
    std::vector<QString> header;
    std::vector<std::vector<QString>> rows;
    int textColumns = 1;         // the first columns hold text (left-aligned); the rest figures
};

struct ReportRunSection {
    QString name;
    QString subtitle;            // target URL
    QString description;         // what the run measures (suite scenarios); may be empty
    std::vector<QString> bullets;
    std::vector<ReportItem> latency;    // p50, p90, p99, p99.9, max
    ReportTable requests;               // a request set's entries, one row each (empty without a set)
    ReportTable flows;                  // a set's flows, one row each (empty without flows)
    ReportTable steps;                  // every flow's steps, one row each
    std::vector<QString> stepNotes;     // "shop / item failed: status 200 x12"
};


// Items as a one-row table: their keys the header, their values the row
// (a run's latency percentiles, across).
ReportTable itemsAcross(const std::vector<ReportItem>& items);

// A section after the runs (suite reports: comparison with baselines, the
// matrix table, the conclusion; capacity and sweep reports' curves):
// paragraphs, then figures, then charts, then a table.
struct ReportSection {
    QString title;
    std::vector<QString> paragraphs;
    // Inline SVG elements (xy_chart_svg.h), drawn by the core; both writers
    // embed them as they are (Markdown as raw HTML blocks).
    std::vector<QString> figures;
    std::vector<ReportChart> charts;
    ReportTable table;
};

struct ReportDocument {
    ReportLabels labels;
    QString title;
    QString runDate;
    QString intro;
    std::vector<QString> summaryBullets;
    std::vector<ReportHeadroom> headroom;    // empty when no run had an SLO
    QString comparisonIntro;
    ReportTable comparisonTable;             // one row per run (also for a single run)
    ReportChart rpsChart;                    // only with two or more runs
    ReportChart p99Chart;
    ReportChart perSecondChart;              // only for a single run with a series
    ReportSpectrum spectrum;                 // every run with measured latency
    QString environmentIntro;
    std::vector<ReportItem> environment;     // machine, OS, ..., load profile
    std::vector<ReportRunSection> runs;
    std::vector<ReportSection> extraSections;
};

struct ReportOptions {
    ReportLabels labels = englishReportLabels();
    QString title;               // empty: labels.title
    int baselineIndex = 0;       // index into runs of the comparison baseline
};

ReportDocument buildReport(const std::vector<RunResult>& runs, const ReportOptions& options);

// The p99 a run is judged on: the corrected latency in the open model.
double judgedP99Us(const RunResult& r);
// headroomText() in the labels' language ("2.4x RPS target, 6.2x p99
// headroom", one half, or the error-rate part), or labels.noSlo.
QString headroomLine(const SloVerdict& v, const Slo& slo, const ReportLabels& labels);
// A run's verdict cell: FAIL for a run that failed whatever its SLO (its
// target ended during it, nothing completed: result/run_outcome.h), else
// PASS/FAIL of its SLO, "-" without one.
QString verdictCell(const RunResult& r, const ReportLabels& labels);

} // namespace bw

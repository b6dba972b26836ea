#pragma once
// A capacity search or a load sweep as a report (history export of a
// 'capacity' or 'sweep' group, md/html/json): the answer and the bracket,
// headroom against the RPS floor, the curve as inline SVG, every step in a
// table, the machine and, for a search, the latency spectrum at the max
// sustainable rate and at the first failing one. Built on the report model
// (report_document.h), so reportToMarkdown() and reportToHtml() write it.
// `runs` are the steps' runs from the history (any of them, matched by
// history id; none: no environment or spectrum). Pure; any thread.
#include "capacity/capacity_result.h"
#include "capacity/sweep_result.h"
#include "report/capacity_report_labels.h"
#include "report/report_document.h"
#include "report/xy_chart_svg.h"

#include <QJsonObject>

#include <vector>

namespace bw {

// The charts, for the reports (and for anyone drawing the same curves).
XyChart capacityChart(const CapacityResult& r, const CapacityReportLabels& l);
XyChart sweepThroughputChart(const SweepResult& r, const CapacityReportLabels& l);
XyChart sweepLatencyChart(const SweepResult& r, const CapacityReportLabels& l);

ReportDocument buildCapacityReport(const CapacityResult& r, const std::vector<RunResult>& runs, const ReportOptions& options);
ReportDocument buildSweepReport(const SweepResult& r, const std::vector<RunResult>& runs, const ReportOptions& options);

// benchwork.capacity/1 or benchwork.sweep/1 with "runs": the steps' runs as
// benchwork.run/1 objects (secrets redacted, no histograms), in step order.
QJsonObject capacityExportJson(const CapacityResult& r, const std::vector<RunResult>& runs);
QJsonObject sweepExportJson(const SweepResult& r, const std::vector<RunResult>& runs);

} // namespace bw

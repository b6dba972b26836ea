#pragma once
// The suite report's own sections, built by suite_report_sections.cpp for
// buildSuiteReport(). Internal to core/suite.
#include "report/report_document.h"
#include "suite/suite.h"
#include "suite/suite_baselines.h"
#include "suite/suite_outcome.h"
#include "suite/suite_plan.h"
#include "suite/suite_report_labels.h"

#include <optional>

namespace bw::suitereport {

// "Pure HTTP" for single-configuration suites, "json @ node-cluster @ cpus 0-1" otherwise.
QString runTitle(const SuiteRunRecord& r, bool manyCells);

std::optional<ReportSection> baselineSection(const Suite& suite, const SuiteOutcome& outcome,
                                             const std::vector<ResolvedBaseline>& baselines, bool manyCells,
                                             const ReportLabels& l, const SuiteReportLabels& sl);
// Also appends one "fastest" bullet per scenario to *summary.
std::optional<ReportSection> matrixSection(const Suite& suite, const SuitePlan& plan, const SuiteOutcome& outcome,
                                           const ReportLabels& l, const SuiteReportLabels& sl, std::vector<QString>* summary);

// Capacity scenarios (suite_report_capacity.cpp): each answer, a table,
// headroom bars against the RPS floor beside the fixed-load runs', and each
// search's curve. Nullopt when the suite had none.
std::optional<ReportSection> capacitySection(const SuiteOutcome& outcome, bool manyCells, const ReportLabels& l,
                                             const SuiteReportLabels& sl);

} // namespace bw::suitereport

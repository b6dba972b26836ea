#pragma once
// A suite run as a report laid out like the reference benchmark report:
// summary bullets, SLO headroom at a glance, every run in a table, test
// environment, each scenario's figures and verdict with its description,
// then comparison with baselines, the matrix table (matrix suites), runs that
// could not run and the suite's conclusion. Built on the run/comparison
// report model (report/report_document.h), so reportToHtml() and
// reportToMarkdown() write it. Pure; any thread.
#include "report/report_document.h"
#include "suite/suite.h"
#include "suite/suite_baselines.h"
#include "suite/suite_outcome.h"
#include "suite/suite_plan.h"

#include <QString>

#include <vector>

namespace bw {

// language: "en" or "ko" (labels and the suite file's texts in that language).
// The headroom text of one run in that language (headroomLine(), the verdict
// sentence of result/verdict_text.h): "2.4x RPS target, 6.2x p99 headroom",
// or "0.01% errors, ceiling 1%" for an SLO on the error rate alone, or "no SLO".
QString suiteHeadroomText(const RunResult& r, const QString& language);

ReportDocument buildSuiteReport(const Suite& suite, const SuitePlan& plan, const SuiteOutcome& outcome,
                                const std::vector<ResolvedBaseline>& baselines, const QString& language);

} // namespace bw

#pragma once
// A run's flows in a report (docs/flows.md): the flows table (iterations,
// iterations/s, failed, iteration time p50/p99, SLO) and the steps table
// (flow, step, method, path, requests, p50, p99, errors, check failures,
// skipped, SLO), with a line per step naming the checks that failed. The
// latency is the judged one: corrected in the open model. Pure; any thread.
#include "report/report_document.h"

namespace bw {

ReportTable flowTable(const RunResult& r, const ReportLabels& l);
ReportTable stepTable(const RunResult& r, const ReportLabels& l);
// "shop / item failed: status 200 x12, a missing {{id}} x3", one per step with failures.
std::vector<QString> stepFailureNotes(const RunResult& r, const ReportLabels& l);

} // namespace bw

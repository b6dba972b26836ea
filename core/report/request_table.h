#pragma once
// A request set in a report: the sentence that names it (source, entries,
// order, seed) and the per-request table, one row per entry (request,
// method, path, requests, share, RPS, p50, p99, errors, and the entry's
// SLO verdict when it has one). The latency is the judged one: corrected
// in the open model. Pure; any thread.
#include "report/report_document.h"

namespace bw {

ReportTable requestTable(const RunResult& r, const ReportLabels& l);
// "mix.json: 3 requests, picked by weight, seed 42"; empty without a set.
QString requestSetText(const RequestSet& set, const ReportLabels& l);

} // namespace bw

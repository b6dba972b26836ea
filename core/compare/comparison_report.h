#pragma once
// The statistical comparison as a report section (Markdown and HTML
// reports, suite reports): for each compared side against side A, the
// headline sentence, the warnings and a table of metric | A | B | change,
// A and B as "median ±interval". Pure; any thread.
#include "compare/run_comparison.h"
#include "report/report_document.h"

#include <vector>

namespace bw {

struct ReportSide {
    QString label;                  // "#12", "g3:a"
    std::vector<RunResult> runs;    // its samples
};

// Empty (no title) for fewer than two sides. sides[base] is A.
ReportSection significanceSection(const std::vector<ReportSide>& sides, size_t base, const TextCatalog& catalog,
                                  const ComparisonSettings& settings = {});

} // namespace bw

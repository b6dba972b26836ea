#pragma once
// A ReportDocument as one self-contained HTML file: inline CSS, inline SVG
// bar charts, no scripts, no external assets (no src or href). Any thread.
#include "report/report_document.h"

namespace bw {

QString reportToHtml(const ReportDocument& doc);

} // namespace bw

#pragma once
// A ReportDocument as Markdown (GitHub flavour: tables, no HTML). Bars are
// drawn with block characters in a code block. Any thread.
#include "report/report_document.h"

namespace bw {

QString reportToMarkdown(const ReportDocument& doc);

} // namespace bw

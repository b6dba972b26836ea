#pragma once
// A report's percentile spectrum as one inline SVG element (well-formed XML,
// no scripts, no external references): x the percentile on a log scale of
// 1/(1-p) labelled 0 % .. 99.999 %, y latency in ms from 0, a polyline per
// curve (dashed for uncorrected ones), and a legend under the plot. Empty
// for a spectrum without curves. Any thread.
#include "report/report_document.h"

#include <QString>

namespace bw {

QString spectrumSvg(const ReportSpectrum& spectrum);

} // namespace bw

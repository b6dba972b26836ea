#pragma once
// A MetricsSnapshot as exposition text: OpenMetrics 1.0.0 (families with
// # TYPE, # HELP and # UNIT, counters' samples ending _total, a cumulative
// histogram, `# EOF` at the end), or the Prometheus text format 0.0.4 for a
// scraper that did not ask for OpenMetrics (the same samples; counters'
// TYPE lines name the _total sample, the info family is a gauge, no UNIT,
// no EOF). The names and labels are documented in docs/metrics.md.
//
// Pure functions, any thread; Qt-free.
#include "metrics/metrics_snapshot.h"

#include <string>
#include <string_view>

namespace bw {

enum class MetricsFormat { OpenMetrics, Prometheus };

// The format an HTTP Accept header asks for: OpenMetrics when it names
// application/openmetrics-text (as Prometheus and Grafana Agent send it),
// else the Prometheus text format (curl's "*/*", a browser, no header).
MetricsFormat metricsFormatFor(std::string_view acceptHeader);
// The Content-Type of a response in `format`.
const char* metricsContentType(MetricsFormat format);

// The whole exposition of `s`. No samples (only "# EOF" in OpenMetrics)
// when !s.present.
std::string formatMetrics(const MetricsSnapshot& s, MetricsFormat format);

// A label value escaped as both formats want it: backslash, double quote
// and newline as \\, \" and \n; everything else (UTF-8 included) as is.
std::string metricsEscapeLabel(std::string_view value);

} // namespace bw

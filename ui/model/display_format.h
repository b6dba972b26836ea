#pragma once
// Number formatting for the window: locale-aware digit grouping, latency in
// the unit that keeps 3 significant digits, sizes in binary units. The unit
// words go through the translator (context "DisplayFormat").
//
// Threads: any thread that may use QCoreApplication::translate (the UI thread).
#include "compare/run_metrics.h"

#include <QString>

#include <cstdint>

namespace bwui::DisplayFormat {

QString latencyUs(double us);            // "850 µs", "1.24 ms", "2.10 s"; "–" when < 0
QString latencyOrDash(double us);        // latencyUs(), "–" for 0: a figure stored as 0 was not measured
QString latencyMs(double us);            // always in ms: "0.850 ms", "1.24 ms", "2,100 ms"; "–" when < 0
QString requestsPerSec(double rps);      // "12,345" / "12.3" below 100
QString count(uint64_t n);               // "1,234,567"
QString bytes(uint64_t bytes);           // "179.4 MiB": bw::scaleBytes, digits in the locale's form
QString percent(double pct, int decimals = 0);   // "42 %"
QString seconds(double sec);             // "12 s", "1 min 05 s", "1 h 02 min"
QString secondsTenths(double sec);       // "12.5 s": a point in time on a chart, in seconds()'s unit text
QString ratio(double x);                 // "2.4x"
QString ratioDigits(double x);           // ratio()'s number alone: "2.4" (the verdict sentence's)
QString dash();                          // the placeholder for "no value yet"
// A value of a compared metric (bw::Metric's units: requests/s, µs, a
// fraction, bytes) as the window writes that figure: "12,345", "1.24 ms",
// "0.31 %", "11.6 MiB"; zero, an axis's origin, as "0".
QString metricValue(bw::Metric metric, double value);

} // namespace bwui::DisplayFormat

#pragma once
// Number formatting for reports, independent of the system locale so
// reports read the same everywhere: "119,571", "0.812ms", "171.1 MiB", "2.4".
// Counts and sizes come from core/util/units (the CLI's and the window's
// formatter too); this file only adapts them to QString.
#include <QString>

#include <cstdint>

namespace bw {

QString formatThousands(double value);        // rounded, comma-grouped: 119,571
QString formatRps(double rps);                // 119,571 (>= 100) or 4.37
QString formatLatencyUs(double us);           // in ms, trailing zeros dropped: 0.812ms, 5ms
QString formatBytesText(uint64_t bytes);      // bw::formatBytes: 171.1 MiB
QString formatRatio(double ratio);            // one decimal: 2.4; below 1 two significant digits: 0.032
QString formatPercent(double fraction);       // 0.0031 -> 0.31%
QString formatSeconds(double sec);            // 10, 2.5

} // namespace bw

#pragma once
// Number formatting for reports, independent of the system locale so
// reports read the same everywhere: "119,571", "0.812ms", "179.39MB", "2.4".
#include <QString>

#include <cstdint>

namespace bw {

QString formatThousands(double value);        // rounded, comma-grouped: 119,571
QString formatRps(double rps);                // 119,571 (>= 100) or 4.37
QString formatLatencyUs(double us);           // in ms, trailing zeros dropped: 0.812ms, 5ms
QString formatBytesMb(uint64_t bytes);        // decimal megabytes: 179.39MB
QString formatRatio(double ratio);            // one decimal: 2.4; below 1 two significant digits: 0.032
QString formatPercent(double fraction);       // 0.0031 -> 0.31%
QString formatSeconds(double sec);            // 10, 2.5

} // namespace bw

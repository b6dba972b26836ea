#pragma once
// Parsing and formatting of the units users type and read: durations
// ("30s", "2m", "500ms", "1h30m", plain numbers are seconds), counts ("10k",
// "1.5M"), byte sizes, and the figures of reports and `history show`. The
// one number-formatting family of the core: independent of the system
// locale (the window's own locale-aware display sits on scaleBytes() in
// ui/model/display_format). Safe from any thread; only the report figures
// (QString, at the end) use Qt.
#include "util/error.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <string>

namespace bw {

// The one duration grammar of the CLI, the window, suites and the target:
// numbers with units us, ms, s, m (min), h, combinable largest first or in
// any order ("1m30s", "1h 30m", "500us", "250ms"); a lone plain number is
// seconds ("1.5"). Spaces around and between parts are allowed; signs,
// exponents and trailing junk are not; nor is a duration longer than
// kMaxDurationSec (ErrorCode::DurationTooLong). Seconds, or the error naming
// the problem (ErrorCode::Duration*, no field).
Result<double> parseDuration(const std::string& text);
// The longest duration anything takes (a run, a warmup, a timeout, a stage,
// a suite's or a capacity step's length): 30 days, "720h". Longer values are
// typos; this bound keeps every sum the engine makes of them in its 64-bit
// nanosecond clocks.
inline constexpr double kMaxDurationSec = 30.0 * 24 * 3600;
inline constexpr char kMaxDurationText[] = "720h";
// A plain non-negative decimal ("5", "0.5", " 12.25 "): no sign, exponent,
// hex, inf/nan or trailing junk ("5abc"). Else ErrorCode::NumberInvalid:
// "not a number: '5abc'".
Result<double> parseDecimal(const std::string& text);
// A non-negative count with optional k/M/G suffix (powers of 1000), at most
// kMaxCount. Else ErrorCode::CountInvalid, or CountTooLarge past the bound
// (each option checks its own, smaller range after).
Result<uint64_t> parseCount(const std::string& text);
// The largest count parseCount takes: 10^15, exact in a double.
inline constexpr uint64_t kMaxCount = 1'000'000'000'000'000ull;

std::string formatDurationUs(double us);      // "812us", "2.96ms", "1.20s"
std::string formatDurationSec(double sec);    // "30s", "2m", "1m30s", "1.5s"
// Memory and transfer sizes, the one unit family of the window, the CLI and
// the reports: binary units (powers of 1024) named as such, one decimal
// (two from GiB up): "812 B", "11.6 MiB", "1.25 GiB".
struct ScaledBytes {
    double value = 0;          // bytes divided by the unit
    int decimals = 0;          // digits after the decimal point
    const char* unit = "B";    // "B", "KiB", "MiB", "GiB", "TiB"
};
ScaledBytes scaleBytes(double bytes);
std::string formatBytes(double bytes);        // "11.6 MiB" (scaleBytes, C locale)
std::string formatCount(double n);            // "119,571" (rounded, comma-grouped)
std::string formatFixed(double v, int decimals);
// formatFixed without trailing zeros (nor a bare point): (20.0, 3) -> "20", (0.50, 2) -> "0.5".
std::string formatTrimmed(double v, int decimals);

// Report figures, as the reference report writes them: "119,571",
// "0.812ms", "171.1 MiB", "2.4", trailing zeros dropped.
QString formatThousands(double value);        // formatCount as QString: 119,571
QString formatRps(double rps);                // 119,571 (>= 100) or 4.37
QString formatLatencyUs(double us);           // in ms, trailing zeros dropped: 0.812ms, 5ms
QString formatBytesText(uint64_t bytes);      // formatBytes as QString: 171.1 MiB
QString formatRatio(double ratio);            // one decimal: 2.4; below 1 two significant digits: 0.032
QString formatPercent(double fraction);       // 0.0031 -> 0.31%
QString formatSeconds(double sec);            // 10, 2.5
// formatRps, formatLatencyUs and formatPercent as plain strings (the CLI's
// tables print them by the hundred thousand).
std::string rpsFigure(double rps);
std::string latencyFigure(double us);
std::string percentFigure(double fraction);

} // namespace bw

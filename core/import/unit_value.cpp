#include "unit_value.h"

#include <cctype>
#include <cmath>
#include <string>

namespace bw {

namespace {

// Splits "12.5ms" into 12.5 and "ms". nullopt when there is no number.
std::optional<std::pair<double, std::string_view>> splitNumber(std::string_view t)
{
    while (!t.empty() && (t.front() == ' ' || t.front() == '\t'))
        t.remove_prefix(1);
    while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\r'))
        t.remove_suffix(1);
    size_t end = 0;
    while (end < t.size() && (std::isdigit(static_cast<unsigned char>(t[end])) || t[end] == '.' || t[end] == '-' ||
                              t[end] == '+' || ((t[end] == 'e' || t[end] == 'E') && end > 0 && end + 1 < t.size() &&
                                                (std::isdigit(static_cast<unsigned char>(t[end + 1])) || t[end + 1] == '-'))))
        ++end;
    if (end == 0)
        return std::nullopt;
    const std::string num(t.substr(0, end));
    try {
        size_t used = 0;
        const double v = std::stod(num, &used);
        // Tools never print negative durations, sizes or counts; refusing
        // them here keeps callers' conversions to unsigned defined.
        if (used != num.size() || !(v >= 0) || !std::isfinite(v))
            return std::nullopt;
        return std::make_pair(v, t.substr(end));
    } catch (...) {
        return std::nullopt;
    }
}

} // namespace

std::optional<double> parseDurationSec(std::string_view text)
{
    const auto p = splitNumber(text);
    if (!p)
        return std::nullopt;
    const auto [v, unit] = *p;
    if (unit.empty() || unit == "s") return v;
    if (unit == "ms") return v / 1e3;
    if (unit == "us" || unit == "\xc2\xb5s" || unit == "\xce\xbcs") return v / 1e6;   // µ as micro sign or Greek mu
    if (unit == "ns") return v / 1e9;
    if (unit == "m") return v * 60;
    if (unit == "h") return v * 3600;
    return std::nullopt;
}

std::optional<double> parseByteSize(std::string_view text)
{
    const auto p = splitNumber(text);
    if (!p)
        return std::nullopt;
    const auto [v, unit] = *p;
    static const std::pair<const char*, double> units[] = {
        {"B", 1}, {"", 1}, {"KB", 1024.0}, {"KiB", 1024.0}, {"MB", 1048576.0}, {"MiB", 1048576.0},
        {"GB", 1073741824.0}, {"GiB", 1073741824.0}, {"TB", 1099511627776.0}, {"TiB", 1099511627776.0}};
    for (const auto& [name, mult] : units)
        if (unit == name)
            return v * mult;
    return std::nullopt;
}

std::optional<double> parseMetricCount(std::string_view text)
{
    const auto p = splitNumber(text);
    if (!p)
        return std::nullopt;
    const auto [v, unit] = *p;
    if (unit.empty()) return v;
    if (unit == "k") return v * 1e3;
    if (unit == "M") return v * 1e6;
    if (unit == "G") return v * 1e9;
    return std::nullopt;
}

} // namespace bw

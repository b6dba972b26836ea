#include "units.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace bw {

std::optional<double> parseDuration(const std::string& text, std::string* why)
{
    auto fail = [&](const std::string& m) -> std::optional<double> {
        if (why) *why = m;
        return std::nullopt;
    };
    if (text.empty())
        return fail("empty duration");
    double total = 0;
    size_t i = 0;
    bool any = false;
    while (i < text.size()) {
        size_t start = i;
        while (i < text.size() && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == '.'))
            ++i;
        if (i == start)
            return fail("not a duration: '" + text + "' (expected e.g. 30s, 2m, 500ms)");
        double v;
        try {
            v = std::stod(text.substr(start, i - start));
        } catch (...) {
            return fail("not a duration: '" + text + "'");
        }
        size_t us = i;
        while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])))
            ++i;
        std::string unit = text.substr(us, i - us);
        double mult;
        if (unit.empty() || unit == "s") mult = 1;
        else if (unit == "ms") mult = 1e-3;
        else if (unit == "us") mult = 1e-6;
        else if (unit == "m" || unit == "min") mult = 60;
        else if (unit == "h") mult = 3600;
        else return fail("unknown duration unit '" + unit + "' in '" + text + "' (use ms, s, m or h)");
        if (unit.empty() && i < text.size())
            return fail("not a duration: '" + text + "'");
        total += v * mult;
        any = true;
    }
    if (!any || !std::isfinite(total))
        return fail("not a duration: '" + text + "'");
    return total;
}

std::optional<uint64_t> parseCount(const std::string& text, std::string* why)
{
    auto fail = [&]() -> std::optional<uint64_t> {
        if (why) *why = "not a count: '" + text + "' (expected e.g. 1000, 10k, 1M)";
        return std::nullopt;
    };
    if (text.empty())
        return fail();
    size_t end = text.size();
    double mult = 1;
    char last = text.back();
    if (last == 'k' || last == 'K') { mult = 1e3; --end; }
    else if (last == 'M' || last == 'm') { mult = 1e6; --end; }
    else if (last == 'G' || last == 'g') { mult = 1e9; --end; }
    std::string num = text.substr(0, end);
    if (num.empty())
        return fail();
    for (char c : num)
        if (!std::isdigit(static_cast<unsigned char>(c)) && c != '.')
            return fail();
    double v;
    try {
        v = std::stod(num) * mult;
    } catch (...) {
        return fail();
    }
    if (v < 0 || v > 1e15 || std::floor(v) != v)
        return fail();
    return uint64_t(v);
}

std::string formatFixed(double v, int decimals)
{
    char b[64];
    std::snprintf(b, sizeof b, "%.*f", decimals, v);
    return b;
}

std::string formatDurationUs(double us)
{
    char b[64];
    if (us < 1000) std::snprintf(b, sizeof b, "%.0fus", us);
    else if (us < 10'000) std::snprintf(b, sizeof b, "%.2fms", us / 1e3);
    else if (us < 1'000'000) std::snprintf(b, sizeof b, "%.1fms", us / 1e3);
    else std::snprintf(b, sizeof b, "%.2fs", us / 1e6);
    return b;
}

std::string formatDurationSec(double sec)
{
    char b[64];
    if (sec < 60 && std::floor(sec) != sec) {
        std::snprintf(b, sizeof b, "%.1fs", sec);
        return b;
    }
    long s = std::lround(sec);
    if (s < 60) std::snprintf(b, sizeof b, "%lds", s);
    else if (s % 60 == 0 && s < 3600) std::snprintf(b, sizeof b, "%ldm", s / 60);
    else if (s < 3600) std::snprintf(b, sizeof b, "%ldm%lds", s / 60, s % 60);
    else std::snprintf(b, sizeof b, "%ldh%ldm", s / 3600, (s % 3600) / 60);
    return b;
}

ScaledBytes scaleBytes(double bytes)
{
    static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    ScaledBytes s;
    s.value = bytes;
    int u = 0;
    while (std::fabs(s.value) >= 1024 && u < 4) {
        s.value /= 1024;
        ++u;
    }
    s.unit = units[u];
    s.decimals = u == 0 ? 0 : u < 3 ? 1 : 2;
    return s;
}

std::string formatBytes(double bytes)
{
    const ScaledBytes s = scaleBytes(bytes);
    char b[64];
    std::snprintf(b, sizeof b, "%.*f %s", s.decimals, s.value, s.unit);
    return b;
}

std::string formatCount(double n)
{
    long long v = std::llround(n);
    std::string digits = std::to_string(v < 0 ? -v : v);
    std::string out;
    int c = 0;
    for (auto it = digits.rbegin(); it != digits.rend(); ++it) {
        if (c && c % 3 == 0)
            out.insert(out.begin(), ',');
        out.insert(out.begin(), *it);
        ++c;
    }
    return v < 0 ? "-" + out : out;
}

} // namespace bw

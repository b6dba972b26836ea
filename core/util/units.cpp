#include "units.h"

#include <cctype>
#include <cstdint>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace bw {

namespace {

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

std::string trimmedText(const std::string& s)
{
    size_t b = 0, e = s.size();
    while (b < e && isSpace(s[b]))
        ++b;
    while (e > b && isSpace(s[e - 1]))
        --e;
    return s.substr(b, e - b);
}

// A plain decimal: digits with at most one '.', at least one digit. No sign,
// exponent, hex, "inf" or "nan" (which std::stod would take).
std::optional<double> plainDecimal(const std::string& s)
{
    int digits = 0, dots = 0;
    for (char c : s) {
        if (std::isdigit(static_cast<unsigned char>(c)))
            ++digits;
        else if (c == '.')
            ++dots;
        else
            return std::nullopt;
    }
    if (digits == 0 || dots > 1)
        return std::nullopt;
    return std::strtod(s.c_str(), nullptr);
}

} // namespace

Result<double> parseDuration(const std::string& text)
{
    const Error notDuration(ErrorCode::DurationInvalid, std::string(), {text});
    double total = 0;
    size_t i = 0;
    bool any = false;
    auto skipSpace = [&] {
        while (i < text.size() && isSpace(text[i]))
            ++i;
    };
    skipSpace();
    if (i == text.size())
        return Error(ErrorCode::DurationEmpty, std::string());
    while (i < text.size()) {
        const size_t start = i;
        while (i < text.size() && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == '.'))
            ++i;
        const auto v = plainDecimal(text.substr(start, i - start));
        if (!v)
            return notDuration;
        skipSpace();
        const size_t us = i;
        while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])))
            ++i;
        const std::string unit = text.substr(us, i - us);
        double mult;
        if (unit.empty() || unit == "s") mult = 1;
        else if (unit == "ms") mult = 1e-3;
        else if (unit == "us") mult = 1e-6;
        else if (unit == "m" || unit == "min") mult = 60;
        else if (unit == "h") mult = 3600;
        else return Error(ErrorCode::DurationUnknownUnit, std::string(), {unit, text});
        skipSpace();
        if (unit.empty() && (any || i < text.size()))
            return notDuration;
        total += *v * mult;
        any = true;
    }
    if (!any)
        return notDuration;
    // Past the bound (an overflowing number reads as infinity): refused, never
    // wrapped into a negative run later.
    if (!std::isfinite(total) || total > kMaxDurationSec)
        return Error(ErrorCode::DurationTooLong, std::string(), {trimmedText(text), kMaxDurationText});
    return total;
}

Result<double> parseDecimal(const std::string& text)
{
    size_t b = 0, e = text.size();
    while (b < e && isSpace(text[b]))
        ++b;
    while (e > b && isSpace(text[e - 1]))
        --e;
    const auto v = plainDecimal(text.substr(b, e - b));
    if (!v || !std::isfinite(*v))
        return Error(ErrorCode::NumberInvalid, std::string(), {text});
    return *v;
}

Result<uint64_t> parseCount(const std::string& text)
{
    auto fail = [&]() { return Error(ErrorCode::CountInvalid, std::string(), {text}); };
    if (text.empty())
        return fail();
    size_t end = text.size();
    double mult = 1;
    char last = text.back();
    if (last == 'k' || last == 'K') { mult = 1e3; --end; }
    else if (last == 'M' || last == 'm') { mult = 1e6; --end; }
    else if (last == 'G' || last == 'g') { mult = 1e9; --end; }
    const auto parsed = plainDecimal(text.substr(0, end));
    if (!parsed)
        return fail();
    const double v = *parsed * mult;
    if (v > double(kMaxCount))
        return Error(ErrorCode::CountTooLarge, std::string(), {text, formatCount(double(kMaxCount))});
    if (v < 0 || std::floor(v) != v)
        return fail();
    return uint64_t(v);
}

std::string formatFixed(double v, int decimals)
{
    char b[64];
    std::snprintf(b, sizeof b, "%.*f", decimals, v);
    return b;
}

namespace {

// "20.500" -> "20.5", "20.000" -> "20"; a text without a point as it is.
std::string dropTrailingZeros(std::string s)
{
    if (s.find('.') == std::string::npos)
        return s;
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.')
        s.pop_back();
    return s;
}

} // namespace

std::string formatTrimmed(double v, int decimals)
{
    // The common case without printf (a history listing formats three
    // figures a row, 100,000 rows): v scaled to an integer count of its last
    // decimal and rounded, then the point put back. The scaled value is
    // exact to within 1e-7 below 1e9, so away from a half (the one place
    // where that could round differently) it rounds as printf's exact
    // decimal does; a half, a negative value or a large one go to printf.
    static constexpr double kScale[] = {1, 10, 100, 1000, 10000};
    if (decimals >= 0 && decimals <= 4 && v >= 0 && !std::signbit(v)) {
        const double scaled = v * kScale[decimals];
        if (scaled < 1e9) {
            const double whole = std::floor(scaled);
            const double frac = scaled - whole;
            if (std::fabs(frac - 0.5) > 1e-6) {
                uint64_t n = uint64_t(whole) + (frac > 0.5 ? 1 : 0);
                char digits[24];
                int len = 0;
                do {
                    digits[len++] = char('0' + n % 10);
                    n /= 10;
                } while (n);
                while (len <= decimals)   // "0.05": the leading zero
                    digits[len++] = '0';
                int drop = 0;   // trailing zeros of the decimals, dropped
                while (drop < decimals && digits[drop] == '0')
                    ++drop;
                std::string out;
                out.reserve(size_t(len) + 1);
                for (int i = len - 1; i >= decimals; --i)
                    out.push_back(digits[i]);
                if (drop < decimals) {
                    out.push_back('.');
                    for (int i = decimals - 1; i >= drop; --i)
                        out.push_back(digits[i]);
                }
                return out;
            }
        }
    }
    return dropTrailingZeros(formatFixed(v, decimals));
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
    if (!std::isfinite(sec) || std::fabs(sec) > 1e12) {   // past any duration parseDuration gives: never wraps
        std::snprintf(b, sizeof b, "%gs", sec);
        return b;
    }
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
    const long long v = std::llround(n);
    unsigned long long m = v < 0 ? 0ULL - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v);
    char b[32];   // written from the end: digits, a comma every three
    char* p = b + sizeof b;
    int c = 0;
    do {
        if (c && c % 3 == 0)
            *--p = ',';
        *--p = char('0' + m % 10);
        m /= 10;
        ++c;
    } while (m);
    if (v < 0)
        *--p = '-';
    return std::string(p, size_t(b + sizeof b - p));
}

namespace {

QString trimZeros(const QString& s)
{
    return QString::fromStdString(dropTrailingZeros(s.toStdString()));
}

} // namespace

QString formatThousands(double value)
{
    return QString::fromStdString(formatCount(value));
}

std::string rpsFigure(double rps) { return std::fabs(rps) >= 100 ? formatCount(rps) : formatTrimmed(rps, 2); }

std::string latencyFigure(double us) { return formatTrimmed(us / 1000.0, 3) + "ms"; }

std::string percentFigure(double fraction) { return formatTrimmed(fraction * 100.0, 2) + "%"; }

QString formatRps(double rps) { return QString::fromStdString(rpsFigure(rps)); }

QString formatLatencyUs(double us) { return QString::fromStdString(latencyFigure(us)); }

QString formatBytesText(uint64_t bytes)
{
    return QString::fromStdString(formatBytes(double(bytes)));
}

QString formatRatio(double ratio)
{
    // "2.4x" as in the reference report; below 1, two significant digits so
    // a 30x slower run does not print as 0.0.
    if (std::fabs(ratio) >= 1 || ratio == 0)
        return QString::number(ratio, 'f', 1);
    return QString::number(ratio, 'g', 2);
}

QString formatPercent(double fraction) { return QString::fromStdString(percentFigure(fraction)); }

QString formatSeconds(double sec) { return trimZeros(QString::number(sec, 'f', 1)); }

} // namespace bw

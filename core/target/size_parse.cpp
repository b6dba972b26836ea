#include "target/size_parse.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace bw {

Result<uint64_t> parseMemorySize(const std::string& text)
{
    auto fail = [](ErrorCode code, std::vector<std::string> args) { return Error(code, std::string(), std::move(args)); };
    size_t b = 0, e = text.size();
    while (b < e && std::isspace(static_cast<unsigned char>(text[b])))
        ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(text[e - 1])))
        --e;
    const std::string s = text.substr(b, e - b);
    if (s.empty())
        return fail(ErrorCode::MemorySizeEmpty, {});

    size_t i = 0;
    bool sawDigit = false, sawDot = false;
    while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || (s[i] == '.' && !sawDot))) {
        sawDigit |= std::isdigit(static_cast<unsigned char>(s[i])) != 0;
        sawDot |= s[i] == '.';
        ++i;
    }
    if (!sawDigit)
        return fail(ErrorCode::MemorySizeInvalid, {s});
    const std::string number = s.substr(0, i);
    std::string suffix = s.substr(i);
    while (!suffix.empty() && suffix.front() == ' ')
        suffix.erase(suffix.begin());
    for (char& c : suffix)
        c = char(std::toupper(static_cast<unsigned char>(c)));

    double unit = 1;
    if (!suffix.empty()) {
        const char lead = suffix[0];
        std::string rest = suffix.substr(1);
        if (lead == 'B' && rest.empty())
            unit = 1;
        else if (lead == 'K' || lead == 'M' || lead == 'G' || lead == 'T') {
            if (!(rest.empty() || rest == "B" || rest == "IB"))
                return fail(ErrorCode::MemorySizeUnknownUnit, {s.substr(i), s});
            unit = lead == 'K' ? 1024.0 : lead == 'M' ? 1024.0 * 1024 : lead == 'G' ? 1024.0 * 1024 * 1024 : 1024.0 * 1024 * 1024 * 1024;
        } else {
            return fail(ErrorCode::MemorySizeUnknownUnit, {s.substr(i), s});
        }
    }
    if (sawDot && unit == 1)
        return fail(ErrorCode::MemorySizeFractionalBytes, {s});
    const double value = std::strtod(number.c_str(), nullptr) * unit;
    // std::llround holds a long long: past 2^63 it would wrap.
    if (!std::isfinite(value) || value >= 9.2e18)
        return fail(ErrorCode::MemorySizeTooLarge, {s});
    const uint64_t result = uint64_t(std::llround(value));
    if (result == 0)
        return fail(ErrorCode::MemorySizeZero, {s});
    return result;
}

std::string formatMemorySize(uint64_t bytes)
{
    static const char* const units[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
    double v = double(bytes);
    int u = 0;
    while (v >= 1024 && u < 4) {
        v /= 1024;
        ++u;
    }
    char buf[48];
    if (u == 0 || v == std::floor(v))
        std::snprintf(buf, sizeof buf, "%.0f %s", v, units[u]);
    else
        std::snprintf(buf, sizeof buf, "%.1f %s", v, units[u]);
    return buf;
}

} // namespace bw

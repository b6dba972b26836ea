#include "target/size_parse.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace bw {

bool parseMemorySize(const std::string& text, uint64_t* bytes, std::string* error)
{
    auto fail = [&](const std::string& why) {
        if (error)
            *error = why;
        return false;
    };
    size_t b = 0, e = text.size();
    while (b < e && std::isspace(static_cast<unsigned char>(text[b])))
        ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(text[e - 1])))
        --e;
    const std::string s = text.substr(b, e - b);
    if (s.empty())
        return fail("the memory size is empty (expected e.g. 512M, 2G or 1048576)");

    size_t i = 0;
    bool sawDigit = false, sawDot = false;
    while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || (s[i] == '.' && !sawDot))) {
        sawDigit |= std::isdigit(static_cast<unsigned char>(s[i])) != 0;
        sawDot |= s[i] == '.';
        ++i;
    }
    if (!sawDigit)
        return fail("'" + s + "' is not a memory size (expected e.g. 512M, 2G or 1048576)");
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
                return fail("unknown unit '" + s.substr(i) + "' in memory size '" + s + "' (use K, M, G or T)");
            unit = lead == 'K' ? 1024.0 : lead == 'M' ? 1024.0 * 1024 : lead == 'G' ? 1024.0 * 1024 * 1024 : 1024.0 * 1024 * 1024 * 1024;
        } else {
            return fail("unknown unit '" + s.substr(i) + "' in memory size '" + s + "' (use K, M, G or T)");
        }
    }
    if (sawDot && unit == 1)
        return fail("a size in bytes must be a whole number: '" + s + "'");
    const double value = std::strtod(number.c_str(), nullptr) * unit;
    if (!std::isfinite(value) || value >= 1.8e19)
        return fail("memory size '" + s + "' is too large");
    const uint64_t result = uint64_t(std::llround(value));
    if (result == 0)
        return fail("memory size '" + s + "' is zero");
    *bytes = result;
    return true;
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

#include "capacity/sweep_points.h"

#include "engine/load_config.h"
#include "util/units.h"

#include <cmath>
#include <string>

namespace bw {

namespace {

std::string trimmed(const std::string& s)
{
    const size_t a = s.find_first_not_of(" \t");
    if (a == std::string::npos)
        return {};
    const size_t b = s.find_last_not_of(" \t");
    return s.substr(a, b - a + 1);
}

std::vector<std::string> split(const std::string& s, char sep)
{
    std::vector<std::string> out;
    size_t from = 0;
    for (;;) {
        const size_t at = s.find(sep, from);
        out.push_back(trimmed(s.substr(from, at == std::string::npos ? std::string::npos : at - from)));
        if (at == std::string::npos)
            return out;
        from = at + 1;
    }
}

Error tooMany() { return Error(std::string(), "more than " + std::to_string(kMaxSweepPoints) + " points"); }

std::string num(double v) { return formatCount(v); }

} // namespace

Result<std::vector<double>> parseVuList(const std::string& text)
{
    std::vector<double> out;
    const std::vector<std::string> items = split(text, ',');
    for (size_t i = 0; i < items.size(); ++i) {
        const std::string& it = items[i];
        if (it == "..." || it == "\xE2\x80\xA6") {
            if (out.size() < 2 || i + 1 != items.size() - 1)
                return Error(std::string(), "'...' needs two numbers or more before it and exactly one after it, e.g. 1,2,4,...,256");
            continue;
        }
        auto n = parseCount(it);
        if (!n || *n == 0 || it.find_first_not_of("0123456789") != std::string::npos)
            return Error(std::string(), "expected positive whole numbers, got '" + it + "'");
        if (*n > 10'000'000)
            return Error(std::string(), "out of range: " + it);
        const double v = double(*n);
        if (i > 0 && (items[i - 1] == "..." || items[i - 1] == "\xE2\x80\xA6")) {
            // continue the pattern of the numbers before "..." up to v
            const size_t k = out.size();
            const double a = out[k - 2], b = out[k - 1];
            const bool arithmetic = k < 3 || (b - a) == (out[k - 2] - out[k - 3]);
            const bool geometric = !arithmetic && std::fabs(b / a - out[k - 2] / out[k - 3]) < 1e-9 && b / a > 1;
            if (!arithmetic && !geometric)
                return Error(std::string(), "cannot continue " + num(out[k - 3]) + "," + num(a) + "," + num(b)
                                                + " with '...': neither the differences nor the ratios are equal");
            for (double next = arithmetic ? b + (b - a) : std::round(b * (b / a)); next < v;
                 next = arithmetic ? next + (b - a) : std::round(next * (b / a))) {
                out.push_back(next);
                if (int(out.size()) > kMaxSweepPoints)
                    return tooMany();
            }
        }
        if (!out.empty() && v <= out.back())
            return Error(std::string(), "the list must ascend: " + it + " after " + num(out.back()));
        out.push_back(v);
        if (int(out.size()) > kMaxSweepPoints)
            return tooMany();
    }
    if (out.empty())
        return Error(std::string(), "no points given");
    return out;
}

Result<std::vector<double>> parseRateRange(const std::string& text)
{
    const std::vector<std::string> parts = split(text, ':');
    if (parts.size() != 3)
        return Error(std::string(), "expected FROM:TO:STEP in requests/s, e.g. 100:2000:100, got '" + text + "'");
    double v[3];
    for (int i = 0; i < 3; ++i) {
        auto d = parseDecimal(parts[size_t(i)]);
        if (!d)
            return Error(std::string(), "expected FROM:TO:STEP in requests/s, e.g. 100:2000:100, got '" + text + "'");
        v[i] = *d;
    }
    if (!(v[0] > 0) || !(v[2] > 0))
        return Error(std::string(), "FROM and STEP must be greater than zero, got '" + text + "'");
    if (!(v[1] > v[0]))
        return Error(std::string(), "the range must ascend: TO (" + parts[1] + ") must be above FROM (" + parts[0] + ")");
    if (v[1] > kMaxRate)
        return Error(ErrorCode::RateTooHigh, std::string(), {parts[1], formatCount(kMaxRate)});
    const double count = std::floor((v[1] - v[0]) / v[2] + 1e-9) + 1;
    if (count > kMaxSweepPoints)
        return tooMany();
    std::vector<double> out;
    for (int i = 0; i < int(count); ++i)
        out.push_back(v[0] + v[2] * i);
    if (out.size() < 2)
        return Error(std::string(), "STEP (" + parts[2] + ") leaves a single point between FROM and TO");
    return out;
}

} // namespace bw

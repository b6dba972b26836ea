#include "target/cpu_list.h"

#include "util/units.h"

#include <cstdio>

#include <algorithm>
#include <cctype>

namespace bw {
namespace {

constexpr int kMaxCpu = 4095;

std::string trim(const std::string& s)
{
    size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b])))
        ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])))
        --e;
    return s.substr(b, e - b);
}

// A non-negative decimal of at most 4 digits.
bool parseCpuNumber(const std::string& s, int* out)
{
    if (s.empty() || s.size() > 4 || !std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); }))
        return false;
    *out = std::stoi(s);
    return true;
}

} // namespace

Result<std::vector<int>> parseCpuList(const std::string& text)
{
    const std::string whole = trim(text);
    auto fail = [&](ErrorCode code, std::vector<std::string> args) { return Error(code, std::string(), std::move(args)); };
    if (whole.empty())
        return fail(ErrorCode::CpuListEmpty, {});
    std::vector<int> out;
    size_t pos = 0;
    while (pos <= whole.size()) {
        size_t comma = whole.find(',', pos);
        std::string item = trim(whole.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos));
        if (item.empty())
            return fail(ErrorCode::CpuListEmptyEntry, {whole});
        size_t dash = item.find('-');
        int first = 0, last = 0;
        if (dash == std::string::npos) {
            if (!parseCpuNumber(item, &first))
                return fail(ErrorCode::CpuListNotANumber, {item, whole});
            last = first;
        } else {
            std::string a = trim(item.substr(0, dash)), b = trim(item.substr(dash + 1));
            if (!parseCpuNumber(a, &first) || !parseCpuNumber(b, &last))
                return fail(ErrorCode::CpuListNotARange, {item, whole});
            if (last < first)
                return fail(ErrorCode::CpuListBackwards, {item, whole});
        }
        if (last > kMaxCpu)
            return fail(ErrorCode::CpuListCpuOutOfRange, {std::to_string(last), whole, std::to_string(kMaxCpu)});
        for (int c = first; c <= last; ++c)
            out.push_back(c);
        if (comma == std::string::npos)
            break;
        pos = comma + 1;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::string formatCpuList(std::vector<int> cpus)
{
    std::sort(cpus.begin(), cpus.end());
    cpus.erase(std::unique(cpus.begin(), cpus.end()), cpus.end());
    std::string out;
    for (size_t i = 0; i < cpus.size();) {
        size_t j = i;
        while (j + 1 < cpus.size() && cpus[j + 1] == cpus[j] + 1)
            ++j;
        if (!out.empty())
            out += ',';
        out += std::to_string(cpus[i]);
        if (j > i)
            out += (j == i + 1 ? "," : "-") + std::to_string(cpus[j]);
        i = j + 1;
    }
    return out;
}

Result<double> parseCpuQuota(const std::string& text)
{
    auto v = parseDecimal(text);
    if (!v)
        return Error(ErrorCode::CpuQuotaInvalid, std::string(), {text});
    if (*v < 0.01 - 1e-12 || *v > 1024)
        return Error(ErrorCode::CpuQuotaOutOfRange, std::string(), {text});
    return *v;
}

std::string formatCpuQuota(double quota)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", quota);
    std::string s = buf;
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.')
        s.pop_back();
    return s;
}

} // namespace bw

#include "stage_list.h"

#include "util/units.h"

#include <cmath>

namespace bw {

namespace {

std::string trimmed(const std::string& s)
{
    const size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// A number with up to `decimals` decimals, trailing zeros dropped: 100, 2.5, 4.05.
std::string plain(double v, int decimals)
{
    const std::string s = formatTrimmed(v, decimals);
    return s == "-0" ? "0" : s;
}

std::string durationText(double sec)
{
    const double ms = std::round(sec * 1000);
    if (std::fmod(ms, 1000) == 0)
        return formatDurationSec(ms / 1000);   // 30s, 2m, 1m30s, 2h0m
    return plain(ms / 1000, 3) + "s";
}

} // namespace

Result<std::vector<RampStage>> parseStageList(const std::string& text)
{
    const std::string example = " (expected DURATION:TARGET,..., e.g. 30s:100,1m:100,10s:0)";
    std::vector<RampStage> out;
    if (trimmed(text).empty())
        return Error(std::string(), "no stages given" + example);
    size_t from = 0;
    for (int n = 1;; ++n) {
        const size_t comma = text.find(',', from);
        const std::string item = trimmed(text.substr(from, comma == std::string::npos ? std::string::npos : comma - from));
        const std::string where = "stage " + std::to_string(n) + " '" + item + "': ";
        const size_t colon = item.find(':');
        if (item.empty())
            return Error(std::string(), "stage " + std::to_string(n) + " is empty" + example);
        if (colon == std::string::npos)
            return Error(std::string(), where + "no ':' between the duration and the target" + example);
        const std::string d = trimmed(item.substr(0, colon)), t = trimmed(item.substr(colon + 1));
        if (!d.empty() && d[0] == '-')
            return Error(std::string(), where + "the duration must not be negative");
        if (!t.empty() && t[0] == '-')
            return Error(std::string(), where + "the target must not be negative");
        const auto dur = parseDuration(d);
        if (!dur)
            return Error(std::string(), where + dur.error().reason());
        RampStage st;
        st.durationSec = *dur;
        if (const auto count = parseCount(t))
            st.target = double(*count);
        else if (const auto dec = parseDecimal(t))
            st.target = *dec;
        else
            return Error(std::string(), where + "the target '" + t + "' is not a number (VUs, or requests/s with a rate)");
        out.push_back(st);
        if (comma == std::string::npos)
            break;
        from = comma + 1;
    }
    if (auto e = stagesLengthProblem(out)) {
        e->field.clear();   // the caller names the option
        return *e;
    }
    return out;
}

std::string formatStageList(const std::vector<RampStage>& stages)
{
    std::string s;
    for (const RampStage& st : stages)
        s += (s.empty() ? "" : ",") + durationText(st.durationSec) + ":" + plain(st.target, 3);
    return s;
}

std::string stagesLine(const LoadConfig& c)
{
    if (c.stages.empty())
        return {};
    const bool open = c.rate > 0;
    return std::string(open ? "requests/s" : "VUs") + " from " + plain(open ? c.rate : double(c.connections), 3) + ": "
           + formatStageList(c.stages);
}

std::string loadChangeLine(const LoadChange& ch)
{
    const int decimals = ch.knob == LoadKnob::Vus ? 0 : 1;
    const std::string when = ch.atSec < 0 ? "at " + plain(-ch.atSec, 2) + "s before the measured phase"
                                          : "at " + plain(ch.atSec, 2) + "s";
    return plain(ch.from, decimals) + " -> " + plain(ch.to, decimals) + (ch.knob == LoadKnob::Vus ? " VUs " : " requests/s ")
           + when + (ch.source.empty() ? std::string() : " (" + ch.source + ")");
}

} // namespace bw

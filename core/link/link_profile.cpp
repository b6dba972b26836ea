#include "link/link_profile.h"

#include "target/size_parse.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace bw {

namespace {

// Figures of the presets: typical of each network, as docs/link.md gives them.
LinkProfile linkPreset(const char* name, double rtt, double jitter, double rate, double loss)
{
    LinkProfile p;
    p.name = name;
    p.rttMs = rtt;
    p.jitterMs = jitter;
    p.rateMbit = rate;
    p.lossPct = loss;
    return p;
}

bool parseLinkNumber(const std::string& s, double* out)
{
    auto v = parseDecimal(s);   // locale-free (floating-point from_chars is missing from older libc++)
    if (!v || !std::isfinite(*v) || *v < 0)
        return false;
    *out = *v;
    return true;
}

std::string linkLower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

// "50mbit", "1gbit", "800kbit", "100000bit" -> Mbit/s.
bool parseLinkRate(const std::string& text, double* mbit)
{
    const std::string t = linkLower(text);
    struct Unit {
        const char* suffix;
        double scale;
    };
    for (const Unit& u : {Unit{"gbit", 1000}, Unit{"mbit", 1}, Unit{"kbit", 0.001}, Unit{"bit", 1e-6}}) {
        const std::string suf = u.suffix;
        if (t.size() > suf.size() && t.compare(t.size() - suf.size(), suf.size(), suf) == 0) {
            double v = 0;
            if (!parseLinkNumber(t.substr(0, t.size() - suf.size()), &v))
                return false;
            *mbit = v * u.scale;
            return true;
        }
    }
    return false;
}

std::string linkMsText(double ms) { return formatTrimmed(ms, 3) + "ms"; }
std::string linkRateText(double mbit)
{
    if (mbit >= 1000 && std::fmod(mbit, 1000) == 0)
        return formatTrimmed(mbit / 1000, 3) + "gbit";
    if (mbit >= 1)
        return formatTrimmed(mbit, 3) + "mbit";
    return formatTrimmed(mbit * 1000, 3) + "kbit";
}

} // namespace

uint64_t LinkProfile::effectiveQueueBytes() const
{
    if (queueBytes)
        return queueBytes;
    if (rateMbit <= 0)
        return 4u << 20;
    return std::max<uint64_t>(64u << 10, uint64_t(bytesPerSecond() * 0.1));
}

const std::vector<LinkProfile>& linkPresets()
{
    static const std::vector<LinkProfile> presets = {
        linkPreset("lan", 0.5, 0.1, 1000, 0),
        linkPreset("wifi", 20, 8, 100, 0.1),
        linkPreset("wifi-poor", 60, 30, 10, 1),
        linkPreset("lte", 50, 15, 30, 0.5),
        linkPreset("intercontinental", 150, 5, 200, 0.1),
    };
    return presets;
}

Result<LinkProfile> parseLinkProfile(const std::string& text)
{
    LinkProfile p;
    if (text.empty() || text == "local")
        return p;
    std::stringstream in(text);
    std::string part;
    bool first = true;
    while (std::getline(in, part, ',')) {
        const auto eq = part.find('=');
        if (eq == std::string::npos) {
            if (!first)
                return Error(ErrorCode::LinkBadKey, "", {part, text});
            const auto& all = linkPresets();
            auto it = std::find_if(all.begin(), all.end(), [&](const LinkProfile& x) { return x.name == part; });
            if (it == all.end())
                return Error(ErrorCode::LinkUnknown, "", {part});
            p = *it;
            first = false;
            continue;
        }
        first = false;
        const std::string key = part.substr(0, eq), value = part.substr(eq + 1);
        auto bad = [&] { return Error(ErrorCode::LinkBadValue, "", {key, value, text}); };
        if (key == "rtt" || key == "jitter") {
            auto d = parseDuration(value);
            if (!d || *d > 10)
                return bad();
            (key == "rtt" ? p.rttMs : p.jitterMs) = *d * 1000;
        } else if (key == "rate") {
            if (!parseLinkRate(value, &p.rateMbit) || p.rateMbit > 100000)
                return bad();
        } else if (key == "loss") {
            std::string v = value;
            if (!v.empty() && v.back() == '%')
                v.pop_back();
            if (!parseLinkNumber(v, &p.lossPct) || p.lossPct > 50)
                return bad();
        } else if (key == "queue") {
            auto b = parseMemorySize(value);
            if (!b || *b < 1500)
                return bad();
            p.queueBytes = *b;
        } else {
            return Error(ErrorCode::LinkBadKey, "", {key, text});
        }
    }
    if (p.empty())
        return Error(ErrorCode::LinkUnknown, "", {text});
    return p;
}

std::string formatLinkProfile(const LinkProfile& p)
{
    if (p.empty())
        return {};
    LinkProfile base;
    std::string out;
    if (!p.name.empty()) {
        for (const LinkProfile& x : linkPresets())
            if (x.name == p.name)
                base = x;
        out = p.name;
    }
    auto add = [&](const std::string& kv) { out += (out.empty() ? "" : ",") + kv; };
    if (p.name.empty() || p.rttMs != base.rttMs)
        add("rtt=" + linkMsText(p.rttMs));
    if (p.name.empty() ? p.jitterMs != 0 : p.jitterMs != base.jitterMs)
        add("jitter=" + linkMsText(p.jitterMs));
    if (p.name.empty() ? p.rateMbit != 0 : p.rateMbit != base.rateMbit)
        add("rate=" + linkRateText(p.rateMbit));
    if (p.name.empty() ? p.lossPct != 0 : p.lossPct != base.lossPct)
        add("loss=" + formatTrimmed(p.lossPct, 3) + "%");
    if (p.queueBytes)
        add("queue=" + std::to_string(p.queueBytes));
    return out;
}

} // namespace bw

#include "run_record.h"

#include <algorithm>
#include <cctype>
#include <tuple>

namespace bw {

namespace {

std::string asciiLower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(c < 128 ? std::tolower(c) : c); });
    return s;
}

} // namespace

bool listedBefore(const RunRow& a, const RunRow& b, RunSortKey key, bool descending)
{
    if (descending)
        return listedBefore(b, a, key, false);
    auto by = [&](const auto& x, const auto& y) { return std::tie(x, a.id) < std::tie(y, b.id); };
    switch (key) {
    case RunSortKey::Started: return by(a.startedAtMs, b.startedAtMs);
    case RunSortKey::Name: return by(asciiLower(a.name), asciiLower(b.name));
    case RunSortKey::Target: return by(a.targetUrl, b.targetUrl);
    case RunSortKey::Rps: return by(a.rps, b.rps);
    case RunSortKey::P50: return by(a.p50Us, b.p50Us);
    case RunSortKey::P99: return by(a.p99Us, b.p99Us);
    case RunSortKey::Errors: return by(a.errors, b.errors);
    case RunSortKey::PeakRss: return by(a.peakRssBytes, b.peakRssBytes);
    case RunSortKey::ClientCpu: return by(a.clientCpuPct, b.clientCpuPct);
    case RunSortKey::Id: break;
    }
    return a.id < b.id;
}

const char* runSourceName(RunSource s)
{
    switch (s) {
    case RunSource::Benchwork: return "benchwork";
    case RunSource::Wrk: return "wrk";
    case RunSource::K6: return "k6";
    case RunSource::Oha: return "oha";
    }
    return "benchwork";
}

std::optional<RunSource> parseRunSource(const std::string& s)
{
    for (RunSource r : {RunSource::Benchwork, RunSource::Wrk, RunSource::K6, RunSource::Oha})
        if (s == runSourceName(r))
            return r;
    return std::nullopt;
}

const char* verdictName(const SloVerdict& v)
{
    if (v.notJudged)
        return "not-judged";
    if (!v.evaluated)
        return "none";
    return v.pass ? "pass" : "fail";
}

std::string runLabel(int64_t id, const std::string& name, const std::vector<std::string>& tags)
{
    std::string out = "#" + std::to_string(id);
    if (!name.empty())
        out += " " + name;
    if (!tags.empty()) {
        out += " [";
        for (size_t i = 0; i < tags.size(); ++i)
            out += (i ? ", " : "") + tags[i];
        out += "]";
    }
    return out;
}

std::string runIdList(const std::vector<int64_t>& ids)
{
    std::string out;
    for (size_t i = 0; i < ids.size(); ++i)
        out += (i ? ", #" : "#") + std::to_string(ids[i]);
    return out;
}

} // namespace bw

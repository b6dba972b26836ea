#include "run_record.h"

namespace bw {

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

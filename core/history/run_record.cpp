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
    if (!v.evaluated)
        return "none";
    return v.pass ? "pass" : "fail";
}

} // namespace bw

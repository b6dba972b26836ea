#include "cli/step_options.h"

#include "cli/cli_files.h"
#include "cli/metrics_options.h"
#include "cli/run_options.h"
#include "history/history_paths.h"
#include "util/units.h"

namespace bwcli {

std::vector<bw::OptionSpec> stepSeriesOptionSpecs(const char* jsonSchema)
{
    std::vector<bw::OptionSpec> specs = loadOptionSpecs();
    for (auto& s : targetOptionSpecs())
        specs.push_back(s);
    for (auto& s : specs) {
        if (s.longName == "warmup")
            s.help = "warm-up before each step: requests run, nothing counted (default 1s)";
        else if (s.longName == "duration" || s.longName == "requests" || s.longName == "rate" || s.longName == "stages"
                 || s.longName == "max-vus")
            s.help = "not taken here: each step sets its own length and load (--step)";   // kept to refuse it by name
    }
    specs.push_back({"step", 0, true, "D", "measured length of each step (default 5s)"});
    for (auto& s : metricsOptionSpecs())
        specs.push_back(s);
    specs.push_back({"json", 0, true, "FILE|-", std::string("write the result as JSON (schema ") + jsonSchema + "; - = stdout)"});
    specs.push_back({"name", 0, true, "NAME", "name of the group in the history (each step adds its own part)"});
    specs.push_back({"tag", 0, true, "TAG", "tag every saved step, repeatable"});
    specs.push_back({"notes", 0, true, "TEXT", "notes kept with every saved step"});
    specs.push_back({"db", 0, true, "PATH", "history database (default: $BENCHWORK_DB or the app-data folder)"});
    specs.push_back({"no-save", 0, false, "", "do not save the steps in the history"});
    specs.push_back({"keep-secrets", 0, false, "", "save secret headers and URL passwords as given (default: redacted)"});
    specs.push_back({"quiet", 'q', false, "", "no progress line"});
    specs.push_back({"help", 'h', false, "", "show this help"});
    return specs;
}

std::optional<bw::Error> rateOption(const bw::OptionParser& p, const char* option, double* out)
{
    if (!p.has(option))
        return std::nullopt;
    const std::string text = p.value(option);
    auto v = bw::parseDecimal(text);
    if (!v) {
        auto n = bw::parseCount(text);   // 10k
        if (!n)
            return bw::Error(std::string("--") + option, "expected requests/s, e.g. 1500 or 10k, got '" + text + "'");
        v = double(*n);
    }
    if (!(*v > 0))
        return bw::Error(std::string("--") + option, "must be greater than zero");
    if (*v > bw::kMaxRate)
        return bw::Error(bw::ErrorCode::RateTooHigh, std::string("--") + option, {text, bw::formatCount(bw::kMaxRate)});
    *out = *v;
    return std::nullopt;
}

std::optional<bw::Error> stepSeriesFromArgs(const bw::OptionParser& p, StepSeriesArgs* out)
{
    for (const char* shape : {"duration", "requests", "rate", "stages", "max-vus"})
        if (p.has(shape))
            return bw::Error(std::string("--") + shape,
                             "each step sets its own load: give the step length with --step (and the rates or VUs of the series)");
    if (auto e = loadConfigFromArgs(p, &out->config, &out->slo))
        return e;
    if (auto e = targetSpecFromArgs(p, p.positional(), &out->target, &out->config))
        return e;
    if (out->target.kind != bw::TargetSpec::Kind::Demo) {
        bw::LoadConfig probe = out->config;
        if (auto e = bw::validateConfig(probe))
            return e;
    }
    if (p.has("step")) {
        auto v = bw::parseDuration(p.value("step"));
        if (!v)
            return bw::Error("--step", v.error().reason());
        if (!(*v > 0))
            return bw::Error("--step", "must be greater than zero");
        out->stepSec = *v;
    }
    out->warmupSec = p.has("warmup") ? out->config.warmupSec : 1.0;
    if (std::string bad = outputPathProblem(p.value("json")); !bad.empty())
        return bw::Error("--json", bad);
    out->json = p.value("json");
    out->quiet = p.has("quiet") || out->json == "-";
    out->session.runName = p.value("name");
    out->session.tags = p.values("tag");
    out->session.notes = p.value("notes");
    out->session.keepSecrets = p.has("keep-secrets");
    if (!p.has("no-save"))
        out->session.historyPath = p.has("db") ? p.value("db") : bw::defaultDatabasePath();
    return std::nullopt;
}

} // namespace bwcli

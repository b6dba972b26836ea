// A suite scenario's "kind" ("run", the default, or "capacity") and the
// "capacity" object of a capacity scenario:
//   "capacity": {"from": 1000, "step": "5s", "warmup": "1s", "precision": 2,
//                "min": 1, "max": 100000, "confirm": 2, "maxSteps": 30, "probe": "2s"}
// every key optional (the defaults of `benchwork-cli capacity`).
#include "suite_parse_parts.h"

namespace bw::suiteparse {

namespace {

// validateCapacitySettings() names the CLI's options; a suite file names its keys.
std::string keyOf(const std::string& option)
{
    if (option == "--slo-p99")
        return "slo.p99";
    if (option == "--max-steps")
        return "capacity.maxSteps";
    return "capacity." + (option.rfind("--", 0) == 0 ? option.substr(2) : option);
}

} // namespace

bool scenarioKind(SuiteJsonReader& r, const QJsonObject& o, const QJsonObject& ownLoad, const std::string& path, SuiteScenario* s)
{
    std::string kind = "run";
    if (!r.string(o, path, "kind", &kind))
        return false;
    if (kind != "run" && kind != "capacity")
        return r.fail(SuiteJsonReader::join(path, "kind"), "expected \"run\" or \"capacity\", got \"" + kind + "\"");
    if (kind == "run") {
        if (o.contains("capacity"))
            return r.fail(SuiteJsonReader::join(path, "capacity"), "only a scenario of \"kind\": \"capacity\" takes capacity settings");
        return true;
    }
    if (s->isAb())
        return r.fail(SuiteJsonReader::join(path, "ab"), "a capacity scenario searches one target; it cannot be an A/B scenario");
    if (o.contains("rounds"))
        return r.fail(SuiteJsonReader::join(path, "rounds"), "a capacity scenario confirms its answer itself (capacity.confirm)");
    for (const char* shape : {"duration", "requests", "rate", "stages"})
        if (ownLoad.contains(shape))
            return r.fail(SuiteJsonReader::join(SuiteJsonReader::join(path, "load"), shape),
                          "a capacity scenario's steps set their own rate and length: give capacity.step");
    QJsonObject c;
    if (!r.object(o, path, "capacity", &c))
        return false;
    const std::string cp = SuiteJsonReader::join(path, "capacity");
    if (!r.checkKeys(c, cp, {"from", "step", "warmup", "precision", "min", "max", "confirm", "maxSteps", "probe"}))
        return false;
    CapacitySettings set;
    int64_t confirm = set.confirmations, maxSteps = set.maxSteps;
    if (!r.positive(c, cp, "from", &set.fromRate) || !r.duration(c, cp, "step", &set.stepSec, false)
        || !r.duration(c, cp, "warmup", &set.warmupSec, true) || !r.percent(c, cp, "precision", &set.precision)
        || !r.positive(c, cp, "min", &set.minRate) || !r.positive(c, cp, "max", &set.maxRate)
        || !r.integer(c, cp, "confirm", 0, 10, &confirm) || !r.integer(c, cp, "maxSteps", 2, 200, &maxSteps)
        || !r.duration(c, cp, "probe", &set.probeSec, false))
        return false;
    set.confirmations = int(confirm);
    set.maxSteps = int(maxSteps);
    if (auto e = validateCapacitySettings(set, s->slo))
        return r.fail(SuiteJsonReader::join(path, keyOf(e->field).c_str()), e->reason());
    s->capacity = set;
    return true;
}

} // namespace bw::suiteparse

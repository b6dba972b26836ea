#include "compare/run_comparison.h"

#include <algorithm>
#include <functional>

namespace bw {

bool MetricComparison::improved() const
{
    return available && stats.significant && (higherIsBetter(metric) ? stats.b.median > stats.a.median : stats.b.median < stats.a.median);
}

bool MetricComparison::regressed() const
{
    return available && stats.significant && (higherIsBetter(metric) ? stats.b.median < stats.a.median : stats.b.median > stats.a.median);
}

const MetricComparison& RunComparison::metric(Metric m) const
{
    for (const MetricComparison& c : metrics)
        if (c.metric == m)
            return c;
    static const MetricComparison none;
    return none;
}

std::vector<EnvironmentDifference> environmentDifferences(const std::vector<const RunResult*>& runs)
{
    using Field = std::pair<const char*, std::function<std::string(const RunResult&)>>;
    const Field fields[] = {
        {"hostname", [](const RunResult& r) { return r.environment.hostname; }},
        {"machineModel", [](const RunResult& r) { return r.environment.machineModel; }},
        {"cpuModel", [](const RunResult& r) { return r.environment.cpuModel; }},
        {"cores", [](const RunResult& r) { return r.environment.cores ? std::to_string(r.environment.cores) : std::string(); }},
        {"os", [](const RunResult& r) { return r.environment.os; }},
        {"kernel", [](const RunResult& r) { return r.environment.kernel; }},
        {"benchworkVersion", [](const RunResult& r) { return r.environment.benchworkVersion; }},
        {"qtVersion", [](const RunResult& r) { return r.environment.qtVersion; }},
        {"curlVersion", [](const RunResult& r) { return r.environment.curlVersion; }},
        {"engine", [](const RunResult& r) { return r.engineUsed; }},
        {"httpVersion", [](const RunResult& r) { return r.httpVersion; }},
        // "targetCpus": the CPUs the launched or demo target was pinned to
        // (environment.limits.cpus). An unpinned target is "none", which
        // differs from "0-1"; a run without a recorded environment (an
        // imported one) has nothing to say. The client is not pinned: the
        // load generator runs unpinned, and its result records no pinning.
        {"targetCpus", [](const RunResult& r) {
             if (r.environment.benchworkVersion.empty())
                 return std::string();
             return r.environment.limits.cpus.empty() ? std::string("none") : r.environment.limits.cpus;
         }},
    };
    std::vector<EnvironmentDifference> out;
    for (const auto& [name, get] : fields) {
        EnvironmentDifference d{name, {}};
        for (const RunResult* r : runs) {
            const std::string v = get(*r);
            if (v.empty())      // not recorded (an imported run): nothing to compare
                continue;
            if (std::find(d.values.begin(), d.values.end(), v) == d.values.end())
                d.values.push_back(v);
        }
        if (d.values.size() > 1)
            out.push_back(std::move(d));
    }
    return out;
}

namespace {

// Metric by metric, each side's values (runs lacking the metric left out).
template <typename Run>
RunComparison compareSets(const std::vector<Run>& a, const std::vector<Run>& b, const ComparisonSettings& s)
{
    RunComparison c;
    c.roundsA = a.size();
    c.roundsB = b.size();
    for (Metric m : kComparedMetrics) {
        MetricComparison mc;
        mc.metric = m;
        for (const Run& r : a)
            if (auto v = metricValue(r, m))
                mc.a.push_back(*v);
        for (const Run& r : b)
            if (auto v = metricValue(r, m))
                mc.b.push_back(*v);
        mc.available = !mc.a.empty() && !mc.b.empty();
        if (mc.available)
            mc.stats = compareSamples(mc.a, mc.b, s);
        c.metrics.push_back(std::move(mc));
    }
    return c;
}

} // namespace

RunComparison compareRunSets(const std::vector<RunResult>& a, const std::vector<RunResult>& b, const ComparisonSettings& s)
{
    RunComparison c = compareSets(a, b, s);
    // Request-set entries, matched by name: those of A's first run that B's runs have too.
    auto entryValues = [](const std::vector<RunResult>& runs, const std::string& name, Metric m) {
        std::vector<double> values;
        for (const RunResult& r : runs)
            for (const RequestStats& e : r.byRequest)
                if (e.name == name)
                    if (auto v = requestMetricValue(r, e, m))
                        values.push_back(*v);
        return values;
    };
    if (!a.empty()) {
        for (const RequestStats& first : a.front().byRequest) {
            RequestComparison req;
            req.name = first.name;
            for (Metric m : kRequestMetrics) {
                MetricComparison mc;
                mc.metric = m;
                mc.a = entryValues(a, first.name, m);
                mc.b = entryValues(b, first.name, m);
                mc.available = !mc.a.empty() && !mc.b.empty();
                if (mc.available)
                    mc.stats = compareSamples(mc.a, mc.b, s);
                req.metrics.push_back(std::move(mc));
            }
            const bool any = std::any_of(req.metrics.begin(), req.metrics.end(), [](const MetricComparison& m) { return m.available; });
            if (any)
                c.byRequest.push_back(std::move(req));
        }
    }
    std::vector<const RunResult*> all;
    for (const RunResult& r : a)
        all.push_back(&r);
    for (const RunResult& r : b)
        all.push_back(&r);
    c.environment = environmentDifferences(all);
    return c;
}

RunComparison compareRowSets(const std::vector<RunRow>& a, const std::vector<RunRow>& b, const ComparisonSettings& s)
{
    return compareSets(a, b, s);
}

} // namespace bw

#include "compare/run_comparison.h"

#include "link/link_profile.h"
#include "result/run_outcome.h"
#include "target/cpu_list.h"

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
        {"targetRuntime", [](const RunResult& r) { return r.environment.targetRuntime; }},
        {"engine", [](const RunResult& r) { return r.engineUsed; }},
        {"httpVersion", [](const RunResult& r) { return r.httpVersion; }},
        // "targetCpus": the CPUs the launched or demo target was pinned to
        // (environment.limits.cpus). An unpinned target is "none", which
        // differs from "0-1"; a run without a recorded environment (an
        // imported one) has nothing to say.
        {"targetCpus", [](const RunResult& r) {
             if (r.environment.benchworkVersion.empty())
                 return std::string();
             return r.environment.limits.cpus.empty() ? std::string("none") : r.environment.limits.cpus;
         }},
        // "clientCpus": the engine's own CPUs under --split ("any": not pinned).
        {"clientCpus", [](const RunResult& r) {
             if (r.environment.benchworkVersion.empty())
                 return std::string();
             return r.cores.clientPinned ? formatCpuList(r.cores.clientCpus) : std::string("any");
         }},
        // "link": the network between engine and target (--link), "local" without one.
        {"link", [](const RunResult& r) {
             if (r.environment.benchworkVersion.empty())
                 return std::string();
             return r.link.present() ? formatLinkProfile(r.link.profile) : std::string("local");
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

// A failed run (its target ended, nothing completed: result/run_outcome.h)
// is no sample of its side; it is named instead.
bool failedRun(const RunResult& r) { return statusFailsRun(r.status); }
bool failedRun(const RunRow& r) { return statusFailsRun(r.status); }
LeftOutRun leftOutRun(const RunResult& r, bool sideB) { return {sideB, r.historyId, r.status}; }
LeftOutRun leftOutRun(const RunRow& r, bool sideB)
{
    LeftOutRun l{sideB, r.id, RunStatus::Failed};
    parseRunStatus(r.status, &l.status);
    return l;
}

// Metric by metric, each side's values (runs lacking the metric left out).
// `kept`: the runs compared, A's then B's.
template <typename Run>
RunComparison compareSets(const std::vector<Run>& a, const std::vector<Run>& b, const ComparisonSettings& s,
                          std::vector<const Run*>* kept = nullptr)
{
    RunComparison c;
    std::vector<const Run*> sideA, sideB;
    for (const auto* side : {&a, &b})
        for (const Run& r : *side) {
            const bool isB = side == &b;
            if (failedRun(r))
                c.leftOut.push_back(leftOutRun(r, isB));
            else
                (isB ? sideB : sideA).push_back(&r);
        }
    c.roundsA = sideA.size();
    c.roundsB = sideB.size();
    for (Metric m : kComparedMetrics) {
        MetricComparison mc;
        mc.metric = m;
        for (const Run* r : sideA)
            if (auto v = metricValue(*r, m))
                mc.a.push_back(*v);
        for (const Run* r : sideB)
            if (auto v = metricValue(*r, m))
                mc.b.push_back(*v);
        mc.available = !mc.a.empty() && !mc.b.empty();
        if (mc.available)
            mc.stats = compareSamples(mc.a, mc.b, s);
        c.metrics.push_back(std::move(mc));
    }
    if (kept) {
        *kept = sideA;
        kept->insert(kept->end(), sideB.begin(), sideB.end());
    }
    return c;
}

} // namespace

RunComparison compareRunSets(const std::vector<RunResult>& a, const std::vector<RunResult>& b, const ComparisonSettings& s)
{
    std::vector<const RunResult*> compared;
    RunComparison c = compareSets(a, b, s, &compared);
    // Request-set entries, matched by name: those of A's first compared run
    // that B's compared runs have too (failed runs are left out, as above);
    // flows' steps the same way, by flow and step name.
    auto compareEntries = [&](std::vector<RequestStats> RunResult::*list, std::vector<RequestComparison>* out) {
        auto entryValues = [&](bool sideB, const std::string& name, Metric m) {
            std::vector<double> values;
            // compared: A's runs (the first roundsA), then B's
            const size_t from = sideB ? c.roundsA : 0, to = sideB ? compared.size() : c.roundsA;
            for (size_t i = from; i < to; ++i) {
                const RunResult* r = compared[i];
                for (const RequestStats& e : r->*list)
                    if (e.displayName() == name)
                        if (auto v = requestMetricValue(*r, e, m))
                            values.push_back(*v);
            }
            return values;
        };
        if (c.roundsA == 0)
            return;
        for (const RequestStats& first : compared.front()->*list) {
            RequestComparison req;
            req.name = first.displayName();
            for (Metric m : kRequestMetrics) {
                MetricComparison mc;
                mc.metric = m;
                mc.a = entryValues(false, req.name, m);
                mc.b = entryValues(true, req.name, m);
                mc.available = !mc.a.empty() && !mc.b.empty();
                if (mc.available)
                    mc.stats = compareSamples(mc.a, mc.b, s);
                req.metrics.push_back(std::move(mc));
            }
            const bool any = std::any_of(req.metrics.begin(), req.metrics.end(), [](const MetricComparison& m) { return m.available; });
            if (any)
                out->push_back(std::move(req));
        }
    };
    compareEntries(&RunResult::byRequest, &c.byRequest);
    compareEntries(&RunResult::byStep, &c.byStep);
    c.environment = environmentDifferences(compared);
    return c;
}

RunComparison compareRowSets(const std::vector<RunRow>& a, const std::vector<RunRow>& b, const ComparisonSettings& s)
{
    return compareSets(a, b, s);
}

} // namespace bw

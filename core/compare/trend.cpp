#include "compare/trend.h"

#include <algorithm>
#include <cmath>

namespace bw {

std::string urlPathOf(const std::string& url)
{
    const size_t scheme = url.find("://");
    const size_t from = scheme == std::string::npos ? 0 : scheme + 3;
    const size_t slash = url.find_first_of("/?", from);
    if (slash == std::string::npos)
        return "/";
    std::string p = url.substr(slash);
    return p[0] == '?' ? "/" + p : p;
}

ScenarioKey scenarioKeyOf(const RunResult& r)
{
    ScenarioKey k;
    k.name = r.name;
    k.path = urlPathOf(r.config.url);
    k.method = r.config.method;
    k.connections = r.config.connections;
    k.rate = r.config.rate;
    k.requests = r.config.requests;
    k.durationSec = r.config.requests ? 0 : r.config.measuredSeconds();
    k.stages = r.config.stages.size();
    return k;
}

namespace {

bool anyAccepted(const TrendPoint& p, const std::vector<int64_t>& accepted)
{
    for (int64_t id : p.runIds)
        if (std::find(accepted.begin(), accepted.end(), id) != accepted.end())
            return true;
    return false;
}

double medianOfPoints(const std::vector<TrendPoint>& points, size_t from, size_t to)
{
    std::vector<double> medians;
    for (size_t i = from; i < to; ++i)
        medians.push_back(points[i].interval.median);
    return medianInterval(medians).median;
}

// Each change point between its neighbours: the segment before it (from the
// previous change) and after it (to the next).
std::vector<TrendChange> describeChanges(const Trend& t, const ComparisonSettings& s, const TrendCheckSettings& check)
{
    std::vector<TrendChange> out;
    const size_t n = t.points.size();
    for (size_t k = 0; k < t.changes.size(); ++k) {
        const size_t from = k == 0 ? 0 : t.changes[k - 1].index;
        const size_t at = t.changes[k].index;
        const size_t to = k + 1 < t.changes.size() ? t.changes[k + 1].index : n;
        TrendChange c;
        c.index = at;
        c.pValue = t.changes[k].pValue;
        c.before = medianOfPoints(t.points, from, at);
        c.after = medianOfPoints(t.points, at, to);
        c.changeDefined = c.before != 0;
        c.change = c.changeDefined ? (c.after - c.before) / c.before : 0;
        c.worse = higherIsBetter(t.metric) ? c.after < c.before : c.after > c.before;
        c.beyondNoise = c.changeDefined ? std::fabs(c.change) >= s.noiseThreshold : c.after != 0;
        c.recent = at + check.window >= n;
        c.accepted = anyAccepted(t.points[at], check.acceptedRuns);
        for (size_t i = from; i < at; ++i)
            c.runsBefore.insert(c.runsBefore.end(), t.points[i].runIds.begin(), t.points[i].runIds.end());
        for (size_t i = at; i < to; ++i)
            c.runsAfter.insert(c.runsAfter.end(), t.points[i].runIds.begin(), t.points[i].runIds.end());
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace

bool Trend::checkFails() const
{
    return !failingChanges().empty() || (regression && !latestAccepted);
}

std::vector<const TrendChange*> Trend::failingChanges() const
{
    std::vector<const TrendChange*> out;
    for (const TrendChange& c : changeDetails)
        if (c.failsCheck())
            out.push_back(&c);
    return out;
}

Trend buildTrend(const std::vector<TrendRun>& runs, Metric metric, const ComparisonSettings& s, const ChangePointSettings& cs,
                 const TrendCheckSettings& check)
{
    Trend t;
    t.metric = metric;
    for (const TrendRun& tr : runs) {
        const auto v = metricValue(*tr.run, metric);
        if (!v)
            continue;
        // the rounds of one group (one side of an A/B group) are one point
        size_t at = t.points.size();
        if (tr.roundGroupId)
            for (size_t i = 0; i < t.points.size(); ++i)
                if (t.points[i].roundGroupId == tr.roundGroupId && t.points[i].roundSide == tr.roundSide)
                    at = i;
        if (at == t.points.size()) {
            TrendPoint p;
            p.startedAtMs = tr.run->startedAtMs;
            p.roundGroupId = tr.roundGroupId;
            p.roundSide = tr.roundSide;
            t.points.push_back(p);
        }
        t.points[at].runIds.push_back(tr.run->historyId);
        t.points[at].values.push_back(*v);
    }
    std::vector<double> medians;
    for (TrendPoint& p : t.points) {
        p.interval = medianInterval(p.values, s.confidence);
        medians.push_back(p.interval.median);
    }
    t.changes = findChangePoints(medians, cs);
    t.changeDetails = describeChanges(t, s, check);
    if (t.points.size() < 2)
        return t;
    const size_t last = t.points.size() - 1;
    t.baselineTo = last;
    t.baselineFrom = 0;
    // the baseline starts at the last change among the earlier points (the
    // latest point itself cannot shift where that is)
    const std::vector<double> earlier(medians.begin(), medians.end() - 1);
    for (const ChangePoint& c : findChangePoints(earlier, cs))
        t.baselineFrom = std::max(t.baselineFrom, c.index);
    std::vector<double> before;
    for (size_t i = t.baselineFrom; i < t.baselineTo; ++i)
        before.insert(before.end(), t.points[i].values.begin(), t.points[i].values.end());
    t.latestCompared = true;
    t.latest = compareSamples(before, t.points[last].values, s);
    const bool worse = higherIsBetter(metric) ? t.latest.b.median < t.latest.a.median : t.latest.b.median > t.latest.a.median;
    t.regression = t.latest.significant && worse;
    t.latestAccepted = anyAccepted(t.points[last], check.acceptedRuns);
    return t;
}

} // namespace bw

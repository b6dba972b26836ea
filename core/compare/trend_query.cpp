#include "compare/trend_query.h"

#include "util/units.h"

#include <algorithm>

namespace bw {

std::vector<TrendRun> ScenarioRuns::trendRuns() const
{
    std::vector<TrendRun> out;
    for (size_t i = 0; i < runs.size(); ++i)
        out.push_back({&runs[i], roundGroupIds[i], roundSides[i]});
    return out;
}

std::optional<ScenarioRuns> loadScenarioRuns(HistoryStore& store, int64_t anchorId, int limit, std::string* error)
{
    RunFilter f;
    f.status = "complete";
    f.source = "benchwork";
    f.limit = limit;
    bool ok = false;
    std::vector<RunRow> rows = store.listRuns(f, &ok);   // newest first
    if (!ok) {
        *error = store.lastError();
        return std::nullopt;
    }
    if (!anchorId && rows.empty()) {
        *error = "the history has no complete run yet";
        return std::nullopt;
    }
    auto anchor = store.loadRun(anchorId ? anchorId : rows.front().id);
    if (!anchor) {
        *error = store.lastError();
        return std::nullopt;
    }
    ScenarioRuns s;
    s.key = scenarioKeyOf(*anchor);
    s.acceptedRuns = store.acceptedChanges(&ok);
    if (!ok) {
        *error = store.lastError();
        return std::nullopt;
    }
    std::reverse(rows.begin(), rows.end());
    for (const RunRow& row : rows) {
        if (row.method != s.key.method || row.connections != s.key.connections || row.name != s.key.name)
            continue;   // the cheap test first; the whole key needs the configuration
        auto r = store.loadRun(row.id);
        if (!r) {
            *error = store.lastError();
            return std::nullopt;
        }
        if (!(scenarioKeyOf(*r) == s.key))
            continue;
        s.runs.push_back(std::move(*r));
        s.roundGroupIds.push_back(row.roundGroupId);
        s.roundSides.push_back(row.roundSide);
    }
    return s;
}

std::string scenarioText(const ScenarioKey& key)
{
    return (key.name.empty() ? std::string("(no name)") : key.name) + "  " + key.method + " " + key.path + "  " +
           std::to_string(key.connections) + " VUs" + (key.rate > 0 ? "  " + formatCount(key.rate) + " req/s" : "") +
           (key.requests ? "  " + formatCount(double(key.requests)) + " requests" : "  " + formatDurationSec(key.durationSec));
}

} // namespace bw

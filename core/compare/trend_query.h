#pragma once
// The runs of one scenario read from the history for a trend, one home for
// `history trend` and the window's Trend view: the latest `limit` complete
// Benchwork runs, those with the scenario of run `anchorId` (0: the latest
// run's), oldest first, each with its round group, and the changes accepted
// in the history. Call from the thread that owns `store`.
#include "compare/trend.h"
#include "history/history_store.h"

#include <optional>
#include <string>
#include <vector>

namespace bw {

struct ScenarioRuns {
    ScenarioKey key;
    std::vector<RunResult> runs;              // oldest first
    std::vector<int64_t> roundGroupIds;       // per run, 0: none
    std::vector<std::string> roundSides;      // per run
    std::vector<int64_t> acceptedRuns;        // HistoryStore::acceptedChanges(): changes a user accepted
    std::vector<TrendRun> trendRuns() const;  // pointing into `runs`
};

// Nullopt with *error (the store's message, or "the history has no complete run yet").
std::optional<ScenarioRuns> loadScenarioRuns(HistoryStore& store, int64_t anchorId, int limit, std::string* error);

// "api  GET /json  10 VUs  30s": the scenario in one line.
std::string scenarioText(const ScenarioKey& key);

} // namespace bw

#include "run/ab_rounds.h"

#include "history/history_store.h"

namespace bw {

std::vector<AbStep> abSchedule(int rounds)
{
    std::vector<AbStep> steps;
    for (int i = 1; i <= rounds; ++i) {
        steps.push_back({i, false});
        steps.push_back({i, true});
    }
    return steps;
}

int64_t createAbGroup(const std::string& historyPath, const std::string& name, int64_t startedAtMs, int rounds,
                      std::string* error)
{
    HistoryStore store;
    int64_t id = 0;
    if (store.open(historyPath))
        id = store.createRoundGroup("ab", name, startedAtMs, rounds);
    if (!id && error)
        *error = store.lastError();
    return id;
}

SessionOptions abStepOptions(SessionOptions base, int64_t groupId, const AbStep& step)
{
    base.roundGroupId = groupId;
    base.roundIndex = step.round;
    base.roundSide = step.side();
    return base;
}

void AbSides::add(const AbStep& step, RunResult result, int64_t historyId)
{
    (step.b ? b : a).push_back(std::move(result));
    (step.b ? idsB : idsA).push_back(historyId);
}

RunComparison AbSides::compare(const ComparisonSettings& settings) const
{
    return compareRunSets(a, b, settings);
}

} // namespace bw

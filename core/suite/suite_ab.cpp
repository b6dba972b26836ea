#include "suite/suite_ab.h"

#include <algorithm>

namespace bw {

std::vector<SuiteAbComparison> suiteAbComparisons(const SuiteOutcome& outcome, const ComparisonSettings& settings)
{
    std::vector<SuiteAbComparison> out;
    for (const SuiteRunRecord& r : outcome.records) {
        if (r.side.empty() || !r.ran)
            continue;
        auto it = std::find_if(out.begin(), out.end(), [&](const SuiteAbComparison& c) { return c.scenarioId == r.scenarioId; });
        if (it == out.end()) {
            SuiteAbComparison c;
            c.scenarioId = r.scenarioId;
            c.scenarioName = r.scenarioName;
            c.rounds = r.rounds;
            out.push_back(std::move(c));
            it = out.end() - 1;
        }
        const bool b = r.side == "b";
        (b ? it->targetB : it->targetA) = r.targetName;
        if (!it->roundGroupId)
            it->roundGroupId = r.roundGroupId;
        it->sides.add(AbStep{r.round, b}, r.result, r.historyId);
    }
    for (SuiteAbComparison& c : out)
        c.comparison = c.sides.compare(settings);
    return out;
}

std::optional<SuiteAbComparison> suiteAbComparison(const SuiteOutcome& outcome, const std::string& scenarioId,
                                                   const ComparisonSettings& settings)
{
    for (SuiteAbComparison& c : suiteAbComparisons(outcome, settings))
        if (c.scenarioId == scenarioId)
            return std::move(c);
    return std::nullopt;
}

} // namespace bw

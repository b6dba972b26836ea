#pragma once
// The comparisons of a suite's A/B scenarios: each one's runs of side a
// against those of side b (run/ab_rounds.h, core/compare), for the CLI's
// lines, the suite report and the result JSON. Pure; any thread.
#include "run/ab_rounds.h"
#include "suite/suite_outcome.h"

#include <optional>
#include <string>
#include <vector>

namespace bw {

struct SuiteAbComparison {
    std::string scenarioId, scenarioName;
    std::string targetA, targetB;   // target names
    int rounds = 0;                 // planned, a side
    int64_t roundGroupId = 0;       // the A/B group in the history (0: not saved)
    AbSides sides;                  // the runs that ran
    RunComparison comparison;
};

// Every A/B scenario with a run that ran, in the order they ran.
std::vector<SuiteAbComparison> suiteAbComparisons(const SuiteOutcome& outcome, const ComparisonSettings& settings = {});
// The one of `scenarioId`; nullopt when it is no A/B scenario or nothing of it ran.
std::optional<SuiteAbComparison> suiteAbComparison(const SuiteOutcome& outcome, const std::string& scenarioId,
                                                   const ComparisonSettings& settings = {});

} // namespace bw

#pragma once
// An A/B comparison as JUnit test cases: one per round that ran (judged as
// any run, junit_run.h) and one per metric compared, which fails when B is
// significantly worse than A beyond the noise threshold
// (MetricComparison::regressed(): the comparison's "~" rule). Note that
// `ab`'s exit status judges the rounds only (docs/exit-status.md): a
// regression fails its metric's case, not the command. For `benchwork-cli
// ab` and a suite's A/B scenarios. Pure; any thread.
#include "junit/junit_document.h"
#include "run/ab_rounds.h"

#include <string>

namespace bw {

struct JUnitAbInput {
    std::string name;                // the test suite's name: "ab" or "SUITE / A/B SCENARIO"
    std::string classname;           // the cases' classname
    std::string targetA, targetB;    // how each side is described
    int rounds = 0;                  // planned, a side
    int64_t roundGroupId = 0;        // 0: not saved
    ComparisonSettings settings;
};

JUnitSuite junitFromAb(const JUnitAbInput& in, const AbSides& sides, const RunComparison& rc);

// The metric cases alone (also per request-set entry and flow step, named
// "ENTRY: METRIC"), for a suite that lists its A/B runs with its other runs.
std::vector<JUnitCase> junitMetricCases(const RunComparison& rc, const std::string& classname);

} // namespace bw

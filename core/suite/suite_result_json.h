#pragma once
// A suite run's results as JSON, schema "benchwork.suite-result/1"
// (docs/suite.md): the suite, how it ended, one entry per attempted run with
// its verdict and the full run object (benchwork.run/1, secrets redacted,
// without histograms), and the baselines. Pure; any thread.
#include "suite/suite.h"
#include "suite/suite_baselines.h"
#include "suite/suite_outcome.h"

#include <QJsonObject>

#include <vector>

namespace bw {

inline constexpr char kSuiteResultSchema[] = "benchwork.suite-result/1";

QJsonObject suiteOutcomeToJson(const Suite& suite, const SuiteOutcome& outcome, const std::vector<ResolvedBaseline>& baselines);

} // namespace bw

#pragma once
// One run as a JUnit test case, judged by the rule every front end uses
// (result/run_outcome.h): a run that failed (nothing completed, its target
// ended during it) or missed its SLO is a failure whose message is the
// verdict's sentence; a run stopped before its end is skipped (not judged);
// otherwise it passed. For a suite's runs, an A/B comparison's rounds. Pure;
// any thread.
#include "junit/junit_document.h"
#include "result/run_result.h"

#include <cstdint>
#include <string>

namespace bw {

// `historyId` 0: not saved. The case's time is the run's warm-up and
// measured phase; its system-out the URL, connections, figures, SLO and id.
JUnitCase junitRunCase(const RunResult& r, const std::string& classname, const std::string& name, int64_t historyId);

// "79,930 req/s, p99 5.751ms, errors 0%": the figures a verdict is judged on.
std::string junitRunFigures(const RunResult& r);

} // namespace bw

#pragma once
// A suite's outcome as JUnit: one test suite per cell (a target
// configuration, with the target and URL as properties), one test case per
// run record ("scenario @ cell", its side and round when it has them): a run
// that missed its SLO or failed is a failure with the verdict's sentence, a
// capacity search that found no rate (or fell below its floor) a failure
// with its answer, a run that could not run an error with the reason, a
// target skipped for a missing runtime and a run stopped before its end
// skipped; runs the suite never reached (it was stopped) skipped too. Each
// A/B scenario adds a test suite of its metrics (junit_ab.h). Failures plus
// errors equal SuiteOutcome::failedCount(). Pure; any thread.
#include "junit/junit_document.h"
#include "suite/suite_outcome.h"

namespace bw {

struct SuitePlan;

// `plan` may be null: then runs never reached are not listed.
JUnitReport junitFromSuite(const SuiteOutcome& outcome, const SuitePlan* plan);

} // namespace bw

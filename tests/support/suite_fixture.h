#pragma once
// Suites written inline in the suite tests: parsed (and planned) or the test
// binary stops with the parser's own reason, since a fixture that does not
// parse is a broken test, not a result.
#include "suite/suite.h"
#include "suite/suite_plan.h"

#include <string>

namespace bwtest {

bw::Suite parseSuiteOrDie(const std::string& json);
bw::SuitePlan planSuiteOrDie(const bw::Suite& suite);

} // namespace bwtest

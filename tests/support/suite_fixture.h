#pragma once
// Suites written inline in the suite tests: parsed (and planned) or the test
// binary stops with the parser's own reason, since a fixture that does not
// parse is a broken test, not a result; and the parser tests' suite texts.
// Test thread only.
#include "suite/suite.h"
#include "suite/suite_plan.h"

#include <string>

namespace bwtest {

bw::Suite parseSuiteOrDie(const std::string& json);
bw::SuitePlan planSuiteOrDie(const bw::Suite& suite);

// A minimal valid suite (JSON text) with `scenario` as its only scenario
// object (or a comma-separated list of them) against one local target;
// `extra` is spliced in after the scenarios (", \"key\": value").
std::string suiteWith(const std::string& scenario, const std::string& extra = {});

// The same with two servers (v1, the default target, and v2) and two
// launched targets (n1, n2), for the A/B scenarios.
std::string abSuiteWith(const std::string& scenario, const std::string& extra = {});

// Why the parser refuses `json` (base directory "/base"), or "(accepted)".
std::string suiteRefusal(const std::string& json);

} // namespace bwtest

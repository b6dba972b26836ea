#pragma once
// A capacity search as JUnit: one test case per step and one for the
// search's answer. The answer's case carries the verdict, as the exit
// status does (CapacityResult::exitStatus()): it fails, with the answer's
// sentence, when no rate was sustained, the floor was missed, the client
// limited the search before any rate held, or the step limit came first; it
// is in error when a step could not run or the target answered nothing;
// skipped when the search was stopped. A step over the capacity is how the
// search finds the capacity, not a failure: its case passes and says
// "FAIL: p99 7.2ms > 5ms" in its output and name; a step the target
// answered nothing in is an error, a step cut short skipped. Pure; any thread.
#include "capacity/capacity_result.h"
#include "junit/junit_document.h"

#include <string>

namespace bw {

struct JUnitCapacityInput {
    std::string target;        // "GET http://127.0.0.1:8080/json" or "the demo target /json"
    int connections = 0;
};

JUnitReport junitFromCapacity(const JUnitCapacityInput& in, const CapacityResult& r);

// The answer's case alone (a suite's capacity scenario is one of its runs).
JUnitCase junitCapacityAnswer(const CapacityResult& r, const std::string& classname, const std::string& name);

} // namespace bw

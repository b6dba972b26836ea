#pragma once
// A capacity scenario inside a suite run: its search (CapacityRunner) on the
// suite runner's thread, its steps attached to the cell's target and saved
// under the suite run as one capacity group, and its record: the search's
// result and, as the record's run, its step at the max sustainable rate.
// Threads: the suite runner's.
#include "capacity/capacity_runner.h"
#include "suite/suite_outcome.h"

#include <functional>

namespace bw {

// Runs `job` to its end. `setCurrent` is called with the search before it
// starts (false: the suite is stopping, nothing runs) and with null after
// it ends, so the suite's stop() and progress() reach it meanwhile.
void runSuiteCapacity(const CapacityJob& job, SuiteRunRecord* rec, const std::function<bool(CapacityRunner*)>& setCurrent);

} // namespace bw

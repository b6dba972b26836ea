#pragma once
// How a finished run ends, decided in one place for every front end (the
// engine applies it to each result, so the CLI, the window and suites agree).
#include "result/run_result.h"

#include <string>

namespace bw {

// A run in which no request completed is `Failed`, whatever the mode and
// whatever caused it, and its statusMessage names the first error:
// "no request completed: Connection refused (127.0.0.1:1)". When the engine
// already failed the run ("could not connect to URL"), the first error is
// added to that message. A run the user stopped or whose target ended keeps
// its status. `firstError`: the run's first error message ("" if none).
// Any thread; pure.
void settleRunStatus(RunResult* r, const std::string& firstError);

} // namespace bw

#pragma once
// A step's checks and extractions run on one response: which failed (a bit
// per CompiledStep::failureNames entry) and which of the user's variables
// got a value. The engine runs this on the thread of the user (flow_runner.h),
// the "try once" run and tests call it too, so every path judges a
// response the same way. No allocation once the user's buffers have grown
// to their values. Qt-free.
#include "flow/compiled_flow.h"
#include "flow/response_capture.h"

#include <cstdint>
#include <string>

namespace bw {

class RequestRandom;

struct StepOutcome {
    uint32_t failed = 0;        // bit i: failureNames[i] failed
    uint64_t gave = 0;          // bit v: variable v was set
};

// `values`: the user's flow variables (flow.variables.size() of them),
// written in place. `random` picks among matches (ExtractPick::Random).
// `scratch` is reused. A value that is empty after a match, longer than
// kMaxFlowValueBytes, or holds a byte its request cannot carry (a space or
// control character in a path, a line break in a header) is a missed
// extraction.
StepOutcome evaluateStep(const CompiledFlow& flow, const CompiledStep& step, int status, const ResponseCapture& response,
                         std::string* values, RequestRandom& random, std::string* scratch);

// Think time after a step, nanoseconds, drawn from `random`.
uint64_t thinkTimeNs(const ThinkTime& t, RequestRandom& random);

} // namespace bw

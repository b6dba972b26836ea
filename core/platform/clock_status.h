#pragma once
// What the OS's clock discipline says about the wall clock, for agents that
// start together at a wall-clock time (--start-at): synchronised or not, the
// offset still being corrected and the estimated error. Linux: adjtimex()
// with no modes (read-only, no privilege needed); macOS: not known (the
// result says so). Any thread; never fails, `known` false instead.
#include "result/agent_info.h"

namespace bw {

ClockStatus readClockStatus();

} // namespace bw

#pragma once
// Whether one fixed-rate step of a capacity search passed. Every bound must
// hold, none is averaged with another: the judged p99 (from the intended
// send time: coordinated omission corrected) at most the ceiling, the error
// rate at most its ceiling, the achieved rate at least 99 % of the offered
// one, and no pacer-behind warning (late or unsent sends). A step in which
// the client was cpu-busy or cpu-starved is marked with it: its figures
// measure the client, and the search stops there. A step stopped or
// interrupted before its end is not judged (notJudged). Pure; any thread.
#include "capacity/capacity_result.h"

namespace bw {

// `stepSlo` as capacityStepSlo() makes it. The probe (closed model) passes
// when it completed requests; it is never judged on the SLO.
CapacityStep judgeCapacityStep(const StepPlan& plan, const RunResult& run, const Slo& stepSlo);

// The same on figures alone (a step read back from JSON, tests).
CapacityStep judgeCapacityStep(const StepPlan& plan, const StepFigures& figures, const Slo& stepSlo);

} // namespace bw

#include "capacity/step_plan.h"

namespace bw {

namespace {
constexpr struct {
    StepPhase phase;
    const char* name;
} kNames[] = {{StepPhase::Probe, "probe"},   {StepPhase::Grow, "grow"},       {StepPhase::Halve, "halve"},
              {StepPhase::Bisect, "bisect"}, {StepPhase::Recheck, "recheck"},
              {StepPhase::Confirm, "confirm"}, {StepPhase::Point, "point"}};
} // namespace

const char* stepPhaseName(StepPhase p)
{
    for (const auto& n : kNames)
        if (n.phase == p)
            return n.name;
    return "point";
}

bool parseStepPhase(const std::string& s, StepPhase* out)
{
    for (const auto& n : kNames)
        if (s == n.name) {
            *out = n.phase;
            return true;
        }
    return false;
}

} // namespace bw

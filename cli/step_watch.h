#pragma once
// How `capacity` and `sweep` wait for their series: four times a second
// they print the lines of the steps that ended since, redraw the progress
// line of the step under way (on a terminal), and pass a first Ctrl-C on as
// a stop (the series ends with what it found) while a second quits at once.
#include "capacity/step_plan.h"
#include "cli/interrupts.h"
#include "cli/streams.h"
#include "engine/engine.h"

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace bwcli {

struct StepWatch {
    // Blocks up to the timeout; true once the series ended.
    std::function<bool(std::chrono::milliseconds)> waitFinished;
    // The lines of the steps that ended since the last call.
    std::function<std::vector<std::string>()> newLines;
    // The step under way and its live figures, if one is.
    std::function<std::optional<std::pair<bw::StepPlan, bw::LiveStatus>>()> current;
    std::function<void()> stop;
};

void watchSteps(const StepWatch& w, const Streams& io, std::ostream& out, const InterruptWatch& interrupts, bool quiet);

} // namespace bwcli

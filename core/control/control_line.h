#pragma once
// One line of the control protocol (core/control/README.md): "vus N" (a
// whole number of VUs), "rate N" (requests/s, a count such as 5000 or 5k, or
// a decimal), "stop". Words are lower case; spaces around them and a
// trailing CR are ignored. Pure function, any thread; Qt-free.
#include "result/run_result.h"
#include "util/error.h"

#include <string>

namespace bw {

struct ControlCommand {
    enum class Kind { Steer, Stop };
    Kind kind = Kind::Stop;
    LoadKnob knob = LoadKnob::Vus;    // Steer: which load
    double value = 0;                 // Steer: VUs, or requests/s
};

// The command, or a Plain error (no field) that says what was expected and
// quotes what came.
Result<ControlCommand> parseControlLine(const std::string& line);

} // namespace bw

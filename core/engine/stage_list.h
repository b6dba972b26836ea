#pragma once
// The text form of a ramping schedule, as k6 users write stages on the
// command line: "D:T,D:T,..." (--stages 30s:100,1m:100,10s:0): over each
// stage's duration D (the one duration grammar, parseDuration: 30s, 2m,
// 1m30s, 500ms; 0s is a jump) move linearly to target T (VUs, or requests/s
// with a rate: a count such as 100 or 5k, or a decimal such as 2.5). Also
// the English lines the CLI prints about a schedule and its live changes.
// Pure functions, any thread; Qt-free.
#include "engine/load_config.h"
#include "result/run_result.h"
#include "util/error.h"

#include <string>
#include <vector>

namespace bw {

// The stages, or a Plain error naming the stage at fault and the problem:
// no colon, a negative or malformed duration, a negative or malformed
// target, an empty list, stages that last 0 s (StagesLastNoTime) or longer
// than kMaxDurationSec (DurationTooLong) in total. No field: the
// caller puts the option's name in front.
Result<std::vector<RampStage>> parseStageList(const std::string& text);
// The same grammar back, exact to the millisecond and the 1/1000 of a
// target: formatStageList(*parseStageList(s)) parses to the same stages.
std::string formatStageList(const std::vector<RampStage>& stages);

// "VUs from 50: 30s:100,1m:100,10s:0" / "requests/s from 200: 10s:1000";
// "" without stages.
std::string stagesLine(const LoadConfig& config);
// "50 -> 400 VUs at 4.05s (control)" (seconds into the measured phase); a
// change in the warmup reads "... at 1.2s before the measured phase".
std::string loadChangeLine(const LoadChange& change);

} // namespace bw

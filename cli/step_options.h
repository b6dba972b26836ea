#pragma once
// The options `capacity` and `sweep` share: run's load, target and SLO
// options (so whatever run learns, a request mix included, they take too)
// minus the load shape each step sets for itself (--duration, --requests,
// --rate), the step's length and warm-up, and the history and output options.
#include "capacity/session_step_runner.h"
#include "cli/streams.h"
#include "util/error.h"
#include "util/option_parser.h"

#include <optional>
#include <string>
#include <vector>

namespace bwcli {

struct StepSeriesArgs {
    bw::LoadConfig config;
    bw::Slo slo;
    bw::TargetSpec target;
    bw::SessionOptions session;   // historyPath "" with --no-save
    double stepSec = 5;           // --step
    double warmupSec = 1;         // --warmup (default 1 s, unlike run's 0)
    std::string json;             // --json FILE|-, "" none
    bool quiet = false;
};

// run's load and target options, --step, and the output and history options.
std::vector<bw::OptionSpec> stepSeriesOptionSpecs(const char* jsonSchema);

// Fills *out from the parsed options; else the error naming the option.
// Checks the URL (unless the demo target) and the --json path before
// anything runs.
std::optional<bw::Error> stepSeriesFromArgs(const bw::OptionParser& p, StepSeriesArgs* out);

// A rate as typed ("1500", "2.5", "10k"), requests/s > 0; else the error at `option`.
std::optional<bw::Error> rateOption(const bw::OptionParser& p, const char* option, double* out);

} // namespace bwcli

#pragma once
// Turns `benchwork-cli run` options into a load configuration and an SLO.
#include "engine/load_config.h"
#include "result/run_result.h"
#include "run/target_spec.h"
#include "util/error.h"
#include "util/option_parser.h"

#include <optional>
#include <string>

namespace bwcli {

std::vector<bw::OptionSpec> loadOptionSpecs();   // the options shared by run and suite overrides

// Fills cfg/slo from parsed options; else the error naming the problem, its
// field the option ("--duration"), so text() is the line the CLI prints.
std::optional<bw::Error> loadConfigFromArgs(const bw::OptionParser& p, bw::LoadConfig* cfg, bw::Slo* slo);

std::vector<bw::OptionSpec> targetOptionSpecs();   // --demo, --launch, --pid and their settings

// Fills the target spec from --demo/--launch/--pid and friends; positional
// holds what is left on the command line (URL, or the demo PATH). Errors as
// loadConfigFromArgs's; those about the command line as a whole have no field.
std::optional<bw::Error> targetSpecFromArgs(const bw::OptionParser& p, const std::vector<std::string>& positional,
                                            bw::TargetSpec* spec, bw::LoadConfig* cfg);

} // namespace bwcli

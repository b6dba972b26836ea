#pragma once
// Turns `benchwork-cli run` options into a load configuration and an SLO.
#include "arg_parser.h"
#include "engine/load_config.h"
#include "result/run_result.h"

#include <string>

namespace bwcli {

std::vector<OptionSpec> loadOptionSpecs();   // the options shared by run and suite overrides

// Fills cfg/slo from parsed options; returns false with *why naming the problem.
bool loadConfigFromArgs(const ArgParser& p, bw::LoadConfig* cfg, bw::Slo* slo, std::string* why);

} // namespace bwcli

#pragma once
// The commands a suite would start. A suite file that came from elsewhere
// can name any program; the window asks before starting them, the CLI prints
// them (docs/suite.md). Pure functions; any thread.
#include "suite/suite.h"

#include <string>
#include <vector>

namespace bw {

// True when any target of the suite is a command to launch.
bool suiteLaunchesCommands(const Suite& suite);

struct SuiteCommand {
    std::string targetName;
    std::string commandLine;      // as a person would type it (describeCommand)
    bool shell = false;           // run by /bin/sh -c
    std::string workingDir;       // "" = Benchwork's own
    std::vector<std::string> env; // "NAME=value" added to the environment
};

// Every launch target's command, in the order of the suite's targets.
std::vector<SuiteCommand> suiteCommands(const Suite& suite);

} // namespace bw

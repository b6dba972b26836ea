#pragma once
// Sub-commands of benchwork-cli. Each takes the arguments after its own name
// (args[0] is the sub-command), writes to `io` and returns the process exit
// status: 0 success, 1 a verdict failed (SLO), 2 bad input.
#include "cli/streams.h"

#include <string>
#include <vector>

namespace bwcli {

using Args = std::vector<std::string>;

int runCommand(const Args& args, const Streams& io);       // benchwork-cli run
int abCommand(const Args& args, const Streams& io);        // benchwork-cli ab (two targets alternated, compared)
int targetCommand(const Args& args, const Streams& io);    // benchwork-cli target (demo target by itself)
int historyCommand(const Args& args, const Streams& io);   // benchwork-cli history list|show|compare|export|import|delete|tag
int suiteCommand(const Args& args, const Streams& io);     // benchwork-cli suite FILE
int mergeCommand(const Args& args, const Streams& io);     // benchwork-cli merge AGENT.json... (one many-agent run)
int capacityCommand(const Args& args, const Streams& io);  // benchwork-cli capacity (max sustainable rate under an SLO)
int sweepCommand(const Args& args, const Streams& io);     // benchwork-cli sweep (load curve, USL fit)

} // namespace bwcli

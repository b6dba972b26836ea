#pragma once
// benchwork-cli's usage text and its answers to no command, --help and
// --version, the same from benchwork-cli and from benchwork-cli-load (the
// program benchwork-cli becomes for the commands that load a target).
#include "cli/commands.h"

#include <iostream>
#include <optional>

namespace bwcli {

inline constexpr const char* kUsage =
    "usage: benchwork-cli <command> [options]\n\n"
    "Commands:\n"
    "  run      load a URL (or the built-in demo target) and print a summary\n"
    "  ab       alternate two targets under the same load for N rounds, then compare them\n"
    "  target   serve the built-in demo target by itself\n"
    "  history  list, show, compare, export, import, tag or delete saved runs\n"
    "  suite    run a suite file of scenarios with SLOs and write a report\n"
    "  merge    merge the results of the agents of one many-agent run into one\n"
    "  capacity find the highest request rate the target sustains inside an SLO\n"
    "  sweep    run one step per VU count or rate: the load curve and its USL fit\n\n"
    "Run 'benchwork-cli <command> --help' for a command's options.\n";

// No command (the usage, exit 2), --help, -h or help (the usage, 0), or
// --version ("`program` VERSION", 0): the exit status; otherwise none.
inline std::optional<int> answerUsage(const Args& args, const char* program)
{
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::cout << kUsage;
        return args.empty() ? 2 : 0;
    }
    if (args[0] == "--version") {
        std::cout << program << " " BENCHWORK_VERSION "\n";
        return 0;
    }
    return std::nullopt;
}

} // namespace bwcli

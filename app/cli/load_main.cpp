// benchwork-cli: the headless front end (run, target, history, suite).
#include "cli/commands.h"
#include "platform/allocator.h"

#include <iostream>
#include <unistd.h>

namespace {
const char* kUsage =
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
}

int main(int argc, char** argv)
{
    bw::configureAllocatorForLongRuns();
    bwcli::Args args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::cout << kUsage;
        return args.empty() ? 2 : 0;
    }
    if (args[0] == "--version") {
        std::cout << "benchwork-cli " BENCHWORK_VERSION "\n";
        return 0;
    }
    const bwcli::Streams io{std::cout, std::cerr, isatty(STDERR_FILENO) != 0};
    const std::string& cmd = args[0];
    if (cmd == "run")
        return bwcli::runCommand(args, io);
    if (cmd == "ab")
        return bwcli::abCommand(args, io);
    if (cmd == "target")
        return bwcli::targetCommand(args, io);
    if (cmd == "history")
        return bwcli::historyCommand(args, io);
    if (cmd == "suite")
        return bwcli::suiteCommand(args, io);
    if (cmd == "merge")
        return bwcli::mergeCommand(args, io);
    if (cmd == "capacity")
        return bwcli::capacityCommand(args, io);
    if (cmd == "sweep")
        return bwcli::sweepCommand(args, io);
    std::cerr << "benchwork-cli: unknown command '" << cmd << "'\n\n" << kUsage;
    return 2;
}

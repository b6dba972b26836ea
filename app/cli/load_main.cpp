// benchwork-cli-load: the commands of benchwork-cli that load a target (run,
// ab, target, suite, merge, capacity, sweep), with the engine and its network
// libraries. benchwork-cli becomes this program (exec) for them; it runs the
// history commands itself, without loading any of this (app/cli/main.cpp).
// Run directly, it takes the same commands, history included.
#include "cli/commands.h"
#include "platform/allocator.h"
#include "usage.h"

#include <iostream>
#include <unistd.h>

int main(int argc, char** argv)
{
    bw::configureAllocatorForLongRuns();
    bwcli::Args args(argv + 1, argv + argc);
    if (const std::optional<int> status = bwcli::answerUsage(args, "benchwork-cli-load"))
        return *status;
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
    std::cerr << "benchwork-cli: unknown command '" << cmd << "'\n\n" << bwcli::kUsage;
    return 2;
}

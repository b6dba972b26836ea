// benchwork-cli: the headless front end (run, target, history, suite).
// The history commands run in this program, which links the store and Qt
// Core only; the commands that load a target run in benchwork-cli-load
// beside it (the engine, libcurl, OpenSSL, nghttp2, ngtcp2, GnuTLS: ~50
// libraries), which this program becomes (exec: same process, same
// arguments, same streams and signals). So `history list` starts in half
// the time (the libraries' loading was a fifth of listing 100,000 runs).
#include "cli/commands.h"
#include "platform/executable_dir.h"
#include "usage.h"

#include <cerrno>
#include <cstring>
#include <iostream>
#include <string>
#include <unistd.h>

int main(int argc, char** argv)
{
    bwcli::Args args(argv + 1, argv + argc);
    if (const std::optional<int> status = bwcli::answerUsage(args, "benchwork-cli"))
        return *status;
    if (args[0] == "history")
        return bwcli::historyCommand(args, bwcli::Streams{std::cout, std::cerr, isatty(STDERR_FILENO) != 0});
    // Every other command (an unknown one too) is benchwork-cli-load's to
    // run or refuse: its dispatch is the one list of them. Installed, built
    // or bundled, the two programs share a folder.
    const std::string program = bw::executableDir() + "/benchwork-cli-load";
    argv[0] = const_cast<char*>(program.c_str());
    execv(program.c_str(), argv);
    std::cerr << "benchwork-cli " << args[0] << ": cannot start " << program << ": " << std::strerror(errno)
              << " (benchwork-cli-load runs the commands that load a target; it is installed beside benchwork-cli)\n";
    return 2;
}

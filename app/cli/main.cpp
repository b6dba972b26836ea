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
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::cout << bwcli::kUsage;
        return args.empty() ? 2 : 0;
    }
    if (args[0] == "--version") {
        std::cout << "benchwork-cli " BENCHWORK_VERSION "\n";
        return 0;
    }
    const std::string& cmd = args[0];
    if (cmd == "history")
        return bwcli::historyCommand(args, bwcli::Streams{std::cout, std::cerr, isatty(STDERR_FILENO) != 0});
    for (const char* load : {"run", "ab", "target", "suite", "merge", "capacity", "sweep"}) {
        if (cmd != load)
            continue;
        // Installed, built or bundled, the two programs share a folder.
        const std::string program = bw::executableDir() + "/benchwork-cli-load";
        argv[0] = const_cast<char*>(program.c_str());
        execv(program.c_str(), argv);
        std::cerr << "benchwork-cli " << cmd << ": cannot start " << program << ": " << std::strerror(errno)
                  << " (benchwork-cli-load runs the commands that load a target; it is installed beside benchwork-cli)\n";
        return 2;
    }
    std::cerr << "benchwork-cli: unknown command '" << cmd << "'\n\n" << bwcli::kUsage;
    return 2;
}

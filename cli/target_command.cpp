// benchwork-cli target: serves the built-in demo target by itself. The demo
// target is its own executable (so its memory and CPU can be measured like any
// server's); this command replaces the CLI process with it.
#include "cli/commands.h"

#include "target/demo_launch.h"

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace bwcli {

int targetCommand(const Args& args, const Streams& io)
{
    std::string bin = bw::defaultDemoBinary();
    std::vector<std::string> argv{bin};
    argv.insert(argv.end(), args.begin() + 1, args.end());
    std::vector<char*> cargv;
    for (auto& a : argv)
        cargv.push_back(a.data());
    cargv.push_back(nullptr);
    execv(bin.c_str(), cargv.data());
    io.err << "benchwork-cli target: cannot start " << bin << ": " << std::strerror(errno)
              << "\n(set BENCHWORK_BIN_DIR to the folder holding benchwork-target)\n";
    return 2;
}

} // namespace bwcli

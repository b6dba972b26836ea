#include "suite_commands.h"

namespace bw {

bool suiteLaunchesCommands(const Suite& suite)
{
    for (const auto& t : suite.targets)
        if (t.kind == SuiteTarget::Kind::Launch)
            return true;
    return false;
}

std::vector<SuiteCommand> suiteCommands(const Suite& suite)
{
    std::vector<SuiteCommand> out;
    for (const auto& t : suite.targets) {
        if (t.kind != SuiteTarget::Kind::Launch)
            continue;
        SuiteCommand c;
        c.targetName = t.name;
        c.commandLine = describeCommand(t.launch);
        c.shell = t.launch.shell;
        c.workingDir = t.launch.workingDir;
        for (const auto& [name, value] : t.launch.env)
            c.env.push_back(name + "=" + value);
        if (!t.launch.searchPath.empty()) {
            // searched first, relative to the folder (target/command_lookup.h)
            std::string path = "PATH=";
            for (const std::string& dir : t.launch.searchPath)
                path += dir + ":";
            c.env.push_back(path + "$PATH");
        }
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace bw

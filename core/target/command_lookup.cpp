#include "target/command_lookup.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

namespace bw {
namespace {

bool isExecutableFile(const std::string& path, bool* existsButNotRunnable)
{
    struct stat st{};
    if (stat(path.c_str(), &st) != 0)
        return false;
    if (!S_ISREG(st.st_mode) || access(path.c_str(), X_OK) != 0) {
        *existsButNotRunnable = true;
        return false;
    }
    return true;
}

} // namespace

std::string commandSearchPath(const LaunchSpec& spec)
{
    std::string pathVar = "/usr/local/bin:/usr/bin:/bin";
    if (auto it = spec.env.find("PATH"); it != spec.env.end())
        pathVar = it->second;
    else if (const char* p = std::getenv("PATH"))
        pathVar = p;
    std::string front;
    for (const std::string& dir : spec.searchPath) {
        if (dir.empty())
            continue;
        const bool relative = dir[0] != '/' && !spec.workingDir.empty();
        front += (relative ? spec.workingDir + "/" + dir : dir) + ":";
    }
    return front + pathVar;
}

std::string findCommand(const std::string& command, const std::string& pathVar, const std::string& workingDir,
                        std::string* path)
{
    if (command.empty())
        return "the command is empty";
    if (command.find('/') != std::string::npos) {
        std::string where = command;
        if (command[0] != '/' && !workingDir.empty())
            where = workingDir + "/" + command;
        struct stat st{};
        if (stat(where.c_str(), &st) != 0)
            return "no such command: " + command + " (" + std::strerror(errno) + ")";
        if (S_ISDIR(st.st_mode))
            return "cannot run " + command + ": it is a directory";
        if (access(where.c_str(), X_OK) != 0)
            return "cannot run " + command + ": it is not executable (" + std::strerror(errno) + ")";
        *path = command;
        return {};
    }
    std::string notRunnable;
    size_t pos = 0;
    for (;;) {
        size_t colon = pathVar.find(':', pos);
        std::string dir = pathVar.substr(pos, colon == std::string::npos ? std::string::npos : colon - pos);
        if (dir.empty())
            dir = ".";
        std::string candidate = dir + "/" + command;
        bool existsButNotRunnable = false;
        if (isExecutableFile(candidate, &existsButNotRunnable)) {
            *path = candidate;
            return {};
        }
        if (existsButNotRunnable && notRunnable.empty())
            notRunnable = candidate;
        if (colon == std::string::npos)
            break;
        pos = colon + 1;
    }
    if (!notRunnable.empty())
        return "cannot run " + command + ": " + notRunnable + " is not an executable file";
    return "no such command: " + command;
}

} // namespace bw

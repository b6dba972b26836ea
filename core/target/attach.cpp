#include "target/attach.h"

#include "platform/process_table.h"

#include <algorithm>
#include <cctype>
#include <unistd.h>

namespace bw {

Result<int64_t> parsePid(const std::string& text)
{
    std::string s = text;
    s.erase(0, s.find_first_not_of(" \t"));
    s.erase(s.find_last_not_of(" \t") + 1);
    if (s.empty() || s.size() > 10 || !std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); }))
        return Error(ErrorCode::PidInvalid, std::string(), {text});
    const long long value = std::stoll(s);
    if (value <= 0 || value > 0x7fffffff)
        return Error(ErrorCode::PidOutOfRange, std::string(), {s});
    return int64_t(value);
}

std::string checkAttachable(int64_t pid)
{
    const std::string p = std::to_string(pid);
    if (pid <= 0)
        return "invalid process id " + p;
    if (pid == int64_t(getpid()))
        return "pid " + p + " is Benchwork itself";
    switch (processState(pid)) {
    case ProcessState::Missing:
        return "no process with pid " + p;
    case ProcessState::Zombie:
        return "process " + p + " has already exited";
    case ProcessState::NoAccess:
        return "not permitted to read process " + p + " (it belongs to another user; run Benchwork as that user)";
    case ProcessState::Alive:
        break;
    }
    ProcessTreeSample sample = sampleProcessTree(pid);
    if (!sample.rootAlive)
        return sample.error.empty() ? "process " + p + " has already exited" : sample.error;
    return {};
}

std::string describeAttached(int64_t pid)
{
    std::string cmd = processCommandLine(pid);
    if (cmd.size() > 200)
        cmd = cmd.substr(0, 197) + "...";
    return cmd.empty() ? "pid " + std::to_string(pid) : "pid " + std::to_string(pid) + " (" + cmd + ")";
}

} // namespace bw

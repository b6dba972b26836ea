#include "target/process_spawner.h"

#include "platform/child_setup.h"
#include "target/command_lookup.h"
#include "target/cpu_list.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace bw {
namespace {

// What the child reports through the pipe when a step before exec fails.
enum class Stage : int { Redirect = 1, WorkingDir, Affinity, MemoryLimit, Exec, Cgroup };

struct ChildFailure {
    int stage;
    int err;
};

// Benchwork's environment with the additions applied, as "KEY=VALUE".
std::string buildEnvironment(const std::map<std::string, std::string>& additions, std::vector<std::string>* out)
{
    for (const auto& [key, value] : additions) {
        if (key.empty() || key.find('=') != std::string::npos || key.find('\0') != std::string::npos)
            return "environment variable name '" + key + "' is invalid";
        if (value.find('\0') != std::string::npos)
            return "environment variable " + key + " contains a NUL byte";
    }
    for (char** e = environ; e && *e; ++e) {
        std::string entry = *e;
        std::string key = entry.substr(0, entry.find('='));
        if (!additions.count(key))
            out->push_back(std::move(entry));
    }
    for (const auto& [key, value] : additions)
        out->push_back(key + "=" + value);
    return {};
}

std::string failureMessage(const ChildFailure& f, const LaunchSpec& spec, const std::string& program,
                           const CgroupLocation* cgroup)
{
    const std::string why = std::strerror(f.err);
    switch (Stage(f.stage)) {
    case Stage::Redirect:
        return "cannot redirect the target's output: " + why;
    case Stage::WorkingDir:
        return "cannot change to working directory " + spec.workingDir + ": " + why;
    case Stage::Affinity:
        return "cannot pin the target to CPUs " + formatCpuList(spec.cpus) + ": " + why;
    case Stage::MemoryLimit:
        return "cannot set an address-space limit of " + std::to_string(spec.addressSpaceLimitBytes) + " bytes: " + why;
    case Stage::Cgroup:
        return "cannot move the target into its cgroup " + (cgroup ? cgroup->path : std::string()) + ": " + why;
    case Stage::Exec:
        if (f.err == ENOENT)
            return "no such command: " + program;
        if (f.err == ENOEXEC)
            return "cannot run " + program + ": it is not a program this system can execute (exec format error)";
        if (f.err == ENOMEM && spec.addressSpaceLimitBytes)
            return "cannot run " + program + " within the address-space limit of " + std::to_string(spec.addressSpaceLimitBytes) + " bytes";
        return "cannot run " + program + ": " + why;
    }
    return "starting the target failed: " + why;
}

// Async-signal-safe: runs in the child between fork and exec.
[[noreturn]] void childFail(int fd, Stage stage, int err)
{
    ChildFailure f{int(stage), err};
    ssize_t ignored = write(fd, &f, sizeof f);
    (void)ignored;
    _exit(127);
}

} // namespace

SpawnedProcess spawnProcess(const LaunchSpec& spec, int logFd, const CgroupLocation* cgroup)
{
    SpawnedProcess result;
    if (spec.argv.empty() || spec.argv[0].empty()) {
        result.error = "no command given";
        return result;
    }

    std::vector<std::string> args;
    if (spec.shell) {
        args = {"/bin/sh", "-c", spec.argv[0], "sh"};
        args.insert(args.end(), spec.argv.begin() + 1, spec.argv.end());
    } else {
        args = spec.argv;
    }

    // The program is looked up in the PATH the child gets: searchPath's
    // folders first, so a script that starts the runtime again finds the same one.
    const std::string pathVar = commandSearchPath(spec);
    std::map<std::string, std::string> additions = spec.env;
    if (!spec.searchPath.empty())
        additions["PATH"] = pathVar;
    std::vector<std::string> envStrings;
    if (std::string why = buildEnvironment(additions, &envStrings); !why.empty()) {
        result.error = why;
        return result;
    }

    if (!spec.workingDir.empty()) {
        struct stat st{};
        if (stat(spec.workingDir.c_str(), &st) != 0) {
            result.error = "working directory " + spec.workingDir + " does not exist";
            return result;
        }
        if (!S_ISDIR(st.st_mode)) {
            result.error = "working directory " + spec.workingDir + " is not a directory";
            return result;
        }
    }
    std::string program;
    if (std::string why = findCommand(args[0], pathVar, spec.workingDir, &program); !why.empty()) {
        result.error = why;
        return result;
    }

    ChildAffinity affinity;
    if (std::string why = prepareChildAffinity(spec.cpus, &affinity); !why.empty()) {
        result.error = why;
        return result;
    }
    if (std::string why = prepareChildMemoryLimit(spec.addressSpaceLimitBytes); !why.empty()) {
        result.error = why;
        return result;
    }
    CgroupJoin join;
    if (cgroup && cgroup->valid()) {
        if (auto e = prepareCgroupJoin(*cgroup, &join)) {
            result.error = e->text();
            return result;
        }
    }

    // Everything the child touches is prepared here: after fork only
    // async-signal-safe calls are allowed (other threads may hold locks).
    std::vector<char*> argvPtrs, envPtrs;
    for (auto& a : args)
        argvPtrs.push_back(a.data());
    argvPtrs.push_back(nullptr);
    for (auto& e : envStrings)
        envPtrs.push_back(e.data());
    envPtrs.push_back(nullptr);
    const char* workDir = spec.workingDir.empty() ? nullptr : spec.workingDir.c_str();
    const char* execPath = program.c_str();
    const uint64_t memoryLimit = spec.addressSpaceLimitBytes;
    const int highestFd = highestFdToClose();

    int nullFd = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (nullFd < 0) {
        result.error = std::string("cannot open /dev/null: ") + std::strerror(errno);
        return result;
    }
    int pipeFds[2];
    if (int err = makeCloexecPipe(pipeFds); err != 0) {
        close(nullFd);
        result.error = std::string("cannot create a pipe: ") + std::strerror(err);
        return result;
    }

    pid_t pid = fork();
    if (pid < 0) {
        int err = errno;
        close(nullFd);
        close(pipeFds[0]);
        close(pipeFds[1]);
        result.error = std::string("cannot start a process: ") + std::strerror(err);
        return result;
    }
    if (pid == 0) {
        // Child.
        const int report = pipeFds[1];
        setpgid(0, 0);
        // Dispositions set to "ignore" and blocked signals survive exec;
        // a target must get SIGTERM/SIGPIPE like from a shell.
        struct sigaction dfl;
        std::memset(&dfl, 0, sizeof dfl);
        dfl.sa_handler = SIG_DFL;
        sigemptyset(&dfl.sa_mask);
        for (int s = 1; s < NSIG; ++s)
            if (s != SIGKILL && s != SIGSTOP)
                sigaction(s, &dfl, nullptr);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, nullptr);

        if (dup2(nullFd, 0) < 0 || dup2(logFd, 1) < 0 || dup2(logFd, 2) < 0)
            childFail(report, Stage::Redirect, errno);
        if (int err = joinCgroupInChild(join); err != 0)
            childFail(report, Stage::Cgroup, err);
        if (workDir && chdir(workDir) != 0)
            childFail(report, Stage::WorkingDir, errno);
        if (int err = applyChildAffinity(affinity); err != 0)
            childFail(report, Stage::Affinity, err);
        if (int err = applyChildMemoryLimit(memoryLimit); err != 0)
            childFail(report, Stage::MemoryLimit, err);
        closeInheritedFds(report, highestFd);
        execve(execPath, argvPtrs.data(), envPtrs.data());
        childFail(report, Stage::Exec, errno);
    }

    // Parent: the pipe reaches end-of-file when exec succeeds (close-on-exec)
    // or carries a ChildFailure when it did not.
    close(nullFd);
    close(pipeFds[1]);
    ChildFailure failure{};
    size_t got = 0;
    while (got < sizeof failure) {
        ssize_t n = read(pipeFds[0], reinterpret_cast<char*>(&failure) + got, sizeof failure - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += size_t(n);
    }
    close(pipeFds[0]);
    if (got == sizeof failure) {
        int status = 0;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
        result.error = failureMessage(failure, spec, args[0], cgroup);
        return result;
    }
    result.pid = pid;
    return result;
}

} // namespace bw

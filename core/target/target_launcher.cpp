#include "target/target_launcher.h"

#include "platform/process_table.h"
#include "target/demo_launch.h"
#include "target/exit_description.h"
#include "target/log_file.h"
#include "target/process_spawner.h"
#include "target/readiness_probe.h"
#include "target/size_parse.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <regex>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace bw {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// How often the wait loops look again at the log, the socket or the child.
constexpr milliseconds kPollStep{20};
constexpr milliseconds kProbeStep{100};

// Creates a fresh log file in $TMPDIR; returns its path or "".
std::string makeTempLog()
{
    const char* dir = std::getenv("TMPDIR");
    std::string pattern = std::string(dir && *dir ? dir : "/tmp") + "/benchwork-target-XXXXXX.log";
    int fd = mkstemps(pattern.data(), 4);
    if (fd < 0)
        return {};
    close(fd);
    return pattern;
}

void pauseFor(milliseconds step, Clock::time_point deadline)
{
    auto left = deadline - Clock::now();
    if (left <= Clock::duration::zero())
        return;
    std::this_thread::sleep_for(std::min<Clock::duration>(step, left));
}

} // namespace

TargetLauncher::~TargetLauncher()
{
    if (started())
        stop();
}

std::string TargetLauncher::start(const LaunchSpec& spec)
{
    if (started())
        return "this launcher has already started a target";
    if (spec.readyTimeout.count() <= 0 && spec.readiness.kind != Readiness::Kind::None)
        return "the readiness timeout must be positive";
    spec_ = spec;
    command_ = describeCommand(spec);

    logPath_ = spec.logPath.empty() ? makeTempLog() : spec.logPath;
    if (logPath_.empty())
        return std::string("cannot create a log file in the temporary directory: ") + std::strerror(errno);
    int logFd = open(logPath_.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (logFd < 0)
        return "cannot open the target's log file " + logPath_ + ": " + std::strerror(errno);
    struct stat st{};
    logStartOffset_ = fstat(logFd, &st) == 0 ? uint64_t(st.st_size) : 0;

    if (spec_.wantsCgroup()) {
        CgroupLimits limits;
        limits.cpuQuota = spec_.cpuQuota;
        limits.memoryBytes = spec_.memoryLimitBytes;
        auto made = createTargetCgroup(limits);
        if (!made) {
            close(logFd);
            return made.error().text();
        }
        cgroup_ = *made;
    }
    SpawnedProcess spawned = spawnProcess(spec_, logFd, &cgroup_);
    close(logFd);
    if (!spawned.error.empty()) {
        removeCgroup(cgroup_);
        cgroup_ = CgroupLocation{};
        return spawned.error;
    }
    {
        std::lock_guard lock(mutex_);
        pid_ = spawned.pid;
        exited_ = false;
        exitText_.clear();
    }
    // Without a guard the target still runs; it is only not protected
    // against benchwork being killed, which is not worth refusing a run for.
    guard_.start(spawned.pid, std::chrono::seconds(3), &cgroup_);
    return {};
}

void TargetLauncher::reap() const
{
    std::lock_guard lock(mutex_);
    if (pid_ <= 0 || exited_)
        return;
    int status = 0;
    pid_t r;
    do {
        r = waitpid(pid_t(pid_), &status, WNOHANG);
    } while (r < 0 && errno == EINTR);
    if (r == 0)
        return;
    exited_ = true;
    if (r < 0) {
        // ECHILD: someone else (a SIGCHLD handler set to ignore) reaped it.
        exitText_ = "exited (its exit status was collected elsewhere)";
        return;
    }
    exitText_ = describeWaitStatus(status);
    // Killed by SIGKILL, or a shell (--shell) whose command was: 128 + 9.
    const bool killed = (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)
                        || (spec_.shell && WIFEXITED(status) && WEXITSTATUS(status) == 128 + SIGKILL);
    if (cgroup_.valid() && killed) {
        const CgroupSample s = readCgroup(cgroup_);
        if (s.oomKills > 0)
            exitText_ += ": out of memory, the kernel's OOM killer ended it at its cgroup memory limit of "
                + formatMemorySize(spec_.memoryLimitBytes) + " ("
                + (cgroup_.version == 2 ? "memory.events" : "memory.oom_control") + " oom_kill "
                + std::to_string(s.oomKills) + ")";
    }
    if (spec_.shell && WIFEXITED(status) && WEXITSTATUS(status) == 127)
        exitText_ += " (the shell could not find the command)";
    else if (spec_.shell && WIFEXITED(status) && WEXITSTATUS(status) == 126)
        exitText_ += " (the shell could not execute the command)";
}

bool TargetLauncher::started() const
{
    std::lock_guard lock(mutex_);
    return pid_ > 0;
}

bool TargetLauncher::running() const
{
    reap();
    std::lock_guard lock(mutex_);
    return pid_ > 0 && !exited_;
}

std::string TargetLauncher::exitDescription() const
{
    reap();
    std::lock_guard lock(mutex_);
    return exitText_;
}

int64_t TargetLauncher::pid() const
{
    std::lock_guard lock(mutex_);
    return pid_;
}

std::string TargetLauncher::logPath() const { return logPath_; }

std::string TargetLauncher::logTail(int lines) const { return readLogTail(logPath_, logStartOffset_, lines); }

std::string TargetLauncher::commandLine() const { return command_; }

std::string TargetLauncher::endedMessage(const std::string& what) const
{
    std::string msg = "target ended " + what + ": " + exitDescription();
    if (spec_.addressSpaceLimitBytes > 0)
        msg += "\n(it ran under an address-space limit of " + formatMemorySize(spec_.addressSpaceLimitBytes)
            + "; runtimes that reserve large virtual ranges, such as Node/V8, Go or the JVM, may need a larger one)";
    std::string tail = logTail(15);
    if (tail.empty())
        msg += "\n(it wrote no output to " + logPath_ + ")";
    else
        msg += "\nlast output (" + logPath_ + "):\n" + tail;
    return msg;
}

std::string TargetLauncher::waitReady() { return waitReady(spec_.readiness, spec_.readyTimeout); }

std::string TargetLauncher::waitReady(const Readiness& readiness, milliseconds timeout)
{
    if (!started())
        return "no target was started";
    const auto deadline = Clock::now() + timeout;
    const std::string what = describeReadiness(readiness);
    ProbeOutcome last{false, "not tried"};
    for (;;) {
        if (!running())
            return endedMessage("before it was ready");
        if (readiness.kind == Readiness::Kind::None)
            return {};
        const auto attemptStart = Clock::now();
        auto left = std::chrono::duration_cast<milliseconds>(deadline - attemptStart);
        milliseconds attempt = std::clamp(left, milliseconds(50), milliseconds(1000));
        last = probeReadiness(readiness, attempt);
        if (last.ready)
            return {};
        if (Clock::now() >= deadline)
            break;
        pauseFor(kProbeStep - std::chrono::duration_cast<milliseconds>(Clock::now() - attemptStart), deadline);
    }
    if (!running())
        return endedMessage("before it was ready");
    const std::string verb = readiness.kind == Readiness::Kind::Http ? " did not answer 200 within "
                                                                     : " did not accept a connection within ";
    return what + verb + formatSeconds(timeout) + " (last: " + last.detail + ")";
}

Result<std::string> TargetLauncher::waitForLine(const std::function<bool(const std::string&)>& match,
                                                const std::string& what, milliseconds timeout)
{
    auto fail = [](const std::string& why) { return Error(std::string(), why); };
    if (!started())
        return fail("no target was started");
    const auto deadline = Clock::now() + timeout;
    LogFollower follower(logPath_, logStartOffset_);
    std::vector<std::string> lines;
    for (;;) {
        // Look at liveness before reading, so a line written just before
        // the exit is still seen.
        const bool alive = running();
        lines.clear();
        follower.poll(&lines, !alive);
        for (const std::string& line : lines)
            if (match(line))
                return line;
        if (!alive)
            return fail(endedMessage("before printing " + what));
        if (Clock::now() >= deadline)
            return fail("the target printed no " + what + " within " + formatSeconds(timeout));
        pauseFor(kPollStep, deadline);
    }
}

Result<std::string> TargetLauncher::waitForOutputLine(const std::string& prefix, milliseconds timeout)
{
    return waitForLine([&](const std::string& line) { return line.rfind(prefix, 0) == 0; },
                       "line starting with '" + prefix + "'", timeout);
}

Result<std::string> TargetLauncher::waitForOutputMatch(const std::string& pattern, milliseconds timeout)
{
    std::regex re;
    try {
        re = std::regex(pattern, std::regex::ECMAScript);
    } catch (const std::regex_error& e) {
        return Error(std::string(), "invalid output pattern '" + pattern + "': " + e.what());
    }
    return waitForLine([&](const std::string& line) { return std::regex_search(line, re); },
                       "line matching '" + pattern + "'", timeout);
}

Result<std::string> TargetLauncher::waitForListenUrl(milliseconds timeout)
{
    std::optional<std::string> url;
    auto line = waitForLine([&](const std::string& l) { return (url = parseListenLine(l)).has_value(); },
                            "'listening http://HOST:PORT' line", timeout);
    if (!line)
        return line.error();
    return *url;
}

bool TargetLauncher::groupGone() const
{
    const int64_t pgid = pid();
    if (pgid <= 0 || (kill(-pid_t(pgid), 0) != 0 && errno == ESRCH))
        return true;
    // Killed members whose parent died wait as zombies until init reaps
    // them, which in containers can take seconds; they no longer count.
    return liveProcessesInGroup(pgid) == 0;
}

void TargetLauncher::stop(milliseconds grace)
{
    stopGroup(grace);
    guard_.disarm();
    if (cgroup_.owned) {
        reap();     // reads the OOM count before the cgroup goes
        removeCgroup(cgroup_);
    }
    if (spec_.discardLogOnCleanExit && spec_.logPath.empty() && !logPath_.empty() && !running()
        && exitDescription() == describeWaitStatus(0)) {
        unlink(logPath_.c_str());
    }
}

void TargetLauncher::stopGroup(milliseconds grace)
{
    const int64_t pgid = pid();
    if (pgid <= 0)
        return;
    reap();
    if (groupGone())
        return;
    // The whole group: shell wrappers, cluster workers and nginx workers too.
    auto settled = [&] {
        reap();
        std::lock_guard lock(mutex_);
        return exited_;
    };
    if (grace.count() > 0 && kill(-pid_t(pgid), SIGTERM) == 0) {
        const auto deadline = Clock::now() + grace;
        while (Clock::now() < deadline) {
            if (settled() && groupGone())
                return;
            pauseFor(milliseconds(10), deadline);
        }
    }
    kill(-pid_t(pgid), SIGKILL);
    const auto killDeadline = Clock::now() + milliseconds(2000);
    while (Clock::now() < killDeadline) {
        if (settled() && groupGone())
            return;
        pauseFor(milliseconds(5), killDeadline);
    }
}

} // namespace bw

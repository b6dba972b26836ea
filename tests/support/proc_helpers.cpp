#include "proc_helpers.h"

#include <arpa/inet.h>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <cstdio>
#include <cstdlib>
#include <dirent.h>
#include <netinet/in.h>
#include <poll.h>
#include <string>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace bwtest {

ForkedChild forkChild(void (*body)(int in, int out), bool newSession)
{
    int down[2], up[2];
    if (pipe(down) != 0)
        return ForkedChild();
    if (pipe(up) != 0) {
        close(down[0]);
        close(down[1]);
        return ForkedChild();
    }
    pid_t pid = fork();
    if (pid == 0) {
        if (newSession)
            setsid();
        else
            setpgid(0, 0);
        close(down[1]);
        close(up[0]);
        body(down[0], up[1]);
        _exit(0);
    }
    close(down[0]);
    close(up[1]);
    if (pid < 0) {
        close(down[1]);
        close(up[0]);
        return ForkedChild();
    }
    // Also set from here, so the group exists before the parent signals it
    // (not for a new session: setsid fails in a process group leader).
    if (!newSession)
        setpgid(pid, pid);
    ForkedChild child;
    child.pid = pid;
    child.toChild = down[1];
    child.fromChild = up[0];
    return child;
}

ForkedChild::ForkedChild(ForkedChild&& other) noexcept
    : pid(other.pid), toChild(other.toChild), fromChild(other.fromChild)
{
    other.pid = -1;
    other.toChild = other.fromChild = -1;
}

ForkedChild& ForkedChild::operator=(ForkedChild&& other) noexcept
{
    if (this != &other) {
        killChildGroup(this);
        pid = other.pid;
        toChild = other.toChild;
        fromChild = other.fromChild;
        other.pid = -1;
        other.toChild = other.fromChild = -1;
    }
    return *this;
}

ForkedChild::~ForkedChild()
{
    killChildGroup(this);
}

void killChildGroup(ForkedChild* child)
{
    if (child->pid > 0) {
        kill(-child->pid, SIGKILL);
        kill(child->pid, SIGKILL);
        while (waitpid(child->pid, nullptr, 0) < 0 && errno == EINTR) {
        }
        child->pid = -1;
    }
    if (child->toChild >= 0)
        close(child->toChild);
    if (child->fromChild >= 0)
        close(child->fromChild);
    child->toChild = child->fromChild = -1;
}

bool boostCpuShare(pid_t pid)
{
    bool raised = setpriority(PRIO_PROCESS, id_t(pid), -10) == 0;
    // With autogroups the kernel shares CPU between sessions first; nice
    // alone does not help against other sessions' builds.
    const std::string path = "/proc/" + std::to_string(pid) + "/autogroup";
    if (FILE* f = std::fopen(path.c_str(), "w")) {
        raised = (std::fputs("-10", f) >= 0 && std::fclose(f) == 0) || raised;
    }
    return raised;
}

bool sendByte(int fd, char c)
{
    for (;;) {
        ssize_t n = write(fd, &c, 1);
        if (n == 1)
            return true;
        if (n < 0 && errno == EINTR)
            continue;
        return false;
    }
}

bool readByte(int fd, char* c, std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() < 0)
            return false;
        pollfd p{fd, POLLIN, 0};
        int r = poll(&p, 1, int(left.count()));
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return false;
        ssize_t n = read(fd, c, 1);
        if (n < 0 && errno == EINTR)
            continue;
        return n == 1;
    }
}

bool expectByte(int fd, char c, std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    char got = 0;
    while (readByte(fd, &got, std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()))) {
        if (got == c)
            return true;
    }
    return false;
}

void* touchAnonymousMemory(size_t bytes)
{
    void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return nullptr;
    const long page = sysconf(_SC_PAGESIZE);
    volatile char* bytesPtr = static_cast<volatile char*>(p);
    for (size_t off = 0; off < bytes; off += size_t(page))
        bytesPtr[off] = char(off / size_t(page) | 1);
    return p;
}

void blockOn(int in)
{
    char c;
    while (read(in, &c, 1) < 0 && errno == EINTR) {
    }
}

bool waitUntil(const std::function<bool()>& condition, std::chrono::milliseconds timeout, std::chrono::milliseconds step)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        if (condition())
            return true;
        if (std::chrono::steady_clock::now() >= deadline)
            return false;
        std::this_thread::sleep_for(step);
    }
}

int unusedLoopbackPort()
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = 0;
    socklen_t len = sizeof a;
    int port = 0;
    if (bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 && getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0)
        port = ntohs(a.sin_port);
    close(fd);
    return port;
}

bool loopbackPortAnswers(int port)
{
#ifdef SOCK_CLOEXEC
    const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
#else
    const int fd = socket(AF_INET, SOCK_STREAM, 0);   // macOS: no SOCK_CLOEXEC
    if (fd >= 0)
        fcntl(fd, F_SETFD, FD_CLOEXEC);
#endif
    if (fd < 0)
        return false;
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(uint16_t(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool ok = connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
    close(fd);
    return ok;
}

bool haveProgram(const char* program)
{
    const char* path = std::getenv("PATH");
    std::string p = path ? path : "/usr/bin:/bin";
    size_t pos = 0;
    for (;;) {
        size_t colon = p.find(':', pos);
        std::string dir = p.substr(pos, colon == std::string::npos ? std::string::npos : colon - pos);
        if (access((dir + "/" + program).c_str(), X_OK) == 0)
            return true;
        if (colon == std::string::npos)
            return false;
        pos = colon + 1;
    }
}

pid_t deadPid()
{
    const pid_t pid = fork();
    if (pid == 0)
        _exit(0);
    if (pid < 0)
        return 0;
    waitpid(pid, nullptr, 0);
    return pid;
}

int openFdCount()
{
#ifdef __APPLE__
    const char* dir = "/dev/fd";
#else
    const char* dir = "/proc/self/fd";
#endif
    DIR* d = opendir(dir);
    if (!d)
        return -1;
    int n = 0;
    while (dirent* e = readdir(d))
        if (e->d_name[0] != '.')
            ++n;
    closedir(d);
    return n - 1;   // the directory stream itself
}

} // namespace bwtest

// benchwork-faultserver: an HTTP/1.1 server that misbehaves on purpose, for
// the reliability tests (tests/tst_fault_*.cpp). Binds 127.0.0.1 only.
//
//   benchwork-faultserver [--port N] [--exit-after S] [--grow-after S MIB]
//
// --exit-after S: the whole server exits with status 3 S seconds after it
// started (a server that crashes mid-run). --grow-after S MIB: S seconds
// after it started it allocates and touches MIB MiB and keeps serving (under
// a smaller memory limit the OOM killer ends it).
//
// Prints, then serves until killed (or --exit-after):
//   listening http://127.0.0.1:PORT
//   refused http://127.0.0.1:PORT2     (a port held bound but never listening)
//   pid N
// The faults, one per path, are listed in fault_responses.h.
#include "fault_request.h"
#include "fault_responses.h"
#include "fault_socket.h"
#include "stall_board.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

namespace {

constexpr int kMaxConnections = 4096;   // beyond this new connections are closed at once
std::atomic<int> g_open{0};

void serveConnection(int fd, bwfault::StallBoard* stalls)
{
    bwfault::RequestReader reader(fd);
    bwfault::FaultRequest req;
    bwfault::After after = bwfault::After::Close;
    while (reader.next(&req)) {
        after = bwfault::respond(fd, req, *stalls);
        if (after != bwfault::After::KeepAlive)
            break;
    }
    switch (after) {
    case bwfault::After::Reset:
        bwfault::resetClose(fd);
        break;
    case bwfault::After::HoldUntilPeerCloses:
        bwfault::drainUntilClosed(fd);
        ::close(fd);
        break;
    default:
        ::close(fd);
        break;
    }
    g_open.fetch_sub(1);
}

constexpr const char* kUsageLine = "usage: benchwork-faultserver [--port N] [--exit-after S] [--grow-after S MIB]\n";

int usage(const char* why)
{
    std::fprintf(stderr, "benchwork-faultserver: %s\n%s", why, kUsageLine);
    return 2;
}

bool seconds(const char* text, double* out)
{
    char* end = nullptr;
    *out = std::strtod(text, &end);
    return end && !*end && *out >= 0 && *out <= 3600;
}

// --exit-after / --grow-after: what the server does to itself, and when.
void misbehaveLater(double exitAfterSec, double growAfterSec, long growMib)
{
    using namespace std::chrono;
    const auto start = steady_clock::now();
    if (growMib > 0)
        std::thread([=] {
            std::this_thread::sleep_until(start + duration<double>(growAfterSec));
            const size_t bytes = size_t(growMib) << 20;
            auto* p = static_cast<volatile char*>(std::malloc(bytes));
            for (size_t off = 0; p && off < bytes; off += 4096)
                p[off] = char(off);   // touched: resident, counted by the cgroup
            std::printf("grew %ld MiB\n", growMib);
            std::fflush(stdout);
        }).detach();
    if (exitAfterSec > 0)
        std::thread([=] {
            std::this_thread::sleep_until(start + duration<double>(exitAfterSec));
            std::_Exit(3);
        }).detach();
}

} // namespace

int main(int argc, char** argv)
{
    int port = 0;
    double exitAfterSec = 0, growAfterSec = 0;
    long growMib = 0;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--port" && i + 1 < argc) {
            char* end = nullptr;
            long v = std::strtol(argv[++i], &end, 10);
            if (!end || *end || v < 0 || v > 65535)
                return usage("--port expects a number from 0 to 65535");
            port = int(v);
        } else if (a == "--exit-after" && i + 1 < argc) {
            if (!seconds(argv[++i], &exitAfterSec) || exitAfterSec <= 0)
                return usage("--exit-after expects seconds, more than 0");
        } else if (a == "--grow-after" && i + 2 < argc) {
            char* end = nullptr;
            if (!seconds(argv[++i], &growAfterSec) || (growMib = std::strtol(argv[++i], &end, 10)) <= 0 || !end || *end)
                return usage("--grow-after expects seconds and a size in MiB");
        } else if (a == "--help" || a == "-h") {
            std::printf("%s", kUsageLine);
            return 0;
        } else {
            return usage(("unknown argument: " + a).c_str());
        }
    }
    std::signal(SIGPIPE, SIG_IGN);

    std::string why;
    int bound = 0;
    int listenFd = bwfault::listenLoopback(port, &bound, &why);
    if (listenFd < 0) {
        std::fprintf(stderr, "benchwork-faultserver: %s\n", why.c_str());
        return 1;
    }
    int refusedPort = 0;
    int refusedFd = bwfault::reserveRefusedPort(&refusedPort, &why);
    if (refusedFd < 0) {
        std::fprintf(stderr, "benchwork-faultserver: %s\n", why.c_str());
        return 1;
    }
    std::printf("listening http://127.0.0.1:%d\nrefused http://127.0.0.1:%d\npid %ld\n", bound, refusedPort,
                long(getpid()));
    std::fflush(stdout);
    misbehaveLater(exitAfterSec, growAfterSec, growMib);

    static bwfault::StallBoard stalls;
    for (;;) {
        int fd = ::accept(listenFd, nullptr, nullptr);
        if (fd < 0) {
            if (errno == EINTR || errno == ECONNABORTED)
                continue;
            if (errno == EMFILE || errno == ENFILE) {   // out of descriptors: let connections end
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
                continue;
            }
            std::fprintf(stderr, "benchwork-faultserver: accept: %s\n", std::strerror(errno));
            return 1;
        }
        if (g_open.load() >= kMaxConnections) {
            ::close(fd);
            continue;
        }
        g_open.fetch_add(1);
        std::thread(serveConnection, fd, &stalls).detach();
    }
}

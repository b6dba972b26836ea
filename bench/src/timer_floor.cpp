// The machine's own timer floor, as a reference for bench/pacer-precision.sh:
// one thread with 1 ns timer slack that waits for a fixed-rate schedule the
// way benchwork's worker does (epoll_pwait2 with a nanosecond timeout on an
// epoll set, no sockets) and records how late each wake comes (wake minus
// due time). No HTTP, no sends: what is left is the kernel's and the
// hypervisor's wake-up delay, which no sleeping pacer can beat. Linux only.
// Prints one line: "floor RATE/s: p50 X us, p99 Y us, max Z us (N wakes)".
//   timer_floor RATE SECONDS
#include "fine_wait.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sys/epoll.h>
#include <unistd.h>
#include <vector>

namespace {

double percentileUs(const std::vector<uint64_t>& sorted, double p)
{
    if (sorted.empty())
        return 0;
    const size_t i = std::min(sorted.size() - 1, size_t(p * double(sorted.size())));
    return double(sorted[i]) / 1000.0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: timer_floor RATE SECONDS\n");
        return 2;
    }
    const double rate = std::atof(argv[1]);
    const double seconds = std::atof(argv[2]);
    if (!(rate >= 1 && rate <= 1e6) || !(seconds > 0 && seconds <= 600)) {
        std::fprintf(stderr, "timer_floor: RATE must be 1..1000000 per second and SECONDS 0..600\n");
        return 2;
    }
    if (!finewait::kAvailable) {
        std::fprintf(stderr, "timer_floor: this system has no epoll_pwait2\n");
        return 2;
    }
    finewait::setFineTimerSlack();
    const int ep = epoll_create1(EPOLL_CLOEXEC);
    if (ep < 0) {
        std::perror("timer_floor: epoll_create1");
        return 1;
    }
    const uint64_t gapNs = uint64_t(1e9 / rate);
    const uint64_t count = std::max<uint64_t>(1, uint64_t(rate * seconds));
    std::vector<uint64_t> late;
    late.reserve(count);
    const uint64_t start = finewait::monoNs();
    epoll_event ev{};
    for (uint64_t k = 1; k <= count; ++k) {
        const uint64_t due = start + k * gapNs;
        uint64_t now = finewait::monoNs();
        while (now < due) {   // a wake before the due time (a signal) waits again
            if (finewait::pollNs(ep, &ev, 1, int64_t(due - now)) < 0 && errno != EINTR) {
                std::perror("timer_floor: epoll_pwait2");
                return 1;
            }
            now = finewait::monoNs();
        }
        late.push_back(now - due);
    }
    std::sort(late.begin(), late.end());
    std::printf("floor %.0f/s: p50 %.1f us, p99 %.1f us, max %.1f us (%zu wakes)\n", rate, percentileUs(late, 0.5),
                percentileUs(late, 0.99), double(late.back()) / 1000.0, late.size());
    close(ep);
    return 0;
}

// benchwork-limitchild: what the cgroup tests run as a target (plain C++, no
// Qt, so it starts in milliseconds and allocates only what it is told to).
//   spin SECONDS               burn one core for SECONDS, then exit 0
//   alloc MIB GOFILE SECONDS   wait (at most SECONDS) until GOFILE exists, allocate and touch
//                              MIB MiB, print "allocated", hold for SECONDS
//   spike MIB GOFILE SECONDS   wait (at most SECONDS) until GOFILE exists, allocate and touch
//                              MIB MiB, hold 0.3 s, free it, print "freed", then idle SECONDS
// Every mode ends by itself.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/mman.h>
#include <sys/stat.h>
#include <thread>

namespace {

using Clock = std::chrono::steady_clock;

void* touchMib(long mib)
{
    const size_t bytes = size_t(mib) << 20;
    void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
        std::perror("mmap");
        std::exit(3);
    }
    for (size_t off = 0; off < bytes; off += 4096)
        static_cast<volatile char*>(p)[off] = char(off);
    return p;
}

bool waitForFile(const char* path, std::chrono::duration<double> atMost)
{
    const auto end = Clock::now() + atMost;
    struct stat st{};
    while (stat(path, &st) != 0) {
        if (Clock::now() >= end)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return true;
}

int usage()
{
    std::fprintf(stderr, "usage: benchwork-limitchild spin S | alloc MIB GOFILE S | spike MIB GOFILE S\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3)
        return usage();
    const std::string mode = argv[1];
    if (mode == "spin") {
        const auto end = Clock::now() + std::chrono::duration<double>(std::atof(argv[2]));
        volatile unsigned long x = 0;
        while (Clock::now() < end)
            for (int i = 0; i < 100000; ++i)
                x = x + 1;
        return 0;
    }
    if ((mode == "alloc" || mode == "spike") && argc >= 5) {
        const long mib = std::atol(argv[2]);
        const auto give = std::chrono::duration<double>(std::atof(argv[4]));
        if (!waitForFile(argv[3], give))
            return 4;
        if (mode == "alloc") {
            touchMib(mib);
            std::printf("allocated\n");
            std::fflush(stdout);
            std::this_thread::sleep_for(give);
            return 0;
        }
        void* p = touchMib(mib);
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        munmap(p, size_t(mib) << 20);
        std::printf("freed\n");
        std::fflush(stdout);
        std::this_thread::sleep_for(give);
        return 0;
    }
    return usage();
}

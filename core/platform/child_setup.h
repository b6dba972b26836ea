#pragma once
// What a freshly forked child does to itself before exec: CPU pinning, a
// memory limit, closing inherited descriptors. Each prepare* function runs in
// the parent (it may allocate and validate, and returns "" or the problem);
// each apply* function runs in the child between fork and exec, so it is
// async-signal-safe: plain system calls, no allocation, no locks. They
// return 0 or an errno value.
#include <cstdint>
#include <string>
#include <vector>

namespace bw {

struct ChildAffinity {
    bool enabled = false;
    uint64_t mask[16] = {};     // bit c of mask[c / 64]: cpu c (up to 1024 cpus)
};

std::string prepareChildAffinity(const std::vector<int>& cpus, ChildAffinity* out);
int applyChildAffinity(const ChildAffinity& affinity);

// Linux: RLIMIT_AS (address space, soft and hard). macOS refuses: the kernel
// does not enforce RLIMIT_AS and, since macOS 12, rejects small values.
std::string prepareChildMemoryLimit(uint64_t bytes);
int applyChildMemoryLimit(uint64_t bytes);

// A pipe whose both ends are close-on-exec; 0 or an errno value.
int makeCloexecPipe(int fds[2]);

// The highest descriptor number closeInheritedFds must consider (parent).
int highestFdToClose();
// Closes every descriptor >= 3 except keepFd (child).
void closeInheritedFds(int keepFd, int highestFd);

} // namespace bw

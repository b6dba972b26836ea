#pragma once
// Pinning a process to CPUs. Linux: sched_setaffinity on every thread of the
// process. macOS has no CPU affinity API (thread affinity tags are only hints
// and Apple Silicon ignores them), so every call there fails with
// kCpuAffinityUnavailable. Any thread may call these.
#include "util/error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

inline constexpr const char* kCpuAffinityUnavailable = "CPU affinity is not available on macOS";

bool cpuAffinitySupported();

// CPUs this process may run on (Linux: our own affinity mask, which reflects
// cpusets and containers); on macOS all logical CPUs 0..n-1.
std::vector<int> availableCpus();

// How many CPUs this process may run on, as `nproc` counts them: the CPUs in
// our affinity mask on Linux (taskset, cpusets, containers), the logical
// CPUs on macOS. At least 1. The default number of engine threads.
int usableCpuCount();

// "" when every cpu in `cpus` is available and the list is not empty, else
// the problem ("cpu 7 is not available (available: 0-1)").
std::string validateCpus(const std::vector<int>& cpus);

// Pins every thread of pid to `cpus`. Returns "" or the problem.
std::string setCpuAffinity(int64_t pid, const std::vector<int>& cpus);

// Pins the calling thread (only) to `cpus`. Returns "" or the problem.
std::string pinThisThread(const std::vector<int>& cpus);

// The CPUs thread `tid` of this process may run on (Linux: /proc/self/task ids).
Result<std::vector<int>> getThreadAffinity(int64_t tid);

// The CPUs pid's main thread may run on, ascending; or a Plain error
// without a field ("no process with pid 4242").
Result<std::vector<int>> getCpuAffinity(int64_t pid);

} // namespace bw

#pragma once
// Monotonic nanosecond clock for the hot path (steady, never the wall clock),
// and the calling thread's CPU time. Qt-free; safe from any thread.
#include <cstdint>
#include <time.h>

namespace bw {

inline uint64_t monoNowNs()
{
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return uint64_t(ts.tv_sec) * 1000000000ull + uint64_t(ts.tv_nsec);
}

// CPU time (user+sys) consumed by the calling thread, in ns. POSIX on Linux,
// and on macOS since 10.12.
inline uint64_t threadCpuNs()
{
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return uint64_t(ts.tv_sec) * 1000000000ull + uint64_t(ts.tv_nsec);
}

} // namespace bw

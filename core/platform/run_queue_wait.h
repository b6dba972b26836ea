#pragma once
// Time the calling thread has spent runnable but waiting for a CPU, in ns,
// from the kernel's scheduler statistics (Linux: /proc/thread-self/schedstat).
// Lets the window's tick meter tell a UI thread that blocked (its own work, a
// lock) from one that a busy machine did not schedule. -1 where not
// available (macOS has no such per-thread figure; kernels without scheduler
// statistics).
//
// Threads: any; reports on the calling thread.
#include <cstdint>

namespace bw {

int64_t runQueueWaitNs();

} // namespace bw

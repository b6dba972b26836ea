#include "platform/run_queue_wait.h"

namespace bw {

// macOS reports no per-thread run-queue wait (thread_info gives CPU time
// only), so the tick meter cannot tell a busy machine from a blocked thread
// there: not available.
int64_t runQueueWaitNs()
{
    return -1;
}

} // namespace bw

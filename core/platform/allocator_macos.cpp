#include "platform/allocator.h"

namespace bw {

// libmalloc maps large blocks by themselves and returns them when freed.
void configureAllocatorForLongRuns() {}

void releaseFreedMemory() {}

} // namespace bw

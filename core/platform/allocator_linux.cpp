#include "platform/allocator.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace bw {

void configureAllocatorForLongRuns()
{
#ifdef __GLIBC__
    // Setting it at all turns the dynamic adjustment off; 256 KiB keeps
    // small and medium allocations on the heap, as before.
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
#endif
}

void releaseFreedMemory()
{
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

} // namespace bw

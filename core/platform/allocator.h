#pragma once
// Keeping a long run's memory flat. glibc's default mmap threshold is
// dynamic: once a large block is freed it rises to that size, and later
// blocks up to it come from the heap, where the holes they leave between
// longer-lived allocations are rarely whole pages to give back. A fixed
// threshold keeps large blocks in mappings of their own, returned when freed.
// Measured with bench/memory-soak.sh (10 minutes, same load, side by side):
// on a lightly loaded machine RSS growth after the warm-up fell from ~230 KB
// to ~16 KB in minutes 6 to 9 of the run; on a saturated one it made no
// difference. The larger cause, rewriting the whole series at every
// progress save, is gone too (ProgressSaver, history/progress_saver.h).
// macOS's allocator returns large blocks by itself: both are no-ops there.
// Qt-free.

namespace bw {

// Once, early in main(): large blocks always get their own mapping.
void configureAllocatorForLongRuns();

// After a burst of frees (a progress save): hand free pages back to the OS.
void releaseFreedMemory();

} // namespace bw

#pragma once
// Keeping a long run's memory flat. A run's supervisor re-encodes the series
// so far every few seconds (the history's progress saves): buffers that grow
// a little each time, freed again at once. glibc's default mmap threshold is
// dynamic: after such a buffer is freed it rises to that size, so the next,
// larger one comes from the heap instead of its own mapping, and the holes it
// leaves between longer-lived allocations are never whole pages to give back.
// Measured with bench/memory-soak.sh: RSS grew ~3.6 MB an hour that way;
// with a fixed threshold, flat within the sampling noise.
// macOS's allocator returns large blocks by itself: both are no-ops there.
// Qt-free.

namespace bw {

// Once, early in main(): large blocks always get their own mapping.
void configureAllocatorForLongRuns();

// After a burst of frees (a progress save): hand free pages back to the OS.
void releaseFreedMemory();

} // namespace bw

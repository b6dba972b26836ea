#pragma once
// Timer slack of the calling thread. Linux lets the kernel delay a thread's
// timed wake-ups by up to its slack (50 us by default) to batch them; an
// open-model worker that wakes for a due send wants it at the minimum, 1 ns
// (PR_SET_TIMERSLACK). macOS has no such per-thread setting; there this
// does nothing and returns false.
//
// Threads: any; applies to the calling thread. True when applied.
namespace bw {

bool minimizeTimerSlack();

} // namespace bw

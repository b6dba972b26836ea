#pragma once
// The live changes of a run's load (Engine::steer), handed to the workers
// without a lock, as the snapshots come back through the SnapshotRing: the
// steering side appends (one writer at a time: the engine's steer mutex),
// filling a slot before it publishes the new count with a release store; a
// worker reads the count with an acquire load once per scan (every 10 ms,
// never per request) and copies the slots below it, which never change
// again. Fixed capacity, allocated with the plan: nothing moves under a
// reader. Qt-free.
#include "engine/loop/load_schedule.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace bw {

class SteerLog {
public:
    static constexpr uint32_t kCapacity = 4096;   // changes per run (64 KiB)

    SteerLog() : slots_(new LoadStep[kCapacity]) {}

    // Steering side, one caller at a time. False when the log is full.
    bool append(const LoadStep& step)
    {
        const uint32_t n = count_.load(std::memory_order_relaxed);
        if (n >= kCapacity)
            return false;
        slots_[n] = step;
        count_.store(n + 1, std::memory_order_release);
        return true;
    }

    // Any thread: the changes published so far, and a copy of the first n.
    uint32_t count() const { return count_.load(std::memory_order_acquire); }
    std::vector<LoadStep> first(uint32_t n) const { return std::vector<LoadStep>(slots_.get(), slots_.get() + n); }

private:
    std::unique_ptr<LoadStep[]> slots_;
    alignas(64) std::atomic<uint32_t> count_{0};
};

} // namespace bw

#pragma once
// Single-producer single-consumer ring of interval snapshots. The worker
// (producer) writes into current() in place and publish()es it; when the
// collector has fallen behind and the ring is full, publish() returns false
// and the worker simply keeps accumulating into the same slot, so it never
// blocks and nothing is lost. Qt-free.
#include "engine/loop/interval_snapshot.h"

#include <atomic>
#include <memory>

namespace bw {

class SnapshotRing {
public:
    static constexpr uint64_t kSlots = 16;

    // `entries`: the request set's entries (0: no set), each slot's live
    // per-entry figures.
    // `flows`: the set's flows (0: none), each slot's live per-flow figures.
    explicit SnapshotRing(int entries = 0, int flows = 0)
        : slots_(new IntervalSnapshot[kSlots]), entries_(entries > 0 ? new EntryInterval[kSlots * uint64_t(entries)] : nullptr),
          flows_(flows > 0 ? new FlowInterval[kSlots * uint64_t(flows)] : nullptr)
    {
        for (uint64_t i = 0; i < kSlots && entries > 0; ++i) {
            slots_[i].entries = &entries_[i * uint64_t(entries)];
            slots_[i].entryCount = entries;
        }
        for (uint64_t i = 0; i < kSlots && flows > 0; ++i) {
            slots_[i].flows = &flows_[i * uint64_t(flows)];
            slots_[i].flowCount = flows;
        }
        slots_[0].reset(0);
    }

    // Producer side (worker thread only).
    IntervalSnapshot& current() { return slots_[head_.load(std::memory_order_relaxed) % kSlots]; }
    // Hands current() to the consumer and starts a fresh slot for `nextInterval`.
    bool publish(int64_t nextInterval)
    {
        uint64_t h = head_.load(std::memory_order_relaxed);
        if (h + 1 - tail_.load(std::memory_order_acquire) >= kSlots)
            return false;
        slots_[(h + 1) % kSlots].reset(nextInterval);
        head_.store(h + 1, std::memory_order_release);
        return true;
    }

    // Consumer side (collector thread only).
    const IntervalSnapshot* peek() const
    {
        uint64_t t = tail_.load(std::memory_order_relaxed);
        if (t == head_.load(std::memory_order_acquire))
            return nullptr;
        return &slots_[t % kSlots];
    }
    void pop() { tail_.store(tail_.load(std::memory_order_relaxed) + 1, std::memory_order_release); }

private:
    std::unique_ptr<IntervalSnapshot[]> slots_;
    std::unique_ptr<EntryInterval[]> entries_;
    std::unique_ptr<FlowInterval[]> flows_;
    alignas(64) std::atomic<uint64_t> head_{0};   // slot the producer writes
    alignas(64) std::atomic<uint64_t> tail_{0};   // next slot the consumer reads
};

} // namespace bw

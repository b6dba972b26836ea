#pragma once
// A running run's progress saves (every few seconds, so a crash keeps what
// the run had). Each save() stores only the seconds added since the last
// successful one, as one chunk (HistoryStore::appendProgress), with summary
// columns from running sums: neither the work nor the memory of a save grows
// with the run. A failed save keeps nothing: the next one starts from the
// same second. One thread at a time, like the store it writes to.
#include "history/history_codec.h"

#include <cstdint>
#include <vector>

namespace bw {

class HistoryStore;

class ProgressSaver {
public:
    ProgressSaver(HistoryStore& store, int64_t runId) : store_(store), id_(runId) {}

    // Seconds stored so far: ask the engine for the ones after them.
    size_t seconds() const { return stored_; }
    // Stores `fresh`, the seconds from seconds() on (and the target's
    // series, if given). False with the store's lastError().
    bool save(const std::vector<SecondStats>& fresh, const TargetInfo* target = nullptr);

private:
    HistoryStore& store_;
    int64_t id_;
    size_t stored_ = 0;
    ProgressAccumulator sums_;
};

} // namespace bw

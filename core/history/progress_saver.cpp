#include "progress_saver.h"

#include "history/history_store.h"

namespace bw {

bool ProgressSaver::save(const std::vector<SecondStats>& fresh, const TargetInfo* target)
{
    ProgressAccumulator next = sums_;
    next.add(fresh);
    if (!store_.appendProgress(id_, stored_, fresh, next.summary(), target))
        return false;
    sums_ = next;
    stored_ += fresh.size();
    return true;
}

} // namespace bw

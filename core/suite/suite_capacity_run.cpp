#include "suite/suite_capacity_run.h"

namespace bw {

void runSuiteCapacity(const CapacityJob& job, SuiteRunRecord* rec, const std::function<bool(CapacityRunner*)>& setCurrent)
{
    CapacityRunner search(job);
    if (!setCurrent(&search))
        return;
    search.run();
    setCurrent(nullptr);
    const CapacityResult r = search.result();
    rec->roundGroupId = r.groupId;
    rec->historyError = search.historyError();
    if (r.steps.empty()) {
        rec->error = r.message.empty() ? std::string("the capacity search ran no step") : r.message;
        return;
    }
    rec->ran = true;
    rec->capacity = r;
    const CapacityStep* best = r.bestStep();
    const int index = best ? best->plan.index : r.steps.back().plan.index;
    if (auto run = search.stepRun(index)) {
        rec->result = std::move(*run);
        rec->historyId = rec->result.historyId;
    }
}

} // namespace bw

#include "capacity/capacity_runner.h"

#include "capacity/capacity_json.h"

#include <algorithm>

namespace bw {

CapacityRunner::CapacityRunner(CapacityJob job) : search_(job.settings, job.slo)
{
    openGroup(job.session, "capacity", search_.result().startedAtMs, 0);
    StepJob s;
    s.config = job.config;
    s.stepSlo = capacityStepSlo(job.slo);
    s.target = job.target;
    s.session = job.session;
    s.kind = "capacity";
    s.metrics = job.metrics;
    runSessions(std::move(s));
    wire();
}

CapacityRunner::CapacityRunner(CapacitySettings settings, Slo slo, std::unique_ptr<StepRunner> runner)
    : search_(settings, slo)
{
    runWith(std::move(runner));
    wire();
}

void CapacityRunner::wire()
{
    startLoop(search_, [this] {
        // The loop's thread: the only one that changes the search.
        CapacityResult r = search_.result();
        r.groupId = groupId();
        return GroupSave{capacityToJson(r), r.finished() ? r.maxRate : search_.low()};
    });
    loop().setOnRun([this](const StepPlan& plan, const RunResult& run) {
        // The loop's thread, before the search judges this step. Keep this
        // run and those that can still be the answer: the latest pass at
        // each rate up to the bracket's low end (a failed confirmation steps
        // the search down to an earlier pass).
        std::map<double, int> latestPass;   // rate -> the index of its latest pass
        for (const CapacityStep& s : search_.result().steps)
            if (s.passed && s.plan.phase != StepPhase::Probe && s.plan.rate <= search_.low())
                latestPass[s.plan.rate] = s.plan.index;
        std::lock_guard<std::mutex> lk(mutex_);
        for (auto it = runs_.begin(); it != runs_.end();) {
            const int index = it->first;
            const bool keep = std::any_of(latestPass.begin(), latestPass.end(), [index](const auto& p) { return p.second == index; });
            it = keep ? std::next(it) : runs_.erase(it);
        }
        runs_[plan.index] = run;
    });
}

CapacityRunner::~CapacityRunner()
{
    endLoop();   // stops and joins before the search goes
}

CapacityProgress CapacityRunner::progress() const
{
    return progressWith<CapacityProgress>([this](CapacityProgress& p) {
        p.stepsDone = int(search_.result().steps.size());
        p.low = search_.low();
        p.high = search_.high();
        p.probeRps = search_.result().probeRps;
        p.outcome = search_.result().outcome;
    });
}

std::vector<CapacityStep> CapacityRunner::stepsFrom(size_t from) const
{
    return itemsFrom(search_.result().steps, from);
}

CapacityResult CapacityRunner::result() const
{
    return resultOf(search_.result());
}

std::optional<RunResult> CapacityRunner::stepRun(int index) const
{
    std::lock_guard<std::mutex> lk(mutex_);
    const auto it = runs_.find(index);
    if (it == runs_.end())
        return std::nullopt;
    return it->second;
}

} // namespace bw

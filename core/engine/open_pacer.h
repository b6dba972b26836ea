#pragma once
// Open-model schedule of one worker: intended send times at this worker's
// share of the total rate (which may ramp). Qt-free.
#include "engine/run_plan.h"

#include <cstdint>

namespace bw {

class OpenPacer {
public:
    OpenPacer(const RunPlan& plan, double share) : plan_(plan), share_(share), nextNs_(plan.startNs) {}

    // Intended time of the next send (may be in the past: a backlog).
    uint64_t nextNs() const { return nextNs_; }
    bool due(uint64_t nowNs) const { return nextNs_ <= nowNs; }
    // Takes the next intended send time and schedules the one after it.
    uint64_t take()
    {
        uint64_t t = nextNs_;
        double r = plan_.rateAt(t) * share_;
        // A zero rate (a ramp stage at 0) re-checks every 10 ms.
        nextNs_ += r > 0 ? uint64_t(1e9 / r) : 10'000'000ull;
        return t;
    }
    // Skips a zero-rate stretch without sending.
    void idleSkip(uint64_t nowNs)
    {
        while (nextNs_ <= nowNs && plan_.rateAt(nextNs_) * share_ <= 0)
            nextNs_ += 10'000'000ull;
    }
    double currentRate(uint64_t nowNs) const { return plan_.rateAt(nowNs) * share_; }

private:
    const RunPlan& plan_;
    double share_;
    uint64_t nextNs_;
};

} // namespace bw

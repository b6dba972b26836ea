#include "capacity_model.h"

#include "result/client_health.h"

namespace bwtest {

bw::Slo capacitySlo(double floor)
{
    bw::Slo s;
    s.maxP99Us = kCapacitySloP99Us;
    s.minRps = floor;
    return s;
}

bw::CapacitySettings capacitySettings(double from)
{
    bw::CapacitySettings s;
    s.fromRate = from;
    s.stepSec = 1;
    s.warmupSec = 0;
    return s;
}

bw::StepFigures modelFigures(double k, const bw::StepPlan& plan, uint64_t queued)
{
    bw::StepFigures f;
    f.measuredSec = plan.measuredSec;
    if (plan.rate <= 0) {   // the closed-model probe runs the server flat out
        f.achievedRps = k;
        f.inFlightAtEnd = queued;
    } else if (plan.rate <= k) {
        f.achievedRps = plan.rate;
        f.p50Us = 1000;
        f.p99Us = 2000;
    } else {
        f.achievedRps = k * 0.998;
        f.p50Us = 40'000;
        f.p99Us = 80'000;
        f.behindFraction = 0.3;
        f.clientWarnings = {bw::client_health::kPacerBehind};
        f.inFlightAtEnd = queued;
    }
    f.requests = uint64_t(f.achievedRps * f.measuredSec);
    return f;
}

bw::CapacityResult searchModel(bw::CapacitySettings s, const CapacityModel& model, double floor)
{
    bw::CapacitySearch cs(s, capacitySlo(floor));
    const bw::Slo stepSlo = bw::capacityStepSlo(capacitySlo(floor));
    while (auto plan = cs.next())
        cs.recordStep(bw::judgeCapacityStep(*plan, model(*plan), stepSlo));
    return cs.result();
}

int countPhase(const bw::CapacityResult& r, bw::StepPhase p)
{
    int n = 0;
    for (const auto& s : r.steps)
        n += s.plan.phase == p;
    return n;
}

} // namespace bwtest

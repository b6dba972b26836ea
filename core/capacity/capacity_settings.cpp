#include "capacity/capacity_settings.h"

#include "util/units.h"

#include <algorithm>

namespace bw {

std::optional<Error> validateCapacitySettings(const CapacitySettings& s, const Slo& slo)
{
    if (!(slo.maxP99Us > 0))
        return Error("--slo-p99", "a capacity search needs a p99 ceiling: the latency every step must hold");
    if (!(s.precision > 0) || s.precision > 0.5)
        return Error("--precision", "must be above 0% and at most 50%, got " + formatFixed(s.precision * 100, 2) + "%");
    if (!(s.stepSec > 0))
        return Error("--step", "must be greater than zero");
    if (!(s.warmupSec >= 0))
        return Error("--warmup", "must not be negative");
    if (!(s.probeSec > 0))
        return Error("--probe", "must be greater than zero");
    if (!(s.minRate > 0))
        return Error("--min", "must be greater than zero");
    if (s.fromRate < 0 || (s.fromRate > 0 && s.fromRate < s.minRate))
        return Error("--from", "must be at least the minimum rate (" + formatCount(s.minRate) + " req/s), got " + formatCount(s.fromRate));
    if (s.maxRate < 0 || (s.maxRate > 0 && s.maxRate <= s.minRate))
        return Error("--max", "must be above the minimum rate (" + formatCount(s.minRate) + " req/s)");
    if (s.maxRate > 0 && s.fromRate > s.maxRate)
        return Error("--from", "must not be above the maximum rate (" + formatCount(s.maxRate) + " req/s)");
    if (s.confirmations < 0 || s.confirmations > 10)
        return Error("--confirm", "must be 0 to 10");
    if (s.maxSteps < 2 || s.maxSteps > 200)
        return Error("--max-steps", "must be 2 to 200");
    return std::nullopt;
}

double capacityPlannedSec(const CapacitySettings& s)
{
    const double probe = s.fromRate > 0 ? 0 : s.warmupSec + s.probeSec;
    return probe + std::min(10, s.maxSteps) * (s.warmupSec + s.stepSec);
}

Slo capacityStepSlo(const Slo& slo)
{
    Slo s = slo;
    s.minRps = 0;
    if (s.maxErrorRate < 0)
        s.maxErrorRate = kCapacityDefaultErrorRate;
    return s;
}

} // namespace bw

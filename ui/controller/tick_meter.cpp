#include "controller/tick_meter.h"

#include <algorithm>

namespace bwui {

void TickMeter::reset(double nominalMs)
{
    nominalMs_ = nominalMs;
    lastStartNs_ = -1;
    intervals_.reset();
    busy_.reset();
    clock_.start();
}

void TickMeter::tickStarted()
{
    if (!clock_.isValid())
        clock_.start();
    currentStartNs_ = clock_.nsecsElapsed();
    if (lastStartNs_ >= 0)
        intervals_.record(uint64_t(currentStartNs_ - lastStartNs_));
    lastStartNs_ = currentStartNs_;
}

void TickMeter::tickEnded()
{
    busy_.record(uint64_t(std::max<int64_t>(0, clock_.nsecsElapsed() - currentStartNs_)));
}

TickStats TickMeter::stats() const
{
    TickStats s;
    s.ticks = busy_.count();
    s.nominalMs = nominalMs_;
    if (intervals_.count()) {
        s.intervalP50Ms = double(intervals_.valueAtPercentile(50)) / 1e6;
        s.intervalP99Ms = double(intervals_.valueAtPercentile(99)) / 1e6;
        s.intervalMaxMs = double(intervals_.maxNs()) / 1e6;
        s.lateP99Ms = std::max(0.0, s.intervalP99Ms - nominalMs_);
        s.lateMaxMs = std::max(0.0, s.intervalMaxMs - nominalMs_);
    }
    if (busy_.count()) {
        s.busyP99Ms = double(busy_.valueAtPercentile(99)) / 1e6;
        s.busyMaxMs = double(busy_.maxNs()) / 1e6;
    }
    return s;
}

} // namespace bwui

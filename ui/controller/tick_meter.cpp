#include "controller/tick_meter.h"

#include "platform/run_queue_wait.h"

#include <algorithm>

namespace bwui {

void TickMeter::reset(double nominalMs)
{
    nominalMs_ = nominalMs;
    lastStartNs_ = -1;
    lastWaitNs_ = -1;
    waitKnown_ = true;
    intervals_.reset();
    busy_.reset();
    stalls_.reset();
    clock_.start();
}

void TickMeter::tickStarted()
{
    if (!clock_.isValid())
        clock_.start();
    currentStartNs_ = clock_.nsecsElapsed();
    const int64_t waitNs = bw::runQueueWaitNs();
    if (lastStartNs_ >= 0) {
        const int64_t interval = currentStartNs_ - lastStartNs_;
        intervals_.record(uint64_t(interval));
        const int64_t nominal = int64_t(nominalMs_ * 1e6);
        int64_t waited = 0;
        if (waitNs >= 0 && lastWaitNs_ >= 0)
            waited = waitNs - lastWaitNs_;
        else
            waitKnown_ = false;
        stalls_.record(uint64_t(std::max<int64_t>(0, interval - nominal - waited)));
    }
    lastStartNs_ = currentStartNs_;
    lastWaitNs_ = waitNs;
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
        s.stallP99Ms = double(stalls_.valueAtPercentile(99)) / 1e6;
        s.stallMaxMs = double(stalls_.maxNs()) / 1e6;
        s.stallMeasured = waitKnown_;
    }
    if (busy_.count()) {
        s.busyP99Ms = double(busy_.valueAtPercentile(99)) / 1e6;
        s.busyMaxMs = double(busy_.maxNs()) / 1e6;
    }
    return s;
}

} // namespace bwui

#pragma once
// Per-worker accounting shared by both transports: decides which phase a
// response belongs to, bumps the counters of the current 100 ms snapshot and
// publishes it when the interval is over. Hot path: no locks, no allocation,
// no Qt. One recorder per worker thread.
#include "engine/loop/interval_snapshot.h"
#include "engine/loop/open_pacer.h"
#include "engine/loop/run_plan.h"
#include "engine/loop/snapshot_ring.h"
#include "engine/loop/worker_rules.h"
#include "platform/run_queue_wait.h"

#include <algorithm>

#include <thread>

namespace bw {

class WorkerRecorder {
public:
    WorkerRecorder(const RunPlan& plan, SnapshotRing& ring) : plan_(plan), ring_(ring) {}

    // Publishes the current snapshot once its interval is over. Call often.
    void tick(uint64_t nowNs)
    {
        int64_t iv = intervalOf(nowNs);
        IntervalSnapshot& s = ring_.current();
        if (iv <= s.interval)
            return;
        takeThreadTimes(s);
        s.activeVus = activeVus_;
        s.targetRate = targetRate_;
        if (!ring_.publish(iv))
            s.interval = iv;   // collector behind: keep accumulating in this slot
    }

    // A response arrived. sendNs: when the request went out; intendedNs: when
    // it was meant to (open model; equal to sendNs otherwise).
    void complete(uint64_t sendNs, uint64_t intendedNs, uint64_t nowNs, int status, uint64_t bytesIn, uint64_t bytesOut)
    {
        if (!counts(sendNs, nowNs))
            return;
        IntervalSnapshot& s = ring_.current();
        ++s.completed;
        s.bytesIn += bytesIn;
        s.bytesOut += bytesOut;
        if (status >= IntervalSnapshot::kFirstStatus && status < IntervalSnapshot::kFirstStatus + IntervalSnapshot::kStatusCount)
            ++s.statusCounts[size_t(status - IntervalSnapshot::kFirstStatus)];
        if (status < 200 || status >= 400)
            ++s.errors.status;
        s.latency.record(nowNs - sendNs);
        if (plan_.rate > 0)
            s.latencyIntended.record(nowNs > intendedNs ? nowNs - intendedNs : 0);
    }

    // A request failed. sendNs = 0 when nothing was sent (connect errors):
    // then the error belongs to the phase of `nowNs`.
    void error(ErrorClass c, uint64_t sendNs, uint64_t nowNs, uint64_t bytesOut = 0)
    {
        if (!counts(sendNs ? sendNs : nowNs, nowNs))
            return;
        IntervalSnapshot& s = ring_.current();
        s.bytesOut += bytesOut;
        switch (c) {
        case ErrorClass::Connect: ++s.errors.connect; break;
        case ErrorClass::Send: ++s.errors.send; break;
        case ErrorClass::Receive: ++s.errors.receive; break;
        case ErrorClass::Timeout: ++s.errors.timeout; break;
        case ErrorClass::Protocol: ++s.errors.protocol; break;
        case ErrorClass::Tls: ++s.errors.tls; break;
        }
    }

    void connected() { ++ring_.current().connects; }
    // An open-model request went out at sendNs, meant for intendedNs: its
    // lateness enters the histogram, and it is a late send past the rule.
    void openSend(uint64_t intendedNs, uint64_t sendNs)
    {
        if (!plan_.measured(sendNs))
            return;
        IntervalSnapshot& s = ring_.current();
        s.sendLateness.record(sendNs > intendedNs ? sendNs - intendedNs : 0);
        if (worker_rules::isLate(sendNs, intendedNs))
            ++s.lateSends;
    }
    void setLoad(int activeVus, double targetRate)
    {
        activeVus_ = activeVus;
        targetRate_ = targetRate;
    }

    // Last words of the worker: flush the current interval as final. With
    // the open model's pacer, the sends that were due in the measured phase
    // but never went out are counted as unsent, and their age at the end
    // enters the corrected histogram: a lower bound of their latency, since
    // they would have taken at least that long.
    void finish(uint64_t nowNs, uint64_t inFlightMeasured, OpenPacer* pacer = nullptr)
    {
        IntervalSnapshot& s = ring_.current();
        if (pacer && !plan_.countMode) {
            const uint64_t endNs = std::min(nowNs, plan_.measureEndNs);
            while (pacer->due(endNs)) {
                const uint64_t intended = pacer->take();
                if (!plan_.measured(intended))
                    continue;
                ++s.unsentAtEnd;
                s.latencyIntended.record(endNs - intended);
            }
        }
        takeThreadTimes(s);
        s.activeVus = activeVus_;
        s.targetRate = targetRate_;
        s.inFlight = inFlightMeasured;
        s.stoppedAtNs = nowNs;
        s.final = true;
        int64_t iv = intervalOf(nowNs);
        if (iv > s.interval)
            s.interval = iv;
        // The collector must see the final slot: wait for room if the ring is
        // full. Only at the very end, so this never slows the measured phase.
        while (!ring_.publish(s.interval + 1))
            std::this_thread::yield();
    }

    void begin()
    {
        lastCpuNs_ = threadCpuNow();
        const int64_t w = runQueueWaitNs();
        lastRunQueueNs_ = w > 0 ? uint64_t(w) : 0;
    }

    int64_t intervalOf(uint64_t nowNs) const
    {
        return nowNs <= plan_.gridStartNs ? 0 : int64_t((nowNs - plan_.gridStartNs) / uint64_t(IntervalSnapshot::kIntervalNs));
    }

private:
    static uint64_t threadCpuNow();
    // CPU used and time spent waiting for a CPU since the last call (once
    // per 100 ms: a clock read and, on Linux, one small /proc read).
    void takeThreadTimes(IntervalSnapshot& s)
    {
        const uint64_t cpu = threadCpuNow();
        s.cpuNs += cpu - lastCpuNs_;
        lastCpuNs_ = cpu;
        const int64_t w = runQueueWaitNs();
        if (w > 0 && uint64_t(w) >= lastRunQueueNs_) {
            s.runQueueWaitNs += uint64_t(w) - lastRunQueueNs_;
            lastRunQueueNs_ = uint64_t(w);
        }
    }
    // Counted when sent and completed in the same phase, and before the end.
    bool counts(uint64_t sendNs, uint64_t nowNs) const
    {
        if (!plan_.countMode && nowNs > plan_.measureEndNs)
            return false;
        return plan_.measured(sendNs) == plan_.measured(nowNs);
    }

    const RunPlan& plan_;
    SnapshotRing& ring_;
    uint64_t lastCpuNs_ = 0;
    uint64_t lastRunQueueNs_ = 0;
    int activeVus_ = 0;
    double targetRate_ = 0;
};

} // namespace bw

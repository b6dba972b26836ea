#pragma once
// Per-worker accounting shared by both transports: decides which phase a
// response belongs to, bumps the counters of the current 100 ms snapshot and
// publishes it when the interval is over. Hot path: no locks, no allocation,
// no Qt. One recorder per worker thread.
#include "engine/interval_snapshot.h"
#include "engine/run_plan.h"
#include "engine/snapshot_ring.h"

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
        uint64_t cpu = threadCpuNow();
        s.cpuNs += cpu - lastCpuNs_;
        lastCpuNs_ = cpu;
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
    void lateSend(uint64_t sendNs)
    {
        if (plan_.measured(sendNs))
            ++ring_.current().lateSends;
    }
    void setLoad(int activeVus, double targetRate)
    {
        activeVus_ = activeVus;
        targetRate_ = targetRate;
    }

    // Last words of the worker: flush the current interval as final.
    void finish(uint64_t nowNs, uint64_t inFlightMeasured)
    {
        IntervalSnapshot& s = ring_.current();
        uint64_t cpu = threadCpuNow();
        s.cpuNs += cpu - lastCpuNs_;
        lastCpuNs_ = cpu;
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

    void begin() { lastCpuNs_ = threadCpuNow(); }

    int64_t intervalOf(uint64_t nowNs) const
    {
        return nowNs <= plan_.startNs ? 0 : int64_t((nowNs - plan_.startNs) / uint64_t(IntervalSnapshot::kIntervalNs));
    }

private:
    static uint64_t threadCpuNow();
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
    int activeVus_ = 0;
    double targetRate_ = 0;
};

} // namespace bw

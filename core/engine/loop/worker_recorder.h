#pragma once
// Per-worker accounting shared by both transports: decides which phase a
// response belongs to, bumps the counters of the current 100 ms snapshot and
// publishes it when the interval is over. With a request set it also counts
// each entry: its live figures in the snapshot, and its exact totals over
// the measured phase (entry_stats.h), decided by the very rule the collector
// counts snapshots by (a snapshot whose interval is a measured one), so the
// entries add up to the run. Hot path: no locks, no allocation, no Qt. One
// recorder per worker thread.
#include "engine/loop/interval_snapshot.h"
#include "engine/loop/open_pacer.h"
#include "engine/loop/run_plan.h"
#include "engine/loop/snapshot_ring.h"
#include "engine/loop/worker_rules.h"
#include "platform/run_queue_wait.h"

#include <algorithm>
#include <thread>
#include <vector>

namespace bw {

class WorkerRecorder {
public:
    // `entries`: the request set's entries (0: no set); `flows`: its flows.
    WorkerRecorder(const RunPlan& plan, SnapshotRing& ring, int entries = 0, int flows = 0)
        : plan_(plan), ring_(ring), warmupIntervals_(intervalOf(plan.measureStartNs)), measured_(size_t(std::max(entries, 0))),
          pending_(plan.measureStartNs > plan.gridStartNs ? size_t(std::max(entries, 0)) : 0),
          flowMeasured_(size_t(std::max(flows, 0))), flowPending_(plan.measureStartNs > plan.gridStartNs ? size_t(std::max(flows, 0)) : 0)
    {
    }

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
        const bool warmupSlot = s.interval < warmupIntervals_;
        if (!ring_.publish(iv)) {
            s.interval = iv;   // collector behind: keep accumulating in this slot
            if (warmupSlot && iv >= warmupIntervals_)
                pendingCounted();
        } else if (warmupSlot) {
            for (EntryTotals& t : pending_)
                t.reset();   // the collector counts no warmup slot
            for (FlowTotals& t : flowPending_)
                t.reset();
        }
    }

    // A response arrived. sendNs: when the request went out; intendedNs: when
    // it was meant to (open model; equal to sendNs otherwise).
    // `entry`: the request-set entry it was (-1: no set).
    void complete(uint64_t sendNs, uint64_t intendedNs, uint64_t nowNs, int status, uint64_t bytesIn, uint64_t bytesOut,
                  int entry = -1)
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
        if (entry >= 0)
            completeEntry(s, entry, sendNs, intendedNs, nowNs, status, bytesIn, bytesOut);
    }

    // A request failed. sendNs = 0 when nothing was sent (connect errors):
    // then the error belongs to the phase of `nowNs`.
    // `entry`: the request-set entry the failed request was (-1: no set, or
    // no request: a failed connect, bytes on an idle connection).
    void error(ErrorClass c, uint64_t sendNs, uint64_t nowNs, uint64_t bytesOut = 0, int entry = -1)
    {
        if (!counts(sendNs ? sendNs : nowNs, nowNs))
            return;
        IntervalSnapshot& s = ring_.current();
        s.bytesOut += bytesOut;
        countError(s.errors, c);
        if (entry < 0)
            return;
        EntryInterval& live = s.entries[entry];
        live.bytesOut += bytesOut;
        countError(live.errors, c);
        EntryTotals& t = totalsOf(s, entry);
        t.touched = true;
        t.bytesOut += bytesOut;
        countError(t.errors, c);
    }

    // A flow's step: the checks and extractions whose bits are set in
    // `failed` (CompiledStep::failureNames) failed on a response counted as
    // complete() counts it.
    [[gnu::noinline]] void checkFailures(int entry, uint32_t failed, uint64_t sendNs, uint64_t nowNs)
    {
        if (!failed || !counts(sendNs, nowNs))
            return;
        IntervalSnapshot& s = ring_.current();
        EntryTotals& t = totalsOf(s, entry);
        t.touched = true;
        for (int i = 0; failed; ++i, failed >>= 1) {
            if (!(failed & 1))
                continue;
            ++s.entries[entry].checkFailures;
            ++t.failures[size_t(i)];
        }
    }
    // A flow's step not sent: a value it needs is missing.
    [[gnu::noinline]] void skipped(int entry, uint64_t nowNs)
    {
        if (!counts(nowNs, nowNs))
            return;
        IntervalSnapshot& s = ring_.current();
        ++s.entries[entry].skipped;
        EntryTotals& t = totalsOf(s, entry);
        t.touched = true;
        ++t.skipped;
    }
    // An iteration of flow `flow` ended: started at startNs (its first
    // send), meant to start at intendedNs (open model), ended at endNs.
    [[gnu::noinline]] void iteration(int flow, uint64_t startNs, uint64_t intendedNs, uint64_t endNs, bool failed)
    {
        if (!counts(startNs, endNs))
            return;
        IntervalSnapshot& s = ring_.current();
        FlowInterval& live = s.flows[flow];
        ++live.iterations;
        live.failed += failed ? 1 : 0;
        live.duration.record(endNs - startNs);
        FlowTotals& t = s.interval >= warmupIntervals_ ? flowMeasured_[size_t(flow)] : flowPending_[size_t(flow)];
        t.touched = true;
        ++t.iterations;
        t.failed += failed ? 1 : 0;
        t.duration.record(endNs - startNs);
        if (plan_.rate > 0)
            t.durationIntended.record(endNs > intendedNs ? endNs - intendedNs : 0);
    }

    void connected() { ++ring_.current().connects; }
    // An open-model request went out at sendNs, meant for intendedNs: its
    // lateness enters the histogram, and it is a late send past the rule.
    // `queued`: it waited for a free connection or stream (every one was
    // busy with the server), rather than for the worker's thread to run.
    void openSend(uint64_t intendedNs, uint64_t sendNs, bool queued)
    {
        if (!plan_.measured(sendNs))
            return;
        IntervalSnapshot& s = ring_.current();
        s.sendLateness.record(sendNs > intendedNs ? sendNs - intendedNs : 0);
        if (worker_rules::isLate(sendNs, intendedNs)) {
            ++s.lateSends;
            s.lateQueued += queued ? 1 : 0;
        }
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
        if (iv > s.interval) {
            if (s.interval < warmupIntervals_ && iv >= warmupIntervals_)
                pendingCounted();
            s.interval = iv;
        }
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

    // Each request-set entry's exact measured-phase totals. Read once the
    // worker's thread has stopped (after finish()).
    const std::vector<EntryTotals>& entryTotals() const { return measured_; }
    // Each flow's exact measured-phase totals, likewise.
    const std::vector<FlowTotals>& flowTotals() const { return flowMeasured_; }

private:
    // complete()'s part for a request-set entry. Out of line so that the
    // run's own accounting stays small enough to be inlined into the worker
    // loop: a run without a set pays one branch for sets.
    [[gnu::noinline]] void completeEntry(IntervalSnapshot& s, int entry, uint64_t sendNs, uint64_t intendedNs, uint64_t nowNs,
                                         int status, uint64_t bytesIn, uint64_t bytesOut)
    {
        const bool bad = status < 200 || status >= 400;
        const uint64_t latencyNs = nowNs - sendNs;
        EntryInterval& live = s.entries[entry];
        ++live.completed;
        live.bytesIn += bytesIn;
        live.bytesOut += bytesOut;
        live.errors.status += bad ? 1 : 0;
        live.latency.record(latencyNs);
        EntryTotals& t = totalsOf(s, entry);
        t.touched = true;
        ++t.completed;
        t.bytesIn += bytesIn;
        t.bytesOut += bytesOut;
        t.errors.status += bad ? 1 : 0;
        if (status >= EntryTotals::kFirstStatus && status < EntryTotals::kFirstStatus + EntryTotals::kStatusCount)
            ++t.status[size_t(status - EntryTotals::kFirstStatus)];
        t.latency.record(latencyNs);
        if (plan_.rate > 0)
            t.latencyIntended.record(nowNs > intendedNs ? nowNs - intendedNs : 0);
    }

    static void countError(ErrorCounts& e, ErrorClass c)
    {
        switch (c) {
        case ErrorClass::Connect: ++e.connect; break;
        case ErrorClass::Send: ++e.send; break;
        case ErrorClass::Receive: ++e.receive; break;
        case ErrorClass::Timeout: ++e.timeout; break;
        case ErrorClass::Protocol: ++e.protocol; break;
        case ErrorClass::Tls: ++e.tls; break;
        }
    }
    // Where an entry's record goes: the measured totals when the collector
    // will count the current slot as measured, else the warmup slot's
    // pending totals (dropped when that slot is published as warmup).
    EntryTotals& totalsOf(const IntervalSnapshot& s, int entry)
    {
        return s.interval >= warmupIntervals_ ? measured_[size_t(entry)] : pending_[size_t(entry)];
    }
    // A warmup slot the collector could not take became a measured one: what
    // it held counts, as it does for the collector.
    void pendingCounted()
    {
        for (size_t i = 0; i < pending_.size(); ++i) {
            measured_[i].add(pending_[i]);
            pending_[i].reset();
        }
        for (size_t i = 0; i < flowPending_.size(); ++i) {
            flowMeasured_[i].add(flowPending_[i]);
            flowPending_[i].reset();
        }
    }

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
    int64_t warmupIntervals_ = 0;           // intervals before the measured phase (the collector's count)
    std::vector<EntryTotals> measured_;     // per entry
    std::vector<EntryTotals> pending_;      // per entry, while the current slot is a warmup one
    std::vector<FlowTotals> flowMeasured_;  // per flow
    std::vector<FlowTotals> flowPending_;   // per flow, while the current slot is a warmup one
};

} // namespace bw

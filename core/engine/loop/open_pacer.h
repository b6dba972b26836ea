#pragma once
// Open-model schedule of one worker: intended send times at this worker's
// share of the total rate (which may ramp, and change live). Qt-free.
//
// The schedule is exact, not stepped: the worker's k-th send is due when the
// integral of its share of the rate since the start (LoadSchedule) reaches
// k + phase, so rounding never accumulates (a stepped `next += 1e9 / rate`
// drifted by up to 1 ns per send and took a ramp's rate at the start of each
// gap), and a stretch at rate 0 is jumped over in one step.
//
// The share follows connections: a worker owning 2 of 3 connections sends
// 2/3 of the rate (dealt by rateShare()). An equal split per thread left a
// thread with fewer connections more rate than they could carry, and its
// invented backlog inflated the corrected latency (issue: -c 3 -R 240 with
// 2 threads read p99 812 ms against a 10 ms server).
#include "engine/loop/run_plan.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

namespace bw {

// The global VU indices a worker owns when maxVus VUs are dealt round-robin
// over `threads` workers (worker 0 gets 0, threads, 2*threads..).
inline std::vector<int> workerVus(int maxVus, int threads, int worker)
{
    std::vector<int> vus;
    for (int v = worker; v < maxVus; v += std::max(1, threads))
        vus.push_back(v);
    return vus;
}

// A worker's share of the open-model rate: its share of the connections.
inline double rateShare(size_t workerConnections, int totalConnections)
{
    return totalConnections > 0 ? double(workerConnections) / double(totalConnections) : 0.0;
}

class OpenPacer {
public:
    // share: this worker's fraction of the total rate (rateShare());
    // phase in [0, 1): where in its own send gap the worker starts, so the
    // workers' sends interleave instead of leaving together.
    OpenPacer(const RunPlan& plan, double share, double phase = 0)
        : OpenPacer(LoadSchedule(plan.startNs, plan.measureStartNs, plan.rate, plan.stages), share, phase) {}
    OpenPacer(LoadSchedule schedule, double share, double phase = 0)
        : schedule_(std::move(schedule)), share_(share), phase_(phase)
    {
        nextNs_ = computeNext();
    }

    // Intended time of the next send (may be in the past: a backlog);
    // UINT64_MAX when this worker has no more sends (share 0, rate ended at 0).
    uint64_t nextNs() const { return nextNs_; }
    bool due(uint64_t nowNs) const { return nextNs_ <= nowNs; }
    // Takes the next intended send time and schedules the one after it.
    uint64_t take()
    {
        const uint64_t t = nextNs_;
        ++taken_;
        nextNs_ = computeNext();
        return t;
    }
    // Sends taken so far.
    uint64_t taken() const { return taken_; }
    double currentRate(uint64_t nowNs) const { return schedule_.levelAt(nowNs) * share_; }
    // A live change: the rate follows `schedule` from now on. The sends
    // taken stay taken; the next one is due where the new schedule's
    // integral reaches it, so the schedule continues from the current
    // intended time at the new rate (no burst, no gap), as long as the
    // change lies ahead of the sends taken (Engine::steer leaves a lead).
    void reschedule(LoadSchedule schedule)
    {
        schedule_ = std::move(schedule);
        nextNs_ = computeNext();
    }

private:
    uint64_t computeNext() const
    {
        if (share_ <= 0)
            return UINT64_MAX;
        return schedule_.nsAtCount((double(taken_) + phase_) / share_);
    }

    LoadSchedule schedule_;
    double share_;
    double phase_;
    uint64_t taken_ = 0;
    uint64_t nextNs_ = 0;
};

} // namespace bw

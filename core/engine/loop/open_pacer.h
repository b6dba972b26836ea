#pragma once
// Open-model schedule of one worker: intended send times at this worker's
// share of the total rate (which may ramp). Qt-free.
//
// The schedule is exact, not stepped: the worker's k-th send is due when the
// integral of its share of the rate since the start reaches k + phase, so
// rounding never accumulates (a stepped `next += 1e9 / rate` drifted by up
// to 1 ns per send and took a ramp's rate at the start of each gap), and a
// stretch at rate 0 is jumped over in one step.
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

// Cumulative intended sends of the whole run: count(t) = integral of the
// plan's total rate from startNs to t (piecewise linear: the warmup at the
// base rate, then each stage, then the last target for ever).
class OpenSchedule {
public:
    explicit OpenSchedule(const RunPlan& plan) : startNs_(plan.startNs)
    {
        const double warm = plan.measureStartNs > plan.startNs ? double(plan.measureStartNs - plan.startNs) / 1e9 : 0.0;
        if (warm > 0)
            segs_.push_back({warm, plan.rate, plan.rate});
        double from = plan.rate;
        for (const RampStage& s : plan.stages) {
            if (s.durationSec > 0)
                segs_.push_back({s.durationSec, from, s.target});
            from = s.target;
        }
        tailRate_ = from;
    }

    // Seconds after the start at which `count` sends (total) are due;
    // +infinity when the rate never gets there (it ends at 0).
    double secondsAt(double count) const
    {
        double t = 0;
        double m = count;
        for (const Seg& s : segs_) {
            const double b = (s.to - s.from) / s.len;   // rate slope, 1/s^2
            const double total = s.from * s.len + b * s.len * s.len / 2;
            if (m <= total) {
                const double tau = within(s.from, b, m);
                if (tau <= s.len)
                    return t + tau;
            }
            m -= total;
            t += s.len;
        }
        if (m <= 0)
            return t;
        return tailRate_ > 0 ? t + m / tailRate_ : INFINITY;
    }

    uint64_t nsAt(double count) const
    {
        const double s = secondsAt(count);
        if (!(s < 1e9))   // infinity, or past 30 years
            return UINT64_MAX;
        return startNs_ + uint64_t(std::llround(s * 1e9));
    }

private:
    struct Seg {
        double len;    // s
        double from;   // requests/s at the segment's start
        double to;     // requests/s at its end
    };
    // Time into a segment starting at rate a with slope b at which m sends
    // are due: a*t + b*t^2/2 = m, in the form that stays exact when b is
    // tiny or a is 0.
    static double within(double a, double b, double m)
    {
        if (m <= 0)
            return 0;
        const double disc = a * a + 2 * b * m;
        if (disc < 0)
            return INFINITY;
        const double den = a + std::sqrt(disc);
        return den > 0 ? 2 * m / den : INFINITY;
    }

    uint64_t startNs_;
    std::vector<Seg> segs_;
    double tailRate_ = 0;
};

class OpenPacer {
public:
    // share: this worker's fraction of the total rate (rateShare());
    // phase in [0, 1): where in its own send gap the worker starts, so the
    // workers' sends interleave instead of leaving together.
    OpenPacer(const RunPlan& plan, double share, double phase = 0)
        : plan_(plan), schedule_(plan), share_(share), phase_(phase)
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
    double currentRate(uint64_t nowNs) const { return plan_.rateAt(nowNs) * share_; }

private:
    uint64_t computeNext() const
    {
        if (share_ <= 0)
            return UINT64_MAX;
        return schedule_.nsAt((double(taken_) + phase_) / share_);
    }

    const RunPlan& plan_;
    OpenSchedule schedule_;
    double share_;
    double phase_;
    uint64_t taken_ = 0;
    uint64_t nextNs_ = 0;
};

} // namespace bw

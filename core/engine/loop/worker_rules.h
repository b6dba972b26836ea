#pragma once
// The rules every transport's worker follows, in one place: how long a
// connection backs off after a connect error, when an open-model send is
// late, how often connections are scanned for timeouts, how long a poll may
// wait and how long it spins before a due send, and when a run that never
// connected gives up. Header-only: each is
// a line or two on the worker's own thread.
#include "engine/load_config.h"
#include "engine/loop/run_plan.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace bw::worker_rules {

constexpr uint64_t kMinBackoffNs = 1'000'000;          // first retry after a connect error: 1 ms
constexpr uint64_t kMaxBackoffNs = 250'000'000;        // doubling up to 250 ms
constexpr uint64_t kLateNs = 2'000'000;                // an open-model send 2 ms behind schedule is late
constexpr uint64_t kScanNs = 10'000'000;               // timeout / backoff scan period
constexpr uint64_t kConnectGraceNs = 2'000'000'000;    // never give up on connecting before 2 s
constexpr uint64_t kMaxWaitMs = 10;                    // a poll never sleeps past the next scan

// The backoff after one more connect error.
inline uint64_t nextBackoffNs(uint64_t currentNs)
{
    return currentNs ? std::min(currentNs * 2, kMaxBackoffNs) : kMinBackoffNs;
}

inline bool isLate(uint64_t nowNs, uint64_t intendedNs)
{
    return nowNs - intendedNs > kLateNs;
}

// The poll timeout in nanoseconds for waking at wakeNs (never past the
// next scan). It was whole milliseconds rounded up: sends then left up to
// 1 ms after their intended time.
inline int64_t waitNs(uint64_t nowNs, uint64_t wakeNs)
{
    if (wakeNs <= nowNs)
        return 0;
    return int64_t(std::min<uint64_t>(kMaxWaitMs * 1'000'000, wakeNs - nowNs));
}

// The same with a spin margin (--spin) before the due send at dueNs
// (UINT64_MAX: none): a wait that the send would end stops spinNs early,
// and within spinNs of it the loop polls without sleeping. A send then
// leaves within one poll of its time instead of within one timer wake,
// which a virtual machine delivers up to a millisecond late.
inline int64_t waitNs(uint64_t nowNs, uint64_t wakeNs, uint64_t dueNs, uint64_t spinNs)
{
    if (spinNs > 0 && dueNs <= wakeNs) {
        if (dueNs <= nowNs + spinNs)
            return 0;
        wakeNs = dueNs - spinNs;
    }
    return waitNs(nowNs, wakeNs);
}

// --spin auto (the default with --rate): the spin margin is what the timer
// has lately been waking the poll late (TimerOversleep's p90), but the
// spinning may take at most this share of the engine thread's time: a
// margin of M before sends at R/s spins at most M*R of each second. At
// 200/s that allows 100 us, where a VM's wake from idle comes about
// 100 us late (on a 2-core VM it took the corrected median from raw + 76 us
// to raw + 14 us); at 20,000/s it allows 1 us, so fast runs keep sleeping
// and precision is never bought with a busy loop at every send.
constexpr double kAutoSpinShare = 0.02;

// The auto margin for a timer that wakes oversleepNs late, at ratePerSec
// due sends of this worker (0: none, no spin).
inline uint64_t autoSpinNs(uint64_t oversleepNs, double ratePerSec)
{
    if (!(ratePerSec > 0))
        return 0;
    const double capNs = std::min(kAutoSpinShare * 1e9 / ratePerSec, kMaxSpinUs * 1000);
    return std::min(oversleepNs, uint64_t(capNs));
}

// How late the poller's timed waits end (woken at the timeout, minus the
// time asked for), over the last kWindow of them: the kernel's and the
// hypervisor's wake-up delay on this machine, as the worker sees it.
class TimerOversleep {
public:
    static constexpr size_t kWindow = 64;
    void add(uint64_t lateNs)
    {
        window_[n_++ % kWindow] = lateNs;
        if (n_ % kWindow == 0) {
            std::array<uint64_t, kWindow> sorted = window_;
            std::nth_element(sorted.begin(), sorted.begin() + kWindow * 9 / 10, sorted.end());
            p90Ns_ = sorted[kWindow * 9 / 10];
        }
    }
    // The 90th percentile of the last full window; 0 before one is full.
    uint64_t p90Ns() const { return p90Ns_; }

private:
    std::array<uint64_t, kWindow> window_{};
    uint64_t n_ = 0;
    uint64_t p90Ns_ = 0;
};

// No connection of the whole run has ever succeeded, for longer than both
// the request timeout and the grace period: the run cannot measure anything.
inline bool neverConnected(const RunPlan& plan, uint64_t nowNs)
{
    return plan.everConnected.load(std::memory_order_relaxed) == 0 && nowNs - plan.startNs > plan.timeoutNs
        && nowNs - plan.startNs > kConnectGraceNs;
}

} // namespace bw::worker_rules

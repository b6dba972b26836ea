#pragma once
// The shared, read-mostly plan of a run that every worker follows: phase
// times, load shape (VUs or rate over time) and its live changes, the
// count-mode budget and the stop flag. Qt-free; times are monoNowNs()
// nanoseconds.
#include "engine/load_config.h"
#include "engine/loop/load_schedule.h"
#include "engine/loop/steer_log.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

namespace bw {

struct RunPlan {
    uint64_t startNs = 0;           // run start (warmup begins)
    uint64_t measureStartNs = 0;    // warmup end: startNs + the warmup, exactly
    // Origin of the 100 ms intervals and of the series' seconds: whole
    // seconds before measureStartNs (at or before startNs), so the measured
    // phase begins on a second boundary and no second straddles the phases
    // (with a fractional warmup its first second is partial instead).
    uint64_t gridStartNs = 0;
    uint64_t measureEndNs = 0;      // time mode: end of the measured phase; count mode: hard stop
    uint64_t timeoutNs = 0;         // per request
    int threads = 1;
    int baseVus = 1;                // VUs during warmup and at the start of ramping
    int maxVus = 1;                 // connection slots: the most VUs the run may reach (LoadConfig::vuSlots())
    double rate = 0;                // open model: base total rate (0: closed model)
    std::vector<RampStage> stages;
    bool countMode = false;
    uint64_t requestsTotal = 0;     // count mode: measured requests asked for
    bool secondHistograms = false;  // the collector keeps each second's encoded histogram

    std::atomic<bool> stop{false};
    std::atomic<int64_t> budget{0}; // count mode: measured sends still allowed
    std::atomic<uint64_t> everConnected{0};

    // The first message seen for each error class, for the summary ("connect:
    // Connection refused"). Workers check wantsExample() (one relaxed load)
    // before building a message, so the hot path pays nothing after that.
    static constexpr int kErrorClasses = 6;   // ErrorClass values
    std::atomic<uint32_t> examplesNoted{0};
    std::mutex examplesMutex;
    std::string examples[kErrorClasses];
    int firstExampleClass = -1;     // the class of the run's first error (-1: none yet)
    bool wantsExample(int cls) const { return !(examplesNoted.load(std::memory_order_relaxed) & (1u << cls)); }
    void noteExample(int cls, const std::string& message)
    {
        std::lock_guard<std::mutex> lk(examplesMutex);
        if (examples[cls].empty())
            examples[cls] = message;
        if (firstExampleClass < 0)
            firstExampleClass = cls;
        examplesNoted.fetch_or(1u << cls, std::memory_order_relaxed);
    }

    // Fatal problem found by a worker (e.g. nothing ever connected).
    std::mutex fatalMutex;
    std::string fatalMessage;
    void setFatal(const std::string& m)
    {
        std::lock_guard<std::mutex> lk(fatalMutex);
        if (fatalMessage.empty())
            fatalMessage = m;
        stop.store(true);
    }

    bool measured(uint64_t ns) const { return ns >= measureStartNs; }
    bool openModel() const { return rate > 0; }
    // The load over time (VUs, or the total rate in the open model) with the
    // given live changes (steer.first(n)): each worker's own copy.
    LoadSchedule schedule(const std::vector<LoadStep>& steps = {}) const
    {
        return LoadSchedule(startNs, measureStartNs, openModel() ? rate : double(baseVus), stages, steps);
    }
    // VUs a closed-model level means (a ramp's fractional level rounds).
    static int vusOf(double level) { return int(level + 0.5); }

    // Live changes of the load (Engine::steer), read by the workers each scan.
    SteerLog steer;

    // Count mode: measured sends handed back by a worker that could not
    // send them (its VUs were steered away, its connections all back off)
    // after the budget was spent; another worker sends them under indices
    // from requestsTotal on (handedBackIndex).
    std::atomic<int64_t> handedBack{0};
    std::atomic<uint64_t> handedBackIndex{0};
    // Time mode with a request set: the next measured request's index.
    alignas(64) std::atomic<uint64_t> nextIndex{0};

    // Claims one measured send and, when `index` is given, the request's
    // index in the run (a request set draws request `index`, request_drawer.h).
    // Count mode: indices 0 .. requestsTotal-1, each once, whatever the
    // threads (the budget counts down, so the claim that takes it from b
    // to b-1 is index requestsTotal-b); false when the budget is spent.
    // Time mode: 0, 1, 2 ... in the order the workers send.
    bool claim(uint64_t* index = nullptr)
    {
        if (!countMode) {
            if (index)
                *index = nextIndex.fetch_add(1, std::memory_order_relaxed);
            return true;
        }
        int64_t b = budget.load(std::memory_order_relaxed);
        while (b > 0) {
            if (budget.compare_exchange_weak(b, b - 1, std::memory_order_relaxed)) {
                if (index)
                    *index = requestsTotal - uint64_t(b);
                return true;
            }
        }
        int64_t h = handedBack.load(std::memory_order_relaxed);
        while (h > 0) {
            if (handedBack.compare_exchange_weak(h, h - 1, std::memory_order_relaxed)) {
                if (index)
                    *index = requestsTotal + handedBackIndex.fetch_add(1, std::memory_order_relaxed);
                return true;
            }
        }
        return false;
    }
    // Count mode: no measured send is left to claim.
    bool budgetSpent() const
    {
        return budget.load(std::memory_order_relaxed) <= 0 && handedBack.load(std::memory_order_relaxed) <= 0;
    }
};

} // namespace bw

#pragma once
// Per-request statistics of a request set, one record per entry:
// EntryInterval is what one engine thread saw of an entry in one 100 ms
// interval (live figures, in the fixed-size snapshots the collector merges
// into seconds and the totals so far, as it merges the run's own histogram);
// EntryTotals is the exact account of an entry over the measured phase, kept
// by the engine thread and added up once the threads have stopped. Memory is
// fixed by the number of entries (at most kMaxRequestEntries), never by the
// number of requests. Qt-free; each owned by one thread at a time.
#include "result/run_result.h"
#include "stats/latency_histogram.h"

#include <array>
#include <cstdint>

namespace bw {

struct EntryInterval {
    uint64_t completed = 0;         // responses (any status)
    uint64_t bytesIn = 0, bytesOut = 0;
    ErrorCounts errors;             // of requests this entry sent (status: not 2xx/3xx)
    LatencyHistogram latency;       // send -> last byte, ns: the run's precision (latency_histogram.h)
    uint64_t checkFailures = 0;     // a flow's step: its checks and extractions that failed
    uint64_t skipped = 0;           // a flow's step: not sent, a value it needs missing

    void reset()
    {
        completed = bytesIn = bytesOut = checkFailures = skipped = 0;
        errors = ErrorCounts{};
        latency.reset();   // clears only the buckets it used
    }
    void add(const EntryInterval& o)
    {
        completed += o.completed;
        bytesIn += o.bytesIn;
        bytesOut += o.bytesOut;
        errors.add(o.errors);
        latency.add(o.latency);
        checkFailures += o.checkFailures;
        skipped += o.skipped;
    }
};

struct EntryTotals {
    static constexpr int kFirstStatus = 100;
    static constexpr int kStatusCount = 900;    // 100..999, as IntervalSnapshot counts them
    static constexpr int kFailureKinds = 32;    // a step's checks and extractions (CompiledStep::failureNames)

    uint64_t completed = 0;
    uint64_t bytesIn = 0, bytesOut = 0;
    ErrorCounts errors;
    std::array<uint64_t, kStatusCount> status{};
    LatencyHistogram latency;           // send -> last byte, ns
    LatencyHistogram latencyIntended;   // open model: intended send -> last byte, ns
    std::array<uint64_t, kFailureKinds> failures{};   // a flow's step: failures by check / extraction
    uint64_t skipped = 0;               // a flow's step: not sent, a value it needs missing
    bool touched = false;               // anything recorded since the last reset()

    void reset()
    {
        if (!touched)
            return;
        failures.fill(0);
        skipped = 0;
        completed = bytesIn = bytesOut = 0;
        errors = ErrorCounts{};
        status.fill(0);
        latency.reset();
        latencyIntended.reset();
        touched = false;
    }
    void add(const EntryTotals& o)
    {
        if (!o.touched)
            return;
        completed += o.completed;
        bytesIn += o.bytesIn;
        bytesOut += o.bytesOut;
        errors.add(o.errors);
        for (size_t i = 0; i < status.size(); ++i)
            status[i] += o.status[i];
        latency.add(o.latency);
        latencyIntended.add(o.latencyIntended);
        for (size_t i = 0; i < failures.size(); ++i)
            failures[i] += o.failures[i];
        skipped += o.skipped;
        touched = true;
    }
};

} // namespace bw

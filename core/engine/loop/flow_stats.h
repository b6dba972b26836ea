#pragma once
// Per-flow statistics of a run with flows (docs/flows.md), one record per
// flow: FlowInterval is what one engine thread saw of a flow in one 100 ms
// interval (live figures in the snapshots the collector merges), FlowTotals
// the exact account over the measured phase, added up once the threads have
// stopped. Per-step figures are the steps' entries' (entry_stats.h). An
// iteration counts when it began and ended in the same phase, as a request
// counts when it was sent and answered in one. Memory is fixed by the number
// of flows. Qt-free; each owned by one thread at a time.
#include "stats/latency_histogram.h"

#include <cstdint>

namespace bw {

struct FlowInterval {
    uint64_t iterations = 0;        // iterations that ended
    uint64_t failed = 0;            // of those, the ones with a failed check, an error or a skipped step
    LatencyHistogram duration;      // first send -> last response, ns: the run's precision (latency_histogram.h)

    void reset()
    {
        iterations = failed = 0;
        duration.reset();   // clears only the buckets it used
    }
    void add(const FlowInterval& o)
    {
        iterations += o.iterations;
        failed += o.failed;
        duration.add(o.duration);
    }
};

struct FlowTotals {
    uint64_t iterations = 0;
    uint64_t failed = 0;
    LatencyHistogram duration;          // first send -> last response, ns
    LatencyHistogram durationIntended;  // open model: intended start -> last response, ns
    bool touched = false;

    void reset()
    {
        if (!touched)
            return;
        iterations = failed = 0;
        duration.reset();
        durationIntended.reset();
        touched = false;
    }
    void add(const FlowTotals& o)
    {
        if (!o.touched)
            return;
        iterations += o.iterations;
        failed += o.failed;
        duration.add(o.duration);
        durationIntended.add(o.durationIntended);
        touched = true;
    }
};

} // namespace bw

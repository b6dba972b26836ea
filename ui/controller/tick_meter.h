#pragma once
// Measures the UI tick: how regularly it fires (interval, and how late
// against the nominal period — any stall of the UI thread shows up here,
// painting included), how much of that lateness remains once the time the
// kernel kept the runnable thread waiting for a CPU is taken out (a busy
// machine is not a blocked UI thread), and how long the tick's own work
// takes. Memory is fixed (three latency histograms) however long the run.
//
// Threads: UI thread only.
#include "stats/latency_histogram.h"

#include <QElapsedTimer>

#include <cstdint>

namespace bwui {

struct TickStats {
    uint64_t ticks = 0;
    double nominalMs = 0;
    double intervalP50Ms = 0;
    double intervalP99Ms = 0;
    double intervalMaxMs = 0;
    double lateP99Ms = 0;      // interval minus the nominal period, p99
    double lateMaxMs = 0;
    double stallP99Ms = 0;     // lateness minus run-queue wait: the UI thread's own blocking, p99
    double stallMaxMs = 0;
    bool stallMeasured = false; // false where the run-queue wait is unknown (then stall = late)
    double busyP99Ms = 0;      // time spent inside the tick handler, p99
    double busyMaxMs = 0;
};

class TickMeter {
public:
    void reset(double nominalMs);
    void tickStarted();    // first thing in the tick handler
    void tickEnded();      // last thing in the tick handler
    TickStats stats() const;

private:
    QElapsedTimer clock_;
    double nominalMs_ = 100;
    int64_t lastStartNs_ = -1;
    int64_t currentStartNs_ = 0;
    int64_t lastWaitNs_ = -1;
    bw::LatencyHistogram intervals_;   // ns between tick starts
    bw::LatencyHistogram busy_;        // ns inside the handler
    bw::LatencyHistogram stalls_;      // ns late, run-queue wait excluded
    bool waitKnown_ = true;
};

} // namespace bwui

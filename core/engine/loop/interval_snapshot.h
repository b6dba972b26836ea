#pragma once
// What one worker measured during one 100 ms interval. Fixed size (~100 KiB,
// plus 32 KiB per request-set entry: its latency histogram), filled in place
// by the worker and read by the collector; Qt-free.
#include "engine/loop/entry_stats.h"
#include "engine/loop/flow_stats.h"
#include "result/run_result.h"
#include "stats/latency_histogram.h"

#include <array>
#include <cstdint>

namespace bw {

// Tls: the TLS handshake failed (refused certificate, wrong host name, no
// common protocol version, the server closed or spoke garbage mid-handshake).
enum class ErrorClass { Connect, Send, Receive, Timeout, Protocol, Tls };

struct IntervalSnapshot {
    static constexpr int64_t kIntervalNs = 100'000'000;   // 100 ms
    static constexpr int kFirstStatus = 100;
    static constexpr int kStatusCount = 900;               // 100..999: every 3-digit code a parser accepts

    int64_t interval = 0;           // index since the run started (last one merged in)
    uint64_t completed = 0;         // responses counted in this interval
    uint64_t bytesIn = 0, bytesOut = 0;
    uint64_t connects = 0;          // connections opened (TCP, or QUIC for HTTP/3)
    uint64_t lateSends = 0;
    uint64_t lateQueued = 0;        // of lateSends: those that waited for a free connection or stream
    ErrorCounts errors;
    std::array<uint32_t, kStatusCount> statusCounts{};
    LatencyHistogram latency;           // send -> last byte
    LatencyHistogram latencyIntended;   // intended send -> last byte (open model)
    LatencyHistogram sendLateness;      // open model: actual send - intended send
    uint64_t cpuNs = 0;             // worker thread CPU used in the interval
    uint64_t runQueueWaitNs = 0;    // worker thread runnable but not running (Linux schedstat)
    uint64_t unsentAtEnd = 0;       // final snapshot: sends due before the end, never sent
    int activeVus = 0;              // worker's sending VUs at the end of the interval
    double targetRate = 0;          // worker's intended rate at the end of the interval
    uint64_t inFlight = 0;          // final snapshot: measured requests still in flight
    bool final = false;             // the worker has stopped
    uint64_t stoppedAtNs = 0;       // final snapshot: when the worker stopped sending
    // A request set's entries (their live figures), in storage the ring owns;
    // none without a set.
    EntryInterval* entries = nullptr;
    int entryCount = 0;
    // A set's flows (iterations), likewise; none without flows.
    FlowInterval* flows = nullptr;
    int flowCount = 0;

    void reset(int64_t newInterval)
    {
        interval = newInterval;
        completed = bytesIn = bytesOut = connects = lateSends = lateQueued = cpuNs = runQueueWaitNs = unsentAtEnd = inFlight = stoppedAtNs = 0;
        errors = ErrorCounts{};
        statusCounts.fill(0);
        latency.reset();
        latencyIntended.reset();
        sendLateness.reset();
        activeVus = 0;
        targetRate = 0;
        final = false;
        for (int i = 0; i < entryCount; ++i)
            entries[i].reset();
        for (int i = 0; i < flowCount; ++i)
            flows[i].reset();
    }
};

} // namespace bw

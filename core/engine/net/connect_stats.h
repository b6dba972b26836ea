#pragma once
// How long new connections took to open, per worker and then per run: the
// TCP connect (connect() to the socket becoming writable) and the TLS
// handshake (first ClientHello to handshake done), each in its own
// histogram beside request latency. Every connection of the run counts,
// warmup and reconnects included (most connections open at the start).
// Filled on the worker's thread, read after the worker has stopped.
#include "stats/latency_histogram.h"

#include <cstdint>

namespace bw {

struct ConnectStats {
    LatencyHistogram connect;        // ns, one value per new TCP connection
    LatencyHistogram tlsHandshake;   // ns, one value per completed TLS handshake
    uint64_t tlsHandshakes = 0;      // completed handshakes (full and resumed)
    uint64_t tlsResumed = 0;         // of those, resumed from an earlier session

    void add(const ConnectStats& o)
    {
        connect.add(o.connect);
        tlsHandshake.add(o.tlsHandshake);
        tlsHandshakes += o.tlsHandshakes;
        tlsResumed += o.tlsResumed;
    }
};

} // namespace bw

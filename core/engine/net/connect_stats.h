#pragma once
// How long new connections took to open, per worker and then per run: the
// TCP connect (connect() to the socket becoming writable), the TLS
// handshake (first ClientHello to handshake done) and, for HTTP/3, the QUIC
// handshake (first Initial to handshake done), each in its own histogram
// beside request latency; and the UDP batching HTTP/3 used (udp_socket.h). Every connection of the run counts,
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
    LatencyHistogram quicHandshake;  // ns, one value per completed QUIC handshake
    uint64_t quicResumed = 0;        // of those, resumed from an earlier session's ticket
    uint64_t quicEarlyData = 0;      // of those, with requests sent and accepted in 0-RTT
    unsigned udpIo = 0;              // UdpIoUsed bits: the batching that carried datagrams

    void add(const ConnectStats& o)
    {
        connect.add(o.connect);
        tlsHandshake.add(o.tlsHandshake);
        tlsHandshakes += o.tlsHandshakes;
        tlsResumed += o.tlsResumed;
        quicHandshake.add(o.quicHandshake);
        quicResumed += o.quicResumed;
        quicEarlyData += o.quicEarlyData;
        udpIo |= o.udpIo;
    }
};

} // namespace bw

#pragma once
// The native HTTP/3 transport (--http3 on https:// URLs): one QUIC
// connection per VU over its own connected, non-blocking UDP socket on the
// loop's poller (udp_socket.h: GSO, sendmmsg and recvmmsg where the kernel
// has them), ngtcp2 + GnuTLS for QUIC and nghttp3 for HTTP/3
// (quic_connection.h). Each loop request is one bidirectional stream, up to
// --streams at once (never more than the server's initial_max_streams_bidi).
// QUIC's loss, pacing, idle and handshake timers are the transport's
// nextTimerNs()/onTimer(); the loop (worker_loop.h) owns the schedule, the
// budget and the deadlines.
//
// A server that does not speak HTTP/3 (nothing answers on UDP, no h3 by
// ALPN, no QUIC version 1) ends the run at once with a message saying so,
// unless a connection of this worker already spoke HTTP/3; there is never a
// fallback to HTTP/2. Requests the server never processed (above a GOAWAY's
// id, H3_REQUEST_REJECTED, refused 0-RTT) are sent again, not counted as
// errors. How every other end of a request is counted: docs/http3.md.
#include "engine/transport.h"

#include <memory>

namespace bw {

class H3Transport final : public Transport {
public:
    H3Transport();
    ~H3Transport() override;

    std::optional<Error> setup(WorkerLoop& loop) override;
    void connect(int conn) override;
    void send(int conn, int req) override;
    void cancel(int conn, int req) override;
    void close(int conn) override;
    void onEvent(const EventPoller::Event& ev) override;
    uint64_t nextTimerNs() const override;
    void onTimer() override;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bw

#pragma once
// One QUIC client connection carrying HTTP/3: ngtcp2 for QUIC, a GnuTLS
// session for its handshake (quic_tls.h) and an H3Session for HTTP/3
// (h3_session.h), over datagrams handed in and packets handed out. No
// socket inside: the transport (h3_transport.h) owns the UDP socket, the
// loop's timers and the reports. One object per connection, made anew for
// each reconnect; what one connection leaves the next (its session ticket
// and the server's transport parameters, for resumption and 0-RTT) lives
// in the slot's QuicResumption. Worker thread only; every time is
// monoNowNs(), the clock ngtcp2 is given (nanoseconds).
//
// How a connection ends is said by end() once a call returned false: the
// error class, the text that names what happened (the server's
// CONNECTION_CLOSE code, our own, the idle or handshake timeout), and
// whether it says the server does not speak HTTP/3 at all (docs/http3.md).
#include "engine/http3/h3_session.h"
#include "engine/http3/quic_compat.h"
#include "engine/http3/quic_tls.h"

#include <cstdint>
#include <memory>
#include <string>
#include <sys/socket.h>
#include <vector>

namespace bw {

struct QuicOptions {
    const QuicTlsContext* tls = nullptr;
    const H3Request* request = nullptr;
    uint64_t idleTimeoutNs = 0;         // the max_idle_timeout we offer
    uint64_t handshakeTimeoutNs = 0;    // ngtcp2 gives up on the handshake after this
    size_t maxDatagram = 1500;          // the largest datagram we accept (our max_udp_payload_size)
    std::string target;                 // "127.0.0.1:8443", for messages
};

// What a connection slot keeps from one connection to the next.
struct QuicResumption {
    std::vector<uint8_t> ticket;        // GnuTLS session data of the last NewSessionTicket
    quic::EarlyParams params;           // the server's transport parameters of that connection
    bool earlyRefused = false;          // the server refused our 0-RTT once: resume without it
};

struct QuicEnd {
    bool over = false;
    bool duringHandshake = false;       // before the handshake completed: a failed open
    ErrorClass cls = ErrorClass::Receive;
    std::string why;
    bool countIdle = false;             // an error even with no request open (a protocol violation)
    bool quiet = false;                 // no error at all when no request is open (idle close, NO_ERROR)
    bool notHttp3 = false;              // the server does not speak HTTP/3 there (no answer, ALPN, version)
};

class QuicConnection final : private H3StreamControl {
public:
    // options, resumption and listener outlive the connection.
    QuicConnection(const QuicOptions& options, QuicResumption& resumption, H3Listener& listener);
    ~QuicConnection() override;
    QuicConnection(const QuicConnection&) = delete;
    QuicConnection& operator=(const QuicConnection&) = delete;

    // Starts the handshake on the path local -> remote; with a session
    // ticket it resumes, and tries 0-RTT unless the server refused it
    // before. False: end() says why.
    bool start(const sockaddr* local, socklen_t localLen, const sockaddr* remote, socklen_t remoteLen, uint64_t nowNs);

    // One datagram from the server. False: the connection is over (end()).
    bool receive(const uint8_t* data, size_t n, uint64_t nowNs);
    // Writes the packets due into buf (at most maxPackets, cap bytes),
    // back to back, their sizes into sizes[]. Returns how many (0:
    // nothing due now), or -1 when the connection is over (end()).
    int output(uint8_t* buf, size_t cap, size_t* sizes, int maxPackets, uint64_t nowNs);
    // When handleExpiry() is due (UINT64_MAX: never).
    uint64_t expiryNs() const;
    // False: the connection is over (end()).
    bool handleExpiry(uint64_t nowNs);
    // A CONNECTION_CLOSE to send as we leave (H3_NO_ERROR, or the error
    // that ended the connection): its size in buf, 0 when none is due.
    size_t closePacket(uint8_t* buf, size_t cap, uint64_t nowNs);

    // --- the handshake -----------------------------------------------------
    bool handshakeDone() const { return handshakeDone_; }
    // Requests may be submitted: after the handshake, or at once for 0-RTT.
    bool established() const { return established_; }
    bool earlyAttempted() const { return earlyAttempted_; }
    uint64_t handshakeNs() const { return handshakeNs_; }   // start() to handshake done
    bool resumed() const { return tls_.resumed(); }
    bool earlyDataAccepted() const { return earlyAttempted_ && tls_.earlyDataAccepted(); }
    // The requests the server lets us have open at once: its
    // initial_max_streams_bidi (0 until known).
    uint64_t streamLimit() const;

    // --- requests ----------------------------------------------------------
    // A stream may be opened now (established, no GOAWAY, credit left).
    bool canSubmit() const;
    // Opens a stream for request `tag`. Null when none may be opened.
    H3Stream* submit(int tag, const H3Send* send = nullptr);
    H3Stream* find(int tag) { return h3_ ? h3_->find(tag) : nullptr; }
    // Ends a stream counted as a timeout (STOP_SENDING and RESET_STREAM
    // H3_REQUEST_CANCELLED); no report follows.
    void cancel(H3Stream& s);
    // The server raised our stream credit since the last call (requests
    // waiting for a stream may go now).
    bool takeMoreStreams();
    // GOAWAY received and every stream it let finish is done.
    bool finished() const { return h3_ && h3_->finished(); }
    bool goawayReceived() const { return h3_ && h3_->goawayReceived(); }
    uint32_t liveStreams() const { return h3_ ? h3_->liveStreams() : 0; }
    // The connection is gone: every open stream is reported (failed with
    // cls and why, or retried).
    void closeAll(ErrorClass cls, const char* why);

    const QuicEnd& end() const { return end_; }

private:
    friend struct QuicCallbacks;
    friend struct QuicCallbacksImpl;
    // H3StreamControl
    void stopSending(int64_t id, uint64_t code) override;
    void resetStream(int64_t id, uint64_t code) override;
    void abandon(int64_t id, uint64_t code) override;
    void consumed(int64_t id, size_t n) override;

    ngtcp2_path path() const;
    bool setupH3();
    bool onHandshakeCompleted();
    void onEarlyDataRejected();
    bool readFailed(int rv);
    bool expiryFailed(int rv);
    void endWith(ErrorClass cls, std::string why, bool handshake);
    void peerClosed();
    void localError(int rv);
    void saveTicket();

    sockaddr_storage local_{}, remote_{};
    socklen_t localLen_ = 0, remoteLen_ = 0;
    const QuicOptions& options_;
    QuicResumption& resumption_;
    H3Listener& listener_;
    ngtcp2_conn* conn_ = nullptr;
    ngtcp2_crypto_conn_ref ref_{};
    QuicTlsSession tls_;
    std::unique_ptr<H3Session> h3_;
    quic::CloseError closeError_{};    // what our CONNECTION_CLOSE says
    QuicEnd end_;
    uint64_t startNs_ = 0;
    uint64_t handshakeNs_ = 0;
    uint64_t lastNowNs_ = 0;
    bool handshakeDone_ = false;
    bool established_ = false;
    bool earlyAttempted_ = false;
    bool moreStreams_ = false;
    bool anyPacket_ = false;            // the server ever answered
    bool statelessReset_ = false;
    bool closeSent_ = false;
    bool silentEnd_ = false;            // idle close, draining, stateless reset: nothing to send
};

} // namespace bw

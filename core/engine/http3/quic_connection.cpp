#include "quic_connection.h"

#include "engine/http3/quic_callbacks.h"
#include "engine/http3/quic_errors.h"

#include <algorithm>
#include <cstring>
#include <gnutls/crypto.h>

namespace bw {

namespace {

// Our receive windows: large enough that QUIC flow control never limits a
// benchmark (credit is given back as the bytes are read), as HTTP/2's are.
constexpr uint64_t kStreamWindow = 64ull << 20;     // bytes, per request stream
constexpr uint64_t kConnectionWindow = 1ull << 30;  // bytes, per connection
constexpr uint64_t kServerUniStreams = 100;         // control, QPACK and greasing streams the server may open

} // namespace

QuicConnection::QuicConnection(const QuicOptions& options, QuicResumption& resumption, H3Listener& listener)
    : options_(options), resumption_(resumption), listener_(listener)
{
    quic::closeErrorDefault(&closeError_);
}

QuicConnection::~QuicConnection()
{
    h3_.reset();   // before the QUIC connection its callbacks may reach
    if (conn_)
        ngtcp2_conn_del(conn_);
}

void QuicConnection::endWith(ErrorClass cls, std::string why, bool handshake)
{
    if (end_.over)
        return;
    end_.over = true;
    end_.cls = cls;
    end_.why = std::move(why);
    end_.duringHandshake = handshake;
}

bool QuicConnection::start(const sockaddr* local, socklen_t localLen, const sockaddr* remote, socklen_t remoteLen,
                           uint64_t nowNs)
{
    startNs_ = lastNowNs_ = nowNs;
    ngtcp2_cid dcid, scid;
    dcid.datalen = 16;
    scid.datalen = 16;
    if (gnutls_rnd(GNUTLS_RND_RANDOM, dcid.data, dcid.datalen) != 0
        || gnutls_rnd(GNUTLS_RND_RANDOM, scid.data, scid.datalen) != 0) {
        endWith(ErrorClass::Tls, "cannot draw QUIC connection IDs", true);
        return false;
    }
    ngtcp2_callbacks callbacks;
    QuicCallbacks::fill(&callbacks);
    ngtcp2_settings settings;
    ngtcp2_settings_default(&settings);
    settings.initial_ts = nowNs;
    settings.handshake_timeout = options_.handshakeTimeoutNs;
    ngtcp2_transport_params params;
    ngtcp2_transport_params_default(&params);
    params.initial_max_stream_data_bidi_local = kStreamWindow;
    params.initial_max_stream_data_uni = kStreamWindow;
    params.initial_max_data = kConnectionWindow;
    params.initial_max_streams_bidi = 0;   // the server opens no request streams to us
    params.initial_max_streams_uni = kServerUniStreams;
    params.max_idle_timeout = options_.idleTimeoutNs;
    params.max_udp_payload_size = options_.maxDatagram;
    std::memcpy(&local_, local, std::min<size_t>(localLen, sizeof local_));
    std::memcpy(&remote_, remote, std::min<size_t>(remoteLen, sizeof remote_));
    localLen_ = localLen;
    remoteLen_ = remoteLen;
    const ngtcp2_path path = this->path();
    int rv = ngtcp2_conn_client_new(&conn_, &dcid, &scid, &path, NGTCP2_PROTO_VER_V1, &callbacks, &settings, &params,
                                    nullptr, this);
    if (rv != 0) {
        conn_ = nullptr;
        endWith(ErrorClass::Tls, std::string("cannot create the QUIC connection: ") + ngtcp2_strerror(rv), true);
        return false;
    }
    ref_.get_conn = QuicCallbacks::connOf;
    ref_.user_data = this;
    if (!tls_.begin(*options_.tls, &ref_, resumption_.ticket, QuicCallbacks::onTicket)) {
        endWith(ErrorClass::Tls, tls_.error(), true);
        return false;
    }
    ngtcp2_conn_set_tls_native_handle(conn_, tls_.native());
    h3_ = std::make_unique<H3Session>(*options_.request, listener_, static_cast<H3StreamControl&>(*this));
    if (!h3_->ok()) {
        endWith(ErrorClass::Protocol, h3_->error(), true);
        return false;
    }
    // 0-RTT: with the last connection's ticket and the server's transport
    // parameters, requests go out with the first flight.
    if (tls_.offeredTicket() && resumption_.params.valid() && !resumption_.earlyRefused
        && quic::applyEarlyParams(conn_, resumption_.params)) {
        earlyAttempted_ = true;
        if (!setupH3())
            return false;
    }
    return true;
}

// The HTTP/3 control and QPACK streams: after the handshake, or before it
// for 0-RTT. Requests may go from here on.
bool QuicConnection::setupH3()
{
    int64_t control = -1, encoder = -1, decoder = -1;
    if (ngtcp2_conn_open_uni_stream(conn_, &control, nullptr) != 0
        || ngtcp2_conn_open_uni_stream(conn_, &encoder, nullptr) != 0
        || ngtcp2_conn_open_uni_stream(conn_, &decoder, nullptr) != 0) {
        endWith(ErrorClass::Protocol,
                "the server allows fewer than the 3 unidirectional streams HTTP/3 needs (" + options_.target + ")",
                !handshakeDone_);
        end_.notHttp3 = true;
        return false;
    }
    if (!h3_->bind(control, encoder, decoder)) {
        endWith(ErrorClass::Protocol, h3_->error(), !handshakeDone_);
        return false;
    }
    established_ = true;
    return true;
}

bool QuicConnection::onHandshakeCompleted()
{
    handshakeDone_ = true;
    handshakeNs_ = std::max<uint64_t>(1, lastNowNs_ - startNs_);
    if (earlyAttempted_ && !tls_.earlyDataAccepted()) {
        // GnuTLS tells only now; ngtcp2 then drops the 0-RTT streams
        // (onEarlyDataRejected) and HTTP/3 starts over on 1-RTT.
        resumption_.earlyRefused = true;
        if (quic::tellEarlyDataRejected(conn_) != 0)
            return false;
    }
    if (!established_)
        return setupH3();
    return true;
}

void QuicConnection::onEarlyDataRejected()
{
    // The requests sent in 0-RTT were never processed: sent again, on a
    // new HTTP/3 session over 1-RTT.
    established_ = false;
    if (h3_)
        h3_->retryAll();
    h3_ = std::make_unique<H3Session>(*options_.request, listener_, static_cast<H3StreamControl&>(*this));
}

void QuicConnection::saveTicket()
{
    std::vector<uint8_t> t = tls_.ticket();
    if (t.empty())
        return;
    resumption_.ticket = std::move(t);
    quic::saveEarlyParams(conn_, &resumption_.params);
}

uint64_t QuicConnection::streamLimit() const
{
    const ngtcp2_transport_params* p = conn_ ? ngtcp2_conn_get_remote_transport_params(conn_) : nullptr;
    return p ? p->initial_max_streams_bidi : 0;
}

bool QuicConnection::canSubmit() const
{
    return established_ && !end_.over && h3_ && !h3_->goawayReceived() && ngtcp2_conn_get_streams_bidi_left(conn_) > 0;
}

H3Stream* QuicConnection::submit(int tag, const H3Send* send)
{
    if (!canSubmit())
        return nullptr;
    int64_t id = -1;
    if (ngtcp2_conn_open_bidi_stream(conn_, &id, nullptr) != 0)
        return nullptr;
    H3Stream* s = h3_->submit(id, tag, send);
    if (!s)
        quic::shutdownStream(conn_, id, NGHTTP3_H3_REQUEST_CANCELLED);   // nghttp3 refused it (GOAWAY): give it back
    return s;
}

void QuicConnection::cancel(H3Stream& s)
{
    const int64_t id = s.id;
    h3_->cancel(s);
    quic::shutdownStream(conn_, id, NGHTTP3_H3_REQUEST_CANCELLED);
}

bool QuicConnection::takeMoreStreams()
{
    const bool more = moreStreams_;
    moreStreams_ = false;
    return more;
}

void QuicConnection::closeAll(ErrorClass cls, const char* why)
{
    if (h3_)
        h3_->closeAll(cls, why);
}

// --- H3StreamControl ---------------------------------------------------------

void QuicConnection::stopSending(int64_t id, uint64_t code) { quic::shutdownStreamRead(conn_, id, code); }

void QuicConnection::resetStream(int64_t id, uint64_t code) { quic::shutdownStreamWrite(conn_, id, code); }

void QuicConnection::abandon(int64_t id, uint64_t code) { quic::shutdownStream(conn_, id, code); }

void QuicConnection::consumed(int64_t id, size_t n)
{
    ngtcp2_conn_extend_max_stream_offset(conn_, id, n);
    ngtcp2_conn_extend_max_offset(conn_, n);
}

} // namespace bw

// QuicConnection's datagrams in and out, its timer, and how it ends: the
// classification of every way a QUIC connection stops (docs/http3.md).
#include "quic_connection.h"

#include "engine/http3/quic_errors.h"

#include <algorithm>
#include <cstdlib>

namespace bw {

namespace {

// The TLS alert a server sends when it shares no protocol with our ALPN
// list (RFC 7301 3.2), as QUIC's CRYPTO_ERROR.
constexpr uint64_t kNoApplicationProtocol = quic::kCryptoErrorBase + 120;

std::string seconds(uint64_t ns)
{
    const uint64_t ms = ns / 1'000'000;
    return ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms";
}

} // namespace

ngtcp2_path QuicConnection::path() const
{
    ngtcp2_path p{};
    p.local.addr = reinterpret_cast<sockaddr*>(const_cast<sockaddr_storage*>(&local_));
    p.local.addrlen = localLen_;
    p.remote.addr = reinterpret_cast<sockaddr*>(const_cast<sockaddr_storage*>(&remote_));
    p.remote.addrlen = remoteLen_;
    return p;
}

bool QuicConnection::receive(const uint8_t* data, size_t n, uint64_t nowNs)
{
    if (end_.over)
        return false;
    lastNowNs_ = nowNs;
    anyPacket_ = true;
    const ngtcp2_path p = path();
    ngtcp2_pkt_info pi{};
    const int rv = ngtcp2_conn_read_pkt(conn_, &p, &pi, data, n, nowNs);
    if (rv != 0)
        return readFailed(rv);
    return !end_.over;
}

int QuicConnection::output(uint8_t* buf, size_t cap, size_t* sizes, int maxPackets, uint64_t nowNs)
{
    if (end_.over)
        return -1;
    lastNowNs_ = nowNs;
    const size_t pathMax = ngtcp2_conn_get_path_max_tx_udp_payload_size(conn_);
    const size_t payload = std::max<size_t>(1, ngtcp2_conn_get_max_tx_udp_payload_size(conn_));
    // ngtcp2's pacing: no more than its send quantum at once; the rest
    // after expiryNs() (which then includes the next send time).
    const int quantum = int(std::max<size_t>(1, ngtcp2_conn_get_send_quantum(conn_) / payload));
    const int limit = std::min(maxPackets, quantum);
    ngtcp2_path_storage ps;
    ngtcp2_path_storage_zero(&ps);
    size_t used = 0;
    int packets = 0;
    while (packets < limit && used + pathMax <= cap) {
        int64_t streamId = -1;
        int fin = 0;
        nghttp3_vec vec[16];
        int64_t count = 0;
        if (established_ && h3_ && ngtcp2_conn_get_max_data_left(conn_) > 0) {
            count = h3_->nextData(&streamId, &fin, vec, 16);
            if (count < 0) {
                quic::setApplicationError(&closeError_, h3_->closeCode());
                endWith(ErrorClass::Protocol, h3_->error() + " (" + options_.target + ")", !handshakeDone_);
                end_.countIdle = true;
                return -1;
            }
        }
        uint32_t flags = NGTCP2_WRITE_STREAM_FLAG_MORE | (fin ? NGTCP2_WRITE_STREAM_FLAG_FIN : 0);
        ngtcp2_ssize taken = -1;
        ngtcp2_pkt_info pi{};
        const ngtcp2_ssize n = ngtcp2_conn_writev_stream(conn_, &ps.path, &pi, buf + used, pathMax, &taken, flags,
                                                         streamId, reinterpret_cast<const ngtcp2_vec*>(vec),
                                                         size_t(count), nowNs);
        if (n < 0) {
            switch (n) {
            case NGTCP2_ERR_STREAM_DATA_BLOCKED:
                h3_->blocked(streamId);
                continue;
            case NGTCP2_ERR_STREAM_SHUT_WR:
                h3_->writeShut(streamId);
                continue;
            case NGTCP2_ERR_WRITE_MORE:
                if (!h3_->wrote(streamId, size_t(taken))) {
                    readFailed(NGTCP2_ERR_CALLBACK_FAILURE);
                    return -1;
                }
                continue;
            default:
                localError(int(n));
                return -1;
            }
        }
        if (taken >= 0 && streamId >= 0 && !h3_->wrote(streamId, size_t(taken))) {
            readFailed(NGTCP2_ERR_CALLBACK_FAILURE);
            return -1;
        }
        if (n == 0)
            break;   // nothing more now (or congestion-limited)
        sizes[packets++] = size_t(n);
        used += size_t(n);
    }
    ngtcp2_conn_update_pkt_tx_time(conn_, nowNs);
    return packets;
}

uint64_t QuicConnection::expiryNs() const
{
    return conn_ && !end_.over ? ngtcp2_conn_get_expiry(conn_) : UINT64_MAX;
}

bool QuicConnection::handleExpiry(uint64_t nowNs)
{
    if (end_.over)
        return false;
    lastNowNs_ = nowNs;
    const int rv = ngtcp2_conn_handle_expiry(conn_, nowNs);
    return rv == 0 ? true : expiryFailed(rv);
}

size_t QuicConnection::closePacket(uint8_t* buf, size_t cap, uint64_t nowNs)
{
    if (!conn_ || closeSent_ || silentEnd_ || quic::inClosingPeriod(conn_) || quic::inDrainingPeriod(conn_))
        return 0;
    closeSent_ = true;
    if (!end_.over && handshakeDone_)
        quic::setApplicationError(&closeError_, NGHTTP3_H3_NO_ERROR);   // we are done with it
    ngtcp2_path_storage ps;
    ngtcp2_path_storage_zero(&ps);
    ngtcp2_pkt_info pi{};
    const ngtcp2_ssize n = quic::writeConnectionClose(conn_, &ps.path, &pi, buf, cap, &closeError_, nowNs);
    return n > 0 ? size_t(n) : 0;
}

// --- how it ends ---------------------------------------------------------------

bool QuicConnection::readFailed(int rv)
{
    if (end_.over)
        return false;
    switch (rv) {
    case NGTCP2_ERR_DRAINING:
        peerClosed();
        return false;
    case NGTCP2_ERR_RECV_VERSION_NEGOTIATION:
        silentEnd_ = true;
        endWith(ErrorClass::Tls, "the server at " + options_.target + " does not speak QUIC version 1 (it answered with "
                                     "a version negotiation)", true);
        end_.notHttp3 = true;
        return false;
    case NGTCP2_ERR_DROP_CONN:
        silentEnd_ = true;
        endWith(handshakeDone_ ? ErrorClass::Receive : ErrorClass::Tls,
                std::string("the QUIC connection was dropped: ") + ngtcp2_strerror(rv) + " (" + options_.target + ")",
                !handshakeDone_);
        return false;
    case NGTCP2_ERR_CRYPTO: {
        const uint8_t alert = ngtcp2_conn_get_tls_alert(conn_);
        quic::setTlsAlert(&closeError_, alert);
        std::string why = tls_.failure();
        if (why.empty())
            why = "the QUIC handshake with '" + options_.tls->options().host + "' failed: "
                  + quic::transportErrorName(quic::kCryptoErrorBase + alert);
        endWith(ErrorClass::Tls, why + " (" + options_.target + ")", !handshakeDone_);
        return false;
    }
    case NGTCP2_ERR_CALLBACK_FAILURE:
        if (h3_ && !h3_->error().empty()) {
            const uint64_t code = h3_->closeCode();
            quic::setApplicationError(&closeError_, code);
            endWith(ErrorClass::Protocol, h3_->error() + " (we closed the connection with "
                                              + quic::applicationErrorName(code) + ") (" + options_.target + ")",
                    !handshakeDone_);
            end_.countIdle = true;
            return false;
        }
        break;
    default:
        break;
    }
    localError(rv);
    return false;
}

void QuicConnection::localError(int rv)
{
    if (end_.over)
        return;
    quic::setLibError(&closeError_, rv);
    const uint64_t code = ngtcp2_err_infer_quic_transport_error_code(rv);
    endWith(handshakeDone_ ? ErrorClass::Protocol : ErrorClass::Tls,
            std::string("QUIC error from the server: ") + ngtcp2_strerror(rv) + " (we closed the connection with "
                + quic::transportErrorName(code) + ") (" + options_.target + ")",
            !handshakeDone_);
    end_.countIdle = true;
}

void QuicConnection::peerClosed()
{
    silentEnd_ = true;   // draining: nothing more is sent
    if (statelessReset_) {
        endWith(handshakeDone_ ? ErrorClass::Receive : ErrorClass::Tls,
                "the server reset the QUIC connection (stateless reset) (" + options_.target + ")", !handshakeDone_);
        return;
    }
    const quic::CloseError e = quic::peerCloseError(conn_);
    const bool app = quic::isApplicationClose(e);
    const std::string name = app ? quic::applicationErrorName(e.error_code) : quic::transportErrorName(e.error_code);
    std::string reason;
    if (e.reason && e.reasonlen > 0)
        reason = ": " + std::string(reinterpret_cast<const char*>(e.reason), std::min<size_t>(e.reasonlen, 200));
    if (!handshakeDone_) {
        if (!app && e.error_code == kNoApplicationProtocol) {
            endWith(ErrorClass::Tls, "the server does not offer HTTP/3 (h3) by ALPN: it ended the QUIC handshake with "
                                         + name + " (" + options_.target + ")", true);
            end_.notHttp3 = true;
            return;
        }
        std::string hint;
        if (!app) {
            const size_t colon = options_.target.rfind(':');
            const int port = colon == std::string::npos ? 443 : std::atoi(options_.target.c_str() + colon + 1);
            hint = quic::noServerNameHint(e.error_code, options_.tls->hostIsAddress(), port);
        }
        endWith(ErrorClass::Tls, "the server ended the QUIC handshake with " + name + reason + " (" + options_.target + ")"
                                     + (hint.empty() ? std::string() : ": " + hint),
                true);
        return;
    }
    const bool graceful = app ? e.error_code == NGHTTP3_H3_NO_ERROR : e.error_code == 0;
    const bool protocol = app ? quic::applicationCodeIsProtocol(e.error_code) : quic::transportCodeIsProtocol(e.error_code);
    if (graceful)
        endWith(ErrorClass::Receive, "the server closed the QUIC connection with requests open (" + name + ") ("
                                         + options_.target + ")", false);
    else
        endWith(protocol ? ErrorClass::Protocol : ErrorClass::Receive,
                "the server closed the QUIC connection with " + name + reason + " (" + options_.target + ")", false);
    end_.quiet = graceful;
    end_.countIdle = protocol;
}

bool QuicConnection::expiryFailed(int rv)
{
    if (end_.over)
        return false;
    if (rv == NGTCP2_ERR_HANDSHAKE_TIMEOUT || (rv == NGTCP2_ERR_IDLE_CLOSE && !handshakeDone_)) {
        silentEnd_ = true;
        endWith(ErrorClass::Tls,
                anyPacket_ ? "the QUIC handshake with " + options_.target + " did not finish within the timeout"
                           : "no answer over UDP from " + options_.target
                                 + " to the QUIC handshake within the timeout: nothing speaks HTTP/3 there",
                true);
        end_.notHttp3 = !anyPacket_;
        return false;
    }
    if (rv == NGTCP2_ERR_IDLE_CLOSE) {
        silentEnd_ = true;
        endWith(ErrorClass::Timeout, "no packet from the server within the QUIC idle timeout ("
                                         + seconds(options_.idleTimeoutNs) + ") (" + options_.target + ")", false);
        end_.quiet = true;
        return false;
    }
    localError(rv);
    return false;
}

} // namespace bw

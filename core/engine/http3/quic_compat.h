#pragma once
// The one place where the library versions differ. ngtcp2 and nghttp3
// changed names and signatures at 1.0; two generations are supported:
//
//   ngtcp2 0.12.x + nghttp3 0.8.x   Debian 12 (built and tested here)
//   ngtcp2 1.x    + nghttp3 1.x     Debian 13, Homebrew (written against the
//                                   1.0 headers and read against 1.23; not
//                                   built in this project's CI: docs/http3.md)
//
// cmake/BenchworkHttp3.cmake accepts only these versions and compiles and
// links this header against the libraries before the transport is built.
// Everything else in engine/http3/ calls the libraries directly: the names
// it uses are the same in both generations. Header-only; any thread.
#include <ngtcp2/ngtcp2.h>
#include <ngtcp2/ngtcp2_crypto.h>
#include <nghttp3/nghttp3.h>

#include <cstdint>
#include <string>
#include <vector>

#if NGTCP2_VERSION_NUM >= 0x010000
#define BW_NGTCP2_V1 1
#elif NGTCP2_VERSION_NUM >= 0x000c00 && NGTCP2_VERSION_NUM < 0x000d00
#define BW_NGTCP2_V1 0
#else
#error "ngtcp2 0.12.x or 1.x is needed (cmake/BenchworkHttp3.cmake should have said so)"
#endif

#if !(NGHTTP3_VERSION_NUM >= 0x010000 || (NGHTTP3_VERSION_NUM >= 0x000800 && NGHTTP3_VERSION_NUM < 0x000900))
#error "nghttp3 0.8.x or 1.x is needed (cmake/BenchworkHttp3.cmake should have said so)"
#endif

namespace bw::quic {

// --- a connection's close error (ours to send, or the peer's) -------------
// 0.12: ngtcp2_connection_close_error and its long setter names;
// 1.0: ngtcp2_ccerr, ngtcp2_ccerr_set_*, NGTCP2_CCERR_TYPE_*.
#if BW_NGTCP2_V1
using CloseError = ngtcp2_ccerr;
inline void closeErrorDefault(CloseError* e) { ngtcp2_ccerr_default(e); }
inline void setLibError(CloseError* e, int liberr) { ngtcp2_ccerr_set_liberr(e, liberr, nullptr, 0); }
inline void setApplicationError(CloseError* e, uint64_t code) { ngtcp2_ccerr_set_application_error(e, code, nullptr, 0); }
inline void setTlsAlert(CloseError* e, uint8_t alert) { ngtcp2_ccerr_set_tls_alert(e, alert, nullptr, 0); }
inline bool isApplicationClose(const CloseError& e) { return e.type == NGTCP2_CCERR_TYPE_APPLICATION; }
inline bool isIdleClose(const CloseError& e) { return e.type == NGTCP2_CCERR_TYPE_IDLE_CLOSE; }
// The CONNECTION_CLOSE the peer sent (type transport, code 0 when none);
// its reason points into the connection.
inline CloseError peerCloseError(ngtcp2_conn* c) { return *ngtcp2_conn_get_ccerr(c); }
inline bool inClosingPeriod(ngtcp2_conn* c) { return ngtcp2_conn_in_closing_period(c) != 0; }
inline bool inDrainingPeriod(ngtcp2_conn* c) { return ngtcp2_conn_in_draining_period(c) != 0; }
#else
using CloseError = ngtcp2_connection_close_error;
inline void closeErrorDefault(CloseError* e) { ngtcp2_connection_close_error_default(e); }
inline void setLibError(CloseError* e, int liberr)
{
    ngtcp2_connection_close_error_set_transport_error_liberr(e, liberr, nullptr, 0);
}
inline void setApplicationError(CloseError* e, uint64_t code)
{
    ngtcp2_connection_close_error_set_application_error(e, code, nullptr, 0);
}
inline void setTlsAlert(CloseError* e, uint8_t alert)
{
    ngtcp2_connection_close_error_set_transport_error_tls_alert(e, alert, nullptr, 0);
}
inline bool isApplicationClose(const CloseError& e) { return e.type == NGTCP2_CONNECTION_CLOSE_ERROR_CODE_TYPE_APPLICATION; }
inline bool isIdleClose(const CloseError& e) { return e.type == NGTCP2_CONNECTION_CLOSE_ERROR_CODE_TYPE_TRANSPORT_IDLE_CLOSE; }
inline CloseError peerCloseError(ngtcp2_conn* c)
{
    CloseError e;
    ngtcp2_conn_get_connection_close_error(c, &e);
    return e;
}
inline bool inClosingPeriod(ngtcp2_conn* c) { return ngtcp2_conn_is_in_closing_period(c) != 0; }
inline bool inDrainingPeriod(ngtcp2_conn* c) { return ngtcp2_conn_is_in_draining_period(c) != 0; }
#endif

inline ngtcp2_ssize writeConnectionClose(ngtcp2_conn* c, ngtcp2_path* path, ngtcp2_pkt_info* pi, uint8_t* dest,
                                         size_t destlen, const CloseError* e, ngtcp2_tstamp ts)
{
    return ngtcp2_conn_write_connection_close(c, path, pi, dest, destlen, e, ts);
}

// --- streams: 1.0 added a flags argument (0: none) -------------------------
#if BW_NGTCP2_V1
inline int shutdownStream(ngtcp2_conn* c, int64_t id, uint64_t code) { return ngtcp2_conn_shutdown_stream(c, 0, id, code); }
inline int shutdownStreamWrite(ngtcp2_conn* c, int64_t id, uint64_t code)
{
    return ngtcp2_conn_shutdown_stream_write(c, 0, id, code);
}
inline int shutdownStreamRead(ngtcp2_conn* c, int64_t id, uint64_t code)
{
    return ngtcp2_conn_shutdown_stream_read(c, 0, id, code);
}
#else
inline int shutdownStream(ngtcp2_conn* c, int64_t id, uint64_t code) { return ngtcp2_conn_shutdown_stream(c, id, code); }
inline int shutdownStreamWrite(ngtcp2_conn* c, int64_t id, uint64_t code)
{
    return ngtcp2_conn_shutdown_stream_write(c, id, code);
}
inline int shutdownStreamRead(ngtcp2_conn* c, int64_t id, uint64_t code)
{
    return ngtcp2_conn_shutdown_stream_read(c, id, code);
}
#endif

// --- 0-RTT ------------------------------------------------------------------
// What a client remembers of the server's transport parameters for its next
// 0-RTT attempt. 0.12 takes the parameters as a struct (only its scalar
// fields are read: the pointers are cleared here); 1.0 encodes and decodes
// them.
struct EarlyParams {
#if BW_NGTCP2_V1
    std::vector<uint8_t> encoded;
    bool valid() const { return !encoded.empty(); }
#else
    ngtcp2_transport_params params{};
    bool known = false;
    bool valid() const { return known; }
#endif
};

// After the handshake: keeps the server's parameters in *p. False when the
// library has none to give.
inline bool saveEarlyParams(ngtcp2_conn* c, EarlyParams* p)
{
#if BW_NGTCP2_V1
    uint8_t buf[512];
    const ngtcp2_ssize n = ngtcp2_conn_encode_0rtt_transport_params(c, buf, sizeof buf);
    if (n <= 0)
        return false;
    p->encoded.assign(buf, buf + n);
    return true;
#else
    const ngtcp2_transport_params* r = ngtcp2_conn_get_remote_transport_params(c);
    if (!r)
        return false;
    p->params = *r;
    p->params.version_info.other_versions = nullptr;
    p->params.version_info.other_versionslen = 0;
    p->known = true;
    return true;
#endif
}

// Before the handshake of a new connection that tries 0-RTT.
inline bool applyEarlyParams(ngtcp2_conn* c, const EarlyParams& p)
{
#if BW_NGTCP2_V1
    return ngtcp2_conn_decode_and_set_0rtt_transport_params(c, p.encoded.data(), p.encoded.size()) == 0;
#else
    ngtcp2_conn_set_early_remote_transport_params(c, &p.params);
    return true;
#endif
}

// The TLS layer says the server refused the early data (GnuTLS reports it
// once the handshake completes): ngtcp2 drops the 0-RTT streams.
#if BW_NGTCP2_V1
inline int tellEarlyDataRejected(ngtcp2_conn* c) { return ngtcp2_conn_tls_early_data_rejected(c); }
inline bool earlyDataRejected(ngtcp2_conn* c) { return ngtcp2_conn_get_tls_early_data_rejected(c) != 0; }
using EarlyDataRejectedCallback = ngtcp2_tls_early_data_rejected;
inline void setEarlyDataRejectedCallback(ngtcp2_callbacks* cb, EarlyDataRejectedCallback f)
{
    cb->tls_early_data_rejected = f;
}
#else
inline int tellEarlyDataRejected(ngtcp2_conn* c) { return ngtcp2_conn_early_data_rejected(c); }
inline bool earlyDataRejected(ngtcp2_conn* c) { return ngtcp2_conn_get_early_data_rejected(c) != 0; }
using EarlyDataRejectedCallback = ngtcp2_early_data_rejected;
inline void setEarlyDataRejectedCallback(ngtcp2_callbacks* cb, EarlyDataRejectedCallback f)
{
    cb->early_data_rejected = f;
}
#endif

// --- the server side (tests/support/h3_test_server) -------------------------
// 1.0 renamed the crypto levels and made the original DCID an optional
// transport parameter.
#if BW_NGTCP2_V1
using EncryptionLevel = ngtcp2_encryption_level;
constexpr EncryptionLevel kLevel1Rtt = NGTCP2_ENCRYPTION_LEVEL_1RTT;
inline void setOriginalDcid(ngtcp2_transport_params* p, const ngtcp2_cid& cid)
{
    p->original_dcid = cid;
    p->original_dcid_present = 1;
}
#else
using EncryptionLevel = ngtcp2_crypto_level;
constexpr EncryptionLevel kLevel1Rtt = NGTCP2_CRYPTO_LEVEL_APPLICATION;
inline void setOriginalDcid(ngtcp2_transport_params* p, const ngtcp2_cid& cid) { p->original_dcid = cid; }
#endif

// --- nghttp3 ------------------------------------------------------------------
// 1.12 added a timestamp to reading stream data (the old call is deprecated).
inline nghttp3_ssize readStream(nghttp3_conn* c, int64_t id, const uint8_t* data, size_t n, bool fin, uint64_t nowNs)
{
#if NGHTTP3_VERSION_NUM >= 0x010c00
    return nghttp3_conn_read_stream2(c, id, data, n, fin ? 1 : 0, nowNs);
#else
    (void)nowNs;
    return nghttp3_conn_read_stream(c, id, data, n, fin ? 1 : 0);
#endif
}

// A header field; 0.8's nghttp3_nv has non-const pointers, 1.0's const ones.
inline nghttp3_nv makeField(const std::string& name, const std::string& value)
{
    nghttp3_nv nv;
    nv.name = const_cast<uint8_t*>(reinterpret_cast<const uint8_t*>(name.data()));
    nv.value = const_cast<uint8_t*>(reinterpret_cast<const uint8_t*>(value.data()));
    nv.namelen = name.size();
    nv.valuelen = value.size();
    nv.flags = NGHTTP3_NV_FLAG_NONE;
    return nv;
}

} // namespace bw::quic

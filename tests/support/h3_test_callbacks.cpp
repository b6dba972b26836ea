#ifdef BENCHWORK_HTTP3
// The test server's ngtcp2 and nghttp3 callbacks: each hands the event to
// its connection (h3_test_conn.cpp), whose user data they receive.
#include "h3_test_conn.h"

#include "engine/loop/mono_clock.h"

#include <gnutls/crypto.h>
#include <ngtcp2/ngtcp2_crypto_gnutls.h>

namespace bwtest {

using Conn = H3TestServer::Conn;

namespace {

Conn& of(void* user) { return *static_cast<Conn*>(user); }

ngtcp2_conn* connOf(ngtcp2_crypto_conn_ref* ref) { return of(ref->user_data).conn; }

void randomBytes(uint8_t* dest, size_t n, const ngtcp2_rand_ctx*) { gnutls_rnd(GNUTLS_RND_NONCE, dest, n); }

int newCid(ngtcp2_conn*, ngtcp2_cid* cid, uint8_t* token, size_t cidlen, void* user)
{
    gnutls_rnd(GNUTLS_RND_RANDOM, cid->data, cidlen);
    cid->datalen = cidlen;
    gnutls_rnd(GNUTLS_RND_RANDOM, token, NGTCP2_STATELESS_RESET_TOKENLEN);
    of(user).addCid(*cid);
    return 0;
}

int handshakeCompleted(ngtcp2_conn*, void* user)
{
    of(user).onHandshakeDone();
    return 0;
}

int recvStreamData(ngtcp2_conn* conn, uint32_t flags, int64_t id, uint64_t, const uint8_t* data, size_t n, void* user,
                   void*)
{
    Conn& c = of(user);
    const nghttp3_ssize used = bw::quic::readStream(c.h3, id, data, n, flags & NGTCP2_STREAM_DATA_FLAG_FIN,
                                                    bw::monoNowNs());
    if (used < 0)
        return NGTCP2_ERR_CALLBACK_FAILURE;
    ngtcp2_conn_extend_max_stream_offset(conn, id, uint64_t(used));
    ngtcp2_conn_extend_max_offset(conn, uint64_t(used));
    return 0;
}

int ackedOffset(ngtcp2_conn*, int64_t id, uint64_t, uint64_t n, void* user, void*)
{
    return nghttp3_conn_add_ack_offset(of(user).h3, id, n) == 0 ? 0 : NGTCP2_ERR_CALLBACK_FAILURE;
}

int streamClose(ngtcp2_conn* conn, uint32_t flags, int64_t id, uint64_t code, void* user, void*)
{
    Conn& c = of(user);
    if (!(flags & NGTCP2_STREAM_CLOSE_FLAG_APP_ERROR_CODE_SET))
        code = NGHTTP3_H3_NO_ERROR;
    nghttp3_conn_close_stream(c.h3, id, code);
    if (ngtcp2_is_bidi_stream(id))
        ngtcp2_conn_extend_max_streams_bidi(conn, 1);
    c.streams.erase(id);
    return 0;
}

int streamReset(ngtcp2_conn*, int64_t id, uint64_t, uint64_t, void* user, void*)
{
    Conn& c = of(user);
    c.onClientReset(id);
    nghttp3_conn_shutdown_stream_read(c.h3, id);
    return 0;
}

int extendRemoteBidi(ngtcp2_conn*, uint64_t max, void* user)
{
    nghttp3_conn_set_max_client_streams_bidi(of(user).h3, max);
    return 0;
}

int extendStreamData(ngtcp2_conn*, int64_t id, uint64_t, void* user, void*)
{
    nghttp3_conn_unblock_stream(of(user).h3, id);
    return 0;
}

int recvTxKey(ngtcp2_conn*, bw::quic::EncryptionLevel level, void* user)
{
    return level != bw::quic::kLevel1Rtt || of(user).bindH3() ? 0 : NGTCP2_ERR_CALLBACK_FAILURE;
}

// --- HTTP/3 ---------------------------------------------------------------------

int h3BeginHeaders(nghttp3_conn*, int64_t id, void* user, void*)
{
    of(user).onBegin(id);
    return 0;
}

int h3RecvHeader(nghttp3_conn*, int64_t id, int32_t token, nghttp3_rcbuf*, nghttp3_rcbuf* value, uint8_t, void* user,
                 void*)
{
    if (token == NGHTTP3_QPACK_TOKEN__PATH) {
        const nghttp3_vec v = nghttp3_rcbuf_get_buf(value);
        of(user).streams[id].path.assign(reinterpret_cast<const char*>(v.base), v.len);
    }
    return 0;
}

int h3EndStream(nghttp3_conn*, int64_t id, void* user, void*)
{
    of(user).onRequest(id);
    return 0;
}

int h3Consume(nghttp3_conn*, int64_t id, size_t n, void* user, void*)
{
    ngtcp2_conn_extend_max_stream_offset(of(user).conn, id, n);
    ngtcp2_conn_extend_max_offset(of(user).conn, n);
    return 0;
}

int h3RecvData(nghttp3_conn* h3, int64_t id, const uint8_t*, size_t n, void* user, void* su)
{
    return h3Consume(h3, id, n, user, su);
}

int h3StopSending(nghttp3_conn*, int64_t id, uint64_t code, void* user, void*)
{
    bw::quic::shutdownStreamRead(of(user).conn, id, code);
    return 0;
}

int h3ResetStream(nghttp3_conn*, int64_t id, uint64_t code, void* user, void*)
{
    bw::quic::shutdownStreamWrite(of(user).conn, id, code);
    return 0;
}

nghttp3_ssize readBody(nghttp3_conn*, int64_t, nghttp3_vec* vec, size_t, uint32_t* flags, void* user, void*)
{
    const std::string& body = of(user).sh.options->body;
    vec[0].base = reinterpret_cast<uint8_t*>(const_cast<char*>(body.data()));
    vec[0].len = body.size();
    *flags |= NGHTTP3_DATA_FLAG_EOF;
    return 1;
}

} // namespace

ngtcp2_conn* connOfRef(ngtcp2_crypto_conn_ref* ref) { return connOf(ref); }

nghttp3_data_reader bodyReader()
{
    nghttp3_data_reader r{};
    r.read_data = readBody;
    return r;
}

void serverQuicCallbacks(ngtcp2_callbacks* cb)
{
    cb->recv_client_initial = ngtcp2_crypto_recv_client_initial_cb;
    cb->recv_crypto_data = ngtcp2_crypto_recv_crypto_data_cb;
    cb->encrypt = ngtcp2_crypto_encrypt_cb;
    cb->decrypt = ngtcp2_crypto_decrypt_cb;
    cb->hp_mask = ngtcp2_crypto_hp_mask_cb;
    cb->update_key = ngtcp2_crypto_update_key_cb;
    cb->delete_crypto_aead_ctx = ngtcp2_crypto_delete_crypto_aead_ctx_cb;
    cb->delete_crypto_cipher_ctx = ngtcp2_crypto_delete_crypto_cipher_ctx_cb;
    cb->get_path_challenge_data = ngtcp2_crypto_get_path_challenge_data_cb;
    cb->version_negotiation = ngtcp2_crypto_version_negotiation_cb;
    cb->rand = randomBytes;
    cb->get_new_connection_id = newCid;
    cb->handshake_completed = handshakeCompleted;
    cb->recv_stream_data = recvStreamData;
    cb->acked_stream_data_offset = ackedOffset;
    cb->stream_close = streamClose;
    cb->stream_reset = streamReset;
    cb->extend_max_remote_streams_bidi = extendRemoteBidi;
    cb->extend_max_stream_data = extendStreamData;
    cb->recv_tx_key = recvTxKey;
}

void serverH3Callbacks(nghttp3_callbacks* cb)
{
    cb->begin_headers = h3BeginHeaders;
    cb->recv_header = h3RecvHeader;
    cb->end_stream = h3EndStream;
    cb->recv_data = h3RecvData;
    cb->deferred_consume = h3Consume;
    cb->stop_sending = h3StopSending;
    cb->reset_stream = h3ResetStream;
}

} // namespace bwtest
#endif

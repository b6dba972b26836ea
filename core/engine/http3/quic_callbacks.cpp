#include "quic_callbacks.h"

#include "engine/http3/quic_connection.h"

#include <gnutls/crypto.h>

namespace bw {

namespace {

QuicConnection& of(void* user) { return *static_cast<QuicConnection*>(user); }

void randomBytes(uint8_t* dest, size_t n, const ngtcp2_rand_ctx*)
{
    // Packet-level randomness (greasing, PATH_CHALLENGE): a nonce is enough.
    gnutls_rnd(GNUTLS_RND_NONCE, dest, n);
}

int newConnectionId(ngtcp2_conn*, ngtcp2_cid* cid, uint8_t* token, size_t cidlen, void*)
{
    if (gnutls_rnd(GNUTLS_RND_RANDOM, cid->data, cidlen) != 0
        || gnutls_rnd(GNUTLS_RND_RANDOM, token, NGTCP2_STATELESS_RESET_TOKENLEN) != 0)
        return NGTCP2_ERR_CALLBACK_FAILURE;
    cid->datalen = cidlen;
    return 0;
}

} // namespace

// The connection's own callbacks, as members of this friend so they reach
// its private state.
struct QuicCallbacksImpl {
    static int handshakeCompleted(ngtcp2_conn*, void* user)
    {
        return of(user).onHandshakeCompleted() ? 0 : NGTCP2_ERR_CALLBACK_FAILURE;
    }

    static int recvStreamData(ngtcp2_conn* conn, uint32_t flags, int64_t id, uint64_t, const uint8_t* data, size_t n,
                              void* user, void*)
    {
        QuicConnection& c = of(user);
        const int64_t consumed = c.h3_->receive(id, data, n, (flags & NGTCP2_STREAM_DATA_FLAG_FIN) != 0, c.lastNowNs_);
        if (consumed < 0)
            return NGTCP2_ERR_CALLBACK_FAILURE;
        ngtcp2_conn_extend_max_stream_offset(conn, id, uint64_t(consumed));
        ngtcp2_conn_extend_max_offset(conn, uint64_t(consumed));
        return 0;
    }

    static int ackedStreamDataOffset(ngtcp2_conn*, int64_t id, uint64_t, uint64_t n, void* user, void*)
    {
        QuicConnection& c = of(user);
        return !c.h3_ || c.h3_->acked(id, n) ? 0 : NGTCP2_ERR_CALLBACK_FAILURE;
    }

    static int streamClose(ngtcp2_conn* conn, uint32_t flags, int64_t id, uint64_t code, void* user, void*)
    {
        QuicConnection& c = of(user);
        if (!(flags & NGTCP2_STREAM_CLOSE_FLAG_APP_ERROR_CODE_SET))
            code = NGHTTP3_H3_NO_ERROR;
        // A server's unidirectional stream (control, QPACK, or one it made
        // up to grease) gives its credit back.
        if (!ngtcp2_is_bidi_stream(id) && !ngtcp2_conn_is_local_stream(conn, id))
            ngtcp2_conn_extend_max_streams_uni(conn, 1);
        return !c.h3_ || c.h3_->streamClosed(id, code) ? 0 : NGTCP2_ERR_CALLBACK_FAILURE;
    }

    static int streamReset(ngtcp2_conn*, int64_t id, uint64_t, uint64_t code, void* user, void*)
    {
        QuicConnection& c = of(user);
        return !c.h3_ || c.h3_->streamReset(id, code) ? 0 : NGTCP2_ERR_CALLBACK_FAILURE;
    }

    static int streamStopSending(ngtcp2_conn*, int64_t id, uint64_t, void* user, void*)
    {
        QuicConnection& c = of(user);
        return !c.h3_ || c.h3_->stopSendingReceived(id) ? 0 : NGTCP2_ERR_CALLBACK_FAILURE;
    }

    static int extendMaxStreamsBidi(ngtcp2_conn*, uint64_t, void* user)
    {
        of(user).moreStreams_ = true;
        return 0;
    }

    static int extendMaxStreamData(ngtcp2_conn*, int64_t id, uint64_t, void* user, void*)
    {
        QuicConnection& c = of(user);
        return !c.h3_ || c.h3_->unblocked(id) ? 0 : NGTCP2_ERR_CALLBACK_FAILURE;
    }

    static int recvStatelessReset(ngtcp2_conn*, const ngtcp2_pkt_stateless_reset*, void* user)
    {
        of(user).statelessReset_ = true;
        return 0;
    }

    static int earlyDataRejected(ngtcp2_conn*, void* user)
    {
        of(user).onEarlyDataRejected();
        return 0;
    }

    static int ticket(gnutls_session_t session)
    {
        auto* ref = static_cast<ngtcp2_crypto_conn_ref*>(gnutls_session_get_ptr(session));
        if (ref && ref->user_data)
            of(ref->user_data).saveTicket();
        return 0;
    }
};

void QuicCallbacks::fill(ngtcp2_callbacks* cb)
{
    *cb = ngtcp2_callbacks{};
    cb->client_initial = ngtcp2_crypto_client_initial_cb;
    cb->recv_crypto_data = ngtcp2_crypto_recv_crypto_data_cb;
    cb->encrypt = ngtcp2_crypto_encrypt_cb;
    cb->decrypt = ngtcp2_crypto_decrypt_cb;
    cb->hp_mask = ngtcp2_crypto_hp_mask_cb;
    cb->recv_retry = ngtcp2_crypto_recv_retry_cb;
    cb->update_key = ngtcp2_crypto_update_key_cb;
    cb->delete_crypto_aead_ctx = ngtcp2_crypto_delete_crypto_aead_ctx_cb;
    cb->delete_crypto_cipher_ctx = ngtcp2_crypto_delete_crypto_cipher_ctx_cb;
    cb->get_path_challenge_data = ngtcp2_crypto_get_path_challenge_data_cb;
    cb->version_negotiation = ngtcp2_crypto_version_negotiation_cb;
    cb->rand = randomBytes;
    cb->get_new_connection_id = newConnectionId;
    cb->handshake_completed = QuicCallbacksImpl::handshakeCompleted;
    cb->recv_stream_data = QuicCallbacksImpl::recvStreamData;
    cb->acked_stream_data_offset = QuicCallbacksImpl::ackedStreamDataOffset;
    cb->stream_close = QuicCallbacksImpl::streamClose;
    cb->stream_reset = QuicCallbacksImpl::streamReset;
    cb->stream_stop_sending = QuicCallbacksImpl::streamStopSending;
    cb->extend_max_local_streams_bidi = QuicCallbacksImpl::extendMaxStreamsBidi;
    cb->extend_max_stream_data = QuicCallbacksImpl::extendMaxStreamData;
    cb->recv_stateless_reset = QuicCallbacksImpl::recvStatelessReset;
    quic::setEarlyDataRejectedCallback(cb, QuicCallbacksImpl::earlyDataRejected);
}

ngtcp2_conn* QuicCallbacks::connOf(ngtcp2_crypto_conn_ref* ref) { return of(ref->user_data).conn_; }

int QuicCallbacks::onTicket(gnutls_session_t session, unsigned, unsigned, unsigned, const gnutls_datum_t*)
{
    return QuicCallbacksImpl::ticket(session);
}

} // namespace bw

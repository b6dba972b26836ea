#pragma once
// ngtcp2's and GnuTLS's callbacks for a QuicConnection (quic_callbacks.cpp):
// the crypto helper's where ngtcp2 has one, ours unpacked onto the
// connection otherwise. Private to engine/http3.
#include <gnutls/gnutls.h>
#include <ngtcp2/ngtcp2.h>
#include <ngtcp2/ngtcp2_crypto.h>

namespace bw {

struct QuicCallbacks {
    static void fill(ngtcp2_callbacks* cb);
    // ngtcp2_crypto_conn_ref::get_conn
    static ngtcp2_conn* connOf(ngtcp2_crypto_conn_ref* ref);
    // GnuTLS's hook after each NewSessionTicket (QuicTlsSession::TicketHook).
    static int onTicket(gnutls_session_t session, unsigned htype, unsigned when, unsigned incoming,
                        const gnutls_datum_t* msg);
};

} // namespace bw

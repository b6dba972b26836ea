#pragma once
// The TLS 1.3 handshake inside QUIC, on GnuTLS: OpenSSL 3.0 has no QUIC API,
// and ngtcp2's GnuTLS helper drives a GnuTLS session through QUIC's CRYPTO
// frames. Per worker: the trust (the system CA store, or SSL_CERT_FILE /
// SSL_CERT_DIR when set, as for TLS over TCP), verification unless -k, the
// host name. Per connection: a client session offering ALPN "h3" and the
// last session ticket (resumption, and 0-RTT when the ticket allows it),
// and the text that names why a handshake failed. QUIC always runs TLS 1.3,
// so --tls-min 1.2 and 1.3 are both met. Worker thread only.
#include "util/error.h"

#include <gnutls/gnutls.h>
#include <ngtcp2/ngtcp2_crypto.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace bw {

struct QuicTlsOptions {
    std::string host;       // SNI (names only) and the name the certificate must match
    bool verify = true;     // false: -k, any certificate is accepted
};

class QuicTlsContext {
public:
    ~QuicTlsContext();
    QuicTlsContext(const QuicTlsContext&) = delete;
    QuicTlsContext& operator=(const QuicTlsContext&) = delete;

    // The context, or why GnuTLS could not make one (field "tls").
    static Result<std::unique_ptr<QuicTlsContext>> create(const QuicTlsOptions& options);

    gnutls_certificate_credentials_t credentials() const { return cred_; }
    const QuicTlsOptions& options() const { return options_; }
    bool hostIsAddress() const { return hostIsAddress_; }

private:
    QuicTlsContext() = default;
    gnutls_certificate_credentials_t cred_ = nullptr;
    QuicTlsOptions options_;
    bool hostIsAddress_ = false;   // an IP literal: no SNI, the certificate must name the address
};

// One connection's GnuTLS session (a new one per connection).
class QuicTlsSession {
public:
    // gnutls_handshake_hook_func: called after each NewSessionTicket.
    using TicketHook = int (*)(gnutls_session_t, unsigned, unsigned, unsigned, const gnutls_datum_t*);

    QuicTlsSession() = default;
    ~QuicTlsSession();
    QuicTlsSession(const QuicTlsSession&) = delete;
    QuicTlsSession& operator=(const QuicTlsSession&) = delete;

    // A client session for the ngtcp2 connection behind `ref` (ngtcp2's
    // helper finds the connection through it), offering `ticket` (empty:
    // none) and calling `onTicket` when the server issues a new one. False
    // with error() set.
    bool begin(const QuicTlsContext& ctx, ngtcp2_crypto_conn_ref* ref, const std::vector<uint8_t>& ticket,
               TicketHook onTicket);
    gnutls_session_t native() const { return session_; }

    bool offeredTicket() const { return offered_; }
    bool resumed() const;               // the handshake resumed the offered session
    bool earlyDataAccepted() const;     // the server took our 0-RTT data
    std::string alpn() const;           // what the server chose ("" none)
    // The session to resume with on the next connection; empty when GnuTLS
    // has none to give.
    std::vector<uint8_t> ticket() const;
    // Why the handshake failed as TLS sees it, naming the host (the
    // certificate's verdict first); "" when TLS has nothing to say.
    std::string failure() const;
    const std::string& error() const { return error_; }

private:
    gnutls_session_t session_ = nullptr;
    const QuicTlsContext* ctx_ = nullptr;
    bool offered_ = false;
    std::string error_;
};

} // namespace bw

#include "quic_tls.h"
#include "engine/net/ip_literal.h"

#include <arpa/inet.h>
#include <cstdlib>
#include <ngtcp2/ngtcp2_crypto_gnutls.h>
#include <sys/stat.h>

namespace bw {

namespace {

// TLS 1.3 only (QUIC, RFC 9001 4.2), without the middlebox compatibility
// mode (RFC 9001 8.4), the suites and groups GnuTLS considers NORMAL.
constexpr const char* kPriority = "NORMAL:-VERS-ALL:+VERS-TLS1.3:%DISABLE_TLS13_COMPAT_MODE";

const gnutls_datum_t kAlpnH3 = {const_cast<unsigned char*>(reinterpret_cast<const unsigned char*>("h3")), 2};

bool isDirectory(const char* path)
{
    struct stat st{};
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

} // namespace

QuicTlsContext::~QuicTlsContext()
{
    if (cred_)
        gnutls_certificate_free_credentials(cred_);
}

Result<std::unique_ptr<QuicTlsContext>> QuicTlsContext::create(const QuicTlsOptions& options)
{
    std::unique_ptr<QuicTlsContext> t(new QuicTlsContext);
    t->options_ = options;
    t->hostIsAddress_ = isIpLiteral(options.host);
    int rv = gnutls_certificate_allocate_credentials(&t->cred_);
    if (rv != 0) {
        t->cred_ = nullptr;
        return Error("tls", std::string("cannot create the QUIC TLS credentials: ") + gnutls_strerror(rv));
    }
    if (!options.verify)
        return t;
    // The same trust as OpenSSL's for TLS over TCP: SSL_CERT_FILE and
    // SSL_CERT_DIR when set, the system store otherwise.
    const char* file = std::getenv("SSL_CERT_FILE");
    const char* dir = std::getenv("SSL_CERT_DIR");
    if (file && *file) {
        rv = gnutls_certificate_set_x509_trust_file(t->cred_, file, GNUTLS_X509_FMT_PEM);
        if (rv < 0)
            return Error("tls", std::string("cannot load SSL_CERT_FILE '") + file + "': " + gnutls_strerror(rv));
    }
    if (dir && *dir && isDirectory(dir))
        gnutls_certificate_set_x509_trust_dir(t->cred_, dir, GNUTLS_X509_FMT_PEM);
    if (!(file && *file) && !(dir && *dir)) {
        rv = gnutls_certificate_set_x509_system_trust(t->cred_);
        if (rv < 0)
            return Error("tls", std::string("cannot load the system's CA certificates: ") + gnutls_strerror(rv));
    }
    return t;
}

QuicTlsSession::~QuicTlsSession()
{
    if (session_)
        gnutls_deinit(session_);
}

bool QuicTlsSession::begin(const QuicTlsContext& ctx, ngtcp2_crypto_conn_ref* ref, const std::vector<uint8_t>& ticket,
                           TicketHook onTicket)
{
    ctx_ = &ctx;
    offered_ = false;
    // Early data on: a resumed session may send its requests in 0-RTT; no
    // EndOfEarlyData message (QUIC has none, RFC 9001 8.3).
    int rv = gnutls_init(&session_, GNUTLS_CLIENT | GNUTLS_ENABLE_EARLY_DATA | GNUTLS_NO_END_OF_EARLY_DATA);
    if (rv != 0) {
        session_ = nullptr;
        error_ = std::string("cannot start a QUIC TLS session: ") + gnutls_strerror(rv);
        return false;
    }
    if ((rv = gnutls_priority_set_direct(session_, kPriority, nullptr)) != 0
        || ngtcp2_crypto_gnutls_configure_client_session(session_) != 0
        || (rv = gnutls_credentials_set(session_, GNUTLS_CRD_CERTIFICATE, ctx.credentials())) != 0) {
        error_ = std::string("cannot set up the QUIC TLS session: ") + (rv ? gnutls_strerror(rv) : "ngtcp2");
        return false;
    }
    gnutls_session_set_ptr(session_, ref);
    gnutls_handshake_set_hook_function(session_, GNUTLS_HANDSHAKE_NEW_SESSION_TICKET, GNUTLS_HOOK_POST, onTicket);
    gnutls_alpn_set_protocols(session_, &kAlpnH3, 1, GNUTLS_ALPN_MANDATORY);
    const std::string& host = ctx.options().host;
    if (!ctx.hostIsAddress())
        gnutls_server_name_set(session_, GNUTLS_NAME_DNS, host.data(), host.size());
    if (ctx.options().verify)
        gnutls_session_set_verify_cert(session_, host.c_str(), 0);   // chain and name (an address matches IP entries)
    if (!ticket.empty() && gnutls_session_set_data(session_, ticket.data(), ticket.size()) == 0)
        offered_ = true;
    return true;
}

bool QuicTlsSession::resumed() const { return session_ && gnutls_session_is_resumed(session_) != 0; }

bool QuicTlsSession::earlyDataAccepted() const
{
    return session_ && (gnutls_session_get_flags(session_) & GNUTLS_SFLAGS_EARLY_DATA) != 0;
}

std::string QuicTlsSession::alpn() const
{
    gnutls_datum_t p{};
    if (!session_ || gnutls_alpn_get_selected_protocol(session_, &p) != 0)
        return {};
    return std::string(reinterpret_cast<const char*>(p.data), p.size);
}

std::vector<uint8_t> QuicTlsSession::ticket() const
{
    gnutls_datum_t d{};
    if (!session_ || gnutls_session_get_data2(session_, &d) != 0)
        return {};
    std::vector<uint8_t> out(d.data, d.data + d.size);
    gnutls_free(d.data);
    return out;
}

std::string QuicTlsSession::failure() const
{
    if (!session_ || !ctx_)
        return {};
    const std::string& host = ctx_->options().host;
    const unsigned status = gnutls_session_get_verify_cert_status(session_);
    if (!ctx_->options().verify || status == 0 || status == unsigned(-1))
        return {};
    if (status & GNUTLS_CERT_UNEXPECTED_OWNER)
        return "the server's certificate does not match the host name '" + host + "'";
    gnutls_datum_t out{};
    std::string why = "certificate verification failed";
    if (gnutls_certificate_verification_status_print(status, GNUTLS_CRT_X509, &out, 0) == 0) {
        why.assign(reinterpret_cast<const char*>(out.data), out.size);
        gnutls_free(out.data);
        while (!why.empty() && (why.back() == ' ' || why.back() == '.'))
            why.pop_back();
    }
    return "the server's certificate for '" + host + "' was refused: " + why;
}

} // namespace bw

#include "tls_session.h"

#include <cerrno>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509_vfy.h>

namespace bw {

TlsSession::~TlsSession()
{
    end();
    if (saved_)
        SSL_SESSION_free(saved_);
}

void TlsSession::keep(SSL_SESSION* s)
{
    if (saved_)
        SSL_SESSION_free(saved_);
    saved_ = s;
}

bool TlsSession::begin(const TlsContext& ctx, int fd)
{
    end();
    ctx_ = &ctx;
    error_.clear();
    ERR_clear_error();
    ssl_ = ctx.newSsl(fd, saved_, ctx.options().readAhead ? &socket_ : nullptr);
    if (!ssl_) {
        error_ = "cannot start a TLS session";
        ERR_clear_error();
        return false;
    }
    SSL_set_app_data(ssl_, this);
    return true;
}

TlsSession::Step TlsSession::handshake()
{
    const int r = SSL_do_handshake(ssl_);
    if (r == 1)
        return Step::Done;
    const int e = SSL_get_error(ssl_, r);
    if (e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE)
        return Step::Again;
    error_ = failure(e);
    ERR_clear_error();
    // A session offered and refused must not be offered again.
    if (saved_) {
        SSL_SESSION_free(saved_);
        saved_ = nullptr;
    }
    return Step::Failed;
}

// What went wrong, naming the host: the certificate check's verdict first,
// then OpenSSL's reason, then the plain fact that the server hung up.
std::string TlsSession::failure(int sslError) const
{
    const std::string& host = ctx_->options().host;
    const long v = SSL_get_verify_result(ssl_);
    if (ctx_->options().verify && v != X509_V_OK) {
        if (v == X509_V_ERR_HOSTNAME_MISMATCH || v == X509_V_ERR_IP_ADDRESS_MISMATCH)
            return "the server's certificate does not match the host name '" + host + "'";
        return "the server's certificate for '" + host + "' was refused: " + X509_verify_cert_error_string(v);
    }
    const unsigned long err = ERR_peek_error();
    if (err) {
        const char* reason = ERR_reason_error_string(err);
        return "TLS handshake with '" + host + "' failed: " + (reason ? reason : "OpenSSL error " + std::to_string(err));
    }
    if (sslError == SSL_ERROR_SYSCALL || sslError == SSL_ERROR_ZERO_RETURN)
        return "the server closed the connection during the TLS handshake with '" + host + "'";
    return "TLS handshake with '" + host + "' failed";
}

ssize_t TlsSession::read(void* buf, size_t len)
{
    errno = 0;   // SSL_ERROR_SYSCALL with errno 0: the peer closed
    const int n = SSL_read(ssl_, buf, int(len > 0x40000000 ? 0x40000000 : len));
    if (n > 0)
        return n;
    const int e = SSL_get_error(ssl_, n);
    switch (e) {
    case SSL_ERROR_WANT_READ:
    case SSL_ERROR_WANT_WRITE:
        errno = EAGAIN;
        return -1;
    case SSL_ERROR_ZERO_RETURN:
        return 0;
    case SSL_ERROR_SYSCALL:
        if (ERR_peek_error() == 0 && errno == 0) {
            ERR_clear_error();
            return 0;   // closed without close_notify
        }
        break;
    default:
        break;
    }
    const unsigned long err = ERR_peek_error();
    const char* reason = err ? ERR_reason_error_string(err) : nullptr;
    error_ = reason ? reason : "TLS read failed";
    ERR_clear_error();
    if (e != SSL_ERROR_SYSCALL || errno == 0)
        errno = EPROTO;
    return -1;
}

ssize_t TlsSession::write(const void* buf, size_t len)
{
    const int n = SSL_write(ssl_, buf, int(len > 0x40000000 ? 0x40000000 : len));
    if (n > 0)
        return n;
    const int e = SSL_get_error(ssl_, n);
    if (e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE) {
        errno = EAGAIN;
        return -1;
    }
    const unsigned long err = ERR_peek_error();
    const char* reason = err ? ERR_reason_error_string(err) : nullptr;
    error_ = reason ? reason : "TLS write failed";
    ERR_clear_error();
    if (e != SSL_ERROR_SYSCALL || errno == 0)
        errno = EPIPE;
    return -1;
}

void TlsSession::end()
{
    if (!ssl_)
        return;
    // Quiet: marks the session resumable without a close_notify on the wire.
    SSL_set_quiet_shutdown(ssl_, 1);
    SSL_shutdown(ssl_);
    SSL_set_app_data(ssl_, nullptr);
    SSL_free(ssl_);
    ssl_ = nullptr;
    ERR_clear_error();
}

bool TlsSession::drained() const { return ssl_ && ctx_->options().readAhead && socket_.drained && SSL_has_pending(ssl_) == 0; }

bool TlsSession::resumed() const { return ssl_ && SSL_session_reused(ssl_) == 1; }

std::string TlsSession::alpn() const
{
    if (!ssl_)
        return {};
    const unsigned char* p = nullptr;
    unsigned len = 0;
    SSL_get0_alpn_selected(ssl_, &p, &len);
    return p ? std::string(reinterpret_cast<const char*>(p), len) : std::string();
}

} // namespace bw

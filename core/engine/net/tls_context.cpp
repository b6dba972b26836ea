#include "tls_context.h"

#include "engine/net/ip_literal.h"
#include "engine/net/tls_session.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstdint>
#include <mutex>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <sys/socket.h>

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0   // macOS: the socket has SO_NOSIGPIPE (tcp_socket.cpp)
#endif

namespace bw {

// OpenSSL's own socket BIO writes with write(), which raises SIGPIPE when
// the server has gone; this one uses send(MSG_NOSIGNAL) and recv().
namespace {

// send() until it is not interrupted: the bytes sent, or -1 with the BIO's
// retry flag set when the socket is full.
inline int sendOnSocket(BIO* b, int fd, const char* data, int len)
{
    BIO_clear_retry_flags(b);
    for (;;) {
        ssize_t n = ::send(fd, data, size_t(len), MSG_NOSIGNAL);
        if (n >= 0)
            return int(n);
        if (errno == EINTR)
            continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK)
            BIO_set_retry_write(b);
        return -1;
    }
}

// recv() likewise. `drained`, when given, notes whether the read left the
// socket empty: TCP hands over all it holds, up to len, so a short read
// emptied it.
inline int recvOnSocket(BIO* b, int fd, char* data, int len, bool* drained)
{
    BIO_clear_retry_flags(b);
    for (;;) {
        ssize_t n = ::recv(fd, data, size_t(len), 0);
        if (n >= 0) {
            if (drained)
                *drained = n < len;
            return int(n);
        }
        if (errno == EINTR)
            continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            if (drained)
                *drained = true;
            BIO_set_retry_read(b);
        }
        return -1;
    }
}

int bioWrite(BIO* b, const char* data, int len)
{
    return sendOnSocket(b, int(intptr_t(BIO_get_data(b))), data, len);
}

int bioRead(BIO* b, char* data, int len)
{
    return recvOnSocket(b, int(intptr_t(BIO_get_data(b))), data, len, nullptr);
}

// The read-ahead variant: the BIO's data is a TlsSocketState, and each read
// notes whether it left the socket empty.
int bioWriteState(BIO* b, const char* data, int len)
{
    return sendOnSocket(b, static_cast<const TlsSocketState*>(BIO_get_data(b))->fd, data, len);
}

int bioReadState(BIO* b, char* data, int len)
{
    auto* st = static_cast<TlsSocketState*>(BIO_get_data(b));
    return recvOnSocket(b, st->fd, data, len, &st->drained);
}

long bioCtrl(BIO*, int cmd, long, void*)
{
    return cmd == BIO_CTRL_FLUSH ? 1 : 0;
}

int bioCreate(BIO* b)
{
    BIO_set_init(b, 1);
    return 1;
}

using BioWrite = int (*)(BIO*, const char*, int);
using BioRead = int (*)(BIO*, char*, int);

// A source/sink BIO method over the engine's socket with the given read and
// write; made once (the methods live as long as the process).
BIO_METHOD* makeSocketMethod(const char* name, BioWrite write, BioRead read)
{
    BIO_METHOD* method = BIO_meth_new(BIO_get_new_index() | BIO_TYPE_SOURCE_SINK, name);
    BIO_meth_set_write(method, write);
    BIO_meth_set_read(method, read);
    BIO_meth_set_ctrl(method, bioCtrl);
    BIO_meth_set_create(method, bioCreate);
    return method;
}

BIO_METHOD* socketMethod()
{
    static BIO_METHOD* const method = makeSocketMethod("benchwork socket", bioWrite, bioRead);   // thread-safe static init
    return method;
}

BIO_METHOD* socketStateMethod()
{
    static BIO_METHOD* const method = makeSocketMethod("benchwork socket (read-ahead)", bioWriteState, bioReadState);
    return method;
}

std::string opensslReason()
{
    const unsigned long e = ERR_get_error();
    ERR_clear_error();
    if (!e)
        return "unknown OpenSSL error";
    const char* r = ERR_reason_error_string(e);
    return r ? r : "OpenSSL error " + std::to_string(e);
}

} // namespace

// Sessions the server issues: kept by the connection's TlsSession (the
// SSL's app data), which takes the reference.
struct TlsSessionAccess {
    static int onNewSession(SSL* ssl, SSL_SESSION* s)
    {
        auto* t = static_cast<TlsSession*>(SSL_get_app_data(ssl));
        if (!t)
            return 0;
        t->keep(s);
        return 1;
    }
};

TlsContext::~TlsContext()
{
    if (ctx_)
        SSL_CTX_free(ctx_);
}

Result<std::unique_ptr<TlsContext>> TlsContext::create(const TlsOptions& options)
{
    std::unique_ptr<TlsContext> t(new TlsContext);
    t->options_ = options;
    t->hostIsAddress_ = isIpLiteral(options.host);
    ERR_clear_error();
    t->ctx_ = SSL_CTX_new(TLS_client_method());
    if (!t->ctx_)
        return Error("tls", "cannot create a TLS context: " + opensslReason());
    SSL_CTX* c = t->ctx_;
    SSL_CTX_set_min_proto_version(c, options.minVersion == "1.3" ? TLS1_3_VERSION : TLS1_2_VERSION);
    if (options.verify) {
        SSL_CTX_set_verify(c, SSL_VERIFY_PEER, nullptr);
        // the system store, or SSL_CERT_FILE / SSL_CERT_DIR when set
        if (SSL_CTX_set_default_verify_paths(c) != 1)
            return Error("tls", "cannot load the system's CA certificates: " + opensslReason());
    } else {
        SSL_CTX_set_verify(c, SSL_VERIFY_NONE, nullptr);
    }
    SSL_CTX_set_mode(c, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    if (options.readAhead) {
        SSL_CTX_set_read_ahead(c, 1);
        SSL_CTX_set_default_read_buffer_len(c, 64 * 1024);
    }
#ifdef SSL_OP_IGNORE_UNEXPECTED_EOF
    SSL_CTX_set_options(c, SSL_OP_IGNORE_UNEXPECTED_EOF);   // a server closing without close_notify is an EOF
#endif
    SSL_CTX_set_session_cache_mode(c, SSL_SESS_CACHE_CLIENT | SSL_SESS_CACHE_NO_INTERNAL_STORE);
    SSL_CTX_sess_set_new_cb(c, &TlsSessionAccess::onNewSession);
    if (!options.alpn.empty()) {
        std::string wire;
        for (const std::string& p : options.alpn) {
            wire.push_back(char(p.size()));
            wire += p;
        }
        if (SSL_CTX_set_alpn_protos(c, reinterpret_cast<const unsigned char*>(wire.data()), unsigned(wire.size())) != 0)
            return Error("tls", "cannot set the ALPN protocols: " + opensslReason());
    }
    return t;
}

SSL* TlsContext::newSsl(int fd, SSL_SESSION* resume, TlsSocketState* state) const
{
    SSL* ssl = SSL_new(ctx_);
    if (!ssl)
        return nullptr;
    BIO* bio = BIO_new(state ? socketStateMethod() : socketMethod());
    if (!bio) {
        SSL_free(ssl);
        return nullptr;
    }
    if (state) {
        state->fd = fd;
        state->drained = false;
        BIO_set_data(bio, state);
    } else {
        BIO_set_data(bio, reinterpret_cast<void*>(intptr_t(fd)));
    }
    SSL_set_bio(ssl, bio, bio);
    if (hostIsAddress_) {
        if (options_.verify)
            X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), options_.host.c_str());
    } else {
        SSL_set_tlsext_host_name(ssl, options_.host.c_str());
        if (options_.verify)
            SSL_set1_host(ssl, options_.host.c_str());
    }
    if (resume)
        SSL_set_session(ssl, resume);
    SSL_set_connect_state(ssl);
    return ssl;
}

} // namespace bw

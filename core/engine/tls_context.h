#pragma once
// The TLS settings of one worker, for every TLS connection it opens
// (OpenSSL; Homebrew's openssl@3 on macOS): the system CA store and peer
// verification unless insecure, the lowest protocol version, the ALPN
// protocols offered, and a client session cache so a reconnecting
// connection resumes its last session. One per worker thread (no locks).
#include "util/error.h"

#include <memory>
#include <string>
#include <vector>

typedef struct ssl_ctx_st SSL_CTX;
typedef struct ssl_st SSL;
typedef struct ssl_session_st SSL_SESSION;

namespace bw {

struct TlsOptions {
    std::string host;                   // server name (SNI) and the name the certificate must match
    bool verify = true;                 // false: -k/--insecure, any certificate is accepted
    std::string minVersion;             // "", "1.2" or "1.3"
    std::vector<std::string> alpn;      // offered in this order, e.g. {"h2", "http/1.1"}
};

class TlsContext {
public:
    ~TlsContext();
    TlsContext(const TlsContext&) = delete;
    TlsContext& operator=(const TlsContext&) = delete;

    // The context, or why OpenSSL could not make one (field "tls").
    static Result<std::unique_ptr<TlsContext>> create(const TlsOptions& options);

    // A new client session on connected socket `fd`, with SNI, host name
    // checking and, when `resume` is given, that session offered for
    // resumption. nullptr when OpenSSL fails.
    SSL* newSsl(int fd, SSL_SESSION* resume) const;
    const TlsOptions& options() const { return options_; }
    bool hostIsAddress() const { return hostIsAddress_; }

private:
    TlsContext() = default;
    SSL_CTX* ctx_ = nullptr;
    TlsOptions options_;
    bool hostIsAddress_ = false;        // an IP literal: no SNI, the certificate must name the address
};

} // namespace bw

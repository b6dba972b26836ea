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

// The socket under a TLS connection with read-ahead: the descriptor, and
// whether its last read left it empty (a short read or EAGAIN), so the
// reader can stop without one more recv() that would only say EAGAIN.
struct TlsSocketState {
    int fd = -1;
    bool drained = false;
};

struct TlsOptions {
    std::string host;                   // server name (SNI) and the name the certificate must match
    bool verify = true;                 // false: -k/--insecure, any certificate is accepted
    std::string minVersion;             // "", "1.2" or "1.3"
    std::vector<std::string> alpn;      // offered in this order, e.g. {"h2", "http/1.1"}
    // Read whole socket buffers into OpenSSL, not each record's header and
    // body apart (half the recv calls; the caller must read until EAGAIN,
    // since what OpenSSL holds raises no edge). The HTTP/2 transport's.
    bool readAhead = false;
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
    // resumption. nullptr when OpenSSL fails. With `state` (read-ahead
    // contexts), the socket is state->fd and each read notes whether it
    // drained the socket.
    SSL* newSsl(int fd, SSL_SESSION* resume, TlsSocketState* state = nullptr) const;
    const TlsOptions& options() const { return options_; }
    bool hostIsAddress() const { return hostIsAddress_; }

private:
    TlsContext() = default;
    SSL_CTX* ctx_ = nullptr;
    TlsOptions options_;
    bool hostIsAddress_ = false;        // an IP literal: no SNI, the certificate must name the address
};

} // namespace bw

#pragma once
// One TLS connection over a connected non-blocking socket, driven by the
// transport that owns the socket: handshake() until Done, then read() and
// write() with the semantics of recv()/send() (EAGAIN to wait). The
// handshake's failure text names what went wrong and the host. Sessions
// the server hands out (TLS 1.3 tickets arrive after the handshake) are
// kept per connection, so the next socket of the same connection resumes.
// Worker thread only.
#include "engine/net/tls_context.h"

#include <cstddef>
#include <string>
#include <sys/types.h>

namespace bw {

class TlsSession {
public:
    enum class Step { Done, Again, Failed };

    TlsSession() = default;
    ~TlsSession();
    TlsSession(const TlsSession&) = delete;
    TlsSession& operator=(const TlsSession&) = delete;

    // Starts a client handshake on `fd`, offering the session this object
    // kept from its last connection. False when OpenSSL fails (error()).
    bool begin(const TlsContext& ctx, int fd);
    // Advances the handshake; Again: wait for the socket (either direction).
    Step handshake();
    // > 0 bytes; 0 the peer closed; -1 with errno EAGAIN (wait) or another
    // errno (error() has OpenSSL's reason).
    ssize_t read(void* buf, size_t len);
    ssize_t write(const void* buf, size_t len);
    // Frees the connection (no close_notify sent: the socket closes next),
    // keeping its session for resumption.
    void end();

    bool active() const { return ssl_ != nullptr; }
    bool resumed() const;                  // the last handshake resumed a session
    std::string alpn() const;              // protocol the server chose ("h2", "http/1.1", "" none)
    // Read-ahead contexts only: the last read emptied the socket and
    // OpenSSL holds no more data: reading again would only say EAGAIN.
    bool drained() const;
    const std::string& error() const { return error_; }
    bool hasSession() const { return saved_ != nullptr; }

private:
    friend struct TlsSessionAccess;
    void keep(SSL_SESSION* s);
    std::string failure(int sslError) const;

    SSL* ssl_ = nullptr;
    SSL_SESSION* saved_ = nullptr;      // for the next connection
    const TlsContext* ctx_ = nullptr;
    TlsSocketState socket_;             // read-ahead contexts: the BIO's state
    std::string error_;
};

} // namespace bw

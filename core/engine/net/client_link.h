#pragma once
// The byte stream under one native connection, from the connect to the
// first usable byte: a non-blocking TCP connect, then for https:// a TLS
// handshake. The HTTP/1.1 and HTTP/2 transports hold one per connection and
// speak their protocol over it; the opening, its timing, its two failure
// classes (Connect, Tls) and the texts that name them are this file's.
// Worker thread only.
#include "engine/loop/interval_snapshot.h"
#include "engine/net/tls_session.h"

#include <cstdint>
#include <memory>
#include <string>
#include <sys/socket.h>
#include <sys/types.h>
#include <vector>

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0
#endif

namespace bw {

class WorkerLoop;
struct NativeTarget;

class ClientLink {
public:
    enum class Progress { Waiting, Up, Failed };

    // What every link of a transport opens to: set once at setup.
    struct Peer {
        WorkerLoop* loop = nullptr;
        const NativeTarget* target = nullptr;
        const TlsContext* tls = nullptr;   // null: plain TCP
    };

    // The TLS settings of every link a transport opens for this run: host
    // name (SNI, certificate check), verification unless -k, --tls-min, and
    // the transport's ALPN list and read-ahead choice. nullptr for http://;
    // the error names the setting OpenSSL refused. Worker thread, at setup.
    static Result<std::unique_ptr<TlsContext>> tlsContextFor(const WorkerLoop& loop, std::vector<std::string> alpn,
                                                            bool readAhead);

    ClientLink() = default;
    ~ClientLink();   // closes a socket still open (the poller is gone by then)
    ClientLink(const ClientLink&) = delete;
    ClientLink& operator=(const ClientLink&) = delete;

    // Starts a non-blocking connect, its events tagged `tag`. False when it
    // failed at once: the reason is noted with the loop (ErrorClass::Connect)
    // and the caller closes.
    bool open(const Peer& p, void* tag);
    // An event while opening: Waiting (wait for the socket), Up (usable:
    // TCP and, for https://, TLS done), or Failed with *cls Connect or Tls
    // and the reason noted; the caller closes. `conn` is the loop's index,
    // told when the handshake starts (its deadline is then a TLS failure).
    Progress advance(const Peer& p, int conn, ErrorClass* cls);
    // Closes the socket; the TLS session is kept for resumption.
    void close(WorkerLoop& loop);

    int fd() const { return fd_; }
    TlsSession& tls() { return tls_; }
    const TlsSession& tls() const { return tls_; }
    uint64_t connectNs() const { return tcpUpNs_ - startNs_; }
    uint64_t handshakeNs() const { return handshakeNs_; }   // 0: no TLS
    bool resumed() const { return tls_.active() && tls_.resumed(); }

    // recv()/send() semantics, over TLS when it is up.
    ssize_t read(void* p, size_t n) { return tls_.active() ? tls_.read(p, n) : ::recv(fd_, p, n, 0); }
    ssize_t write(const void* p, size_t n)
    {
        return tls_.active() ? tls_.write(p, n) : ::send(fd_, p, n, MSG_NOSIGNAL);
    }
    // A read or write error: OpenSSL's reason over TLS, else strerror(err);
    // followed by the target.
    std::string ioErrorText(const NativeTarget& t, int err) const;
    // Over TLS with OpenSSL's reason at hand (ioErrorText says it).
    bool hasTlsReason() const { return tls_.active() && !tls_.error().empty(); }

private:
    enum class Phase { Closed, Connecting, Handshaking, Up };
    Progress handshake(const Peer& p, ErrorClass* cls);

    int fd_ = -1;
    Phase phase_ = Phase::Closed;
    uint64_t startNs_ = 0;
    uint64_t tcpUpNs_ = 0;
    uint64_t handshakeNs_ = 0;
    TlsSession tls_;
};

} // namespace bw

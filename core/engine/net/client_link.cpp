#include "client_link.h"

#include "engine/load_config.h"
#include "engine/net/tcp_socket.h"
#include "engine/loop/worker.h"
#include "engine/loop/worker_loop.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace bw {

Result<std::unique_ptr<TlsContext>> ClientLink::tlsContextFor(const WorkerLoop& loop, std::vector<std::string> alpn,
                                                              bool readAhead)
{
    const LoadConfig& cfg = *loop.context().config;
    if (cfg.url.rfind("https:", 0) != 0)
        return std::unique_ptr<TlsContext>();
    TlsOptions o;
    o.host = loop.context().native->host;
    o.verify = !cfg.insecure;
    o.minVersion = cfg.tlsMin;
    o.alpn = std::move(alpn);
    o.readAhead = readAhead;
    return TlsContext::create(o);
}

ClientLink::~ClientLink()
{
    tls_.end();
    if (fd_ >= 0)
        ::close(fd_);
}

bool ClientLink::open(const Peer& p, void* tag)
{
    startNs_ = p.loop->now();
    tcpUpNs_ = startNs_;
    handshakeNs_ = 0;
    fd_ = openClientTcpSocket(p.target->addr.ss_family);
    if (fd_ < 0) {
        p.loop->noteErrno(ErrorClass::Connect, errno);
        return false;
    }
    phase_ = Phase::Connecting;
    const int r = ::connect(fd_, reinterpret_cast<const sockaddr*>(&p.target->addr), p.target->addrLen);
    if ((r < 0 && errno != EINPROGRESS) || !p.loop->poller().add(fd_, tag)) {
        p.loop->noteErrno(ErrorClass::Connect, errno);
        return false;
    }
    // Edge-triggered: a connect that completed at once still reports
    // writability, so it is resolved in advance().
    return true;
}

ClientLink::Progress ClientLink::advance(const Peer& p, int conn, ErrorClass* cls)
{
    if (phase_ == Phase::Handshaking)
        return handshake(p, cls);
    if (phase_ != Phase::Connecting)
        return phase_ == Phase::Up ? Progress::Up : Progress::Waiting;
    int err = 0;
    const int up = connectOutcome(fd_, &err);
    if (up < 0) {
        p.loop->noteErrno(ErrorClass::Connect, err);
        *cls = ErrorClass::Connect;
        return Progress::Failed;
    }
    if (up == 0)
        return Progress::Waiting;   // a stale event: the new connect is still in progress
    tcpUpNs_ = p.loop->now();
    if (!p.tls) {
        phase_ = Phase::Up;
        return Progress::Up;
    }
    if (!tls_.begin(*p.tls, fd_)) {
        p.loop->noteText(ErrorClass::Tls, tls_.error().c_str());
        *cls = ErrorClass::Tls;
        return Progress::Failed;
    }
    phase_ = Phase::Handshaking;
    p.loop->connHandshaking(conn);
    return handshake(p, cls);
}

ClientLink::Progress ClientLink::handshake(const Peer& p, ErrorClass* cls)
{
    switch (tls_.handshake()) {
    case TlsSession::Step::Again:
        return Progress::Waiting;
    case TlsSession::Step::Failed:
        if (p.loop->wantsExample(ErrorClass::Tls))
            p.loop->noteExample(ErrorClass::Tls, tls_.error() + " (" + p.target->display + ")");
        *cls = ErrorClass::Tls;
        return Progress::Failed;
    case TlsSession::Step::Done:
        break;
    }
    handshakeNs_ = std::max<uint64_t>(1, p.loop->now() - tcpUpNs_);
    phase_ = Phase::Up;
    return Progress::Up;
}

void ClientLink::close(WorkerLoop& loop)
{
    tls_.end();
    if (fd_ >= 0) {
        loop.poller().remove(fd_);
        ::close(fd_);
        fd_ = -1;
    }
    phase_ = Phase::Closed;
}

std::string ClientLink::ioErrorText(const NativeTarget& t, int err) const
{
    return (hasTlsReason() ? tls_.error() : std::string(std::strerror(err))) + " (" + t.display + ")";
}

} // namespace bw

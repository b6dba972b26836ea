#include "h3_transport.h"

#include "engine/http3/h3_transport_impl.h"
#include "engine/loop/worker_loop.h"
#include "engine/loop/worker_rules.h"
#include "engine/url.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace bw {

// --- reports from the HTTP/3 session (inside QuicConnection calls) ------------

void H3Transport::Impl::Conn::onH3Response(H3Stream& s)
{
    if (!silent)
        t->loop->completed(s.tag, s.status, s.bytesIn, s.bytesOut, false);
}

void H3Transport::Impl::Conn::onH3Failed(H3Stream& s, ErrorClass cls, const char* why)
{
    if (silent)
        return;
    ++reported;
    t->loop->noteText(cls, why);
    t->loop->failed(s.tag, cls, s.bytesOut, false);
}

void H3Transport::Impl::Conn::onH3Retry(H3Stream& s)
{
    if (!silent)
        queued.push_back(s.tag);   // sent again on this connection, or released with it
}

// --- datagrams ------------------------------------------------------------------

void H3Transport::Impl::noteIo(unsigned used)
{
    if ((used & ~udpUsed) == 0)
        return;
    udpUsed |= used;
    loop->noteUdpIo(udpUsed);
}

void H3Transport::Impl::startConnect(Conn& c)
{
    c.announced = 0;
    c.pending.clear();
    c.pendingSizes.clear();
    if (!c.sock.open(reinterpret_cast<const sockaddr*>(&target->addr), target->addrLen)
        || !loop->poller().add(c.sock.fd(), &c)) {
        loop->noteErrno(ErrorClass::Connect, errno);
        c.sock.close();
        loop->connFailed(c.index, ErrorClass::Connect);
        return;
    }
    c.quic = std::make_unique<QuicConnection>(options, c.resume, c);
    c.state = State::Handshaking;
    loop->connHandshaking(c.index);   // from now on the loop's deadline is a handshake failure
    c.inQuic = true;
    const bool ok = c.quic->start(c.sock.local(), c.sock.localLen(), reinterpret_cast<const sockaddr*>(&target->addr),
                                  target->addrLen, loop->now());
    c.inQuic = false;
    if (!ok) {
        ended(c);
        return;
    }
    afterQuic(c);
}

// Reads until the socket is drained: each datagram into the QUIC
// connection, then what that set in motion.
void H3Transport::Impl::readAll(Conn& c)
{
    UdpDatagrams& in = *rx;
    for (;;) {
        unsigned used = 0;
        const int n = c.sock.receive(in, &used);
        noteIo(used);
        if (n < 0) {
            socketError(c, errno);
            return;
        }
        if (n == 0)
            return;
        c.inQuic = true;
        bool ok = true;
        for (int i = 0; i < n && ok; ++i)
            ok = c.quic->receive(in.data[i], in.len[i], loop->now());
        c.inQuic = false;
        if (!afterQuic(c))
            return;
        // A short batch drained the socket; the next datagram brings a new edge.
        if (n < UdpDatagrams::kMax)
            return;
    }
}

void H3Transport::Impl::sendPackets(Conn& c, const uint8_t* buf, const size_t* sizes, int count)
{
    unsigned used = 0;
    const int sent = c.sock.send(buf, sizes, count, &used);
    noteIo(used);
    if (sent < 0) {
        if (errno == EAGAIN || errno == EWOULDBLOCK)
            return;
        // Only the first datagram of the batch is lost to a transient error
        // (ENOBUFS, EPERM from a firewall): QUIC resends what was in it.
        if (errno != ECONNREFUSED && errno != EHOSTUNREACH && errno != ENETUNREACH)
            return;
        socketError(c, errno);
        return;
    }
    // The rest waits for writability (the poller reports it, edge-triggered).
    size_t off = 0;
    for (int i = 0; i < sent; ++i)
        off += sizes[i];
    for (int i = sent; i < count; ++i) {
        c.pending.insert(c.pending.end(), buf + off, buf + off + sizes[i]);
        c.pendingSizes.push_back(sizes[i]);
        off += sizes[i];
    }
}

// False while datagrams still wait for room in the socket.
bool H3Transport::Impl::sendPending(Conn& c)
{
    if (c.pendingSizes.empty())
        return true;
    std::vector<uint8_t> bytes;
    std::vector<size_t> sizes;
    bytes.swap(c.pending);
    sizes.swap(c.pendingSizes);
    sendPackets(c, bytes.data(), sizes.data(), int(sizes.size()));
    return c.quic && c.pendingSizes.empty();
}

// Writes what the QUIC connection has to send, until it has nothing more
// now or the socket is full; then reads its next timer.
void H3Transport::Impl::flush(Conn& c)
{
    if (!c.quic || !sendPending(c))
        return;
    while (c.quic) {
        c.inQuic = true;
        const int n = c.quic->output(tx.data(), tx.size(), txSizes, kMaxPackets, loop->now());
        c.inQuic = false;
        if (n < 0) {
            ended(c);
            return;
        }
        if (n == 0)
            break;
        sendPackets(c, tx.data(), txSizes, n);
        if (!c.quic || !c.pendingSizes.empty())
            break;
    }
    if (c.quic)
        updateExpiry(c);
}

H3Stream* H3Transport::Impl::submit(Conn& c, int req)
{
    if (!setRequests)
        return c.quic->submit(req);
    const H3Send send = setRequests->prepare(loop->entryOf(req), loop->drawOf(req), loop->flowValuesOf(req));
    H3Stream* s = c.quic->submit(req, &send);
    if (s)
        s->capture = loop->captureOf(req);   // a flow's step that reads its response
    return s;
}

// Opens streams for waiting requests while the connection allows.
void H3Transport::Impl::drain(Conn& c)
{
    size_t used = 0;
    while (used < c.queued.size() && c.quic && c.quic->canSubmit()) {
        if (!submit(c, c.queued[used]))
            break;
        ++used;
    }
    if (used > 0)
        c.queued.erase(c.queued.begin(), c.queued.begin() + long(used));
}

void H3Transport::Impl::updateExpiry(Conn& c)
{
    const uint64_t e = c.quic ? c.quic->expiryNs() : UINT64_MAX;
    if (e == c.expiryNs)
        return;
    if (c.expiryNs == timerNs && e > c.expiryNs)
        timerDirty = true;   // the earliest moved later: find the new earliest when asked
    c.expiryNs = e;
    if (e < timerNs)
        timerNs = e;
}

// --- the Transport face ---------------------------------------------------------

H3Transport::H3Transport() : d(std::make_unique<Impl>()) {}

H3Transport::~H3Transport()
{
    for (Impl::Conn& c : d->conns) {   // the sockets close with their connections
        c.silent = true;
        c.quic.reset();
    }
}

std::optional<Error> H3Transport::setup(WorkerLoop& loop)
{
    d->loop = &loop;
    d->target = loop.context().native;
    const LoadConfig& cfg = *loop.context().config;
    auto url = parseUrl(cfg.url);
    if (!url)
        return url.error();
    QuicTlsOptions tlsOptions;
    tlsOptions.host = d->target->host;
    tlsOptions.verify = !cfg.insecure;
    auto tls = QuicTlsContext::create(tlsOptions);
    if (!tls)
        return tls.error();
    d->tls = std::move(*tls);
    d->request = std::make_unique<H3Request>(cfg, *url);
    if (loop.requestSet())
        d->setRequests = std::make_unique<H3SetRequests>(*loop.requestSet(), url->scheme);
    d->options.tls = d->tls.get();
    d->options.request = d->request.get();
    const uint64_t timeoutNs = loop.plan().timeoutNs;
    // A silent connection outlives no request deadline; ngtcp2 gives up on a
    // handshake 1 ms before the loop would, so the failure names QUIC.
    d->options.idleTimeoutNs = timeoutNs;
    d->options.handshakeTimeoutNs = timeoutNs > 2'000'000 ? timeoutNs - 1'000'000 : timeoutNs;
    d->options.maxDatagram = UdpDatagrams::kMaxPayload;
    d->options.target = d->target->display;
    d->conns = std::vector<Impl::Conn>(size_t(loop.connections()));   // Conn does not move (the poller holds its address)
    for (size_t i = 0; i < d->conns.size(); ++i) {
        Impl::Conn& c = d->conns[i];
        c.t = d.get();
        c.index = int(i);
        c.queued.reserve(size_t(loop.streamsPerConnection()));
        c.scratch.reserve(size_t(loop.streamsPerConnection()));
    }
    return std::nullopt;
}

void H3Transport::connect(int conn)
{
    Impl::Conn& c = d->conns[size_t(conn)];
    d->drop(c);
    c.queued.clear();   // released by the loop with the previous connection
    // What the opening sets in motion (0-RTT requests) is written in one go.
    Impl::Conn* const outer = d->busy;
    d->busy = &c;
    d->startConnect(c);
    d->busy = outer;
    if (outer != &c && c.quic)
        d->flush(c);
}

void H3Transport::send(int conn, int req)
{
    Impl::Conn& c = d->conns[size_t(conn)];
    if (!c.quic || c.inQuic || !c.queued.empty() || !c.quic->canSubmit() || !d->submit(c, req)) {
        // No stream now: after the handshake or more credit, or (connection
        // ending) never: then the loop releases it with the connection.
        c.queued.push_back(req);
        if (c.quic && !c.inQuic && d->busy != &c) {
            d->drain(c);
            d->flush(c);
        }
        return;
    }
    if (d->busy != &c)
        d->flush(c);
}

void H3Transport::cancel(int conn, int req)
{
    Impl::Conn& c = d->conns[size_t(conn)];
    auto it = std::find(c.queued.begin(), c.queued.end(), req);
    if (it != c.queued.end()) {
        c.queued.erase(it);   // never got a stream
        if (c.quic && !c.quic->handshakeDone())
            d->loop->noteText(ErrorClass::Timeout, "the QUIC handshake did not finish within the timeout");
        d->loop->failed(req, ErrorClass::Timeout, 0, false);
        return;
    }
    if (!c.quic)
        return;
    H3Stream* s = c.quic->find(req);
    if (!s)
        return;
    const uint64_t bytesOut = s->bytesOut;
    c.quic->cancel(*s);   // STOP_SENDING + RESET_STREAM; the slot frees when QUIC closes the stream
    d->loop->failed(req, ErrorClass::Timeout, bytesOut, false);
    if (c.quic && d->busy != &c)
        d->flush(c);
}

void H3Transport::close(int conn)
{
    Impl::Conn& c = d->conns[size_t(conn)];
    c.queued.clear();
    d->drop(c);
}

void H3Transport::onEvent(const EventPoller::Event& ev)
{
    Impl::Conn& c = *static_cast<Impl::Conn*>(ev.tag);
    if (!c.quic || c.sock.fd() < 0)
        return;
    d->busy = &c;
    if (ev.writable)
        d->sendPending(c);   // (flush below writes more only once these left)
    if (c.quic && (ev.readable || ev.hangup))
        d->readAll(c);
    if (c.quic)
        d->flush(c);
    d->busy = nullptr;
}

uint64_t H3Transport::nextTimerNs() const
{
    if (d->timerDirty) {
        d->timerNs = UINT64_MAX;
        for (const Impl::Conn& c : d->conns)
            d->timerNs = std::min(d->timerNs, c.expiryNs);
        d->timerDirty = false;
    }
    return d->timerNs;
}

void H3Transport::onTimer()
{
    const uint64_t now = d->loop->now();
    for (Impl::Conn& c : d->conns) {
        if (!c.quic || c.expiryNs > now)
            continue;
        d->busy = &c;
        c.inQuic = true;
        const bool ok = c.quic->handleExpiry(now);
        c.inQuic = false;
        if (!ok)
            d->ended(c);
        else if (d->afterQuic(c))
            d->flush(c);
        if (c.quic && c.expiryNs <= now)
            d->updateExpiry(c);   // (flush updates it; an expiry that stays due is handled next turn)
        d->busy = nullptr;
    }
    d->timerDirty = true;
}

} // namespace bw

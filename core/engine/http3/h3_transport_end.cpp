// How an HTTP/3 connection opens and how it ends, in the engine's error
// classes (docs/http3.md has the table).
#include "engine/http3/h3_transport_impl.h"
#include "engine/loop/worker.h"
#include "engine/loop/worker_loop.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace bw {

bool H3Transport::Impl::afterQuic(Conn& c)
{
    if (!c.quic)
        return false;
    if (c.quic->end().over) {
        ended(c);
        return false;
    }
    if (c.state == State::Handshaking && c.quic->handshakeDone())
        opened(c);
    if (c.quic && c.quic->established() && c.announced == 0)
        announce(c);
    if (!c.quic)
        return false;
    if (c.quic->takeMoreStreams() || !c.queued.empty())
        drain(c);
    if (c.quic->finished()) {
        finishedGracefully(c);
        return false;
    }
    return true;
}

void H3Transport::Impl::opened(Conn& c)
{
    c.state = State::Open;
    spokeH3 = true;
    loop->quicOpened(c.index, c.quic->handshakeNs(), c.quic->resumed(), c.quic->earlyDataAccepted());
}

// The loop may now keep up to min(--streams, the server's
// initial_max_streams_bidi) requests on the connection (before the
// handshake with 0-RTT, from the parameters the last connection learnt).
void H3Transport::Impl::announce(Conn& c)
{
    const uint64_t limit = c.quic->streamLimit();
    if (limit == 0) {
        lost(c, ErrorClass::Protocol, "the server allows no request streams (initial_max_streams_bidi 0) ("
                                          + target->display + ")", true, false);
        return;
    }
    c.announced = int(std::min<uint64_t>(limit, uint64_t(loop->streamsPerConnection())));
    loop->connReady(c.index, c.announced);   // the loop sends at once: streams open in send()
}

void H3Transport::Impl::ended(Conn& c)
{
    const QuicEnd e = c.quic->end();
    if (e.duringHandshake && c.state == State::Handshaking)
        openFailed(c, e.cls, e.why, e.notHttp3);
    else
        lost(c, e.cls, e.why, e.countIdle, e.quiet);
}

// The handshake failed: nothing was processed (requests sent in 0-RTT are
// released by the loop with the connection); the loop backs off.
void H3Transport::Impl::openFailed(Conn& c, ErrorClass cls, const std::string& why, bool notHttp3)
{
    loop->noteText(cls, why.c_str());
    // A server that never spoke HTTP/3 to this worker will not start to:
    // the run ends now rather than retrying for its whole length.
    if (notHttp3 && !spokeH3)
        loop->fatal(why + "; without --http3 it is measured over TCP");
    drop(c);
    c.queued.clear();
    loop->connFailed(c.index, cls);
}

// The connection broke after its handshake: every open stream and every
// waiting request fails with `cls`, except what the server said it never
// processed, which the loop sends again. countIdle: an error even with no
// request open (a protocol violation). quiet: no error at all when no
// request is open (an idle timeout, a server closing with NO_ERROR).
void H3Transport::Impl::lost(Conn& c, ErrorClass cls, const std::string& why, bool countIdle, bool quiet)
{
    const std::string text = why;
    std::unique_ptr<QuicConnection> quic = std::move(c.quic);
    const bool goaway = quic && quic->goawayReceived();
    const bool anyOpen = (quic && quic->liveStreams() > 0) || !c.queued.empty();
    closeSocket(c, quic.get());
    c.scratch.clear();
    c.scratch.swap(c.queued);   // sends the loop makes while hearing of failures queue anew (it releases them)
    c.reported = 0;
    if (quic)
        quic->closeAll(cls, text.c_str());   // failures reported, retries into `queued`
    for (int req : c.scratch) {
        if (goaway) {
            c.queued.push_back(req);   // never sent before the GOAWAY: the loop sends it again
            continue;
        }
        ++c.reported;
        loop->noteText(cls, text.c_str());
        loop->failed(req, cls, 0, false);
    }
    c.scratch.clear();
    c.silent = true;
    quic.reset();
    c.silent = false;
    if (quiet && !anyOpen) {
        loop->connClosed(c.index);   // an idle connection closed by the server or the idle timer: reopened
        return;
    }
    if (c.reported == 0 && countIdle) {
        loop->noteText(cls, text.c_str());
        loop->noteError(cls);
    }
    loop->connClosed(c.index, cls);   // may reopen the connection at once (after a backoff for a protocol
                                      // error): touch nothing after
}

// GOAWAY, and every stream it let finish is done: the connection closes
// (H3_NO_ERROR); what the server never processed goes out again on the next.
void H3Transport::Impl::finishedGracefully(Conn& c)
{
    drop(c);
    loop->connClosed(c.index);   // may reopen the connection at once: touch nothing after
}

void H3Transport::Impl::socketError(Conn& c, int err)
{
    const bool refused = err == ECONNREFUSED;
    const std::string why = refused ? "nothing answers QUIC at " + target->display + " (UDP: " + std::strerror(err)
                                          + "): the server does not speak HTTP/3 there"
                                    : std::string(std::strerror(err)) + " (" + target->display + ")";
    if (c.state == State::Handshaking)
        openFailed(c, ErrorClass::Connect, why, refused);
    else
        lost(c, ErrorClass::Receive, why, false, false);
}

// Sends our CONNECTION_CLOSE if one is due (with the error that ended the
// connection, or H3_NO_ERROR), then closes the socket.
void H3Transport::Impl::closeSocket(Conn& c, QuicConnection* quic)
{
    if (quic && c.sock.fd() >= 0) {
        if (size_t n = quic->closePacket(tx.data(), tx.size(), loop->now())) {
            unsigned used = 0;
            c.sock.send(tx.data(), &n, 1, &used);
        }
    }
    if (c.sock.fd() >= 0) {
        loop->poller().remove(c.sock.fd());
        c.sock.close();
    }
    c.state = State::Closed;
    c.pending.clear();
    c.pendingSizes.clear();
    if (c.expiryNs != UINT64_MAX) {
        timerDirty = timerDirty || c.expiryNs == timerNs;
        c.expiryNs = UINT64_MAX;
    }
}

void H3Transport::Impl::drop(Conn& c)
{
    closeSocket(c, c.quic.get());
    c.silent = true;
    c.quic.reset();
    c.silent = false;
}

} // namespace bw

#include "http1_transport.h"

#include "engine/net/client_link.h"
#include "engine/http1/http1_parser.h"
#include "engine/loop/mono_clock.h"
#include "engine/loop/worker_loop.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace bw {

namespace {

enum class H1ConnState { Closed, Opening, Idle, Writing, Reading };

struct H1Conn {
    int index = 0;
    H1ConnState state = H1ConnState::Closed;
    int req = -1;                // the request in flight, -1: none
    std::string_view bytes;      // its bytes: the run's one request, a set entry's, or `own`
    std::vector<char> own;       // request set: a templated entry rendered (sized once, at setup)
    size_t written = 0;
    uint64_t bytesIn = 0;
    uint32_t responsesOnSocket = 0;
    bool retried = false;        // the request was re-sent once on a fresh socket
    Http1ResponseParser parser;
    ClientLink link;             // https://: keeps its TLS session across sockets for resumption
};

} // namespace

struct Http1Transport::Impl {
    WorkerLoop* loop = nullptr;
    const NativeTarget* target = nullptr;
    std::unique_ptr<TlsContext> tlsContext;   // https:// only
    ClientLink::Peer peer;
    std::vector<H1Conn> conns;
    std::vector<char> buf = std::vector<char>(64 * 1024);

    // A send or receive error: OpenSSL's reason over TLS, strerror otherwise.
    void noteIoError(H1Conn& c, ErrorClass cls, int err)
    {
        if (c.link.hasTlsReason()) {
            if (loop->wantsExample(cls))
                loop->noteExample(cls, c.link.ioErrorText(*target, err));
            return;
        }
        loop->noteErrno(cls, err);
    }

    void closeSocket(H1Conn& c)
    {
        c.link.close(*loop);
        c.state = H1ConnState::Closed;
        c.responsesOnSocket = 0;
    }

    // Opening failed: the request being re-sent fails with it; otherwise the
    // connection backs off.
    void openFailed(H1Conn& c, ErrorClass cls)
    {
        closeSocket(c);
        if (c.req >= 0) {
            const int req = c.req;
            c.req = -1;
            loop->failed(req, cls, 0, true);
            return;
        }
        loop->connFailed(c.index, cls);
    }

    void startConnect(H1Conn& c)
    {
        c.state = H1ConnState::Opening;
        if (!c.link.open(peer, &c))
            openFailed(c, ErrorClass::Connect);
    }

    // An event while opening (TCP, then TLS).
    void advanceOpening(H1Conn& c)
    {
        ErrorClass cls = ErrorClass::Connect;
        switch (c.link.advance(peer, c.index, &cls)) {
        case ClientLink::Progress::Waiting:
            return;
        case ClientLink::Progress::Failed:
            openFailed(c, cls);
            return;
        case ClientLink::Progress::Up:
            break;
        }
        c.state = H1ConnState::Idle;
        c.responsesOnSocket = 0;
        loop->connOpened(c.index, c.link.connectNs(), c.link.handshakeNs(), c.link.resumed());
        startUsing(c);
    }

    // Open (TCP and TLS): re-send the request in flight, or offer the
    // connection to the loop.
    void startUsing(H1Conn& c)
    {
        if (c.req >= 0) {
            beginWrite(c);   // re-send of a request the server dropped on a stale keep-alive socket
            return;
        }
        loop->connReady(c.index);
    }

    void beginWrite(H1Conn& c)
    {
        c.written = 0;
        c.bytesIn = 0;
        if (const CompiledRequests* set = loop->requestSet()) {
            // A set entry: its bytes as compiled, or rendered with this
            // request's values (the same values again on a re-send).
            const int entry = loop->entryOf(c.req);
            const CompiledEntry& e = set->entry(entry);
            if (e.http1.fixed())
                c.bytes = e.http1.text;
            else
                c.bytes = std::string_view(c.own.data(),
                                           set->writeHttp1(entry, loop->drawOf(c.req), c.own.data(), loop->flowValuesOf(c.req)));
            c.parser.reset(e.head);
            c.parser.setCapture(loop->captureOf(c.req));   // a flow's step that reads its response
        } else {
            c.bytes = target->request;
            c.parser.reset(target->headRequest);
        }
        c.state = H1ConnState::Writing;
        writeSome(c);
    }

    void writeSome(H1Conn& c)
    {
        const std::string_view req = c.bytes;
        while (c.written < req.size()) {
            ssize_t n = c.link.write(req.data() + c.written, req.size() - c.written);
            if (n > 0) {
                c.written += size_t(n);
                continue;
            }
            if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
                return;   // wait for writability
            if (n < 0 && errno == EINTR)
                continue;
            // The server closed a reused keep-alive socket before we spoke:
            // not the request's fault; re-send once on a fresh connection.
            if (c.written == 0 && c.responsesOnSocket > 0 && !c.retried) {
                retryOnFreshSocket(c);
                return;
            }
            noteIoError(c, ErrorClass::Send, errno);
            fail(c, ErrorClass::Send);
            return;
        }
        c.state = H1ConnState::Reading;
    }

    void retryOnFreshSocket(H1Conn& c)
    {
        closeSocket(c);
        c.retried = true;
        startConnect(c);
    }

    // The request failed: the connection closes and the loop reopens it.
    void fail(H1Conn& c, ErrorClass cls)
    {
        const int req = c.req;
        const uint64_t written = c.written;
        c.req = -1;
        closeSocket(c);
        loop->failed(req, cls, written, true);
    }

    // Closed, reset or spoken to while idle: the loop reopens it quietly.
    void dropIdle(H1Conn& c)
    {
        closeSocket(c);
        loop->connClosed(c.index);
    }

    void onReadable(H1Conn& c)
    {
        if (c.state == H1ConnState::Opening) {
            advanceOpening(c);
            if (c.state != H1ConnState::Reading && c.state != H1ConnState::Idle)
                return;   // (Idle: a TLS 1.3 session ticket may already wait to be read)
        }
        for (;;) {
            ssize_t n = c.link.read(buf.data(), buf.size());
            if (n > 0) {
                if (c.state != H1ConnState::Reading && c.state != H1ConnState::Writing) {
                    loop->noteText(ErrorClass::Protocol, "data received on an idle connection (no request was sent)");
                    loop->noteError(ErrorClass::Protocol);
                    dropIdle(c);
                    return;
                }
                c.bytesIn += uint64_t(n);
                size_t used = 0;
                auto r = c.parser.feed(buf.data(), size_t(n), &used);
                if (r == Http1ResponseParser::Result::Error) {
                    loop->noteText(ErrorClass::Protocol, c.parser.error());
                    fail(c, ErrorClass::Protocol);
                    return;
                }
                if (r == Http1ResponseParser::Result::Complete) {
                    if (used < size_t(n)) {   // more than one response: not HTTP as we asked for it
                        loop->noteText(ErrorClass::Protocol, "more data after the end of the response");
                        fail(c, ErrorClass::Protocol);
                        return;
                    }
                    onResponse(c);
                    return;
                }
                continue;   // drain to EAGAIN (edge-triggered)
            }
            if (n == 0) {
                onEof(c);
                return;
            }
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                return;
            // reset / other receive error
            if (c.state == H1ConnState::Idle) {
                dropIdle(c);
                return;
            }
            if (!c.parser.started() && c.responsesOnSocket > 0 && !c.retried) {
                retryOnFreshSocket(c);
                return;
            }
            noteIoError(c, ErrorClass::Receive, errno);
            fail(c, ErrorClass::Receive);
            return;
        }
    }

    void onEof(H1Conn& c)
    {
        if (c.state != H1ConnState::Reading && c.state != H1ConnState::Writing) {
            dropIdle(c);   // the server closed an idle keep-alive connection
            return;
        }
        auto r = c.parser.onEof();
        if (r == Http1ResponseParser::Result::Complete) {
            onResponse(c);   // close-delimited body
            return;
        }
        if (!c.parser.started() && c.responsesOnSocket > 0 && !c.retried) {
            retryOnFreshSocket(c);
            return;
        }
        loop->noteText(ErrorClass::Receive, c.parser.error());
        fail(c, ErrorClass::Receive);
    }

    void onResponse(H1Conn& c)
    {
        const int req = c.req;
        c.req = -1;
        c.retried = false;
        ++c.responsesOnSocket;
        const bool keep = c.parser.keepAlive() && c.link.fd() >= 0;
        if (keep)
            c.state = H1ConnState::Idle;
        else
            closeSocket(c);
        loop->completed(req, c.parser.status(), c.bytesIn, c.written, !keep);
    }
};

Http1Transport::Http1Transport() : d(std::make_unique<Impl>()) {}

Http1Transport::~Http1Transport() = default;   // each link closes its socket

std::optional<Error> Http1Transport::setup(WorkerLoop& loop)
{
    d->loop = &loop;
    d->target = loop.context().native;
    auto tls = ClientLink::tlsContextFor(loop, {"http/1.1"}, false);
    if (!tls)
        return tls.error();
    d->tlsContext = std::move(*tls);
    d->peer = {&loop, d->target, d->tlsContext.get()};
    d->conns = std::vector<H1Conn>(size_t(loop.connections()));   // H1Conn does not move (TlsSession)
    for (size_t i = 0; i < d->conns.size(); ++i) {
        d->conns[i].index = int(i);
        if (loop.requestSet())
            d->conns[i].own.resize(loop.requestSet()->maxHttp1Bytes());
    }
    return std::nullopt;
}

void Http1Transport::connect(int conn)
{
    H1Conn& c = d->conns[size_t(conn)];
    c.req = -1;
    c.retried = false;
    d->startConnect(c);
}

void Http1Transport::send(int conn, int req)
{
    H1Conn& c = d->conns[size_t(conn)];
    c.req = req;
    c.retried = false;
    d->beginWrite(c);
}

void Http1Transport::cancel(int conn, int req)
{
    H1Conn& c = d->conns[size_t(conn)];
    if (c.req == req)
        d->fail(c, ErrorClass::Timeout);
}

void Http1Transport::close(int conn)
{
    H1Conn& c = d->conns[size_t(conn)];
    c.req = -1;
    d->closeSocket(c);
}

void Http1Transport::onEvent(const EventPoller::Event& ev)
{
    H1Conn& c = *static_cast<H1Conn*>(ev.tag);
    if (c.link.fd() < 0)
        return;
    if (ev.writable) {
        if (c.state == H1ConnState::Opening)
            d->advanceOpening(c);
        else if (c.state == H1ConnState::Writing)
            d->writeSome(c);
    }
    if ((ev.readable || ev.hangup) && c.link.fd() >= 0)
        d->onReadable(c);
}

} // namespace bw

#include "h2_transport.h"

#include "engine/net/client_link.h"
#include "engine/http2/h2_memory.h"
#include "engine/http2/h2_request.h"
#include "engine/http2/h2_session.h"
#include "engine/url.h"
#include "engine/loop/worker_loop.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

namespace bw {

namespace {

enum class H2ConnState { Closed, Opening, Open };

// The first bytes of an HTTP/1.x response: the server did not take the
// HTTP/2 connection preface (h2c with prior knowledge) for what it is.
bool looksLikeHttp1(const uint8_t* p, size_t n)
{
    return n >= 7 && std::memcmp(p, "HTTP/1.", 7) == 0;
}

} // namespace

struct H2Transport::Impl {
    // One connection: its socket, its TLS (https://), its session, and the
    // loop's requests that have no stream (waiting for the server's SETTINGS
    // or a free stream, or never processed by the server and waiting for the
    // connection to close so the loop sends them again).
    struct Conn final : H2Listener {
        Impl* t = nullptr;
        int index = 0;
        H2ConnState state = H2ConnState::Closed;
        std::unique_ptr<H2Session> session;
        ClientLink link;                // keeps its TLS session across sockets for resumption
        std::vector<int> queued;
        std::vector<int> scratch;       // queued's swap partner while failing them (keeps both allocations)
        uint32_t settingsSeen = 0;      // the session's SETTINGS count when the loop was last told the stream limit
        int announced = 0;              // streams last announced to the loop (connReady)
        bool inSession = false;         // inside receive()/output(): sends only queue
        bool silent = false;            // closing at the loop's word: report nothing
        int reported = 0;               // requests reported failed by the current lost()

        void onH2Response(H2Stream& s) override
        {
            if (!silent)
                t->loop->completed(s.tag, s.status, s.bytesIn, s.bytesOut, false);
        }
        void onH2Failed(H2Stream& s, ErrorClass cls, const char* why) override
        {
            if (silent)
                return;
            ++reported;
            t->loop->noteText(cls, why);
            t->loop->failed(s.tag, cls, s.bytesOut, false);
        }
        void onH2Retry(H2Stream& s) override
        {
            if (!silent)
                queued.push_back(s.tag);   // the loop releases it when the connection closes, and sends it again
        }
    };

    WorkerLoop* loop = nullptr;
    const NativeTarget* target = nullptr;
    std::unique_ptr<TlsContext> tlsContext;   // https:// only
    ClientLink::Peer peer;
    std::unique_ptr<H2Request> request;
    std::unique_ptr<H2SetRequests> setRequests;   // a request set's entries (null: the run's one request)
    H2Options options;
    H2MemoryPool memory;            // nghttp2's, for every session below (destroyed after them)
    std::vector<Conn> conns;
    std::vector<uint8_t> buf = std::vector<uint8_t>(64 * 1024);
    Conn* busy = nullptr;           // the connection whose event is being handled: its sends are written after it
    bool spokeH2 = false;           // some connection of this worker got h2 by ALPN or the server's SETTINGS

    void closeSocket(Conn& c)
    {
        c.link.close(*loop);
        c.state = H2ConnState::Closed;
    }

    // Ends the session without a report (nghttp2 calls back nothing when
    // deleted; `silent` guards the listener all the same).
    void dropSession(Conn& c)
    {
        c.silent = true;
        c.session.reset();
        c.silent = false;
    }

    // Opening failed (TCP, TLS or ALPN): nothing was sent yet; the loop backs off.
    void openFailed(Conn& c, ErrorClass cls)
    {
        dropSession(c);
        closeSocket(c);
        c.queued.clear();
        loop->connFailed(c.index, cls);
    }

    void startConnect(Conn& c)
    {
        c.state = H2ConnState::Opening;
        if (!c.link.open(peer, &c))
            openFailed(c, ErrorClass::Connect);
    }

    // An event while opening (TCP, then TLS). True when the connection is
    // open (its session started).
    bool advanceOpening(Conn& c)
    {
        ErrorClass cls = ErrorClass::Connect;
        switch (c.link.advance(peer, c.index, &cls)) {
        case ClientLink::Progress::Waiting:
            return false;
        case ClientLink::Progress::Failed:
            openFailed(c, cls);
            return false;
        case ClientLink::Progress::Up:
            break;
        }
        // HTTP/2 over TLS only when the server chose it (RFC 9113 3.2); a
        // server that speaks only HTTP/1.1 must not be measured as HTTP/2.
        if (c.link.tls().active()) {
            const std::string chosen = c.link.tls().alpn();
            if (chosen != "h2") {
                const std::string why = "the server did not choose HTTP/2 by ALPN (it chose "
                                        + (chosen.empty() ? std::string("no protocol") : "'" + chosen + "'")
                                        + " when offered h2 and http/1.1) (" + target->display
                                        + "); without --http2 it is measured as HTTP/1.1";
                loop->noteText(ErrorClass::Tls, why.c_str());
                // A server that never chose h2 on this worker will not start
                // to: the run ends now rather than retrying for its whole length.
                if (!spokeH2)
                    loop->fatal(why);
                openFailed(c, ErrorClass::Tls);
                return false;
            }
            spokeH2 = true;
        }
        startSession(c);
        return c.state == H2ConnState::Open;
    }

    // TCP (and TLS) are up: the session starts, the loop may send. Requests
    // wait in `queued` until the server's SETTINGS arrive (the session opens
    // no stream before it knows the server's stream limit); the loop is told
    // that limit then.
    void startSession(Conn& c)
    {
        c.session = std::make_unique<H2Session>(*request, c, options);
        if (!c.session->ok()) {
            loop->noteText(ErrorClass::Protocol, c.session->error().c_str());
            openFailed(c, ErrorClass::Protocol);
            return;
        }
        c.state = H2ConnState::Open;
        c.settingsSeen = 0;
        c.announced = loop->streamsPerConnection();
        loop->connOpened(c.index, c.link.connectNs(), c.link.handshakeNs(), c.link.resumed());
        loop->connReady(c.index, c.announced);   // sends queue (busy) until the SETTINGS
        if (busy != &c)
            flush(c);
    }

    // Opens a stream for request `req`: the run's request or its set entry.
    H2Stream* submit(Conn& c, int req)
    {
        H2Stream* s = setRequests ? c.session->submit(setRequests->prepare(loop->entryOf(req), loop->drawOf(req), loop->flowValuesOf(req)))
                                  : c.session->submit();
        if (s) {
            s->tag = req;
            s->capture = loop->captureOf(req);   // a flow's step that reads its response
        }
        return s;
    }

    // Opens streams for waiting requests while the session allows.
    void drain(Conn& c)
    {
        size_t used = 0;
        while (used < c.queued.size() && c.session->canSubmit()) {
            if (!submit(c, c.queued[used]))
                break;
            ++used;
        }
        if (used > 0)
            c.queued.erase(c.queued.begin(), c.queued.begin() + long(used));
    }

    // Writes what the session has to say. False when the connection ended
    // (reported) or the socket is full (writability will be reported).
    bool writeOut(Conn& c)
    {
        for (;;) {
            c.inSession = true;
            const std::string_view out = c.session->output();
            c.inSession = false;
            if (out.empty())
                return true;
            const ssize_t n = c.link.write(out.data(), out.size());
            if (n > 0) {
                c.session->consume(size_t(n));
                continue;
            }
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
                return false;
            const std::string why = c.link.ioErrorText(*target, errno);
            lost(c, ErrorClass::Send, why.c_str(), false);
            return false;
        }
    }

    // Opens streams for waiting requests and writes, until both are done or
    // the socket is full; then closes a session that is over.
    void flush(Conn& c)
    {
        while (c.state == H2ConnState::Open) {
            drain(c);
            if (!writeOut(c))
                return;
            if (!c.session->error().empty()) {   // nghttp2 ended the session (it sent GOAWAY)
                const std::string why = c.session->error();
                lost(c, ErrorClass::Protocol, why.c_str(), true);
                return;
            }
            if (c.queued.empty() || !c.session->canSubmit())
                break;   // else writing freed streams (a reset went out): open more
        }
        if (c.state == H2ConnState::Open && c.session->finished())
            ended(c);
    }

    // The session is over without a fault: GOAWAY and its streams done
    // (or stream ids used up). What waits in `queued` was never processed;
    // the loop releases it with the connection and sends it again.
    void ended(Conn& c)
    {
        dropSession(c);
        closeSocket(c);
        loop->connClosed(c.index);   // may reopen the connection at once: touch nothing after
    }

    // The connection broke: every open stream and every waiting request
    // fails with `cls`, except what the server said it never processed
    // (above its GOAWAY's last-stream-id, refused; after a GOAWAY also what
    // was never sent), which the loop sends again. countIdle: a broken
    // connection with no request on it is still an error (a protocol
    // violation); a reset of an idle connection is not.
    void lost(Conn& c, ErrorClass cls, const char* why, bool countIdle)
    {
        const std::string text = why && *why ? why : "HTTP/2 connection lost";
        std::unique_ptr<H2Session> session = std::move(c.session);
        closeSocket(c);
        const bool goaway = session && session->goawayReceived();
        c.scratch.clear();
        c.scratch.swap(c.queued);   // sends the loop makes while hearing of failures queue anew (it releases them)
        c.reported = 0;
        if (session)
            session->closeAll(cls, text.c_str());   // failures reported, retries into `queued`
        for (int req : c.scratch) {
            if (goaway) {
                c.queued.push_back(req);
                continue;
            }
            ++c.reported;
            loop->noteText(cls, text.c_str());
            loop->failed(req, cls, 0, false);
        }
        c.scratch.clear();
        c.silent = true;
        session.reset();
        c.silent = false;
        if (c.reported == 0 && countIdle) {
            loop->noteText(cls, text.c_str());
            loop->noteError(cls);
        }
        loop->connClosed(c.index, cls);   // may reopen the connection at once (after a backoff for
                                          // a protocol error): touch nothing after
    }

    // The server closed its side.
    void onEof(Conn& c)
    {
        H2Session& s = *c.session;
        if (s.openStreams() == 0 && (c.queued.empty() || s.goawayReceived())) {
            ended(c);   // idle, or after GOAWAY with every processed stream done
            return;
        }
        std::string why = "the server closed the connection with HTTP/2 streams open";
        if (s.goawayReceived())
            why += std::string(" after GOAWAY ") + nghttp2_http2_strerror(s.goawayCode());
        why += " (" + target->display + ")";
        lost(c, ErrorClass::Receive, why.c_str(), false);
    }

    // Reads until the socket is drained. False when the connection ended.
    bool readSome(Conn& c, bool hangup)
    {
        for (;;) {
            const ssize_t n = c.link.read(buf.data(), buf.size());
            if (n > 0) {
                if (!c.session->settingsReceived() && looksLikeHttp1(buf.data(), size_t(n))) {
                    const std::string why = "the server answered in HTTP/1.1 (" + target->display
                                            + "): it does not speak HTTP/2 with prior knowledge (h2c) there";
                    if (!spokeH2)
                        loop->fatal(why);   // as for an ALPN refusal: it never will
                    lost(c, ErrorClass::Protocol, why.c_str(), true);
                    return false;
                }
                c.inSession = true;
                const bool ok = c.session->receive(buf.data(), size_t(n));
                c.inSession = false;
                spokeH2 = spokeH2 || c.session->settingsReceived();
                if (!ok) {
                    const std::string why = c.session->error() + " (" + target->display + ")";
                    lost(c, ErrorClass::Protocol, why.c_str(), true);
                    return false;
                }
                // A short read drained the socket (over TLS: the last recv
                // was short and OpenSSL holds nothing more); the next data
                // (or the peer's FIN, flagged as hangup) brings a new edge.
                if (!hangup && (c.link.tls().active() ? c.link.tls().drained() : size_t(n) < buf.size()))
                    break;
                continue;
            }
            if (n == 0) {
                onEof(c);
                return false;
            }
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                break;
            const std::string why = c.link.ioErrorText(*target, errno);
            lost(c, ErrorClass::Receive, why.c_str(), false);   // (an idle connection reset is quietly reopened)
            return false;
        }
        // The server's SETTINGS (its stream limit) arrived or changed: the
        // loop keeps at most that many requests on the connection.
        if (c.session->settingsSeen() != c.settingsSeen) {
            c.settingsSeen = c.session->settingsSeen();
            const int limit = int(std::min<uint32_t>(c.session->streamLimit(), uint32_t(loop->streamsPerConnection())));
            if (limit != c.announced) {
                c.announced = limit;
                loop->connReady(c.index, limit);
            }
        }
        return true;
    }

    void onEvent(Conn& c, const EventPoller::Event& ev)
    {
        bool handshook = false;
        if (c.state == H2ConnState::Opening) {
            if (!advanceOpening(c))
                return;
            handshook = c.link.tls().active();
        } else if (c.state != H2ConnState::Open) {
            return;
        }
        // Open. Right after the TLS handshake, read whatever came with it:
        // OpenSSL may hold the server's SETTINGS already, and no new edge
        // would report them.
        if ((ev.readable || ev.hangup || handshook) && !readSome(c, ev.hangup))
            return;
        flush(c);
    }
};

H2Transport::H2Transport() : d(std::make_unique<Impl>()) {}

H2Transport::~H2Transport()
{
    for (Impl::Conn& c : d->conns) {   // each link closes its socket
        c.silent = true;
        c.session.reset();
    }
}

std::optional<Error> H2Transport::setup(WorkerLoop& loop)
{
    d->loop = &loop;
    d->target = loop.context().native;
    const LoadConfig& cfg = *loop.context().config;
    auto url = parseUrl(cfg.url);
    if (!url)
        return url.error();
    // http/1.1 offered too, so a server without h2 says so instead of
    // failing the handshake; read-ahead since readSome() reads TLS until
    // EAGAIN anyway.
    auto tls = ClientLink::tlsContextFor(loop, {"h2", "http/1.1"}, true);
    if (!tls)
        return tls.error();
    d->tlsContext = std::move(*tls);
    d->peer = {&loop, d->target, d->tlsContext.get()};
    d->request = std::make_unique<H2Request>(cfg, *url);
    if (loop.requestSet())
        d->setRequests = std::make_unique<H2SetRequests>(*loop.requestSet(), url->scheme);
    d->options.maxStreams = uint32_t(loop.streamsPerConnection());
    d->options.windowBytes = cfg.h2WindowBytes;
    d->options.mem = d->memory.mem();
    d->conns = std::vector<Impl::Conn>(size_t(loop.connections()));   // Conn does not move (TlsSession)
    for (size_t i = 0; i < d->conns.size(); ++i) {
        Impl::Conn& c = d->conns[i];
        c.t = d.get();
        c.index = int(i);
        c.queued.reserve(size_t(loop.streamsPerConnection()));
        c.scratch.reserve(size_t(loop.streamsPerConnection()));
    }
    return std::nullopt;
}

void H2Transport::connect(int conn)
{
    Impl::Conn& c = d->conns[size_t(conn)];
    d->dropSession(c);
    d->closeSocket(c);
    c.queued.clear();   // released by the loop with the previous connection
    d->startConnect(c);
}

void H2Transport::send(int conn, int req)
{
    Impl::Conn& c = d->conns[size_t(conn)];
    if (c.state != H2ConnState::Open || c.inSession || !c.queued.empty() || !c.session->canSubmit()) {
        // No stream now: after the SETTINGS, a free stream, or (connection
        // ending) never: then the loop releases it with the connection.
        c.queued.push_back(req);
        if (c.state == H2ConnState::Open && !c.inSession && d->busy != &c)
            d->flush(c);
        return;
    }
    if (!d->submit(c, req))
        c.queued.push_back(req);   // stream ids used up: sent again on the next connection
    if (d->busy != &c)
        d->flush(c);
}

void H2Transport::cancel(int conn, int req)
{
    Impl::Conn& c = d->conns[size_t(conn)];
    auto it = std::find(c.queued.begin(), c.queued.end(), req);
    if (it != c.queued.end()) {
        c.queued.erase(it);   // never got a stream
        if (c.session && !c.session->settingsReceived())
            d->loop->noteText(ErrorClass::Timeout, "no HTTP/2 SETTINGS from the server within the timeout");
        d->loop->failed(req, ErrorClass::Timeout, 0, false);
        return;
    }
    if (!c.session)
        return;
    for (H2Stream& s : c.session->streams()) {
        if (s.id == 0 || s.ended || s.tag != req)
            continue;
        if (c.session->flowStalled(s))
            d->loop->noteText(ErrorClass::Timeout,
                              "the request body waited for the server's HTTP/2 flow-control window until the timeout");
        const uint64_t bytesOut = s.bytesOut;
        c.session->cancel(s);   // RST_STREAM CANCEL; its slot frees when nghttp2 closes the stream
        d->loop->failed(req, ErrorClass::Timeout, bytesOut, false);
        if (c.state == H2ConnState::Open && d->busy != &c)
            d->flush(c);
        return;
    }
}

void H2Transport::close(int conn)
{
    Impl::Conn& c = d->conns[size_t(conn)];
    c.queued.clear();
    d->dropSession(c);
    d->closeSocket(c);
}

void H2Transport::onEvent(const EventPoller::Event& ev)
{
    Impl::Conn& c = *static_cast<Impl::Conn*>(ev.tag);
    if (c.link.fd() < 0)
        return;
    d->busy = &c;
    d->onEvent(c, ev);
    d->busy = nullptr;
}

} // namespace bw

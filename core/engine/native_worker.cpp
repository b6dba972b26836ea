#include "native_worker.h"

#include "engine/event_poller.h"
#include "engine/http1_parser.h"
#include "engine/mono_clock.h"
#include "engine/native_conn.h"
#include "engine/open_pacer.h"
#include "engine/tcp_socket.h"
#include "engine/worker_recorder.h"
#include "engine/worker_rules.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0
#endif

namespace bw {

struct NativeWorker::Impl {
    WorkerContext ctx;
    RunPlan& plan;
    WorkerRecorder rec;
    EventPoller poller;
    std::vector<NativeConn> conns;
    std::vector<NativeConn*> idle;        // open model: connected and free
    OpenPacer pacer;
    bool open;
    uint64_t now = 0;
    uint64_t nextScanNs = 0;
    bool sendingStopped = false;    // the measured phase is over (or stop asked)
    std::vector<char> buf;

    explicit Impl(WorkerContext c)
        : ctx(std::move(c)), plan(*ctx.plan), rec(plan, *ctx.ring),
          pacer(plan, rateShare(ctx.vus.size(), plan.maxVus), double(ctx.worker) / double(std::max(1, ctx.threads))), open(plan.rate > 0), buf(64 * 1024)
    {
        conns.resize(ctx.vus.size());
        for (size_t i = 0; i < conns.size(); ++i)
            conns[i].vu = ctx.vus[i];
    }

    const NativeTarget& target() const { return *ctx.native; }

    void noteErrno(ErrorClass cls, int err)
    {
        if (plan.wantsExample(int(cls)))
            plan.noteExample(int(cls), std::string(std::strerror(err)) + " (" + target().display + ")");
    }
    void noteText(ErrorClass cls, const char* text)
    {
        if (plan.wantsExample(int(cls)))
            plan.noteExample(int(cls), text ? text : "");
    }

    bool vuActive(const NativeConn& c) const { return c.vu < plan.activeVusAt(now); }

    void closeConn(NativeConn& c)
    {
        if (c.fd >= 0) {
            poller.remove(c.fd);
            ::close(c.fd);
            c.fd = -1;
        }
        c.state = NativeConnState::Closed;
        c.responsesOnSocket = 0;
    }

    void backoff(NativeConn& c)
    {
        closeConn(c);
        c.backoffNs = worker_rules::nextBackoffNs(c.backoffNs);
        c.retryAtNs = now + c.backoffNs;
        c.state = NativeConnState::Backoff;
    }

    // Starts a non-blocking connect. Errors other than "in progress" are
    // connect errors; the connection then backs off before retrying.
    void startConnect(NativeConn& c)
    {
        const NativeTarget& t = target();
        int fd = openClientTcpSocket(t.addr.ss_family);
        if (fd < 0) {
            noteErrno(ErrorClass::Connect, errno);
            rec.error(ErrorClass::Connect, 0, now);
            backoff(c);
            return;
        }
        c.fd = fd;
        int r = ::connect(fd, reinterpret_cast<const sockaddr*>(&t.addr), t.addrLen);
        if (r < 0 && errno != EINPROGRESS) {
            noteErrno(ErrorClass::Connect, errno);
            rec.error(ErrorClass::Connect, 0, now);
            backoff(c);
            return;
        }
        if (!poller.add(fd, &c)) {
            rec.error(ErrorClass::Connect, 0, now);
            backoff(c);
            return;
        }
        c.state = NativeConnState::Connecting;
        c.deadlineNs = now + plan.timeoutNs;
        // Edge-triggered: a connect that completed at once still reports
        // writability, so Connecting is resolved in onWritable().
    }

    void onConnected(NativeConn& c)
    {
        int err = 0;
        socklen_t len = sizeof err;
        if (getsockopt(c.fd, SOL_SOCKET, SO_ERROR, &err, &len) < 0 || err != 0) {
            noteErrno(ErrorClass::Connect, err ? err : errno);
            rec.error(ErrorClass::Connect, 0, now);
            backoff(c);
            return;
        }
        // A stale event from a previous socket of this connection may arrive
        // while the new connect is still in progress: check it really is up.
        sockaddr_storage peer;
        socklen_t plen = sizeof peer;
        if (getpeername(c.fd, reinterpret_cast<sockaddr*>(&peer), &plen) < 0)
            return;
        c.backoffNs = 0;
        c.responsesOnSocket = 0;
        rec.connected();
        plan.everConnected.fetch_add(1, std::memory_order_relaxed);
        c.state = NativeConnState::Idle;
        if (c.sendNs && c.retried) {
            // re-send of a request the server dropped on a stale keep-alive socket
            beginWrite(c);
            return;
        }
        becomeIdle(c);
    }

    // A connected, free connection: send at once (closed model) or wait for
    // the schedule (open model).
    void becomeIdle(NativeConn& c)
    {
        c.state = NativeConnState::Idle;
        if (sendingStopped)
            return;
        if (!open) {
            if (vuActive(c))
                trySend(c, now);
            return;
        }
        if (!c.inIdleList) {
            c.inIdleList = true;
            idle.push_back(&c);
        }
    }

    void trySend(NativeConn& c, uint64_t intended)
    {
        if (plan.measured(now) && !plan.claim()) {
            sendingStopped = plan.countMode;
            return;
        }
        c.intendedNs = intended;
        c.sendNs = now;
        c.retried = false;
        beginWrite(c);
    }

    void beginWrite(NativeConn& c)
    {
        c.written = 0;
        c.bytesIn = 0;
        c.parser.reset(target().headRequest);
        c.deadlineNs = c.sendNs + plan.timeoutNs;
        c.state = NativeConnState::Writing;
        writeSome(c);
    }

    void writeSome(NativeConn& c)
    {
        const std::string& req = target().request;
        while (c.written < req.size()) {
            ssize_t n = ::send(c.fd, req.data() + c.written, req.size() - c.written, MSG_NOSIGNAL);
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
            noteErrno(ErrorClass::Send, errno);
            fail(c, ErrorClass::Send);
            return;
        }
        c.state = NativeConnState::Reading;
    }

    void retryOnFreshSocket(NativeConn& c)
    {
        closeConn(c);
        c.retried = true;
        startConnect(c);
    }

    // Counts a failed request and reconnects after a short backoff for
    // connect-level trouble, at once otherwise.
    void fail(NativeConn& c, ErrorClass cls)
    {
        rec.error(cls, c.sendNs, now, c.written);
        c.sendNs = 0;
        c.retried = false;
        closeConn(c);
        if (!sendingStopped)
            startConnect(c);
    }

    void onWritable(NativeConn& c)
    {
        if (c.state == NativeConnState::Connecting)
            onConnected(c);
        else if (c.state == NativeConnState::Writing)
            writeSome(c);
    }

    void onReadable(NativeConn& c)
    {
        if (c.state == NativeConnState::Connecting) {
            onConnected(c);
            if (c.state != NativeConnState::Reading)
                return;
        }
        for (;;) {
            ssize_t n = ::recv(c.fd, buf.data(), buf.size(), 0);
            if (n > 0) {
                if (c.state != NativeConnState::Reading && c.state != NativeConnState::Writing) {
                    // bytes nobody asked for on an idle connection
                    noteText(ErrorClass::Protocol, "data received on an idle connection (no request was sent)");
                    rec.error(ErrorClass::Protocol, 0, now);
                    closeConn(c);
                    if (!sendingStopped) startConnect(c);
                    return;
                }
                c.bytesIn += uint64_t(n);
                size_t used = 0;
                auto r = c.parser.feed(buf.data(), size_t(n), &used);
                if (r == Http1ResponseParser::Result::Error) {
                    noteText(ErrorClass::Protocol, c.parser.error());
                    fail(c, ErrorClass::Protocol);
                    return;
                }
                if (r == Http1ResponseParser::Result::Complete) {
                    if (used < size_t(n)) {   // more than one response: not HTTP as we asked for it
                        noteText(ErrorClass::Protocol, "more data after the end of the response");
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
            if (c.state == NativeConnState::Idle || c.state == NativeConnState::Connecting) {
                closeConn(c);
                if (!sendingStopped) startConnect(c);
                return;
            }
            if (!c.parser.started() && c.responsesOnSocket > 0 && !c.retried) {
                retryOnFreshSocket(c);
                return;
            }
            noteErrno(ErrorClass::Receive, errno);
            fail(c, ErrorClass::Receive);
            return;
        }
    }

    void onEof(NativeConn& c)
    {
        if (c.state != NativeConnState::Reading && c.state != NativeConnState::Writing) {
            // the server closed an idle keep-alive connection: reopen quietly
            closeConn(c);
            if (!sendingStopped) startConnect(c);
            return;
        }
        auto r = c.parser.onEof();
        if (r == Http1ResponseParser::Result::Complete) {
            onResponse(c);   // close-delimited body; onResponse reconnects
            return;
        }
        if (!c.parser.started() && c.responsesOnSocket > 0 && !c.retried) {
            retryOnFreshSocket(c);
            return;
        }
        noteText(ErrorClass::Receive, c.parser.error());
        fail(c, ErrorClass::Receive);
    }

    void onResponse(NativeConn& c)
    {
        rec.complete(c.sendNs, c.intendedNs, now, c.parser.status(), c.bytesIn, c.written);
        c.sendNs = 0;
        ++c.responsesOnSocket;
        if (!c.parser.keepAlive()) {
            closeConn(c);
            if (!sendingStopped)
                startConnect(c);
            return;
        }
        becomeIdle(c);
    }

    // Periodic work: timeouts, backoffs, ramping VUs that became active.
    void scan()
    {
        for (NativeConn& c : conns) {
            switch (c.state) {
            case NativeConnState::Connecting:
                if (now >= c.deadlineNs) {
                    noteText(ErrorClass::Connect, "connect timed out");
                    rec.error(ErrorClass::Connect, 0, now);
                    backoff(c);
                }
                break;
            case NativeConnState::Writing:
            case NativeConnState::Reading:
                if (now >= c.deadlineNs) {
                    noteText(ErrorClass::Timeout, "no complete response within the timeout");
                    fail(c, ErrorClass::Timeout);
                }
                break;
            case NativeConnState::Backoff:
                if (now >= c.retryAtNs && !sendingStopped && wanted(c))
                    startConnect(c);
                break;
            case NativeConnState::Closed:
                if (!sendingStopped && wanted(c))
                    startConnect(c);
                break;
            case NativeConnState::Idle:
                if (!open && !sendingStopped && vuActive(c))
                    trySend(c, now);
                break;
            }
        }
    }

    // A connection is opened when its VU is (or may become) active.
    bool wanted(const NativeConn& c) const { return open || c.vu < std::max(plan.activeVusAt(now), 1); }

    // Open model: hand due sends to free connections.
    void dispatchOpen()
    {
        while (!sendingStopped && pacer.due(now)) {
            NativeConn* c = nullptr;
            while (!idle.empty()) {
                NativeConn* cand = idle.back();
                idle.pop_back();
                cand->inIdleList = false;
                if (cand->state == NativeConnState::Idle) {
                    c = cand;
                    break;
                }
            }
            if (!c)
                return;   // backlog: sends wait for a free connection and count as late
            uint64_t intended = pacer.take();
            rec.openSend(intended, now);
            trySend(*c, intended);
        }
    }

    uint64_t inFlightMeasured() const
    {
        uint64_t n = 0;
        for (const NativeConn& c : conns)
            if ((c.state == NativeConnState::Writing || c.state == NativeConnState::Reading) && c.sendNs && plan.measured(c.sendNs))
                ++n;
        return n;
    }

    bool anyInFlight() const
    {
        for (const NativeConn& c : conns)
            if (c.state == NativeConnState::Writing || c.state == NativeConnState::Reading || (c.retried && c.sendNs))
                return true;
        return false;
    }

    int timeoutMs() const
    {
        uint64_t wake = nextScanNs;
        if (open && !sendingStopped && !idle.empty())
            wake = std::min(wake, pacer.nextNs());
        return worker_rules::waitMs(now, wake);
    }

    void run()
    {
        if (!poller.valid()) {
            plan.setFatal(std::string("cannot create the event poller: ") + std::strerror(errno));
            return;
        }
        rec.begin();
        now = monoNowNs();
        nextScanNs = now;
        std::vector<EventPoller::Event> events(256);
        for (;;) {
            now = monoNowNs();
            rec.tick(now);
            bool stopAsked = plan.stop.load(std::memory_order_relaxed);
            if (!plan.countMode && now >= plan.measureEndNs)
                break;
            if (stopAsked || (plan.countMode && now >= plan.measureEndNs))
                break;
            if (plan.countMode && plan.measured(now) && plan.budget.load(std::memory_order_relaxed) <= 0) {
                sendingStopped = true;
                if (!anyInFlight())
                    break;
            }
            if (now >= nextScanNs) {
                scan();
                nextScanNs = now + worker_rules::kScanNs;
                rec.setLoad(plan.activeVusAt(now) > 0 ? activeLocal() : 0, open ? pacer.currentRate(now) : 0);
                if (worker_rules::neverConnected(plan, now))
                    plan.setFatal("could not connect to " + target().display);
            }
            if (open)
                dispatchOpen();
            int n = poller.wait(events.data(), int(events.size()), timeoutMs());
            if (n < 0) {
                plan.setFatal(std::string("event polling failed: ") + std::strerror(errno));
                break;
            }
            now = monoNowNs();
            for (int i = 0; i < n; ++i) {
                NativeConn& c = *static_cast<NativeConn*>(events[size_t(i)].tag);
                if (c.fd < 0)
                    continue;
                if (events[size_t(i)].writable && c.fd >= 0)
                    onWritable(c);
                if ((events[size_t(i)].readable || events[size_t(i)].hangup) && c.fd >= 0)
                    onReadable(c);
            }
        }
        now = monoNowNs();
        rec.finish(now, inFlightMeasured(), open ? &pacer : nullptr);
        for (NativeConn& c : conns)
            closeConn(c);
    }

    int activeLocal() const
    {
        int active = plan.activeVusAt(now);
        int n = 0;
        for (const NativeConn& c : conns)
            if (c.vu < active)
                ++n;
        return n;
    }
};

NativeWorker::NativeWorker(WorkerContext ctx) : d(std::make_unique<Impl>(std::move(ctx))) {}
NativeWorker::~NativeWorker() = default;
void NativeWorker::run() { d->run(); }

} // namespace bw

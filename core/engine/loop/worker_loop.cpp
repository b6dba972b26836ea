#include "worker_loop.h"

#include "engine/loop/mono_clock.h"
#include "engine/loop/worker_rules.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace bw {

WorkerLoop::WorkerLoop(WorkerContext ctx, std::unique_ptr<Transport> transport, int streams)
    : ctx_(std::move(ctx)), plan_(*ctx_.plan), rec_(plan_, *ctx_.ring, ctx_.requests ? ctx_.requests->entryCount() : 0, ctx_.requests ? ctx_.requests->flowCount() : 0),
      transport_(std::move(transport)), streams_(std::max(1, streams)), load_(plan_.schedule()),
      pacer_(load_, rateShare(ctx_.vus.size(), plan_.maxVus), double(ctx_.worker) / double(std::max(1, ctx_.threads))),
      openModel_(plan_.openModel()),
      spinAuto_(ctx_.config && openModel_ && ctx_.config->spinAuto && !(ctx_.config->spinUs > 0)),
      spinNs_(ctx_.config && openModel_ ? uint64_t(std::clamp(ctx_.config->spinUs, 0.0, kMaxSpinUs) * 1000) : 0)
{
    conns_.resize(ctx_.vus.size());
    for (size_t i = 0; i < conns_.size(); ++i)
        conns_[i].vu = ctx_.vus[i];
    reqs_.resize(conns_.size() * size_t(streams_));
    if (ctx_.requests) {
        drawer_ = std::make_unique<RequestDrawer>(*ctx_.requests);
        warmupDrawer_ = std::make_unique<RequestDrawer>(*ctx_.requests, uint64_t(ctx_.worker) + 1);
        drawWords_ = ctx_.requests->drawWords();
        draws_.assign(reqs_.size() * drawWords_, 0);
        resendWords_.assign(reqs_.size() * drawWords_, 0);
        if (ctx_.requests->hasFlows()) {
            flows_ = std::make_unique<FlowRunner>(*ctx_.requests, ctx_.worker, ctx_.threads, rec_, int(reqs_.size()));
            woken_.reserve(reqs_.size());
        }
    }
    resend_.reserve(reqs_.size());
}

WorkerLoop::~WorkerLoop() = default;

// --- reports from the transport ----------------------------------------------

void WorkerLoop::connHandshaking(int conn)
{
    Conn& c = conns_[size_t(conn)];
    if (c.state == ConnState::Connecting)
        c.state = ConnState::Handshaking;
}

void WorkerLoop::connOpened(int /*conn*/, uint64_t connectNs, uint64_t handshakeNs, bool resumed)
{
    // The backoff is not reset here but by the first response: a server that
    // accepts connections and then breaks each session must not be retried
    // at full speed.
    connectStats_.connect.record(connectNs);
    if (handshakeNs > 0) {
        connectStats_.tlsHandshake.record(handshakeNs);
        ++connectStats_.tlsHandshakes;
        connectStats_.tlsResumed += resumed ? 1 : 0;
    }
    rec_.connected();
    plan_.everConnected.fetch_add(1, std::memory_order_relaxed);
}

void WorkerLoop::quicOpened(int /*conn*/, uint64_t handshakeNs, bool resumed, bool earlyData)
{
    connectStats_.quicHandshake.record(handshakeNs);
    connectStats_.quicResumed += resumed ? 1 : 0;
    connectStats_.quicEarlyData += earlyData ? 1 : 0;
    rec_.connected();
    plan_.everConnected.fetch_add(1, std::memory_order_relaxed);
}

void WorkerLoop::connReady(int conn, int streams)
{
    Conn& c = conns_[size_t(conn)];
    c.streams = std::clamp(streams, 1, streams_);
    c.state = ConnState::Ready;
    afterRequest(conn);
}

void WorkerLoop::connFailed(int conn, ErrorClass cls)
{
    rec_.error(cls, 0, now_);
    backoff(conn);
}

void WorkerLoop::connClosed(int conn, ErrorClass cls)
{
    if (cls == ErrorClass::Protocol) {
        backoff(conn);
        return;
    }
    reopen(conn, ErrorClass::Receive);
}

void WorkerLoop::completed(int req, int status, uint64_t bytesIn, uint64_t bytesOut, bool connectionClosed)
{
    const Request& r = reqs_[size_t(req)];
    if (!r.active)
        return;
    const int conn = connOf(req);
    if (now_ > r.deadlineNs) {
        // Complete, but after its deadline: a timeout, never a success
        // (--timeout 500ms once counted a 506 ms answer that beat the scan).
        noteText(ErrorClass::Timeout, "no complete response within the timeout");
        rec_.error(ErrorClass::Timeout, r.sendNs, now_, bytesOut, r.entry);
        if (flows_)
            flows_->failed(req, now_);
        release(req);
        if (connectionClosed)
            reopen(conn, ErrorClass::Receive);
        else
            afterRequest(conn);
        return;
    }
    rec_.complete(r.sendNs, r.intendedNs, now_, status, bytesIn, bytesOut, r.entry);
    if (flows_)
        flows_->completed(req, status, r.sendNs, now_);
    release(req);
    conns_[size_t(conn)].backoffNs = 0;
    if (connectionClosed)
        reopen(conn, ErrorClass::Receive);
    else
        afterRequest(conn);
}

void WorkerLoop::failed(int req, ErrorClass cls, uint64_t bytesOut, bool connectionClosed)
{
    const Request& r = reqs_[size_t(req)];
    if (!r.active)
        return;
    rec_.error(cls, r.sendNs, now_, bytesOut, r.entry);
    if (flows_)
        flows_->failed(req, now_);
    const int conn = connOf(req);
    release(req);
    if (connectionClosed)
        reopen(conn, cls);
    else
        afterRequest(conn);
}

void WorkerLoop::noteError(ErrorClass cls) { rec_.error(cls, 0, now_); }

void WorkerLoop::noteText(ErrorClass cls, const char* text)
{
    if (plan_.wantsExample(int(cls)))
        plan_.noteExample(int(cls), text ? text : "");
}

void WorkerLoop::noteErrno(ErrorClass cls, int err)
{
    if (plan_.wantsExample(int(cls)))
        plan_.noteExample(int(cls), std::string(std::strerror(err)) + " (" + ctx_.targetName + ")");
}

// --- connections -----------------------------------------------------------

// A connection is opened when its VU is (or may become) active.
bool WorkerLoop::wanted(const Conn& c) const { return openModel_ || c.vu < std::max(activeVus(), 1); }

// The run's active VUs now (all connections in the open model), once per step.
int WorkerLoop::activeVus() const
{
    if (openModel_)
        return plan_.maxVus;
    if (activeAtNs_ != now_) {
        activeVus_ = RunPlan::vusOf(load_.levelAt(now_));
        activeAtNs_ = now_;
    }
    return activeVus_;
}

// How many of this worker's connections have a VU index below `vus`
// (ctx_.vus ascends, as workerVus() deals them).
int WorkerLoop::localVusBelow(int vus) const
{
    return int(std::lower_bound(ctx_.vus.begin(), ctx_.vus.end(), vus) - ctx_.vus.begin());
}

// Live changes published since the last look: the load and the pacer follow
// the new schedule (each change lies ahead, Engine::steer leaves a lead).
void WorkerLoop::takeSteps()
{
    const uint32_t n = plan_.steer.count();
    if (n == stepsSeen_)
        return;
    stepsSeen_ = n;
    load_ = plan_.schedule(plan_.steer.first(n));
    activeAtNs_ = UINT64_MAX;
    if (openModel_)
        pacer_.reschedule(load_);
}

// A surplus connection (its VU no longer active) with nothing in flight
// closes: between requests, so no request is cut and nothing is counted.
// Only from the scan, never from inside a transport's report (an HTTP/2
// session may be in the middle of reading); until then fill() sends
// nothing on it.
void WorkerLoop::retire(int conn)
{
    Conn& c = conns_[size_t(conn)];
    transport_->close(conn);
    c.state = ConnState::Closed;
    c.backoffNs = 0;
}

void WorkerLoop::open(int conn)
{
    Conn& c = conns_[size_t(conn)];
    openHigh_ = std::max(openHigh_, conn + 1);
    c.state = ConnState::Connecting;
    c.deadlineNs = now_ + plan_.timeoutNs;
    transport_->connect(conn);   // may report back at once
}

void WorkerLoop::backoff(int conn)
{
    Conn& c = conns_[size_t(conn)];
    releaseUnreported(conn);
    c.state = ConnState::Backoff;
    c.backoffNs = worker_rules::nextBackoffNs(c.backoffNs);
    c.retryAtNs = now_ + c.backoffNs;
}

// The transport has closed the connection: back off after a connect or TLS
// failure, reopen at once otherwise (the server closed it, a request failed).
void WorkerLoop::reopen(int conn, ErrorClass cls)
{
    if (cls == ErrorClass::Connect || cls == ErrorClass::Tls) {
        backoff(conn);
        return;
    }
    Conn& c = conns_[size_t(conn)];
    releaseUnreported(conn);
    c.state = ConnState::Closed;
    if (!sendingStopped_ && wanted(c))
        open(conn);
}

// --- requests --------------------------------------------------------------

void WorkerLoop::release(int req)
{
    reqs_[size_t(req)].active = false;
    --conns_[size_t(connOf(req))].inFlight;
    --inFlight_;
}

// The connection is gone with requests still active that the transport did
// not report (several streams of one connection; HTTP/2 requests the server
// never processed). Nothing is recorded for them; each measured one is kept
// to be sent again as it was (its count-mode claim, its index, entry and
// values), so count mode still ends exact (it ended short by up to
// streams-1 per lost connection when the claims were kept) and a request
// set's run sends the same requests. A flow's user sends its step again
// itself; only its claim goes back.
void WorkerLoop::releaseUnreported(int conn)
{
    if (conns_[size_t(conn)].inFlight == 0)
        return;
    for (int s = 0; s < streams_; ++s) {
        const int req = conn * streams_ + s;
        const Request& r = reqs_[size_t(req)];
        if (!r.active)
            continue;
        if (flows_) {
            // The user sends the same step again (FlowRunner::next): the
            // claim goes back to the budget.
            if (r.claimed) {
                plan_.budget.fetch_add(1, std::memory_order_relaxed);
                sendingStopped_ = false;
            }
        } else if (r.claimed || r.indexed) {
            const size_t at = resend_.size();
            resend_.push_back({r.index, r.claimed, r.indexed, r.entry});
            std::copy_n(draws_.data() + size_t(req) * drawWords_, drawWords_, resendWords_.data() + at * drawWords_);
            if (r.claimed)
                sendingStopped_ = false;   // count mode stops sending only when nothing is left to send
        }
        release(req);
    }
}

// Count mode: the requests kept to send again go to the other workers when
// this one cannot send them (no active VU here, or every connection backing
// off), so the run still ends on its count. They are sent under new indices
// (RunPlan::claim), the one case where the requests drawn depend on timing.
void WorkerLoop::handBack()
{
    int64_t claimed = 0;
    for (const Resend& r : resend_)
        claimed += r.claimed ? 1 : 0;
    resend_.clear();
    if (claimed > 0)
        plan_.handedBack.fetch_add(claimed, std::memory_order_relaxed);
}

// A stream of a ready connection became free: send at once (closed model)
// or wait for the schedule (open model).
void WorkerLoop::afterRequest(int conn)
{
    if (sendingStopped_ || conns_[size_t(conn)].state != ConnState::Ready)
        return;
    if (flows_)
        fillFlows(conn);
    else if (openModel_)
        listIdle(conn);
    else
        fill(conn);
}

// Each free slot's user sends its next step once its think time is over; in
// the closed model a user between iterations starts the next one, in the
// open model it waits for the pacer (the connection is listed as idle).
void WorkerLoop::fillFlows(int conn)
{
    const Conn& c = conns_[size_t(conn)];
    bool waiting = false;   // a user out of any iteration waits for the pacer
    for (int s = 0; s < c.streams && !sendingStopped_ && c.state == ConnState::Ready; ++s) {
        const int req = conn * streams_ + s;
        if (reqs_[size_t(req)].active)
            continue;
        if (openModel_ && !flows_->inIteration(req)) {
            waiting = true;
            continue;
        }
        if (!openModel_ && !vuActive(c))
            break;
        const uint64_t ready = flows_->readyAtNs(req);
        if (ready > now_)
            continue;   // thinking: wakeUsers() comes back for it
        // A later step is due when its predecessor answered (and its think
        // time passed): the open model's intended time for it.
        trySendFlow(conn, req, ready ? ready : now_, !openModel_);
        if (openModel_ && !reqs_[size_t(req)].active && !flows_->inIteration(req))
            waiting = true;
    }
    if (openModel_ && waiting && c.state == ConnState::Ready)
        listIdle(conn);
}

int WorkerLoop::idleUser(int conn) const
{
    const Conn& c = conns_[size_t(conn)];
    for (int s = 0; s < c.streams; ++s) {
        const int req = conn * streams_ + s;
        if (!reqs_[size_t(req)].active && !flows_->inIteration(req) && flows_->readyAtNs(req) <= now_)
            return req;
    }
    return -1;
}

bool WorkerLoop::trySendFlow(int conn, int req, uint64_t intendedNs, bool mayStart)
{
    const bool measured = plan_.measured(now_);
    if (measured && !plan_.claim()) {
        sendingStopped_ = plan_.countMode;
        return false;
    }
    const int entry = flows_->next(req, now_, intendedNs, draws_.data() + size_t(req) * drawWords_, mayStart);
    if (entry < 0) {
        if (measured && plan_.countMode)
            plan_.budget.fetch_add(1, std::memory_order_relaxed);   // the claim goes back: nothing was sent
        return false;
    }
    Conn& c = conns_[size_t(conn)];
    Request& r = reqs_[size_t(req)];
    r.active = true;
    r.claimed = measured && plan_.countMode;
    r.indexed = false;
    r.sendNs = now_;
    r.intendedNs = intendedNs;
    r.deadlineNs = now_ + plan_.timeoutNs;
    r.entry = int16_t(entry);
    nextDeadlineNs_ = std::min(nextDeadlineNs_, r.deadlineNs);
    ++c.inFlight;
    ++inFlight_;
    transport_->send(conn, req);   // may report back at once
    return true;
}

// Users whose think time has ended send their next step.
void WorkerLoop::wakeUsers()
{
    woken_.clear();
    flows_->takeWoken(now_, &woken_);
    for (int req : woken_)
        afterRequest(connOf(req));
}

void WorkerLoop::fill(int conn)
{
    const Conn& c = conns_[size_t(conn)];
    while (!sendingStopped_ && c.state == ConnState::Ready && c.inFlight < c.streams && vuActive(c))
        if (!trySend(conn, now_))
            return;
}

bool WorkerLoop::trySend(int conn, uint64_t intendedNs)
{
    const bool measured = plan_.measured(now_);
    const bool again = measured && !resend_.empty();
    uint64_t index = 0;
    if (measured && !again && !plan_.claim(drawer_ ? &index : nullptr)) {
        sendingStopped_ = plan_.countMode;
        return false;
    }
    Conn& c = conns_[size_t(conn)];
    int req = conn * streams_;
    while (reqs_[size_t(req)].active)
        ++req;   // a free slot exists: inFlight < streams
    Request& r = reqs_[size_t(req)];
    r.active = true;
    r.sendNs = now_;
    r.intendedNs = intendedNs;
    r.deadlineNs = now_ + plan_.timeoutNs;
    uint64_t* words = draws_.data() + size_t(req) * drawWords_;
    if (again) {
        const Resend& k = resend_.back();
        r.claimed = k.claimed;
        r.indexed = k.indexed;
        r.index = k.index;
        r.entry = k.entry;
        std::copy_n(resendWords_.data() + (resend_.size() - 1) * drawWords_, drawWords_, words);
        resend_.pop_back();
    } else {
        r.claimed = measured && plan_.countMode;
        r.indexed = measured && drawer_;
        r.index = index;
        if (drawer_)
            r.entry = int16_t(measured ? drawer_->draw(index, words) : warmupDrawer_->draw(warmupSent_++, words));
    }
    nextDeadlineNs_ = std::min(nextDeadlineNs_, r.deadlineNs);
    ++c.inFlight;
    ++inFlight_;
    transport_->send(conn, req);   // may report back at once
    return true;
}

void WorkerLoop::listIdle(int conn)
{
    Conn& c = conns_[size_t(conn)];
    if (!c.inIdleList) {
        c.inIdleList = true;
        idle_.push_back(conn);
    }
}

// Open model: hand due sends to connections with a free stream.
void WorkerLoop::dispatchOpen()
{
    while (!sendingStopped_ && pacer_.due(now_)) {
        int conn = -1;
        while (!idle_.empty()) {
            const int cand = idle_.back();
            idle_.pop_back();
            Conn& c = conns_[size_t(cand)];
            c.inIdleList = false;
            if (c.state == ConnState::Ready && c.inFlight < c.streams && (!flows_ || idleUser(cand) >= 0)) {
                conn = cand;
                break;
            }
        }
        if (conn < 0) {
            backlog_ = true;   // sends wait for a free stream: late ones are the server's
            return;
        }
        const uint64_t intended = pacer_.take();
        rec_.openSend(intended, now_, backlog_);   // the lateness of this very send: now_ becomes its sendNs
        if (flows_)
            trySendFlow(conn, idleUser(conn), intended, true);   // an iteration starts: a user arrives
        else
            trySend(conn, intended);
        const Conn& c = conns_[size_t(conn)];
        if (c.state == ConnState::Ready && c.inFlight < c.streams && (!flows_ || idleUser(conn) >= 0))
            listIdle(conn);
    }
    backlog_ = false;   // every due send went out
}

// Periodic work: deadlines, backoffs, ramping VUs that became active.
void WorkerLoop::scan()
{
    nextDeadlineNs_ = UINT64_MAX;
    // Past both the connections ever opened and those now wanted, every one
    // is closed and stays so: a run with room for many VUs scans the ones it uses.
    const int wantedHere = openModel_ ? int(conns_.size()) : localVusBelow(std::max(activeVus(), 1));
    const int end = std::max(openHigh_, wantedHere);
    bool canSend = false;   // a connection of an active VU is open or opening
    for (int conn = 0; conn < end; ++conn) {
        Conn& c = conns_[size_t(conn)];
        canSend = canSend || (c.state != ConnState::Backoff && c.state != ConnState::Closed && (openModel_ || vuActive(c)));
        switch (c.state) {
        case ConnState::Connecting:
        case ConnState::Handshaking:
            if (now_ >= c.deadlineNs) {
                const ErrorClass cls = c.state == ConnState::Connecting ? ErrorClass::Connect : ErrorClass::Tls;
                noteText(cls, cls == ErrorClass::Connect ? "connect timed out" : "TLS handshake timed out");
                rec_.error(cls, 0, now_);
                transport_->close(conn);
                backoff(conn);
            }
            break;
        case ConnState::Ready:
            for (int s = 0; s < streams_ && c.state == ConnState::Ready; ++s) {
                const int req = conn * streams_ + s;
                if (!reqs_[size_t(req)].active)
                    continue;
                if (now_ < reqs_[size_t(req)].deadlineNs) {
                    nextDeadlineNs_ = std::min(nextDeadlineNs_, reqs_[size_t(req)].deadlineNs);
                    continue;
                }
                transport_->cancel(conn, req);   // may note a more precise example first (HTTP/2 flow control)
                noteText(ErrorClass::Timeout, "no complete response within the timeout");
                // The transport could not end it alone. (A transport that
                // did may already carry a new request in the same slot: the
                // loop refills a freed stream at once; that one's deadline
                // is ahead.)
                if (reqs_[size_t(req)].active && reqs_[size_t(req)].deadlineNs <= now_) {
                    transport_->close(conn);
                    failed(req, ErrorClass::Timeout, 0, true);
                }
            }
            if (!openModel_ && c.state == ConnState::Ready) {
                if (c.inFlight == 0 && !wanted(c) && !sendingStopped_)
                    retire(conn);
                else if (flows_)
                    fillFlows(conn);
                else
                    fill(conn);
            }
            break;
        case ConnState::Backoff:
            if (now_ >= c.retryAtNs && !sendingStopped_ && wanted(c))
                open(conn);
            break;
        case ConnState::Closed:
            if (!sendingStopped_ && wanted(c))
                open(conn);
            break;
        }
    }
    if (plan_.countMode && !resend_.empty() && !canSend)
        handBack();
}

int WorkerLoop::activeLocal() const { return openModel_ ? int(conns_.size()) : localVusBelow(activeVus()); }

uint64_t WorkerLoop::inFlightMeasured() const
{
    uint64_t n = 0;
    for (const Request& r : reqs_)
        n += r.active && plan_.measured(r.sendNs) ? 1 : 0;
    return n;
}

int64_t WorkerLoop::waitNs() const
{
    // Every instant the loop must act at: the scan, the earliest request
    // deadline, the transport's timer, the next due send, the end of the
    // warmup and of the run; waited for to the nanosecond (event_poller.h).
    uint64_t wake = std::min({nextScanNs_, nextDeadlineNs_, transport_->nextTimerNs(), plan_.measureEndNs});
    if (flows_)
        wake = std::min(wake, flows_->nextWakeNs());   // a user's think time ends
    if (now_ < plan_.measureStartNs)
        wake = std::min(wake, plan_.measureStartNs);
    const uint64_t due = openModel_ && !sendingStopped_ && !idle_.empty() ? pacer_.nextNs() : UINT64_MAX;
    return worker_rules::waitNs(now_, std::min(wake, due), due, spinNs_);
}

// --- the loop ----------------------------------------------------------------

void WorkerLoop::run()
{
    rec_.begin();
    std::optional<Error> bad;
    if (!poller_.valid())
        bad = Error(std::string(), std::string("cannot create the event poller: ") + std::strerror(errno));
    else
        bad = transport_->setup(*this);
    if (bad) {
        plan_.setFatal(bad->text());
        rec_.finish(monoNowNs(), 0);
        return;
    }
    now_ = monoNowNs();
    nextScanNs_ = now_;
    std::vector<EventPoller::Event> events(256);
    for (;;) {
        now_ = monoNowNs();
        rec_.tick(now_);
        if (plan_.stop.load(std::memory_order_relaxed) || now_ >= plan_.measureEndNs)
            break;
        if (plan_.countMode && plan_.measured(now_)) {
            if (resend_.empty() && plan_.budgetSpent()) {
                sendingStopped_ = true;
                if (inFlight_ == 0)
                    break;
            } else if (sendingStopped_) {
                sendingStopped_ = false;   // another worker handed claims back (handBack): the scan refills
            }
        }
        if (now_ >= nextScanNs_ || now_ >= nextDeadlineNs_) {
            takeSteps();
            scan();
            nextScanNs_ = now_ + worker_rules::kScanNs;
            rec_.setLoad(activeLocal(), openModel_ ? pacer_.currentRate(now_) : 0);
            if (spinAuto_)
                spinNs_ = worker_rules::autoSpinNs(oversleep_.p90Ns(), pacer_.currentRate(now_));
            if (worker_rules::neverConnected(plan_, now_))
                plan_.setFatal("could not connect to " + ctx_.targetName);
        }
        if (flows_ && flows_->nextWakeNs() <= now_)
            wakeUsers();
        if (openModel_)
            dispatchOpen();
        if (transport_->nextTimerNs() <= now_) {
            transport_->onTimer();
            now_ = monoNowNs();
            rec_.tick(now_);
        }
        const int64_t timeoutNs = waitNs();
        const int n = poller_.waitNs(events.data(), int(events.size()), timeoutNs);
        if (n < 0) {
            plan_.setFatal(std::string("event polling failed: ") + std::strerror(errno));
            break;
        }
        const uint64_t askedNs = now_ + uint64_t(std::max<int64_t>(timeoutNs, 0));
        now_ = monoNowNs();
        if (spinAuto_ && n == 0 && timeoutNs > 0 && now_ >= askedNs)
            oversleep_.add(now_ - askedNs);   // a timed wait that ended by its timeout
        // Before recording what the events bring: a response that arrives
        // after the poll crossed into the measured phase must land in a
        // measured interval, not in the last warmup one.
        rec_.tick(now_);
        for (int i = 0; i < n; ++i)
            transport_->onEvent(events[size_t(i)]);
    }
    now_ = monoNowNs();
    rec_.finish(now_, inFlightMeasured(), openModel_ ? &pacer_ : nullptr);
    for (int conn = 0; conn < int(conns_.size()); ++conn) {
        Conn& c = conns_[size_t(conn)];
        if (c.state != ConnState::Closed && c.state != ConnState::Backoff)
            transport_->close(conn);
        c.state = ConnState::Closed;
    }
}

} // namespace bw

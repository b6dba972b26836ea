#pragma once
// The one worker loop every transport runs under. It owns the schedule and
// the rules: which connection sends when (closed model: each free stream of
// an active VU's connection at once; open model: due sends to free streams),
// the count-mode budget, the stop checks, request deadlines and connect
// deadlines, the backoff after connect errors, in-flight accounting and
// "could not connect". The transport (transport.h) only opens connections,
// starts requests and reacts to events, and reports back through the
// functions below. One loop per worker thread; nothing in it is shared but
// the RunPlan. Live changes of the load (RunPlan::steer) are picked up at the
// scan, every 10 ms: VUs that become active open their connections, surplus
// ones close once their requests have completed, and the pacer continues at
// the new rate.
#include "engine/net/connect_stats.h"
#include "engine/net/event_poller.h"
#include "engine/loop/interval_snapshot.h"
#include "engine/loop/open_pacer.h"
#include "engine/transport.h"
#include "engine/loop/worker.h"
#include "engine/loop/worker_recorder.h"
#include "engine/loop/worker_rules.h"
#include "engine/loop/flow_runner.h"
#include "engine/request/request_drawer.h"

#include <memory>
#include <string>
#include <vector>

namespace bw {

class WorkerLoop {
public:
    // `streams`: the most requests one connection may carry at once (1 for
    // HTTP/1.1; a transport may lower it per connection in connReady()).
    WorkerLoop(WorkerContext ctx, std::unique_ptr<Transport> transport, int streams = 1);
    ~WorkerLoop();
    WorkerLoop(const WorkerLoop&) = delete;
    WorkerLoop& operator=(const WorkerLoop&) = delete;

    // Runs on the worker's thread until the run is over for this worker.
    void run();
    // Valid once run() has returned (read by the engine after the join).
    const ConnectStats& connectStats() const { return connectStats_; }

    // --- for the transport, on the worker's thread ------------------------
    uint64_t now() const { return now_; }              // monoNowNs() of the current step
    EventPoller& poller() { return poller_; }
    const RunPlan& plan() const { return plan_; }
    const WorkerContext& context() const { return ctx_; }
    int connections() const { return int(conns_.size()); }
    int streamsPerConnection() const { return streams_; }
    int connOf(int req) const { return req / streams_; }
    uint64_t sendNsOf(int req) const { return reqs_[size_t(req)].sendNs; }
    // The request set (null: the run sends its one request, NativeTarget's).
    // A request's entry and the values drawn for it are set before send()
    // and stay until the request is reported or released.
    const CompiledRequests* requestSet() const { return ctx_.requests; }
    int entryOf(int req) const { return reqs_[size_t(req)].entry; }
    const uint64_t* drawOf(int req) const { return draws_.data() + size_t(req) * drawWords_; }   // data(): a set without variables draws no words
    // Flows (docs/flows.md): what a flow's user adds to request `req` (its
    // variables and cookies; null for a plain entry or without flows), and
    // where the transport keeps what the step reads of the response (null:
    // nothing to keep). Both valid from send() to the request's report.
    const FlowValues* flowValuesOf(int req) const { return flows_ ? flows_->valuesOf(req) : nullptr; }
    ResponseCapture* captureOf(int req) { return flows_ ? flows_->captureOf(req) : nullptr; }
    // Each entry's exact measured-phase totals; valid once run() has returned.
    const std::vector<EntryTotals>& entryTotals() const { return rec_.entryTotals(); }
    // Each flow's, likewise.
    const std::vector<FlowTotals>& flowTotals() const { return rec_.flowTotals(); }

    // TCP is up and a handshake (TLS) begins: a deadline passing from now
    // on is a handshake failure, not a connect failure.
    void connHandshaking(int conn);
    // A new connection is open (TCP and, if any, TLS): connectNs is the TCP
    // connect, handshakeNs the TLS handshake (0: none), resumed whether TLS
    // resumed an earlier session. Counted, timed; does not yet make the
    // connection ready (a transport re-opening a connection for a request
    // in flight reports only this).
    void connOpened(int conn, uint64_t connectNs, uint64_t handshakeNs = 0, bool resumed = false);
    // A QUIC connection completed its handshake (HTTP/3): handshakeNs from
    // the first Initial to handshake done, resumed from an earlier ticket,
    // earlyData its 0-RTT requests were accepted. Counted and timed like
    // connOpened(), in the QUIC histogram (no TCP connect to record).
    void quicOpened(int conn, uint64_t handshakeNs, bool resumed, bool earlyData);
    // The UDP batching a transport used (UdpIoUsed bits), for the result.
    void noteUdpIo(unsigned used) { connectStats_.udpIo |= used; }
    // The connection may carry up to `streams` requests at once (capped by
    // streamsPerConnection()); the loop starts sending on it.
    void connReady(int conn, int streams = 1);
    // Opening the connection failed (the transport has closed it): counted
    // as an error of class `cls` with no request; the loop retries after a
    // backoff.
    void connFailed(int conn, ErrorClass cls);
    // The connection closed (the server closed an idle keep-alive
    // connection, or the transport after failing its requests): the loop
    // reopens it at once, or after a backoff when `cls` is Protocol (a
    // session the server broke, which reopening at full speed would only
    // repeat). Requests still active on it are released
    // unreported, as requests the server never processed (HTTP/2: above a
    // GOAWAY's last-stream-id, REFUSED_STREAM): measured ones are sent again
    // as they were (the same index, entry and values), so count mode stays
    // exact and draws the same requests.
    void connClosed(int conn, ErrorClass cls = ErrorClass::Receive);
    // Request `req` got its response. connectionClosed: the transport closed
    // the connection after it (Connection: close); the loop reopens it.
    void completed(int req, int status, uint64_t bytesIn, uint64_t bytesOut, bool connectionClosed = false);
    // Request `req` failed. connectionClosed: the transport closed the
    // connection with it (its other requests must have been reported); the
    // loop reopens it, after a backoff when cls is Connect or Tls.
    void failed(int req, ErrorClass cls, uint64_t bytesOut, bool connectionClosed);
    // The run cannot measure what was asked (the server does not speak the
    // protocol at all): every worker stops, and the run fails with `why`.
    void fatal(const std::string& why) { plan_.setFatal(why); }
    // An error tied to no request (bytes on an idle connection).
    void noteError(ErrorClass cls);
    // The first message of a class, for the summary. Build the text only
    // when wantsExample() says it is wanted (one relaxed load).
    bool wantsExample(ErrorClass cls) const { return plan_.wantsExample(int(cls)); }
    void noteExample(ErrorClass cls, const std::string& text) { plan_.noteExample(int(cls), text); }
    void noteText(ErrorClass cls, const char* text);
    void noteErrno(ErrorClass cls, int err);   // strerror(err) and the target

private:
    enum class ConnState : uint8_t { Closed, Backoff, Connecting, Handshaking, Ready };
    struct Conn {
        int vu = 0;                     // global VU index
        ConnState state = ConnState::Closed;
        int streams = 1;                // requests it may carry at once
        int inFlight = 0;
        bool inIdleList = false;        // open model: listed as having a free stream
        uint64_t deadlineNs = 0;        // connect / handshake deadline
        uint64_t retryAtNs = 0;         // backoff end
        uint64_t backoffNs = 0;
    };
    struct Request {
        uint64_t sendNs = 0;            // went out (handed to the transport)
        uint64_t intendedNs = 0;        // open model: scheduled send time
        uint64_t deadlineNs = 0;
        bool active = false;
        bool claimed = false;           // holds one count-mode claim of the budget
        bool indexed = false;           // request set, measured: `index` is its index in the run
        int16_t entry = -1;             // request set: the entry drawn for it
        uint64_t index = 0;
    };
    // A measured request released unreported, to be sent again as it was.
    struct Resend {
        uint64_t index = 0;
        bool claimed = false;
        bool indexed = false;
        int16_t entry = -1;
    };

    bool vuActive(const Conn& c) const { return c.vu < activeVus(); }
    bool wanted(const Conn& c) const;
    int activeVus() const;
    int localVusBelow(int vus) const;
    void takeSteps();
    void retire(int conn);
    void open(int conn);
    void backoff(int conn);
    void reopen(int conn, ErrorClass cls);
    void release(int req);
    void releaseUnreported(int conn);
    void handBack();
    void afterRequest(int conn);
    void fill(int conn);
    bool trySend(int conn, uint64_t intendedNs);
    // Flows: each slot is a user; a free one sends its next step (closed
    // model: or starts its next iteration) once its think time is over.
    void fillFlows(int conn);
    bool trySendFlow(int conn, int req, uint64_t intendedNs, bool mayStart);
    int idleUser(int conn) const;   // open model: a free slot out of any iteration, or -1
    void wakeUsers();
    void listIdle(int conn);
    void dispatchOpen();
    void scan();
    int activeLocal() const;
    uint64_t inFlightMeasured() const;
    int64_t waitNs() const;

    WorkerContext ctx_;
    RunPlan& plan_;
    WorkerRecorder rec_;
    EventPoller poller_;
    std::unique_ptr<Transport> transport_;
    const int streams_;
    std::vector<Conn> conns_;
    std::vector<Request> reqs_;         // conns_.size() * streams_
    std::vector<int> idle_;             // open model: connections with a free stream
    LoadSchedule load_;                 // this worker's copy of the load over time (VUs or rate), live changes included
    uint32_t stepsSeen_ = 0;            // live changes (plan_.steer) already in load_
    mutable uint64_t activeAtNs_ = UINT64_MAX;   // activeVus()'s cache: the now_ it was computed for
    mutable int activeVus_ = 0;
    int openHigh_ = 0;                  // connections [0, openHigh_) may be open: the scan looks no further
    OpenPacer pacer_;
    const bool openModel_;
    const bool spinAuto_;               // --spin auto: spinNs_ follows the timer's oversleep
    uint64_t spinNs_;                   // poll without sleeping this long before a due send
    worker_rules::TimerOversleep oversleep_;
    uint64_t now_ = 0;
    uint64_t nextScanNs_ = 0;
    uint64_t nextDeadlineNs_ = UINT64_MAX;   // earliest request deadline known (may be stale: then an early scan)
    int inFlight_ = 0;                  // requests active on this worker
    bool sendingStopped_ = false;       // the measured phase is over (or the budget spent)
    bool backlog_ = false;              // open model: due sends found no free stream since the last drain
    ConnectStats connectStats_;
    std::unique_ptr<RequestDrawer> drawer_;         // request set: the measured requests (by their index in the run)
    std::unique_ptr<RequestDrawer> warmupDrawer_;   // request set: this worker's warmup requests
    uint64_t warmupSent_ = 0;           // the warmup requests' indices
    size_t drawWords_ = 0;
    std::vector<uint64_t> draws_;       // request set: drawWords_ per request slot
    std::unique_ptr<FlowRunner> flows_; // a set with flows: one user per request slot
    std::vector<int> woken_;            // flows: users whose think time ended (reused)
    // Released measured requests to send again (LIFO); room for every slot
    // (claimed requests, active or waiting here, never outnumber the slots),
    // so pushing never allocates.
    std::vector<Resend> resend_;
    std::vector<uint64_t> resendWords_; // drawWords_ per resend_ place
};

} // namespace bw

#pragma once
// What a transport implements under the one worker loop (worker_loop.h):
// opening a connection, starting a request on it, and reacting to events on
// the descriptors it registered. Everything else (which connection sends
// when, the open-model schedule, the count-mode budget, request deadlines,
// connect backoff, the stop checks, in-flight accounting, "could not
// connect") is the loop's, so every transport follows the same rules.
//
// Connections and requests are small integers the loop hands out:
// connection c in [0, loop.connections()), request r in
// [0, loop.connections() * loop.streamsPerConnection()); connection c owns
// requests [c * streams, (c + 1) * streams). One connection may carry
// several requests at once (HTTP/2 streams): it says how many in
// WorkerLoop::connReady().
//
// Threads: one transport per worker, used on that worker's thread only.
// Callbacks into the loop may be made from inside any of these functions.
#include "engine/net/event_poller.h"
#include "util/error.h"

#include <cstdint>
#include <memory>
#include <optional>

namespace bw {

class WorkerLoop;

class Transport {
public:
    virtual ~Transport() = default;

    // Called once on the worker thread before the loop starts; the loop
    // outlives the transport's use of it. Returns why the worker cannot run.
    virtual std::optional<Error> setup(WorkerLoop& loop) = 0;
    // Starts opening connection `conn` (closed, nothing in flight). Reports
    // later, or at once, connOpened()/connReady() or connFailed().
    virtual void connect(int conn) = 0;
    // Starts request `req` on ready connection `conn`, which has a free
    // stream. Reports completed() or failed() for it later, or at once.
    virtual void send(int conn, int req) = 0;
    // Request `req` of connection `conn` is past its deadline: end it now
    // and report failed(req, ErrorClass::Timeout, ...). A transport that
    // cannot end one request alone closes the connection, failing its other
    // requests first (HTTP/1.1 always does; HTTP/2 resets the one stream).
    virtual void cancel(int conn, int req) = 0;
    // Closes connection `conn` silently: the run is over or the loop gave up
    // on it (connect deadline). Its requests are forgotten, nothing is reported.
    virtual void close(int conn) = 0;
    // An event on a descriptor this transport registered with loop.poller();
    // ev.tag is what it registered it with.
    virtual void onEvent(const EventPoller::Event& ev) = 0;
    // The transport's own next deadline (libcurl's timer, QUIC's loss and
    // idle timers), monoNowNs() time; UINT64_MAX when it has none.
    virtual uint64_t nextTimerNs() const { return UINT64_MAX; }
    // Called when nextTimerNs() has passed.
    virtual void onTimer() {}
};

} // namespace bw

// The declaration every transport class shares: its constructor and
// destructor, the six calls above, and its state behind a pimpl (`d`, of
// the class's own `struct Impl`, defined in its .cpp). A transport with its
// own timer adds BW_TRANSPORT_TIMER. Use inside a `final` class's body.
#define BW_TRANSPORT_CALLS(Class)                                  \
public:                                                            \
    Class();                                                       \
    ~Class() override;                                             \
    std::optional<Error> setup(WorkerLoop& loop) override;         \
    void connect(int conn) override;                               \
    void send(int conn, int req) override;                         \
    void cancel(int conn, int req) override;                       \
    void close(int conn) override;                                 \
    void onEvent(const EventPoller::Event& ev) override;           \
                                                                   \
private:                                                           \
    struct Impl;                                                   \
    std::unique_ptr<Impl> d

#define BW_TRANSPORT_TIMER                                         \
public:                                                            \
    uint64_t nextTimerNs() const override;                         \
    void onTimer() override

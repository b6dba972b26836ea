#pragma once
// The virtual users of a run with flows (docs/flows.md), on one engine
// thread: each request slot of the worker is one user, which runs its
// flow's steps in order (an iteration) with its own variables and cookie
// jar, pausing for each step's think time. The loop asks it what a slot
// sends next (next()), hands it every outcome (completed(), failed()), and
// wakes users whose think time has passed (takeWoken()); transports read
// what a user adds to its request (valuesOf()) and where to keep what the
// step reads of the response (captureOf()). A set's plain entries are
// one-request "iterations" picked among the flows by weight. Owned by the
// WorkerLoop; no lock, and no allocation once each user's buffers have
// grown to its values. Qt-free.
#include "engine/loop/worker_recorder.h"
#include "engine/request/compiled_requests.h"
#include "engine/request/request_drawer.h"
#include "flow/cookie_jar.h"
#include "flow/response_capture.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

class FlowRunner {
public:
    // `slots`: the worker's request slots (one user each); worker `worker`
    // of `threads` draws from its own stream of the set's seed (ThreadDrawer).
    FlowRunner(const CompiledRequests& set, int worker, int threads, WorkerRecorder& recorder, int slots);

    // The user is in an iteration (between its first send and its last step's outcome).
    bool inIteration(int slot) const { return users_[size_t(slot)].flow >= 0; }
    // The user's think time lasts until then (monoNowNs() time; 0: none).
    uint64_t readyAtNs(int slot) const { return users_[size_t(slot)].readyAtNs; }
    // What `slot` sends now: an entry of the set, with its drawn values in
    // `words`; or -1 when nothing: its iteration ended and `mayStart` is
    // false (the open model starts iterations from the pacer). A new
    // iteration is meant to start at intendedNs (open model) or now.
    // Calling it again before an outcome gives the same step again (a
    // request the server never processed is sent once more).
    int next(int slot, uint64_t nowNs, uint64_t intendedNs, uint64_t* words, bool mayStart);
    // For the transports, from send() to the outcome: the user's values
    // (null: a plain entry) and where its response is kept (null: the step
    // reads nothing of it).
    const FlowValues* valuesOf(int slot) const { return users_[size_t(slot)].flow >= 0 ? &users_[size_t(slot)].view : nullptr; }
    ResponseCapture* captureOf(int slot)
    {
        User& u = users_[size_t(slot)];
        return u.captures ? &u.capture : nullptr;
    }
    // The outcome of the slot's request: a response (sent at sendNs), or a
    // failure (transport error, timeout).
    void completed(int slot, int status, uint64_t sendNs, uint64_t nowNs);
    void failed(int slot, uint64_t nowNs);

    // The earliest end of a think time (UINT64_MAX: none), and the users
    // whose think time has ended by nowNs, popped into `out`.
    uint64_t nextWakeNs() const { return wakes_.empty() ? UINT64_MAX : wakes_.front().atNs; }
    void takeWoken(uint64_t nowNs, std::vector<int>* out);

private:
    struct User {
        int16_t flow = -1;              // the iteration's flow; -1: between iterations (or a plain entry)
        int16_t step = 0;               // the step to send next
        bool failed = false;            // the iteration so far
        bool captures = false;          // the step in flight reads its response
        uint64_t have = 0;              // variables set (bit per flow variable)
        uint64_t startNs = 0;           // the iteration's first send
        uint64_t intendedNs = 0;        // ... as meant (open model)
        uint64_t readyAtNs = 0;         // think time until
        std::vector<std::string> values;
        CookieJar jar;
        ResponseCapture capture;
        FlowValues view;
    };
    struct Wake {
        uint64_t atNs;
        int slot;
    };
    // The heap's order: the earliest end on top.
    static bool laterWake(const Wake& a, const Wake& b) { return a.atNs > b.atNs; }
    // Skips the steps whose values are missing; ends the iteration past the last.
    void advance(User& u, uint64_t nowNs);
    void endIteration(User& u, uint64_t nowNs);
    void after(User& u, int slot, const CompiledStep& step, uint64_t nowNs);
    void pushWake(uint64_t atNs, int slot);

    const CompiledRequests& set_;
    ThreadDrawer drawer_;
    WorkerRecorder& rec_;
    std::vector<User> users_;
    std::vector<Wake> wakes_;           // a min-heap on atNs, room for every user
    std::string scratch_;
};

} // namespace bw

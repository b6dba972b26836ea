#pragma once
// The control socket of a run, or of each run of a sequence (rounds): a
// ControlServer whose lines act on the RunSession in hand. "vus N" and
// "rate N" call RunSession::steer() and answer "ok vus 100 -> 400 VUs
// at 12.35s"; "stop" stops the run ("ok stopping") and is remembered, so a
// sequence starts no further run; a bad line or a refused change answers
// "error: <why>" and changes nothing; between runs, "error: no run is under
// way ...".
//
// Threads: open(), attach() and close() from the owning thread (the CLI's
// main, the window's UI thread); the lines are handled on the server's
// thread. attach(nullptr) waits for a line being handled, so a session is
// never used after it is detached. stopAsked() from any thread.
#include "control/control_server.h"
#include "run/run_session.h"

#include <atomic>
#include <mutex>
#include <optional>
#include <string>

namespace bw {

class ControlChannel {
public:
    ControlChannel() = default;
    ~ControlChannel();   // close()

    // Listens at `path` (ControlServer::listen: its errors). `source` is
    // what the changes record as their origin ("control").
    std::optional<Error> open(const std::string& path, std::string source = "control");
    void close();
    const std::string& path() const { return server_.path(); }

    // The session lines act on from now on; nullptr: none (between runs).
    void attach(RunSession* session);
    // A "stop" line came (sticky).
    bool stopAsked() const { return stopAsked_.load(); }

    // One line in, its reply out, as the socket answers it (any thread).
    std::string handle(const std::string& line);

private:
    ControlServer server_;
    std::string source_ = "control";
    std::mutex mutex_;                 // guards session_ while a line uses it
    RunSession* session_ = nullptr;
    std::atomic<bool> stopAsked_{false};
};

} // namespace bw

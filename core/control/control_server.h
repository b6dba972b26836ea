#pragma once
// A line server on a Unix socket for the control protocol: one thread polls
// the listening socket and up to kMaxClients connections, splits what they
// send into lines and answers each with the handler's reply, one line back.
//
// A new client is always served: the server always accepts, and when
// kMaxClients are connected it first closes the one that has been idle the
// longest. A client that sends nothing for the idle timeout (kIdleTimeout by
// default) is closed. Either is told why in a last line ("error: closed:
// ..."). So idle connections never lock out a script's `stop`.
//
// Only this user can reach it: the socket file is created with mode 0600
// (under a umask of 0177, then checked), and a peer of another user id is
// turned away (SO_PEERCRED / getpeereid). A line longer than kMaxLineBytes
// is answered "error: line too long" and its client closed.
//
// Threads: listen() and close() from the owning thread; the handler runs on
// the server's thread, one line at a time. Qt-free, POSIX.
#include "control/server_thread.h"
#include "util/error.h"

#include <sys/types.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <string>

namespace bw {

class ControlServer {
public:
    static constexpr int kMaxClients = 16;
    static constexpr size_t kMaxLineBytes = 1024;
    static constexpr std::chrono::milliseconds kIdleTimeout{30'000};
    // Given one line (without its newline), returns the reply (without one).
    using Handler = std::function<std::string(const std::string& line)>;

    ControlServer() = default;
    ~ControlServer();   // close()
    ControlServer(const ControlServer&) = delete;
    ControlServer& operator=(const ControlServer&) = delete;

    // Creates the socket at `path` and starts answering (the file appears
    // already listening: made beside it and linked there). A stale socket file
    // there (nobody listening) is replaced; anything else is not. Returns
    // the problem, a Plain error naming the path: too long for a socket
    // address, exists and is not a socket, another program listens there,
    // or the system's reason (bind, listen, the mode not 0600).
    std::optional<Error> listen(const std::string& path, Handler handler);
    // How long a client may stay silent before it is closed (kIdleTimeout
    // unless set; at least 1 ms). Before listen().
    void setIdleTimeout(std::chrono::milliseconds t) { idleTimeout_ = std::max(t, std::chrono::milliseconds(1)); }
    // Stops the thread, closes the connections and removes the socket file
    // (when it is still the one this server made). Idempotent.
    void close();
    const std::string& path() const { return path_; }

private:
    void serve();

    std::string path_;
    Handler handler_;
    std::chrono::milliseconds idleTimeout_ = kIdleTimeout;
    dev_t dev_ = 0;                   // the socket file's identity, so close() removes only ours
    ino_t ino_ = 0;
    ServerThread io_;                 // the socket, the wake pipe and the serving thread
};

} // namespace bw

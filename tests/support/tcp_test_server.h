#pragma once
// The part every in-process TCP test server shares: a socket listening on
// 127.0.0.1 at a free port, an accept thread, one thread per connection, and
// a stop() that wakes and joins them all. A server derives from it and
// writes serveConnection(); the connection's fd is given back with
// releaseConnection() (or by stop()), never closed directly, so stop() never
// shuts down a number the kernel has already handed to someone else.
//
// Threads: start() and stop() from the test's thread; serveConnection() on
// the connection's own thread; counters anywhere.
#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace bwtest {

// A TCP socket listening on 127.0.0.1 at a free port (SO_REUSEADDR, backlog
// 512). False when socket, bind or listen failed; *fd is set either way, so
// the caller's stop() closes it.
bool listenOnLoopback(int* fd, int* port);

// Returns a 127.0.0.1 port nobody listens on (bound, then closed): another
// test running beside this one may take it before it is used.
int unusedPort();

// A 127.0.0.1 port held bound, never listening, while this lives: a
// connection to it is refused, and nothing else can listen on it (a test
// of "nothing answers" beside tests that start servers on free ports).
class RefusedPort {
public:
    RefusedPort();
    ~RefusedPort();
    RefusedPort(const RefusedPort&) = delete;
    RefusedPort& operator=(const RefusedPort&) = delete;
    int port() const { return port_; }

private:
    int fd_ = -1;
    int port_ = 0;
};

// Writes all of s (MSG_NOSIGNAL); false when the peer went away.
bool sendAllBytes(int fd, const void* data, size_t size);
inline bool sendAllBytes(int fd, const std::string& s) { return sendAllBytes(fd, s.data(), s.size()); }

class TcpTestServer {
public:
    TcpTestServer(const TcpTestServer&) = delete;
    TcpTestServer& operator=(const TcpTestServer&) = delete;

    int port() const { return port_; }
    uint64_t connections() const { return connections_.load(); }
    // Connections open now (accepted and not yet released).
    int openConnections() const { return open_.load(); }

protected:
    TcpTestServer() = default;
    // A derived class calls stopServing() in its own destructor (its
    // serveConnection() must not run on a half-destroyed object).
    virtual ~TcpTestServer();

    // Binds and starts accepting; false when the socket could not listen.
    bool startServing();
    // Idempotent: stops accepting, shuts every connection down (which wakes
    // blocking reads), joins every thread and closes what is left.
    void stopServing();
    bool stopping() const { return stopping_.load(); }
    // Closes a connection's fd from its own thread (under the lock, so
    // stopServing() never sees the number once it is reused).
    // reset: SO_LINGER 0 first, so the peer sees RST instead of FIN.
    void releaseConnection(int fd, bool reset = false);

    // Runs on the connection's thread, once per accepted connection (TCP_NODELAY
    // and no SIGPIPE already set). It releases the fd before it returns;
    // stopServing() closes any it did not.
    virtual void serveConnection(int fd) = 0;

private:
    void acceptLoop();

    int listenFd_ = -1;
    int port_ = 0;
    std::atomic<bool> stopping_{false};
    std::atomic<uint64_t> connections_{0};
    std::atomic<int> open_{0};
    std::thread acceptThread_;
    std::mutex mutex_;
    std::vector<std::thread> conns_;
    std::vector<int> fds_;
};

} // namespace bwtest

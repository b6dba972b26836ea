#pragma once
// Socket helpers of the fault-injection server: loopback-only listening
// sockets, a reserved port that refuses connections, whole writes and the
// abortive close that makes the peer see a reset. POSIX, Qt-free.
#include <cstddef>
#include <string>

namespace bwfault {

// A listening TCP socket on 127.0.0.1:port (0 = any free port). Returns the
// fd and sets *boundPort, or -1 with *why naming the problem.
int listenLoopback(int port, int* boundPort, std::string* why);

// A socket bound to a free 127.0.0.1 port but never listening: while it is
// held, connecting to that port is refused (ECONNREFUSED) and nobody else can
// take the port. Returns the fd and sets *boundPort, or -1 with *why.
int reserveRefusedPort(int* boundPort, std::string* why);

// Writes all of `len` bytes; false when the peer went away (no SIGPIPE).
bool sendAll(int fd, const char* data, size_t len);
bool sendAll(int fd, const std::string& text);

// Closes with SO_LINGER 0: the kernel sends RST instead of FIN.
void resetClose(int fd);

// Reads and drops whatever the peer sends until it closes (or errors).
void drainUntilClosed(int fd);

} // namespace bwfault

#pragma once
// A client TCP socket set up the way both the native engine's connections
// want it: non-blocking, close-on-exec, Nagle off, and no SIGPIPE where the
// platform has a per-socket switch for it (elsewhere sends use MSG_NOSIGNAL).

namespace bw {

// Returns the descriptor, or -1 with errno set when socket() failed.
int openClientTcpSocket(int family);

} // namespace bw

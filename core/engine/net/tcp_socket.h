#pragma once
// A client TCP socket set up the way both the native engine's connections
// want it: non-blocking, close-on-exec, Nagle off, and no SIGPIPE where the
// platform has a per-socket switch for it (elsewhere sends use MSG_NOSIGNAL).

namespace bw {

// Returns the descriptor, or -1 with errno set when socket() failed.
int openClientTcpSocket(int family);

// Where a non-blocking connect stands once the socket reported writability:
// 1 up; 0 still in progress (a stale event from an earlier socket of the
// same connection); -1 failed, with the reason in *err.
int connectOutcome(int fd, int* err);

} // namespace bw

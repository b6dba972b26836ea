#pragma once
// A send to a peer that has gone must fail with EPIPE, never kill the test
// with SIGPIPE. Linux has send()'s MSG_NOSIGNAL flag; macOS may not declare
// it and has a per-socket option instead, SO_NOSIGPIPE (as the engine's own
// sockets do: core/engine/net/tcp_socket.cpp). The test servers send with
// MSG_NOSIGNAL (0 where there is none) and call noSigpipe() on each socket
// they accept or open. Any thread.
#include <sys/socket.h>

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0
#endif

namespace bwtest {

inline void noSigpipe(int fd)
{
#ifdef SO_NOSIGPIPE
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, sizeof one);
#else
    (void)fd;
#endif
}

} // namespace bwtest

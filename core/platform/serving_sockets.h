#pragma once
// The sockets through which processes serve: TCP sockets in LISTEN and
// unconnected bound UDP sockets (a QUIC server's), held open by any of a set
// of processes. The watch check (target/watch_check.h) matches them against
// a run's URL, so that only the process that serves the URL is watched.
//
// Linux: the socket inodes among /proc/<pid>/fd, looked up in the rows of
// /proc/<pid>/net/tcp, tcp6, udp and udp6, read once per network namespace
// (a container's processes see their own). macOS: libproc,
// proc_pidinfo(PROC_PIDLISTFDS) and proc_pidfdinfo(PROC_PIDFDSOCKETINFO).
//
// Qt-free; any thread; reads the process table only (no state kept).
#include <cstdint>
#include <string>
#include <vector>

namespace bw {

struct ServingSocket {
    bool udp = false;           // false: a TCP socket in LISTEN
    // The local address, numeric: "127.0.0.1", "::1", "0.0.0.0" and "::"
    // (any address). An IPv4-mapped IPv6 address is given as IPv4.
    std::string address;
    int port = 0;
    int64_t pid = 0;            // a process holding it
};

struct ServingSockets {
    std::vector<ServingSocket> sockets;
    // Set when the descriptors of a process could not be read (another
    // user's, without the rights): "not permitted to read the open files of
    // process 4242". Its sockets are then missing from `sockets`.
    std::string error;
};

// Processes that have exited meanwhile are skipped without an error.
ServingSockets servingSockets(const std::vector<int64_t>& pids);

} // namespace bw

#pragma once
// The shaping link: a relay on 127.0.0.1 between the engine and the target
// that gives the traffic a network's delay, jitter, rate and loss in user
// space (no kernel qdisc, so it works the same on macOS). TCP (HTTP/1.1,
// HTTP/2, TLS: bytes, not requests, are shaped) and UDP (HTTP/3) on the same
// port number. It runs in a thread of its own, whose CPU it measures.
//
// Per direction: a bottleneck of the profile's rate with a bounded queue
// (bytes wait there; a full queue stops the reading side, as a real
// bottleneck's does, and adds delay), then the propagation delay of
// link_model.h. A TCP stream keeps its order (a late chunk holds back the
// ones behind it); a lost TCP segment is a retransmission stall of one RTO
// (LinkModel::stallMs); a lost datagram is dropped.
//
// Threads: start(), stop() and stats() from one owning thread; the relay runs
// on its own.
#include "link/link_profile.h"

#include <sys/socket.h>

#include <cstdint>
#include <memory>
#include <string>

namespace bw {

struct LinkStats {
    uint64_t connections = 0;          // TCP connections relayed
    uint64_t bytesUp = 0, bytesDown = 0;          // TCP payload, engine -> target and back
    uint64_t chunksUp = 0, chunksDown = 0;        // reads relayed (the unit of delay)
    uint64_t stalls = 0;               // TCP chunks held back one RTO for a lost segment
    uint64_t datagramsUp = 0, datagramsDown = 0;  // UDP datagrams delivered
    uint64_t datagramsLost = 0;        // dropped for loss
    uint64_t datagramsQueueFull = 0;   // dropped because the bottleneck's queue was full
    uint64_t queueFullWaits = 0;       // times a TCP reader waited for room in a full queue
    uint64_t peakQueueBytes = 0;       // the most bytes waiting at a bottleneck
    double addedDelayMeanMs = 0;       // mean of the propagation delay drawn per chunk/datagram
    double modelRttP50Ms = 0;          // the profile's round trip, median and p99, as the model gives them
    double modelRttP99Ms = 0;          // (LinkModel::rttQuantileMs): what the link should have added
    double cpuSec = 0;                 // the relay thread's CPU time
    double wallSec = 0;                // how long it ran
    double busyFraction() const { return wallSec > 0 ? cpuSec / wallSec : 0.0; }
};

class ShapingLink {
public:
    explicit ShapingLink(LinkProfile profile, uint64_t seed = 1);
    ~ShapingLink();
    ShapingLink(const ShapingLink&) = delete;
    ShapingLink& operator=(const ShapingLink&) = delete;

    // Listens on 127.0.0.1 (TCP and UDP, one port) and relays to `to`.
    // Returns "" or the problem.
    std::string start(const sockaddr_storage& to, socklen_t toLen);
    int port() const;
    // Ends the relay (open connections are closed); stats() are final after it.
    void stop();
    LinkStats stats() const;
    const LinkProfile& profile() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bw

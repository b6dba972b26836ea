#pragma once
// One connected, non-blocking UDP socket (a QUIC connection's) and the
// batched datagram I/O the kernel offers: UDP GSO (Linux 4.18+: one
// sendmsg carries many datagrams of one size), sendmmsg and recvmmsg
// (Linux); one send()/recv() per datagram elsewhere. Which of them a run
// used is reported in its result (engine.udpIo, docs/http3.md).
// Worker thread only (GSO's availability is learnt once per process).
#include <cstddef>
#include <cstdint>
#include <sys/socket.h>
#include <sys/types.h>

namespace bw {

// The batching a send or receive used, OR-ed into a run's report.
enum UdpIoUsed : unsigned {
    kUdpGso = 1u,        // several datagrams in one sendmsg (UDP_SEGMENT)
    kUdpSendmmsg = 2u,   // several datagrams in one sendmmsg
    kUdpRecvmmsg = 4u,   // several datagrams in one recvmmsg
};

// One worker's receive buffers: up to kMax datagrams per call, each up to
// kSize bytes (QUIC packets we accept are at most kMaxPayload bytes; a
// longer datagram is dropped as truncated).
struct UdpDatagrams {
    static constexpr int kMax = 32;
    static constexpr size_t kSize = 2048;
    static constexpr size_t kMaxPayload = 1500;   // our max_udp_payload_size transport parameter
    uint8_t data[kMax][kSize];
    size_t len[kMax] = {};
    int count = 0;
};

class UdpSocket {
public:
    UdpSocket() = default;
    ~UdpSocket();
    UdpSocket(const UdpSocket&) = delete;
    UdpSocket& operator=(const UdpSocket&) = delete;

    // A socket connected to `peer` (its local address learnt), non-blocking
    // and close-on-exec. False with errno set.
    bool open(const sockaddr* peer, socklen_t peerLen);
    void close();   // the caller removes it from the poller first

    int fd() const { return fd_; }
    const sockaddr* local() const { return reinterpret_cast<const sockaddr*>(&local_); }
    socklen_t localLen() const { return localLen_; }

    // Sends `count` datagrams laid out back to back in buf, sizes[i] bytes
    // each: runs of equal size (the last of a run may be shorter) in one
    // GSO send where the kernel has it, the rest in sendmmsg batches
    // (Linux) or one send() each. Returns how many datagrams left (count:
    // all; fewer: the socket filled up, send the rest on writability), or
    // -1 with errno set when none could be sent (ECONNREFUSED: an ICMP
    // port unreachable came back). *used gains the batching it took.
    int send(const uint8_t* buf, const size_t* sizes, int count, unsigned* used);
    // Receives the queued datagrams, up to UdpDatagrams::kMax. Returns how
    // many (0: none queued), or -1 with errno set.
    int receive(UdpDatagrams& into, unsigned* used);

    // GSO works in this process (probed at the first open; turned off for
    // good when the kernel refuses a GSO send). For tests and the docs.
    static bool gsoAvailable();

private:
    int sendGso(const uint8_t* buf, size_t len, size_t segment, unsigned* used);
    int sendBatch(const uint8_t* buf, const size_t* sizes, int count, unsigned* used);

    int fd_ = -1;
    sockaddr_storage local_{};
    socklen_t localLen_ = 0;
};

} // namespace bw

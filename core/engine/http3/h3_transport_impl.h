#pragma once
// H3Transport's state, shared by h3_transport.cpp (the Transport face,
// datagrams and timers) and h3_transport_end.cpp (how a connection opens
// and how it ends, in the engine's error classes). Private to engine/http3.
#include "engine/http3/h3_transport.h"
#include "engine/http3/quic_connection.h"
#include "engine/net/udp_socket.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace bw {

class WorkerLoop;
struct NativeTarget;

struct H3Transport::Impl {
    enum class State { Closed, Handshaking, Open };

    // One connection: its socket, its QUIC connection, what it keeps for
    // the next one (ticket), and the loop's requests that have no stream
    // (waiting for the handshake or stream credit, or never processed by
    // the server and waiting for the connection to close so the loop sends
    // them again).
    struct Conn final : H3Listener {
        Impl* t = nullptr;
        int index = 0;
        State state = State::Closed;
        UdpSocket sock;
        std::unique_ptr<QuicConnection> quic;
        QuicResumption resume;
        std::vector<int> queued;
        std::vector<int> scratch;       // queued's swap partner while failing them
        int announced = 0;              // streams announced to the loop (connReady); 0: not yet
        bool inQuic = false;            // inside a QuicConnection call: sends only queue
        bool silent = false;            // closing at the loop's word: report nothing
        int reported = 0;               // requests reported failed by the current lost()
        uint64_t expiryNs = UINT64_MAX; // the QUIC connection's timer, as last read
        // Datagrams the socket had no room for, sent on writability.
        std::vector<uint8_t> pending;
        std::vector<size_t> pendingSizes;

        void onH3Response(H3Stream& s) override;
        void onH3Failed(H3Stream& s, ErrorClass cls, const char* why) override;
        void onH3Retry(H3Stream& s) override;
    };

    WorkerLoop* loop = nullptr;
    const NativeTarget* target = nullptr;
    std::unique_ptr<QuicTlsContext> tls;
    std::unique_ptr<H3Request> request;
    std::unique_ptr<H3SetRequests> setRequests;   // a request set (null: the run's one request)
    QuicOptions options;
    std::vector<Conn> conns;
    std::unique_ptr<UdpDatagrams> rx = std::make_unique<UdpDatagrams>();
    static constexpr int kMaxPackets = 64;   // a GSO send's most (and 64 KiB)
    std::vector<uint8_t> tx = std::vector<uint8_t>(64 * 1024);
    size_t txSizes[kMaxPackets] = {};
    Conn* busy = nullptr;           // the connection whose event is being handled: its writes wait for the end
    bool spokeH3 = false;           // some connection of this worker completed a QUIC handshake with h3
    unsigned udpUsed = 0;           // UdpIoUsed bits already told to the loop
    mutable uint64_t timerNs = UINT64_MAX;
    mutable bool timerDirty = true;

    // --- datagrams (h3_transport.cpp) -------------------------------------
    void startConnect(Conn& c);
    void readAll(Conn& c);
    void flush(Conn& c);
    bool sendPending(Conn& c);
    void sendPackets(Conn& c, const uint8_t* buf, const size_t* sizes, int count);
    void drain(Conn& c);
    // Opens a stream for request `req`: the run's request or its set entry (null: no stream now).
    H3Stream* submit(Conn& c, int req);
    void updateExpiry(Conn& c);
    void noteIo(unsigned used);

    // --- opening and ending (h3_transport_end.cpp) ------------------------
    // After every QuicConnection call: reports the handshake, announces
    // streams, opens streams for waiting requests, ends a finished or
    // failed connection. False when the connection ended (reported).
    bool afterQuic(Conn& c);
    void opened(Conn& c);
    void announce(Conn& c);
    void ended(Conn& c);
    void openFailed(Conn& c, ErrorClass cls, const std::string& why, bool notHttp3);
    void lost(Conn& c, ErrorClass cls, const std::string& why, bool countIdle, bool quiet);
    void finishedGracefully(Conn& c);
    void socketError(Conn& c, int err);
    void closeSocket(Conn& c, QuicConnection* quic);
    // Sends our CONNECTION_CLOSE (if one is due) and drops the connection
    // and its socket; nothing is reported.
    void drop(Conn& c);
};

} // namespace bw

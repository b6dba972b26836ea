#pragma once
// An in-process HTTP/3 server on an ephemeral 127.0.0.1 UDP port, built on
// ngtcp2's server side with GnuTLS and nghttp3 (the libraries the client
// uses, so no extra package), for the HTTP/3 tests. One thread polls one
// UDP socket and serves every connection, found by connection ID. It has a
// throwaway certificate (test_certificate.h, trusted through certFile())
// and answers every request with a fixed response, counting what it saw
// so tests compare both sides:
//   /rst          RESET_STREAM H3_INTERNAL_ERROR instead of a response
//   /reject       RESET_STREAM H3_REQUEST_REJECTED (never processed: retried)
//   /status/NNN   status NNN with the body
//   anything else 200 with Options::body
// Options make it close each connection (CONNECTION_CLOSE with a chosen
// code) or send GOAWAY after K requests, go silent after the handshake,
// limit the concurrent streams, answer late, offer another ALPN than h3,
// refuse 0-RTT, or refuse a handshake that names no server. Session tickets are issued, so reconnects resume.
// Only built with HTTP/3 (BENCHWORK_HTTP3).
#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace bwtest {

class H3TestServer {
public:
    struct Options {
        uint64_t maxStreams = 100;      // initial_max_streams_bidi: concurrent requests per connection
        uint32_t closeAfter = 0;        // per connection: CONNECTION_CLOSE on the K-th request (unanswered); 0: never
        uint64_t closeCode = 0x100;     // its code (H3_NO_ERROR)...
        bool closeApplication = true;   // ...an HTTP/3 code, or a QUIC transport code
        uint32_t goawayAfter = 0;       // per connection: GOAWAY after the K-th request; 0: never
        bool silentAfterHandshake = false;   // drop everything once the handshake is done
        int delayMs = 0;                // answer each request this long after it arrived
        std::string body = "{\"ok\":true}";
        std::string alpn = "h3";        // the one protocol offered by ALPN
        bool earlyData = true;          // accept 0-RTT from a resumed session
        // End a handshake whose ClientHello names no server (SNI) with TLS
        // internal_error, as Caddy's QUIC side does for an IP-only site.
        bool needServerName = false;
    };

    explicit H3TestServer(Options options);
    ~H3TestServer();
    H3TestServer(const H3TestServer&) = delete;
    H3TestServer& operator=(const H3TestServer&) = delete;

    bool start();                       // makes the certificate, binds 127.0.0.1:0 (UDP)
    void stop();
    int port() const { return port_; }
    std::string url(const std::string& path = "/") const;   // https://127.0.0.1:PORT/path
    const std::string& certFile() const { return certFile_; }   // the certificate, PEM (its own CA)
    const std::string& error() const { return error_; }

    uint64_t requests() const { return requests_.load(); }        // complete requests accepted
    uint64_t responses() const { return responses_.load(); }      // responses sent to their end
    uint64_t resets() const { return resets_.load(); }            // streams reset (/rst, /reject)
    uint64_t connections() const { return connections_.load(); }  // QUIC connections accepted
    uint64_t handshakes() const { return handshakes_.load(); }
    uint64_t resumed() const { return resumed_.load(); }          // handshakes that resumed a session
    uint64_t earlyData() const { return early_.load(); }          // handshakes that took 0-RTT data
    uint64_t closes() const { return closes_.load(); }            // connections closed by closeAfter
    uint64_t goaways() const { return goaways_.load(); }
    uint64_t clientResets() const { return clientResets_.load(); }   // request streams the client reset
    uint32_t maxOpenStreams() const { return maxOpen_.load(); }   // most requests open at once on one connection

    struct Conn;    // one connection (h3_test_conn.cpp)
    struct Shared;  // what the connections share: socket, TLS, options, counters

private:
    void run();

    Options options_;
    std::unique_ptr<Shared> shared_;
    std::string certFile_;
    std::string error_;
    int fd_ = -1;
    int port_ = 0;
    std::atomic<bool> stopping_{false};
    std::atomic<uint64_t> requests_{0}, responses_{0}, resets_{0}, connections_{0}, handshakes_{0}, resumed_{0},
        early_{0}, closes_{0}, goaways_{0}, clientResets_{0};
    std::atomic<uint32_t> maxOpen_{0};
    std::thread thread_;

    friend struct Conn;
};

} // namespace bwtest

#pragma once
// An in-process h2c server (HTTP/2 with prior knowledge over plain TCP) on an
// ephemeral 127.0.0.1 port, built on nghttp2's own server session, for the
// HTTP/2 tests; with Options::tls, h2 over TLS instead (a throwaway
// certificate, test_certificate.h, and ALPN answered with Options::alpn).
// One thread per connection (tcp_test_server.h). It answers every request with a
// fixed response and counts what it saw, so tests compare both sides:
//   /rst          RST_STREAM INTERNAL_ERROR instead of a response
//   /bad-frame    no response: a DATA frame on stream 0, a connection error
//   /status/NNN   status NNN with the body
//   /big          a 256 KiB body
//   anything else 200 with Options::body
// It keeps the first requests' header fields and bodies (keptRequests()).
// Options make it send GOAWAY after K requests on each connection, limit the
// concurrent streams, delay its answers, or never open its receive window
// (request bodies then stall in flow control).
#include "tcp_test_server.h"
#include "test_certificate.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

namespace bwtest {

class H2TestServer : public TcpTestServer {
public:
    struct Options {
        uint32_t maxConcurrent = 100;   // SETTINGS_MAX_CONCURRENT_STREAMS
        uint32_t goawayAfter = 0;       // per connection: GOAWAY (NO_ERROR) after this many requests; 0: never
        int delayMs = 0;                // answer each request this long after it arrived
        bool stallUploads = false;      // stream window 0 and no WINDOW_UPDATE: request bodies never arrive
        std::string body = "{\"ok\":true}";
        bool tls = false;               // h2 over TLS (https:// URLs)
        std::string alpn = "h2";        // TLS: the protocol chosen when the client offers it; "": no ALPN answer
        size_t keep = 16;               // keptRequests(): how many it keeps
    };

    explicit H2TestServer(Options options);
    ~H2TestServer() override;

    bool start();                       // binds 127.0.0.1:0 (TLS: makes the certificate first)
    void stop() { stopServing(); }
    std::string url(const std::string& path = "/") const;   // http://127.0.0.1:PORT/path (https:// with tls)
    const std::string& certFile() const { return tls_.certFile(); }   // TLS: the certificate, PEM (its own CA)
    uint64_t tlsHandshakes() const { return tlsHandshakes_.load(); }

    uint64_t requests() const { return requests_.load(); }          // complete requests accepted (answered or reset)
    uint64_t responses() const { return responses_.load(); }        // responses sent to the end
    uint64_t resets() const { return resets_.load(); }              // RST_STREAM sent for /rst
    uint64_t goaways() const { return goaways_.load(); }
    uint32_t maxOpenStreams() const { return maxOpen_.load(); }      // most streams open at once on one connection
    uint64_t clientResets() const { return clientResets_.load(); }   // RST_STREAM received from the client
    // The first Options::keep requests it processed (none above its GOAWAY),
    // as they arrived: each header field
    // "name: value\n" in order (pseudo-headers first), a blank line, the body.
    std::vector<std::string> keptRequests() const;

    struct Conn;    // one connection's state (h2_test_server.cpp)

private:
    void serveConnection(int fd) override;
    void lingerBeforeClose(int fd);

    Options options_;
    TestServerTls tls_;   // with Options::tls; outlives every connection
    std::atomic<uint64_t> requests_{0}, responses_{0}, resets_{0}, goaways_{0}, clientResets_{0};
    std::atomic<uint32_t> maxOpen_{0};
    std::atomic<uint64_t> tlsHandshakes_{0};
    mutable std::mutex keptMutex_;
    std::vector<std::string> kept_;

    friend struct H2ServerCallbacks;
};

} // namespace bwtest

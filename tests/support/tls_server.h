#pragma once
// A small in-process HTTPS/1.1 server (OpenSSL) on an ephemeral 127.0.0.1
// port for the TLS tests, with a throwaway self-signed certificate made at
// start (EC P-256, for the names given) and written to certFile() so a test
// can trust it through SSL_CERT_FILE. One thread per connection
// (tcp_test_server.h). It counts
// requests, completed handshakes and resumed ones, so tests compare both
// sides. The fault modes misbehave before any TLS is spoken.
#include "tcp_test_server.h"
#include "test_certificate.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace bwtest {

class TlsServer : public TcpTestServer {
public:
    enum class Mode {
        Ok,                 // 200 with a small JSON body, keep-alive
        CloseEach,          // Connection: close on every response
        CloseMidHandshake,  // reads the ClientHello, then closes
        GarbageHello,       // answers the ClientHello with plain HTTP text
    };
    struct Options {
        Mode mode = Mode::Ok;
        std::vector<std::string> dnsNames{"localhost"};   // subjectAltName DNS entries
        bool ipLoopback = true;                            // subjectAltName IP:127.0.0.1
        std::string maxVersion;                            // "" (any) or "1.2"
    };

    explicit TlsServer(Options options);
    ~TlsServer() override;

    bool start();                     // makes the certificate, binds 127.0.0.1:0
    void stop() { stopServing(); }
    std::string url(const std::string& path = "/json") const;   // https://127.0.0.1:port/path
    const std::string& certFile() const { return tls_.certFile(); }   // PEM, the certificate (its own CA)
    const std::string& error() const { return error_; }               // why start() failed
    uint64_t requests() const { return requests_.load(); }
    uint64_t handshakes() const { return handshakes_.load(); }
    uint64_t resumed() const { return resumed_.load(); }

private:
    void serveConnection(int fd) override;
    void serveTls(int fd);

    Options options_;
    TestServerTls tls_;   // outlives every connection: stopServing() runs first
    std::string error_;
    std::atomic<uint64_t> requests_{0}, handshakes_{0}, resumed_{0};
};

} // namespace bwtest

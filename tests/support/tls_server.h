#pragma once
// A small in-process HTTPS/1.1 server (OpenSSL) on an ephemeral 127.0.0.1
// port for the TLS tests, with a throwaway self-signed certificate made at
// start (EC P-256, for the names given) and written to certFile() so a test
// can trust it through SSL_CERT_FILE. One thread per connection. It counts
// requests, completed handshakes and resumed ones, so tests compare both
// sides. The fault modes misbehave before any TLS is spoken.
#include "test_certificate.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

typedef struct ssl_ctx_st SSL_CTX;

namespace bwtest {

class TlsServer {
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
    ~TlsServer();

    bool start();                     // makes the certificate, binds 127.0.0.1:0
    void stop();
    int port() const { return port_; }
    std::string url(const std::string& path = "/json") const;   // https://127.0.0.1:port/path
    const std::string& certFile() const { return certFile_; }   // PEM, the certificate (its own CA)
    const std::string& error() const { return error_; }         // why start() failed
    uint64_t requests() const { return requests_.load(); }
    uint64_t connections() const { return connections_.load(); }
    uint64_t handshakes() const { return handshakes_.load(); }
    uint64_t resumed() const { return resumed_.load(); }

private:
    bool makeContext();
    void acceptLoop();
    void serve(int fd);
    void serveTls(int fd);

    Options options_;
    TestCertificateOptions certOptions_;   // outlives ctx_
    SSL_CTX* ctx_ = nullptr;
    std::string certFile_;
    std::string error_;
    int listenFd_ = -1;
    int port_ = 0;
    std::atomic<bool> stopping_{false};
    std::atomic<uint64_t> requests_{0}, connections_{0}, handshakes_{0}, resumed_{0};
    std::thread acceptThread_;
    std::mutex mutex_;
    std::vector<std::thread> conns_;
    std::vector<int> fds_;
};

} // namespace bwtest

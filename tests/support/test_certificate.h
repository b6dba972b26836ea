#pragma once
// A throwaway self-signed server certificate (EC P-256, its own CA) for the
// in-process TLS test servers, made at start for the names given, written to
// a PEM file a test can trust through SSL_CERT_FILE, and an OpenSSL server
// context that uses it. Optionally the context answers ALPN with the first
// of `alpn` the client offers (none offered in common: no ALPN at all).
#include <string>
#include <vector>

typedef struct ssl_ctx_st SSL_CTX;

namespace bwtest {

struct TestCertificateOptions {
    std::vector<std::string> dnsNames{"localhost"};   // subjectAltName DNS entries
    bool ipLoopback = true;                            // subjectAltName IP:127.0.0.1
    std::string maxVersion;                            // "" (any) or "1.2"
    std::vector<std::string> alpn;                     // the server's ALPN choices, in its order of preference; empty: none
};

// A fresh certificate and key as PEM text (for servers on other TLS
// libraries: the HTTP/3 test server's GnuTLS), the certificate also written
// to *certFile (the caller removes it). False with *error set.
bool makeTestCertificatePem(const TestCertificateOptions& options, std::string* certPem, std::string* keyPem,
                            std::string* certFile, std::string* error);

// The context (the caller frees it with SSL_CTX_free and removes *certFile),
// or nullptr with *error set. `options` must outlive the context (its ALPN
// choices are read at each handshake): pass the server's own copy.
SSL_CTX* makeTestServerContext(const TestCertificateOptions& options, std::string* certFile, std::string* error);

// A test server's TLS side: its certificate options, the context and the PEM
// file, made together and freed and removed together. make() also ignores
// SIGPIPE: OpenSSL's socket BIO writes with write(), and a client that went
// away would kill the test process. Test thread: make(); any: the rest.
class TestServerTls {
public:
    TestServerTls() = default;
    TestServerTls(const TestServerTls&) = delete;
    TestServerTls& operator=(const TestServerTls&) = delete;
    ~TestServerTls();

    TestCertificateOptions options;   // set before make(); read at each handshake
    bool make();                      // false with error() set
    SSL_CTX* context() const { return ctx_; }
    const std::string& certFile() const { return certFile_; }
    const std::string& error() const { return error_; }

private:
    SSL_CTX* ctx_ = nullptr;
    std::string certFile_;
    std::string error_;
};

} // namespace bwtest

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

} // namespace bwtest

#include "test_certificate.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <unistd.h>

namespace bwtest {

namespace {

bool addExtension(X509* x, int nid, const std::string& value)
{
    X509V3_CTX v3;
    X509V3_set_ctx_nodb(&v3);
    X509V3_set_ctx(&v3, x, x, nullptr, nullptr, 0);
    X509_EXTENSION* ext = X509V3_EXT_conf_nid(nullptr, &v3, nid, value.c_str());
    if (!ext)
        return false;
    X509_add_ext(x, ext, -1);
    X509_EXTENSION_free(ext);
    return true;
}

// The server's ALPN choice: its first preference the client offered.
int selectAlpn(SSL*, const unsigned char** out, unsigned char* outlen, const unsigned char* in, unsigned inlen, void* arg)
{
    const auto& prefs = *static_cast<const std::vector<std::string>*>(arg);
    for (const std::string& want : prefs) {
        for (unsigned i = 0; i < inlen;) {
            const unsigned len = in[i];
            if (i + 1 + len > inlen)
                break;
            if (len == want.size() && std::memcmp(in + i + 1, want.data(), len) == 0) {
                *out = in + i + 1;
                *outlen = static_cast<unsigned char>(len);
                return SSL_TLSEXT_ERR_OK;
            }
            i += 1 + len;
        }
    }
    return SSL_TLSEXT_ERR_NOACK;
}

} // namespace

namespace {

// A self-signed EC P-256 certificate (its own CA) for the names asked, and
// its key; the certificate is also written to a PEM file. Null on failure.
bool makeCertificate(const TestCertificateOptions& options, X509** certOut, EVP_PKEY** keyOut, std::string* certFile)
{
    EVP_PKEY* key = EVP_EC_gen("P-256");
    X509* x = X509_new();
    bool ok = key && x;
    if (ok) {
        X509_set_version(x, 2);
        ASN1_INTEGER_set(X509_get_serialNumber(x), long(getpid()) ^ long(time(nullptr)));
        X509_gmtime_adj(X509_getm_notBefore(x), -3600);
        X509_gmtime_adj(X509_getm_notAfter(x), 2 * 86400);
        X509_set_pubkey(x, key);
        X509_NAME* name = X509_get_subject_name(x);
        X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, reinterpret_cast<const unsigned char*>("benchwork test"), -1, -1, 0);
        X509_set_issuer_name(x, name);
        std::string san;
        for (const std::string& d : options.dnsNames)
            san += (san.empty() ? "DNS:" : ",DNS:") + d;
        if (options.ipLoopback)
            san += san.empty() ? "IP:127.0.0.1" : ",IP:127.0.0.1";
        ok = (san.empty() || addExtension(x, NID_subject_alt_name, san))
             && addExtension(x, NID_basic_constraints, "critical,CA:TRUE")
             && addExtension(x, NID_key_usage, "critical,digitalSignature,keyCertSign")
             && X509_sign(x, key, EVP_sha256()) > 0;
    }
    if (ok) {
        const char* dir = std::getenv("TMPDIR");
        std::string path = std::string(dir && *dir ? dir : "/tmp") + "/benchwork-tls-XXXXXX";
        int fd = mkstemp(path.data());
        FILE* f = fd >= 0 ? fdopen(fd, "w") : nullptr;
        ok = f && PEM_write_X509(f, x) == 1;
        if (f)
            fclose(f);
        if (fd >= 0)
            *certFile = path;
    }
    if (!ok) {
        X509_free(x);
        EVP_PKEY_free(key);
        return false;
    }
    *certOut = x;
    *keyOut = key;
    return true;
}

template <typename Write>
std::string pem(Write write)
{
    BIO* b = BIO_new(BIO_s_mem());
    std::string out;
    if (b && write(b) == 1) {
        char* data = nullptr;
        const long n = BIO_get_mem_data(b, &data);
        out.assign(data, size_t(n));
    }
    BIO_free(b);
    return out;
}

} // namespace

bool makeTestCertificatePem(const TestCertificateOptions& options, std::string* certPem, std::string* keyPem,
                            std::string* certFile, std::string* error)
{
    X509* x = nullptr;
    EVP_PKEY* key = nullptr;
    bool ok = makeCertificate(options, &x, &key, certFile);
    if (ok) {
        *certPem = pem([&](BIO* b) { return PEM_write_bio_X509(b, x); });
        *keyPem = pem([&](BIO* b) { return PEM_write_bio_PrivateKey(b, key, nullptr, nullptr, 0, nullptr, nullptr); });
        ok = !certPem->empty() && !keyPem->empty();
    }
    if (!ok)
        *error = "cannot make the test certificate";
    X509_free(x);
    EVP_PKEY_free(key);
    ERR_clear_error();
    return ok;
}

SSL_CTX* makeTestServerContext(const TestCertificateOptions& options, std::string* certFile, std::string* error)
{
    X509* x = nullptr;
    EVP_PKEY* key = nullptr;
    bool ok = makeCertificate(options, &x, &key, certFile);
    SSL_CTX* ctx = nullptr;
    if (ok) {
        ctx = SSL_CTX_new(TLS_server_method());
        ok = ctx && SSL_CTX_use_certificate(ctx, x) == 1 && SSL_CTX_use_PrivateKey(ctx, key) == 1;
        if (ok && options.maxVersion == "1.2")
            SSL_CTX_set_max_proto_version(ctx, TLS1_2_VERSION);
        if (ok && !options.alpn.empty())   // (options outlive the context: see the header)
            SSL_CTX_set_alpn_select_cb(ctx, selectAlpn, const_cast<std::vector<std::string>*>(&options.alpn));
    }
    if (!ok) {
        *error = "cannot make the test certificate or context";
        if (ctx)
            SSL_CTX_free(ctx);
        ctx = nullptr;
    }
    X509_free(x);
    EVP_PKEY_free(key);
    ERR_clear_error();
    return ctx;
}

TestServerTls::~TestServerTls()
{
    if (ctx_)
        SSL_CTX_free(ctx_);
    if (!certFile_.empty())
        std::remove(certFile_.c_str());
}

bool TestServerTls::make()
{
    std::signal(SIGPIPE, SIG_IGN);
    ctx_ = makeTestServerContext(options, &certFile_, &error_);
    return ctx_ != nullptr;
}

} // namespace bwtest

#include "tls_server.h"
#include "loopback_server.h"

#include <arpa/inet.h>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <poll.h>
#include <sys/socket.h>
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

} // namespace

TlsServer::TlsServer(Options options) : options_(std::move(options)) {}

TlsServer::~TlsServer()
{
    stop();
    if (ctx_)
        SSL_CTX_free(ctx_);
    if (!certFile_.empty())
        std::remove(certFile_.c_str());
}

bool TlsServer::makeContext()
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
        for (const std::string& d : options_.dnsNames)
            san += (san.empty() ? "DNS:" : ",DNS:") + d;
        if (options_.ipLoopback)
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
            certFile_ = path;
    }
    if (ok) {
        ctx_ = SSL_CTX_new(TLS_server_method());
        ok = ctx_ && SSL_CTX_use_certificate(ctx_, x) == 1 && SSL_CTX_use_PrivateKey(ctx_, key) == 1;
        if (ok && options_.maxVersion == "1.2")
            SSL_CTX_set_max_proto_version(ctx_, TLS1_2_VERSION);
    }
    if (!ok)
        error_ = "cannot make the test certificate or context";
    X509_free(x);
    EVP_PKEY_free(key);
    ERR_clear_error();
    return ok;
}

bool TlsServer::start()
{
    // OpenSSL's socket BIO writes with write(): a client that went away
    // would kill the test process with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    if (!makeContext())
        return false;
    if (!listenOnLoopback(&listenFd_, &port_)) {
        error_ = "cannot listen on 127.0.0.1";
        return false;
    }
    acceptThread_ = std::thread([this] { acceptLoop(); });
    return true;
}

void TlsServer::stop()
{
    if (stopping_.exchange(true))
        return;
    if (acceptThread_.joinable())
        acceptThread_.join();
    if (listenFd_ >= 0)
        ::close(listenFd_);
    {
        std::lock_guard<std::mutex> lk(mutex_);
        for (int fd : fds_)
            ::shutdown(fd, SHUT_RDWR);   // wakes the blocked SSL_read/SSL_accept
    }
    for (auto& t : conns_)
        t.join();
    for (int fd : fds_)
        ::close(fd);
    fds_.clear();
}

std::string TlsServer::url(const std::string& path) const
{
    return "https://127.0.0.1:" + std::to_string(port_) + path;
}

void TlsServer::acceptLoop()
{
    while (!stopping_.load()) {
        pollfd p{listenFd_, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0)
            continue;
        int fd = ::accept(listenFd_, nullptr, nullptr);
        if (fd < 0)
            continue;
        int one = 1;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        connections_.fetch_add(1);
        std::lock_guard<std::mutex> lk(mutex_);
        fds_.push_back(fd);
        conns_.emplace_back([this, fd] { serve(fd); });
    }
}

void TlsServer::serve(int fd)
{
    char buf[4096];
    switch (options_.mode) {
    case Mode::CloseMidHandshake:
        (void)::recv(fd, buf, sizeof buf, 0);   // the ClientHello
        break;
    case Mode::GarbageHello: {
        if (::recv(fd, buf, sizeof buf, 0) > 0) {
            static const char kText[] = "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n";
            (void)::send(fd, kText, sizeof kText - 1, MSG_NOSIGNAL);
        }
        break;
    }
    case Mode::Ok:
    case Mode::CloseEach:
        serveTls(fd);
        break;
    }
    ::shutdown(fd, SHUT_RDWR);   // the fd itself is closed by stop(): no number reuse while stop() holds it
}

void TlsServer::serveTls(int fd)
{
    SSL* ssl = SSL_new(ctx_);
    SSL_set_fd(ssl, fd);
    if (SSL_accept(ssl) == 1) {
        handshakes_.fetch_add(1);
        if (SSL_session_reused(ssl))
            resumed_.fetch_add(1);
        std::string in;
        char buf[4096];
        for (;;) {
            size_t end;
            while ((end = in.find("\r\n\r\n")) == std::string::npos) {
                const int n = SSL_read(ssl, buf, sizeof buf);
                if (n <= 0)
                    goto done;
                in.append(buf, size_t(n));
            }
            in.erase(0, end + 4);   // GET only: no body
            requests_.fetch_add(1);
            const bool close = options_.mode == Mode::CloseEach;
            const std::string out = std::string("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 27\r\n")
                                    + (close ? "Connection: close\r\n" : "") + "\r\n{\"message\":\"Hello, World!\"}";
            if (SSL_write(ssl, out.data(), int(out.size())) <= 0 || close)
                break;
        }
    }
done:
    SSL_shutdown(ssl);
    SSL_free(ssl);
    ERR_clear_error();
}

} // namespace bwtest

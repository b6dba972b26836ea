#include "tls_server.h"
#include "test_certificate.h"

#include <openssl/err.h>
#include <openssl/ssl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace bwtest {

TlsServer::TlsServer(Options options) : options_(std::move(options)) {}

TlsServer::~TlsServer() { stopServing(); }

bool TlsServer::start()
{
    tls_.options.dnsNames = options_.dnsNames;
    tls_.options.ipLoopback = options_.ipLoopback;
    tls_.options.maxVersion = options_.maxVersion;
    if (!tls_.make()) {
        error_ = tls_.error();
        return false;
    }
    if (!startServing()) {
        error_ = "cannot listen on 127.0.0.1";
        return false;
    }
    return true;
}

std::string TlsServer::url(const std::string& path) const
{
    return "https://127.0.0.1:" + std::to_string(port()) + path;
}

void TlsServer::serveConnection(int fd)
{
    char buf[4096];
    switch (options_.mode) {
    case Mode::CloseMidHandshake:
        (void)::recv(fd, buf, sizeof buf, 0);   // the ClientHello
        break;
    case Mode::GarbageHello: {
        if (::recv(fd, buf, sizeof buf, 0) > 0) {
            static const char kText[] = "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n";
            (void)sendAllBytes(fd, kText, sizeof kText - 1);
        }
        break;
    }
    case Mode::Ok:
    case Mode::CloseEach:
        serveTls(fd);
        break;
    }
    releaseConnection(fd);
}

void TlsServer::serveTls(int fd)
{
    SSL* ssl = SSL_new(tls_.context());
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

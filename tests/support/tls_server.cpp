#include "tls_server.h"
#include "loopback_server.h"
#include "no_sigpipe.h"
#include "test_certificate.h"

#include <arpa/inet.h>
#include <csignal>
#include <cstdio>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace bwtest {

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
    certOptions_.dnsNames = options_.dnsNames;
    certOptions_.ipLoopback = options_.ipLoopback;
    certOptions_.maxVersion = options_.maxVersion;
    ctx_ = makeTestServerContext(certOptions_, &certFile_, &error_);
    return ctx_ != nullptr;
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
        noSigpipe(fd);
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

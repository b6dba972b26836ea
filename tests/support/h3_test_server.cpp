#ifdef BENCHWORK_HTTP3
#include "h3_test_server.h"

#include "h3_test_conn.h"
#include "test_certificate.h"

#include "engine/loop/mono_clock.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace bwtest {

H3TestServer::H3TestServer(Options options) : options_(std::move(options)) {}

H3TestServer::~H3TestServer()
{
    stop();
    if (!certFile_.empty())
        std::remove(certFile_.c_str());
}

std::string H3TestServer::url(const std::string& path) const
{
    return "https://127.0.0.1:" + std::to_string(port_) + path;
}

bool H3TestServer::start()
{
    std::string certPem, keyPem;
    if (!makeTestCertificatePem(TestCertificateOptions{}, &certPem, &keyPem, &certFile_, &error_))
        return false;
    shared_ = std::make_unique<Shared>();
    Shared& sh = *shared_;
    sh.server = this;
    sh.options = &options_;
    const gnutls_datum_t cert{reinterpret_cast<unsigned char*>(certPem.data()), unsigned(certPem.size())};
    const gnutls_datum_t key{reinterpret_cast<unsigned char*>(keyPem.data()), unsigned(keyPem.size())};
    if (gnutls_certificate_allocate_credentials(&sh.cred) != 0
        || gnutls_certificate_set_x509_key_mem(sh.cred, &cert, &key, GNUTLS_X509_FMT_PEM) != 0
        || gnutls_session_ticket_key_generate(&sh.ticketKey) != 0 || gnutls_anti_replay_init(&sh.antiReplay) != 0) {
        error_ = "cannot set up the server's GnuTLS credentials";
        return false;
    }
    gnutls_anti_replay_set_add_function(sh.antiReplay, [](void*, time_t, const gnutls_datum_t*, const gnutls_datum_t*) {
        return 0;   // every ClientHello is new: accept its early data
    });
    fd_ = ::socket(AF_INET, SOCK_DGRAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    if (fd_ < 0 || ::bind(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0
        || getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len) != 0) {
        error_ = "cannot bind a UDP socket on 127.0.0.1";
        return false;
    }
    fcntl(fd_, F_SETFL, fcntl(fd_, F_GETFL) | O_NONBLOCK);
    port_ = ntohs(a.sin_port);
    sh.fd = fd_;
    std::memcpy(&sh.local, &a, sizeof a);
    sh.localLen = sizeof a;
    thread_ = std::thread([this] { run(); });
    return true;
}

void H3TestServer::stop()
{
    stopping_ = true;
    if (thread_.joinable())
        thread_.join();
    shared_.reset();
    if (fd_ >= 0)
        ::close(fd_);
    fd_ = -1;
}

// The server's one thread: datagrams to their connections (a new one for
// an unknown Initial), timers, and dead connections removed.
void H3TestServer::run()
{
    Shared& sh = *shared_;
    std::vector<uint8_t> buf(65536);
    while (!stopping_) {
        sh.nowNs = bw::monoNowNs();
        uint64_t next = sh.nowNs + 50'000'000;   // look at stopping_ at least every 50 ms
        for (const auto& c : sh.conns)
            next = std::min(next, c->expiryNs());
        const int waitMs = next <= sh.nowNs ? 0 : int((next - sh.nowNs + 999'999) / 1'000'000);
        pollfd p{fd_, POLLIN, 0};
        ::poll(&p, 1, waitMs);
        sh.nowNs = bw::monoNowNs();
        for (int i = 0; i < 256; ++i) {
            sockaddr_storage from{};
            socklen_t fromLen = sizeof from;
            const ssize_t n = ::recvfrom(fd_, buf.data(), buf.size(), 0, reinterpret_cast<sockaddr*>(&from), &fromLen);
            if (n <= 0)
                break;
            ngtcp2_version_cid vc;
            if (ngtcp2_pkt_decode_version_cid(&vc, buf.data(), size_t(n), Conn::kCidLen) != 0)
                continue;
            auto it = sh.byCid.find(std::string(reinterpret_cast<const char*>(vc.dcid), vc.dcidlen));
            if (it != sh.byCid.end()) {
                it->second->onDatagram(buf.data(), size_t(n));
                continue;
            }
            ngtcp2_pkt_hd hd;
            if (ngtcp2_accept(&hd, buf.data(), size_t(n)) != 0)
                continue;
            auto c = std::make_unique<Conn>(sh);
            if (!c->init(hd, reinterpret_cast<sockaddr*>(&from), fromLen))
                continue;
            Conn* raw = c.get();
            sh.conns.push_back(std::move(c));
            raw->onDatagram(buf.data(), size_t(n));
        }
        for (const auto& c : sh.conns)
            if (c->expiryNs() <= sh.nowNs)
                c->onTimer();
        sh.conns.erase(std::remove_if(sh.conns.begin(), sh.conns.end(), [](const auto& c) { return c->dead; }),
                       sh.conns.end());
    }
}

} // namespace bwtest
#endif

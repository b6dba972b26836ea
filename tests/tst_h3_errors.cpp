// How the native HTTP/3 transport counts what goes wrong, against the
// in-process ngtcp2/nghttp3 server (tests/support/h3_test_server): a
// refused certificate without -k (a tls error naming the certificate; the
// CLI exits 1), a trusted one through SSL_CERT_FILE, a server closing the
// connection mid-run (receive for NO_ERROR and INTERNAL_ERROR, protocol for
// a protocol violation, each naming the code), a stream reset (receive), a
// server gone quiet (timeout), and servers that do not speak HTTP/3 (no
// UDP listener, a silent one, no h3 by ALPN): the run ends at once with a
// message saying so, never a fallback. Run times stay near a second each.
#include "needs_http3.h"
#include "engine/engine.h"
#include "engine_run.h"
#include "test_main.h"
#include "trust_only.h"

#include <QtTest>

#include <arpa/inet.h>
#include <chrono>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#ifdef BENCHWORK_HTTP3
#include "cli_process.h"
#include "engine/http3/quic_errors.h"
#include "h3_test_server.h"
using bwtest::H3TestServer;
#endif

using bwtest::TrustOnly;
using bwtest::countsText;
using bwtest::errorExample;
using bwtest::h3TestConfig;
using bwtest::runEngineToEnd;

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

// A 127.0.0.1 UDP port: bound (and silent) while the object lives, or
// only picked (closed: nothing listens, ICMP says so).
class UdpPort {
public:
    explicit UdpPort(bool keepBound)
    {
        fd_ = ::socket(AF_INET, SOCK_DGRAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof a;
        ::bind(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a);
        getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len);
        port_ = ntohs(a.sin_port);
        if (!keepBound) {
            ::close(fd_);
            fd_ = -1;
        }
    }
    ~UdpPort()
    {
        if (fd_ >= 0)
            ::close(fd_);
    }
    std::string url() const { return "https://127.0.0.1:" + std::to_string(port_) + "/"; }

private:
    int fd_ = -1;
    int port_ = 0;
};

} // namespace

class TestH3Errors : public QObject {
    Q_OBJECT
private slots:
#ifndef BENCHWORK_HTTP3
    void runsNeedHttp3() { BWTEST_SKIP_WITHOUT_HTTP3(); }
#else
    void refusedCertificateFailsTheRun()
    {
        H3TestServer srv({});
        QVERIFY2(srv.start(), srv.error().c_str());
        TrustOnly system("");   // the system's store does not know the throwaway certificate
        auto cfg = h3TestConfig(srv.url("/"), 1, 1);
        cfg.insecure = false;
        cfg.durationSec = 1;
        const bw::RunResult r = runEngineToEnd(cfg);
        QCOMPARE(r.status, bw::RunStatus::Failed);
        QCOMPARE(r.requests, uint64_t(0));
        QVERIFY2(r.errors.tls > 0 && r.errors.connect == 0, countsText(r).c_str());
        QCOMPARE(srv.requests(), uint64_t(0));
        QVERIFY2(text(r.statusMessage).contains("certificate for '127.0.0.1' was refused"), r.statusMessage.c_str());
    }

    // The same through benchwork-cli: exit 1, the certificate named.
    void refusedCertificateExitsOneFromTheCli()
    {
        H3TestServer srv({});
        QVERIFY2(srv.start(), srv.error().c_str());
        const bwtest::CliResult r = bwtest::runBenchworkCli(
            {"run", "--http3", "-c", "1", "-d", "1s", "--timeout", "2s", "--no-save", QString::fromStdString(srv.url("/"))},
            {"SSL_CERT_FILE="});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2((r.out + r.err).contains("certificate for '127.0.0.1' was refused"), qPrintable(r.out + r.err));
    }

    void trustedCertificateIsAccepted()
    {
        H3TestServer srv({});
        QVERIFY2(srv.start(), srv.error().c_str());
        TrustOnly trust(srv.certFile());
        auto cfg = h3TestConfig(srv.url("/"), 1, 2);
        cfg.insecure = false;
        cfg.requests = 30;
        const bw::RunResult r = runEngineToEnd(cfg);
        QVERIFY2(r.requests == 30 && r.errors.total() == 0, countsText(r).c_str());
    }

    // The server closes each connection on its 4th request, which is left
    // unanswered: that request (the only one open) fails in the class the
    // close code says, the count stays exact, the connection comes back.
    void serverClosingMidRun_data()
    {
        QTest::addColumn<qulonglong>("code");
        QTest::addColumn<bool>("application");
        QTest::addColumn<QString>("cls");
        QTest::addColumn<QString>("named");
        QTest::newRow("H3_NO_ERROR") << 0x100ull << true << "receive" << "with requests open (H3_NO_ERROR (0x100))";
        QTest::newRow("INTERNAL_ERROR") << 0x1ull << false << "receive" << "INTERNAL_ERROR (0x1)";
        QTest::newRow("H3_GENERAL_PROTOCOL_ERROR") << 0x101ull << true << "protocol" << "H3_GENERAL_PROTOCOL_ERROR (0x101)";
        QTest::newRow("PROTOCOL_VIOLATION") << 0xaull << false << "protocol" << "PROTOCOL_VIOLATION (0xa)";
    }
    void serverClosingMidRun()
    {
        QFETCH(qulonglong, code);
        QFETCH(bool, application);
        QFETCH(QString, cls);
        QFETCH(QString, named);
        H3TestServer::Options o;
        o.closeAfter = 4;
        o.closeCode = code;
        o.closeApplication = application;
        H3TestServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3TestConfig(srv.url("/"), 2, 1);
        cfg.requests = 60;
        const bw::RunResult r = runEngineToEnd(cfg);
        const uint64_t failed = cls == "receive" ? r.errors.receive : r.errors.protocol;
        QVERIFY2(failed > 0 && failed == srv.closes(), (countsText(r) + " closes=" + std::to_string(srv.closes())).c_str());
        QVERIFY2(r.requests + failed == 60, countsText(r).c_str());
        QCOMPARE(r.errors.total(), failed);
        QCOMPARE(srv.requests(), uint64_t(60));   // the failed ones reached the server: never sent twice
        QVERIFY2(text(errorExample(r, cls.toLatin1().constData())).contains(named), errorExample(r, cls.toLatin1().constData()).c_str());
    }

    void streamResetIsReceive()
    {
        H3TestServer srv({});
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3TestConfig(srv.url("/rst"), 1, 2);
        cfg.requests = 20;
        const bw::RunResult r = runEngineToEnd(cfg);
        QVERIFY2(r.errors.receive == 20 && r.errors.total() == 20, countsText(r).c_str());
        QCOMPARE(srv.connections(), uint64_t(1));   // a reset ends the stream, not the connection
        QVERIFY2(text(errorExample(r, "receive")).contains("RESET_STREAM H3_INTERNAL_ERROR (0x102)"),
                 errorExample(r, "receive").c_str());
    }

    // The server completes the handshake and then says nothing: the
    // requests are timeouts (by the request deadline or QUIC's idle timer,
    // both the run's --timeout), never another class.
    void silentServerIsTimeout()
    {
        H3TestServer::Options o;
        o.silentAfterHandshake = true;
        H3TestServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3TestConfig(srv.url("/"), 1, 1);
        cfg.timeoutSec = 0.3;
        cfg.durationSec = 1;
        const bw::RunResult r = runEngineToEnd(cfg);
        QVERIFY2(r.errors.timeout >= 2 && r.errors.total() == r.errors.timeout, countsText(r).c_str());
        QCOMPARE(r.requests, uint64_t(0));
        QVERIFY(srv.handshakes() >= 1);
    }

    // Servers that do not speak HTTP/3 end the run at once, saying so.
    void noHttp3ServerEndsTheRunAtOnce_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("said");
        QTest::newRow("UDP port closed") << 0 << "nothing answers QUIC at 127.0.0.1:";
        QTest::newRow("UDP port silent") << 1 << "no answer over UDP from 127.0.0.1:";
        QTest::newRow("no h3 by ALPN") << 2 << "does not offer HTTP/3 (h3) by ALPN";
    }
    void noHttp3ServerEndsTheRunAtOnce()
    {
        QFETCH(int, kind);
        QFETCH(QString, said);
        std::unique_ptr<UdpPort> port;
        std::unique_ptr<H3TestServer> srv;
        std::string url;
        if (kind < 2) {
            port = std::make_unique<UdpPort>(kind == 1);
            url = port->url();
        } else {
            H3TestServer::Options o;
            o.alpn = "hq-interop";
            srv = std::make_unique<H3TestServer>(o);
            QVERIFY2(srv->start(), srv->error().c_str());
            url = srv->url("/");
        }
        auto cfg = h3TestConfig(url, 2, 1);
        cfg.timeoutSec = 0.5;
        cfg.durationSec = 20;
        const auto t0 = std::chrono::steady_clock::now();
        const bw::RunResult r = runEngineToEnd(cfg);
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
        QCOMPARE(r.status, bw::RunStatus::Failed);
        QCOMPARE(r.requests, uint64_t(0));
        QVERIFY2(text(r.statusMessage).contains(said), r.statusMessage.c_str());
        QVERIFY2(text(r.statusMessage).contains("without --http3"), r.statusMessage.c_str());
        QVERIFY2(ms < 5000, qPrintable(QString::number(ms)));   // not the 20 s asked for
    }

    // An IP address gets no SNI; a server that needs a name ends the
    // handshake with internal_error. The message says what to try.
    void handshakeWithoutANameSaysWhatToTry()
    {
        H3TestServer::Options o;
        o.needServerName = true;
        H3TestServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3TestConfig(srv.url("/"), 1, 1);
        cfg.timeoutSec = 1;
        cfg.durationSec = 3;   // room for a handshake on a loaded machine
        const bw::RunResult r = runEngineToEnd(cfg);
        QCOMPARE(r.status, bw::RunStatus::Failed);
        QCOMPARE(r.requests, uint64_t(0));
        QVERIFY2(text(r.statusMessage).contains("CRYPTO_ERROR 0x150 (TLS alert internal_error)"), r.statusMessage.c_str());
        const std::string hint = "the server may need a name: try https://localhost:" + std::to_string(srv.port())
                                 + "/ or the site's host name";
        QVERIFY2(r.statusMessage.find(hint) != std::string::npos, r.statusMessage.c_str());
    }

    // Only for an IP address, and only for the alerts that say "no certificate to pick".
    void noServerNameHintIsNarrow()
    {
        using bw::quic::noServerNameHint;
        QVERIFY(!noServerNameHint(0x150, true, 8443).empty());   // internal_error
        QVERIFY(!noServerNameHint(0x128, true, 8443).empty());   // handshake_failure
        QVERIFY(noServerNameHint(0x150, false, 8443).empty());   // a host name was sent
        QVERIFY(noServerNameHint(0x178, true, 8443).empty());    // no_application_protocol
        QVERIFY(noServerNameHint(0x1, true, 8443).empty());      // INTERNAL_ERROR, not an alert
    }
#endif
};

BW_TEST_GUILESS_MAIN(TestH3Errors)
#include "tst_h3_errors.moc"

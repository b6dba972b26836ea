// The native TLS transport (and libcurl's, where it shares a rule) against
// an in-process OpenSSL server with a throwaway certificate: verification on
// and off, the host name check, session resumption counted on both sides,
// --tls-min, handshake failures in their own class, exact counts over TLS.
#include "engine/engine.h"
#include "engine_run.h"
#include "test_main.h"
#include "tls_server.h"
#include "trust_only.h"

#include <QtTest>

using bwtest::TlsServer;
using bwtest::TrustOnly;

using bwtest::runEngineToEnd;

namespace {
bw::LoadConfig tlsConfig(const TlsServer& srv, bw::EngineKind engine = bw::EngineKind::Native)
{
    bw::LoadConfig c;
    c.url = srv.url();
    c.engine = engine;
    c.connections = 4;
    c.threads = 2;
    c.timeoutSec = 5;
    return c;
}

// A short timed run that cannot complete a request: it fails on its own.
bw::LoadConfig failingConfig(const TlsServer& srv)
{
    bw::LoadConfig c = tlsConfig(srv);
    c.durationSec = 1;
    c.timeoutSec = 2;
    return c;
}

QString text(const std::string& s) { return QString::fromStdString(s); }

} // namespace

class TestEngineTls : public QObject {
    Q_OBJECT
private slots:
    void exactCountOverTls_data()
    {
        QTest::addColumn<int>("engine");
        QTest::newRow("native") << int(bw::EngineKind::Native);
        QTest::newRow("curl") << int(bw::EngineKind::Curl);
    }
    void exactCountOverTls()
    {
        QFETCH(int, engine);
        TlsServer srv({});
        QVERIFY2(srv.start(), srv.error().c_str());
        bw::LoadConfig cfg = tlsConfig(srv, bw::EngineKind(engine));
        cfg.insecure = true;
        cfg.requests = 300;
        const bw::RunResult r = runEngineToEnd(cfg);
        QCOMPARE(r.engineUsed, std::string(engine == int(bw::EngineKind::Native) ? "native" : "curl"));
        QCOMPARE(r.status, bw::RunStatus::Complete);
        QCOMPARE(r.requests, uint64_t(300));
        QCOMPARE(r.errors.total(), uint64_t(0));
        QCOMPARE(r.statusCodes.at(200), uint64_t(300));
        QVERIFY2(srv.requests() >= 300, qPrintable(QString::number(srv.requests())));
        if (engine == int(bw::EngineKind::Native))
            QCOMPARE(srv.requests(), uint64_t(300));   // nothing re-sent, nothing extra
        // every new connection was timed: TCP connect and TLS handshake
        QVERIFY(r.connectTime.count >= 1 && r.connectTime.count <= srv.connections());
        QCOMPARE(r.tlsHandshakeTime.count, r.connectTime.count);
        QVERIFY(r.tlsHandshakeTime.p50Us > 0);
        QVERIFY(r.tlsHandshakeTime.p99Us >= r.tlsHandshakeTime.p50Us);
    }

    void verificationRefusesAnUntrustedCertificate()
    {
        TlsServer srv({});
        QVERIFY2(srv.start(), srv.error().c_str());
        TrustOnly system("");   // the system's store does not know the throwaway certificate
        const bw::RunResult r = runEngineToEnd(failingConfig(srv));
        QCOMPARE(r.status, bw::RunStatus::Failed);
        QCOMPARE(r.requests, uint64_t(0));
        QVERIFY(r.errors.tls > 0);
        QCOMPARE(r.errors.connect, uint64_t(0));
        QCOMPARE(srv.requests(), uint64_t(0));
        QVERIFY2(text(r.statusMessage).contains("certificate for '127.0.0.1' was refused"), r.statusMessage.c_str());
        QVERIFY2(text(r.errorExamples.at("tls")).contains("self-signed"), r.errorExamples.at("tls").c_str());
    }

    void verificationAcceptsATrustedCertificate()
    {
        TlsServer srv({});
        QVERIFY2(srv.start(), srv.error().c_str());
        TrustOnly trust(srv.certFile());
        bw::LoadConfig cfg = tlsConfig(srv);
        cfg.requests = 50;
        const bw::RunResult r = runEngineToEnd(cfg);
        QCOMPARE(r.requests, uint64_t(50));
        QCOMPARE(r.errors.total(), uint64_t(0));
    }

    void wrongHostNameIsRefusedNamingTheHost()
    {
        TlsServer::Options o;
        o.dnsNames = {"benchwork.test"};
        o.ipLoopback = false;   // the certificate does not name 127.0.0.1
        TlsServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        TrustOnly trust(srv.certFile());
        const bw::RunResult r = runEngineToEnd(failingConfig(srv));
        QCOMPARE(r.status, bw::RunStatus::Failed);
        QVERIFY(r.errors.tls > 0);
        QCOMPARE(srv.requests(), uint64_t(0));
        QVERIFY2(text(r.statusMessage).contains("does not match the host name '127.0.0.1'"), r.statusMessage.c_str());

        // -k: no chain and no name check, the same server is fine
        bw::LoadConfig cfg = tlsConfig(srv);
        cfg.insecure = true;
        cfg.requests = 20;
        const bw::RunResult k = runEngineToEnd(cfg);
        QCOMPARE(k.requests, uint64_t(20));
        QCOMPARE(k.errors.total(), uint64_t(0));
    }

    void resumptionIsCounted_data()
    {
        QTest::addColumn<QString>("maxVersion");
        QTest::newRow("TLS 1.3 tickets") << "";
        QTest::newRow("TLS 1.2") << "1.2";
    }
    void resumptionIsCounted()
    {
        QFETCH(QString, maxVersion);
        TlsServer::Options o;
        o.mode = TlsServer::Mode::CloseEach;   // every request on a new connection
        o.maxVersion = maxVersion.toStdString();
        TlsServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        bw::LoadConfig cfg = tlsConfig(srv);
        cfg.insecure = true;
        cfg.connections = 1;
        cfg.threads = 1;
        cfg.requests = 40;
        const bw::RunResult r = runEngineToEnd(cfg);
        QCOMPARE(r.requests, uint64_t(40));
        QCOMPARE(r.errors.total(), uint64_t(0));
        const uint64_t handshakes = r.tlsHandshakeTime.count;
        QVERIFY2(handshakes >= 40, qPrintable(QString::number(handshakes)));
        // the first handshake is full, the ones after it resume its successors' sessions
        QVERIFY2(r.tlsResumed + 2 >= handshakes && r.tlsResumed < handshakes,
                 qPrintable(QString("%1 of %2 resumed").arg(r.tlsResumed).arg(handshakes)));
        QVERIFY2(srv.resumed() + 2 >= r.tlsResumed && srv.resumed() <= r.tlsResumed + 1,
                 qPrintable(QString("server saw %1 resumed, client %2").arg(srv.resumed()).arg(r.tlsResumed)));
    }

    void tlsMinRefusesAnOlderServer()
    {
        TlsServer::Options o;
        o.maxVersion = "1.2";
        TlsServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        bw::LoadConfig cfg = failingConfig(srv);
        cfg.insecure = true;
        cfg.tlsMin = "1.3";
        const bw::RunResult r = runEngineToEnd(cfg);
        QCOMPARE(r.status, bw::RunStatus::Failed);
        QVERIFY(r.errors.tls > 0);
        QVERIFY2(text(r.statusMessage).contains("TLS handshake with '127.0.0.1' failed"), r.statusMessage.c_str());
    }

    void handshakeFailuresHaveTheirOwnClass_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("message");
        QTest::newRow("closed mid-handshake") << int(TlsServer::Mode::CloseMidHandshake)
                                             << "closed the connection during the TLS handshake with '127.0.0.1'";
        QTest::newRow("garbage instead of ServerHello") << int(TlsServer::Mode::GarbageHello)
                                                       << "TLS handshake with '127.0.0.1' failed";
    }
    void handshakeFailuresHaveTheirOwnClass()
    {
        QFETCH(int, mode);
        QFETCH(QString, message);
        TlsServer::Options o;
        o.mode = TlsServer::Mode(mode);
        TlsServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        bw::LoadConfig cfg = failingConfig(srv);
        cfg.insecure = true;
        const bw::RunResult r = runEngineToEnd(cfg);
        QCOMPARE(r.status, bw::RunStatus::Failed);
        QCOMPARE(r.requests, uint64_t(0));
        QVERIFY(r.errors.tls > 0);
        QCOMPARE(r.errors.connect + r.errors.receive + r.errors.protocol + r.errors.timeout, uint64_t(0));
        QVERIFY2(text(r.errorExamples.at("tls")).contains(message), r.errorExamples.at("tls").c_str());
        QCOMPARE(r.tlsHandshakeTime.count, uint64_t(0));
    }
};

BW_TEST_GUILESS_MAIN(TestEngineTls)
#include "tst_engine_tls.moc"

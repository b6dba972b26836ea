// The engine's native HTTP/3 transport (core/engine/http3) end to end under
// the worker loop, against the in-process ngtcp2/nghttp3 server
// (tests/support/h3_test_server): exact request counts in count mode,
// --streams honoured on both sides (and the server's own stream limit),
// GOAWAY mid-run (the count stays exact: requests the server never
// processed are sent again), reconnects that resume and send 0-RTT (and a
// server refusing 0-RTT), the QUIC handshake in its own histogram, the UDP
// batching reported, the engine's choice of transport, and no descriptor
// left open. How failures are counted: tst_h3_errors.
#include "needs_http3.h"
#include "engine/engine.h"
#include "engine_run.h"
#include "proc_helpers.h"
#include "engine/net/udp_socket.h"
#include "test_main.h"

#include <QtTest>

#include <algorithm>

#ifdef BENCHWORK_HTTP3
#include "flow_fixture.h"
#include "h3_test_server.h"
using bwtest::H3TestServer;
#endif

using bwtest::countsText;
using bwtest::runEngineToEnd;
using bwtest::openFdCount;

namespace {

// -k: the test server's throwaway certificate (verification: tst_h3_errors)
bw::LoadConfig h3Config(const std::string& url, int connections, int streams)
{
    return bwtest::h3TestConfig(url, connections, streams, 2, 10);
}

bool has(const std::vector<std::string>& v, const char* s) { return std::find(v.begin(), v.end(), s) != v.end(); }

} // namespace

class TestH3Engine : public QObject {
    Q_OBJECT
private slots:
#ifndef BENCHWORK_HTTP3
    void runsNeedHttp3() { BWTEST_SKIP_WITHOUT_HTTP3(); }
#else
    void initTestCase()
    {
        // One run first, so GnuTLS's one-time descriptors (the random
        // device) are open before any descriptor count is taken.
        H3TestServer srv({});
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3Config(srv.url("/"), 1, 1);
        cfg.requests = 1;
        QCOMPARE(runEngineToEnd(cfg).requests, uint64_t(1));
    }

    void countModeIsExact()
    {
        const int fds = openFdCount();
        {
            H3TestServer srv({});
            QVERIFY2(srv.start(), srv.error().c_str());
            auto cfg = h3Config(srv.url("/json"), 4, 8);
            cfg.requests = 2000;
            const bw::RunResult r = runEngineToEnd(cfg);
            QCOMPARE(r.status, bw::RunStatus::Complete);
            QCOMPARE(r.engineUsed, std::string("native"));
            QCOMPARE(r.httpVersion, std::string("HTTP/3"));
            QVERIFY2(r.requests == 2000 && r.errors.total() == 0, countsText(r).c_str());
            QCOMPARE(r.statusCodes.at(200), uint64_t(2000));
            QCOMPARE(srv.requests(), uint64_t(2000));   // nothing sent twice, nothing extra
            QCOMPARE(srv.connections(), uint64_t(4));
            QVERIFY(srv.maxOpenStreams() <= 8);
            // The QUIC handshake in its own histogram; no TCP connect.
            QCOMPARE(r.quicHandshakeTime.count, uint64_t(4));
            QVERIFY(r.quicHandshakeTime.p50Us > 0);
            QCOMPARE(r.connectTime.count, uint64_t(0));
            QCOMPARE(r.tlsHandshakeTime.count, uint64_t(0));
            QCOMPARE(r.connectsOpened, uint64_t(4));
            QVERIFY(r.bytesIn > 2000ull * 10);   // HTTP/3 frames, headers included
            QVERIFY(r.bytesOut > 2000ull * 10);
            QCOMPARE(r.inFlightAtEnd, uint64_t(0));
        }
        QCOMPARE(openFdCount(), fds);
    }

    // Answers held back 30 ms: every stream a connection may carry is open
    // at once, and never more.
    void streamsPerConnectionHonoured()
    {
        H3TestServer::Options o;
        o.delayMs = 30;
        H3TestServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3Config(srv.url("/"), 2, 6);
        cfg.requests = 120;
        const bw::RunResult r = runEngineToEnd(cfg);
        QVERIFY2(r.requests == 120 && r.errors.total() == 0, countsText(r).c_str());
        QCOMPARE(srv.maxOpenStreams(), uint32_t(6));
        QCOMPARE(srv.connections(), uint64_t(2));
    }

    // The server allows 3 streams (initial_max_streams_bidi): --streams 10
    // keeps 3 open, and nothing is refused.
    void serverStreamLimitHonoured()
    {
        H3TestServer::Options o;
        o.delayMs = 20;
        o.maxStreams = 3;
        H3TestServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3Config(srv.url("/"), 1, 10);
        cfg.requests = 60;
        const bw::RunResult r = runEngineToEnd(cfg);
        QVERIFY2(r.requests == 60 && r.errors.total() == 0, countsText(r).c_str());
        QCOMPARE(srv.maxOpenStreams(), uint32_t(3));
        QCOMPARE(srv.resets(), uint64_t(0));
    }

    // GOAWAY after every 10 requests with 4 streams open: streams past the
    // GOAWAY's id were never processed; they go out again on the next
    // connection and count once.
    void goawayMidRunKeepsTheCountExact()
    {
        H3TestServer::Options o;
        o.goawayAfter = 10;
        o.delayMs = 2;
        H3TestServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3Config(srv.url("/"), 2, 4);
        cfg.requests = 200;
        const bw::RunResult r = runEngineToEnd(cfg);
        QCOMPARE(r.status, bw::RunStatus::Complete);
        QVERIFY2(r.requests == 200 && r.errors.total() == 0, countsText(r).c_str());
        QVERIFY(srv.goaways() >= 5);
        QCOMPARE(srv.requests(), uint64_t(200));   // the rejected ones never reached the server's count
        QVERIFY(srv.connections() > 2);
    }

    // A server closing each connection after 5 requests: the reconnects
    // resume the last session's ticket and send their requests in 0-RTT.
    void reconnectsResumeWithEarlyData_data()
    {
        QTest::addColumn<bool>("serverEarlyData");
        QTest::newRow("0-RTT accepted") << true;
        QTest::newRow("0-RTT refused") << false;
    }
    void reconnectsResumeWithEarlyData()
    {
        QFETCH(bool, serverEarlyData);
        H3TestServer::Options o;
        o.goawayAfter = 5;   // a clean end: no request fails
        o.earlyData = serverEarlyData;
        H3TestServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3Config(srv.url("/"), 1, 1);
        cfg.requests = 40;
        const bw::RunResult r = runEngineToEnd(cfg);
        QVERIFY2(r.requests == 40 && r.errors.total() == 0, countsText(r).c_str());
        QVERIFY(srv.connections() >= 5);
        QCOMPARE(r.quicHandshakeTime.count, srv.handshakes());
        QVERIFY2(r.quicResumed >= srv.connections() - 2, qPrintable(QString::number(r.quicResumed)));
        QCOMPARE(r.quicResumed, srv.resumed());
        QCOMPARE(r.quicEarlyData, srv.earlyData());
        if (serverEarlyData)
            QVERIFY2(r.quicEarlyData >= 1, qPrintable(QString::number(r.quicEarlyData)));
        else
            QCOMPARE(r.quicEarlyData, uint64_t(0));   // refused: the requests went again over 1-RTT
        QCOMPARE(srv.requests(), uint64_t(40));
    }

    // Bodies of 48 KiB each way: many full-size datagrams, batched by GSO
    // (or sendmmsg without it) and recvmmsg; the result says which.
    void udpBatchingIsReported()
    {
        H3TestServer::Options o;
        o.body = std::string(48 * 1024, 'b');
        H3TestServer srv(o);
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3Config(srv.url("/upload"), 2, 2);
        cfg.method = "POST";
        cfg.body = std::string(48 * 1024, 'q');
        cfg.requests = 40;
        const bw::RunResult r = runEngineToEnd(cfg);
        QVERIFY2(r.requests == 40 && r.errors.total() == 0, countsText(r).c_str());
        QVERIFY(r.bytesOut > 40ull * 48 * 1024);
        QVERIFY(r.bytesIn > 40ull * 48 * 1024);
        std::string used;
        for (const std::string& u : r.udpIo)
            used += u + " ";
#ifdef __linux__
        QVERIFY2(has(r.udpIo, "recvmmsg"), used.c_str());
        QVERIFY2(has(r.udpIo, bw::UdpSocket::gsoAvailable() ? "gso" : "sendmmsg"), used.c_str());
#else
        QVERIFY2(r.udpIo.empty(), used.c_str());   // one send()/recv() per datagram
#endif
    }

    // Flows (docs/flows.md) over HTTP/3: each stream a user, its
    // token and id carried from one response to the next request.
    void runsAFlow()
    {
        H3TestServer srv({.body = bwtest::kFlowFixtureBody});
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3Config(srv.url("/"), 2, 3);
        cfg.mix = bwtest::flowFixtureSet();
        cfg.requests = 300;
        const bw::RunResult r = runEngineToEnd(cfg);
        QCOMPARE(r.requests, uint64_t(300));
        const std::string problem = bwtest::flowFixtureProblem(r);
        QVERIFY2(problem.empty(), (problem + "; " + countsText(r)).c_str());
    }

    void statusCodesAreCounted()
    {
        H3TestServer srv({});
        QVERIFY2(srv.start(), srv.error().c_str());
        auto cfg = h3Config(srv.url("/status/503"), 1, 2);
        cfg.requests = 20;
        const bw::RunResult r = runEngineToEnd(cfg);
        QCOMPARE(r.requests, uint64_t(20));
        QCOMPARE(r.statusCodes.at(503), uint64_t(20));
        QCOMPARE(r.errors.status, uint64_t(20));
    }
#endif

    // --http3 and what it refuses (in every build).
    void configurationIsChecked()
    {
        bw::LoadConfig c;
        c.url = "https://127.0.0.1:8443/";
        c.http3 = true;
        if (!bw::http3Available()) {
            const auto e = bw::validateConfig(c);
            QVERIFY(e.has_value());
            QCOMPARE(int(e->code), int(bw::ErrorCode::Http3NotBuilt));
            QVERIFY(QString::fromStdString(e->text()).contains("built without HTTP/3"));
            return;
        }
        QVERIFY(!bw::validateConfig(c));
        c.streams = 10;
        QVERIFY(!bw::validateConfig(c));   // streams are HTTP/3's too
        c.url = "http://127.0.0.1:8080/";
        QCOMPARE(int(bw::validateConfig(c)->code), int(bw::ErrorCode::Http3NeedsHttps));
        c.url = "https://127.0.0.1:8443/";
        c.http2 = true;
        QCOMPARE(int(bw::validateConfig(c)->code), int(bw::ErrorCode::Http2AndHttp3));
        c.http2 = false;
        c.engine = bw::EngineKind::Curl;
        QCOMPARE(int(bw::validateConfig(c)->code), int(bw::ErrorCode::Http3NeedsNative));
        c.engine = bw::EngineKind::Auto;
        c.proxy = "http://127.0.0.1:3128";
        QCOMPARE(int(bw::validateConfig(c)->code), int(bw::ErrorCode::Http3NeedsNative));
    }
};

BW_TEST_GUILESS_MAIN(TestH3Engine)
#include "tst_h3_engine.moc"

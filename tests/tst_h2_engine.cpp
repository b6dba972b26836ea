// The engine's native HTTP/2 transport (core/engine/h2_transport) end to end
// under the worker loop, against the in-process nghttp2 server
// (tests/support/h2_test_server): h2c with prior knowledge and h2 over TLS
// by ALPN, exact request counts in count mode, --streams honoured on both
// sides (and the server's own limit), GOAWAY mid-run (the run finishes, the
// count stays exact: the loop gives the claims of requests the server never
// processed back to the budget), RST_STREAM, flow-control stalls, small
// windows, an ALPN refusal and an HTTP/1.1 server each in its class, the
// engine's choice of transport, and no descriptor left open.
#include "engine/engine.h"
#include "engine_run.h"
#include "proc_helpers.h"
#include "flow_fixture.h"
#include "h2_test_server.h"
#include "loopback_server.h"
#include "test_main.h"
#include "tls_server.h"

#include <QtTest>

#include <algorithm>

using bwtest::H2TestServer;
using bwtest::countsText;
using bwtest::errorExample;
using bwtest::runEngineToEnd;
using bwtest::openFdCount;

namespace {

bw::RunResult runToEnd(const bw::LoadConfig& cfg, int limitMs = 60'000)
{
    return runEngineToEnd(cfg, limitMs, [](bw::Engine& e) {
        if (e.engineName() != "native")
            qFatal("expected the native engine, got %s", e.engineName().c_str());
    });
}

bw::LoadConfig h2Config(const std::string& url, int connections, int streams)
{
    bw::LoadConfig c;
    c.url = url;
    c.http2 = true;
    c.streams = streams;
    c.connections = connections;
    c.threads = 2;
    c.timeoutSec = 10;
    c.insecure = true;   // https:// rows: the test server's throwaway certificate
    return c;
}

// A count-mode run: exactly `requests` over `connections` x `streams` to url.
bw::RunResult countRun(const std::string& url, int connections, int streams, uint64_t requests)
{
    bw::LoadConfig cfg = h2Config(url, connections, streams);
    cfg.requests = requests;
    return runToEnd(cfg);
}

// The two rows most tests run in: h2c and h2 over TLS (column "tls").
void plainAndTlsRows()
{
    QTest::addColumn<bool>("tls");
    QTest::newRow("h2c") << false;
    QTest::newRow("h2 over TLS") << true;
}

} // namespace

class TestH2Engine : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // One TLS run first, so OpenSSL's one-time descriptors (the random
        // device) are open before any descriptor count is taken.
        H2TestServer srv({.tls = true});
        QVERIFY(srv.start());
        QCOMPARE(countRun(srv.url("/"), 1, 1, 1).requests, uint64_t(1));
    }

    // Flows (docs/flows.md) over HTTP/2: each stream a user, its token and
    // id carried from one response to the next request.
    void runsAFlow_data() { plainAndTlsRows(); }
    void runsAFlow()
    {
        QFETCH(bool, tls);
        H2TestServer srv({.body = bwtest::kFlowFixtureBody, .tls = tls});
        QVERIFY(srv.start());
        bw::LoadConfig cfg = bwtest::urlConfig(srv.url("/"));
        cfg.http2 = true;
        cfg.insecure = tls;
        cfg.connections = 2;
        cfg.threads = 1;
        cfg.streams = 3;
        cfg.requests = 300;
        cfg.mix = bwtest::flowFixtureSet();
        const bw::RunResult r = bwtest::runEngineToEnd(cfg);
        QCOMPARE(r.requests, uint64_t(300));
        const std::string problem = bwtest::flowFixtureProblem(r);
        QVERIFY2(problem.empty(), (problem + "; " + bwtest::countsText(r)).c_str());
    }

    void countModeIsExact_data() { plainAndTlsRows(); }
    void countModeIsExact()
    {
        QFETCH(bool, tls);
        const int fds = openFdCount();
        {
            H2TestServer srv({.tls = tls});
            QVERIFY(srv.start());
            const bw::RunResult r = countRun(srv.url("/json"), 4, 8, 3000);
            QCOMPARE(r.status, bw::RunStatus::Complete);
            QCOMPARE(r.engineUsed, std::string("native"));
            QCOMPARE(r.httpVersion, std::string("HTTP/2"));
            QVERIFY2(r.requests == 3000 && r.errors.total() == 0, countsText(r).c_str());
            QCOMPARE(r.statusCodes.at(200), uint64_t(3000));
            QCOMPARE(srv.requests(), uint64_t(3000));   // nothing sent twice, nothing extra
            QCOMPARE(srv.connections(), uint64_t(4));
            QVERIFY(srv.maxOpenStreams() <= 8);
            QCOMPARE(r.connectTime.count, uint64_t(4));
            QCOMPARE(r.tlsHandshakeTime.count, tls ? uint64_t(4) : uint64_t(0));
            if (tls)
                QCOMPARE(srv.tlsHandshakes(), uint64_t(4));
            QVERIFY(r.bytesIn > 3000ull * 9);   // frame bytes, headers included
            QVERIFY(r.bytesOut > 3000ull * 9);
            QCOMPARE(r.inFlightAtEnd, uint64_t(0));
        }
        QCOMPARE(openFdCount(), fds);
    }

    // Answers held back: every stream a connection may carry is open at
    // once, and never more. The limit is the lower of --streams and the
    // server's SETTINGS_MAX_CONCURRENT_STREAMS (3 against --streams 10: the
    // loop keeps 3 per connection, the server refuses none).
    void openStreamsStopAtTheLowerLimit_data()
    {
        QTest::addColumn<bool>("tls");
        QTest::addColumn<int>("streams");         // --streams
        QTest::addColumn<int>("serverLimit");     // SETTINGS_MAX_CONCURRENT_STREAMS
        QTest::addColumn<int>("delayMs");         // each answer held back this long
        QTest::addColumn<int>("requests");
        QTest::newRow("h2c, --streams 5") << false << 5 << 100 << 40 << 200;
        QTest::newRow("h2 over TLS, --streams 5") << true << 5 << 100 << 40 << 200;
        QTest::newRow("h2c, server allows 3") << false << 10 << 3 << 30 << 120;
    }
    void openStreamsStopAtTheLowerLimit()
    {
        QFETCH(bool, tls);
        QFETCH(int, streams);
        QFETCH(int, serverLimit);
        QFETCH(int, delayMs);
        QFETCH(int, requests);
        H2TestServer srv({.maxConcurrent = uint32_t(serverLimit), .delayMs = delayMs, .tls = tls});
        QVERIFY(srv.start());
        const bw::RunResult r = countRun(srv.url("/"), 2, streams, uint64_t(requests));
        QVERIFY2(r.requests == uint64_t(requests) && r.errors.total() == 0, countsText(r).c_str());
        QCOMPARE(srv.maxOpenStreams(), uint32_t(std::min(streams, serverLimit)));
        QCOMPARE(srv.requests(), uint64_t(requests));
        QCOMPARE(srv.connections(), uint64_t(2));
        // each answer held back: the run cannot be much quicker than its rounds
        QVERIFY2(r.latencySummary.p50Us >= delayMs * 1000.0, qPrintable(QString::number(r.latencySummary.p50Us)));
    }

    // GOAWAY after every 10 requests of a connection, 4 streams each: the
    // streams above its last-stream-id were never processed; they are sent
    // again on the next connection, none is an error, and the count is
    // exact on both sides. (Before the loop gave their count-mode claims
    // back, every GOAWAY lost them: the run ended short.)
    void goawayMidRunKeepsTheCountExact_data() { plainAndTlsRows(); }
    void goawayMidRunKeepsTheCountExact()
    {
        QFETCH(bool, tls);
        H2TestServer srv({.goawayAfter = 10, .tls = tls});
        QVERIFY(srv.start());
        const bw::RunResult r = countRun(srv.url("/"), 3, 4, 600);
        QCOMPARE(r.status, bw::RunStatus::Complete);
        QVERIFY2(r.requests == 600 && r.errors.total() == 0, countsText(r).c_str());
        QCOMPARE(srv.requests(), uint64_t(600));
        QVERIFY2(srv.connections() >= 60, qPrintable(QString::number(srv.connections())));
        // 600 = 10 per connection that got its GOAWAY + fewer than 10 on each
        // of the (at most 3) last ones: at least 58 GOAWAYs
        QVERIFY2(srv.goaways() >= 58, qPrintable(QString::number(srv.goaways())));
        QCOMPARE(r.inFlightAtEnd, uint64_t(0));
        if (tls)
            QVERIFY2(r.tlsResumed > 0, "reconnects after GOAWAY resume their TLS session");
    }

    // The same with an open-model rate: due sends wait for a free stream,
    // and the count is still exact.
    void goawayUnderAFixedRate()
    {
        H2TestServer srv({.goawayAfter = 25});
        QVERIFY(srv.start());
        auto cfg = h2Config(srv.url("/"), 2, 4);
        cfg.rate = 2000;
        cfg.requests = 400;
        const bw::RunResult r = runToEnd(cfg);
        QVERIFY2(r.requests == 400 && r.errors.total() == 0, countsText(r).c_str());
        QCOMPARE(srv.requests(), uint64_t(400));
        QVERIFY(srv.goaways() >= 15);
    }

    void rstStreamIsReceive()
    {
        H2TestServer srv({});
        QVERIFY(srv.start());
        const bw::RunResult r = countRun(srv.url("/rst"), 2, 4, 300);
        QVERIFY2(r.errors.receive == 300 && r.errors.total() == 300 && r.requests == 0, countsText(r).c_str());
        QCOMPARE(srv.resets(), uint64_t(300));
        // A reset stream leaves its connection open: never a third one. (Two
        // is not certain: one connection may use up the 300 before the
        // server's accept loop has counted the other.)
        QVERIFY2(srv.connections() <= 2, qPrintable(QString::number(srv.connections())));
        QVERIFY2(errorExample(r, "receive").find("RST_STREAM INTERNAL_ERROR") != std::string::npos, errorExample(r, "receive").c_str());
        QCOMPARE(r.status, bw::RunStatus::Failed);   // no request completed
    }

    void statusCodesCounted()
    {
        H2TestServer srv({});
        QVERIFY(srv.start());
        const bw::RunResult r = countRun(srv.url("/status/503"), 2, 2, 100);
        QCOMPARE(r.requests, uint64_t(100));
        QCOMPARE(r.statusCodes.at(503), uint64_t(100));
        QCOMPARE(r.errors.status, uint64_t(100));
        QCOMPARE(r.errors.transport(), uint64_t(0));
    }

    // The server never opens its window for request bodies: each request
    // times out with an example naming flow control, its stream is reset,
    // the connection stays.
    void flowControlStallIsTimeout()
    {
        H2TestServer srv({.stallUploads = true});
        QVERIFY(srv.start());
        auto cfg = h2Config(srv.url("/upload"), 1, 2);
        cfg.threads = 1;
        cfg.method = "POST";
        cfg.body = std::string(2000, 'b');
        cfg.timeoutSec = 0.3;
        cfg.durationSec = 1.5;
        const bw::RunResult r = runToEnd(cfg);
        QVERIFY2(r.errors.timeout >= 2 && r.errors.total() == r.errors.timeout && r.requests == 0, countsText(r).c_str());
        QCOMPARE(srv.requests(), uint64_t(0));
        QCOMPARE(srv.connections(), uint64_t(1));
        QVERIFY2(errorExample(r, "timeout").find("flow-control window") != std::string::npos, errorExample(r, "timeout").c_str());
        QTRY_VERIFY_WITH_TIMEOUT(srv.clientResets() >= 2, 10'000);
    }

    // A 16 KiB window against 256 KiB bodies: WINDOW_UPDATEs keep it going.
    void smallWindowStillCompletes()
    {
        H2TestServer srv({});
        QVERIFY(srv.start());
        auto cfg = h2Config(srv.url("/big"), 2, 3);
        cfg.h2WindowBytes = 16 * 1024;
        cfg.requests = 30;
        const bw::RunResult r = runToEnd(cfg);
        QVERIFY2(r.requests == 30 && r.errors.total() == 0, countsText(r).c_str());
        QVERIFY(r.bytesIn >= 30ull * 256 * 1024);
    }

    // https:// to a server that does not choose h2: a tls error naming ALPN,
    // never HTTP/1.1 measured as HTTP/2.
    void alpnWithoutH2IsATlsError_data()
    {
        QTest::addColumn<bool>("http1Server");
        QTest::addColumn<QString>("chose");
        QTest::newRow("HTTP/1.1 server, no ALPN") << true << "it chose no protocol";
        QTest::newRow("server picks http/1.1") << false << "it chose 'http/1.1'";
    }
    void alpnWithoutH2IsATlsError()
    {
        QFETCH(bool, http1Server);
        QFETCH(QString, chose);
        std::unique_ptr<bwtest::TlsServer> http1;
        std::unique_ptr<H2TestServer> h2;
        std::string url;
        if (http1Server) {
            http1 = std::make_unique<bwtest::TlsServer>(bwtest::TlsServer::Options{});
            QVERIFY(http1->start());
            url = http1->url("/json");
        } else {
            h2 = std::make_unique<H2TestServer>(H2TestServer::Options{.tls = true, .alpn = "http/1.1"});
            QVERIFY(h2->start());
            url = h2->url("/");
        }
        auto cfg = h2Config(url, 2, 1);
        cfg.durationSec = 1;
        cfg.timeoutSec = 2;
        cfg.durationSec = 60;   // the refusal ends the run at once, long before this
        const bw::RunResult r = runToEnd(cfg);
        QCOMPARE(r.status, bw::RunStatus::Failed);
        QVERIFY2(r.measuredSec < 30, qPrintable(QString::number(r.measuredSec)));
        QVERIFY2(r.errors.tls >= 1 && r.errors.total() == r.errors.tls && r.requests == 0, countsText(r).c_str());
        const QString ex = QString::fromStdString(errorExample(r, "tls"));
        QVERIFY2(ex.contains("did not choose HTTP/2 by ALPN") && ex.contains(chose), qPrintable(ex));
        QVERIFY2(QString::fromStdString(r.statusMessage).contains("ALPN"), r.statusMessage.c_str());
        QCOMPARE(http1 ? http1->requests() : h2->requests(), uint64_t(0));
    }

    // h2c to a server that speaks only HTTP/1.1: each request a protocol
    // error that says so.
    void http1ServerIsAProtocolError()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        const bw::RunResult r = countRun(srv.url("/json"), 2, 1, 50);
        QVERIFY2(r.errors.protocol >= 1 && r.errors.total() == r.errors.protocol && r.requests == 0, countsText(r).c_str());
        QVERIFY2(errorExample(r, "protocol").find("answered in HTTP/1.1") != std::string::npos, errorExample(r, "protocol").c_str());
        // It never will speak h2c: the run fails at once with that reason
        // instead of spending all 50 requests on it.
        QCOMPARE(r.status, bw::RunStatus::Failed);
        QVERIFY2(r.statusMessage.find("answered in HTTP/1.1") != std::string::npos, r.statusMessage.c_str());
        QVERIFY2(r.errors.protocol < 50, countsText(r).c_str());
    }

    // A server that breaks the HTTP/2 session after speaking it: a protocol
    // error each time, and the connection is reopened after a backoff (1 ms
    // doubling to 250 ms), not at full speed. Over 1.5 s that is at most
    // about 16 reopenings per connection; at once it was thousands.
    void brokenSessionsBackOff()
    {
        H2TestServer srv(H2TestServer::Options{});
        QVERIFY(srv.start());
        auto cfg = h2Config(srv.url("/bad-frame"), 2, 1);
        cfg.durationSec = 1.5;
        const bw::RunResult r = runToEnd(cfg);
        QVERIFY2(r.errors.protocol >= 2 && r.errors.total() == r.errors.protocol && r.requests == 0, countsText(r).c_str());
        QVERIFY2(srv.connections() <= 2 * 20, qPrintable(QString::number(srv.connections())));
        QVERIFY2(srv.connections() >= 4, qPrintable(QString::number(srv.connections())));   // it did reopen
    }

    // Time mode with several streams, then the server goes away mid-run:
    // requests in flight fail as receive, reconnects fail as connect, and
    // the run still ends on time.
    void serverGoneMidRun()
    {
        auto srv = std::make_unique<H2TestServer>(H2TestServer::Options{});
        QVERIFY(srv->start());
        auto cfg = h2Config(srv->url("/"), 2, 4);
        cfg.durationSec = 3;
        cfg.timeoutSec = 1;
        bw::Engine e(cfg);
        QVERIFY(!e.prepare());
        e.start();
        QTRY_VERIFY_WITH_TIMEOUT(e.live().requestsDone > 200, 20'000);
        srv.reset();   // stops and closes every connection
        QVERIFY(e.waitFinished(std::chrono::seconds(30)));
        const bw::RunResult r = e.result();
        QVERIFY2(r.requests > 200, countsText(r).c_str());
        QVERIFY2(r.errors.connect > 0, countsText(r).c_str());
        QCOMPARE(r.errors.protocol + r.errors.tls + r.errors.status, uint64_t(0));
    }

    // Which transport a configuration gets (docs/engine.md): --http2 is
    // native unless a proxy or --engine curl asks for libcurl.
    void engineSelection_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<int>("engine");
        QTest::addColumn<QString>("proxy");
        QTest::addColumn<QString>("expected");
        QTest::newRow("h2c, auto") << "http://127.0.0.1:9/" << int(bw::EngineKind::Auto) << "" << "native";
        QTest::newRow("h2 by ALPN, auto") << "https://127.0.0.1:9/" << int(bw::EngineKind::Auto) << "" << "native";
        QTest::newRow("h2c, native") << "http://127.0.0.1:9/" << int(bw::EngineKind::Native) << "" << "native";
        QTest::newRow("https, curl") << "https://127.0.0.1:9/" << int(bw::EngineKind::Curl) << "" << "curl";
        QTest::newRow("proxy, auto") << "https://127.0.0.1:9/" << int(bw::EngineKind::Auto) << "http://127.0.0.1:9" << "curl";
    }
    void engineSelection()
    {
        QFETCH(QString, url);
        QFETCH(int, engine);
        QFETCH(QString, proxy);
        QFETCH(QString, expected);
        bw::LoadConfig cfg;
        cfg.url = url.toStdString();
        cfg.http2 = true;
        cfg.engine = bw::EngineKind(engine);
        cfg.proxy = proxy.toStdString();
        bw::Engine e(cfg);
        const auto err = e.prepare();
        QVERIFY2(!err, err ? err->text().c_str() : "");
        QCOMPARE(QString::fromStdString(e.engineName()), expected);
        // more than one stream is the native transport's
        cfg.streams = 4;
        QCOMPARE(bool(bw::validateConfig(cfg)), expected == "curl");
    }
};

BW_TEST_GUILESS_MAIN(TestH2Engine)
#include "tst_h2_engine.moc"

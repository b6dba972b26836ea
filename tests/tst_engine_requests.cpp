// Both engines send the same request, byte for byte, as captured by the
// in-process server: no header the user did not ask for (libcurl's
// "Content-Type: application/x-www-form-urlencoded" on POST bodies), the
// same order, the same Content-Length; the User-Agent and Accept the engine
// adds, and none when they are given empty (docs/cli.md).
#include "engine/engine.h"
#include "loopback_server.h"
#include "test_main.h"

#include <QtTest>

namespace {
// One measured request through `engine`; false if the run did not end in time.
bool sendOne(bw::LoadConfig cfg, bw::EngineKind engine)
{
    cfg.engine = engine;
    cfg.connections = 1;
    cfg.threads = 1;
    cfg.requests = 1;
    bw::Engine e(cfg);
    if (auto err = e.prepare())
        qFatal("prepare failed: %s: %s", err->field.c_str(), err->reason().c_str());
    e.start();
    return e.waitFinished(std::chrono::seconds(30)) && e.result().requests == 1;
}
// A request set's entries, once each (requests = entries, one connection).
bool sendOneEach(bw::LoadConfig cfg, bw::EngineKind engine)
{
    cfg.engine = engine;
    cfg.connections = 1;
    cfg.threads = 1;
    bw::Engine e(cfg);
    if (auto err = e.prepare())
        qFatal("prepare failed: %s: %s", err->field.c_str(), err->reason().c_str());
    e.start();
    return e.waitFinished(std::chrono::seconds(30)) && e.result().requests == cfg.requests;
}
} // namespace

class TestEngineRequests : public QObject {
    Q_OBJECT
private slots:
    void enginesSendIdenticalBytes_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("body");
        QTest::addColumn<QStringList>("headers");   // "Name: value"
        QTest::newRow("GET") << "GET" << "" << QStringList{};
        QTest::newRow("POST form-like body") << "POST" << "hello=1&x=2" << QStringList{};
        QTest::newRow("POST JSON with headers") << "POST" << R"({"a":1})"
                                               << QStringList{"Content-Type: application/json", "X-Trace: 7"};
        QTest::newRow("POST empty body") << "POST" << "" << QStringList{};
        QTest::newRow("PUT body") << "PUT" << "payload" << QStringList{"Accept: text/plain"};
        QTest::newRow("own User-Agent") << "GET" << "" << QStringList{"User-Agent: probe/1"};
        // "User-Agent:" and "Accept:" with no value send neither (curl's -H 'User-Agent:'), from both engines.
        QTest::newRow("no User-Agent, no Accept") << "GET" << "" << QStringList{"User-Agent:", "Accept:"};
        // An empty header of another name goes out as "Name:" from both (libcurl dropped it).
        QTest::newRow("empty header") << "GET" << "" << QStringList{"X-Empty:"};
    }
    void enginesSendIdenticalBytes()
    {
        QFETCH(QString, method);
        QFETCH(QString, body);
        QFETCH(QStringList, headers);
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        bw::LoadConfig cfg;
        cfg.url = srv.url("/path?q=1");
        cfg.method = method.toStdString();
        cfg.body = body.toStdString();
        for (const QString& h : headers)
            cfg.headers.push_back({h.section(':', 0, 0).toStdString(), h.section(':', 1).trimmed().toStdString()});
        QVERIFY(sendOne(cfg, bw::EngineKind::Native));
        QVERIFY(sendOne(cfg, bw::EngineKind::Curl));
        const std::vector<std::string> raw = srv.rawRequests();
        QCOMPARE(int(raw.size()), 2);
        QCOMPARE(QString::fromStdString(raw[1]), QString::fromStdString(raw[0]));   // curl, native
        QVERIFY(raw[0].rfind(method.toStdString() + " /path?q=1 HTTP/1.1\r\n", 0) == 0);
        if (!headers.join('\n').contains("Content-Type"))
            QVERIFY2(raw[0].find("Content-Type") == std::string::npos, raw[0].c_str());
        // The defaults, as docs/cli.md says: User-Agent and Accept unless given (or turned off).
        for (const char* name : {"User-Agent", "Accept"}) {
            const QString given = headers.filter(QString(name) + ":").value(0);
            const std::string line = given.isEmpty() ? std::string("\r\n") + name + ": " + (name[0] == 'U' ? "benchwork/" : "*/*")
                                                     : "\r\n" + given.toStdString();
            if (given.endsWith(':'))
                QVERIFY2(raw[0].find(std::string("\r\n") + name + ":") == std::string::npos, raw[0].c_str());
            else
                QVERIFY2(raw[0].find(line) != std::string::npos, raw[0].c_str());
        }
        if (headers.contains("X-Empty:"))
            QVERIFY2(raw[0].find("\r\nX-Empty:\r\n") != std::string::npos, raw[0].c_str());
    }

    // The same through a request set (compiled entries): the run's or an
    // entry's empty User-Agent / Accept turn the defaults off, on the native
    // transport and libcurl alike.
    void setEntriesTurnDefaultsOff()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        bw::LoadConfig cfg;
        cfg.url = srv.url("/");
        cfg.headers = {{"Accept", ""}};
        bw::RequestEntry bare{.name = "bare", .path = "/bare", .headers = {{"User-Agent", ""}, {"X-Empty", ""}}};
        bw::RequestEntry usual{.name = "usual", .path = "/usual"};
        cfg.mix.entries = {bare, usual};
        cfg.mix.order = bw::RequestOrder::Sequence;
        cfg.mix.seedSet = true;
        cfg.requests = 2;
        QVERIFY(sendOneEach(cfg, bw::EngineKind::Native));
        QVERIFY(sendOneEach(cfg, bw::EngineKind::Curl));
        const std::vector<std::string> raw = srv.rawRequests();
        QCOMPARE(int(raw.size()), 4);
        QCOMPARE(QString::fromStdString(raw[2]), QString::fromStdString(raw[0]));   // curl, native
        QCOMPARE(QString::fromStdString(raw[3]), QString::fromStdString(raw[1]));
        QVERIFY2(raw[0].rfind("GET /bare HTTP/1.1\r\n", 0) == 0, raw[0].c_str());
        QVERIFY2(raw[0].find("User-Agent") == std::string::npos && raw[0].find("Accept") == std::string::npos, raw[0].c_str());
        QVERIFY2(raw[0].find("\r\nX-Empty:\r\n") != std::string::npos, raw[0].c_str());
        QVERIFY2(raw[1].find("\r\nUser-Agent: benchwork/") != std::string::npos, raw[1].c_str());
        QVERIFY2(raw[1].find("Accept") == std::string::npos, raw[1].c_str());   // the run's "Accept:" holds for every entry
    }
};

BW_TEST_GUILESS_MAIN(TestEngineRequests)
#include "tst_engine_requests.moc"

// Both engines send the same request, byte for byte, as captured by the
// in-process server: no header the user did not ask for (libcurl's
// "Content-Type: application/x-www-form-urlencoded" on POST bodies), the
// same order, the same Content-Length.
#include "engine/engine.h"
#include "loopback_server.h"

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
    }
};

QTEST_GUILESS_MAIN(TestEngineRequests)
#include "tst_engine_requests.moc"

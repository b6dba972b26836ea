// The built-in demo target as a server and an executable: the
// multi-threaded store answering concurrently, start/stop errors, and the
// benchwork-target executable's "listening" line, signals and exit codes.
// Its routes are tested in tst_demo_routes and tst_demo_listing.
#include "demo_http.h"
#include "demo/demo_document.h"
#include "engine_run.h"
#include "test_main.h"

#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include <atomic>
#include <thread>
#include <vector>

using bw::demo::DemoServer;
using bw::demo::makeDemoDocument;
using namespace bwtest;

class TestDemoTarget : public DemoServerTest
{
    Q_OBJECT

private slots:
    void threadedServerAnswersConcurrently();
    void answersEveryKeepAliveClientAtAnyCount_data();
    void answersEveryKeepAliveClientAtAnyCount();
    void startRejectsBadArguments();
    void startReportsPortInUse();
    void stopAndStartAgain();
    void executablePrintsListeningAndStopsOnSigterm();
    void executableRejectsBadOptions_data();
    void executableRejectsBadOptions();
};

void TestDemoTarget::threadedServerAnswersConcurrently()
{
    DemoServer threaded;
    auto started = threaded.start(0, 50, 4);
    QVERIFY2(!started, started ? started->text().c_str() : "");
    const quint16 port = threaded.port();
    constexpr int kClients = 4;
    constexpr int kRequestsEach = 60;
    std::atomic<int> good{0};
    std::atomic<int> bad{0};
    std::vector<std::thread> clients;
    for (int c = 0; c < kClients; ++c) {
        clients.emplace_back([&, c] {
            CURL* handle = curl_easy_init();
            for (int i = 0; i < kRequestsEach; ++i) {
                const qint64 id = 1 + (c * kRequestsEach + i) % 50;
                const QByteArray path = i % 3 == 0   ? "/db/find/" + QByteArray::number(id)
                                        : i % 3 == 1 ? "/db/relation/" + QByteArray::number(id)
                                                     : QByteArray("/db/list?size=5&sort=-score");
                const Reply r = fetch(handle, port, "GET", path);
                const QJsonObject o = QJsonDocument::fromJson(r.body).object();
                const bool right = r.status == 200
                                   && (i % 3 == 0   ? o.value("id").toInteger() == id
                                       : i % 3 == 1 ? o.value("document").toObject().value("id").toInteger() == id
                                                    : o.value("total").toInt() == 50);
                (right ? good : bad).fetch_add(1);
            }
            curl_easy_cleanup(handle);
        });
    }
    for (std::thread& t : clients)
        t.join();
    QCOMPARE(bad.load(), 0);
    QCOMPARE(good.load(), kClients * kRequestsEach);
    // Every thread's copy of the store has the same content.
    const Reply a = fetch(port, "GET", "/db/find/17");
    const Reply b = fetch(port, "GET", "/db/find/17");
    QCOMPARE(a.body, b.body);
    QCOMPARE(jsonObject(a).value("title").toString().toStdString(), makeDemoDocument(17, 50).title);
}

void TestDemoTarget::answersEveryKeepAliveClientAtAnyCount_data()
{
    QTest::addColumn<int>("connections");
    QTest::newRow("127") << 127;
    QTest::newRow("128") << 128;   // libmicrohttpd's epoll batch: once got no answer at all
    QTest::newRow("256") << 256;
}

// A fixed count of requests over `connections` keep-alive connections on
// one engine thread, after a warmup, against the one-thread server: every
// one is answered. With libmicrohttpd's epoll loop, 128 or 256 clients
// waiting at once left the server asleep until a connection timed out, so
// the run never reached its count (the limit stops it and the counts fail).
void TestDemoTarget::answersEveryKeepAliveClientAtAnyCount()
{
    QFETCH(int, connections);
    bw::LoadConfig cfg = engineTestConfig("http://127.0.0.1:" + std::to_string(port_) + "/json", "native", 30);
    cfg.connections = connections;
    cfg.threads = 1;
    cfg.warmupSec = 0.3;
    cfg.requests = std::uint64_t(connections) * 20;
    const bw::RunResult r = runEngineToEnd(cfg, 20'000);
    QVERIFY2(r.errors.total() == 0, countsText(r).c_str());
    QVERIFY2(r.requests == cfg.requests, countsText(r).c_str());
    QCOMPARE(r.statusCodes.at(200), cfg.requests);
}

void TestDemoTarget::startRejectsBadArguments()
{
    DemoServer s;
    std::string why;
    auto refused = [&](std::optional<bw::Error> e) {
        why = e ? e->text() : std::string();
        return e.has_value();
    };
    QVERIFY(refused(s.start(0, 0, 1)));
    QVERIFY2(why.find("documents") != std::string::npos, why.c_str());
    QVERIFY(refused(s.start(0, bw::demo::kMaxDocuments + 1, 1)));
    QVERIFY2(why.find("documents") != std::string::npos, why.c_str());
    QVERIFY(refused(s.start(0, 10, 0)));
    QVERIFY2(why.find("threads") != std::string::npos, why.c_str());
    QVERIFY(refused(s.start(0, 10, bw::demo::kMaxThreads + 1)));
    QVERIFY2(why.find("threads") != std::string::npos, why.c_str());
    QVERIFY(!s.isRunning());
    QCOMPARE(s.port(), quint16(0));

    QVERIFY(refused(server_.start(0, 10, 1)));
    QVERIFY2(why.find("already running") != std::string::npos, why.c_str());
    QCOMPARE(server_.port(), port_);
}

void TestDemoTarget::startReportsPortInUse()
{
    DemoServer second;
    const auto refused = second.start(port_, 10, 1);
    QVERIFY(refused);
    const std::string why = refused->text();
    const std::string where = "127.0.0.1:" + std::to_string(port_);
    QVERIFY2(why.find(where) != std::string::npos, why.c_str());
    QVERIFY(!second.isRunning());
    QCOMPARE(fetch(port_, "GET", "/json").status, 200L);
}

void TestDemoTarget::stopAndStartAgain()
{
    DemoServer s;
    auto started = s.start(0, 5, 2);
    QVERIFY2(!started, started ? started->text().c_str() : "");
    const quint16 first = s.port();
    QCOMPARE(fetch(first, "GET", "/db/list").status, 200L);
    QCOMPARE(jsonObject(fetch(first, "GET", "/db/list")).value("total").toInt(), 5);
    s.stop();
    QVERIFY(!s.isRunning());
    QCOMPARE(s.port(), quint16(0));
    QVERIFY2(!fetch(first, "GET", "/json").error.isEmpty(), "the stopped server still answers");
    s.stop();   // harmless twice
    started = s.start(0, 1, 1);
    QVERIFY2(!started, started ? started->text().c_str() : "");
    const Reply only = fetch(s.port(), "GET", "/db/relation/1");
    QCOMPARE(only.status, 200L);
    QCOMPARE(jsonObject(only).value("related").toArray().size(), 0);   // one document has no others
}

void TestDemoTarget::executablePrintsListeningAndStopsOnSigterm()
{
    const QString binary = binaryPath();
    QVERIFY2(QFileInfo(binary).isExecutable(), qPrintable("not built: " + binary));
    QProcess process;
    process.start(binary, {"--port", "0", "--documents", "40", "--threads", "2", "--quiet"});
    QVERIFY2(process.waitForStarted(5000), qPrintable(process.errorString()));
    QByteArray line;
    QDeadlineTimer deadline(10000);
    while (!line.contains('\n') && !deadline.hasExpired() && process.state() == QProcess::Running) {
        process.waitForReadyRead(100);
        line += process.readAllStandardOutput();
    }
    const QRegularExpressionMatch m =
        QRegularExpression(R"(^listening http://127\.0\.0\.1:(\d+)\n$)").match(QString::fromLatin1(line));
    QVERIFY2(m.hasMatch(), line.constData());
    const quint16 port = static_cast<quint16>(m.captured(1).toUInt());
    QVERIFY(port != 0);
    QCOMPARE(fetch(port, "GET", "/json").body, QByteArray(R"({"message":"Hello, World!"})"));
    QCOMPARE(jsonObject(fetch(port, "GET", "/db/list")).value("total").toInt(), 40);

    process.terminate();   // SIGTERM
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardOutput().isEmpty());   // nothing after the one line
    QVERIFY(process.readAllStandardError().isEmpty());    // --quiet
}

void TestDemoTarget::executableRejectsBadOptions_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown") << QStringList{"--bogus"} << "--bogus";
    QTest::newRow("port text") << QStringList{"--port", "http"} << "--port";
    QTest::newRow("port range") << QStringList{"--port=70000"} << "--port";
    QTest::newRow("port missing") << QStringList{"--port"} << "--port needs a value";
    QTest::newRow("documents 0") << QStringList{"--documents", "0"} << "--documents";
    QTest::newRow("threads text") << QStringList{"--threads", "many"} << "--threads";
}

void TestDemoTarget::executableRejectsBadOptions()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    QProcess process;
    process.start(binaryPath(), arguments);
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(process.readAllStandardOutput().isEmpty());
    const QString err = QString::fromLocal8Bit(process.readAllStandardError());
    QVERIFY2(err.contains(mentions), qPrintable(err));
}

BW_TEST_GUILESS_MAIN(TestDemoTarget)
#include "tst_demo_target.moc"

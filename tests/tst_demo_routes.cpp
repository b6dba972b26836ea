// The built-in demo target's routes against an in-process DemoServer on an
// ephemeral loopback port: static routes, HEAD, keep-alive, 404 and 405,
// /signal (valid, rejected and huge bodies) and /db/find. The list and
// relation routes are in tst_demo_listing, the server and the executable in
// tst_demo_target.
#include "demo_http.h"
#include "demo/demo_document.h"
#include "test_main.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QtTest>

using bw::demo::makeDemoDocument;
using namespace bwtest;

class TestDemoRoutes : public DemoServerTest
{
    Q_OBJECT

private slots:
    void staticRoutes();
    void headAnswersWithoutBody();
    void keepsConnectionsAlive();
    void unknownPathIs404();
    void wrongMethodIs405_data();
    void wrongMethodIs405();
    void signalShapesAValidBody();
    void signalWithoutTags();
    void signalRejectsBadBodies_data();
    void signalRejectsBadBodies();
    void signalRejectsHugeBodies();
    void findReturnsTheSeededDocument();
    void findAnswers404And400_data();
    void findAnswers404And400();
};

void TestDemoRoutes::staticRoutes()
{
    const Reply json = fetch(port_, "GET", "/json");
    QVERIFY2(json.error.isEmpty(), qPrintable(json.error));
    QCOMPARE(json.status, 200L);
    QCOMPARE(json.contentType, QByteArray("application/json"));
    QCOMPARE(json.body, QByteArray(R"({"message":"Hello, World!"})"));

    const Reply text = fetch(port_, "GET", "/plaintext");
    QCOMPARE(text.status, 200L);
    QVERIFY(text.contentType.startsWith("text/plain"));
    QCOMPARE(text.body, QByteArray("Hello, World!"));
}

void TestDemoRoutes::headAnswersWithoutBody()
{
    const Reply r = fetch(port_, "HEAD", "/json");
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.status, 200L);
    QCOMPARE(r.contentType, QByteArray("application/json"));
    QVERIFY(r.body.isEmpty());
}

void TestDemoRoutes::keepsConnectionsAlive()
{
    CURL* handle = curl_easy_init();
    const Reply first = fetch(handle, port_, "GET", "/json");
    const Reply second = fetch(handle, port_, "GET", "/db/find/7");
    const Reply third = fetch(handle, port_, "POST", "/api/signal", R"({"name":"k","value":1})");
    const Reply fourth = fetch(handle, port_, "GET", "/nowhere");
    const Reply fifth = fetch(handle, port_, "GET", "/plaintext");
    curl_easy_cleanup(handle);
    QCOMPARE(first.newConnections, 1L);
    QCOMPARE(second.status, 200L);
    QCOMPARE(second.newConnections, 0L);
    QCOMPARE(third.status, 200L);
    QCOMPARE(third.newConnections, 0L);
    QCOMPARE(fourth.status, 404L);
    QCOMPARE(fifth.status, 200L);
    QCOMPARE(fifth.newConnections, 0L);
}

void TestDemoRoutes::unknownPathIs404()
{
    for (const char* path : {"/", "/nowhere", "/json/", "/JSON", "/db", "/db/find/1/extra", "/api/signal/x"}) {
        const Reply r = fetch(port_, "GET", path);
        QVERIFY2(r.status == 404, path);
        QCOMPARE(r.contentType, QByteArray("application/json"));
        QCOMPARE(jsonObject(r).value("error").toString(), QString("not_found"));
    }
}

void TestDemoRoutes::wrongMethodIs405_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("allow");
    QTest::newRow("POST /json") << QByteArray("POST") << QByteArray("/json") << QByteArray("GET, HEAD");
    QTest::newRow("PUT /plaintext") << QByteArray("PUT") << QByteArray("/plaintext") << QByteArray("GET, HEAD");
    QTest::newRow("GET /api/signal") << QByteArray("GET") << QByteArray("/api/signal") << QByteArray("POST");
    QTest::newRow("DELETE /api/signal") << QByteArray("DELETE") << QByteArray("/api/signal") << QByteArray("POST");
    QTest::newRow("DELETE /db/find/1") << QByteArray("DELETE") << QByteArray("/db/find/1") << QByteArray("GET, HEAD");
    QTest::newRow("POST /db/list") << QByteArray("POST") << QByteArray("/db/list") << QByteArray("GET, HEAD");
    QTest::newRow("PATCH /db/relation/1") << QByteArray("PATCH") << QByteArray("/db/relation/1")
                                          << QByteArray("GET, HEAD");
}

void TestDemoRoutes::wrongMethodIs405()
{
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, allow);
    const Reply r = fetch(port_, method, path, method == "GET" || method == "DELETE" ? QByteArray() : "{}");
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.status, 405L);
    QCOMPARE(r.allow, allow);
    QCOMPARE(r.contentType, QByteArray("application/json"));
    const QJsonObject o = jsonObject(r);
    QCOMPARE(o.value("error").toString(), QString("method_not_allowed"));
    QVERIFY(o.value("reason").toString().contains(QString::fromLatin1(method)));
}

void TestDemoRoutes::signalShapesAValidBody()
{
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    const Reply r = fetch(port_, "POST", "/api/signal",
                          R"({"name":"  Sensor Ä ","value":-42.75,"tags":["Beta"," alpha","beta","GAMMA "],"extra":true})");
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.status, 200L);
    QCOMPARE(r.contentType, QByteArray("application/json"));
    const QJsonObject o = jsonObject(r);
    QCOMPARE(o.value("accepted").toBool(), true);
    QCOMPARE(o.value("name").toString(), QString::fromUtf8("Sensor Ä"));
    QCOMPARE(o.value("value").toDouble(), -42.75);
    QCOMPARE(o.value("tags").toArray(), QJsonArray({"alpha", "beta", "gamma"}));
    const QJsonObject computed = o.value("computed").toObject();
    QCOMPARE(computed.value("nameLength").toInt(), 8);   // characters, not UTF-8 bytes
    QCOMPARE(computed.value("tagCount").toInt(), 3);
    QCOMPARE(computed.value("valueRounded").toDouble(), -43.0);
    QCOMPARE(computed.value("valueSign").toString(), QString("negative"));
    const QString received = o.value("receivedAt").toString();
    QVERIFY2(QRegularExpression(R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$)").match(received).hasMatch(),
             qPrintable(received));
    const QDateTime at = QDateTime::fromString(received, Qt::ISODateWithMs);
    QVERIFY(at.isValid());
    QVERIFY(at >= before && at <= QDateTime::currentDateTimeUtc().addSecs(1));
}

void TestDemoRoutes::signalWithoutTags()
{
    const Reply r = fetch(port_, "POST", "/api/signal", R"({"value":0,"name":"x"})");
    QCOMPARE(r.status, 200L);
    const QJsonObject o = jsonObject(r);
    QCOMPARE(o.value("tags").toArray(), QJsonArray());
    QCOMPARE(o.value("computed").toObject().value("valueSign").toString(), QString("zero"));
    QCOMPARE(o.value("computed").toObject().value("tagCount").toInt(), 0);
}

void TestDemoRoutes::signalRejectsBadBodies_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("reasonMentions");
    QTest::newRow("empty") << QByteArray() << "empty";
    QTest::newRow("not JSON") << QByteArray("{\"name\":") << "not valid JSON";
    QTest::newRow("array") << QByteArray("[1,2]") << "JSON object";
    QTest::newRow("no name") << QByteArray(R"({"value":1})") << "'name'";
    QTest::newRow("name number") << QByteArray(R"({"name":5,"value":1})") << "'name' must be a string, got a number";
    QTest::newRow("name blank") << QByteArray(R"({"name":"   ","value":1})") << "'name' must not be empty";
    QTest::newRow("name too long") << QByteArray(R"({"name":")" + QByteArray(101, 'n') + R"(","value":1})")
                                   << "'name' is longer";
    QTest::newRow("no value") << QByteArray(R"({"name":"a"})") << "'value' must be a number, got missing";
    QTest::newRow("value string") << QByteArray(R"({"name":"a","value":"1"})") << "'value' must be a number, got a string";
    QTest::newRow("value null") << QByteArray(R"({"name":"a","value":null})") << "'value'";
    QTest::newRow("tags object") << QByteArray(R"({"name":"a","value":1,"tags":{}})") << "'tags' must be an array";
    QTest::newRow("tag number") << QByteArray(R"({"name":"a","value":1,"tags":["x",3]})") << "'tags[1]' must be a string";
    QTest::newRow("tag blank") << QByteArray(R"({"name":"a","value":1,"tags":[" "]})") << "'tags[0]' must not be empty";
    QByteArray many = R"({"name":"a","value":1,"tags":[)";
    for (int i = 0; i < 33; ++i)
        many += (i ? ",\"t" : "\"t") + QByteArray::number(i) + "\"";
    many += "]}";
    QTest::newRow("too many tags") << many << "more than 32";
}

void TestDemoRoutes::signalRejectsBadBodies()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, reasonMentions);
    const Reply r = fetch(port_, "POST", "/api/signal", body);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.status, 400L);
    QCOMPARE(r.contentType, QByteArray("application/json"));
    const QJsonObject o = jsonObject(r);
    QCOMPARE(o.value("error").toString(), QString("bad_request"));
    QVERIFY2(o.value("reason").toString().contains(reasonMentions), r.body.constData());
}

void TestDemoRoutes::signalRejectsHugeBodies()
{
    const QByteArray body = R"({"name":")" + QByteArray(bw::demo::kMaxRequestBodyBytes, 'x') + R"(","value":1})";
    const Reply r = fetch(port_, "POST", "/api/signal", body);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.status, 413L);
    QCOMPARE(jsonObject(r).value("error").toString(), QString("payload_too_large"));
    // The server is still fine afterwards.
    QCOMPARE(fetch(port_, "GET", "/json").status, 200L);
}

void TestDemoRoutes::findReturnsTheSeededDocument()
{
    for (qint64 id : {1, 2, 150, 300}) {
        const Reply r = fetch(port_, "GET", "/db/find/" + QByteArray::number(id));
        QCOMPARE(r.status, 200L);
        QCOMPARE(r.contentType, QByteArray("application/json"));
        const QJsonObject o = jsonObject(r);
        const bw::demo::DemoDocument expected = makeDemoDocument(id, bw::demo::kDefaultDocuments);
        QCOMPARE(o.value("id").toInteger(), id);
        QCOMPARE(o.value("title").toString().toStdString(), expected.title);
        QCOMPARE(o.value("category").toString().toStdString(), expected.category);
        QCOMPARE(o.value("score").toDouble(), expected.score);
        QCOMPARE(o.value("created_at").toString().toStdString(), expected.createdAt);
        QCOMPARE(o.value("body").toString().toStdString(), expected.body);
        QJsonArray related;
        for (std::int64_t rid : expected.relatedIds)
            related.append(static_cast<qint64>(rid));
        QCOMPARE(o.value("related").toArray(), related);
        QVERIFY(related.size() >= 3 && related.size() <= 5);
        QVERIFY(!related.contains(id));
    }
}

void TestDemoRoutes::findAnswers404And400_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<long>("status");
    QTest::newRow("zero") << QByteArray("/db/find/0") << 404L;
    QTest::newRow("past the end") << QByteArray("/db/find/301") << 404L;
    QTest::newRow("huge") << QByteArray("/db/find/999999999999") << 404L;
    QTest::newRow("letters") << QByteArray("/db/find/abc") << 400L;
    QTest::newRow("negative") << QByteArray("/db/find/-1") << 400L;
    QTest::newRow("fraction") << QByteArray("/db/find/1.5") << 400L;
    QTest::newRow("empty") << QByteArray("/db/find/") << 400L;
    QTest::newRow("too long") << QByteArray("/db/find/1234567890123456789012") << 400L;
}

void TestDemoRoutes::findAnswers404And400()
{
    QFETCH(QByteArray, path);
    QFETCH(long, status);
    const Reply r = fetch(port_, "GET", path);
    QCOMPARE(r.status, status);
    QCOMPARE(r.contentType, QByteArray("application/json"));
    QCOMPARE(jsonObject(r).value("error").toString(), QString(status == 404 ? "not_found" : "bad_request"));
}

BW_TEST_GUILESS_MAIN(TestDemoRoutes)
#include "tst_demo_routes.moc"

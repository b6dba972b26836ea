// The built-in demo target: every route's answers (status, body, content
// type, 400/404/405/413) against an in-process DemoServer on an ephemeral
// loopback port, the multi-threaded store, start/stop errors, and the
// benchwork-target executable's "listening" line, signals and exit codes.
#include "demo/demo_document.h"
#include "demo/demo_server.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include <curl/curl.h>

#include <atomic>
#include <thread>
#include <vector>

using bw::demo::DemoServer;
using bw::demo::makeDemoDocument;

namespace {

struct Reply
{
    long status = 0;
    QByteArray body;
    QByteArray contentType;
    QByteArray allow;
    long newConnections = -1;   // connections curl opened for this request
    QString error;              // curl's error, empty on success
};

size_t appendBody(char* data, size_t size, size_t count, void* user)
{
    static_cast<QByteArray*>(user)->append(data, static_cast<qsizetype>(size * count));
    return size * count;
}

size_t readHeader(char* data, size_t size, size_t count, void* user)
{
    const QByteArray line = QByteArray(data, static_cast<qsizetype>(size * count)).trimmed();
    if (line.toLower().startsWith("allow:"))
        static_cast<Reply*>(user)->allow = line.mid(6).trimmed();
    return size * count;
}

// One request with libcurl's easy API. Reuse `handle` to test keep-alive.
Reply fetch(CURL* handle, quint16 port, const QByteArray& method, const QByteArray& path,
            const QByteArray& body = QByteArray())
{
    Reply r;
    const QByteArray url = "http://127.0.0.1:" + QByteArray::number(port) + path;
    curl_easy_setopt(handle, CURLOPT_URL, url.constData());
    curl_easy_setopt(handle, CURLOPT_TIMEOUT_MS, 5000L);
    // HTTPGET resets the method, so NOBODY (HEAD) must come after it.
    curl_easy_setopt(handle, CURLOPT_HTTPGET, 1L);
    curl_easy_setopt(handle, CURLOPT_NOBODY, method == "HEAD" ? 1L : 0L);
    curl_easy_setopt(handle, CURLOPT_CUSTOMREQUEST, method == "HEAD" ? nullptr : method.constData());
    if (method == "POST" || method == "PUT" || !body.isEmpty()) {
        curl_easy_setopt(handle, CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
        curl_easy_setopt(handle, CURLOPT_COPYPOSTFIELDS, body.constData());
        curl_easy_setopt(handle, CURLOPT_CUSTOMREQUEST, method.constData());
    }
    curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, appendBody);
    curl_easy_setopt(handle, CURLOPT_WRITEDATA, &r.body);
    curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, readHeader);
    curl_easy_setopt(handle, CURLOPT_HEADERDATA, &r);
    const CURLcode rc = curl_easy_perform(handle);
    if (rc != CURLE_OK) {
        r.error = QString::fromUtf8(curl_easy_strerror(rc));
        return r;
    }
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &r.status);
    char* type = nullptr;
    curl_easy_getinfo(handle, CURLINFO_CONTENT_TYPE, &type);
    r.contentType = type ? QByteArray(type) : QByteArray();
    curl_easy_getinfo(handle, CURLINFO_NUM_CONNECTS, &r.newConnections);
    return r;
}

Reply fetch(quint16 port, const QByteArray& method, const QByteArray& path, const QByteArray& body = QByteArray())
{
    CURL* handle = curl_easy_init();
    Reply r = fetch(handle, port, method, path, body);
    curl_easy_cleanup(handle);
    return r;
}

QJsonObject jsonObject(const Reply& r)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qWarning("not a JSON object: %s", r.body.constData());
    return doc.object();
}

QList<qint64> ids(const QJsonArray& items)
{
    QList<qint64> out;
    for (const QJsonValue& v : items)
        out.append(v.toObject().value("id").toInteger());
    return out;
}

QString binaryPath()
{
    const QByteArray dir = qgetenv("BENCHWORK_BIN_DIR");
    const QString base = dir.isEmpty() ? QCoreApplication::applicationDirPath() : QString::fromLocal8Bit(dir);
    return base + "/benchwork-target";
}

} // namespace

class TestDemoTarget : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

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

    void listDefaults();
    void listSortsEveryField_data();
    void listSortsEveryField();
    void listPagesCoverAllDocumentsOnce();
    void listPastTheEndIsEmpty();
    void listRejectsBadParameters_data();
    void listRejectsBadParameters();

    void relationJoinsRelatedDocuments();
    void relationAnswers404And400();

    void threadedServerAnswersConcurrently();
    void startRejectsBadArguments();
    void startReportsPortInUse();
    void stopAndStartAgain();

    void executablePrintsListeningAndStopsOnSigterm();
    void executableRejectsBadOptions_data();
    void executableRejectsBadOptions();

private:
    DemoServer server_;
    quint16 port_ = 0;
};

void TestDemoTarget::initTestCase()
{
    QCOMPARE(curl_global_init(CURL_GLOBAL_DEFAULT), CURLE_OK);
    std::string why;
    QVERIFY2(server_.start(0, bw::demo::kDefaultDocuments, 1, &why), why.c_str());
    port_ = server_.port();
    QVERIFY(port_ != 0);
    QVERIFY(server_.isRunning());
}

void TestDemoTarget::cleanupTestCase()
{
    server_.stop();
    curl_global_cleanup();
}

void TestDemoTarget::staticRoutes()
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

void TestDemoTarget::headAnswersWithoutBody()
{
    const Reply r = fetch(port_, "HEAD", "/json");
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.status, 200L);
    QCOMPARE(r.contentType, QByteArray("application/json"));
    QVERIFY(r.body.isEmpty());
}

void TestDemoTarget::keepsConnectionsAlive()
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

void TestDemoTarget::unknownPathIs404()
{
    for (const char* path : {"/", "/nowhere", "/json/", "/JSON", "/db", "/db/find/1/extra", "/api/signal/x"}) {
        const Reply r = fetch(port_, "GET", path);
        QVERIFY2(r.status == 404, path);
        QCOMPARE(r.contentType, QByteArray("application/json"));
        QCOMPARE(jsonObject(r).value("error").toString(), QString("not_found"));
    }
}

void TestDemoTarget::wrongMethodIs405_data()
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

void TestDemoTarget::wrongMethodIs405()
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

void TestDemoTarget::signalShapesAValidBody()
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

void TestDemoTarget::signalWithoutTags()
{
    const Reply r = fetch(port_, "POST", "/api/signal", R"({"value":0,"name":"x"})");
    QCOMPARE(r.status, 200L);
    const QJsonObject o = jsonObject(r);
    QCOMPARE(o.value("tags").toArray(), QJsonArray());
    QCOMPARE(o.value("computed").toObject().value("valueSign").toString(), QString("zero"));
    QCOMPARE(o.value("computed").toObject().value("tagCount").toInt(), 0);
}

void TestDemoTarget::signalRejectsBadBodies_data()
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

void TestDemoTarget::signalRejectsBadBodies()
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

void TestDemoTarget::signalRejectsHugeBodies()
{
    const QByteArray body = R"({"name":")" + QByteArray(bw::demo::kMaxRequestBodyBytes, 'x') + R"(","value":1})";
    const Reply r = fetch(port_, "POST", "/api/signal", body);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.status, 413L);
    QCOMPARE(jsonObject(r).value("error").toString(), QString("payload_too_large"));
    // The server is still fine afterwards.
    QCOMPARE(fetch(port_, "GET", "/json").status, 200L);
}

void TestDemoTarget::findReturnsTheSeededDocument()
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

void TestDemoTarget::findAnswers404And400_data()
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

void TestDemoTarget::findAnswers404And400()
{
    QFETCH(QByteArray, path);
    QFETCH(long, status);
    const Reply r = fetch(port_, "GET", path);
    QCOMPARE(r.status, status);
    QCOMPARE(r.contentType, QByteArray("application/json"));
    QCOMPARE(jsonObject(r).value("error").toString(), QString(status == 404 ? "not_found" : "bad_request"));
}

void TestDemoTarget::listDefaults()
{
    const Reply r = fetch(port_, "GET", "/db/list");
    QCOMPARE(r.status, 200L);
    QCOMPARE(r.contentType, QByteArray("application/json"));
    const QJsonObject o = jsonObject(r);
    QCOMPARE(o.value("page").toInt(), 1);
    QCOMPARE(o.value("size").toInt(), 20);
    QCOMPARE(o.value("sort").toString(), QString("id"));
    QCOMPARE(o.value("total").toInt(), 300);
    const QJsonArray items = o.value("items").toArray();
    QCOMPARE(items.size(), 20);
    QList<qint64> expected;
    for (qint64 i = 1; i <= 20; ++i)
        expected.append(i);
    QCOMPARE(ids(items), expected);
    // Light projection: only the summary fields.
    const QStringList keys = items.first().toObject().keys();
    QCOMPARE(keys, QStringList({"category", "id", "score", "title"}));
    QCOMPARE(items.first().toObject().value("title").toString().toStdString(), makeDemoDocument(1, 300).title);
}

void TestDemoTarget::listSortsEveryField_data()
{
    QTest::addColumn<QString>("sort");
    for (const char* field : {"id", "title", "category", "score", "created_at"}) {
        QTest::newRow(field) << QString(field);
        QTest::newRow(qPrintable(QString("-") + field)) << "-" + QString(field);
    }
}

void TestDemoTarget::listSortsEveryField()
{
    QFETCH(QString, sort);
    const Reply r = fetch(port_, "GET", "/db/list?size=100&page=2&sort=" + sort.toLatin1());
    QCOMPARE(r.status, 200L);
    const QJsonObject o = jsonObject(r);
    QCOMPARE(o.value("sort").toString(), sort);
    const QJsonArray items = o.value("items").toArray();
    QCOMPARE(items.size(), 100);
    const bool descending = sort.startsWith('-');
    const QString field = descending ? sort.mid(1) : sort;
    for (qsizetype i = 1; i < items.size(); ++i) {
        const qint64 idA = items[i - 1].toObject().value("id").toInteger();
        const qint64 idB = items[i].toObject().value("id").toInteger();
        // created_at is not in the projection; it grows with id by construction.
        const QString key = field == "created_at" ? QString("id") : field;
        const QJsonValue a = items[i - 1].toObject().value(key);
        const QJsonValue b = items[i].toObject().value(key);
        int cmp;
        if (a.isString())
            cmp = QString::compare(a.toString(), b.toString());
        else
            cmp = a.toDouble() < b.toDouble() ? -1 : a.toDouble() > b.toDouble() ? 1 : 0;
        if (cmp == 0)
            cmp = idA < idB ? -1 : 1;   // ties break on id, same direction
        QVERIFY2(descending ? cmp > 0 : cmp < 0, qPrintable(QString("items %1 and %2 out of order").arg(i - 1).arg(i)));
    }
}

void TestDemoTarget::listPagesCoverAllDocumentsOnce()
{
    QSet<qint64> seen;
    for (int page = 1; page <= 4; ++page) {
        const Reply r = fetch(port_, "GET", "/db/list?sort=-title&size=100&page=" + QByteArray::number(page));
        QCOMPARE(r.status, 200L);
        const QList<qint64> pageIds = ids(jsonObject(r).value("items").toArray());
        QCOMPARE(pageIds.size(), page <= 3 ? 100 : 0);
        for (qint64 id : pageIds) {
            QVERIFY2(!seen.contains(id), "a document appeared on two pages");
            seen.insert(id);
        }
    }
    QCOMPARE(seen.size(), 300);
}

void TestDemoTarget::listPastTheEndIsEmpty()
{
    const Reply r = fetch(port_, "GET", "/db/list?page=1000000&size=100");
    QCOMPARE(r.status, 200L);
    QCOMPARE(jsonObject(r).value("items").toArray().size(), 0);
}

void TestDemoTarget::listRejectsBadParameters_data()
{
    QTest::addColumn<QByteArray>("query");
    QTest::addColumn<QString>("parameter");
    QTest::newRow("size 0") << QByteArray("size=0") << "size";
    QTest::newRow("size 101") << QByteArray("size=101") << "size";
    QTest::newRow("size text") << QByteArray("size=ten") << "size";
    QTest::newRow("size negative") << QByteArray("size=-5") << "size";
    QTest::newRow("size empty") << QByteArray("size=") << "size";
    QTest::newRow("page 0") << QByteArray("page=0") << "page";
    QTest::newRow("page text") << QByteArray("page=first") << "page";
    QTest::newRow("page too big") << QByteArray("page=1000001") << "page";
    QTest::newRow("sort unknown") << QByteArray("sort=body") << "sort";
    QTest::newRow("sort double minus") << QByteArray("sort=--score") << "sort";
    QTest::newRow("sort empty") << QByteArray("sort=") << "sort";
    QTest::newRow("sort SQL") << QByteArray("sort=id%3B%20DROP%20TABLE%20documents") << "sort";
}

void TestDemoTarget::listRejectsBadParameters()
{
    QFETCH(QByteArray, query);
    QFETCH(QString, parameter);
    const Reply r = fetch(port_, "GET", "/db/list?" + query);
    QCOMPARE(r.status, 400L);
    QCOMPARE(r.contentType, QByteArray("application/json"));
    const QJsonObject o = jsonObject(r);
    QCOMPARE(o.value("error").toString(), QString("bad_request"));
    QVERIFY2(o.value("reason").toString().startsWith(parameter + " must"), r.body.constData());
}

void TestDemoTarget::relationJoinsRelatedDocuments()
{
    for (qint64 id : {5, 299}) {
        const Reply r = fetch(port_, "GET", "/db/relation/" + QByteArray::number(id));
        QCOMPARE(r.status, 200L);
        QCOMPARE(r.contentType, QByteArray("application/json"));
        const QJsonObject o = jsonObject(r);
        const QJsonObject document = o.value("document").toObject();
        QCOMPARE(document.value("id").toInteger(), id);
        const bw::demo::DemoDocument expected = makeDemoDocument(id, 300);
        QCOMPARE(document.value("body").toString().toStdString(), expected.body);
        const QJsonArray related = o.value("related").toArray();
        QCOMPARE(related.size(), static_cast<qsizetype>(expected.relatedIds.size()));
        for (qsizetype i = 0; i < related.size(); ++i) {
            const QJsonObject rel = related[i].toObject();
            const bw::demo::DemoDocument other = makeDemoDocument(expected.relatedIds[static_cast<size_t>(i)], 300);
            QCOMPARE(rel.value("id").toInteger(), other.id);
            QCOMPARE(rel.value("title").toString().toStdString(), other.title);
            QCOMPARE(rel.value("category").toString().toStdString(), other.category);
            QCOMPARE(rel.value("score").toDouble(), other.score);
        }
    }
}

void TestDemoTarget::relationAnswers404And400()
{
    QCOMPARE(fetch(port_, "GET", "/db/relation/301").status, 404L);
    QCOMPARE(fetch(port_, "GET", "/db/relation/x1").status, 400L);
    QCOMPARE(fetch(port_, "GET", "/db/relation/").status, 400L);
}

void TestDemoTarget::threadedServerAnswersConcurrently()
{
    DemoServer threaded;
    std::string why;
    QVERIFY2(threaded.start(0, 50, 4, &why), why.c_str());
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

void TestDemoTarget::startRejectsBadArguments()
{
    DemoServer s;
    std::string why;
    QVERIFY(!s.start(0, 0, 1, &why));
    QVERIFY2(why.find("documents") != std::string::npos, why.c_str());
    QVERIFY(!s.start(0, bw::demo::kMaxDocuments + 1, 1, &why));
    QVERIFY2(why.find("documents") != std::string::npos, why.c_str());
    QVERIFY(!s.start(0, 10, 0, &why));
    QVERIFY2(why.find("threads") != std::string::npos, why.c_str());
    QVERIFY(!s.start(0, 10, bw::demo::kMaxThreads + 1, &why));
    QVERIFY2(why.find("threads") != std::string::npos, why.c_str());
    QVERIFY(!s.isRunning());
    QCOMPARE(s.port(), quint16(0));

    QVERIFY(!server_.start(0, 10, 1, &why));
    QVERIFY2(why.find("already running") != std::string::npos, why.c_str());
    QCOMPARE(server_.port(), port_);
}

void TestDemoTarget::startReportsPortInUse()
{
    DemoServer second;
    std::string why;
    QVERIFY(!second.start(port_, 10, 1, &why));
    const std::string where = "127.0.0.1:" + std::to_string(port_);
    QVERIFY2(why.find(where) != std::string::npos, why.c_str());
    QVERIFY(!second.isRunning());
    QCOMPARE(fetch(port_, "GET", "/json").status, 200L);
}

void TestDemoTarget::stopAndStartAgain()
{
    DemoServer s;
    std::string why;
    QVERIFY2(s.start(0, 5, 2, &why), why.c_str());
    const quint16 first = s.port();
    QCOMPARE(fetch(first, "GET", "/db/list").status, 200L);
    QCOMPARE(jsonObject(fetch(first, "GET", "/db/list")).value("total").toInt(), 5);
    s.stop();
    QVERIFY(!s.isRunning());
    QCOMPARE(s.port(), quint16(0));
    QVERIFY2(!fetch(first, "GET", "/json").error.isEmpty(), "the stopped server still answers");
    s.stop();   // harmless twice
    QVERIFY2(s.start(0, 1, 1, &why), why.c_str());
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

QTEST_GUILESS_MAIN(TestDemoTarget)
#include "tst_demo_target.moc"

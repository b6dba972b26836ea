#include "demo_http.h"

#include "demo/demo_document.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QtTest>

namespace bwtest {

namespace {

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

} // namespace

Reply fetch(CURL* handle, quint16 port, const QByteArray& method, const QByteArray& path, const QByteArray& body)
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

Reply fetch(quint16 port, const QByteArray& method, const QByteArray& path, const QByteArray& body)
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

void DemoServerTest::initTestCase()
{
    QCOMPARE(curl_global_init(CURL_GLOBAL_DEFAULT), CURLE_OK);
    const auto refused = server_.start(0, bw::demo::kDefaultDocuments, 1);
    QVERIFY2(!refused, refused ? refused->text().c_str() : "");
    port_ = server_.port();
    QVERIFY(port_ != 0);
    QVERIFY(server_.isRunning());
}

void DemoServerTest::cleanupTestCase()
{
    server_.stop();
    curl_global_cleanup();
}

} // namespace bwtest

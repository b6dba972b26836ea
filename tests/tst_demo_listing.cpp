// The demo target's /db/list (defaults, every sort field, pages that cover
// every document once, bad parameters) and /db/relation routes, against an
// in-process DemoServer.
#include "demo_http.h"
#include "demo/demo_document.h"
#include "test_main.h"

#include <QJsonDocument>
#include <QSet>
#include <QtTest>

using bw::demo::makeDemoDocument;
using namespace bwtest;

class TestDemoListing : public DemoServerTest
{
    Q_OBJECT

private slots:
    void listDefaults();
    void listSortsEveryField_data();
    void listSortsEveryField();
    void listPagesCoverAllDocumentsOnce();
    void listPastTheEndIsEmpty();
    void listRejectsBadParameters_data();
    void listRejectsBadParameters();
    void relationJoinsRelatedDocuments();
    void relationAnswers404And400();
};

void TestDemoListing::listDefaults()
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

void TestDemoListing::listSortsEveryField_data()
{
    QTest::addColumn<QString>("sort");
    for (const char* field : {"id", "title", "category", "score", "created_at"}) {
        QTest::newRow(field) << QString(field);
        QTest::newRow(qPrintable(QString("-") + field)) << "-" + QString(field);
    }
}

void TestDemoListing::listSortsEveryField()
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

void TestDemoListing::listPagesCoverAllDocumentsOnce()
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

void TestDemoListing::listPastTheEndIsEmpty()
{
    const Reply r = fetch(port_, "GET", "/db/list?page=1000000&size=100");
    QCOMPARE(r.status, 200L);
    QCOMPARE(jsonObject(r).value("items").toArray().size(), 0);
}

void TestDemoListing::listRejectsBadParameters_data()
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

void TestDemoListing::listRejectsBadParameters()
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

void TestDemoListing::relationJoinsRelatedDocuments()
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

void TestDemoListing::relationAnswers404And400()
{
    QCOMPARE(fetch(port_, "GET", "/db/relation/301").status, 404L);
    QCOMPARE(fetch(port_, "GET", "/db/relation/x1").status, 400L);
    QCOMPARE(fetch(port_, "GET", "/db/relation/").status, 400L);
}

BW_TEST_GUILESS_MAIN(TestDemoListing)
#include "tst_demo_listing.moc"

#pragma once
// Shared by the demo target tests (tst_demo_*): one HTTP request with
// libcurl, the JSON helpers, the benchwork-target path, and an in-process
// DemoServer on an ephemeral loopback port.
#include "demo/demo_server.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <curl/curl.h>

namespace bwtest {

struct Reply
{
    long status = 0;
    QByteArray body;
    QByteArray contentType;
    QByteArray allow;
    long newConnections = -1;   // connections curl opened for this request
    QString error;              // curl's error, empty on success
};

// One request with libcurl's easy API. Reuse `handle` to test keep-alive.
Reply fetch(CURL* handle, quint16 port, const QByteArray& method, const QByteArray& path,
            const QByteArray& body = QByteArray());
Reply fetch(quint16 port, const QByteArray& method, const QByteArray& path, const QByteArray& body = QByteArray());

QJsonObject jsonObject(const Reply& r);
QList<qint64> ids(const QJsonArray& items);
// benchwork-target in $BENCHWORK_BIN_DIR (or beside the test).
QString binaryPath();

// The base of the demo tests: curl initialised and a DemoServer with the
// default documents on one thread, on an ephemeral loopback port, for the
// whole test case.
class DemoServerTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

protected:
    bw::demo::DemoServer server_;
    quint16 port_ = 0;
};

} // namespace bwtest

// Open-file limits: the engine raises its soft limit when the hard limit
// allows, and otherwise refuses with a message naming the number needed; the
// demo target raises its own; 10,000 connections against the demo target
// either work or are refused with that message.
#include "engine/engine.h"
#include "loopback_server.h"
#include "test_main.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdlib>
#include <sys/resource.h>

namespace {

QString binDir()
{
    const char* env = std::getenv("BENCHWORK_BIN_DIR");
    return env && *env ? QString(env) : QCoreApplication::applicationDirPath();
}

// A process started with RLIMIT_NOFILE set to soft/hard (set in the child
// between fork and exec; setrlimit is async-signal-safe).
void limitChild(QProcess* p, rlim_t soft, rlim_t hard)
{
    p->setChildProcessModifier([soft, hard] {
        rlimit rl{soft, hard};
        setrlimit(RLIMIT_NOFILE, &rl);
    });
}

// "Max open files  1024  20000  files" from /proc/PID/limits: the soft value.
long softFileLimitOf(qint64 pid)
{
    QFile f(QString("/proc/%1/limits").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("Max open files"))
            return line.mid(14).simplified().split(' ').value(0).toLong();
    return -1;
}

} // namespace

class LimitsTest : public QObject {
    Q_OBJECT

    rlimit saved_{};

private slots:
    void initTestCase() { QCOMPARE(getrlimit(RLIMIT_NOFILE, &saved_), 0); }
    void cleanup() { setrlimit(RLIMIT_NOFILE, &saved_); }

    // Soft limit below what 1000 connections need, hard limit above it:
    // prepare() raises the soft limit and succeeds.
    void engineRaisesTheSoftLimit()
    {
        if (saved_.rlim_max != RLIM_INFINITY && saved_.rlim_max < 1064)
            QSKIP("the hard open-file limit is below 1064");
        rlimit low = saved_;
        low.rlim_cur = 256;
        QCOMPARE(setrlimit(RLIMIT_NOFILE, &low), 0);
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        bw::LoadConfig c;
        c.url = srv.url("/");
        c.connections = 1000;
        c.durationSec = 1;
        bw::Engine e(c);
        auto err = e.prepare();
        QVERIFY2(!err, err ? err->reason().c_str() : "");
        rlimit now{};
        getrlimit(RLIMIT_NOFILE, &now);
        QVERIFY2(now.rlim_cur >= 1064, qPrintable(QString("soft limit now %1").arg(qulonglong(now.rlim_cur))));
    }

    // Hard limit 256: the CLI refuses 1000 connections before starting,
    // naming the number of files needed and how to get them.
    void refusalNamesTheNumberNeeded()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        QProcess p;
        limitChild(&p, 256, 256);
        p.start(binDir() + "/benchwork-cli",
                {"run", "-c", "1000", "-d", "1s", "--no-save", QString::fromStdString(srv.url("/"))});
        QVERIFY(p.waitForFinished(20000));
        const QString err = QString::fromLocal8Bit(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(err.contains("1000 connections needs about 1064 open files"), qPrintable(err));
        QVERIFY2(err.contains("the limit is 256 (hard limit 256)"), qPrintable(err));
        QVERIFY2(err.contains("ulimit -n 1064"), qPrintable(err));
        QCOMPARE(srv.requests(), quint64(0));   // nothing was sent
    }

    // A desktop's soft limit of 1024 would cap the demo target far below the
    // 10,000 connections it takes: it raises its own soft limit.
    void demoTargetRaisesItsLimit()
    {
#ifndef __linux__
        QSKIP("the child's open-file limit is read from Linux's /proc/PID/limits");
#endif
        const rlim_t hard = saved_.rlim_max;
        QProcess p;
        limitChild(&p, 1024, hard);
        p.start(binDir() + "/benchwork-target", {"--port", "0", "--quiet"});
        QVERIFY(p.waitForStarted(5000));
        QVERIFY2(p.waitForReadyRead(10000), "benchwork-target printed no listening line");
        const long soft = softFileLimitOf(p.processId());
        p.terminate();
        p.waitForFinished(5000);
        const long expected = (hard == RLIM_INFINITY || hard > 10240) ? 10240 : long(hard);
        QCOMPARE(soft, expected);
    }

    // 10,000 connections against the demo target work (complete, no errors,
    // requests answered) or are refused with the message naming the number.
    void tenThousandConnections_data()
    {
        QTest::addColumn<bool>("desktopSoftLimit");
        QTest::newRow("inherited limits") << false;
        QTest::newRow("soft limit 1024") << true;
    }
    void tenThousandConnections()
    {
        QFETCH(bool, desktopSoftLimit);
        QTemporaryDir tmp;
        const QString json = tmp.path() + "/run.json";
        QProcess p;
        if (desktopSoftLimit)
            limitChild(&p, 1024, saved_.rlim_max);
        // Count mode, not "so many requests in 2 s": that was a throughput
        // assertion, and a busy 2-core machine answered 539 of them in 2 s
        // (0 when more was running). The timeouts leave room for the same
        // machine to answer all 10,000 (~40 s at 270 requests/s).
        p.start(binDir() + "/benchwork-cli", {"run", "--demo", "-c", "10000", "-n", "10000", "--timeout", "90s", "--no-save",
                                              "-q", "--json", json});
        QVERIFY(p.waitForFinished(150000));
        const QString err = QString::fromLocal8Bit(p.readAllStandardError());
        if (p.exitCode() == 2) {
            QVERIFY2(err.contains("10000 connections needs about 10064 open files"), qPrintable(err));
            qInfo("refused as expected: %s", qPrintable(err.trimmed()));
            return;
        }
        QCOMPARE(p.exitCode(), 0);
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonObject s = o.value("summary").toObject();
        QCOMPARE(o.value("status").toString(), QString("complete"));
        QCOMPARE(o.value("config").toObject().value("connections").toInt(), 10000);
        QCOMPARE(s.value("errors").toObject().value("total").toInt(), 0);
        QCOMPARE(s.value("requests").toDouble(), 10000.0);
        qInfo("10,000 connections: %.0f requests, %.0f in flight at the end", s.value("requests").toDouble(),
              s.value("inFlightAtEnd").toDouble());
    }
};

BW_TEST_GUILESS_MAIN(LimitsTest)
#include "tst_limits.moc"

// Fault gallery, long responses: a 100 MiB body (streamed by the server,
// skipped by the engine, never held) and a server that stalls for a second
// in the middle of the run and then carries on. Both transports.
#include "engine_run.h"
#include "fault_harness.h"
#include "proc_helpers.h"
#include "test_main.h"

#include <QTemporaryDir>
#include <QtTest>

class FaultStreamTest : public QObject {
    Q_OBJECT

    bwfault::FaultServerProcess server_;
    QTemporaryDir tmp_;
    int stallRun_ = 0;

    std::string dbPath() const { return (tmp_.path() + "/history.sqlite").toStdString(); }

    static bw::LoadConfig config(const QString& engine, const std::string& url)
    {
        bw::LoadConfig c;
        c.url = url;
        c.engine = engine == "curl" ? bw::EngineKind::Curl : bw::EngineKind::Native;
        c.threads = 1;
        return c;
    }

    static void engines() { bwtest::engineRows(); }

private slots:
    void initTestCase()
    {
        QVERIFY(tmp_.isValid());
        const std::string why = bwfault::startAndWarmUp(server_, dbPath());
        QVERIFY2(why.empty(), why.c_str());
    }

    void hundredMebibyteBodies_data() { engines(); }
    void hundredMebibyteBodies()
    {
        QFETCH(QString, engine);
        const uint64_t body = 100ull * 1024 * 1024;
        bw::LoadConfig c = config(engine, server_.url("/big?mb=100"));
        c.connections = 1;
        c.requests = 3;
        c.timeoutSec = 20;
        const int fdsBefore = bwtest::openFdCount();
        const uint64_t peakBefore = bwfault::peakRssBytes();

        auto run = bwfault::runAndSave(c, dbPath());
        QVERIFY2(run.prepareError.empty(), run.prepareError.c_str());
        const bw::RunResult& r = run.result;
        QVERIFY2(r.errors.total() == 0, bwfault::describeErrors(r.errors).c_str());
        QCOMPARE(r.requests, quint64(3));
        QCOMPARE(r.statusCodes.at(200), quint64(3));
        QVERIFY2(r.bytesIn >= 3 * body, qPrintable(QString("bytes in: %1").arg(r.bytesIn)));
        // 300 MiB went through; the process's peak memory must not follow.
        const uint64_t growth = bwfault::peakRssBytes() - peakBefore;
        QVERIFY2(growth < 32ull * 1024 * 1024, qPrintable(QString("peak RSS grew by %1 MiB").arg(growth >> 20)));

        QCOMPARE(QString::fromStdString(run.savedStatus), QString("complete"));
        QCOMPARE(run.savedRequests, quint64(3));
        QCOMPARE(bwtest::openFdCount(), fdsBefore);
    }

    // The server holds every answer for 1 s (one of them mid-body) and then
    // answers normally. With a timeout longer than the stall nothing fails;
    // with a shorter one the waiting requests time out. Either way requests
    // complete again after the stall.
    void stallThenContinue_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<double>("timeoutSec");
        for (const char* e : {"native", "curl"}) {
            QTest::newRow((std::string(e) + " / timeout above the stall").c_str()) << QString(e) << 3.0;
            QTest::newRow((std::string(e) + " / timeout below the stall").c_str()) << QString(e) << 0.4;
        }
    }
    void stallThenContinue()
    {
        QFETCH(QString, engine);
        QFETCH(double, timeoutSec);
        const std::string id = "run" + std::to_string(++stallRun_);
        bw::LoadConfig c = config(engine, server_.url("/stall?id=" + id + "&at=200&ms=1000"));
        c.connections = 4;
        c.durationSec = 2.6;
        c.timeoutSec = timeoutSec;
        const int fdsBefore = bwtest::openFdCount();

        auto run = bwfault::runAndSave(c, dbPath());
        QVERIFY2(run.prepareError.empty(), run.prepareError.c_str());
        const bw::RunResult& r = run.result;
        const std::string got = bwfault::describeErrors(r.errors) + " requests=" + std::to_string(r.requests);
        QCOMPARE(int(r.status), int(bw::RunStatus::Complete));
        if (timeoutSec > 1.0) {
            QVERIFY2(r.errors.total() == 0, got.c_str());
            QVERIFY2(r.latencySummary.maxUs >= 900'000,
                     qPrintable(QString("the stalled requests took %1 us").arg(r.latencySummary.maxUs)));
        } else {
            // Each of 4 connections times out 2-3 times during the 1 s stall.
            QVERIFY2(r.errors.timeout >= 4 && r.errors.total() == r.errors.timeout, got.c_str());
            QVERIFY2(r.latencySummary.maxUs < timeoutSec * 1e6, "no response is slower than the timeout");
        }
        // The stall starts within the first second (after 200 requests) and
        // ends a second later: the last measured second is served normally.
        QVERIFY(r.series.size() >= 3);
        const bw::SecondStats& last = r.series[r.series.size() - 1].spanSec > 0.5 ? r.series.back() : r.series[r.series.size() - 2];
        QVERIFY2(last.requests >= 50, qPrintable(QString("only %1 requests in second %2 after the stall")
                                                     .arg(last.requests).arg(last.second)));
        QCOMPARE(last.errors.total(), quint64(0));

        QCOMPARE(QString::fromStdString(run.savedStatus), QString("complete"));
        QCOMPARE(run.savedErrors.timeout, r.errors.timeout);
        QCOMPARE(bwtest::openFdCount(), fdsBefore);
    }
};

BW_TEST_GUILESS_MAIN(FaultStreamTest)
#include "tst_fault_stream.moc"

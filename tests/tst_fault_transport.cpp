// Fault gallery, transport faults: each misbehaviour of benchwork-faultserver
// (a separate process) is counted in its error class on both transports (and
// HTTP/2 with prior knowledge to this HTTP/1.1-only server: protocol), the
// engine keeps trying, no descriptor leaks, and the run is saved with the
// status the engine gave it. (tst_engine covers the in-process basics.)
#include "engine_run.h"
#include "fault_harness.h"
#include "proc_helpers.h"
#include "test_main.h"

#include <QTemporaryDir>
#include <QtTest>

namespace {

// ProtocolFatal: the server does not speak the protocol at all; the run
// fails at once with that reason.
enum class Expect { Connect, Receive, Protocol, Timeout, Status, Clean, Tls, ProtocolFatal };

bw::EngineKind kindOf(const QString& engine) { return engine == "curl" ? bw::EngineKind::Curl : bw::EngineKind::Native; }

} // namespace

Q_DECLARE_METATYPE(Expect)

class FaultTransportTest : public QObject {
    Q_OBJECT

    bwfault::FaultServerProcess server_;
    QTemporaryDir tmp_;

    std::string dbPath() const { return (tmp_.path() + "/history.sqlite").toStdString(); }

    bw::LoadConfig config(const QString& engine, const std::string& url, double durationSec, double timeoutSec) const
    {
        bw::LoadConfig c;
        c.url = url;
        c.engine = kindOf(engine);
        c.connections = 2;
        c.threads = 1;
        c.durationSec = durationSec;
        c.timeoutSec = timeoutSec;
        return c;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(tmp_.isValid());
        const std::string why = bwfault::startAndWarmUp(server_, dbPath());
        QVERIFY2(why.empty(), why.c_str());
    }

    void faultIsCountedInItsClass_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("refusedPort");
        QTest::addColumn<double>("timeoutSec");
        QTest::addColumn<int>("expect");
        QTest::addColumn<bool>("tls");
        QTest::addColumn<bool>("h2");
        struct Row {
            const char* name; const char* path; bool refused; double timeout; Expect expect; bool tls = false; bool h2 = false;
        };
        const Row rows[] = {
            {"refused", "/ok", true, 2, Expect::Connect},
            {"reset mid-response", "/reset", false, 2, Expect::Receive},
            {"garbage", "/garbage", false, 2, Expect::Protocol},
            {"short body then close", "/short", false, 2, Expect::Receive},
            {"malformed chunked", "/bad-chunked", false, 2, Expect::Protocol},
            {"slower than the timeout", "/slow?ms=1500", false, 0.2, Expect::Timeout},
            {"503", "/status/503", false, 2, Expect::Status},
            {"Connection: close", "/close", false, 2, Expect::Clean},
            // https:// to a server that reads the ClientHello and never answers:
            // the handshake's deadline is a tls error (the native transport
            // knows TCP was up; libcurl only reports a timeout)
            {"TLS handshake never answered", "/ok", false, 0.2, Expect::Tls, true},
            // --http2 on http://: h2c with prior knowledge; the server answers
            // the connection preface in HTTP/1.1 (native only: Debian 12's
            // libcurl cannot keep h2c going, see docs/engine.md); that will not
            // change, so the run ends there
            {"h2c to an HTTP/1.1 server", "/ok", false, 2, Expect::ProtocolFatal, false, true},
        };
        for (const char* engine : {"native", "curl"})
            for (const Row& r : rows) {
                if ((r.tls || r.h2) && std::string(engine) == "curl")
                    continue;
                QTest::newRow((std::string(r.name) + " / " + engine).c_str())
                    << QString(engine) << QString(r.path) << r.refused << r.timeout << int(r.expect) << r.tls << r.h2;
            }
    }

    void faultIsCountedInItsClass()
    {
        QFETCH(QString, engine);
        QFETCH(QString, path);
        QFETCH(bool, refusedPort);
        QFETCH(double, timeoutSec);
        QFETCH(int, expect);
        QFETCH(bool, tls);
        QFETCH(bool, h2);
        std::string url = refusedPort ? server_.refusedUrl(path.toStdString()) : server_.url(path.toStdString());
        if (tls)
            url = "https" + url.substr(url.find(':'));
        const int fdsBefore = bwtest::openFdCount();

        // The timeout row runs longer: 1.6 s with a 0.2 s timeout is about 8
        // timeouts per connection, 16 in all, so that the 4 asked for below
        // still come when a crowded machine (load 6 on 2 cores gave 2 in
        // 0.7 s) leaves the worker waiting for a CPU for most of the run.
        const double durationSec = Expect(expect) == Expect::Timeout || Expect(expect) == Expect::Tls ? 1.6 : 0.7;
        bw::LoadConfig cfg = config(engine, url, durationSec, timeoutSec);
        cfg.http2 = h2;
        auto run = bwfault::runAndSave(cfg, dbPath());
        QVERIFY2(run.prepareError.empty(), run.prepareError.c_str());
        const bw::RunResult& r = run.result;
        const bw::ErrorCounts& e = r.errors;
        const std::string got = bwfault::describeErrors(e) + " requests=" + std::to_string(r.requests);

        QCOMPARE(QString::fromStdString(r.engineUsed), engine);
        qInfo("%s", got.c_str());
        switch (Expect(expect)) {
        case Expect::Connect:
            // Refusals back off (1 ms doubling), yet several attempts per connection.
            QVERIFY2(e.connect >= 4 && e.total() == e.connect && r.requests == 0, got.c_str());
            break;
        case Expect::Receive:
            QVERIFY2(e.receive >= 10 && e.total() == e.receive && r.requests == 0, got.c_str());
            break;
        case Expect::Protocol:
            QVERIFY2(e.protocol >= 10 && e.total() == e.protocol && r.requests == 0, got.c_str());
            break;
        case Expect::ProtocolFatal:
            QVERIFY2(e.protocol >= 1 && e.total() == e.protocol && r.requests == 0, got.c_str());
            QVERIFY2(r.errorExamples.at("protocol").find("answered in HTTP/1.1") != std::string::npos,
                     r.errorExamples.at("protocol").c_str());
            break;
        case Expect::Timeout:
            // Each connection timed out more than once: retries go on after a timeout.
            QVERIFY2(e.timeout >= 4 && e.total() == e.timeout && r.requests == 0, got.c_str());
            break;
        case Expect::Tls:
            QVERIFY2(e.tls >= 4 && e.total() == e.tls && r.requests == 0, got.c_str());
            QVERIFY2(r.errorExamples.at("tls") == "TLS handshake timed out", r.errorExamples.at("tls").c_str());
            break;
        case Expect::Status:
            QVERIFY2(r.requests >= 10 && e.status == r.requests && e.transport() == 0, got.c_str());
            QCOMPARE(r.statusCodes.at(503), r.requests);
            break;
        case Expect::Clean:
            QVERIFY2(r.requests >= 10 && e.total() == 0, got.c_str());
            QVERIFY2(r.connectsOpened >= r.requests,
                     qPrintable(QString("%1 connections for %2 responses with Connection: close")
                                    .arg(r.connectsOpened).arg(r.requests)));
            break;
        }

        // Saved, with the status the engine gave and the same counts.
        QVERIFY2(run.historyId > 0, run.historyError.c_str());
        QCOMPARE(QString::fromStdString(run.savedStatus), QString::fromStdString(bw::runStatusName(r.status)));
        if (r.requests == 0) {
            // no request completed: the run failed, naming its (one class of) error
            QCOMPARE(int(r.status), int(bw::RunStatus::Failed));
            QCOMPARE(int(r.errorExamples.size()), 1);
            const std::string reason = Expect(expect) == Expect::ProtocolFatal ? std::string()
                                                                                : std::string("no request completed: ");
            QCOMPARE(QString::fromStdString(r.statusMessage),
                     QString::fromStdString(reason + r.errorExamples.begin()->second));
        } else {
            QCOMPARE(int(r.status), int(bw::RunStatus::Complete));
        }
        QCOMPARE(run.savedRequests, r.requests);
        QCOMPARE(run.savedErrors.total(), e.total());
        QCOMPARE(run.savedErrors.connect, e.connect);
        QCOMPARE(run.savedErrors.protocol, e.protocol);

        QCOMPARE(bwtest::openFdCount(), fdsBefore);
    }

    // Nothing ever connects for longer than 2 s: the run fails, says why, and
    // is saved as failed.
    void refusedForLongIsAFailedRun_data() { bwtest::engineRows(); }
    void refusedForLongIsAFailedRun()
    {
        QFETCH(QString, engine);
        const int fdsBefore = bwtest::openFdCount();
        auto run = bwfault::runAndSave(config(engine, server_.refusedUrl("/ok"), 10, 0.5), dbPath());
        QVERIFY2(run.prepareError.empty(), run.prepareError.c_str());
        QCOMPARE(int(run.result.status), int(bw::RunStatus::Failed));
        QVERIFY2(run.result.statusMessage.find("could not connect") != std::string::npos, run.result.statusMessage.c_str());
        QVERIFY2(run.result.measuredSec < 5, "a run nothing connects to ends after about 2 s, not its full length");
        QVERIFY(run.result.errors.connect > 0);
        QCOMPARE(QString::fromStdString(run.savedStatus), QString("failed"));
        QCOMPARE(bwtest::openFdCount(), fdsBefore);
    }
};

BW_TEST_GUILESS_MAIN(FaultTransportTest)
#include "tst_fault_transport.moc"

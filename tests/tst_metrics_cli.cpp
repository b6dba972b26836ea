// benchwork-cli run --metrics end to end, against an in-process loopback
// server: scrapes during the run see it move, the scrape after it (held by
// --metrics-hold) equals the run's --json (requests, errors by class,
// bytes, the latency count, per-entry requests, run_id = historyId), in
// both formats as prometheus_client's own parsers read them; a second run
// on the same port is refused before it starts, naming the address.
#include "cli_process.h"
#include "loopback_server.h"
#include "metrics_scrape.h"
#include "test_main.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

namespace {

constexpr const char* kOpenMetricsAccept = "application/openmetrics-text; version=1.0.0";

// A scrape parsed as OpenMetrics; an empty object when it did not parse (*why says why).
QJsonObject metricsCliScrape(int port, QString* why)
{
    const bwtest::HttpReply r = bwtest::metricsHttp(port, "GET", "/metrics", kOpenMetricsAccept);
    if (r.status != 200) {
        *why = "status " + QString::number(r.status);
        return {};
    }
    return bwtest::parseExposition(r.body, "openmetrics", why).value_or(QJsonObject{});
}

// The port benchwork-cli says it serves /metrics on ("Metrics on
// http://127.0.0.1:PORT/metrics", before the load starts); 0 when it said
// none within 20 s. *out keeps what it printed.
int metricsPortSaid(QProcess& p, QByteArray* out)
{
    const QRegularExpression said("Metrics on http://127\\.0\\.0\\.1:(\\d+)/metrics");
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        *out += p.readAllStandardOutput();
        if (const int port = said.match(QString::fromUtf8(*out)).captured(1).toInt(); port > 0)
            return port;
        const qint64 left = 20000 - waited.elapsed();
        if (left <= 0 || !p.waitForReadyRead(int(left)))
            return said.match(QString::fromUtf8(*out += p.readAllStandardOutput())).captured(1).toInt();
    }
}

double metricsCliValue(const QJsonObject& parsed, const char* name, const QJsonObject& labels = {})
{
    return bwtest::sampleValue(parsed, name, labels).value_or(-1);
}

} // namespace

class TestMetricsCli : public QObject {
    Q_OBJECT
private slots:
    void scrapedDuringAndAfterTheRun();
    void badMetricsOptionsRefusedBeforeTheRun();
    void sweepPublishesEachStep();
};

void TestMetricsCli::scrapedDuringAndAfterTheRun()
{
    QString why;
    if (bwtest::metricsPython(&why).isEmpty())
        QSKIP(qPrintable(why));
    bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    QTemporaryDir dir;
    // Two entries, one of which always answers 503: errors of class "status" to count.
    QFile mix(dir.filePath("mix.json"));
    QVERIFY(mix.open(QIODevice::WriteOnly));
    mix.write(R"({"requests": [{"name": "ok", "path": "/", "weight": 3},
                               {"name": "bad \"one\"", "path": "/status/503", "weight": 1}]})");
    mix.close();
    const QString json = dir.filePath("run.json");
    QProcess p;
    // 15 s measured: room for a live scrape on a loaded machine, where each
    // parse starts a Python of its own (5 s was over before one answered
    // beside two CPU hogs).
    p.start(bwtest::builtProgram("benchwork-cli"),
            {"run", "--db", dir.filePath("history.db"), "-c", "4", "-t", "1", "-w", "1s", "-d", "15s", "--mix", mix.fileName(),
             "--metrics", "127.0.0.1:0", "--metrics-hold", "60s", "--json", json, QString::fromStdString(srv.url())});
    QVERIFY(p.waitForStarted());
    // The address it listens on (port 0: the system's choice), said before the run.
    QByteArray out;
    const int port = metricsPortSaid(p, &out);
    QVERIFY2(port > 0, out.constData());

    // During the run: requests counted, not finished yet.
    QJsonObject live;
    QTRY_VERIFY_WITH_TIMEOUT((live = metricsCliScrape(port, &why), metricsCliValue(live, "benchwork_requests_total") > 0), 20000);
    QCOMPARE(metricsCliValue(live, "benchwork_run_finished"), 0.0);
    QVERIFY(metricsCliValue(live, "benchwork_latency_seconds_count") > 0);
    QVERIFY(metricsCliValue(live, "benchwork_vus") > 0);
    const double liveRequests = metricsCliValue(live, "benchwork_requests_total");

    // After the run: the held final figures.
    QTRY_VERIFY_WITH_TIMEOUT((out += p.readAllStandardOutput(), out.contains("Serving the final figures on")), 30000);
    QFile f(json);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject run = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonObject summary = run.value("summary").toObject();
    QVERIFY(summary.value("requests").toDouble() > 0);
    const QJsonObject end = metricsCliScrape(port, &why);
    QVERIFY2(!end.isEmpty(), qPrintable(why));
    QCOMPARE(metricsCliValue(end, "benchwork_run_finished"), 1.0);
    QCOMPARE(metricsCliValue(end, "benchwork_requests_total"), summary.value("requests").toDouble());
    QVERIFY(metricsCliValue(end, "benchwork_requests_total") >= liveRequests);
    const QJsonObject errors = summary.value("errors").toObject();
    QVERIFY(errors.value("status").toDouble() > 0);
    for (const char* cls : {"connect", "send", "receive", "timeout", "protocol", "status", "tls"})
        QCOMPARE(metricsCliValue(end, "benchwork_errors_total", {{"class", cls}}), errors.value(cls).toDouble());
    QCOMPARE(metricsCliValue(end, "benchwork_received_bytes_total"), summary.value("bytesIn").toDouble());
    QCOMPARE(metricsCliValue(end, "benchwork_sent_bytes_total"), summary.value("bytesOut").toDouble());
    const double count = summary.value("latency").toObject().value("count").toDouble();
    QVERIFY(count > 0);
    QCOMPARE(metricsCliValue(end, "benchwork_latency_seconds_count"), count);
    QCOMPARE(metricsCliValue(end, "benchwork_latency_seconds_bucket", {{"le", "+Inf"}}), count);
    for (const QJsonValue& e : run.value("byRequest").toArray()) {
        const QJsonObject o = e.toObject();
        QCOMPARE(metricsCliValue(end, "benchwork_entry_requests_total", {{"entry", o.value("name").toString()}}),
                 o.value("requests").toDouble());
    }
    const QString runId = QString::number(run.value("historyId").toInteger());
    QVERIFY(run.value("historyId").toInteger() > 0);
    QCOMPARE(bwtest::sampleLabels(end, "benchwork_requests_total").value("run_id").toString(), runId);
    QCOMPARE(bwtest::sampleLabels(live, "benchwork_requests_total").value("run_id").toString(), runId);   // the same series live

    // The Prometheus text format for a scraper that does not ask for OpenMetrics: the same figures.
    const bwtest::HttpReply plain = bwtest::metricsHttp(port, "GET", "/metrics", "*/*");
    QCOMPARE(plain.contentType, QByteArray("text/plain; version=0.0.4; charset=utf-8"));
    const auto prom = bwtest::parseExposition(plain.body, "prometheus", &why);
    QVERIFY2(prom, qPrintable(why));
    QCOMPARE(bwtest::sampleValue(*prom, "benchwork_requests_total").value_or(-1), summary.value("requests").toDouble());

    // A second run on the same port: refused before it starts, naming the address.
    const bwtest::CliResult second = bwtest::runBenchworkCli(
        {"run", "--no-save", "-d", "1s", "--metrics", "127.0.0.1:" + QString::number(port), QString::fromStdString(srv.url())});
    QCOMPARE(second.exitCode, 2);
    QVERIFY2(second.err.contains("127.0.0.1:" + QString::number(port) + ": the address is in use"), qPrintable(second.err));
    QVERIFY(!second.out.contains("Metrics on"));

    // Ctrl-C ends the hold; the run's own exit status stands.
    ::kill(pid_t(p.processId()), SIGINT);
    QVERIFY(p.waitForFinished(20000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    QCOMPARE(bwtest::metricsHttp(port, "GET", "/metrics", "").status, 0);   // gone with the process
}

void TestMetricsCli::badMetricsOptionsRefusedBeforeTheRun()
{
    bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    const QString url = QString::fromStdString(srv.url());
    auto r = bwtest::runBenchworkCli({"run", "--no-save", "-d", "1s", "--metrics", "0.0.0.0:0", url});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("0.0.0.0 is not a loopback address") && r.err.contains("--metrics-public"), qPrintable(r.err));
    r = bwtest::runBenchworkCli({"run", "--no-save", "-d", "1s", "--metrics", "localhost:99999", url});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--metrics 'localhost:99999'"), qPrintable(r.err));
    r = bwtest::runBenchworkCli({"run", "--no-save", "-d", "1s", "--metrics-hold", "5s", url});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--metrics-hold needs --metrics"), qPrintable(r.err));
    QCOMPARE(srv.requests(), 0u);   // nothing was sent
}

// A sweep's steps on /metrics: each while it runs (the run_id its history
// row), the last one's final figures held, equal to the --json point's;
// capacity and suite refuse a bad --metrics before they load anything.
void TestMetricsCli::sweepPublishesEachStep()
{
    QString why;
    if (bwtest::metricsPython(&why).isEmpty())
        QSKIP(qPrintable(why));
    bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    QTemporaryDir dir;
    const QString json = dir.filePath("sweep.json");
    QProcess p;
    // steps of 6 s: room for a live scrape (a Python parse each) on a loaded machine
    p.start(bwtest::builtProgram("benchwork-cli"),
            {"sweep", "--db", dir.filePath("history.db"), "--vus", "1,2", "--step", "6s", "--warmup", "0.5s", "-t", "1",
             "--metrics", "127.0.0.1:0", "--metrics-hold", "60s", "--json", json, QString::fromStdString(srv.url())});
    QVERIFY(p.waitForStarted());
    QByteArray out;
    const int port = metricsPortSaid(p, &out);
    QVERIFY2(port > 0, out.constData());
    QJsonObject live;
    QTRY_VERIFY_WITH_TIMEOUT((live = metricsCliScrape(port, &why), metricsCliValue(live, "benchwork_requests_total") > 0), 20000);
    QCOMPARE(metricsCliValue(live, "benchwork_run_finished"), 0.0);
    const QString liveRun = bwtest::sampleLabels(live, "benchwork_requests_total").value("run_id").toString();

    QTRY_VERIFY_WITH_TIMEOUT((out += p.readAllStandardOutput(), out.contains("Serving the final figures on")), 40000);
    QFile f(json);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray points = QJsonDocument::fromJson(f.readAll()).object().value("points").toArray();
    QCOMPARE(points.size(), 2);
    QStringList runs;
    for (const QJsonValue& pt : points)
        runs << QString::number(pt.toObject().value("run").toInteger());
    QVERIFY2(runs.contains(liveRun), qPrintable(liveRun + " not in " + runs.join(',')));   // a step, named by its history row
    const QJsonObject last = points.last().toObject();
    const QJsonObject end = metricsCliScrape(port, &why);
    QVERIFY2(!end.isEmpty(), qPrintable(why));
    QCOMPARE(metricsCliValue(end, "benchwork_run_finished"), 1.0);
    QCOMPARE(bwtest::sampleLabels(end, "benchwork_requests_total").value("run_id").toString(), runs.last());
    QCOMPARE(metricsCliValue(end, "benchwork_requests_total"), last.value("requests").toDouble());
    ::kill(pid_t(p.processId()), SIGINT);
    QVERIFY(p.waitForFinished(20000));
    QCOMPARE(p.exitCode(), 0);

    const QString url = QString::fromStdString(srv.url());
    const int before = int(srv.requests());
    auto r = bwtest::runBenchworkCli({"capacity", "--no-save", "--metrics", "0.0.0.0:0", "--slo-p99", "10ms", url});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("0.0.0.0 is not a loopback address"), qPrintable(r.err));
    r = bwtest::runBenchworkCli({"sweep", "--no-save", "--vus", "1", "--metrics-hold", "5s", url});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--metrics-hold needs --metrics"), qPrintable(r.err));
    const QString suite = QString::fromLocal8Bit(qgetenv("BENCHWORK_SOURCE_DIR")) + "/resources/suites/reference-report.json";
    QVERIFY(QFile::exists(suite));
    r = bwtest::runBenchworkCli({"suite", suite, "--no-save", "--metrics", "localhost:99999"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--metrics 'localhost:99999'"), qPrintable(r.err));
    QVERIFY(!r.out.contains("Starting"));
    QCOMPARE(int(srv.requests()), before);   // nothing was sent
}

BW_TEST_GUILESS_MAIN(TestMetricsCli)
#include "tst_metrics_cli.moc"

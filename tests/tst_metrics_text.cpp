// /metrics without a run (core/metrics): the formatter on a made-up
// snapshot (cumulative buckets ending at +Inf = _count, label values with
// quotes, backslashes and newlines escaped, # EOF, both formats parsed by
// prometheus_client's own parsers), which format an Accept header gets,
// the --metrics address rule (loopback unless allowed), and the server's
// answers (200 with the content type, 404, 405, a port in use named).
#include "metrics/latency_buckets.h"
#include "metrics/metrics_address.h"
#include "metrics/metrics_channel.h"
#include "metrics/openmetrics_text.h"

#include "metrics_scrape.h"
#include "test_main.h"

#include <QJsonArray>
#include <QtTest>

namespace {

// Latencies at known places: 3 x 15 us, 2 x 150 us, 1 x 3 ms, 1 x 70 s (past the last bound).
bw::LatencyHistogram metricsTestHistogram()
{
    bw::LatencyHistogram h;
    h.recordN(15'000, 3);
    h.recordN(150'000, 2);
    h.record(3'000'000);
    h.record(70'000'000'000ull);
    return h;
}

bw::MetricsSnapshot metricsTestSnapshot()
{
    bw::MetricsSnapshot s;
    s.present = true;
    s.runId = "42";
    s.agent = "1";
    s.runName = "say \"hi\"\\now\nnext line";
    s.engine = "native";
    s.elapsedSec = 12.5;
    s.requests = 7;
    s.errors.status = 2;
    s.errors.timeout = 1;
    s.bytesIn = 1000;
    s.bytesOut = 300;
    const bw::LatencyHistogram h = metricsTestHistogram();
    s.latencyBuckets = bw::cumulativeLatencyBuckets(h);
    s.latencyCount = h.count();
    s.latencySumSec = h.meanNs() * double(h.count()) / 1e9;
    s.vus = 8;
    s.openModel = true;
    s.intendedRate = 250;
    s.clientCpuPct = 37.5;
    s.targetWatched = true;
    s.targetRssBytes = 12345678;
    s.targetCpuPct = 80;
    s.targetCpuSec = 4.25;
    s.entries = {{"find \"one\"", "", 5, {}}, {"login\\step", "shop\nflow", 2, {}}};
    s.entries[1].errors.status = 2;
    return s;
}

double bucketAt(const QJsonObject& parsed, const char* le)
{
    return bwtest::sampleValue(parsed, "benchwork_latency_seconds_bucket", {{"le", le}}).value_or(-1);
}

} // namespace

class TestMetricsText : public QObject {
    Q_OBJECT
private slots:
    void bucketsAreCumulative();
    void openMetricsText();
    void prometheusText();
    void labelValuesEscaped();
    void parsedByPrometheusClient();
    void noRunYet();
    void acceptChoosesFormat();
    void addressRule();
    void serverAnswers();
    void portInUseNamed();
};

void TestMetricsText::bucketsAreCumulative()
{
    const auto b = bw::cumulativeLatencyBuckets(metricsTestHistogram());
    QCOMPARE(bw::kLatencyBounds.front().ns, 10'000ull);
    QCOMPARE(bw::kLatencyBounds.back().ns, 60'000'000'000ull);
    QCOMPARE(b[0], 0u);    // le 10 us
    QCOMPARE(b[1], 3u);    // le 20 us: the three 15 us
    QCOMPARE(b[4], 5u);    // le 200 us: and the two 150 us
    QCOMPARE(b[7], 5u);    // le 2 ms
    QCOMPARE(b[8], 6u);    // le 5 ms: and the 3 ms
    QCOMPARE(b.back(), 6u);   // le 60 s: the 70 s one only in +Inf
    for (size_t i = 1; i < b.size(); ++i)
        QVERIFY(b[i] >= b[i - 1]);
    for (size_t i = 1; i < bw::kLatencyBounds.size(); ++i)
        QVERIFY(bw::kLatencyBounds[i].ns > bw::kLatencyBounds[i - 1].ns);
}

void TestMetricsText::openMetricsText()
{
    const std::string t = bw::formatMetrics(metricsTestSnapshot(), bw::MetricsFormat::OpenMetrics);
    QVERIFY(t.ends_with("\n# EOF\n"));
    QCOMPARE(t.find("# EOF"), t.size() - 6);   // once, at the end
    // Counters: the family without _total, the sample with it.
    QVERIFY(t.find("# TYPE benchwork_requests counter\n") != std::string::npos);
    QVERIFY(t.find("\nbenchwork_requests_total{run_id=\"42\",agent=\"1\"} 7\n") != std::string::npos);
    QVERIFY(t.find("benchwork_errors_total{run_id=\"42\",agent=\"1\",class=\"status\"} 2\n") != std::string::npos);
    QVERIFY(t.find("# UNIT benchwork_latency_seconds seconds\n") != std::string::npos);
    QVERIFY(t.find("# UNIT benchwork_received_bytes bytes\n") != std::string::npos);
    QVERIFY(t.find("benchwork_latency_seconds_bucket{run_id=\"42\",agent=\"1\",le=\"0.00002\"} 3\n") != std::string::npos);
    QVERIFY(t.find("benchwork_latency_seconds_bucket{run_id=\"42\",agent=\"1\",le=\"60.0\"} 6\n") != std::string::npos);
    QVERIFY(t.find("benchwork_latency_seconds_bucket{run_id=\"42\",agent=\"1\",le=\"+Inf\"} 7\n") != std::string::npos);
    QVERIFY(t.find("benchwork_latency_seconds_count{run_id=\"42\",agent=\"1\"} 7\n") != std::string::npos);
    QVERIFY(t.find("# TYPE benchwork_run info\n") != std::string::npos);
    QVERIFY(t.find("benchwork_intended_rate{run_id=\"42\",agent=\"1\"} 250\n") != std::string::npos);
    QVERIFY(t.find("benchwork_target_rss_bytes{run_id=\"42\",agent=\"1\"} 12345678\n") != std::string::npos);
}

void TestMetricsText::prometheusText()
{
    bw::MetricsSnapshot s = metricsTestSnapshot();
    s.agent.clear();   // not an agent run: no agent label at all
    s.openModel = false;
    const std::string t = bw::formatMetrics(s, bw::MetricsFormat::Prometheus);
    QVERIFY(t.find("# EOF") == std::string::npos);
    QVERIFY(t.find("# UNIT") == std::string::npos);
    QVERIFY(t.find("# TYPE benchwork_requests_total counter\n") != std::string::npos);
    QVERIFY(t.find("# TYPE benchwork_run_info gauge\n") != std::string::npos);
    QVERIFY(t.find("\nbenchwork_requests_total{run_id=\"42\"} 7\n") != std::string::npos);
    QVERIFY(t.find("agent=") == std::string::npos);
    QVERIFY(t.find("benchwork_intended_rate") == std::string::npos);   // closed model: no rate
}

void TestMetricsText::labelValuesEscaped()
{
    QCOMPARE(bw::metricsEscapeLabel("a\"b\\c\nd"), std::string("a\\\"b\\\\c\\nd"));
    QCOMPARE(bw::metricsEscapeLabel("plain 한국어"), std::string("plain 한국어"));
    const std::string t = bw::formatMetrics(metricsTestSnapshot(), bw::MetricsFormat::OpenMetrics);
    QVERIFY(t.find("name=\"say \\\"hi\\\"\\\\now\\nnext line\"") != std::string::npos);
    QVERIFY(t.find("entry=\"login\\\\step\",flow=\"shop\\nflow\"") != std::string::npos);
    // No raw newline inside a sample line: every line is a comment or "name{...} value".
    size_t at = 0;
    while (at < t.size()) {
        const size_t nl = t.find('\n', at);
        const std::string line = t.substr(at, nl - at);
        QVERIFY2(line.starts_with("#") || line.starts_with("benchwork_"), line.c_str());
        at = nl + 1;
    }
}

void TestMetricsText::parsedByPrometheusClient()
{
    QString why;
    if (bwtest::metricsPython(&why).isEmpty())
        QSKIP(qPrintable(why));
    const bw::MetricsSnapshot s = metricsTestSnapshot();
    const auto om = bwtest::parseExposition(QByteArray::fromStdString(bw::formatMetrics(s, bw::MetricsFormat::OpenMetrics)),
                                            "openmetrics", &why);
    QVERIFY2(om, qPrintable(why));
    QCOMPARE(bwtest::sampleValue(*om, "benchwork_requests_total").value_or(-1), 7.0);
    QCOMPARE(bwtest::sampleValue(*om, "benchwork_errors_total", {{"class", "timeout"}}).value_or(-1), 1.0);
    QCOMPARE(bucketAt(*om, "0.00002"), 3.0);
    QCOMPARE(bucketAt(*om, "+Inf"), 7.0);
    QCOMPARE(bwtest::sampleValue(*om, "benchwork_latency_seconds_count").value_or(-1), 7.0);
    QVERIFY(qAbs(bwtest::sampleValue(*om, "benchwork_latency_seconds_sum").value_or(-1) - s.latencySumSec) < 1e-9);
    QCOMPARE(bwtest::sampleLabels(*om, "benchwork_run_info").value("name").toString(),
             QString::fromStdString(s.runName));   // unescaped back to the original
    QCOMPARE(bwtest::sampleValue(*om, "benchwork_entry_errors_total",
                                 {{"entry", "login\\step"}, {"flow", "shop\nflow"}, {"class", "status"}}).value_or(-1), 2.0);
    QCOMPARE(bwtest::sampleLabels(*om, "benchwork_requests_total").value("run_id").toString(), QString("42"));
    bool sawUnit = false;
    for (const QJsonValue& f : om->value("families").toArray())
        if (f.toObject().value("name") == "benchwork_latency_seconds") {
            QCOMPARE(f.toObject().value("type").toString(), QString("histogram"));
            QCOMPARE(f.toObject().value("unit").toString(), QString("seconds"));
            sawUnit = true;
        }
    QVERIFY(sawUnit);

    const auto prom = bwtest::parseExposition(QByteArray::fromStdString(bw::formatMetrics(s, bw::MetricsFormat::Prometheus)),
                                              "prometheus", &why);
    QVERIFY2(prom, qPrintable(why));
    QCOMPARE(bwtest::sampleValue(*prom, "benchwork_requests_total").value_or(-1), 7.0);
    QCOMPARE(bwtest::sampleValue(*prom, "benchwork_latency_seconds_bucket", {{"le", "+Inf"}}).value_or(-1), 7.0);

    // And the parser is strict enough to catch a broken histogram: the proof above means something.
    std::string broken = bw::formatMetrics(s, bw::MetricsFormat::OpenMetrics);
    const std::string good = "le=\"0.00002\"} 3\n";
    broken.replace(broken.find(good), good.size(), "le=\"0.00002\"} 9\n");
    QVERIFY(!bwtest::parseExposition(QByteArray::fromStdString(broken), "openmetrics", &why));
    QVERIFY2(why.contains("out of order"), qPrintable(why));
}

void TestMetricsText::noRunYet()
{
    const bw::MetricsSnapshot none;
    QCOMPARE(bw::formatMetrics(none, bw::MetricsFormat::OpenMetrics), std::string("# EOF\n"));
    QCOMPARE(bw::formatMetrics(none, bw::MetricsFormat::Prometheus), std::string());
}

void TestMetricsText::acceptChoosesFormat()
{
    // What Prometheus 2.x sends.
    QCOMPARE(bw::metricsFormatFor("application/openmetrics-text;version=1.0.0,application/openmetrics-text;version=0.0.1;q=0.75,"
                                  "text/plain;version=0.0.4;q=0.5,*/*;q=0.1"),
             bw::MetricsFormat::OpenMetrics);
    QCOMPARE(bw::metricsFormatFor("Application/OpenMetrics-Text"), bw::MetricsFormat::OpenMetrics);
    QCOMPARE(bw::metricsFormatFor("*/*"), bw::MetricsFormat::Prometheus);
    QCOMPARE(bw::metricsFormatFor(""), bw::MetricsFormat::Prometheus);
    QCOMPARE(std::string(bw::metricsContentType(bw::MetricsFormat::OpenMetrics)),
             std::string("application/openmetrics-text; version=1.0.0; charset=utf-8"));
    QCOMPARE(std::string(bw::metricsContentType(bw::MetricsFormat::Prometheus)),
             std::string("text/plain; version=0.0.4; charset=utf-8"));
}

void TestMetricsText::addressRule()
{
    auto a = bw::parseMetricsAddress("9464", false);
    QVERIFY(a);
    QCOMPARE(a->text(), std::string("127.0.0.1:9464"));
    a = bw::parseMetricsAddress("127.0.0.2:0", false);
    QVERIFY(a);
    QCOMPARE(a->port, uint16_t(0));
    a = bw::parseMetricsAddress("[::1]:9464", false);
    QVERIFY(a);
    QVERIFY(a->ipv6);
    a = bw::parseMetricsAddress("localhost:9464", false);
    QVERIFY(a);
    QCOMPARE(a->host, std::string("127.0.0.1"));
    // Not loopback: refused unless allowed, the message naming the address and the way.
    a = bw::parseMetricsAddress("0.0.0.0:9464", false);
    QVERIFY(!a);
    QVERIFY(a.error().text().find("0.0.0.0 is not a loopback address") != std::string::npos);
    QVERIFY(a.error().text().find("--metrics-public") != std::string::npos);
    QVERIFY(bw::parseMetricsAddress("0.0.0.0:9464", true));
    QVERIFY(!bw::parseMetricsAddress("[::]:9464", false));
    QVERIFY(bw::parseMetricsAddress("[::]:9464", true));
    // Malformed.
    for (const char* bad : {"", "70000", "x", "127.0.0.1:", "example.com:9464", "::1:9464", "[::1]9464", "12a"}) {
        const auto r = bw::parseMetricsAddress(bad, true);
        QVERIFY2(!r, bad);
        QVERIFY(r.error().text().find(std::string("'") + bad + "'") != std::string::npos);
    }
}

void TestMetricsText::serverAnswers()
{
    bw::MetricsChannel channel;
    bw::MetricsAddress where;
    where.port = 0;
    QVERIFY(!channel.open(where));
    const int port = channel.address().port;
    QVERIFY(port > 0);
    QCOMPARE(channel.url(), "http://127.0.0.1:" + std::to_string(port) + "/metrics");

    // Before anything is published: a valid, empty exposition.
    auto r = bwtest::metricsHttp(port, "GET", "/metrics", "application/openmetrics-text; version=1.0.0");
    QCOMPARE(r.status, 200);
    QCOMPARE(r.body, QByteArray("# EOF\n"));

    channel.publish(metricsTestSnapshot());
    r = bwtest::metricsHttp(port, "GET", "/metrics", "application/openmetrics-text; version=1.0.0");
    QCOMPARE(r.status, 200);
    QCOMPARE(r.contentType, QByteArray("application/openmetrics-text; version=1.0.0; charset=utf-8"));
    QVERIFY(r.body.endsWith("# EOF\n"));
    QVERIFY(r.body.contains("benchwork_requests_total{run_id=\"42\",agent=\"1\"} 7\n"));
    QVERIFY(r.head.contains("Content-Length: " + QByteArray::number(r.body.size())));

    r = bwtest::metricsHttp(port, "GET", "/metrics?x=1", "");
    QCOMPARE(r.status, 200);
    QCOMPARE(r.contentType, QByteArray("text/plain; version=0.0.4; charset=utf-8"));
    QVERIFY(!r.body.contains("# EOF"));

    r = bwtest::metricsHttp(port, "HEAD", "/metrics", "");
    QCOMPARE(r.status, 200);
    QVERIFY(r.body.isEmpty());

    r = bwtest::metricsHttp(port, "GET", "/", "");
    QCOMPARE(r.status, 404);
    r = bwtest::metricsHttp(port, "POST", "/metrics", "");
    QCOMPARE(r.status, 405);
    QVERIFY(r.head.contains("Allow: GET, HEAD"));

    // The last published snapshot is what a scrape shows, until the next.
    bw::MetricsSnapshot next = metricsTestSnapshot();
    next.requests = 9;
    channel.publish(next);
    r = bwtest::metricsHttp(port, "GET", "/metrics", "");
    QVERIFY(r.body.contains("benchwork_requests_total{run_id=\"42\",agent=\"1\"} 9\n"));

    channel.close();
    QCOMPARE(bwtest::metricsHttp(port, "GET", "/metrics", "").status, 0);   // nobody listens any more
}

void TestMetricsText::portInUseNamed()
{
    bw::MetricsChannel first;
    bw::MetricsAddress where;
    QVERIFY(!first.open(where));
    where.port = first.address().port;
    bw::MetricsChannel second;
    const auto e = second.open(where);
    QVERIFY(e);
    const std::string text = e->text();
    QVERIFY2(text.find("127.0.0.1:" + std::to_string(where.port)) != std::string::npos, text.c_str());
    QVERIFY2(text.find("in use") != std::string::npos, text.c_str());
    QVERIFY(!second.isOpen());
}

BW_TEST_GUILESS_MAIN(TestMetricsText)
#include "tst_metrics_text.moc"

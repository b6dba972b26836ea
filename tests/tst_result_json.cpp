// RunResult <-> "benchwork.run/1" JSON: exact round trip, redaction, refusal
// of malformed documents with the failing path, environment capture.
#include "result/environment.h"
#include "run/run_environment.h"
#include "result/result_json.h"
#include "run_result_fixture.h"
#include "test_main.h"

#include <QJsonDocument>
#include <QtTest>

class TestResultJson : public QObject {
    Q_OBJECT
private slots:
    void roundTripThroughText();
    void roundTripHugeCounts();
    void withoutHistogramsKeepsSummary();
    void redactsSecrets();
    void redactionCanBeTurnedOff();
    void secretHeaderNames();
    void refusesWrongSchema();
    void refusesWrongTypeWithPath();
    void refusesBadHistogram();
    void environmentIsFilledAndCached();
    void sendLatenessHistogramRoundTrips();
    void olderDocumentsWithoutTheFixedRateFieldsLoad();
};

static bw::RunResult reparse(const QJsonObject& o)
{
    const QByteArray text = QJsonDocument(o).toJson(QJsonDocument::Compact);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
    if (pe.error != QJsonParseError::NoError)
        qFatal("reparse: %s", qPrintable(pe.errorString()));
    bw::RunResult back;
    QString error;
    if (!bw::runResultFromJson(doc.object(), &back, &error))
        qFatal("runResultFromJson: %s", qPrintable(error));
    return back;
}

void TestResultJson::roundTripThroughText()
{
    const bw::RunResult r = bwtest::makeFullRunResult(3);
    bw::RunJsonOptions opt;
    opt.redactSecrets = false;
    const QJsonObject o = bw::runResultToJson(r, opt);
    QCOMPARE(o.value("schema").toString(), QStringLiteral("benchwork.run/1"));
    const bw::RunResult back = reparse(o);
    QCOMPARE(bwtest::diffRunResults(r, back), QString());
    // And the text is stable: serialising the copy gives the same bytes.
    QCOMPARE(QJsonDocument(bw::runResultToJson(back, opt)).toJson(), QJsonDocument(o).toJson());
    // The fixture really differs from defaults (the comparison can fail).
    QVERIFY(!bwtest::diffRunResults(r, bw::RunResult{}).isEmpty());
    QVERIFY(!bwtest::diffRunResults(r, bwtest::makeFullRunResult(4)).isEmpty());
}

void TestResultJson::roundTripHugeCounts()
{
    bw::RunResult r = bwtest::makeFullRunResult(1);
    r.bytesIn = 18446744073709551000ull;         // above 2^53: written as a string
    r.environment.memoryBytes = (1ull << 53) + 1;
    bw::RunJsonOptions opt;
    opt.redactSecrets = false;
    const QJsonObject o = bw::runResultToJson(r, opt);
    QVERIFY(o.value("summary").toObject().value("bytesIn").isString());
    const bw::RunResult back = reparse(o);
    QCOMPARE(back.bytesIn, r.bytesIn);
    QCOMPARE(back.environment.memoryBytes, r.environment.memoryBytes);
}

void TestResultJson::withoutHistogramsKeepsSummary()
{
    const bw::RunResult r = bwtest::makeFullRunResult(2);
    const QJsonObject o = bw::runResultToJson(r, false);
    QVERIFY(!o.contains("histograms"));
    const bw::RunResult back = reparse(o);
    QCOMPARE(back.latency.count(), uint64_t(0));
    QCOMPARE(back.latencySummary.p99Us, r.latencySummary.p99Us);
    QCOMPARE(back.latencySummary.count, r.latencySummary.count);
}

void TestResultJson::redactsSecrets()
{
    const bw::RunResult r = bwtest::makeFullRunResult(1);
    const QJsonObject o = bw::runResultToJson(r);   // default: redacted
    const QByteArray text = QJsonDocument(o).toJson();
    QVERIFY(!text.contains("abc.def.ghi"));
    QVERIFY(!text.contains("tok-123"));
    QVERIFY(!text.contains("user:pw@"));
    QVERIFY(text.contains("user:<redacted>@127.0.0.1:3128"));
    const QJsonArray headers = o.value("config").toObject().value("headers").toArray();
    QCOMPARE(headers.size(), 4);
    QCOMPARE(headers[0].toObject().value("value").toString(), QStringLiteral("application/json"));
    QCOMPARE(headers[1].toObject().value("value").toString(), QStringLiteral("<redacted>"));
    QCOMPARE(headers[2].toObject().value("value").toString(), QStringLiteral("<redacted>"));
    QCOMPARE(headers[3].toObject().value("value").toString(), QStringLiteral("*/*"));
}

void TestResultJson::redactionCanBeTurnedOff()
{
    const bw::RunResult r = bwtest::makeFullRunResult(1);
    bw::RunJsonOptions opt;
    opt.redactSecrets = false;
    const QByteArray text = QJsonDocument(bw::runResultToJson(r, opt)).toJson();
    QVERIFY(text.contains("Bearer abc.def.ghi"));
    QVERIFY(text.contains("user:pw@"));
}

void TestResultJson::secretHeaderNames()
{
    for (const char* n : {"Authorization", "cookie", "Set-Cookie", "Proxy-Authorization", "X-Api-Key",
                          "X-Auth-Token", "client_secret", "X-Password", "apikey"})
        QVERIFY2(bw::isSecretHeaderName(n), n);
    for (const char* n : {"Accept", "Content-Type", "User-Agent", "X-Request-Id", "Host"})
        QVERIFY2(!bw::isSecretHeaderName(n), n);
}

void TestResultJson::refusesWrongSchema()
{
    QJsonObject o = bw::runResultToJson(bwtest::makeFullRunResult(1));
    o.insert("schema", "benchwork.run/9");
    bw::RunResult out;
    QString error;
    QVERIFY(!bw::runResultFromJson(o, &out, &error));
    QVERIFY2(error.startsWith("$.schema"), qPrintable(error));
    o.remove("schema");
    QVERIFY(!bw::runResultFromJson(o, &out, &error));
    QVERIFY2(error.contains("$.schema: missing"), qPrintable(error));
}

void TestResultJson::refusesWrongTypeWithPath()
{
    QJsonObject o = bw::runResultToJson(bwtest::makeFullRunResult(1));
    QJsonArray series = o.value("series").toArray();
    QJsonObject s3 = series[3].toObject();
    QJsonObject errs = s3.value("errors").toObject();
    errs.insert("timeout", "many");
    s3.insert("errors", errs);
    series[3] = s3;
    o.insert("series", series);
    bw::RunResult out;
    QString error;
    QVERIFY(!bw::runResultFromJson(o, &out, &error));
    QCOMPARE(error, QStringLiteral("$.series[3].errors.timeout: expected a non-negative integer"));

    QJsonObject o2 = bw::runResultToJson(bwtest::makeFullRunResult(1));
    QJsonObject cfg = o2.value("config").toObject();
    cfg.insert("engine", "turbo");
    o2.insert("config", cfg);
    QVERIFY(!bw::runResultFromJson(o2, &out, &error));
    QVERIFY2(error.startsWith("$.config.engine: unknown engine"), qPrintable(error));

    QJsonObject o3 = bw::runResultToJson(bwtest::makeFullRunResult(1));
    QJsonObject sum = o3.value("summary").toObject();
    sum.insert("requests", -5);
    o3.insert("summary", sum);
    QVERIFY(!bw::runResultFromJson(o3, &out, &error));
    QCOMPARE(error, QStringLiteral("$.summary.requests: expected a non-negative integer"));
}

void TestResultJson::refusesBadHistogram()
{
    QJsonObject o = bw::runResultToJson(bwtest::makeFullRunResult(1));
    QJsonObject h = o.value("histograms").toObject();
    h.insert("latency", QString::fromLatin1(QByteArray("BWH1garbage").toBase64()));
    o.insert("histograms", h);
    bw::RunResult out;
    QString error;
    QVERIFY(!bw::runResultFromJson(o, &out, &error));
    QVERIFY2(error.startsWith("$.histograms.latency"), qPrintable(error));
}

void TestResultJson::environmentIsFilledAndCached()
{
    const bw::Environment e = bw::collectEnvironment();
    QVERIFY(!e.os.empty());
    QVERIFY(!e.kernel.empty());
    QVERIFY(!e.cpuModel.empty());
    QVERIFY(e.cores >= 1);
    QVERIFY(e.memoryBytes > 64ull * 1024 * 1024);
    QVERIFY(!e.hostname.empty());
    QCOMPARE(QString::fromStdString(e.benchworkVersion), QStringLiteral(BENCHWORK_VERSION));
    // the libcurl version is the engine's to add (the history side links none)
    QVERIFY(e.curlVersion.empty());
    const bw::Environment run = bw::runEnvironment();
    QVERIFY(!run.curlVersion.empty());
    QCOMPARE(run.hostname, e.hostname);
    QCOMPARE(QString::fromStdString(e.qtVersion), QString::fromLatin1(qVersion()));
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < 1000; ++i)
        QCOMPARE(bw::collectEnvironment().hostname, e.hostname);
    QVERIFY2(t.elapsed() < 200, "cached calls should be cheap");
    qInfo("os=%s kernel=%s cpu=%s cores=%d mem=%llu model=%s", e.os.c_str(), e.kernel.c_str(),
          e.cpuModel.c_str(), e.cores, (unsigned long long)e.memoryBytes, e.machineModel.c_str());
}


void TestResultJson::sendLatenessHistogramRoundTrips()
{
    bw::RunResult r = bwtest::makeFullRunResult(5);
    r.config.spinUs = 40;
    r.config.spinAuto = false;
    bw::RunJsonOptions opt;
    opt.redactSecrets = false;
    const bw::RunResult back = reparse(bw::runResultToJson(r, opt));
    QCOMPARE(back.sendLateness.encode(), r.sendLateness.encode());
    QCOMPARE(back.sendLateness.count(), uint64_t(200));
    QCOMPARE(back.unsentAtEnd, uint64_t(3));
    QCOMPARE(back.clientWarnings, (std::vector<std::string>{"cpu-busy", "pacer-behind"}));
    QCOMPARE(back.config.spinUs, 40.0);
    QCOMPARE(back.config.spinAuto, false);
    r.config.spinUs = 0;
    r.config.spinAuto = true;
    QCOMPARE(reparse(bw::runResultToJson(r, opt)).config.spinAuto, true);
}

void TestResultJson::olderDocumentsWithoutTheFixedRateFieldsLoad()
{
    // A benchwork.run/1 document written before sendLateness, unsentAtEnd,
    // clientRunQueueWaitFraction and clientWarnings existed.
    const bw::RunResult r = bwtest::makeFullRunResult(6);
    bw::RunJsonOptions opt;
    opt.redactSecrets = false;
    QJsonObject o = bw::runResultToJson(r, opt);
    QJsonObject s = o.value("summary").toObject();
    for (const char* k : {"sendLateness", "unsentAtEnd", "clientRunQueueWaitFraction", "clientWarnings", "lateSendsQueued"})
        s.remove(QLatin1String(k));
    o.insert("summary", s);
    QJsonObject h = o.value("histograms").toObject();
    h.remove("sendLateness");
    o.insert("histograms", h);
    QJsonObject c = o.value("config").toObject();
    c.remove("spinUs");
    c.remove("spinAuto");
    o.insert("config", c);
    const bw::RunResult back = reparse(o);
    QCOMPARE(back.config.spinUs, 0.0);
    QCOMPARE(back.config.spinAuto, false);   // written before the auto spin: it never spun unasked
    QCOMPARE(back.unsentAtEnd, uint64_t(0));
    // written before late sends were told apart: every one counts as the server's
    QVERIFY(back.lateSends > 0);
    QCOMPARE(back.lateSendsQueued, back.lateSends);
    QCOMPARE(back.sendLateness.count(), uint64_t(0));
    QCOMPARE(back.sendLatenessSummary.count, uint64_t(0));
    QCOMPARE(back.clientRunQueueWaitFraction, -1.0);
    // its CPU verdict becomes the one warning it knew
    QVERIFY(r.clientBound);
    QCOMPARE(back.clientWarnings, (std::vector<std::string>{"cpu-busy"}));
    QCOMPARE(back.latencySummary.p99Us, r.latencySummary.p99Us);
}

BW_TEST_GUILESS_MAIN(TestResultJson)
#include "tst_result_json.moc"

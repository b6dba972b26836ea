// Importers for wrk text, k6 summary JSON and oha JSON: sample outputs are
// read with the right figures, malformed input is refused naming where, and
// an import lands in the history all at once or not at all.
#include "history/history_store.h"
#include "import/run_importer.h"
#include "import/unit_value.h"
#include "test_main.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

class TestImportFormats : public QObject {
    Q_OBJECT
private slots:
    void units();
    void wrkLatency();
    void wrkNon2xx();
    void wrkSocketErrors();
    void wrkRefusesMalformed();
    void k6SummaryExport();
    void k6HandleSummary();
    void k6RefusesMalformed();
    void ohaOutput();
    void editedSampleIsRefusedNamingWhere_data();
    void editedSampleIsRefusedNamingWhere();
    void detectsFormats();
    void importIsAllOrNothing();
};

namespace {

std::string readData(const char* name)
{
    const QString path = QFINDTESTDATA(QStringLiteral("data/") + QLatin1String(name));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open test data %s", name);
    return f.readAll().toStdString();
}

bw::ImportedRun mustImport(const char* name, bw::ImportFormat format = bw::ImportFormat::Auto)
{
    bw::ImportedRun run;
    bw::Error err;
    if (!bw::importRunText(readData(name), format, &run, &err))
        qFatal("import %s failed: %s", name, err.text().c_str());
    return run;
}

QString refusal(const std::string& text, bw::ImportFormat format)
{
    bw::ImportedRun run;
    bw::Error err;
    if (bw::importRunText(text, format, &run, &err))
        return QStringLiteral("<accepted>");
    return QString::fromStdString(err.text());
}

} // namespace

void TestImportFormats::units()
{
    QCOMPARE(*bw::parseDurationSec("110.36us"), 110.36e-6);
    QCOMPARE(*bw::parseDurationSec("7.20ms"), 7.2e-3);
    QCOMPARE(*bw::parseDurationSec("2.00s"), 2.0);
    QCOMPARE(*bw::parseDurationSec("1.50m"), 90.0);
    QCOMPARE(*bw::parseDurationSec("2s"), 2.0);
    QVERIFY(!bw::parseDurationSec("fast").has_value());
    QVERIFY(!bw::parseDurationSec("3parsecs").has_value());
    QCOMPARE(*bw::parseByteSize("465.58KB"), 465.58 * 1024);
    QCOMPARE(*bw::parseByteSize("1.28MB"), 1.28 * 1048576);
    QCOMPARE(*bw::parseByteSize("120.00B"), 120.0);
    QCOMPARE(*bw::parseMetricCount("1.19k"), 1190.0);
}

void TestImportFormats::wrkLatency()
{
    const bw::ImportedRun run = mustImport("wrk_latency.txt");
    const bw::RunResult& r = run.result;
    QVERIFY(run.source == bw::RunSource::Wrk);
    QCOMPARE(r.requests, uint64_t(2371));
    QCOMPARE(r.measuredSec, 2.0);
    QCOMPARE(r.rps, 1183.88);
    QCOMPARE(r.bytesIn, uint64_t(465.58 * 1024 + 0.5));
    QCOMPARE(r.config.connections, 10);
    QCOMPARE(r.config.threads, 1);
    QVERIFY(QString::fromStdString(r.config.url).startsWith("http://127.0.0.1:"));
    QCOMPARE(r.latencySummary.meanUs, 7200.0);
    QCOMPARE(r.latencySummary.stdevUs, 17430.0);
    QCOMPARE(r.latencySummary.maxUs, 211760.0);
    QCOMPARE(r.latencySummary.p50Us, 4650.0);
    QCOMPARE(r.latencySummary.p75Us, 6790.0);
    QCOMPARE(r.latencySummary.p90Us, 8960.0);
    QCOMPARE(r.latencySummary.p99Us, 110360.0);
    QCOMPARE(r.errors.total(), uint64_t(0));
    QCOMPARE(r.latency.count(), uint64_t(0));   // no histogram, and the notes say so
    QVERIFY(QString::fromStdString(run.notes).contains("no latency histogram"));
}

void TestImportFormats::wrkNon2xx()
{
    const bw::RunResult r = mustImport("wrk_non2xx.txt").result;
    QCOMPARE(r.requests, uint64_t(2573));
    QCOMPARE(r.errors.status, uint64_t(2573));
    QCOMPARE(r.errorRate(), 1.0);
}

void TestImportFormats::wrkSocketErrors()
{
    const bw::RunResult r = mustImport("wrk_socket_errors.txt").result;
    QCOMPARE(r.requests, uint64_t(303));
    QCOMPARE(r.errors.connect, uint64_t(0));
    QCOMPARE(r.errors.receive, uint64_t(52));
    QCOMPARE(r.errors.send, uint64_t(0));
    QCOMPARE(r.errors.timeout, uint64_t(2));
    QCOMPARE(r.errors.status, uint64_t(29));
    QCOMPARE(r.measuredSec, 2.01);
}

void TestImportFormats::wrkRefusesMalformed()
{
    const std::string text = readData("wrk_latency.txt");
    const std::string bad = text.substr(0, text.find("  2371 requests"));   // truncated output
    QVERIFY2(refusal(bad, bw::ImportFormat::Wrk).contains("no 'N requests in Xs, Y read' line"),
             qPrintable(refusal(bad, bw::ImportFormat::Wrk)));
    QVERIFY(refusal("hello\nworld\n", bw::ImportFormat::Wrk).startsWith("line 3:"));
    QVERIFY(refusal("hello\nworld\n", bw::ImportFormat::Auto).contains("cannot tell the format"));
}

void TestImportFormats::k6SummaryExport()
{
    const bw::ImportedRun run = mustImport("k6_summary_export.json");
    const bw::RunResult& r = run.result;
    QVERIFY(run.source == bw::RunSource::K6);
    QCOMPARE(r.requests, uint64_t(18000));
    QCOMPARE(r.rps, 599.7504180863213);
    QCOMPARE(r.measuredSec, 30.012482151);
    QCOMPARE(r.errors.status, uint64_t(56));
    QCOMPARE(r.bytesIn, uint64_t(4338000));
    QCOMPARE(r.bytesOut, uint64_t(1584000));
    QCOMPARE(r.config.connections, 50);
    QCOMPARE(r.latencySummary.meanUs, 82.61532191277778 * 1000);
    QCOMPARE(r.latencySummary.p50Us, 78.4407505 * 1000);
    QCOMPARE(r.latencySummary.p90Us, 110.2043127 * 1000);
    QCOMPARE(r.latencySummary.p99Us, 186.33103302 * 1000);
    QCOMPARE(r.latencySummary.minUs, 41.062918 * 1000);
    QCOMPARE(r.latencySummary.maxUs, 604.113922 * 1000);
    QVERIFY(QString::fromStdString(run.notes).contains("p(95) was 124.82"));
}

void TestImportFormats::k6HandleSummary()
{
    const bw::ImportedRun run = mustImport("k6_handle_summary.json");
    QCOMPARE(run.result.requests, uint64_t(180));
    QCOMPARE(run.result.rps, 4.36938);
    QCOMPARE(run.result.latencySummary.p90Us, 203540.0);
    QCOMPARE(run.result.latencySummary.p99Us, 0.0);   // not reported, and said so
    QVERIFY(QString::fromStdString(run.notes).contains("no p(99)"));
    QCOMPARE(run.result.config.connections, 20);
}

void TestImportFormats::k6RefusesMalformed()
{
    const std::string text = readData("k6_summary_export.json");
    const std::string bad = text.substr(0, text.size() / 2);
    QVERIFY2(refusal(bad, bw::ImportFormat::K6).startsWith("line "), qPrintable(refusal(bad, bw::ImportFormat::K6)));
    QVERIFY(refusal(bad, bw::ImportFormat::K6).contains("invalid JSON"));
    QCOMPARE(refusal("[1,2]", bw::ImportFormat::K6), QStringLiteral("$: expected a JSON object at the top level"));
}

void TestImportFormats::ohaOutput()
{
    const bw::ImportedRun run = mustImport("oha_output.json");
    const bw::RunResult& r = run.result;
    QVERIFY(run.source == bw::RunSource::Oha);
    QCOMPARE(r.requests, uint64_t(239877));
    QCOMPARE(r.statusCodes.at(200), uint64_t(239620));
    QCOMPARE(r.statusCodes.at(503), uint64_t(257));
    QCOMPARE(r.errors.status, uint64_t(257));
    QCOMPARE(r.errors.receive, uint64_t(2));
    QCOMPARE(r.errors.timeout, uint64_t(1));
    QCOMPARE(r.rps, 23981.91933);
    QCOMPARE(r.measuredSec, 10.002411523);
    QCOMPARE(r.latencySummary.p99Us, 0.005903917 * 1e6);
    QCOMPARE(r.latencySummary.minUs, 0.000183451 * 1e6);
    QCOMPARE(r.bytesIn, uint64_t(2398770));
    // Approximated histogram: every request of the buckets, min/max exact.
    QCOMPARE(r.latency.count(), uint64_t(239877));
    QCOMPARE(r.latency.maxNs(), uint64_t(48117812));
    QCOMPARE(r.latency.minNs(), uint64_t(183451));
    QVERIFY(QString::fromStdString(run.notes).contains("approximated"));
}

// One edit of a sample output (the first `from` made `to`) is refused with
// a message naming where: exactly `says`, or starting with it (`prefix`).
void TestImportFormats::editedSampleIsRefusedNamingWhere_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("says");
    QTest::addColumn<bool>("prefix");
    const int wrk = int(bw::ImportFormat::Wrk), k6 = int(bw::ImportFormat::K6), oha = int(bw::ImportFormat::Oha);
    QTest::newRow("wrk latency unit") << "wrk_latency.txt" << wrk << "4.65ms" << "4.65xs"
                                      << "line 7: cannot read the latency '4.65xs'" << false;
    QTest::newRow("wrk requests/sec") << "wrk_latency.txt" << wrk << "Requests/sec:   1183.88" << "Requests/sec:   lots"
                                      << "line 12: cannot read Requests/sec" << true;
    QTest::newRow("k6 count") << "k6_summary_export.json" << k6 << "\"count\": 18000" << "\"count\": \"many\""
                              << "$.metrics.http_reqs.count: expected a non-negative integer" << false;
    QTest::newRow("k6 p(90)") << "k6_summary_export.json" << k6 << "\"p(90)\": 110.2043127" << "\"p90\": 110.2043127"
                              << "$.metrics.http_req_duration.p(90): missing" << false;
    QTest::newRow("oha p99") << "oha_output.json" << oha << "\"p99\": 0.005903917" << "\"p99\": null"
                             << "$.latencyPercentiles.p99: missing" << false;
    QTest::newRow("oha status") << "oha_output.json" << oha << "\"503\": 257" << "\"5xx\": 257"
                                << "$.statusCodeDistribution.5xx: not an HTTP status code" << false;
    QTest::newRow("oha histogram") << "oha_output.json" << oha << "\"0.009\": 3902" << "\"0.009\": -3"
                                   << "$.responseTimeHistogram.0.009: expected a non-negative integer" << false;
    QTest::newRow("oha JSON") << "oha_output.json" << oha << "\"total\": 10.0" << "\"total\": {}.0" << "line 4, column" << true;
}

void TestImportFormats::editedSampleIsRefusedNamingWhere()
{
    QFETCH(QString, file);
    QFETCH(int, format);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, says);
    QFETCH(bool, prefix);
    std::string text = readData(file.toLatin1().constData());
    const std::string edited = from.toStdString();
    const size_t at = text.find(edited);
    QVERIFY2(at != std::string::npos, qPrintable(from));
    text.replace(at, edited.size(), to.toStdString());
    const QString why = refusal(text, bw::ImportFormat(format));
    if (prefix)
        QVERIFY2(why.startsWith(says), qPrintable(why));
    else
        QCOMPARE(why, says);
}

void TestImportFormats::detectsFormats()
{
    QVERIFY(bw::detectImportFormat(readData("wrk_latency.txt")) == bw::ImportFormat::Wrk);
    QVERIFY(bw::detectImportFormat(readData("k6_summary_export.json")) == bw::ImportFormat::K6);
    QVERIFY(bw::detectImportFormat(readData("k6_handle_summary.json")) == bw::ImportFormat::K6);
    QVERIFY(bw::detectImportFormat(readData("oha_output.json")) == bw::ImportFormat::Oha);
    QVERIFY(bw::detectImportFormat("{\"a\":1}") == bw::ImportFormat::Auto);
}

void TestImportFormats::importIsAllOrNothing()
{
    QTemporaryDir dir;
    bw::HistoryStore store;
    QVERIFY(store.open((dir.path() + "/h.sqlite").toStdString()));
    std::vector<std::pair<bw::RunResult, bw::SaveOptions>> batch;
    for (const char* name : {"wrk_latency.txt", "k6_summary_export.json", "oha_output.json"}) {
        bw::ImportedRun run;
        bw::Error err;
        QVERIFY(bw::importRunFile(QFINDTESTDATA(QStringLiteral("data/") + name).toStdString(), bw::ImportFormat::Auto, &run, &err));
        QVERIFY(run.result.startedAtMs > 0);
        QVERIFY(QString::fromStdString(run.result.name).contains(name));
        bw::SaveOptions o;
        o.source = run.source;
        o.notes = run.notes;
        batch.emplace_back(run.result, o);
    }
    // One bad row (unknown suite) makes the whole batch fail and leaves nothing.
    auto badBatch = batch;
    badBatch.back().second.suiteRunId = 4242;
    QVERIFY(store.saveRuns(badBatch).empty());
    QCOMPARE(store.countRuns({}), int64_t(0));
    const auto ids = store.saveRuns(batch);
    QCOMPARE(ids.size(), size_t(3));
    const auto rows = store.listRuns({});
    QCOMPARE(rows.size(), size_t(3));
    bw::RunFilter f;
    f.source = "oha";
    QCOMPARE(store.listRuns(f).at(0).p99Us, 0.005903917 * 1e6);
    const auto oha = store.loadRun(ids[2]);
    QCOMPARE(oha->latency.count(), uint64_t(239877));
    QVERIFY(QString::fromStdString(store.runRow(ids[0])->notes).contains("wrk"));
    // A missing file names itself.
    bw::ImportedRun run;
    bw::Error err;
    QVERIFY(!bw::importRunFile("/nonexistent/x.json", bw::ImportFormat::Auto, &run, &err));
    QVERIFY(QString::fromStdString(err.text()).startsWith("/nonexistent/x.json: cannot read"));
}

BW_TEST_GUILESS_MAIN(TestImportFormats)
#include "tst_import_formats.moc"

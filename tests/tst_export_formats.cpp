// Exporters: HdrHistogram percentile text (parsed back), per-second CSV
// (columns), HTML (well-formed XML, self-contained), Markdown (reference
// report shape, English and Korean), comparison JSON.
#include "report/hdr_percentiles.h"
#include "report/html_report.h"
#include "report/json_report.h"
#include "report/markdown_report.h"
#include "report/report_document.h"
#include "report/series_csv.h"
#include "test_main.h"
#include "util/units.h"
#include "run_result_fixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

class TestExportFormats : public QObject {
    Q_OBJECT
private slots:
    void numberFormats();
    void trimmedFiguresAsPrintf();
    void hdrPercentilesParseBack();
    void hdrEmptyHistogram();
    void csvColumns();
    void htmlIsSelfContainedAndWellFormed();
    void markdownFollowsReferenceShape();
    void koreanLabels();
    void comparisonJson();
    void onePassedRunIsNotPlural();
    void failedSloReportReadsRight();
    void requestSetReportReadsRight();
};

namespace {

// A run with an SLO giving exactly "2.4x RPS target, 6.2x p99 headroom".
bw::RunResult sloRun(int seed, double rps, double p99Us)
{
    bw::RunResult r = bwtest::makeFullRunResult(seed, 12);
    r.status = bw::RunStatus::Complete;   // the fixture's run was stopped, and a stopped run is not judged
    r.statusMessage.clear();
    r.config.rate = 0;
    r.rps = rps;
    r.latencySummary.p99Us = p99Us;
    r.slo.minRps = rps / 2.4;
    r.slo.maxP99Us = p99Us * 6.2;
    r.slo.maxErrorRate = -1;
    r.errors = {};
    r.verdict = bw::evaluateSlo(r.slo, r);
    return r;
}

} // namespace

void TestExportFormats::numberFormats()
{
    QCOMPARE(bw::formatThousands(119571.4), QStringLiteral("119,571"));
    QCOMPARE(bw::formatThousands(999), QStringLiteral("999"));
    QCOMPARE(bw::formatThousands(1234567), QStringLiteral("1,234,567"));
    QCOMPARE(bw::formatRps(4.36938), QStringLiteral("4.37"));
    QCOMPARE(bw::formatLatencyUs(812), QStringLiteral("0.812ms"));
    QCOMPARE(bw::formatLatencyUs(5000), QStringLiteral("5ms"));
    QCOMPARE(bw::formatLatencyUs(14957), QStringLiteral("14.957ms"));
    // One unit family everywhere (binary, named as such): the reports, the
    // CLI (bw::formatBytes) and the window (DisplayFormat::bytes) agree.
    QCOMPARE(bw::formatBytesText(179390000), QStringLiteral("171.1 MiB"));
    QCOMPARE(QString::fromStdString(bw::formatBytes(12'166'000)), QStringLiteral("11.6 MiB"));
    QCOMPARE(QString::fromStdString(bw::formatBytes(812)), QStringLiteral("812 B"));
    QCOMPARE(QString::fromStdString(bw::formatBytes(1536)), QStringLiteral("1.5 KiB"));
    QCOMPARE(QString::fromStdString(bw::formatBytes(1.25 * 1024 * 1024 * 1024)), QStringLiteral("1.25 GiB"));
    QCOMPARE(bw::formatRatio(10.84), QStringLiteral("10.8"));
    QCOMPARE(bw::formatPercent(0.0031), QStringLiteral("0.31%"));
    QCOMPARE(QString::fromStdString(bw::formatCount(-1234567.4)), QStringLiteral("-1,234,567"));
    QCOMPARE(QString::fromStdString(bw::formatCount(0.4)), QStringLiteral("0"));
    QCOMPARE(QString::fromStdString(bw::formatCount(100)), QStringLiteral("100"));
}

// formatTrimmed rounds without printf in the common case: its text must be
// printf's, trailing zeros dropped, for any value (halves, zeros, large,
// negative, not finite).
void TestExportFormats::trimmedFiguresAsPrintf()
{
    auto printfTrimmed = [](double v, int decimals) {
        char b[512];
        std::snprintf(b, sizeof b, "%.*f", decimals, v);
        std::string s = b;
        if (s.find('.') != std::string::npos) {
            while (s.back() == '0')
                s.pop_back();
            if (s.back() == '.')
                s.pop_back();
        }
        return s;
    };
    std::vector<double> values = {0, -0.0, 0.5, 1.5, 2.5, 0.125, 0.0005, 1.0005, 2.675, 1.005, 0.045, 99.995, 100, 0.001,
                                  5, 5.176, 14.957, 0.812, 999999.9995, 1e9, 1e9 - 0.5, 4.2e12, -3.25, -0.0001,
                                  std::numeric_limits<double>::infinity(), std::numeric_limits<double>::quiet_NaN(),
                                  std::numeric_limits<double>::denorm_min(), 0.1 + 0.2};
    uint64_t x = 0x9E3779B97F4A7C15ULL;   // a fixed sequence: any failure reproduces
    for (int i = 0; i < 200000; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        const double unit = double(x >> 11) / double(1ULL << 53);
        values.push_back(unit * std::pow(10.0, double(int(x % 13) - 4)));            // 1e-4 .. 1e8
        values.push_back(std::round(unit * 1e6) / std::pow(10.0, double(x % 5)));   // decimals at a half
    }
    for (double v : values)
        for (int d = 0; d <= 4; ++d)
            if (bw::formatTrimmed(v, d) != printfTrimmed(v, d))
                QFAIL(qPrintable(QStringLiteral("%1 at %2 decimals: %3, printf says %4")
                                     .arg(v, 0, 'g', 17)
                                     .arg(d)
                                     .arg(QString::fromStdString(bw::formatTrimmed(v, d)),
                                          QString::fromStdString(printfTrimmed(v, d)))));
}

void TestExportFormats::hdrPercentilesParseBack()
{
    bw::LatencyHistogram h;
    for (uint64_t us = 1; us <= 10000; ++us)
        h.record(us * 1000);   // 1 us .. 10 ms, uniform
    const QString text = bw::histogramToHdrPercentiles(h);
    const QStringList lines = text.split(QLatin1Char('\n'));
    QVERIFY(lines[0].simplified() == QStringLiteral("Value Percentile TotalCount 1/(1-Percentile)"));
    QVERIFY(lines[1].isEmpty());
    static const QRegularExpression row(QStringLiteral("^\\s*(\\d+\\.\\d{3})\\s+(\\d\\.\\d{12})\\s+(\\d+)(?:\\s+(\\d+\\.\\d{2}))?$"));
    double lastValue = -1, lastP = -1;
    qint64 lastCount = -1;
    int rows = 0;
    bool sawFinal = false, sawMedian = false;
    int i = 2;
    for (; i < lines.size() && !lines[i].startsWith(QLatin1Char('#')); ++i) {
        const auto m = row.match(lines[i]);
        QVERIFY2(m.hasMatch(), qPrintable(lines[i]));
        const double v = m.captured(1).toDouble(), p = m.captured(2).toDouble();
        const qint64 c = m.captured(3).toLongLong();
        QVERIFY(v >= lastValue);
        QVERIFY(p > lastP);
        QVERIFY(c >= lastCount);
        if (p < 1.0) {
            QVERIFY2(!m.captured(4).isEmpty(), "1/(1-Percentile) column");
            QVERIFY(qAbs(m.captured(4).toDouble() - 1.0 / (1.0 - p)) < 0.01);
            // The count reaches the percentile it reports.
            QVERIFY(double(c) >= p * 10000 - 1e-6);
        } else {
            QVERIFY(m.captured(4).isEmpty());
            QCOMPARE(c, qint64(10000));
            QCOMPARE(v, 10.0);
            sawFinal = true;
        }
        if (qFuzzyCompare(p, 0.5)) {
            QVERIFY2(qAbs(v - 5.0) < 5.0 * 0.01, qPrintable(lines[i]));   // median of 1..10 ms within 1 %
            sawMedian = true;
        }
        lastValue = v;
        lastP = p;
        lastCount = c;
        ++rows;
    }
    QVERIFY(sawFinal);
    QVERIFY(sawMedian);
    QVERIFY(rows > 30);   // 5 ticks per half distance reach well past p99.9
    QVERIFY(lastP == 1.0);
    const QString footer = lines.mid(i).join(QLatin1Char('\n'));
    static const QRegularExpression mean(QStringLiteral("#\\[Mean    =\\s+([\\d.]+), StdDeviation   =\\s+([\\d.]+)\\]"));
    static const QRegularExpression max(QStringLiteral("#\\[Max     =\\s+([\\d.]+), Total count    =\\s+(\\d+)\\]"));
    static const QRegularExpression buckets(QStringLiteral("#\\[Buckets =\\s+(\\d+), SubBuckets     =\\s+(\\d+)\\]"));
    const auto mm = mean.match(footer), mx = max.match(footer), mb = buckets.match(footer);
    QVERIFY2(mm.hasMatch() && mx.hasMatch() && mb.hasMatch(), qPrintable(footer));
    QVERIFY(qAbs(mm.captured(1).toDouble() - 5.0005) < 0.001);
    QVERIFY(qAbs(mm.captured(2).toDouble() - 2.8867) < 0.001);
    QCOMPARE(mx.captured(1).toDouble(), 10.0);
    QCOMPARE(mx.captured(2).toLongLong(), qint64(10000));
    // Microsecond output scales the values.
    QVERIFY(bw::histogramToHdrPercentiles(h, 1e3).contains(QStringLiteral("#[Max     =    10000.000")));
}

void TestExportFormats::hdrEmptyHistogram()
{
    const QString text = bw::histogramToHdrPercentiles(bw::LatencyHistogram{});
    QVERIFY(text.contains(QStringLiteral("Total count    =            0")));
    QCOMPARE(text.count(QLatin1Char('\n')), 5);   // header, blank, three footer lines
}

void TestExportFormats::csvColumns()
{
    const bw::RunResult r = bwtest::makeFullRunResult(2, 25);
    const QString csv = bw::seriesToCsv(r);
    QStringList lines = csv.split(QLatin1Char('\n'));
    QCOMPARE(lines.takeLast(), QString());   // ends with a newline
    QCOMPARE(lines.size(), 26);
    QCOMPARE(lines[0].split(QLatin1Char(',')), bw::seriesCsvColumns());
    const int cols = int(bw::seriesCsvColumns().size());
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList f = lines[i].split(QLatin1Char(','));
        QCOMPARE(f.size(), cols);
        const bw::SecondStats& s = r.series[size_t(i - 1)];
        QCOMPARE(f[0].toInt(), s.second);
        QCOMPARE(f[1], s.warmup ? QStringLiteral("1") : QStringLiteral("0"));
        QCOMPARE(f[2].toULongLong(), s.requests);
        QCOMPARE(f[3].toULongLong(), s.errors.total());
        QCOMPARE(f[14].toDouble(), s.p99Us);
        QCOMPARE(f[19].toULongLong(), r.target.series[size_t(i - 1)].rssBytes);
    }
}

void TestExportFormats::htmlIsSelfContainedAndWellFormed()
{
    std::vector<bw::RunResult> runs = {sloRun(1, 119571, 812), sloRun(2, 33845, 2958)};
    runs[1].name = "Signal <API> & \"friends\"";
    bw::ReportOptions o;
    const QString html = bw::reportToHtml(bw::buildReport(runs, o));
    QCOMPARE(html.count(QStringLiteral("<html")), 1);
    QCOMPARE(html.count(QStringLiteral("</html>")), 1);
    for (const char* banned : {"src=", "href=", "url(", "@import", "<script", "<link", "<img", "<iframe"})
        QVERIFY2(!html.contains(QLatin1String(banned), Qt::CaseInsensitive), banned);
    QVERIFY(html.contains(QStringLiteral("<svg")));
    QVERIFY(html.contains(QStringLiteral("Signal &lt;API&gt; &amp; &quot;friends&quot;")));
    QVERIFY(html.contains(QStringLiteral("2.4x RPS target, 6.2x p99 headroom")));
    // Well-formed: it parses as XML from start to end.
    QXmlStreamReader xml(html);
    int elements = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement)
            ++elements;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString() + QStringLiteral(" at line ") + QString::number(xml.lineNumber())));
    QVERIFY(elements > 50);
    // A single run gets a per-second chart instead of comparison bars.
    const QString single = bw::reportToHtml(bw::buildReport({runs[0]}, o));
    QVERIFY(single.contains(bw::englishReportLabels().perSecond));
    QXmlStreamReader xml2(single);
    while (!xml2.atEnd())
        xml2.readNext();
    QVERIFY(!xml2.hasError());
}

void TestExportFormats::markdownFollowsReferenceShape()
{
    std::vector<bw::RunResult> runs = {sloRun(1, 119571, 812), sloRun(2, 33845, 2958)};
    runs[0].name = "Pure HTTP";
    runs[1].name = "Signal API";
    runs[1].slo.minRps = 50000;   // fails its floor
    runs[1].verdict = bw::evaluateSlo(runs[1].slo, runs[1]);
    bw::ReportOptions o;
    const QString md = bw::reportToMarkdown(bw::buildReport(runs, o));
    const bw::ReportLabels l = bw::englishReportLabels();
    int last = -1;
    for (const QString& heading : {l.summary, l.atAGlance, l.environment, l.results}) {
        const int at = int(md.indexOf(QStringLiteral("## ") + heading));
        QVERIFY2(at > last, qPrintable(heading));
        last = at;
    }
    QVERIFY(md.contains(QStringLiteral("- **Pure HTTP** `http://127.0.0.1:8080/api/items?page=1`: 2.4x RPS target, 6.2x p99 headroom")));
    QVERIFY(md.contains(QStringLiteral("- 1 of 2 runs with an SLO failed it: Signal API.")));
    QVERIFY(md.contains(QStringLiteral("- Pure HTTP recorded 119,571 RPS with a p99 latency of 0.812ms.")));
    QVERIFY(md.contains(QStringLiteral("- 119,571 RPS measured; the target is at least 49,821 RPS.")));
    QVERIFY(md.contains(QStringLiteral("Peak memory is ")));
    QVERIFY(md.contains(QStringLiteral("Result: SLO PASS.")));
    QVERIFY(md.contains(QStringLiteral("Result: SLO FAIL.")));
    QVERIFY(md.contains(QStringLiteral("- Load profile: 51 virtual users, 10 s warmup, 30.5 s measured")));
    // Tables: every row has as many cells as the header.
    for (const QString& line : md.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("| Run")))
            QCOMPARE(line.count(QStringLiteral(" | ")), 7);
    }
}

// "All 1 runs with an SLO passed" read wrong; one run gets its own sentence.
void TestExportFormats::onePassedRunIsNotPlural()
{
    std::vector<bw::RunResult> one = {sloRun(1, 119571, 812)};
    bw::ReportOptions o;
    const QString md = bw::reportToMarkdown(bw::buildReport(one, o));
    QVERIFY(!md.contains(QStringLiteral("All 1 runs")));
    QVERIFY(md.contains(QStringLiteral("- The run with an SLO passed its throughput and p99 latency targets.")));
    std::vector<bw::RunResult> two = {sloRun(1, 119571, 812), sloRun(2, 33845, 2958)};
    const QString md2 = bw::reportToMarkdown(bw::buildReport(two, o));
    QVERIFY(md2.contains(QStringLiteral("- All 2 runs with an SLO passed their throughput and p99 latency targets.")));
}

void TestExportFormats::koreanLabels()
{
    std::vector<bw::RunResult> runs = {sloRun(1, 119571, 812)};
    runs[0].name = "Pure HTTP";
    bw::ReportOptions o;
    o.labels = bw::reportLabelsFor(QStringLiteral("ko_KR"));
    const QString md = bw::reportToMarkdown(bw::buildReport(runs, o));
    for (const char* s : {"## 요약", "## 성능 한눈에 보기", "### 항목별 SLO 여유", "## 테스트 환경", "## 측정 항목",
                          "RPS 목표 대비 2.4배, p99 여유 6.2배", "119,571 RPS 측정; 목표는 최소 49,821 RPS입니다.",
                          "p99 latency는 0.812ms; 목표는 5.034ms 이하입니다.", "결과: SLO PASS.",
                          "Load profile: 51 virtual users, 10초 warmup, 30.5초 측정"})
        QVERIFY2(md.contains(QString::fromUtf8(s)), s);
    const QString html = bw::reportToHtml(bw::buildReport(runs, o));
    QVERIFY(html.contains(QStringLiteral("<html lang=\"ko\">")));
    QCOMPARE(bw::reportLabelsFor(QStringLiteral("en")).summary, QStringLiteral("Summary"));
}

void TestExportFormats::comparisonJson()
{
    std::vector<bw::RunResult> runs = {sloRun(1, 1000, 800), sloRun(2, 1500, 400)};
    const QJsonObject o = bw::comparisonExportJson(runs, 0);
    QCOMPARE(o.value("schema").toString(), QStringLiteral("benchwork.comparison/1"));
    QCOMPARE(o.value("baseline").toInt(), 0);
    QCOMPARE(o.value("runs").toArray().size(), 2);
    QCOMPARE(o.value("ratios").toArray().at(1).toObject().value("rps").toDouble(), 1.5);
    QCOMPARE(o.value("ratios").toArray().at(1).toObject().value("p99").toDouble(), 0.5);
    const QByteArray text = QJsonDocument(o).toJson();
    QVERIFY(!text.contains("abc.def.ghi"));   // exports redact secrets
    QVERIFY(!o.value("runs").toArray().at(0).toObject().contains("histograms"));
    QVERIFY(bw::runExportJson(runs[0]).contains("histograms"));
}

// The report of a run that failed its SLO, drawn as the window draws it:
// the short RPS bar red (as the window's), its value clear of the 1x line,
// the per-second maximum grouped and above the bars, the spectrum's last
// label inside the picture.
void TestExportFormats::failedSloReportReadsRight()
{
    bw::RunResult r = sloRun(1, 68000, 1000);
    r.slo.minRps = 100000;               // 0.68x the floor: fails
    r.slo.maxP99Us = 2000;               // 2x p99 headroom: that bar passes
    r.verdict = bw::evaluateSlo(r.slo, r);
    QVERIFY(r.verdict.evaluated && !r.verdict.pass);
    for (bw::SecondStats& s : r.series)
        s.requests = s.second == 11 ? 103960 : 60000;   // seconds 10 and 11 are measured
    const QString html = bw::reportToHtml(bw::buildReport({r}, bw::ReportOptions{}));

    // the headroom card's svg: two bars, then the dashed 1x line
    const QRegularExpression bar(QStringLiteral("<rect x=\"0\" y=\"(\\d+)\" width=\"([\\d.]+)\" height=\"16\" rx=\"3\" fill=\"(#[0-9a-f]{6})\"/>"
                                                "<text x=\"([\\d.]+)\" y=\"\\d+\">([^<]+)</text>"));
    const QRegularExpression oneX(QStringLiteral("<line x1=\"([\\d.]+)\" y1=\"0\" x2=\"[\\d.]+\" y2=\"44\" stroke=\"(#[0-9a-f]{6})\""));
    const QRegularExpressionMatch line = oneX.match(html);
    QVERIFY2(line.hasMatch(), qPrintable(html));
    const double oneXPx = line.captured(1).toDouble();
    QMap<QString, QRegularExpressionMatch> bars;
    for (auto it = bar.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        bars[m.captured(5).section(QLatin1Char(' '), 1)] = m;
    }
    QVERIFY2(bars.contains("RPS") && bars.contains("p99"), qPrintable(html));
    QCOMPARE(bars["RPS"].captured(5), QStringLiteral("0.68x RPS"));
    QCOMPARE(bars["RPS"].captured(3), QStringLiteral("#b42318"));   // the fail colour, as .fail and the 1x line
    QCOMPARE(line.captured(2), QStringLiteral("#b42318"));
    QCOMPARE(bars["p99"].captured(3), QStringLiteral("#127a3a"));   // at or past 1x: the pass colour
    QVERIFY(bars["RPS"].captured(2).toDouble() < oneXPx);
    QVERIFY2(bars["RPS"].captured(4).toDouble() > oneXPx + 2, "the value starts after the 1x line");

    // per-second chart: "max 103,960" in a band above the tallest bar
    const QRegularExpression maxText(QStringLiteral("<text x=\"\\d+\" y=\"(\\d+)\" text-anchor=\"end\">max ([^<]+)</text>"));
    const QRegularExpressionMatch mx = maxText.match(html);
    QVERIFY2(mx.hasMatch(), qPrintable(html));
    QCOMPARE(mx.captured(2), QStringLiteral("103,960 RPS"));   // the axis's unit
    double top = 1e9;
    const QRegularExpression column(QStringLiteral("<rect x=\"[\\d.]+\" y=\"([\\d.]+)\" width=\"[\\d.]+\" height=\"[\\d.]+\" fill=\"#3b6fd8\">"));
    for (auto it = column.globalMatch(html); it.hasNext();)
        top = std::min(top, it.next().captured(1).toDouble());
    QVERIFY(top < 1e9);
    QVERIFY2(mx.captured(1).toDouble() + 4 <= top, "the max label sits above the bars");

    // spectrum: "99.999%" centred on its grid line, wholly inside the svg (12 px text: ~7 px a character)
    const QRegularExpression svgWidth(QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"(\\d+)\""));
    const QRegularExpression last(QStringLiteral("<text x=\"([\\d.]+)\" y=\"\\d+\" text-anchor=\"middle\">99.999%</text>"));
    const QRegularExpressionMatch w = svgWidth.match(html), l = last.match(html);
    QVERIFY(w.hasMatch() && l.hasMatch());
    QVERIFY2(l.captured(1).toDouble() + 3.5 * 7 <= w.captured(1).toDouble(),
             qPrintable(l.captured(1) + QStringLiteral(" in ") + w.captured(1)));
}

// A run of a request set made in the window: its bullet starts as a
// sentence (not "the Requests editor: ..."), the entries table's text
// columns (request, method, path) are left-aligned like text, its figures
// right-aligned.
void TestExportFormats::requestSetReportReadsRight()
{
    bw::RunResult r = sloRun(1, 68000, 1000);
    r.name = "Mix run";   // a run's name is the user's, as written: here every bullet's first word is the report's
    r.config.mix.source = "the Requests editor";
    r.config.mix.seed = 4;
    r.config.mix.entries = {{.name = "find", .path = "/db/find/{{id}}", .weight = 6}, {.name = "list", .path = "/db/list"}};
    r.byRequest.clear();   // the fixture's own two
    for (const bw::RequestEntry& e : r.config.mix.entries) {
        bw::RequestStats st;
        st.name = e.name;
        st.method = e.method;
        st.path = e.path;
        st.requests = 1000;
        r.byRequest.push_back(st);
    }
    const QString html = bw::reportToHtml(bw::buildReport({r}, bw::ReportOptions{}));
    const QRegularExpression bullet(QStringLiteral("<li>([^<]*)</li>"));
    int bullets = 0;
    for (auto it = bullet.globalMatch(html); it.hasNext(); ++bullets) {
        const QString text = it.next().captured(1);
        // (a metric's own name, "p99", is written as it always is)
        QVERIFY2(!text.isEmpty() && (!text.front().isLower() || text.startsWith(QStringLiteral("p99"))), qPrintable(text));
    }
    QVERIFY(bullets > 2);
    QVERIFY2(html.contains(QStringLiteral("Request set from the Requests editor: 2 requests")), qPrintable(html));
    // The entries' table: path and name read as text, the counts as numbers.
    const int table = html.indexOf(QStringLiteral("/db/find/{{id}}"));
    QVERIFY(table > 0);
    const QString row = html.mid(html.lastIndexOf(QStringLiteral("<tr>"), table), 400);
    QVERIFY2(row.contains(QStringLiteral("<td class=\"text\">/db/find/{{id}}</td>")), qPrintable(row));
    QVERIFY2(row.contains(QStringLiteral("<td class=\"text\">GET</td>")), qPrintable(row));
    QVERIFY(html.contains(QStringLiteral("td:first-child,.text{text-align:left}")));   // "find", the first column
    QVERIFY2(row.contains(QStringLiteral("<td>1,000</td>")), qPrintable(row));
}

BW_TEST_GUILESS_MAIN(TestExportFormats)
#include "tst_export_formats.moc"

// The percentile spectrum (core/stats/percentile_spectrum) and its inline
// SVG in the HTML report (core/report/spectrum_svg): every point is the
// histogram's own percentile, the x axis is log10(1/(1-p)), and the report's
// SVG is well-formed XML whose polylines carry those points.
#include "report/html_report.h"
#include "report/report_document.h"
#include "report/spectrum_svg.h"
#include "stats/percentile_spectrum.h"

#include "run_result_fixture.h"
#include "test_main.h"

#include <QXmlStreamReader>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

class TestPercentileSpectrum : public QObject {
    Q_OBJECT
private slots:
    void xIsLogOfOneOverOneMinusP();
    void pointsAreTheHistogramsPercentiles();
    void emptyHistogramHasNoCurve();
    void reportSvgParsesAndCarriesTheCurves();
    void fixedRateRunsHaveCorrectedAndUncorrectedCurves();
};

void TestPercentileSpectrum::xIsLogOfOneOverOneMinusP()
{
    QCOMPARE(bw::spectrumX(0), 0.0);
    QVERIFY(std::abs(bw::spectrumX(90) - 1.0) < 1e-12);
    QVERIFY(std::abs(bw::spectrumX(99) - 2.0) < 1e-12);
    QVERIFY(std::abs(bw::spectrumX(99.9) - 3.0) < 1e-9);
    QCOMPARE(bw::spectrumX(99.999), 5.0);
    QCOMPARE(bw::spectrumX(100), 5.0);
    for (double p : {0.0, 12.5, 50.0, 90.0, 99.5, 99.99})
        QVERIFY(std::abs(bw::spectrumPercentile(bw::spectrumX(p)) - p) < 1e-9);
}

void TestPercentileSpectrum::pointsAreTheHistogramsPercentiles()
{
    // A long-tailed distribution: most requests near 1 ms, a tail to 200 ms.
    std::mt19937_64 rng(42);
    std::lognormal_distribution<double> dist(std::log(1e6), 0.8);
    bw::LatencyHistogram h;
    std::vector<uint64_t> exact;
    for (int i = 0; i < 200000; ++i) {
        const uint64_t v = uint64_t(std::min(2e8, dist(rng)));
        h.record(v);
        exact.push_back(v);
    }
    std::sort(exact.begin(), exact.end());

    const std::vector<bw::SpectrumPoint> s = bw::percentileSpectrum(h, 24);
    QCOMPARE(int(s.size()), 5 * 24 + 1);
    QCOMPARE(s.front().percentile, 0.0);
    QCOMPARE(s.back().percentile, bw::kSpectrumTopPercentile);
    for (size_t i = 0; i < s.size(); ++i) {
        const bw::SpectrumPoint& p = s[i];
        // The histogram's own percentile, exactly (the table and the curve agree).
        QCOMPARE(p.valueUs, double(h.valueAtPercentile(p.percentile)) / 1000.0);
        QVERIFY(std::abs(p.x - bw::spectrumX(p.percentile)) < 1e-9);
        if (i > 0) {
            QVERIFY(p.x > s[i - 1].x);
            QVERIFY(p.valueUs >= s[i - 1].valueUs);   // a spectrum never falls
        }
        // And within the histogram's error bound of the exact sorted percentile.
        size_t rank = size_t(std::ceil(p.percentile / 100.0 * double(exact.size())));
        rank = std::clamp<size_t>(rank, 1, exact.size());
        const double truth = double(exact[rank - 1]) / 1000.0;
        QVERIFY2(std::abs(p.valueUs - truth) <= truth * 0.008 + 0.001,
                 qPrintable(QStringLiteral("p%1: %2 vs %3").arg(p.percentile).arg(p.valueUs).arg(truth)));
    }
    // Where the table's figures sit on the curve.
    const auto at = [&](double pct) {
        return std::find_if(s.begin(), s.end(), [&](const bw::SpectrumPoint& p) { return std::abs(p.percentile - pct) < 1e-9; });
    };
    QVERIFY(at(90) != s.end());
    QCOMPARE(at(90)->valueUs, double(h.valueAtPercentile(90)) / 1000.0);
    QVERIFY(at(99) != s.end());
    QCOMPARE(at(99)->valueUs, double(h.valueAtPercentile(99)) / 1000.0);
}

void TestPercentileSpectrum::emptyHistogramHasNoCurve()
{
    QVERIFY(bw::percentileSpectrum(bw::LatencyHistogram()).empty());
    QVERIFY(bw::spectrumSvg(bw::ReportSpectrum{}).isEmpty());
}

namespace {

struct Polyline {
    QString stroke;
    bool dashed = false;
    std::vector<QPointF> points;
};

// Parses the whole HTML page as XML and returns the polylines of the svg
// titled `title`. Fails the test on any XML error.
std::vector<Polyline> spectrumPolylines(const QString& html, const QString& title, bool* ok)
{
    std::vector<Polyline> out;
    QXmlStreamReader xml(html);
    bool inSvg = false, inTitle = false, matched = false;
    while (!xml.atEnd()) {
        const auto t = xml.readNext();
        if (t == QXmlStreamReader::StartElement) {
            if (xml.name() == QLatin1String("svg")) {
                inSvg = true;
                matched = false;
            } else if (inSvg && xml.name() == QLatin1String("title")) {
                inTitle = true;
            } else if (inSvg && matched && xml.name() == QLatin1String("polyline")) {
                Polyline p;
                p.stroke = xml.attributes().value(QLatin1String("stroke")).toString();
                p.dashed = xml.attributes().hasAttribute(QLatin1String("stroke-dasharray"));
                for (const QString& pair : xml.attributes().value(QLatin1String("points")).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                    const QStringList xy = pair.split(QLatin1Char(','));
                    p.points.emplace_back(xy.value(0).toDouble(), xy.value(1).toDouble());
                }
                out.push_back(p);
            }
        } else if (t == QXmlStreamReader::Characters && inTitle) {
            matched = xml.text().toString() == title;
        } else if (t == QXmlStreamReader::EndElement) {
            if (xml.name() == QLatin1String("title"))
                inTitle = false;
            if (xml.name() == QLatin1String("svg"))
                inSvg = false;
        }
    }
    *ok = !xml.hasError();
    if (xml.hasError())
        qWarning() << xml.errorString() << "at line" << xml.lineNumber();
    return out;
}

} // namespace

void TestPercentileSpectrum::reportSvgParsesAndCarriesTheCurves()
{
    std::vector<bw::RunResult> runs = {bwtest::makeFullRunResult(1, 12), bwtest::makeFullRunResult(2, 12)};
    for (auto& r : runs) {
        r.config.rate = 0;
        r.latencyIntended.reset();
    }
    runs[1].name = "Signal <API> & \"friends\"";
    const bw::ReportDocument doc = bw::buildReport(runs, bw::ReportOptions{});
    QCOMPARE(int(doc.spectrum.curves.size()), 2);
    const QString html = bw::reportToHtml(doc);
    bool ok = false;
    const std::vector<Polyline> lines = spectrumPolylines(html, doc.spectrum.title, &ok);
    QVERIFY(ok);
    QCOMPARE(int(lines.size()), 2);
    QVERIFY(lines[0].stroke != lines[1].stroke);   // a colour per run
    QVERIFY(html.contains(QStringLiteral("Signal &lt;API&gt; &amp; &quot;friends&quot;")));
    for (size_t c = 0; c < lines.size(); ++c) {
        const auto& pts = lines[c].points;
        const auto& want = doc.spectrum.curves[c].points;
        QCOMPARE(pts.size(), want.size());
        QVERIFY(!lines[c].dashed);
        // x positions grow with the percentile; a slower percentile sits
        // higher (smaller y in SVG), never lower.
        for (size_t i = 1; i < pts.size(); ++i) {
            QVERIFY(pts[i].x() > pts[i - 1].x());
            if (want[i].valueUs > want[i - 1].valueUs)
                QVERIFY(pts[i].y() <= pts[i - 1].y());
        }
        // The 99.999 % point is the highest of the curve.
        double minY = pts.front().y();
        for (const QPointF& p : pts)
            minY = std::min(minY, p.y());
        QCOMPARE(pts.back().y(), minY);
    }
    // No external references: the file stays self-contained.
    for (const char* banned : {"src=", "href=", "<script", "url("})
        QVERIFY2(!html.contains(QLatin1String(banned), Qt::CaseInsensitive), banned);
}

void TestPercentileSpectrum::fixedRateRunsHaveCorrectedAndUncorrectedCurves()
{
    bw::RunResult r = bwtest::makeFullRunResult(3, 12);
    r.config.rate = 1000;
    r.latencyIntended.reset();
    // Corrected latency is the actual one plus the send delay: higher.
    r.latency.forEachBucket([&](int i, uint64_t n) {
        r.latencyIntended.recordN(bw::LatencyHistogram::bucketLow(i) * 3, n);
    });
    QVERIFY(r.latency.count() > 0);
    const bw::ReportDocument doc = bw::buildReport({r}, bw::ReportOptions{});
    QCOMPARE(int(doc.spectrum.curves.size()), 2);
    QVERIFY(!doc.spectrum.curves[0].dashed);
    QVERIFY(doc.spectrum.curves[1].dashed);
    QCOMPARE(doc.spectrum.curves[0].points.back().valueUs, double(r.latencyIntended.valueAtPercentile(99.999)) / 1000.0);
    QCOMPARE(doc.spectrum.curves[1].points.back().valueUs, double(r.latency.valueAtPercentile(99.999)) / 1000.0);
    bool ok = false;
    const std::vector<Polyline> lines = spectrumPolylines(bw::reportToHtml(doc), doc.spectrum.title, &ok);
    QVERIFY(ok);
    QCOMPARE(int(lines.size()), 2);
    QVERIFY(!lines[0].dashed);
    QVERIFY(lines[1].dashed);
    QCOMPARE(lines[0].stroke, lines[1].stroke);   // one run, one colour
}

BW_TEST_GUILESS_MAIN(TestPercentileSpectrum)
#include "tst_percentile_spectrum.moc"

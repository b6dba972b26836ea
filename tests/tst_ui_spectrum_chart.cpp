// The percentile spectrum (charts/spectrum_chart.h): drawn from the
// histogram (live, fixed-rate corrected and uncorrected, the whole run in
// the summary), with all six "nines" labelled at any width.
#include "run_result_fixture.h"
#include "charts/spectrum_chart.h"
#include "model/live_series.h"
#include "model/spectrum_curves.h"
#include "panels/charts_panel.h"
#include "panels/summary_panel.h"
#include "widgets/headroom_bars.h"

#include "stats/percentile_spectrum.h"
#include "test_main.h"

#include <QtTest>

#include <cmath>
#include <random>

class TestSpectrumChart : public QObject {
    Q_OBJECT
private slots:
    void spectrumCurveIsTheHistogramsPercentiles();
    void fixedRateSpectrumHasCorrectedAndUncorrected();
    void summaryShowsTheWholeRunsSpectrum();
    void spectrumLabelsEveryNineAtAnyWidth();
};

namespace {

bw::LatencyHistogram longTail(uint64_t seed, double medianNs, int n = 50000)
{
    return bwtest::longTailHistogram(seed, medianNs, n);
}

// A 5 s run at 1000 req/s with a long-tailed latency.
bw::RunResult measuredRun()
{
    bw::RunResult r;
    r.measuredSec = 5;
    r.latency = longTail(7, 3e5, 2000);
    r.latencySummary = bw::LatencySummary::from(r.latency);
    r.requests = r.latency.count();
    r.rps = 1000;
    return r;
}

} // namespace

void TestSpectrumChart::spectrumCurveIsTheHistogramsPercentiles()
{
    bw::LatencySnapshot snap;
    snap.version = 3;
    snap.latency = longTail(1, 8e5);
    bwui::LiveSeries live;
    live.reset(false, 0);
    QVERIFY(live.pullLatency([&](uint64_t have, bw::LatencySnapshot* out) {
        if (have >= snap.version)
            return false;
        *out = snap;
        return true;
    }));
    // The same version again is not a change.
    QVERIFY(!live.pullLatency([&](uint64_t have, bw::LatencySnapshot* out) {
        if (have >= snap.version)
            return false;
        *out = snap;
        return true;
    }));
    QCOMPARE(live.spectrum().version, uint64_t(3));
    QVERIFY(live.spectrum().intended.empty());

    bwui::ChartsPanel panel;
    QVERIFY(panel.refreshSpectrum(live.spectrum()));
    QVERIFY(!panel.refreshSpectrum(live.spectrum()));   // unchanged: no redraw
    bwui::SpectrumChart* chart = panel.spectrumChart();
    QCOMPARE(chart->curveCount(), 1);
    const QList<QPointF> pts = chart->curvePoints(0);
    const std::vector<bw::SpectrumPoint> want = bw::percentileSpectrum(snap.latency);
    QCOMPARE(pts.size(), qsizetype(want.size()));
    for (qsizetype i = 0; i < pts.size(); ++i) {
        QCOMPARE(pts[i].x(), want[size_t(i)].x);
        // ms on the chart, exactly the histogram's value at that percentile
        QCOMPARE(pts[i].y(), double(snap.latency.valueAtPercentile(want[size_t(i)].percentile)) / 1e6);
    }
    QCOMPARE(chart->xLabels(), (QStringList{"0%", "90%", "99%", "99.9%", "99.99%", "99.999%"}));
    QVERIFY(chart->yTop() >= pts.last().y());
}

void TestSpectrumChart::fixedRateSpectrumHasCorrectedAndUncorrected()
{
    bw::LatencySnapshot snap;
    snap.version = 1;
    snap.latency = longTail(2, 4e5);
    snap.latencyIntended = longTail(3, 9e5);
    bwui::LiveSeries live;
    live.setLatency(snap);
    const auto curves = bwui::SpectrumCurves::of(live.spectrum(), QString(), 0);
    QCOMPARE(int(curves.size()), 2);
    QCOMPARE(curves[0].style, bwui::SpectrumChart::Style::Solid);
    QCOMPARE(curves[1].style, bwui::SpectrumChart::Style::Dashed);
    QVERIFY(curves[0].name.contains(QStringLiteral("corrected")));
    QVERIFY(curves[1].name.contains(QStringLiteral("uncorrected")));
    QCOMPARE(curves[0].points.back().valueUs, double(snap.latencyIntended.valueAtPercentile(99.999)) / 1000.0);
    QCOMPARE(curves[1].points.back().valueUs, double(snap.latency.valueAtPercentile(99.999)) / 1000.0);
    // A baseline is one faded curve: the corrected one its run was judged on.
    const auto base = bwui::SpectrumCurves::of(live.spectrum(), QStringLiteral("baseline"), 0, true);
    QCOMPARE(int(base.size()), 1);
    QCOMPARE(base[0].style, bwui::SpectrumChart::Style::Faded);
    QCOMPARE(base[0].points.back().valueUs, curves[0].points.back().valueUs);
    bwui::ChartsPanel panel;
    panel.refreshSpectrum(live.spectrum());
    QCOMPARE(panel.spectrumChart()->curveCount(), 2);
}

void TestSpectrumChart::summaryShowsTheWholeRunsSpectrum()
{
    bw::RunResult r = measuredRun();
    r.slo.maxP99Us = 5000;
    r.slo.minRps = 500;
    r.verdict = bw::evaluateSlo(r.slo, r);
    bwui::SummaryPanel summary;
    summary.showResult(r);
    bwui::SpectrumChart* chart = summary.spectrumChart();
    QCOMPARE(chart->curveCount(), 1);
    QCOMPARE(chart->curvePoints(0).last().y(), double(r.latency.valueAtPercentile(99.999)) / 1e6);
    QCOMPARE(chart->thresholdMs(), 5.0);
    QCOMPARE(int(summary.headroomBars()->rows().size()), 1);
    QVERIFY(summary.headroomBars()->rows()[0].rpsRatio > 1.9);
}


// The spectrum's x axis names all six "nines" however narrow the chart (at
// 1280x800 and in the presentation it used to label 0 %, 99 % and 99.99 %
// only): with "%" where there is room, without it or slanted where not.
void TestSpectrumChart::spectrumLabelsEveryNineAtAnyWidth()
{
    bw::LatencySnapshot snap;
    snap.version = 1;
    snap.latency = longTail(3, 2e5);
    bwui::LiveSeries live;
    live.setLatency(snap);
    for (int width : {1200, 420, 300, 230}) {
        bwui::SpectrumChart chart;
        chart.setCurves(bwui::SpectrumCurves::of(live.spectrum(), QString(), 0));
        chart.resize(width, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCoreApplication::processEvents();
        const QStringList labels = chart.xLabels();
        QCOMPARE(labels.size(), 6);
        QVERIFY2(labels.first().startsWith('0') && labels.last().startsWith(QStringLiteral("99.999")),
                 qPrintable(labels.join(" | ")));
        if (width >= 1200)
            QCOMPARE(labels.last(), QStringLiteral("99.999%"));
    }
}

BW_TEST_MAIN(TestSpectrumChart)
#include "tst_ui_spectrum_chart.moc"

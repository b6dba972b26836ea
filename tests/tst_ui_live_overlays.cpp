// The live demo views' overlays: the live figures coloured against the SLO,
// a suite's headroom rows (the bars themselves have tst_ui_headroom_bars),
// and the baseline overlay's alignment by second since the start of the
// measured phase, cut or ended early when its length differs, drawn faded
// under the live run.
#include "run_result_fixture.h"
#include "charts/spectrum_chart.h"
#include "charts/time_chart.h"
#include "model/baseline_series.h"
#include "model/live_series.h"
#include "model/run_channels.h"
#include "panels/charts_panel.h"
#include "panels/live_figures_panel.h"
#include "suite/suite_headroom.h"
#include "suite/suite_panel.h"
#include "test_main.h"
#include "widgets/figure_tile.h"

#include <QTranslator>
#include <QtTest>

class TestLiveOverlays : public QObject {
    Q_OBJECT
private slots:
    void figuresAreColouredAgainstTheSlo();
    void suiteHeadroomHasARowPerRun();
    void suiteHeadroomFollowsALanguageSwitch();
    void baselineAlignsByMeasuredSecond();
    void baselineOfAnotherLengthIsCutOrEndsEarly();
    void baselineIsDrawnFadedUnderTheLiveRun();
};

namespace {

bw::LatencyHistogram longTail(uint64_t seed, double medianNs, int n = 50000)
{
    return bwtest::longTailHistogram(seed, medianNs, n);
}

bw::LiveStatus measuredLive(double rps, double p99Us)
{
    bw::LiveStatus l;
    l.phase = bw::Phase::Measured;
    l.rpsNow = rps;
    l.p99NowUs = p99Us;
    l.requestsDone = 1000;
    return l;
}

// A run with `warmup` warmup seconds and `measured` measured seconds whose
// requests/s is 1000 + the measured second's index.
bw::RunResult runWithSeries(int warmup, int measured)
{
    bw::RunResult r;
    r.warmupSec = warmup;
    r.measuredSec = measured;
    for (int s = 0; s < warmup + measured; ++s) {
        bw::SecondStats st;
        st.second = s;
        st.warmup = s < warmup;
        st.requests = st.warmup ? 5 : uint64_t(1000 + (s - warmup));
        st.p50Us = 100;
        st.p90Us = 200;
        st.p99Us = 300 + (s - warmup);
        st.maxUs = 900;
        r.series.push_back(st);
    }
    r.latency = longTail(7, 3e5, 2000);
    r.latencySummary = bw::LatencySummary::from(r.latency);
    r.requests = r.latency.count();
    r.rps = 1000;
    return r;
}

// A suite run that ran, on cell `cell`, judged against this SLO (0 = none).
bw::SuiteRunRecord judgedRecord(const char* scenario, const char* cell, double minRps, double maxP99Us)
{
    bw::SuiteRunRecord r;
    r.scenarioName = scenario;
    r.cellLabel = cell;
    r.ran = true;
    r.result = runWithSeries(1, 5);
    r.result.slo.minRps = minRps;
    r.result.slo.maxP99Us = maxP99Us;
    r.result.verdict = bw::evaluateSlo(r.result.slo, r.result);
    return r;
}

} // namespace

void TestLiveOverlays::figuresAreColouredAgainstTheSlo()
{
    using Tone = bwui::FigureTile::Tone;
    bwui::LiveFiguresPanel f;
    bw::Slo slo;
    slo.minRps = 1000;
    slo.maxP99Us = 5000;
    f.setSlo(slo);
    f.showLive(measuredLive(1500, 3000), std::nullopt, false);
    QCOMPARE(f.rpsTile()->tone(), Tone::Good);
    QCOMPARE(f.p99Tile()->tone(), Tone::Good);
    f.showLive(measuredLive(800, 8000), std::nullopt, false);
    QCOMPARE(f.rpsTile()->tone(), Tone::Bad);
    QCOMPARE(f.p99Tile()->tone(), Tone::Bad);
    bw::LiveStatus warm = measuredLive(800, 8000);
    warm.phase = bw::Phase::Warmup;   // not judged while warming up
    f.showLive(warm, std::nullopt, false);
    QCOMPARE(f.rpsTile()->tone(), Tone::Plain);
    QCOMPARE(f.p99Tile()->tone(), Tone::Plain);
    f.setSlo(bw::Slo{});
    f.showLive(measuredLive(800, 8000), std::nullopt, false);
    QCOMPARE(f.rpsTile()->tone(), Tone::Plain);
    // The value's colour is the palette's pass / fail colour.
    f.setSlo(slo);
    f.showLive(measuredLive(800, 3000), std::nullopt, false);

    // "vs baseline" under the big figures.
    f.setBaseline(1000, 4000);
    f.showLive(measuredLive(1500, 2000), std::nullopt, false);
    QVERIFY2(f.rpsTile()->extra().contains(QStringLiteral("1.5")), qPrintable(f.rpsTile()->extra()));
    QVERIFY2(f.p99Tile()->extra().contains(QStringLiteral("0.5")), qPrintable(f.p99Tile()->extra()));
    f.setBaseline(0, 0);
    QVERIFY(f.rpsTile()->extra().isEmpty());
}

void TestLiveOverlays::suiteHeadroomHasARowPerRun()
{
    std::vector<bw::SuiteRunRecord> records = {judgedRecord("list", "node", 500, 10000),
                                               judgedRecord("find", "node", 4000, 10000),   // fails its floor
                                               bw::SuiteRunRecord{}};
    records[2].scenarioName = "broken";
    records[2].ran = false;
    const auto rows = bwui::suiteHeadroomRows(records);
    QCOMPARE(int(rows.size()), 3);
    QVERIFY(rows[0].name.contains(QStringLiteral("list")) && rows[0].name.contains(QStringLiteral("node")));
    QVERIFY(rows[0].pass);
    QVERIFY(rows[0].rpsRatio > 1.9 && rows[0].p99Headroom > 1);
    QVERIFY(!rows[1].pass);
    QVERIFY(rows[1].rpsRatio < 1);
    QVERIFY(rows[2].evaluated && !rows[2].pass);
    QCOMPARE(rows[2].rpsRatio, 0.0);
}

void TestLiveOverlays::suiteHeadroomFollowsALanguageSwitch()
{
    const std::vector<bw::SuiteRunRecord> records = {judgedRecord("list", "node", 500, 0)};
    bwui::SuitePanel panel;
    panel.showRecords(records);
    QCOMPARE(panel.headroomBars()->rows().at(0).name, QStringLiteral("list on node"));
    QTranslator korean;
    QVERIFY(korean.load(QStringLiteral(":/i18n/benchwork_ko.qm")));
    QCoreApplication::installTranslator(&korean);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&panel, &change);
    const QString korName = panel.headroomBars()->rows().at(0).name;
    QCoreApplication::removeTranslator(&korean);
    QCoreApplication::sendEvent(&panel, &change);
    QCOMPARE(korName, QStringLiteral("node\uC758 list"));
    QCOMPARE(panel.headroomBars()->rows().at(0).name, QStringLiteral("list on node"));
}

void TestLiveOverlays::baselineAlignsByMeasuredSecond()
{
    // Baseline: 2 s warmup, 10 measured seconds (rps 1000..1009).
    bwui::BaselineSeries base;
    base.set(runWithSeries(2, 10), QStringLiteral("#1"));
    QVERIFY(base.active());
    QCOMPARE(base.rps(), 1000.0);
    // Live run with a 5 s warmup: measured second k of the baseline lands on
    // the live run's measured second k (plotted at its middle: 5 + k + 0.5).
    const QList<QPointF> pts = base.points(bwui::ChRps, 5, 30, 1000);
    QCOMPARE(pts.size(), 10);
    for (int k = 0; k < 10; ++k) {
        QCOMPARE(pts[k].x(), 5.0 + k + 0.5);
        QCOMPARE(pts[k].y(), 1000.0 + k);
    }
    // No warmup on the live side: from the middle of second 0.
    const QList<QPointF> none = base.points(bwui::ChRps, 0, 30, 1000);
    QCOMPARE(none.first().x(), 0.5);
    QCOMPARE(none.first().y(), 1000.0);
    const QList<QPointF> p99 = base.points(bwui::ChP99Ms, 5, 30, 1000);
    QCOMPARE(p99.first().y(), 0.3);   // ms
    base.clear();
    QVERIFY(!base.active());
    QVERIFY(base.points(bwui::ChRps, 5, 30, 1000).isEmpty());
}

void TestLiveOverlays::baselineOfAnotherLengthIsCutOrEndsEarly()
{
    bwui::BaselineSeries longer;
    longer.set(runWithSeries(3, 60), QStringLiteral("long"));
    // Live: 2 s warmup, 20 s planned span: the baseline is cut at the axis end.
    const QList<QPointF> cut = longer.points(bwui::ChRps, 2, 20, 1000);
    QVERIFY(!cut.isEmpty());
    QVERIFY(cut.last().x() <= 20.0);
    QCOMPARE(cut.last().x(), 19.5);
    QCOMPARE(cut.first().x(), 2.5);   // measured second 0 -> 2 + 0 + 0.5
    QCOMPARE(cut.first().y(), 1000.0);
    QCOMPARE(cut.last().y(), 1000.0 + 17);   // measured second 17 is [19, 20) on the live axis

    bwui::BaselineSeries shorter;
    shorter.set(runWithSeries(1, 4), QStringLiteral("short"));
    const QList<QPointF> early = shorter.points(bwui::ChRps, 2, 60, 1000);
    QCOMPARE(early.size(), 4);
    QCOMPARE(early.last().x(), 2.0 + 3.5);   // ends with its own measured phase
    QCOMPARE(early.last().y(), 1003.0);
}

void TestLiveOverlays::baselineIsDrawnFadedUnderTheLiveRun()
{
    bwui::BaselineSeries base;
    base.set(runWithSeries(2, 10), QStringLiteral("#1"));
    bwui::ChartsPanel panel;
    panel.resize(1200, 600);
    panel.setBaseline(&base);
    panel.reset(2, 20);
    bwui::SeriesBuffer run(bwui::RunChannelCount), target(bwui::TargetChannelCount);
    QVERIFY(panel.refresh(run, target, 20));
    const QList<QPointF> drawn = panel.rpsChart()->points(1);   // the faded baseline line
    QCOMPARE(drawn, base.points(bwui::ChRps, 2, 20, std::max(50, panel.rpsChart()->plotWidthPx() / 2)));
    QCOMPARE(drawn.size(), 10);
    QVERIFY(!panel.latencyChart()->points(4).isEmpty());   // baseline p99
    // Drawn first, so under every live line (it was added after them).
    QCOMPARE(panel.rpsChart()->drawingOrder().front(), 1);
    QCOMPARE(panel.latencyChart()->drawingOrder().front(), 4);
    QCOMPARE(int(panel.latencyChart()->drawingOrder().size()), 5 + bwui::kEntryLatencyLines);
    // Its spectrum sits under the live one.
    bw::LatencySnapshot snap;
    snap.version = 1;
    snap.latency = longTail(5, 2e5);
    bwui::LiveSeries live;
    live.setLatency(snap);
    panel.refreshSpectrum(live.spectrum());
    QCOMPARE(panel.spectrumChart()->curveCount(), 2);
    QVERIFY(panel.spectrumChart()->curveName(0).contains(QStringLiteral("baseline")));
    // Removing the baseline removes its lines.
    base.clear();
    QVERIFY(panel.refresh(run, target, 20));
    QVERIFY(panel.rpsChart()->points(1).isEmpty());
    panel.setBaseline(nullptr);
    QCOMPARE(panel.spectrumChart()->curveCount(), 1);
}

BW_TEST_MAIN(TestLiveOverlays)
#include "tst_ui_live_overlays.moc"

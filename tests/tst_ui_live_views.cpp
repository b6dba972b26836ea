// The live demo views (the spectrum has tst_ui_spectrum_chart):
// chart interaction (hide/show, zoom, hover values, export), the SLO's
// threshold lines, the intended load's faded step line, the live load
// changes' markers, per-request latency lines and the presentation's
// caption. The coloured figures, a suite's headroom rows and the baseline
// overlay are tested in tst_ui_live_overlays.
#include "charts/chart_export.h"
#include "charts/chart_legend.h"
#include "charts/spectrum_chart.h"
#include "charts/time_chart.h"
#include "model/live_series.h"
#include "model/run_channels.h"
#include "model/spectrum_curves.h"
#include "panels/charts_panel.h"
#include "window/presentation_view.h"

#include "stats/percentile_spectrum.h"
#include "test_main.h"

#include <QChartView>
#include <QCheckBox>
#include <QImage>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <cmath>
#include <random>

class TestLiveViews : public QObject {
    Q_OBJECT
private slots:
    void hidingALineKeepsItsDataAndRescales();
    void zoomKeepsTheDataAndSurvivesLiveRanges();
    void dragZoomsAndDoubleClickResets();
    void hoverListsEverySeriesAtThatSecond();
    void sloLinesFollowTheSlo();
    void chartsExportAsPngAndSvg();
    void intendedLoadFollowsAKnownSchedule();
    void changeMarkersSitAtTheirInstant();
    void perRequestLatencyLinesFollowTheEntries();
    void aLongCaptionWrapsInsideThePresentation();
};

namespace {

double axisTop(const bwui::TimeChart& c)
{
    const QStringList labels = c.axisLabels(bwui::TimeChart::Axis::Left);
    return labels.isEmpty() ? 0 : QLocale().toDouble(QString(labels.last()).remove(QLocale().groupSeparator()));
}

} // namespace
void TestLiveViews::hidingALineKeepsItsDataAndRescales()
{
    bwui::TimeChart chart;
    const int p99 = chart.addLine(QStringLiteral("p99"), 0);
    const int max = chart.addLine(QStringLiteral("max"), 1);
    chart.resize(600, 300);
    chart.setTimeRange(0, 10);
    const QList<QPointF> p99Pts = {{1, 1.0}, {2, 1.5}, {3, 2.0}};
    const QList<QPointF> maxPts = {{1, 2.0}, {2, 250.0}, {3, 3.0}};   // one spike
    chart.setPoints(p99, p99Pts);
    chart.setPoints(max, maxPts);
    QVERIFY(axisTop(chart) >= 250);

    chart.setLineVisible(max, false);
    QVERIFY(!chart.lineVisible(max));
    QCOMPARE(chart.points(max), maxPts);   // data intact
    QCOMPARE(chart.points(p99), p99Pts);
    QVERIFY2(axisTop(chart) < 5, qPrintable(chart.axisLabels(bwui::TimeChart::Axis::Left).join(' ')));

    // A click on the legend entry shows it again.
    QSignalSpy spy(&chart, &bwui::TimeChart::lineVisibilityChanged);
    bwui::ChartLegend* legend = chart.legend();
    const int entry = int(legend->names().indexOf(QStringLiteral("max")));
    QVERIFY(entry >= 0);
    QVERIFY(legend->entries()[size_t(entry)].off);   // a hidden line keeps its entry, struck out
    legend->resize(600, legend->heightForWidth(600));
    QTest::mouseClick(legend, Qt::LeftButton, {}, legend->entryRects()[size_t(entry)].center());
    QVERIFY(chart.lineVisible(max));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(chart.points(max), maxPts);
    QVERIFY(axisTop(chart) >= 250);

    // The charts panel's "Show max" follows a legend click and the reverse.
    bwui::ChartsPanel panel;
    QVERIFY(panel.showMax());
    panel.latencyChart()->setLineVisible(3, false);
    QVERIFY(!panel.showMax());
    panel.setShowMax(true);
    QVERIFY(panel.latencyChart()->lineVisible(3));
}

void TestLiveViews::zoomKeepsTheDataAndSurvivesLiveRanges()
{
    bwui::TimeChart chart;
    const int line = chart.addLine(QStringLiteral("rps"), 0);
    chart.resize(600, 300);
    QList<QPointF> pts;
    for (int s = 1; s <= 60; ++s)
        pts.append(QPointF(s, 1000 + s));
    chart.setTimeRange(0, 60);
    chart.setPoints(line, pts);
    chart.zoomTo(10, 20);
    QVERIFY(chart.zoomed());
    QCOMPARE(chart.shownFrom(), 10.0);
    QCOMPARE(chart.shownTo(), 20.0);
    chart.setTimeRange(0, 70);   // the live run grows: the zoom stays
    QCOMPARE(chart.shownFrom(), 10.0);
    QCOMPARE(chart.shownTo(), 20.0);
    QCOMPARE(chart.points(line), pts);
    chart.zoomTo(3, 3.5);   // too short to mean anything: ignored
    QCOMPARE(chart.shownFrom(), 10.0);
    chart.resetZoom();
    QVERIFY(!chart.zoomed());
    QCOMPARE(chart.shownFrom(), 0.0);
    QCOMPARE(chart.shownTo(), 70.0);
    QCOMPARE(chart.points(line), pts);
}

void TestLiveViews::dragZoomsAndDoubleClickResets()
{
    bwui::TimeChart chart;
    chart.addLine(QStringLiteral("rps"), 0);
    chart.resize(700, 360);
    chart.setTimeRange(0, 100);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    auto* view = chart.findChild<QChartView*>();
    QVERIFY(view);
    const QRect plot = view->mapFromScene(view->chart()->mapToScene(view->chart()->plotArea()).boundingRect()).boundingRect();
    const int y = plot.center().y();
    const QPoint a(plot.left() + plot.width() / 4, y), b(plot.left() + plot.width() / 2, y);
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, a);
    QMouseEvent move(QEvent::MouseMove, QPointF(b), view->viewport()->mapToGlobal(QPointF(b)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &move);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, b);
    QVERIFY(chart.zoomed());
    QVERIFY2(std::abs(chart.shownFrom() - 25) < 3 && std::abs(chart.shownTo() - 50) < 3,
             qPrintable(QStringLiteral("%1..%2").arg(chart.shownFrom()).arg(chart.shownTo())));
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, b);
    QVERIFY(!chart.zoomed());
    QCOMPARE(chart.shownTo(), 100.0);
}

void TestLiveViews::hoverListsEverySeriesAtThatSecond()
{
    bwui::TimeChart chart;
    const int a = chart.addLine(QStringLiteral("p50"), 0);
    const int b = chart.addLine(QStringLiteral("p99"), 1);
    chart.setTimeRange(0, 10);
    chart.setPoints(a, {{1, 0.5}, {2, 0.6}, {3, 0.7}});
    chart.setPoints(b, {{1, 1.5}, {2, 1.75}, {3, 2.5}});
    const QStringList rows = chart.valuesAt(2.1).split(QLatin1Char('\n'));
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[0], QStringLiteral("2.1 s"));
    QVERIFY2(rows[1].startsWith(QStringLiteral("p50: ")) && rows[1].contains(QStringLiteral("0.6")), qPrintable(rows[1]));
    QVERIFY2(rows[2].startsWith(QStringLiteral("p99: ")) && rows[2].contains(QStringLiteral("1.75")), qPrintable(rows[2]));
    chart.setLineVisible(b, false);   // a hidden line is not listed
    QCOMPARE(chart.valuesAt(2).split(QLatin1Char('\n')).size(), 2);
}

void TestLiveViews::sloLinesFollowTheSlo()
{
    bwui::ChartsPanel panel;
    panel.resize(1200, 600);
    bw::Slo slo;
    slo.minRps = 5000;
    slo.maxP99Us = 20000;
    panel.setSlo(slo);
    QCOMPARE(panel.rpsChart()->threshold(), 5000.0);
    QCOMPARE(panel.latencyChart()->threshold(), 20.0);   // ms
    QCOMPARE(panel.spectrumChart()->thresholdMs(), 20.0);
    // The axes reach the lines even when the data stays below them.
    QVERIFY(axisTop(*panel.rpsChart()) >= 5000);
    QVERIFY(axisTop(*panel.latencyChart()) >= 20);
    QVERIFY(panel.spectrumChart()->yTop() >= 20);
    slo.minRps = 0;
    slo.maxP99Us = 7000;
    panel.setSlo(slo);
    QCOMPARE(panel.rpsChart()->threshold(), 0.0);
    QCOMPARE(panel.latencyChart()->threshold(), 7.0);
    panel.setSlo(bw::Slo{});
    QCOMPARE(panel.latencyChart()->threshold(), 0.0);
    QCOMPARE(panel.spectrumChart()->thresholdMs(), 0.0);
}

void TestLiveViews::chartsExportAsPngAndSvg()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    bwui::TimeChart chart;
    const int l = chart.addLine(QStringLiteral("rps"), 0);
    chart.setTimeRange(0, 10);
    chart.setPoints(l, {{1, 10}, {2, 20}, {3, 15}});
    chart.resize(500, 300);
    const QString png = dir.filePath(QStringLiteral("chart.png"));
    QCOMPARE(bwui::exportWidgetImage(&chart, png), QString());
    QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 500 && image.height() >= 300);

    const QString svg = dir.filePath(QStringLiteral("chart.svg"));
    QCOMPARE(bwui::exportWidgetImage(&chart, svg), QString());
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    QString root;
    int elements = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            if (root.isEmpty())
                root = xml.name().toString();
            ++elements;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(root, QStringLiteral("svg"));
    QVERIFY(elements > 5);

    QVERIFY(!bwui::exportWidgetImage(&chart, dir.filePath(QStringLiteral("chart.bmp"))).isEmpty());
    QVERIFY(!bwui::exportWidgetImage(&chart, QStringLiteral("/nonexistent-folder/x.png")).isEmpty());
}

// A closed-model run ramping 10 -> 50 VUs over 4 s, then holding: the faded
// intended line on the requests/s chart (right axis) is a step per second at
// the VUs each second ran with, and an open-model run draws its rate instead.
void TestLiveViews::intendedLoadFollowsAKnownSchedule()
{
    bwui::ChartsPanel panel;
    panel.resize(1200, 600);
    panel.reset(1, 8);
    const int vus[] = {10, 10, 20, 30, 40, 50, 50, 50};   // second 0: the warmup at the first level
    std::vector<bw::SecondStats> seconds;
    for (int s = 0; s < 8; ++s) {
        bw::SecondStats st;
        st.second = s;
        st.warmup = s == 0;
        st.requests = 100;
        st.activeVus = vus[s];
        seconds.push_back(st);
    }
    bwui::SeriesBuffer run(bwui::RunChannelCount), target(bwui::TargetChannelCount);
    bwui::appendRunSeconds(run, seconds, 1);
    QVERIFY(panel.refresh(run, target, 8));
    const int kIntendedRate = 2, kIntendedVus = 3;   // charts_panel.cpp's line ids
    const QList<QPointF> line = panel.rpsChart()->points(kIntendedVus);
    QCOMPARE(line.size(), 16);   // two points a second: a step
    for (int s = 0; s < 8; ++s) {
        QCOMPARE(line[2 * s].y(), double(vus[s]));
        QCOMPARE(line[2 * s + 1].y(), double(vus[s]));
        QCOMPARE(line[2 * s].x(), double(s));          // held across [s, s + 1)
        QCOMPARE(line[2 * s + 1].x(), double(s + 1));
    }
    QVERIFY(panel.rpsChart()->points(kIntendedRate).isEmpty());
    QVERIFY(panel.rpsChart()->legendNames().contains(QStringLiteral("intended VUs (right axis)")));

    // The open model: the intended rate on the requests/s axis, no VUs line.
    for (bw::SecondStats& st : seconds)
        st.targetRate = 100.0 * (st.second + 1);
    run.clear();
    bwui::appendRunSeconds(run, seconds, 1);
    QVERIFY(panel.refresh(run, target, 8));
    QVERIFY(panel.rpsChart()->points(kIntendedVus).isEmpty());
    const QList<QPointF> rate = panel.rpsChart()->points(kIntendedRate);
    QCOMPARE(rate.size(), 16);
    QCOMPARE(rate[6].y(), 400.0);   // second 3
    QCOMPARE(rate[7].x(), 4.0);
}

// A change at 2.5 s into the measured phase of a run with a 1.5 s warmup is
// marked at 4 s on every time chart, labelled with its from and to; its line
// sits at that second's pixel, between the plot's ends in proportion.
void TestLiveViews::changeMarkersSitAtTheirInstant()
{
    bwui::ChartsPanel panel;
    panel.resize(1200, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.reset(1.5, 10);
    bw::LoadChange up;
    up.atSec = 2.5;
    up.knob = bw::LoadKnob::Vus;
    up.from = 100;
    up.to = 400;
    bw::LoadChange down = up;
    down.atSec = 6.5;
    down.from = 400;
    down.to = 50;
    panel.setLoadChanges({up, down}, 1.5);
    for (bwui::TimeChart* c : {panel.rpsChart(), panel.latencyChart(), panel.serverChart(), panel.errorsChart()}) {
        QCOMPARE(int(c->markers().size()), 2);
        QCOMPARE(c->markers()[0].atSec, 4.0);
        QCOMPARE(c->markers()[1].atSec, 8.0);
    }
    QCOMPARE(panel.rpsChart()->markers()[0].label, QStringLiteral("100 → 400 VUs"));
    QCOMPARE(panel.rpsChart()->markers()[1].label, QStringLiteral("400 → 50 VUs"));
    QTest::qWait(50);   // laid out
    bwui::TimeChart* c = panel.rpsChart();
    const double x0 = c->markerViewX(0), x1 = c->markerViewX(1);
    QVERIFY2(x0 > 0 && x1 > x0, qPrintable(QString("%1 %2").arg(x0).arg(x1)));
    // 4 s and 8 s of a 0..10 s axis: the second lies 4 s further at the same scale.
    const double pxPerSec = (x1 - x0) / 4.0;
    QVERIFY(std::abs((x0 - 4 * pxPerSec) - (c->markerViewX(1) - 8 * pxPerSec)) < 1.0);
    QVERIFY(std::abs(pxPerSec * 10 - c->plotWidthPx()) < 3.0);
    // Zoomed past the first, it is hidden; a reset clears them all.
    c->zoomTo(5, 10);
    QCOMPARE(c->markerViewX(0), -1.0);
    QVERIFY(c->markerViewX(1) > 0);
    c->resetZoom();
    // An open-model change reads in requests/s.
    bw::LoadChange rate;
    rate.knob = bw::LoadKnob::Rate;
    rate.from = 1000;
    rate.to = 5000;
    QCOMPARE(bwui::ChartsPanel::changeLabel(rate), QStringLiteral("1,000 → 5,000 requests/s"));
    panel.reset(0, 10);
    QVERIFY(c->markers().empty());
    QCOMPARE(c->markerViewX(0), -1.0);
}

// A request set's entries each get a dotted p99 line on the latency chart,
// at the p99 each of its seconds had, named after the entry; a second in
// which nothing of an entry completed is a gap. One box hides them all.
void TestLiveViews::perRequestLatencyLinesFollowTheEntries()
{
    bwui::ChartsPanel panel;
    panel.resize(1200, 600);
    panel.reset(0, 4);
    QVERIFY(panel.perRequestLines()->isHidden());   // no set, no box
    std::vector<bw::SecondStats> seconds;
    for (int s = 0; s < 4; ++s) {
        bw::SecondStats st;
        st.second = s;
        st.requests = 30;
        st.p99Us = 9000;
        st.byRequest = {{10, 0, 1000, 2000.0 + 1000 * s}, {s == 2 ? 0u : 20u, 0, 3000, 8000}};
        seconds.push_back(st);
    }
    bwui::SeriesBuffer run(bwui::RunChannelCount), target(bwui::TargetChannelCount);
    bwui::appendRunSeconds(run, seconds, 0);
    QVERIFY(panel.refresh(run, target, 4));
    const int kFind = 5, kList = 6;   // charts_panel.cpp's line ids: after p50, p90, p99, max, baseline p99
    QVERIFY(panel.latencyChart()->points(kFind).isEmpty());   // names not known yet: no lines

    bw::LiveRequests live;
    live.version = 1;
    live.entries.resize(2);
    live.entries[0].name = "find";
    live.entries[1].name = "list";
    panel.refreshRequests(live, nullptr);
    QVERIFY(!panel.perRequestLines()->isHidden());
    QVERIFY(panel.refresh(run, target, 4));
    const QList<QPointF> find = panel.latencyChart()->points(kFind);
    QCOMPARE(find.size(), 4);
    for (int s = 0; s < 4; ++s) {
        QCOMPARE(find[s].x(), s + 0.5);
        QCOMPARE(find[s].y(), 2.0 + s);   // ms
    }
    const QList<QPointF> list = panel.latencyChart()->points(kList);
    QCOMPARE(list.size(), 3);
    QCOMPARE(list[2].x(), 3.5);
    QVERIFY(panel.latencyChart()->points(kList + 1).isEmpty());   // a third line has no entry
    const QStringList legend = panel.latencyChart()->legendNames();
    QVERIFY2(legend.contains(QStringLiteral("p99 find")) && legend.contains(QStringLiteral("p99 list")),
             qPrintable(legend.join(QStringLiteral(", "))));
    QCOMPARE(legend.filter(QStringLiteral("p99 ")).size(), 2);

    panel.perRequestLines()->setChecked(false);
    QVERIFY(!panel.latencyChart()->lineVisible(kFind));
    QVERIFY(!panel.latencyChart()->lineVisible(kList));
    QVERIFY(panel.latencyChart()->lineVisible(2));   // the run's p99 stays
    panel.perRequestLines()->setChecked(true);
    QVERIFY(panel.latencyChart()->lineVisible(kFind));

    // Steps of two flows may share a name: each line names its flow.
    live.version = 2;
    live.entries[0].name = "login";
    live.entries[0].flow = "browse";
    live.entries[1].name = "login";
    live.entries[1].flow = "buy";
    panel.refreshRequests(live, nullptr);
    const QStringList steps = panel.latencyChart()->legendNames();
    QVERIFY2(steps.contains(QStringLiteral("p99 browse / login")) && steps.contains(QStringLiteral("p99 buy / login")),
             qPrintable(steps.join(QStringLiteral(", "))));

    // The next run without a set: no names, no lines, no box.
    panel.reset(0, 4);
    QVERIFY(panel.perRequestLines()->isHidden());
    QVERIFY(panel.refresh(run, target, 4));
    QVERIFY(panel.latencyChart()->points(kFind).isEmpty());
}

// A capacity search's closing sentence as the presentation's caption: it
// wraps, and the presentation still fits a 1280 px screen.
void TestLiveViews::aLongCaptionWrapsInsideThePresentation()
{
    bwui::PresentationView view;
    const QString sentence = QStringLiteral("the client, not the server, limits this search on this machine: the client "
                                            "cannot offer more than 2,750 req/s here (Client starved of CPU); ");
    view.setCaption(sentence.repeated(3));
    QCOMPARE(view.caption(), sentence.repeated(3));
    QVERIFY2(view.minimumSizeHint().width() <= 1280, qPrintable(QString::number(view.minimumSizeHint().width())));
}

BW_TEST_MAIN(TestLiveViews)
#include "tst_ui_live_views.moc"

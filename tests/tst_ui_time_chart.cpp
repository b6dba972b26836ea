// TimeChart's axes: a change of time range never makes the axis lay out
// more than a handful of labels (Qt Charts creates a text item per tick at
// every change; a 1-hour range at a 5 s interval was 720 labels per chart
// and tens of megabytes the window kept); the time labels in the window's
// unit text; grouped and sub-millisecond y labels.
#include "charts/chart_legend.h"
#include "charts/time_chart.h"
#include "model/display_format.h"
#include "test_main.h"

#include <QCategoryAxis>
#include <QChartView>
#include <QTranslator>
#include <QtTest>

#include <algorithm>
#include <cmath>

namespace {

// The chart's time axis (its horizontal category axis); nullptr when none.
QCategoryAxis* timeAxis(const bwui::TimeChart& chart)
{
    auto* view = chart.findChild<QChartView*>();
    QCategoryAxis* x = nullptr;
    if (view)
        for (QAbstractAxis* a : view->chart()->axes(Qt::Horizontal))
            x = qobject_cast<QCategoryAxis*>(a);
    return x;
}

} // namespace

class TestTimeChart : public QObject {
    Q_OBJECT
private slots:
    void rangeChangesNeverAskForManyTicks();
    void axesShowGroupedAndSubMillisecondLabels();
    void timeLabelsSayTheWindowsUnit();
    void timeLabelsNeverRunTogether();
    void legendWrapsRatherThanCuttingNames();
    void optionalLineIsInTheLegendOnlyWithPoints();
};

void TestTimeChart::rangeChangesNeverAskForManyTicks()
{
    bwui::TimeChart chart;
    chart.addLine(QStringLiteral("rps"), 0);
    chart.resize(600, 300);
    QCategoryAxis* x = timeAxis(chart);
    QVERIFY(x);
    int most = 0;
    connect(x, &QCategoryAxis::categoriesChanged, this, [&] { most = std::max(most, x->count()); });

    const std::pair<double, double> ranges[] = {{0, 10}, {0, 3600}, {0, 12}, {0, 600}, {0, 3}, {0, 7200}, {0, 86400}, {2.5, 9.5}};
    for (auto [from, to] : ranges) {
        chart.setTimeRange(from, to);
        QCOMPARE(x->min(), from);
        QCOMPARE(x->max(), to);
        const int ticks = x->count();
        QVERIFY2(ticks >= 2 && ticks <= 13, qPrintable(QString("%1 ticks for %2..%3 s").arg(ticks).arg(from).arg(to)));
        QCOMPARE(chart.timeLabels().size(), ticks);
    }
    QVERIFY2(most <= 13, qPrintable(QString("the axis was asked for %1 ticks at once").arg(most)));
}

// The time axis says its unit as the window's fields do: "5 s" in English,
// "5초" in Korean (Qt Charts' own printf labels could only say "5 s").
void TestTimeChart::timeLabelsSayTheWindowsUnit()
{
    bwui::TimeChart chart;
    chart.resize(600, 300);
    chart.setTimeRange(0, 10);
    QCOMPARE(chart.timeLabels().first(), QStringLiteral("0 s"));
    QVERIFY2(chart.timeLabels().contains(QStringLiteral("10 s")), qPrintable(chart.timeLabels().join(" | ")));
    QTranslator korean;
    QVERIFY(korean.load(QStringLiteral(":/i18n/benchwork_ko.qm")));
    QCoreApplication::installTranslator(&korean);
    QCOMPARE(bwui::DisplayFormat::seconds(10), QString::fromUtf8("10\uCD08"));   // the fields' unit text
    // A language switch alone relabels a chart that draws nothing new.
    QTRY_VERIFY2(chart.timeLabels().contains(QString::fromUtf8("10\uCD08")), qPrintable(chart.timeLabels().join(" | ")));
    chart.setTimeRange(0, 20);
    const QStringList ko = chart.timeLabels();
    QCoreApplication::removeTranslator(&korean);
    QTRY_COMPARE(chart.timeLabels().first(), QStringLiteral("0 s"));
    QVERIFY2(ko.contains(QString::fromUtf8("10\uCD08")), qPrintable(ko.join(" | ")));
    QVERIFY(!ko.join(QString()).contains(QLatin1String(" s")));
}

// A narrow chart (the presentation's third of 1280 px, a chart beside the
// load panel) labels fewer seconds rather than running them together ("1 s2
// s3 s"): neighbouring labels are at least their width apart, at any range,
// and a chart made narrower relabels itself.
void TestTimeChart::timeLabelsNeverRunTogether()
{
    bwui::TimeChart chart;
    chart.addLine(QStringLiteral("rps"), 0);
    auto* view = chart.findChild<QChartView*>();
    QCategoryAxis* x = timeAxis(chart);
    QVERIFY(view && x);
    chart.resize(600, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QFontMetrics fm(x->labelsFont());
    const auto check = [&](double from, double to) -> QString {
        const QStringList labels = x->categoriesLabels();
        if (labels.size() < 2)
            return QStringLiteral("%1 label(s) for %2..%3 s").arg(labels.size()).arg(from).arg(to);
        const double plotPx = view->chart()->plotArea().width();
        for (int i = 1; i < labels.size(); ++i) {
            const double gapPx = (x->endValue(labels[i]) - x->endValue(labels[i - 1])) / (to - from) * plotPx;
            // centred labels: half of each on either side of the gap, and a space between
            const double needPx = (fm.horizontalAdvance(labels[i]) + fm.horizontalAdvance(labels[i - 1])) / 2.0
                                  + fm.horizontalAdvance(QLatin1Char(' '));
            if (gapPx < needPx)
                return QStringLiteral("\"%1\" and \"%2\" %3 px apart in a %4 px plot (%5..%6 s)")
                    .arg(labels[i - 1], labels[i]).arg(gapPx).arg(plotPx).arg(from).arg(to);
        }
        return {};
    };
    const std::pair<double, double> ranges[] = {{0, 4}, {0, 10}, {0, 60}, {0, 600}, {0, 3600}};
    for (int width : {600, 300, 180}) {
        chart.resize(width, 300);
        for (auto [from, to] : ranges) {
            chart.setTimeRange(from, to);
            // the layout settles after the resize; the labels follow it
            QTRY_VERIFY2(check(from, to).isEmpty(), qPrintable(check(from, to)));
        }
    }
    // the wide chart still shows about six steps (10 s: every 2 s)
    chart.resize(600, 300);
    chart.setTimeRange(0, 10);
    QTRY_COMPARE(x->categoriesLabels().size(), 6);
}

// What the axes show: "100,000" rather than "100000"; on the log axis,
// labels below 1 ms (0.1, 0.2, 0.5), not only at 1 and 10.
void TestTimeChart::axesShowGroupedAndSubMillisecondLabels()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    bwui::TimeChart chart;
    const int rps = chart.addLine(QStringLiteral("rps"), 0);
    chart.resize(600, 300);
    chart.setPoints(rps, {QPointF(0, 81000), QPointF(1, 92000)});
    const QStringList linear = chart.axisLabels(bwui::TimeChart::Axis::Left);
    QVERIFY2(linear.contains(QStringLiteral("100,000")), qPrintable(linear.join(" | ")));
    QCOMPARE(linear.first(), QStringLiteral("0"));

    bwui::TimeChart latency;
    const int p99 = latency.addLine(QStringLiteral("p99"), 0);
    latency.resize(600, 300);
    latency.setLogarithmic(true);
    latency.setPoints(p99, {QPointF(0, 0.18), QPointF(1, 0.42), QPointF(2, 3.1)});   // ms
    QCOMPARE(latency.axisLabels(bwui::TimeChart::Axis::Left),
             QStringList({"0.1", "0.2", "0.5", "1", "2", "5", "10"}));
    // Back to linear: the linear labels again.
    latency.setLogarithmic(false);
    QVERIFY(!latency.axisLabels(bwui::TimeChart::Axis::Left).contains(QStringLiteral("0.2")));
}

// At the width a chart has at 1280x800 (and narrower), every legend entry
// is drawn whole: the entries wrap onto a second row instead of Qt Charts'
// single row that cut them ("CPU (% of a …", "SL… ba…").
void TestTimeChart::legendWrapsRatherThanCuttingNames()
{
    bwui::TimeChart chart;
    const QStringList names = {"p50", "p90", "p99", "max", "baseline p99"};
    for (int i = 0; i < names.size(); ++i)
        chart.addLine(names[i], i);
    chart.setThreshold(5, QStringLiteral("SLO p99 ceiling 5.00 ms"));
    for (int i = 0; i < names.size(); ++i)
        chart.setPoints(i, {QPointF(1, 1.0 + i), QPointF(2, 2.0 + i)});
    chart.resize(260, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    bwui::ChartLegend* legend = chart.legend();
    QCOMPARE(chart.legendNames(), QStringList(names) << QStringLiteral("SLO p99 ceiling 5.00 ms"));
    QVERIFY2(legend->rowCount(legend->width()) >= 2, "the entries wrap");
    QVERIFY(legend->height() >= legend->heightForWidth(legend->width()));   // the layout gave it its rows
    const std::vector<QRect> rects = legend->entryRects();
    const QFontMetrics fm(legend->font());
    for (size_t i = 0; i < rects.size(); ++i) {
        const QString& name = legend->entries()[i].name;
        QVERIFY2(rects[i].left() >= 0 && rects[i].right() < legend->width(), qPrintable(name));
        QVERIFY2(rects[i].width() > fm.horizontalAdvance(name), qPrintable(name));   // its whole text
    }
    // Wide enough, one row.
    QCOMPARE(legend->rowCount(2000), 1);
}

// A line a run may not have (cgroup throttling) is in the legend only
// while it has points; the other lines always are.
void TestTimeChart::optionalLineIsInTheLegendOnlyWithPoints()
{
    bwui::TimeChart chart;
    chart.addLine(QStringLiteral("RSS (MiB)"), 0);
    chart.addLine(QStringLiteral("CPU (% of a core)"), 1, bwui::TimeChart::Axis::Right);
    const int throttled = chart.addLine(QStringLiteral("throttled"), 2, bwui::TimeChart::Axis::Right);
    chart.setLineOptional(throttled, true);
    QCOMPARE(chart.legendNames(), QStringList({"RSS (MiB)", "CPU (% of a core)"}));
    chart.setPoints(throttled, {QPointF(1.5, 20)});
    QCOMPARE(chart.legendNames(), QStringList({"RSS (MiB)", "CPU (% of a core)", "throttled"}));
    chart.setPoints(throttled, {});
    QVERIFY(!chart.legendNames().contains(QStringLiteral("throttled")));
}

BW_TEST_MAIN(TestTimeChart)
#include "tst_ui_time_chart.moc"

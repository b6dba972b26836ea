// TimeChart's time axis: a change of range never makes the axis lay out
// more ticks than either the old or the new state has (Qt Charts creates a
// text item per tick at every change; a 1-hour range at a 5 s interval was
// 720 labels per chart and tens of megabytes the window kept).
#include "charts/time_chart.h"

#include <QChartView>
#include <QValueAxis>
#include <QtTest>

#include <algorithm>
#include <cmath>

class TestTimeChart : public QObject {
    Q_OBJECT
private slots:
    void rangeChangesNeverAskForManyTicks();
    void axesShowGroupedAndSubMillisecondLabels();
};

void TestTimeChart::rangeChangesNeverAskForManyTicks()
{
    bwui::TimeChart chart;
    chart.addLine(QStringLiteral("rps"), 0);
    chart.resize(600, 300);
    auto* view = chart.findChild<QChartView*>();
    QVERIFY(view);
    QValueAxis* x = nullptr;
    for (QAbstractAxis* a : view->chart()->axes(Qt::Horizontal))
        x = qobject_cast<QValueAxis*>(a);
    QVERIFY(x);
    double most = 0;
    auto count = [&] { most = std::max(most, (x->max() - x->min()) / x->tickInterval()); };
    connect(x, &QValueAxis::rangeChanged, this, count);
    connect(x, &QValueAxis::tickIntervalChanged, this, count);

    const std::pair<double, double> ranges[] = {{0, 10}, {0, 3600}, {0, 12}, {0, 600}, {0, 3}, {0, 7200}};
    for (auto [from, to] : ranges) {
        chart.setTimeRange(from, to);
        QCOMPARE(x->min(), from);
        QCOMPARE(x->max(), to);
        const double ticks = (to - from) / x->tickInterval();
        QVERIFY2(ticks >= 2 && ticks <= 12, qPrintable(QString("%1 ticks for 0..%2 s").arg(ticks).arg(to)));
    }
    QVERIFY2(most <= 12, qPrintable(QString("the axis was asked for %1 ticks at once").arg(most)));
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

QTEST_MAIN(TestTimeChart)
#include "tst_ui_time_chart.moc"

// Axis scales of the live charts: round steps, the data always covered,
// 3 to 6 ticks, label decimals that match the step.
#include "charts/axis_scale.h"

#include <QtTest>

#include <cmath>

class TestAxisScale : public QObject {
    Q_OBJECT
private slots:
    void roundSteps_data();
    void roundSteps();
    void coversEveryMaximum();
    void minimumTop();
};

void TestAxisScale::roundSteps_data()
{
    QTest::addColumn<double>("max");
    QTest::addColumn<double>("top");
    QTest::addColumn<int>("ticks");
    QTest::addColumn<int>("decimals");
    QTest::newRow("rps") << 83500.0 << 100000.0 << 6 << 0;
    QTest::newRow("ms") << 6.3 << 8.0 << 5 << 0;
    QTest::newRow("fifths") << 0.9 << 1.0 << 6 << 1;
    QTest::newRow("tenths") << 0.45 << 0.5 << 6 << 1;
    QTest::newRow("quarters") << 1.1 << 1.25 << 6 << 2;
    QTest::newRow("zero") << 0.0 << 1.0 << 6 << 1;
    QTest::newRow("exact") << 50.0 << 50.0 << 6 << 0;
}

void TestAxisScale::roundSteps()
{
    QFETCH(double, max);
    QFETCH(double, top);
    QFETCH(int, ticks);
    QFETCH(int, decimals);
    const bwui::LinearScale s = bwui::linearScale(max, 0);
    QCOMPARE(s.top, top);
    QCOMPARE(s.ticks, ticks);
    QCOMPARE(s.decimals, decimals);
}

void TestAxisScale::coversEveryMaximum()
{
    for (double max = 0.001; max < 1e7; max *= 1.37) {
        const bwui::LinearScale s = bwui::linearScale(max, 0);
        QVERIFY2(s.top >= max, qPrintable(QString::number(max)));
        QVERIFY(s.top < max * 2.6);   // never mostly empty
        QVERIFY(s.ticks >= 2 && s.ticks <= 6);
        const double step = s.top / (s.ticks - 1);
        const double scaled = step * std::pow(10.0, s.decimals);
        QVERIFY2(std::fabs(scaled - std::round(scaled)) < 1e-6, qPrintable(QString::number(step)));
    }
}

void TestAxisScale::minimumTop()
{
    QCOMPARE(bwui::linearScale(0, 5).top, 5.0);
    QCOMPARE(bwui::linearScale(0, 5).decimals, 0);
    QCOMPARE(bwui::linearScale(120, 100).top, 125.0);
}

QTEST_GUILESS_MAIN(TestAxisScale)
#include "tst_ui_axis_scale.moc"

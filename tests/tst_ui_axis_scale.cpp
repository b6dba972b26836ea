// Axis scales of the live charts: round steps, the data always covered,
// 3 to 6 ticks, label decimals that match the step.
#include "charts/axis_scale.h"
#include "test_main.h"

#include <QLocale>
#include <QtTest>

#include <cmath>

class TestAxisScale : public QObject {
    Q_OBJECT
private slots:
    void roundSteps_data();
    void roundSteps();
    void coversEveryMaximum();
    void minimumTop();
    void logAxisLabelsBelowOneMillisecond();
    void logAxisWideRangeStaysReadable();
    void labelsGroupThousands();
    void rangeHasRoundEnds();
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

// The log latency axis labelled only 1 and 10: sub-millisecond lines had no label.
void TestAxisScale::logAxisLabelsBelowOneMillisecond()
{
    const bwui::LogScale s = bwui::logScale(0.12, 6.3);   // ms
    QCOMPARE(s.low, 0.1);
    QCOMPARE(s.high, 10.0);
    QStringList labels;
    for (double v : s.ticks)
        labels << bwui::tickLabel(v);
    QCOMPARE(labels, QStringList({"0.1", "0.2", "0.5", "1", "2", "5", "10"}));
    // Every tick within the range, ascending.
    for (size_t i = 1; i < s.ticks.size(); ++i)
        QVERIFY(s.ticks[i] > s.ticks[i - 1]);
    QVERIFY(s.ticks.front() >= s.low && s.ticks.back() <= s.high);

    const bwui::LogScale tiny = bwui::logScale(0.03, 0.08);
    QCOMPARE(tiny.low, 0.01);
    QCOMPARE(tiny.high, 0.1);
    QCOMPARE(bwui::tickLabel(tiny.ticks[1]), QStringLiteral("0.02"));
    // A flat line (min = max) still gets a decade with labels.
    QVERIFY(bwui::logScale(2, 2).ticks.size() >= 3);
    QVERIFY(bwui::logScale(0, 0).ticks.size() >= 2);
}

void TestAxisScale::logAxisWideRangeStaysReadable()
{
    // Five decades: only the powers of ten, or the labels would overlap.
    const bwui::LogScale s = bwui::logScale(0.05, 900);
    QCOMPARE(s.low, 0.01);
    QCOMPARE(s.high, 1000.0);
    QCOMPARE(int(s.ticks.size()), 6);
}

// "250000" on the axes read badly; the locale's grouping is used.
void TestAxisScale::labelsGroupThousands()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(bwui::tickLabel(250000, 0), QStringLiteral("250,000"));
    QCOMPARE(bwui::tickLabel(250000), QStringLiteral("250,000"));
    QCOMPARE(bwui::tickLabel(0.25), QStringLiteral("0.25"));
    QCOMPARE(bwui::tickLabel(12.5, 1), QStringLiteral("12.5"));
    const bwui::LinearScale s = bwui::linearScale(83500, 0);
    const std::vector<double> ticks = bwui::linearTicks(s);
    QCOMPARE(int(ticks.size()), s.ticks);
    QCOMPARE(ticks.front(), 0.0);
    QCOMPARE(ticks.back(), s.top);
    QCOMPARE(bwui::tickLabel(ticks[1], s.decimals), QStringLiteral("20,000"));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(bwui::tickLabel(250000, 0), QStringLiteral("250.000"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

// A trend's or a comparison's axis need not start at 0; its ends are round
// and cover the data ("158366.9" at the top of a trend was Qt's own choice).
void TestAxisScale::rangeHasRoundEnds()
{
    const bwui::LinearRange r = bwui::linearRange(101820, 111180);
    QCOMPARE(r.low, 100000.0);
    QCOMPARE(r.high, 112000.0);
    QCOMPARE(r.step, 2000.0);
    QCOMPARE(r.decimals, 0);
    const std::vector<double> t = bwui::rangeTicks(r);
    QCOMPARE(int(t.size()), 7);
    QCOMPARE(t[1], 102000.0);
    for (double lo = 0.37; lo < 1e6; lo *= 3.1) {
        for (double span : {0.01, 0.3, 1.0, 7.0}) {
            const double hi = lo * (1 + span);
            const bwui::LinearRange x = bwui::linearRange(lo, hi);
            QVERIFY2(x.low <= lo && x.high >= hi, qPrintable(QStringLiteral("%1..%2").arg(lo).arg(hi)));
            const size_t n = bwui::rangeTicks(x).size();
            QVERIFY2(n >= 3 && n <= 7, qPrintable(QStringLiteral("%1..%2: %3 ticks").arg(lo).arg(hi).arg(n)));
        }
    }
    const bwui::LinearRange one = bwui::linearRange(50, 50);   // one value: a span around it
    QVERIFY(one.low < 50 && one.high > 50);
    QCOMPARE(bwui::linearRange(0.2, 0.45).decimals, 2);        // steps of 0.05
}

BW_TEST_GUILESS_MAIN(TestAxisScale)
#include "tst_ui_axis_scale.moc"

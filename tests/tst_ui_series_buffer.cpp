// SeriesBuffer: bounded memory however long the run, peaks kept by the
// pairwise merge and by min/max decimation, NaN gaps skipped.
#include "model/series_buffer.h"
#include "test_main.h"

#include <QtTest>

#include <cmath>
#include <limits>

using bwui::SeriesBuffer;

class TestSeriesBuffer : public QObject {
    Q_OBJECT
private slots:
    void keepsEveryPointBelowBucketCount();
    void staysBoundedOverAVeryLongRun();
    void mergeKeepsPeaks();
    void decimationKeepsMinAndMaxPerBucket();
    void decimationIsTimeOrdered();
    void missingValuesAreSkipped();
    void versionChangesOnlyWithData();
};

void TestSeriesBuffer::keepsEveryPointBelowBucketCount()
{
    SeriesBuffer b(2);
    for (int i = 1; i <= 10; ++i)
        b.append(i, {double(i), double(10 * i)});
    const QList<QPointF> pts = b.decimated(1, 0, 10, 100);
    QCOMPARE(pts.size(), 10);
    QCOMPARE(pts.first(), QPointF(1, 10));
    QCOMPARE(pts.last(), QPointF(10, 100));
}

void TestSeriesBuffer::staysBoundedOverAVeryLongRun()
{
    SeriesBuffer b(1, 512);
    // A week of seconds.
    for (int i = 0; i < 7 * 24 * 3600; ++i)
        b.append(i + 1, {double(i % 100)});
    QVERIFY(b.size() <= 512);
    QVERIFY(b.size() >= 256);
    QVERIFY(b.lastT() > 7 * 24 * 3600 - 2000);
    // The decimated output never exceeds two points per bucket.
    QVERIFY(b.decimated(0, 0, 7 * 24 * 3600, 300).size() <= 600);
}

void TestSeriesBuffer::mergeKeepsPeaks()
{
    SeriesBuffer b(1, 64);
    for (int i = 0; i < 1000; ++i)
        b.append(i + 1, {i == 537 ? 5000.0 : 10.0});
    QCOMPARE(b.maxValue(0), 5000.0);
    const QList<QPointF> pts = b.decimated(0, 0, 1000, 20);
    double maxY = 0, minY = 1e9;
    for (const QPointF& p : pts) {
        maxY = std::max(maxY, p.y());
        minY = std::min(minY, p.y());
    }
    QCOMPARE(maxY, 5000.0);
    QCOMPARE(minY, 10.0);
}

void TestSeriesBuffer::decimationKeepsMinAndMaxPerBucket()
{
    SeriesBuffer b(1, 4096);
    for (int i = 0; i < 1000; ++i)
        b.append(i + 1, {std::sin(i / 10.0) * 100 + (i == 250 ? 1000 : 0) - (i == 750 ? 1000 : 0)});
    const QList<QPointF> pts = b.decimated(0, 0, 1000, 50);
    QVERIFY(pts.size() <= 100);
    bool high = false, low = false;
    for (const QPointF& p : pts) {
        high = high || p.y() > 900;
        low = low || p.y() < -900;
    }
    QVERIFY2(high, "a one-second spike survives decimation");
    QVERIFY2(low, "a one-second dip survives decimation");
}

void TestSeriesBuffer::decimationIsTimeOrdered()
{
    SeriesBuffer b(1, 4096);
    for (int i = 0; i < 3000; ++i)
        b.append(i + 1, {double((i * 7919) % 101)});
    const QList<QPointF> pts = b.decimated(0, 0, 3000, 200);
    for (int i = 1; i < pts.size(); ++i)
        QVERIFY2(pts[i].x() >= pts[i - 1].x(), qPrintable(QString("x goes back at %1").arg(i)));
}

void TestSeriesBuffer::missingValuesAreSkipped()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    SeriesBuffer b(2);
    b.append(1, {1, nan});
    b.append(2, {2, 5});
    b.append(3, {3, nan});
    QCOMPARE(b.decimated(1, 0, 10, 100).size(), 1);
    QCOMPARE(b.decimated(0, 0, 10, 100).size(), 3);
    QCOMPARE(b.maxValue(1), 5.0);
}

void TestSeriesBuffer::versionChangesOnlyWithData()
{
    SeriesBuffer b(1);
    const auto v0 = b.version();
    b.decimated(0, 0, 10, 10);
    QCOMPARE(b.version(), v0);
    b.append(1, {1});
    QVERIFY(b.version() != v0);
    const auto v1 = b.version();
    b.clear();
    QVERIFY(b.version() != v1);
    QCOMPARE(b.size(), 0);
}

BW_TEST_GUILESS_MAIN(TestSeriesBuffer)
#include "tst_ui_series_buffer.moc"

// The latency recorder against exact sorted percentiles, merging, encoding.
#include "stats/latency_histogram.h"
#include "test_main.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <random>

using bw::LatencyHistogram;

class TestLatencyHistogram : public QObject {
    Q_OBJECT
private:
    static uint64_t exactPercentile(const std::vector<uint64_t>& sorted, double p)
    {
        size_t rank = size_t(std::ceil(p / 100.0 * double(sorted.size())));
        rank = std::clamp<size_t>(rank, 1, sorted.size());
        return sorted[rank - 1];
    }
    static std::vector<uint64_t> logUniform(size_t n, uint64_t lo, uint64_t hi, unsigned seed)
    {
        std::mt19937_64 rng(seed);
        std::uniform_real_distribution<double> d(std::log(double(lo)), std::log(double(hi)));
        std::vector<uint64_t> v(n);
        for (auto& x : v)
            x = uint64_t(std::exp(d(rng)));
        return v;
    }

private slots:
    void percentilesWithinOnePercent_data()
    {
        QTest::addColumn<quint64>("lo");
        QTest::addColumn<quint64>("hi");
        QTest::addColumn<uint>("seed");
        QTest::newRow("1us..60s") << quint64(1000) << quint64(60'000'000'000ull) << 1u;
        QTest::newRow("50us..5ms") << quint64(50'000) << quint64(5'000'000) << 2u;
        QTest::newRow("1us..2us") << quint64(1000) << quint64(2000) << 3u;
        QTest::newRow("1s..60s") << quint64(1'000'000'000) << quint64(60'000'000'000ull) << 4u;
    }
    void percentilesWithinOnePercent()
    {
        QFETCH(quint64, lo);
        QFETCH(quint64, hi);
        QFETCH(uint, seed);
        auto values = logUniform(200'000, lo, hi, seed);
        LatencyHistogram h;
        for (auto v : values)
            h.record(v);
        std::sort(values.begin(), values.end());
        QCOMPARE(h.count(), quint64(values.size()));
        QCOMPARE(h.minNs(), values.front());
        QCOMPARE(h.maxNs(), values.back());
        for (double p : {1.0, 10.0, 25.0, 50.0, 75.0, 90.0, 99.0, 99.9, 99.99, 100.0}) {
            double exact = double(exactPercentile(values, p));
            double got = double(h.valueAtPercentile(p));
            double rel = std::abs(got - exact) / exact;
            if (rel > 0.01)
                QFAIL(qPrintable(QString("p%1: exact %2 got %3 (%4%)").arg(p).arg(exact).arg(got).arg(rel * 100)));
        }
        double sum = 0;
        for (auto v : values) sum += double(v);
        QVERIFY(std::abs(h.meanNs() - sum / double(values.size())) / (sum / double(values.size())) < 1e-9);
    }

    void everyBucketBoundIsTight()
    {
        // bucket width never exceeds 1/128 of its lower bound above 128 ns
        for (int i = LatencyHistogram::kSubCount; i < LatencyHistogram::kBucketCount; ++i) {
            uint64_t lo = LatencyHistogram::bucketLow(i), hi = LatencyHistogram::bucketHigh(i);
            QVERIFY(hi >= lo);
            QVERIFY(double(hi - lo + 1) / double(lo) <= 1.0 / 128 + 1e-12);
            QCOMPARE(LatencyHistogram::bucketIndex(lo), i);
            QCOMPARE(LatencyHistogram::bucketIndex(hi), i);
        }
    }

    void mergeEqualsRecordingEverything()
    {
        auto a = logUniform(50'000, 1000, 1'000'000'000, 7);
        auto b = logUniform(70'000, 10'000, 60'000'000'000ull, 8);
        LatencyHistogram ha, hb, all;
        for (auto v : a) { ha.record(v); all.record(v); }
        for (auto v : b) { hb.record(v); all.record(v); }
        ha.add(hb);
        QCOMPARE(ha.count(), all.count());
        QCOMPARE(ha.minNs(), all.minNs());
        QCOMPARE(ha.maxNs(), all.maxNs());
        for (double p : {50.0, 90.0, 99.0, 99.9})
            QCOMPARE(ha.valueAtPercentile(p), all.valueAtPercentile(p));
        std::vector<std::pair<int, uint64_t>> merged, direct;
        ha.forEachBucket([&](int i, uint64_t c) { merged.emplace_back(i, c); });
        all.forEachBucket([&](int i, uint64_t c) { direct.emplace_back(i, c); });
        QVERIFY(merged == direct);   // bucket for bucket (sums differ only in float rounding)
        QVERIFY(std::abs(ha.meanNs() - all.meanNs()) / all.meanNs() < 1e-9);
    }

    void encodeDecodeRoundTrip()
    {
        auto v = logUniform(10'000, 1000, 5'000'000'000ull, 9);
        LatencyHistogram h;
        for (auto x : v) h.record(x);
        std::string bytes = h.encode();
        QVERIFY(bytes.size() < 20'000);   // compact: far below the 31 KiB of buckets
        LatencyHistogram back;
        QVERIFY(back.decode(bytes));
        QCOMPARE(back.encode(), bytes);
        QCOMPARE(back.count(), h.count());
        QCOMPARE(back.valueAtPercentile(99.9), h.valueAtPercentile(99.9));
        QCOMPARE(back.stdevNs(), h.stdevNs());

        LatencyHistogram bad;
        QVERIFY(!bad.decode("nonsense"));
        std::string truncated = bytes.substr(0, bytes.size() / 2);
        QVERIFY(!bad.decode(truncated));
        QCOMPARE(bad.count(), quint64(0));
        LatencyHistogram empty, emptyBack;
        QVERIFY(emptyBack.decode(empty.encode()));
        QCOMPARE(emptyBack.count(), quint64(0));
        QCOMPARE(emptyBack.valueAtPercentile(50), quint64(0));
    }

    // reset() and add() touch only the buckets between min and max: a reset
    // histogram is empty bucket for bucket, reused in another range it
    // reads as a fresh one, and a decoded histogram whose counts lie
    // outside its own min and max (which record() never leaves) is refused,
    // so that span always holds every count.
    void resetAndAddKeepEveryCount()
    {
        LatencyHistogram h, fresh;
        for (auto v : logUniform(20'000, 100, 300'000'000'000ull, 3))
            h.record(v);
        h.reset();
        QCOMPARE(h.encode(), fresh.encode());
        int buckets = 0;
        h.forEachBucket([&](int, uint64_t) { ++buckets; });
        QCOMPARE(buckets, 0);
        for (auto v : logUniform(5'000, 2'000, 9'000, 4)) {
            h.record(v);
            fresh.record(v);
        }
        QCOMPARE(h.encode(), fresh.encode());
        LatencyHistogram sum;
        sum.add(h);
        sum.add(LatencyHistogram());
        QCOMPARE(sum.encode(), fresh.encode());

        LatencyHistogram low, high;
        low.record(1000);
        low.record(2000);
        high.record(1500);
        high.record(2000);
        const std::string a = low.encode(), b = high.encode();
        const size_t header = 4 + 1 + 1 + 2 + 2 + 8 + 8;   // magic, bits, total, min, max, sum, sum of squares
        QVERIFY(a.substr(header) != b.substr(header));   // the counts differ, the header's layout does not
        LatencyHistogram spliced;
        QVERIFY(spliced.decode(b.substr(0, header) + b.substr(header)));   // as written: fine
        QVERIFY(!spliced.decode(b.substr(0, header) + a.substr(header)));  // a count of 1000 under a min of 1500
        QCOMPARE(spliced.count(), quint64(0));
        int left = 0;
        spliced.forEachBucket([&](int, uint64_t) { ++left; });
        QCOMPARE(left, 0);   // nothing of the refused input stays behind
    }

    void summaryInMicroseconds()
    {
        LatencyHistogram h;
        for (int i = 1; i <= 1000; ++i)
            h.record(uint64_t(i) * 1000);   // 1..1000 us
        auto s = bw::LatencySummary::from(h);
        QCOMPARE(s.count, quint64(1000));
        QVERIFY(std::abs(s.p50Us - 500) <= 5);
        QVERIFY(std::abs(s.p99Us - 990) <= 9.9);
        QCOMPARE(s.maxUs, 1000.0);
        QCOMPARE(s.minUs, 1.0);
        QVERIFY(std::abs(s.meanUs - 500.5) < 1e-6);
    }
};

BW_TEST_GUILESS_MAIN(TestLatencyHistogram)
#include "tst_latency_histogram.moc"

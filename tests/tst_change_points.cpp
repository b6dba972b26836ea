// core/stats/change_points: E-divisive means on synthetic series with fixed
// seeds. A step of known size and place is found where it is; flat noisy
// series give a change point at about the test's significance (5 %) rate.
#include "stats/change_points.h"
#include "test_main.h"

#include <QtTest>

#include <cmath>
#include <random>

namespace {

// Gaussian noise by Box-Muller from mt19937_64 (std::normal_distribution
// differs between standard libraries; these series must not).
std::vector<double> noise(size_t n, uint64_t seed, double mean = 100, double sd = 5)
{
    std::mt19937_64 rng(seed);
    auto uniform = [&] { return (double(rng() >> 11) + 0.5) / 9007199254740992.0; };
    std::vector<double> v(n);
    for (size_t i = 0; i < n; ++i)
        v[i] = mean + sd * std::sqrt(-2 * std::log(uniform())) * std::cos(6.283185307179586 * uniform());
    return v;
}

} // namespace

class TstChangePoints : public QObject {
    Q_OBJECT
private slots:
    void stepIsFoundWhereItIs()
    {
        // 40 runs, a 15 % drop (3 standard deviations) from run 25 on, 20 seeds
        int exact = 0, nearby = 0;
        for (uint64_t seed = 1; seed <= 20; ++seed) {
            std::vector<double> v = noise(40, seed);
            for (size_t i = 25; i < v.size(); ++i)
                v[i] -= 15;
            const auto cps = bw::findChangePoints(v);
            QVERIFY2(!cps.empty(), qPrintable(QString("seed %1: no change point").arg(seed)));
            // a change point within two runs of the step
            bool near = false;
            for (const auto& cp : cps)
                if (cp.index + 2 >= 25 && cp.index <= 27) {
                    near = true;
                    exact += cp.index + 1 >= 25 && cp.index <= 26;
                    QVERIFY(cp.pValue < 0.05);
                    QVERIFY(cp.meanAfter < cp.meanBefore);
                }
            nearby += near;
        }
        qInfo("step of 3 sd at 25 of 40: a change point within two runs of it in %d of 20 series", nearby);
        QVERIFY2(nearby >= 18, qPrintable(QString("within two runs of 25 in %1 of 20").arg(nearby)));
        qInfo("step of 3 sd at 25 of 40: found within one run in %d of 20 series", exact);
        QVERIFY2(exact >= 15, qPrintable(QString("within one run of 25 in %1 of 20").arg(exact)));
    }

    void twoStepsAreBothFound()
    {
        std::vector<double> v = noise(60, 77);
        for (size_t i = 20; i < 40; ++i)
            v[i] += 20;
        const auto cps = bw::findChangePoints(v);
        QCOMPARE(cps.size(), size_t(2));
        QVERIFY(cps[0].index >= 19 && cps[0].index <= 21);
        QVERIFY(cps[1].index >= 39 && cps[1].index <= 41);
    }

    void flatSeriesRarelyGivesOne()
    {
        // At significance 0.05 the first step of a flat series is accepted
        // with probability ~5 %: over 200 seeds expect ~10; allow up to 22
        // (the binomial's 99.9 % bound), and at least one (the test is live).
        int withChange = 0;
        for (uint64_t seed = 1000; seed < 1200; ++seed)
            withChange += !bw::findChangePoints(noise(30, seed)).empty();
        qInfo("flat series of 30: a change point in %d of 200", withChange);
        QVERIFY2(withChange <= 22, qPrintable(QString("%1 of 200 flat series had a change point").arg(withChange)));
        QVERIFY2(withChange >= 1, "no flat series ever crossed the 5 % level: the test cannot fail");
    }

    void deterministic()
    {
        const std::vector<double> v = noise(30, 5);
        const auto a = bw::findChangePoints(v), b = bw::findChangePoints(v);
        QCOMPARE(a.size(), b.size());
        for (size_t i = 0; i < a.size(); ++i)
            QCOMPARE(a[i].pValue, b[i].pValue);
    }

    void tooShortGivesNone()
    {
        QVERIFY(bw::findChangePoints({1, 2, 100, 101, 102}).empty());   // < 2 * minSegment
        QVERIFY(bw::findChangePoints({}).empty());
    }
};

BW_TEST_APPLESS_MAIN(TstChangePoints)
#include "tst_change_points.moc"

// The Universal Scalability Law fit: it recovers alpha and beta within 10 %
// from synthetic curves with 1 % noise (50 different noise draws, every one
// must), finds lambda, N* = sqrt((1 - alpha) / beta) and the peak, fits an
// exact curve exactly, reports no peak for a law without coherency cost,
// and refuses too few points.
#include "capacity/usl_fit.h"

#include <QtTest>

#include <cmath>
#include <random>

namespace {

double usl(double lambda, double alpha, double beta, double n)
{
    return lambda * n / (1 + alpha * (n - 1) + beta * n * (n - 1));
}

const std::vector<double> kN = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256};

std::vector<bw::UslPoint> curve(double lambda, double alpha, double beta, double noise, unsigned seed)
{
    std::mt19937 rng(seed);
    std::normal_distribution<double> g(0, noise);
    std::vector<bw::UslPoint> pts;
    for (double n : kN)
        pts.push_back({n, usl(lambda, alpha, beta, n) * (1 + (noise > 0 ? g(rng) : 0))});
    return pts;
}

} // namespace

class TestUslFit : public QObject {
    Q_OBJECT

private slots:
    void recoversAlphaAndBetaFromNoisyCurves_data()
    {
        QTest::addColumn<double>("lambda");
        QTest::addColumn<double>("alpha");
        QTest::addColumn<double>("beta");
        QTest::newRow("web server") << 1000.0 << 0.05 << 0.0002;
        QTest::newRow("contended") << 250.0 << 0.2 << 0.001;
        QTest::newRow("little contention") << 3000.0 << 0.03 << 0.0001;
    }
    void recoversAlphaAndBetaFromNoisyCurves()
    {
        QFETCH(double, lambda);
        QFETCH(double, alpha);
        QFETCH(double, beta);
        for (unsigned seed = 1; seed <= 50; ++seed) {
            const bw::UslFit f = bw::fitUsl(curve(lambda, alpha, beta, 0.01, seed));
            QVERIFY2(f.ok, f.problem.c_str());
            const QString what = QString("seed %1: lambda %2 alpha %3 beta %4").arg(seed).arg(f.lambda).arg(f.alpha).arg(f.beta);
            QVERIFY2(std::fabs(f.alpha - alpha) / alpha <= 0.10, qPrintable(what));
            QVERIFY2(std::fabs(f.beta - beta) / beta <= 0.10, qPrintable(what));
            QVERIFY2(std::fabs(f.lambda - lambda) / lambda <= 0.05, qPrintable(what));
            QVERIFY(f.r2 > 0.99);
        }
    }

    void anExactCurveFitsExactly()
    {
        const bw::UslFit f = bw::fitUsl(curve(1000, 0.05, 0.0002, 0, 0));
        QVERIFY(f.ok);
        QVERIFY(std::fabs(f.alpha - 0.05) < 1e-6);
        QVERIFY(std::fabs(f.beta - 0.0002) < 1e-8);
        QVERIFY(std::fabs(f.lambda - 1000) < 1e-3);
        const double peakN = std::sqrt((1 - 0.05) / 0.0002);
        QVERIFY(std::fabs(f.peakN - peakN) < 1e-3);
        QVERIFY(std::fabs(f.peakRps - usl(1000, 0.05, 0.0002, peakN)) < 1e-2);
        QVERIFY(std::fabs(f.at(64) - usl(1000, 0.05, 0.0002, 64)) < 1e-2);
        QVERIFY(f.r2 > 0.999999);
    }

    void amdahlAloneHasNoPeak()
    {
        // beta = 0: throughput approaches lambda / alpha and never falls.
        const bw::UslFit f = bw::fitUsl(curve(500, 0.1, 0, 0, 0));
        QVERIFY(f.ok);
        QVERIFY(f.beta < 1e-9);
        QVERIFY(f.peakN == 0 || f.peakN > 1e4);
        QVERIFY(std::fabs(f.alpha - 0.1) < 1e-4);
    }

    void refusesTooFewPoints()
    {
        QVERIFY(!bw::fitUsl({{1, 100}, {2, 190}}).ok);
        QVERIFY(!bw::fitUsl({{1, 100}, {2, 190}, {2, 191}}).ok);
        const bw::UslFit f = bw::fitUsl({{1, 100}, {2, 0}, {4, 300}});
        QVERIFY(!f.ok);
        QVERIFY2(f.problem.find("positive") != std::string::npos, f.problem.c_str());
    }
};

QTEST_GUILESS_MAIN(TestUslFit)
#include "tst_usl_fit.moc"

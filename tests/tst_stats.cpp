// core/stats: the median's interval and the Mann-Whitney U test against
// reference values made by scipy (tests/data/stats/make_fixtures.py wrote
// the JSON files; the test needs no Python), and the benchstat-style verdict.
#include "stats/mann_whitney.h"
#include "stats/sample_comparison.h"
#include "stats/sample_stats.h"
#include "test_main.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

namespace {

QJsonArray fixture(const char* name)
{
    QFile f(QFINDTESTDATA(QStringLiteral("data/stats/") + QLatin1String(name)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object().value("cases").toArray();
}

std::vector<double> values(const QJsonValue& v)
{
    std::vector<double> out;
    for (const QJsonValue& x : v.toArray())
        out.push_back(x.toDouble());
    return out;
}

bool close(double a, double b, double rel = 1e-9) { return std::fabs(a - b) <= rel * std::max(1.0, std::fabs(b)); }

} // namespace

class TstStats : public QObject {
    Q_OBJECT
private slots:
    void medianOfOddAndEven()
    {
        QCOMPARE(bw::median({3, 1, 2}), 2.0);
        QCOMPARE(bw::median({4, 1, 3, 2}), 2.5);
        QCOMPARE(bw::median({}), 0.0);
    }

    void mannWhitneyMatchesScipy()
    {
        const QJsonArray cases = fixture("mannwhitneyu.json");
        QVERIFY(cases.size() >= 10);
        for (const QJsonValue& c : cases) {
            const QJsonObject o = c.toObject();
            const bw::MannWhitneyResult r = bw::mannWhitneyU(values(o["a"]), values(o["b"]));
            const QByteArray name = o["name"].toString().toUtf8();
            QVERIFY2(r.valid, name.constData());
            QVERIFY2(close(r.u1, o["u1"].toDouble()), (name + " U " + QByteArray::number(r.u1)).constData());
            QVERIFY2(close(r.pValue, o["p"].toDouble(), 1e-7),
                     (name + " p " + QByteArray::number(r.pValue, 'g', 12) + " want " +
                      QByteArray::number(o["p"].toDouble(), 'g', 12)).constData());
        }
    }

    void exactOnlyWithoutTiesAndSmall()
    {
        QVERIFY(bw::mannWhitneyU({1, 2, 3, 4}, {5, 6, 7, 8}).exact);
        QVERIFY(!bw::mannWhitneyU({1, 2, 2, 4}, {5, 6, 7, 8}).exact);     // a tie
        std::vector<double> a, b;
        for (int i = 0; i < 9; ++i) {
            a.push_back(i);
            b.push_back(i + 0.5);
        }
        QVERIFY(!bw::mannWhitneyU(a, b).exact);                               // both > 8
        a.pop_back();
        QVERIFY(bw::mannWhitneyU(a, b).exact);                                // one side 8
        QVERIFY(!bw::mannWhitneyU({}, {1}).valid);
    }

    void smallestExactPValue()
    {
        QVERIFY(close(bw::minimumExactPValue(3, 3), 0.1));
        QVERIFY(close(bw::minimumExactPValue(4, 4), 2.0 / 70));
        QCOMPARE(bw::minimumExactPValue(1, 1), 1.0);
    }

    void medianIntervalMatchesOrderStatistics()
    {
        const QJsonArray cases = fixture("median_interval.json");
        QVERIFY(cases.size() >= 8);
        for (const QJsonValue& c : cases) {
            const QJsonObject o = c.toObject();
            const bw::MedianInterval m = bw::medianInterval(values(o["values"]));
            const QByteArray n = QByteArray::number(o["n"].toInt());
            QVERIFY2(close(m.median, o["median"].toDouble()), n.constData());
            QCOMPARE(m.valid, o.contains("low"));
            if (m.valid) {
                QVERIFY2(close(m.low, o["low"].toDouble()), n.constData());
                QVERIFY2(close(m.high, o["high"].toDouble()), n.constData());
                QVERIFY2(close(m.coverage, o["coverage"].toDouble(), 1e-9), n.constData());
                QVERIFY(m.coverage >= 0.95);
            }
        }
        QCOMPARE(bw::minSamplesForInterval(0.95), size_t(6));
    }

    void verdictSignificantSlower()
    {
        // B's requests/s 10 % lower in every round: significant
        const auto c = bw::compareSamples({100, 102, 98, 101, 99, 103}, {90, 92, 88, 91, 89, 93});
        QVERIFY(c.significant);
        QVERIFY(!c.belowNoise);
        QVERIFY(close(c.change, (90.5 - 100.5) / 100.5));
        QVERIFY(c.test.pValue < 0.01);
        QVERIFY(c.warnings.empty());
        QVERIFY(c.a.valid && c.b.valid);
    }

    void verdictNotSignificant()
    {
        const auto c = bw::compareSamples({1, 3, 5, 7, 9, 11}, {2, 4, 6, 8, 10, 12});
        QVERIFY(!c.significant);
        QVERIFY(c.test.pValue > 0.5);
    }

    void verdictBelowNoiseThreshold()
    {
        // consistently 1 % apart: the U test says different, the 2 % threshold says noise
        const auto c = bw::compareSamples({100, 100.1, 100.2, 100.3, 100.4, 100.5}, {101, 101.1, 101.2, 101.3, 101.4, 101.5});
        QVERIFY(c.test.pValue < 0.05);
        QVERIFY(!c.significant);
        QVERIFY(c.belowNoise);
        bw::ComparisonSettings strict;
        strict.noiseThreshold = 0.005;
        QVERIFY(bw::compareSamples({100, 100.1, 100.2, 100.3, 100.4, 100.5}, {101, 101.1, 101.2, 101.3, 101.4, 101.5}, strict)
                    .significant);
    }

    void changeFromZero()
    {
        // no errors before, errors in every round now: significant, change undefined
        const auto c = bw::compareSamples({0, 0, 0, 0, 0}, {0.1, 0.2, 0.1, 0.3, 0.2});
        QVERIFY(!c.changeDefined);
        QVERIFY(c.significant);
    }

    void sampleSizeWarnings()
    {
        using W = bw::SampleWarning;
        QCOMPARE(bw::sampleWarnings(1), (std::vector<W>{W::SingleSample, W::TooFewForTest, W::TooFewForInterval}));
        QCOMPARE(bw::sampleWarnings(3), (std::vector<W>{W::TooFewForTest, W::TooFewForInterval}));
        QCOMPARE(bw::sampleWarnings(5), (std::vector<W>{W::TooFewForInterval}));
        QVERIFY(bw::sampleWarnings(6).empty());
        const auto c = bw::compareSamples({1}, {2, 3, 4, 5, 6, 7});
        QCOMPARE(c.warnings, (std::vector<W>{W::SingleSample, W::TooFewForTest, W::TooFewForInterval}));
        QVERIFY(!c.significant);
    }
};

BW_TEST_APPLESS_MAIN(TstStats)
#include "tst_stats.moc"

// The environment check of a comparison (core/compare/run_comparison): a
// warning for every difference in what the runs were measured with, the
// target's CPU pinning included (environment.limits.cpus; unpinned is
// "none"); runs that recorded no environment (imported) say nothing.
#include "compare/comparison_json.h"
#include "compare/comparison_text.h"
#include "compare/run_comparison.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

namespace {

bw::RunResult run(double rps, const std::string& targetCpus)
{
    bw::RunResult r;
    r.rps = rps;
    r.requests = uint64_t(rps * 3);
    r.measuredSec = 3;
    r.engineUsed = "native";
    r.httpVersion = "HTTP/1.1";
    r.environment.hostname = "bench-host";
    r.environment.cpuModel = "AMD EPYC 7B13";
    r.environment.cores = 2;
    r.environment.benchworkVersion = "0.1.0";
    r.environment.limits.cpus = targetCpus;
    return r;
}

const bw::EnvironmentDifference* find(const std::vector<bw::EnvironmentDifference>& ds, const std::string& field)
{
    for (const bw::EnvironmentDifference& d : ds)
        if (d.field == field)
            return &d;
    return nullptr;
}

} // namespace

class TestEnvironmentCheck : public QObject {
    Q_OBJECT
private slots:
    void samePinningIsNoWarning()
    {
        const bw::RunComparison rc = bw::compareRunSets({run(100, "0"), run(101, "0")}, {run(99, "0"), run(102, "0")});
        QVERIFY(rc.environment.empty());
        for (const QString& w : bw::comparisonWarnings(rc))
            QVERIFY2(!w.contains("the runs differ"), qPrintable(w));
    }

    void targetPinningDiffers()
    {
        const bw::RunComparison rc = bw::compareRunSets({run(100, "0"), run(101, "0")}, {run(99, "0-1"), run(102, "0-1")});
        QCOMPARE(rc.environment.size(), size_t(1));
        QCOMPARE(rc.environment[0].field, std::string("targetCpus"));
        QCOMPARE(rc.environment[0].values, (std::vector<std::string>{"0", "0-1"}));
        QVERIFY(bw::comparisonWarnings(rc).contains(QStringLiteral("the runs differ in target CPU pinning: 0 / 0-1")));
    }

    void pinnedAgainstUnpinnedDiffers()
    {
        // An unpinned target records no CPU list; that is a difference, not a gap.
        const bw::RunResult a = run(100, "0"), b = run(100, "");
        const auto ds = bw::environmentDifferences({&a, &b});
        const bw::EnvironmentDifference* d = find(ds, "targetCpus");
        QVERIFY(d);
        QCOMPARE(d->values, (std::vector<std::string>{"0", "none"}));
    }

    void otherDifferencesStillReported()
    {
        bw::RunResult a = run(100, "0-1"), b = run(100, "1");
        b.engineUsed = "curl";
        const auto ds = bw::environmentDifferences({&a, &b});
        QCOMPARE(ds.size(), size_t(2));
        QCOMPARE(ds[0].field, std::string("engine"));
        QCOMPARE(ds[1].field, std::string("targetCpus"));
        QCOMPARE(bw::environmentDifferenceText(ds[1]), QStringLiteral("the runs differ in target CPU pinning: 0-1 / 1"));
    }

    void importedRunSaysNothing()
    {
        // wrk/k6/oha imports have no environment: neither pinning is known.
        bw::RunResult imported;
        imported.rps = 100;
        const bw::RunResult pinned = run(100, "0");
        QVERIFY(bw::environmentDifferences({&imported, &pinned}).empty());
    }

    void inTheComparisonJson()
    {
        const bw::RunComparison rc = bw::compareRunSets({run(100, "0")}, {run(99, "1")});
        const QJsonObject o = bw::comparisonToJson(rc, {1}, {2}, {});
        const QJsonArray diffs = o.value("environmentDifferences").toArray();
        QCOMPARE(diffs.size(), 1);
        QCOMPARE(diffs[0].toObject().value("field").toString(), QStringLiteral("targetCpus"));
        QCOMPARE(diffs[0].toObject().value("values").toArray(), (QJsonArray{"0", "1"}));
    }
};

BW_TEST_GUILESS_MAIN(TestEnvironmentCheck)
#include "tst_environment_check.moc"

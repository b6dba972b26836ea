// One chart-channel mapping (model/run_channels.h) for live and stored runs:
// the channels a finished run's stored series gives (StoredSeries::fill) are
// the ones the live controller drew while the run went on, point for point,
// for a hand-made run (zero-request second, partial last second, errors) and
// for a real short run of RunController against an in-process server.
#include "controller/run_controller.h"
#include "history/details/stored_series.h"
#include "loopback_server.h"
#include "model/run_channels.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include <cmath>

namespace {

// Every stored point of every channel (NaN skipped, as the charts skip it).
QList<QList<QPointF>> channels(const bwui::SeriesBuffer& s)
{
    QList<QList<QPointF>> out;
    for (int ch = 0; ch < s.channelCount(); ++ch)
        out.append(s.decimated(ch, 0, s.lastT() + 1, 1 << 16));
    return out;
}

bw::SecondStats second(int n, uint64_t requests, double p99Us, double spanSec = 1.0)
{
    bw::SecondStats s;
    s.second = n;
    s.requests = requests;
    s.p50Us = p99Us / 4;
    s.p90Us = p99Us / 2;
    s.p99Us = p99Us;
    s.maxUs = p99Us * 2;
    s.spanSec = spanSec;
    s.clientCpuPct = 10.0 * n;
    return s;
}

} // namespace

class TestRunChannels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void mappingOfOneSecond();
    void storedEqualsLiveForHandMadeRun();
    void storedEqualsLiveForRealRun();
};

void TestRunChannels::mappingOfOneSecond()
{
    bw::SecondStats s = second(3, 500, 8000, 0.5);   // a partial last second
    s.errors.connect = 2;
    s.errors.timeout = 1;
    s.errors.status = 4;
    const std::vector<double> v = bwui::runChannelValues(s);
    QCOMPARE(int(v.size()), int(bwui::RunChannelCount));
    QCOMPARE(v[bwui::ChRps], 1000.0);
    QCOMPARE(v[bwui::ChP50Ms], 2.0);
    QCOMPARE(v[bwui::ChP90Ms], 4.0);
    QCOMPARE(v[bwui::ChP99Ms], 8.0);
    QCOMPARE(v[bwui::ChMaxMs], 16.0);
    QCOMPARE(v[bwui::ChTransportErrors], 6.0);   // 3 in half a second
    QCOMPARE(v[bwui::ChStatusErrors], 8.0);
    QCOMPARE(v[bwui::ChClientCpu], 30.0);
    QCOMPARE(bwui::plotTime(s), 3.5);

    const std::vector<double> idle = bwui::runChannelValues(second(4, 0, 0));
    QVERIFY(std::isnan(idle[bwui::ChP99Ms]));   // nothing completed: no latency, not 0 ms
    QCOMPARE(idle[bwui::ChRps], 0.0);

    bw::TargetPoint p;
    p.tSec = 2;
    p.rssBytes = 3 * 1024 * 1024;
    p.cpuPct = 150;
    const std::vector<double> t = bwui::targetChannelValues(p);
    QCOMPARE(int(t.size()), int(bwui::TargetChannelCount));
    QCOMPARE(t[bwui::ChRssMiB], 3.0);
    QCOMPARE(t[bwui::ChServerCpu], 150.0);
    QVERIFY(std::isnan(t[bwui::ChThrottledPct]));    // no quota periods: no throttling line
    p.quotaPeriods = 10;
    p.throttledPeriods = 4;
    QCOMPARE(bwui::targetChannelValues(p)[bwui::ChThrottledPct], 40.0);
}

void TestRunChannels::storedEqualsLiveForHandMadeRun()
{
    bw::RunResult r;
    r.series = {second(0, 100, 1000), second(1, 0, 0), second(2, 300, 3000), second(3, 40, 9000, 0.25)};
    r.series[2].errors.receive = 5;
    r.series[2].errors.status = 7;
    for (int i = 0; i < 4; ++i) {
        bw::TargetPoint p;
        p.tSec = i + 1;
        p.rssBytes = uint64_t(i + 1) << 20;
        p.cpuPct = 20.0 * i;
        r.target.series.push_back(p);
    }

    // Live: the controller pulls a few new seconds per tick.
    bwui::SeriesBuffer liveRun(bwui::RunChannelCount), liveTarget(bwui::TargetChannelCount);
    bwui::appendRunSeconds(liveRun, {r.series[0]});
    bwui::appendRunSeconds(liveRun, {});
    bwui::appendRunSeconds(liveRun, {r.series[1], r.series[2]});
    bwui::appendRunSeconds(liveRun, {r.series[3]});
    bwui::appendTargetPoints(liveTarget, {r.target.series[0], r.target.series[1]});
    bwui::appendTargetPoints(liveTarget, {r.target.series[2], r.target.series[3]});

    bwui::SeriesBuffer storedRun(bwui::RunChannelCount), storedTarget(bwui::TargetChannelCount);
    bwui::StoredSeries::fill(r, &storedRun, &storedTarget);

    QCOMPARE(storedRun.size(), 4);
    QCOMPARE(channels(storedRun), channels(liveRun));
    QCOMPARE(channels(storedTarget), channels(liveTarget));
    // The idle second has no p99 point; the partial one is plotted at its end.
    QCOMPARE(storedRun.decimated(bwui::ChP99Ms, 0, 10, 100).size(), 3);
    QCOMPARE(storedRun.lastT(), 3.25);
}

void TestRunChannels::storedEqualsLiveForRealRun()
{
    bwtest::LoopbackServer server{bwtest::LoopbackServer::Mode::Ok};
    QVERIFY(server.start());
    bwui::RunController rc;
    rc.setHistoryPath(QString());
    QSignalSpy finished(&rc, &bwui::RunController::runFinished);
    bw::LoadConfig c;
    c.url = server.url("/");
    c.connections = 2;
    c.threads = 1;
    c.durationSec = 1.5;
    c.warmupSec = 0.5;
    c.timeoutSec = 2;
    c.rate = 1000;   // a modest fixed rate: the machine is shared
    bw::TargetSpec target;
    target.kind = bw::TargetSpec::Kind::Url;
    QVERIFY(rc.start(c, bw::Slo{}, target));
    QVERIFY2(finished.wait(20000), "the run ends by itself");
    QVERIFY(rc.lastResult().has_value());
    const bw::RunResult& r = *rc.lastResult();
    QVERIFY(r.series.size() >= 2);

    bwui::SeriesBuffer storedRun(bwui::RunChannelCount), storedTarget(bwui::TargetChannelCount);
    bwui::StoredSeries::fill(r, &storedRun, &storedTarget);
    QCOMPARE(storedRun.size(), rc.runSeries().size());
    QVERIFY(storedRun.maxValue(bwui::ChRps) > 0);
    QCOMPARE(channels(storedRun), channels(rc.runSeries()));
}

QTEST_MAIN(TestRunChannels)
#include "tst_ui_run_channels.moc"

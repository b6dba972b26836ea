// One chart-channel mapping (model/run_channels.h) for live and stored runs:
// the channels a finished run's stored series gives (StoredSeries::fill) are
// the ones the live controller drew while the run went on, point for point,
// for a hand-made run (zero-request second, partial last second, errors) and
// for a real short run of RunController against an in-process server. And
// one time axis for every chart: a second's throughput, latency, errors and
// server CPU land on the same x, a warmup second inside the warmup band;
// the throttling line (and its legend entry) only under a CPU quota.
#include "charts/time_chart.h"
#include "controller/run_controller.h"
#include "history/details/stored_series.h"
#include "loopback_server.h"
#include "model/live_series.h"
#include "model/run_channels.h"
#include "panels/charts_panel.h"
#include "test_main.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include <algorithm>
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
    void everyChartSharesOneTimeAxis();
    void fractionalWarmupSecondsLandWhereTheyRan();
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
    QCOMPARE(bwui::plotTime(s, 0), 3.25);   // the middle of [3, 3.5)
    // The intended load: a closed-model second's VUs, an open-model one's rate.
    s.activeVus = 40;
    QCOMPARE(bwui::runChannelValues(s)[bwui::ChIntendedVus], 40.0);
    QVERIFY(std::isnan(bwui::runChannelValues(s)[bwui::ChIntendedRate]));
    s.targetRate = 2500;
    QCOMPARE(bwui::runChannelValues(s)[bwui::ChIntendedRate], 2500.0);
    QVERIFY(std::isnan(bwui::runChannelValues(s)[bwui::ChIntendedVus]));

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
    bwui::appendRunSeconds(liveRun, {r.series[0]}, 0);
    bwui::appendRunSeconds(liveRun, {}, 0);
    bwui::appendRunSeconds(liveRun, {r.series[1], r.series[2]}, 0);
    bwui::appendRunSeconds(liveRun, {r.series[3]}, 0);
    bwui::appendTargetPoints(liveTarget, {r.target.series[0], r.target.series[1]});
    bwui::appendTargetPoints(liveTarget, {r.target.series[2], r.target.series[3]});

    bwui::SeriesBuffer storedRun(bwui::RunChannelCount), storedTarget(bwui::TargetChannelCount);
    bwui::StoredSeries::fill(r, &storedRun, &storedTarget);

    QCOMPARE(storedRun.size(), 4);
    QCOMPARE(channels(storedRun), channels(liveRun));
    QCOMPARE(channels(storedTarget), channels(liveTarget));
    // The idle second has no p99 point; the partial one is plotted at its middle.
    QCOMPARE(storedRun.decimated(bwui::ChP99Ms, 0, 10, 100).size(), 3);
    QCOMPARE(storedRun.lastT(), 3.125);
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

namespace {
// The x of a line's lowest point.
double xOfMin(const QList<QPointF>& pts)
{
    return std::min_element(pts.begin(), pts.end(), [](QPointF a, QPointF b) { return a.y() < b.y(); })->x();
}
} // namespace

// A 1 s warmup and four measured seconds; in second 2 the throughput and the
// server's CPU dip together (as the server stalled), in second 3 errors
// burst. Drawn by the charts panel from the stored run, each chart puts
// them at the same x: the middle of the second on the run's clock (the
// server chart used to draw its dip a second earlier). The warmup second's
// point lies inside the shaded band [0, 1].
void TestRunChannels::everyChartSharesOneTimeAxis()
{
    bw::RunResult r;
    r.config.warmupSec = 1;
    r.warmupSec = 1;
    r.measuredSec = 4;
    for (int i = 0; i < 5; ++i) {
        bw::SecondStats st = second(i, i == 2 ? 100 : 1000, 2000);
        st.warmup = i == 0;
        if (i == 3)
            st.errors.status = 50;
        r.series.push_back(st);
        bw::TargetPoint p;
        p.tSec = i;   // covers [i, i + 1) s since the run started
        p.cpuPct = i == 2 ? 5 : 90;
        p.rssBytes = 8 << 20;
        r.target.series.push_back(p);
    }
    bwui::SeriesBuffer run(bwui::RunChannelCount), target(bwui::TargetChannelCount);
    bwui::StoredSeries::fill(r, &run, &target);
    bwui::ChartsPanel panel;
    panel.resize(1200, 700);
    panel.reset(r.config.warmupSec, 5);
    QVERIFY(panel.refresh(run, target, 5));

    const QList<QPointF> rps = panel.rpsChart()->points(0);
    const QList<QPointF> cpu = panel.serverChart()->points(1);
    const QList<QPointF> status = panel.errorsChart()->points(1);
    const QList<QPointF> p99 = panel.latencyChart()->points(2);
    QCOMPARE(rps.size(), 5);
    QCOMPARE(cpu.size(), 5);
    QCOMPARE(xOfMin(rps), 2.5);
    QCOMPARE(xOfMin(cpu), 2.5);
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(rps[i].x(), i + 0.5);
        QCOMPARE(cpu[i].x(), rps[i].x());
        QCOMPARE(p99[i].x(), rps[i].x());
        QCOMPARE(status[i].x(), rps[i].x());
    }
    QCOMPARE(std::max_element(status.begin(), status.end(), [](QPointF a, QPointF b) { return a.y() < b.y(); })->x(), 3.5);
    // The warmup second (stored warmup: true) inside the band [0, warmup].
    QVERIFY(r.series[0].warmup);
    QVERIFY(rps[0].x() > 0 && rps[0].x() < r.config.warmupSec);
    QVERIFY(!r.series[1].warmup);
    QVERIFY(rps[1].x() > r.config.warmupSec);

    // No CPU quota: no throttling line, nor a legend entry for one.
    QCOMPARE(panel.serverChart()->legendNames().size(), 2);
    QVERIFY(panel.serverChart()->points(2).isEmpty());
    // Under a quota: the third line, its peak in the stalled second too.
    for (bw::TargetPoint& p : r.target.series) {
        p.quotaPeriods = 10;
        p.throttledPeriods = p.tSec == 2 ? 8 : 1;
    }
    bwui::StoredSeries::fill(r, &run, &target);
    QVERIFY(panel.refresh(run, target, 5));
    QCOMPARE(panel.serverChart()->legendNames().size(), 3);
    QVERIFY(panel.serverChart()->legendNames().last().contains(QStringLiteral("throttled")));
    const QList<QPointF> throttled = panel.serverChart()->points(2);
    QCOMPARE(std::max_element(throttled.begin(), throttled.end(), [](QPointF a, QPointF b) { return a.y() < b.y(); })->x(), 2.5);
}

// A 0.5 s warmup: the engine's seconds start half a second before the run
// (its first second is partial), the target's on the run's start. Each
// lands at the middle of the time it covers on the run's clock, live and
// stored alike.
void TestRunChannels::fractionalWarmupSecondsLandWhereTheyRan()
{
    bw::RunResult r;
    r.config.warmupSec = 0.5;
    r.warmupSec = 0.5;
    r.measuredSec = 2;
    r.series = {second(0, 50, 1000, 0.5), second(1, 1000, 1000), second(2, 1000, 1000)};
    r.series[0].warmup = true;
    QCOMPARE(bwui::plotTime(r.series[0], 0.5), 0.25);   // [0, 0.5): the warmup
    QCOMPARE(bwui::plotTime(r.series[1], 0.5), 1.0);    // [0.5, 1.5): the first measured second
    QCOMPARE(bwui::plotTime(r.series[2], 0.5), 2.0);
    bw::TargetPoint p;
    p.tSec = 1;
    QCOMPARE(bwui::plotTime(p), 1.5);                   // [1, 2)
    // Whole-second warmups: engine and target seconds coincide.
    QCOMPARE(bwui::plotTime(second(3, 10, 10), 2.0), 3.5);
    QCOMPARE(bwui::plotTime(second(3, 10, 10), 0.0), 3.5);

    bwui::LiveSeries live;
    live.reset(false, r.config.warmupSec);
    live.addSeconds({r.series[0]});
    live.addSeconds({r.series[1], r.series[2]});
    bwui::SeriesBuffer stored(bwui::RunChannelCount), storedTarget(bwui::TargetChannelCount);
    bwui::StoredSeries::fill(r, &stored, &storedTarget);
    QCOMPARE(channels(live.run()), channels(stored));
    QCOMPARE(stored.decimated(bwui::ChRps, 0, 5, 100).first().x(), 0.25);
}

BW_TEST_MAIN(TestRunChannels)
#include "tst_ui_run_channels.moc"

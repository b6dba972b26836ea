// The per-request table model (ui/requests/request_stats_model): a finished
// run's byRequest row by row (shares of the run's requests, the judged
// latency: corrected in the open model), and live figures updated in place
// once a second (no reset while the entries stay the same).
#include "model/display_format.h"
#include "requests/request_stats_box.h"
#include "requests/request_stats_model.h"
#include "test_main.h"

#include <QFont>
#include <QSignalSpy>
#include <QtTest>

using namespace bwui;
namespace F = DisplayFormat;

namespace {

bw::RequestStats entry(const char* name, uint64_t requests, double p50Us, double p99Us, uint64_t timeouts = 0)
{
    bw::RequestStats e;
    e.name = name;
    e.method = "GET";
    e.path = std::string("/") + name;
    e.requests = requests;
    e.rps = double(requests) / 10.0;
    e.latencySummary.count = requests;
    e.latencySummary.p50Us = p50Us;
    e.latencySummary.p99Us = p99Us;
    e.errors.timeout = timeouts;
    return e;
}

QString cell(const QAbstractItemModel& m, int row, int column)
{
    return m.data(m.index(row, column)).toString();
}

} // namespace

class TestRequestStats : public QObject {
    Q_OBJECT
private slots:
    void rowsFromTheResult();
    void openModelShowsTheCorrectedLatency();
    void verdictColumnOnlyWithSlos();
    void liveUpdatesInPlace();
    void boxHidesWithoutASet();
    void flowsAndTheirSteps();
    void liveFlows();
};

void TestRequestStats::rowsFromTheResult()
{
    bw::RunResult r;
    r.byRequest = {entry("find", 600, 700, 1900), entry("list", 300, 800, 2500, 3), entry("signal", 100, 650, 1800)};
    r.requests = 1000;
    RequestStatsModel m;
    m.setResult(r);
    QCOMPARE(m.rowCount(), 3);
    QCOMPARE(m.columnCount(), int(RequestStatsModel::Verdict));   // no SLO: no verdict column
    QCOMPARE(cell(m, 0, RequestStatsModel::Name), QStringLiteral("find"));
    QCOMPARE(cell(m, 1, RequestStatsModel::Path), QStringLiteral("/list"));
    QCOMPARE(cell(m, 0, RequestStatsModel::Requests), F::count(600));
    QCOMPARE(cell(m, 0, RequestStatsModel::Share), F::percent(60.0, 1));
    QCOMPARE(cell(m, 2, RequestStatsModel::Share), F::percent(10.0, 1));
    QCOMPARE(cell(m, 1, RequestStatsModel::Rps), F::requestsPerSec(30.0));
    QCOMPARE(cell(m, 1, RequestStatsModel::P50), F::latencyUs(800));
    QCOMPARE(cell(m, 1, RequestStatsModel::P99), F::latencyUs(2500));
    QCOMPARE(cell(m, 1, RequestStatsModel::Errors), F::count(3));
    QCOMPARE(cell(m, 0, RequestStatsModel::Errors), F::count(0));
    QVERIFY(m.data(m.index(1, RequestStatsModel::Errors), Qt::ForegroundRole).isValid());    // errors stand out
    QVERIFY(!m.data(m.index(0, RequestStatsModel::Errors), Qt::ForegroundRole).isValid());
}

void TestRequestStats::openModelShowsTheCorrectedLatency()
{
    bw::RunResult r;
    r.config.rate = 500;
    bw::RequestStats e = entry("find", 100, 700, 1900);
    e.latencyIntendedSummary.count = 100;
    e.latencyIntendedSummary.p50Us = 900;
    e.latencyIntendedSummary.p99Us = 45000;
    r.byRequest = {e};
    RequestStatsModel m;
    m.setResult(r);
    QCOMPARE(cell(m, 0, RequestStatsModel::P99), F::latencyUs(45000));
    r.config.rate = 0;   // the closed model has no intended send time
    m.setResult(r);
    QCOMPARE(cell(m, 0, RequestStatsModel::P99), F::latencyUs(1900));
}

void TestRequestStats::verdictColumnOnlyWithSlos()
{
    bw::RunResult r;
    r.byRequest = {entry("find", 10, 1, 2), entry("list", 10, 1, 2)};
    r.byRequest[1].verdict.evaluated = true;
    r.byRequest[1].verdict.pass = false;
    RequestStatsModel m;
    m.setResult(r);
    QCOMPARE(m.columnCount(), int(RequestStatsModel::Verdict) + 1);
    QCOMPARE(cell(m, 1, RequestStatsModel::Verdict), RequestStatsModel::tr("FAIL"));
    QCOMPARE(cell(m, 0, RequestStatsModel::Verdict), F::dash());
}

void TestRequestStats::liveUpdatesInPlace()
{
    bw::LiveRequests live;
    live.version = 1;
    live.entries.resize(2);
    live.entries[0].name = "find";
    live.entries[0].requests = 30;
    live.entries[0].rpsNow = 30;
    live.entries[0].p50Us = 500;
    live.entries[0].p99Us = 1500;
    live.entries[1].name = "list";
    live.entries[1].requests = 10;
    live.entries[1].rpsNow = 10;
    live.entries[1].errors.status = 2;
    RequestStatsModel m;
    QSignalSpy resets(&m, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&m, &QAbstractItemModel::dataChanged);
    m.setLive(live, nullptr);
    QCOMPARE(resets.count(), 1);
    QCOMPARE(m.rowCount(), 2);
    QCOMPARE(cell(m, 0, RequestStatsModel::Share), F::percent(75.0, 1));
    QCOMPARE(cell(m, 1, RequestStatsModel::Errors), F::count(2));
    QCOMPARE(m.headerData(RequestStatsModel::Rps, Qt::Horizontal).toString(), RequestStatsModel::tr("Req/s (last second)"));

    // The next second: same entries, new figures, no reset.
    live.version = 2;
    live.entries[0].requests = 90;
    live.entries[0].rpsNow = 60;
    live.entries[1].requests = 30;
    m.setLive(live, nullptr);
    QCOMPARE(resets.count(), 1);
    QCOMPARE(changes.count(), 1);
    QCOMPARE(cell(m, 0, RequestStatsModel::Rps), F::requestsPerSec(60));
    QCOMPARE(cell(m, 0, RequestStatsModel::Requests), F::count(90));

    // The run ends: its result replaces the live rows.
    bw::RunResult r;
    r.byRequest = {entry("find", 90, 1, 2)};
    m.setResult(r);
    QCOMPARE(resets.count(), 2);
    QCOMPARE(m.rowCount(), 1);
}

void TestRequestStats::boxHidesWithoutASet()
{
    QWidget parent;
    auto* box = new RequestStatsBox(&parent);
    parent.show();
    QVERIFY(!box->isVisible());
    bw::RunResult r;
    r.byRequest = {entry("find", 90, 1, 2), entry("list", 10, 1, 2)};
    box->setResult(r);
    QVERIFY(box->isVisible());
    QCOMPARE(box->model()->rowCount(), 2);
    box->setResult(bw::RunResult());
    QVERIFY(!box->isVisible());
}

// A run with flows: each flow's line (iterations, iterations/s, iteration
// duration, failed iterations) then its steps ("browse / login") with their
// check failures (by check in the tooltip) and skips, after the plain entries.
void TestRequestStats::flowsAndTheirSteps()
{
    bw::RunResult r;
    r.byRequest = {entry("health", 100, 100, 200)};
    bw::RequestStats login = entry("login", 200, 300, 900);
    login.flow = "browse";
    login.checks = {{"status 200", 4}, {"a missing {{token}}", 4}};
    bw::RequestStats list = entry("list", 196, 400, 1200);
    list.flow = "browse";
    list.skipped = 4;
    list.checks = {{"status 200", 0}};
    r.byStep = {login, list};
    bw::FlowStats f;
    f.name = "browse";
    f.iterations = 200;
    f.failedIterations = 4;
    f.iterationsPerSec = 20;
    f.durationSummary.count = 200;
    f.durationSummary.p50Us = 15'000;
    f.durationSummary.p99Us = 42'000;
    r.byFlow = {f};
    RequestStatsModel m;
    m.setResult(r);
    QVERIFY(m.hasFlows());
    QCOMPARE(m.rowCount(), 4);
    QCOMPARE(m.columnCount(), int(RequestStatsModel::Verdict) + 2);   // no SLO: Checks and Skipped in its place
    const int checks = RequestStatsModel::Verdict, skipped = RequestStatsModel::Verdict + 1;
    QCOMPARE(m.column(checks), RequestStatsModel::Checks);
    QCOMPARE(m.headerData(checks, Qt::Horizontal).toString(), RequestStatsModel::tr("Failed checks"));
    QCOMPARE(cell(m, 0, RequestStatsModel::Name), QStringLiteral("health"));
    QCOMPARE(cell(m, 1, RequestStatsModel::Name), QStringLiteral("browse"));
    QCOMPARE(cell(m, 1, RequestStatsModel::Requests), F::count(200));   // iterations
    QCOMPARE(cell(m, 1, RequestStatsModel::Errors), F::count(4));       // failed iterations
    QCOMPARE(cell(m, 1, RequestStatsModel::P99), F::latencyUs(42'000));
    QCOMPARE(cell(m, 1, RequestStatsModel::Share), F::dash());
    QVERIFY(m.data(m.index(1, RequestStatsModel::Name), Qt::FontRole).value<QFont>().bold());
    QCOMPARE(cell(m, 2, RequestStatsModel::Name), QStringLiteral("browse / login"));
    QCOMPARE(cell(m, 2, checks), F::count(8));
    QCOMPARE(m.data(m.index(2, checks), Qt::ToolTipRole).toString(),
             RequestStatsModel::tr("Failed: %1").arg(QStringLiteral("status 200 x4, a missing {{token}} x4")));
    QVERIFY(m.data(m.index(2, checks), Qt::ForegroundRole).isValid());
    QCOMPARE(cell(m, 3, RequestStatsModel::Name), QStringLiteral("browse / list"));
    QCOMPARE(cell(m, 3, checks), F::count(0));
    QCOMPARE(cell(m, 3, skipped), F::count(4));
    QCOMPARE(cell(m, 0, skipped), F::dash());
    // Shares are of requests: the entry and the steps (100 + 200 + 196), not the iterations.
    QCOMPARE(cell(m, 0, RequestStatsModel::Share), F::percent(100.0 * 100 / 496, 1));

    // With an SLO the verdict keeps its column and the flow columns follow it.
    r.byFlow[0].verdict.evaluated = true;
    m.setResult(r);
    QCOMPARE(m.columnCount(), int(RequestStatsModel::ColumnCount));
    QCOMPARE(cell(m, 1, RequestStatsModel::Verdict), RequestStatsModel::tr("FAIL"));
    QCOMPARE(cell(m, 2, RequestStatsModel::Checks), F::count(8));
}

void TestRequestStats::liveFlows()
{
    bw::LiveRequests live;
    live.version = 1;
    live.entries.resize(2);
    live.entries[0].name = "login";
    live.entries[0].flow = "buy";
    live.entries[0].requests = 10;
    live.entries[0].checkFailures = 2;
    live.entries[1].name = "checkout";
    live.entries[1].flow = "buy";
    live.entries[1].requests = 8;
    live.entries[1].skipped = 2;
    live.flows.resize(1);
    live.flows[0].name = "buy";
    live.flows[0].iterations = 9;
    live.flows[0].failed = 2;
    live.flows[0].iterationsNow = 3;
    live.flows[0].p99Us = 8000;
    RequestStatsBox box;
    box.setLive(live, nullptr);
    RequestStatsModel* m = box.model();
    QCOMPARE(m->rowCount(), 3);
    QCOMPARE(cell(*m, 0, RequestStatsModel::Name), QStringLiteral("buy"));
    QCOMPARE(cell(*m, 0, RequestStatsModel::Requests), F::count(9));
    QCOMPARE(cell(*m, 0, RequestStatsModel::Rps), F::requestsPerSec(3));
    QCOMPARE(cell(*m, 0, RequestStatsModel::P99), F::latencyUs(8000));
    QCOMPARE(cell(*m, 1, RequestStatsModel::Name), QStringLiteral("buy / login"));
    QCOMPARE(cell(*m, 1, RequestStatsModel::Verdict), F::count(2));       // Checks, in the verdict's place
    QCOMPARE(cell(*m, 2, RequestStatsModel::Verdict + 1), F::count(2));   // Skipped
    QCOMPARE(box.title(), RequestStatsBox::tr("Requests by entry, flow and step"));
}

BW_TEST_MAIN(TestRequestStats)
#include "tst_ui_request_stats.moc"

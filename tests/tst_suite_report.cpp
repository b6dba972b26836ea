// Suite reports in English and Korean, Markdown and HTML: summary, headroom,
// every run, descriptions, baselines (given and from the history), the
// matrix table, runs that could not run; and the suite result JSON.
// URLs in the JSON fixtures are written http:\/\/ (JSON's escaped slash): moc
// reads raw string literals as ordinary ones and would take "//" for a comment.
#include "capacity/capacity_text.h"
#include "history/history_store.h"
#include "report/html_report.h"
#include "report/markdown_report.h"
#include "run_result_fixture.h"
#include "suite/suite_baselines.h"
#include "suite/suite_parser.h"
#include "suite_fixture.h"
#include "suite/suite_plan.h"
#include "suite/suite_report.h"
#include "suite/suite_result_json.h"
#include "test_main.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const char* kSuite = R"({"schema": "benchwork.suite/1", "name": "ref",
    "description": {"en": "Five scenarios.", "ko": "다섯 가지 scenario."},
    "targets": [{"name": "demo", "demo": true}],
    "defaults": {"load": {"vus": 50, "warmup": "10s", "duration": "30s"}},
    "scenarios": [
      {"id": "pure_http_no_db", "name": "Pure HTTP", "request": {"path": "/json"},
       "description": {"en": "The smallest route.", "ko": "최소 HTTP route입니다."}, "slo": {"rps": 50000, "p99": "5ms"}},
      {"id": "db_list", "name": "DB List", "request": {"path": "/db/list"}, "slo": {"rps": 5000, "p99": "20ms"}},
      {"id": "db_relation", "name": "DB Relation", "request": {"path": "/db/relation/1"}, "slo": {"rps": 1500, "p99": "60ms"}}],
    "baselines": [
      {"scenario": "pure_http_no_db", "label": "raw Bun.serve", "rps": 130000, "p99": "0.7ms", "note": {"en": "router only", "ko": "router만"}},
      {"scenario": "db_list", "label": "raw bun:sqlite", "history": {"tag": "storage-ceiling"}},
      {"scenario": "db_list", "label": "missing one", "history": {"name": "nothing by this name"}}],
    "report": {"conclusion": {"en": "Fast enough.", "ko": "충분히 빠릅니다."}}})";

// A finished run of `planned` with these figures, judged against its SLO.
bw::SuiteRunRecord record(const bw::SuitePlan& plan, int index, double rps, double p99Us, uint64_t peakRss)
{
    const bw::PlannedRun& p = plan.runs[size_t(index)];
    bw::SuiteRunRecord r = bw::plannedRecord(plan, p);
    r.ran = true;
    r.result = bwtest::makeFullRunResult(index + 1, 5);
    r.result.config = p.config;
    r.result.config.url = "http://127.0.0.1:40000" + p.path;
    r.result.config.rate = 0;
    r.result.status = bw::RunStatus::Complete;
    r.result.rps = rps;
    r.result.latencySummary.p99Us = p99Us;
    r.result.errors = {};
    r.result.target.present = true;
    r.result.target.peakRssBytes = peakRss;
    r.result.slo = p.slo;
    r.result.verdict = bw::evaluateSlo(p.slo, r.result);
    r.historyId = 100 + index;
    return r;
}

} // namespace

class TestSuiteReport : public QObject {
    Q_OBJECT
private:
    bw::Suite suite_ = bwtest::parseSuiteOrDie(kSuite);
    bw::SuitePlan plan_;
    bw::SuiteOutcome outcome_;
    std::vector<bw::ResolvedBaseline> baselines_;
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        auto p = bw::planSuite(suite_, {}, nullptr);
        QVERIFY(p);
        plan_ = *p;
        outcome_.suiteName = "ref";
        outcome_.status = bw::SuiteStatus::Failed;
        outcome_.plannedRuns = 3;
        outcome_.startedAtMs = 1780000000000;
        outcome_.records.push_back(record(plan_, 0, 119571, 812, 179390000));   // 2.4x, 6.2x: PASS
        outcome_.records.push_back(record(plan_, 1, 4000, 25000, 202730000));    // below floor, above ceiling: FAIL
        bw::SuiteRunRecord notRun;
        notRun.index = 2;
        notRun.scenarioId = "db_relation";
        notRun.scenarioName = "DB Relation";
        notRun.cellLabel = "demo";
        notRun.error = "target demo ended before this run: exited with code 1";
        outcome_.records.push_back(notRun);

        // a storage-ceiling run imported into a temporary history
        QVERIFY(dir_.isValid());
        bw::HistoryStore store;
        QVERIFY(store.open(dir_.filePath("h.sqlite").toStdString()));
        bw::RunResult ceiling = bwtest::makeFullRunResult(9, 3);
        ceiling.name = "bun:sqlite raw";
        ceiling.status = bw::RunStatus::Complete;
        ceiling.rps = 8000;
        bw::SaveOptions so;
        so.tags = {"storage-ceiling"};
        so.source = bw::RunSource::Wrk;
        const int64_t id = store.saveRun(ceiling, so);
        QVERIFY2(id > 0, store.lastError().c_str());
        baselines_ = bw::resolveBaselines(suite_, &store);
        QCOMPARE(int(baselines_.size()), 3);
        QVERIFY(baselines_[0].available);
        QCOMPARE(baselines_[0].rps, 130000.0);
        QVERIFY(baselines_[1].available);
        QCOMPARE(baselines_[1].historyRunId, id);
        QCOMPARE(QString::fromStdString(baselines_[1].source), QString("wrk"));
        QVERIFY(baselines_[1].rps > 0);
        QVERIFY(!baselines_[2].available);
        QCOMPARE(QString::fromStdString(baselines_[2].problem), QString("no finished history run named \"nothing by this name\""));
        auto none = bw::resolveBaselines(suite_, nullptr);
        QVERIFY(!none[1].available);
        QVERIFY(none[0].available);
    }

    void englishReport()
    {
        bw::ReportDocument d = bw::buildSuiteReport(suite_, plan_, outcome_, baselines_, "en");
        QCOMPARE(d.title, QString("ref: benchmark results"));
        const QString md = bw::reportToMarkdown(d);
        const QString html = bw::reportToHtml(d);
        for (const QString& text : {md, html}) {
            QVERIFY(text.contains("PASS"));
            QVERIFY(text.contains("FAIL"));
            QVERIFY(text.contains("2.4x RPS target, 6.2x p99 headroom"));
            QVERIFY(text.contains("x RPS target"));
            QVERIFY(text.contains("119,571"));
            QVERIFY(text.contains("171.1 MiB"));
            QVERIFY(text.contains("pure_http_no_db"));
            QVERIFY(text.contains("The smallest route."));          // the scenario's description
            QVERIFY(text.contains("Five scenarios."));
            QVERIFY(text.contains("1 of 2 runs with an SLO failed") || text.contains("2 of 3 runs with an SLO failed"));
            QVERIFY(text.contains("Comparison with familiar baselines"));
            QVERIFY(text.contains("raw Bun.serve"));
            QVERIFY(text.contains("raw bun:sqlite"));
            QVERIFY(text.contains("missing one is missing"));
            QVERIFY(text.contains("Runs that could not run"));
            QVERIFY(text.contains("exited with code 1"));
            QVERIFY(text.contains("Conclusion"));
            QVERIFY(text.contains("Fast enough."));
            QVERIFY(text.contains("Test environment"));
            QVERIFY(text.contains("built-in demo target"));
            QVERIFY(!text.contains("Matrix"));
        }
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.contains("<svg"));
        QVERIFY(!html.contains("src=") && !html.contains("href="));   // self-contained
        QVERIFY(md.contains("| Scenario | Target | RPS |"));
    }

    void koreanReport()
    {
        bw::ReportDocument d = bw::buildSuiteReport(suite_, plan_, outcome_, baselines_, "ko");
        const QString md = bw::reportToMarkdown(d);
        const QString html = bw::reportToHtml(d);
        for (const QString& text : {md, html}) {
            QVERIFY(text.contains(QString::fromUtf8("결과")));
            QVERIFY(text.contains(QString::fromUtf8("ref 벤치마크 결과")));
            QVERIFY(text.contains(QString::fromUtf8("요약")));
            QVERIFY(text.contains(QString::fromUtf8("테스트 환경")));
            QVERIFY(text.contains(QString::fromUtf8("익숙한 기준과의 비교")));
            QVERIFY(text.contains(QString::fromUtf8("최소 HTTP route입니다.")));
            QVERIFY(text.contains(QString::fromUtf8("충분히 빠릅니다.")));
            QVERIFY(text.contains(QString::fromUtf8("다섯 가지 scenario.")));
            QVERIFY(text.contains(QString::fromUtf8("router만")));
            QVERIFY(text.contains(QString::fromUtf8("RPS 목표 대비 2.4배, p99 여유 6.2배")));
            QVERIFY(text.contains("PASS"));
            QVERIFY(!text.contains("The smallest route."));
        }
        QVERIFY(html.contains("lang=\"ko\""));
    }

    void matrixReport()
    {
        bw::Suite s = bwtest::parseSuiteOrDie(R"({"schema": "benchwork.suite/1", "name": "nm",
            "targets": [{"name": "node-single", "command": ["node", "s.js"], "url": "http:\/\/127.0.0.1:3901"},
                        {"name": "node-cluster", "command": ["node", "s.js"], "url": "http:\/\/127.0.0.1:3902"}],
            "scenarios": [{"id": "json", "name": "GET /json", "request": {"path": "/json"}}],
            "matrix": {"targets": ["node-single", "node-cluster"], "cpus": [[0], [0, 1]]}})");
        auto p = bw::planSuite(s, {}, nullptr);
        QVERIFY(p);
        bw::SuiteOutcome o;
        o.status = bw::SuiteStatus::Complete;
        o.plannedRuns = 4;
        const double rps[] = {11000, 12000, 10000, 21000};
        for (int i = 0; i < 4; ++i)
            o.records.push_back(record(*p, i, rps[i], 3000 + 100 * i, 60000000));
        for (const char* lang : {"en", "ko"}) {
            const QString md = bw::reportToMarkdown(bw::buildSuiteReport(s, *p, o, {}, lang));
            QVERIFY(md.contains(QString(lang) == "en" ? "Matrix: targets x CPU configurations" : QString::fromUtf8("Matrix: 대상 x CPU 구성")));
            QVERIFY(md.contains("node-cluster @ cpus 0,1"));
            QVERIFY(md.contains("| node-cluster | 0,1 | 21,000 |"));
            QVERIFY(md.contains("| node-single | 0 | 11,000 |"));
            QVERIFY(md.contains("2.1x"));   // fastest vs slowest: 21,000 / 10,000
        }
        const QString en = bw::reportToMarkdown(bw::buildSuiteReport(s, *p, o, {}, "en"));
        QVERIFY(en.contains("GET /json: node-cluster @ cpus 0,1 was the fastest at 21,000 RPS, 2.1x node-cluster @ cpus 0."));
    }

    // A network axis: a Network column with the preset's name (translated),
    // the figures as written; three rounds a cell reported as their medians.
    void matrixNetworksAndMediansOfRounds()
    {
        bw::Suite s = bwtest::parseSuiteOrDie(R"({"schema": "benchwork.suite/1", "name": "lies",
            "targets": [{"name": "go", "command": ["go", "run", "."], "url": "http:\/\/127.0.0.1:3905"}],
            "scenarios": [{"id": "json", "name": "GET /json", "rounds": 3, "request": {"path": "/json"}}],
            "matrix": {"targets": ["go"], "link": ["local", "wifi", "rtt=40ms"]}})");
        auto p = bw::planSuite(s, {}, nullptr);
        QVERIFY(p);
        QCOMPARE(int(p->runs.size()), 9);
        bw::SuiteOutcome o;
        o.status = bw::SuiteStatus::Complete;
        o.plannedRuns = 9;
        // local 50k/52k/90k (median 52k), wifi 9k/7k/8k (median 8k), rtt=40ms 4k/5k/3k (median 4k)
        const double rps[] = {50000, 52000, 90000, 9000, 7000, 8000, 4000, 5000, 3000};
        const double p99[] = {1000, 3000, 2000, 30000, 50000, 40000, 60000, 61000, 62000};
        const double worst[] = {9000, 5000, 7000, 864000, 100000, 120000, 80000, 90000, 70000};
        for (int i = 0; i < 9; ++i) {
            o.records.push_back(record(*p, i, rps[i], p99[i], 60000000));
            o.records.back().result.latencySummary.maxUs = worst[i];
            if (i >= 3) {   // the networks' cells ran with --split 1:1: the server on CPU 0
                o.records.back().result.cores.serverPinned = true;
                o.records.back().result.cores.serverCpus = {0};
            }
        }
        const QString en = bw::reportToMarkdown(bw::buildSuiteReport(s, *p, o, {}, "en"));
        QVERIFY2(en.contains("| Target | CPUs | Network | RPS | p99 | worst |"), qPrintable(en));
        QVERIFY2(en.contains("| go | not pinned | Local | 52,000 | 2ms | 7ms |"), qPrintable(en));
        QVERIFY2(en.contains("| go | 0 (--split) | Wi-Fi | 8,000 | 40ms | 120ms |"), qPrintable(en));
        QVERIFY2(en.contains("| go | 0 (--split) | rtt=40ms | 4,000 | 61ms | 80ms |"), qPrintable(en));
        QVERIFY(en.contains("once per network"));
        QVERIFY2(en.contains("## Matrix: targets x networks"), qPrintable(en));
        QVERIFY(!en.contains("pinned to those CPUs"));   // no CPU axis: nothing was pinned
        QVERIFY(en.contains("the median of its rounds"));
        // the summary's fastest and slowest cells, by their medians
        QVERIFY2(en.contains("GET /json: go over local was the fastest at 52,000 RPS, 13.0x go over rtt=40ms."), qPrintable(en));
        const QString ko = bw::reportToMarkdown(bw::buildSuiteReport(s, *p, o, {}, "ko"));
        QVERIFY2(ko.contains(QString::fromUtf8("| 네트워크 |")), qPrintable(ko));
        QVERIFY2(ko.contains(QString::fromUtf8("| 로컬 |")), qPrintable(ko));
    }

    // A capacity scenario the client limited on a laptop: its answer is a
    // lower bound, an answer (the record passes, the suite exits 0), shown
    // as one in the capacity table and the summary, in English and Korean.
    void aCapacityLowerBoundIsAnAnswer()
    {
        bw::Suite s = bwtest::parseSuiteOrDie(R"({"schema": "benchwork.suite/1", "name": "laptop",
            "targets": [{"name": "demo", "demo": true}],
            "scenarios": [{"id": "json_capacity", "kind": "capacity", "request": {"path": "/json"}, "slo": {"p99": "10ms"}}]})");
        auto p = bw::planSuite(s, {}, nullptr);
        QVERIFY(p);
        QVERIFY(p->runs[0].capacity);
        bw::SuiteRunRecord r = bw::plannedRecord(*p, p->runs[0]);
        r.ran = true;
        bw::CapacityResult c;
        c.slo.maxP99Us = 10'000;
        c.outcome = bw::CapacityOutcome::ClientLimited;
        c.maxRate = 11'689;
        c.clientLimit = "cpu-busy";
        c.clientLimitRps = 11'702;
        c.elapsedSec = 8;
        bw::CapacityStep step;
        step.plan.index = 2;
        step.plan.phase = bw::StepPhase::Grow;
        step.plan.rate = 11'689;
        step.passed = true;
        step.clientLimit = "cpu-busy";
        step.figures.achievedRps = 11'702;
        step.figures.requests = 58'510;
        step.figures.p99Us = 4'000;
        c.steps = {step};
        r.capacity = c;
        r.result = bwtest::makeFullRunResult(1, 5);
        bw::SuiteOutcome o;
        o.status = bw::SuiteStatus::Complete;
        o.plannedRuns = 1;
        o.records = {r};
        QVERIFY(o.records[0].passed());
        QCOMPARE(o.exitStatus(), 0);
        for (const char* lang : {"en", "ko"}) {
            const QString md = bw::reportToMarkdown(bw::buildSuiteReport(s, *p, o, {}, lang));
            QVERIFY2(md.contains(QString::fromUtf8("| \u2265 11,689 | [11,689, -] req/s |")), qPrintable(md));
            QVERIFY2(md.contains(bw::capacityAnswer(c, bw::TextCatalog::forLanguage(lang))), qPrintable(md));
        }
        const QString en = bw::reportToMarkdown(bw::buildSuiteReport(s, *p, o, {}, "en"));
        QVERIFY2(en.contains("at least 11,689 req/s at p99 \u2264 10ms (the client could not offer more than 11,702 req/s here"),
                 qPrintable(en));
    }

    // The seed suites' matrix: the write-up's columns (worst case, timeouts),
    // a cell the client limited said plainly, a skipped target named with
    // what to install, each target's runtime; in English and Korean.
    void quotaMatrixSaysSkipsAndClientLimits()
    {
        bw::Suite s = bwtest::parseSuiteOrDie(R"({"schema": "benchwork.suite/1", "name": "seeds",
            "targets": [{"name": "node", "command": ["node", "s.js"], "url": "http:\/\/127.0.0.1:3901"},
                        {"name": "bun", "command": ["bun", "s.ts"], "url": "http:\/\/127.0.0.1:3902", "requires": ["bun"],
                         "install": "scripts/install-deps.sh examples"}],
            "scenarios": [{"id": "json", "name": "GET /json", "request": {"path": "/json"}}],
            "matrix": {"targets": ["node", "bun"], "cpuQuota": [1, 2]}})");
        auto p = bw::planSuite(s, {}, nullptr);
        QVERIFY(p);
        bw::SuiteOutcome o;
        o.status = bw::SuiteStatus::Complete;
        o.plannedRuns = 4;
        o.records.push_back(record(*p, 0, 11000, 30000, 60000000));
        o.records.push_back(record(*p, 1, 21000, 12000, 90000000));
        o.records[0].result.errors.timeout = 60;
        o.records[0].result.latencySummary.maxUs = 864000;
        o.records[0].result.environment.targetRuntime = "node v20.19.2";
        o.records[0].result.clientWarnings.clear();   // a healthy client
        o.records[0].result.clientBound = false;
        o.records[1].result.clientWarnings = {"cpu-busy"};
        o.records[1].result.clientBusyFraction = 0.97;
        o.records[0].result.cores.bottleneck = bw::Bottleneck::ServerBound;   // --split: the side that bound it
        for (int i = 2; i < 4; ++i) {
            bw::SuiteRunRecord r;
            r.index = i;
            r.cell = p->runs[size_t(i)].cell;
            r.scenarioId = "json";
            r.scenarioName = "GET /json";
            r.targetName = "bun";
            r.cellLabel = p->cells[size_t(r.cell)].label;
            r.skipped = true;
            r.missingProgram = "bun";
            r.install = "scripts/install-deps.sh examples";
            r.error = "bun not found \u2014 scripts/install-deps.sh examples";
            o.records.push_back(r);
        }
        QCOMPARE(o.failedCount(), 0);
        QCOMPARE(o.skippedCount(), 2);
        const QString en = bw::reportToMarkdown(bw::buildSuiteReport(s, *p, o, {}, "en"));
        QVERIFY2(en.contains("| Target | CPUs | RPS | p99 | worst | Errors | timeouts | Peak memory | client | bound by | SLO |"),
                 qPrintable(en));
        QVERIFY2(en.contains("| node | CPU quota 1 | 11,000 | 30ms | 864ms |"), qPrintable(en));
        QVERIFY2(en.contains("| 60 | 57.2 MiB | ok | server-bound |"), qPrintable(en));
        QVERIFY(en.contains("Client CPU-bound"));
        QVERIFY(en.contains("The load generator limited 1 of 2 runs (GET /json @ node @ quota 2)"));
        QVERIFY(en.contains("2 of 4 planned runs were skipped because a runtime is missing on this machine: bun."));
        QVERIFY(en.contains("GET /json on bun @ quota 1 was skipped: bun not found (install it with scripts/install-deps.sh examples)."));
        QVERIFY(en.contains("| bun | CPU quota 1 | - | - | - | - | - | - | - | - | skipped |"));
        QVERIFY(en.contains("Each target was started once per CPU quota"));
        QVERIFY(!en.contains("failed it"));   // the skipped runs are not failures
        QVERIFY(en.contains("runtime node v20.19.2"));
        const QString ko = bw::reportToMarkdown(bw::buildSuiteReport(s, *p, o, {}, "ko"));
        QVERIFY2(ko.contains(QString::fromUtf8("건너뛰었습니다")), qPrintable(ko));
        QVERIFY(ko.contains(QString::fromUtf8("부하 생성기가")));
        QVERIFY(ko.contains(QString::fromUtf8("| 최악 |")));
        QVERIFY(ko.contains(QString::fromUtf8("런타임 node v20.19.2")));
        QVERIFY(!ko.contains("was skipped"));
    }

    void resultJson()
    {
        QJsonObject j = bw::suiteOutcomeToJson(suite_, outcome_, baselines_);
        QCOMPARE(j.value("schema").toString(), QString("benchwork.suite-result/1"));
        QCOMPARE(j.value("status").toString(), QString("failed"));
        QCOMPARE(j.value("passed").toInt(), 1);
        QCOMPARE(j.value("failed").toInt(), 2);
        QJsonArray runs = j.value("runs").toArray();
        QCOMPARE(runs.size(), 3);
        QCOMPARE(runs[0].toObject().value("scenario").toString(), QString("pure_http_no_db"));
        QVERIFY(runs[0].toObject().value("verdict").toObject().value("pass").toBool());
        QCOMPARE(runs[0].toObject().value("run").toObject().value("schema").toString(), QString("benchwork.run/1"));
        QCOMPARE(runs[0].toObject().value("historyId").toInt(), 100);
        QVERIFY(!runs[2].toObject().value("ran").toBool());
        QVERIFY(runs[2].toObject().value("error").toString().contains("exited with code 1"));
        QCOMPARE(j.value("baselines").toArray().size(), 3);
        QVERIFY(j.value("baselines").toArray()[2].toObject().contains("problem"));
    }
};

BW_TEST_GUILESS_MAIN(TestSuiteReport)
#include "tst_suite_report.moc"

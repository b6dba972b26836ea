// Suite files: the bundled examples parse, defaults are inherited field by
// field, and broken files are refused naming the JSON path at fault.
// URLs in the JSON fixtures are written http:\/\/ (JSON's escaped slash): moc
// reads raw string literals as ordinary ones and would take "//" for a comment.
#include "platform/cpu_affinity.h"
#include "suite/suite_plan.h"
#include "target/cpu_list.h"
#include "suite/suite_commands.h"
#include "suite/suite_parser.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QString sourceDir()
{
    QByteArray env = qgetenv("BENCHWORK_SOURCE_DIR");
    // set by CTest; when run by hand from the source tree, "." works too
    return env.isEmpty() ? QStringLiteral(".") : QString::fromLocal8Bit(env);
}

// A minimal valid suite with `scenario` as its only scenario (JSON text).
std::string suiteWith(const std::string& scenario, const std::string& extra = {})
{
    return R"({"schema": "benchwork.suite/1", "name": "t",
               "targets": [{"name": "local", "url": "http:\/\/127.0.0.1:8080"}],
               "scenarios": [)" + scenario + "]" + extra + "}";
}

// Two servers and a demo target, for the A/B scenarios.
std::string abSuiteWith(const std::string& scenario, const std::string& extra = {})
{
    return R"({"schema": "benchwork.suite/1", "name": "t",
               "targets": [{"name": "v1", "url": "http:\/\/127.0.0.1:8081"}, {"name": "v2", "url": "http:\/\/127.0.0.1:8082"},
                           {"name": "n1", "command": "node a.js", "url": "http:\/\/127.0.0.1:3000"},
                           {"name": "n2", "command": "node b.js", "url": "http:\/\/127.0.0.1:3000"}],
               "defaults": {"target": "v1"},
               "scenarios": [)" + scenario + "]" + extra + "}";
}

std::string refusal(const std::string& json)
{
    bw::Error e;
    auto s = bw::parseSuite(json, "/base", &e);
    if (s)
        return "(accepted)";
    return e.text();
}

} // namespace

class TestSuiteParser : public QObject {
    Q_OBJECT
private slots:
    void bundledReferenceSuiteParses()
    {
        bw::Error e;
        auto s = bw::loadSuiteFile((sourceDir() + "/resources/suites/reference-report.json").toStdString(), &e);
        QVERIFY2(s, e.text().c_str());
        QCOMPARE(int(s->scenarios.size()), 6);
        QCOMPARE(s->targets.front().kind, bw::SuiteTarget::Kind::Demo);
        const auto* capacity = s->findScenario("db_list_capacity");
        QVERIFY(capacity && capacity->capacity);
        QCOMPARE(capacity->capacity->stepSec, 5.0);
        QCOMPARE(capacity->capacity->precision, 0.02);
        QCOMPARE(capacity->slo.minRps, 5000.0);
        QCOMPARE(capacity->load.connections, 64);
        QVERIFY(!s->findScenario("db_list")->capacity);
        QVERIFY(!bw::suiteLaunchesCommands(*s));
        const auto* pure = s->findScenario("pure_http_no_db");
        QVERIFY(pure);
        QCOMPARE(pure->slo.minRps, 50000.0);
        QCOMPARE(pure->slo.maxP99Us, 5000.0);
        QCOMPARE(pure->load.connections, 50);      // from defaults
        QCOMPARE(pure->load.warmupSec, 10.0);
        QCOMPARE(pure->load.durationSec, 30.0);
        QCOMPARE(pure->slo.maxErrorRate, 0.001);   // defaults' errorRate kept next to the scenario's own SLO
        const auto* signal = s->findScenario("signal_no_db");
        QCOMPARE(QString::fromStdString(signal->load.method), QString("POST"));
        QVERIFY(signal->load.body.find("\"name\":\"checkout\"") != std::string::npos);
        bool jsonType = false;
        for (const auto& h : signal->load.headers)
            jsonType = jsonType || (h.name == "Content-Type" && h.value == "application/json");
        QVERIFY(jsonType);
        // the document reads vary their id (and the list its page) per request, over the 300 seeded documents
        const auto* find = s->findScenario("db_find_one");
        QCOMPARE(int(find->load.mix.entries.size()), 1);
        QCOMPARE(QString::fromStdString(find->load.mix.entries[0].path), QString("/db/find/{{id}}"));
        QCOMPARE(find->load.mix.variables.at(0).hi, int64_t(300));
        QCOMPARE(QString::fromStdString(s->findScenario("db_relation")->load.mix.entries[0].path), QString("/db/relation/{{id}}"));
        QCOMPARE(QString::fromStdString(s->findScenario("db_list")->load.mix.entries[0].path),
                 QString("/db/list?page={{page}}&size=20&sort=-score"));
        QCOMPARE(QString::fromStdString(s->description.in("ko")).contains(QString::fromUtf8("참고")), true);
    }

    void bundledNodeMatrixParses()
    {
        bw::Error e;
        const QString dir = sourceDir() + "/resources/suites";
        auto s = bw::loadSuiteFile((dir + "/node-matrix.json").toStdString(), &e);
        QVERIFY2(s, e.text().c_str());
        QVERIFY(s->matrix);
        QCOMPARE(int(s->matrix->cpus.size()), 2);
        QCOMPARE(s->matrix->cpus[1], (std::vector<int>{0, 1}));
        QVERIFY(bw::suiteLaunchesCommands(*s));
        auto cmds = bw::suiteCommands(*s);
        QCOMPARE(int(cmds.size()), 2);
        QCOMPARE(QString::fromStdString(cmds[0].commandLine), QString("node node/server.js"));
        // relative working directories resolve against the suite file's folder
        QCOMPARE(QString::fromStdString(cmds[0].workingDir), QDir::cleanPath(QFileInfo(dir).absoluteFilePath() + "/servers"));
        QCOMPARE(s->targets[0].versionCommand, (std::vector<std::string>{"node", "--version"}));
        QVERIFY(std::find(cmds[1].env.begin(), cmds[1].env.end(), "WORKERS=auto") != cmds[1].env.end());
        QCOMPARE(s->targets[0].launch.readiness.kind, bw::Readiness::Kind::Http);
    }

    // The write-up's --cpus 1 vs 2 matrix: quotas as a matrix axis, a
    // memory limit, plans with one cell per target x quota.
    void bundledNodeQuotaMatrixParses()
    {
        bw::Error e;
        const QString dir = sourceDir() + "/resources/suites";
        auto s = bw::loadSuiteFile((dir + "/node-quota-matrix.json").toStdString(), &e);
        QVERIFY2(s, e.text().c_str());
        QVERIFY(s->matrix);
        QCOMPARE(s->matrix->cpuQuotas, (std::vector<double>{1, 2}));
        QCOMPARE(s->targets[0].launch.memoryLimitBytes, uint64_t(512) << 20);
        auto plan = bw::planSuite(*s, {}, &e);
        QVERIFY2(plan, e.text().c_str());
        QCOMPARE(int(plan->cells.size()), 4);
        QCOMPARE(plan->cells[1].cpuQuota, 2.0);
        QCOMPARE(QString::fromStdString(plan->cells[1].label), QString("node-single @ quota 2"));
        const auto& tags = plan->runs[1].tags;
        QVERIFY(std::find(tags.begin(), tags.end(), "cpu-quota:2") != tags.end());
    }

    // The write-up end to end: five runtimes x quota 1 and every core.
    void bundledSeedRuntimesParses()
    {
        bw::Error e;
        const QString dir = sourceDir() + "/resources/suites";
        auto s = bw::loadSuiteFile((dir + "/seed-runtimes.json").toStdString(), &e);
        QVERIFY2(s, e.text().c_str());
        QCOMPARE(int(s->targets.size()), 5);
        QCOMPARE(s->matrix->cpuQuotas, (std::vector<double>{1, bw::kAllCpusQuota}));
        const bw::SuiteTarget& bun = *s->findTarget("bun-reuseport");
        QCOMPARE(bun.requiredPrograms, std::vector<std::string>{"bun"});
        QCOMPARE(QString::fromStdString(bun.install), QString("scripts/install-deps.sh examples"));
        QCOMPARE(bun.launch.searchPath, std::vector<std::string>{"node_modules/.bin"});
        QCOMPARE(bun.launch.memoryLimitBytes, uint64_t(512) << 20);
        QCOMPARE(QString::fromStdString(bun.launch.workingDir), QDir::cleanPath(QFileInfo(dir).absoluteFilePath() + "/servers"));
        QCOMPARE(s->findTarget("go")->versionCommand, (std::vector<std::string>{"go", "version"}));
        QCOMPARE(s->scenarios[0].load.connections, 200);
        QCOMPARE(s->scenarios[0].load.timeoutSec, 2.0);
        // the search path is shown with the commands before anything starts
        const auto cmds = bw::suiteCommands(*s);
        QVERIFY(std::find(cmds[2].env.begin(), cmds[2].env.end(), "PATH=node_modules/.bin:$PATH") != cmds[2].env.end());
        auto plan = bw::planSuite(*s, {}, &e);
        QVERIFY2(plan, e.text().c_str());
        QCOMPARE(int(plan->cells.size()), 10);
        // "all" is counted on the machine that plans it
        const double all = double(std::max<size_t>(bw::availableCpus().size(), 1));
        QCOMPARE(plan->cells[1].cpuQuota, all);
        QCOMPARE(QString::fromStdString(plan->cells[1].label),
                 QString("node-single @ quota %1").arg(QString::fromStdString(bw::formatCpuQuota(all))));
        QCOMPARE(plan->cells[0].cpuQuota, 1.0);
    }

    // The framework report's baselines: the demo target beside four Bun servers.
    void bundledSeedBaselinesParses()
    {
        bw::Error e;
        auto s = bw::loadSuiteFile((sourceDir() + "/resources/suites/seed-baselines.json").toStdString(), &e);
        QVERIFY2(s, e.text().c_str());
        QCOMPARE(int(s->scenarios.size()), 6);
        QCOMPARE(int(s->baselines.size()), 4);
        QCOMPARE(s->findTarget("demo")->kind, bw::SuiteTarget::Kind::Demo);
        QCOMPARE(s->findTarget("hono")->requiredPrograms, (std::vector<std::string>{"bun", "node_modules/hono"}));
        // each baseline is the run of its own scenario in this suite, by its history name
        auto plan = bw::planSuite(*s, {}, &e);
        QVERIFY2(plan, e.text().c_str());
        for (const bw::SuiteBaseline& b : s->baselines) {
            const bool planned = std::any_of(plan->runs.begin(), plan->runs.end(),
                                             [&](const bw::PlannedRun& r) { return r.runName == b.historyName; });
            QVERIFY2(planned, b.historyName.c_str());
        }
        QCOMPARE(QString::fromStdString(s->findScenario("bun_sqlite_list")->path),
                 QString::fromStdString(s->findScenario("db_list")->path));
    }

    void runtimeKeys()
    {
        bw::Error e;
        auto s = bw::parseSuite(R"({"schema": "benchwork.suite/1", "name": "t",
            "targets": [{"name": "b", "command": "bun server.ts", "url": "http:\/\/127.0.0.1:3000",
                         "searchPath": ["node_modules/.bin", "/opt/bun/bin"], "requires": ["bun", "node_modules/hono"],
                         "install": "npm ci", "version": "bun --version"}],
            "scenarios": [{"id": "one"}]})", "/srv/suites", &e);
        QVERIFY2(s, e.text().c_str());
        const bw::SuiteTarget& t = s->targets[0];
        QCOMPARE(t.versionCommand, (std::vector<std::string>{"bun", "--version"}));
        QCOMPARE(t.requiredPrograms, (std::vector<std::string>{"bun", "node_modules/hono"}));
        QCOMPARE(QString::fromStdString(t.install), QString("npm ci"));
        QCOMPARE(t.launch.searchPath, (std::vector<std::string>{"node_modules/.bin", "/opt/bun/bin"}));
        auto refused = [&](const char* target, const char* where, const char* why) {
            const std::string json = std::string(R"({"schema": "benchwork.suite/1", "name": "t", "targets": [)") + target
                                     + R"(], "scenarios": [{"id": "one"}]})";
            auto bad = bw::parseSuite(json, "", &e);
            QVERIFY2(!bad, target);
            QVERIFY2(e.text().find(where) != std::string::npos && e.text().find(why) != std::string::npos, e.text().c_str());
        };
        refused(R"({"name": "b", "command": "bun", "url": "http:\/\/127.0.0.1:1", "install": "npm ci"})", "$.targets[0].install",
                "give \"requires\" too");
        refused(R"({"name": "b", "command": "bun", "url": "http:\/\/127.0.0.1:1", "version": 3})", "$.targets[0].version",
                "expected a command line string or an argv array");
        refused(R"({"name": "b", "command": "bun", "url": "http:\/\/127.0.0.1:1", "requires": ["bun", ""]})",
                "$.targets[0].requires[1]", "");
        refused(R"({"name": "b", "url": "http:\/\/127.0.0.1:1", "requires": ["bun"]})", "$.targets[0].requires", "unknown field");
    }

    void quotaAndContainerKeys()
    {
        bw::Error e;
        auto s = bw::parseSuite(R"({"schema": "benchwork.suite/1", "name": "t",
            "targets": [{"name": "c", "command": "docker run --rm --name web -p 3000:3000 img", "url": "http:\/\/127.0.0.1:3000",
                         "container": "web", "cpuQuota": "0.5", "addressSpaceLimit": "2G"}],
            "scenarios": [{"id": "one"}]})", "", &e);
        QVERIFY2(s, e.text().c_str());
        QCOMPARE(QString::fromStdString(s->targets[0].container), QString("web"));
        QCOMPARE(s->targets[0].launch.cpuQuota, 0.5);
        QCOMPARE(s->targets[0].launch.addressSpaceLimitBytes, uint64_t(2) << 30);
        auto bad = bw::parseSuite(R"({"schema": "benchwork.suite/1", "name": "t",
            "targets": [{"name": "d", "demo": true}], "scenarios": [{"id": "one"}],
            "matrix": {"targets": ["d"], "cpuQuota": [0]}})", "", &e);
        QVERIFY(!bad);
        QVERIFY2(e.text().find("$.matrix.cpuQuota[0]") != std::string::npos, e.text().c_str());
        QVERIFY2(e.text().find("out of range") != std::string::npos, e.text().c_str());
    }

    void scenarioOverridesDefaultsFieldByField()
    {
        std::string json = R"({"schema": "benchwork.suite/1", "name": "t",
            "targets": [{"name": "a", "url": "http:\/\/127.0.0.1:1"}, {"name": "b", "url": "http:\/\/127.0.0.1:2/"}],
            "defaults": {"target": "b", "request": {"headers": {"X-A": "1", "Accept": "text/plain"}},
                         "load": {"vus": 8, "stages": [{"duration": "1s", "target": 4}]}, "slo": {"rps": 10}},
            "scenarios": [{"id": "one", "request": {"path": "/x", "headers": {"accept": "application/json"}},
                           "load": {"duration": "2s"}, "slo": {"p99": "250ms"}},
                          {"id": "two", "target": "a", "load": {"requests": 100, "rate": 50}}]})";
        bw::Error e;
        auto s = bw::parseSuite(json, "", &e);
        QVERIFY2(s, e.text().c_str());
        const auto& one = s->scenarios[0];
        QCOMPARE(QString::fromStdString(one.target), QString("b"));
        QCOMPARE(one.load.connections, 8);
        QVERIFY(one.load.stages.empty());              // duration replaced the default's stages
        QCOMPARE(one.load.durationSec, 2.0);
        QCOMPARE(one.slo.minRps, 10.0);
        QCOMPARE(one.slo.maxP99Us, 250000.0);
        QCOMPARE(int(one.load.headers.size()), 2);     // Accept replaced case-insensitively, X-A kept
        QCOMPARE(QString::fromStdString(s->findTarget("b")->baseUrl), QString("http://127.0.0.1:2"));
        const auto& two = s->scenarios[1];
        QCOMPARE(two.load.requests, uint64_t(100));
        QCOMPARE(two.load.rate, 50.0);
        QVERIFY(two.load.stages.empty());
        QCOMPARE(QString::fromStdString(two.name), QString("two"));   // name defaults to the id
    }

    void tlsOptionsReachTheLoad()
    {
        bw::Error e;
        auto s = bw::parseSuite(suiteWith(R"({"id": "a", "load": {"insecure": true, "tlsMin": "1.3"}}, {"id": "b"})"), "", &e);
        QVERIFY2(s, e.text().c_str());
        QVERIFY(s->scenarios[0].load.insecure);
        QCOMPARE(QString::fromStdString(s->scenarios[0].load.tlsMin), QString("1.3"));
        QVERIFY(!s->scenarios[1].load.insecure);
        QVERIFY(s->scenarios[1].load.tlsMin.empty());
    }

    void http2OptionsReachTheLoad()
    {
        bw::Error e;
        auto s = bw::parseSuite(
            suiteWith(R"({"id": "a", "load": {"http2": true, "streams": 10}}, {"id": "b", "load": {"http2": true}}, {"id": "c"})"),
            "", &e);
        QVERIFY2(s, e.text().c_str());
        QVERIFY(s->scenarios[0].load.http2);
        QCOMPARE(s->scenarios[0].load.streams, 10);
        QVERIFY(s->scenarios[1].load.http2);
        QCOMPARE(s->scenarios[1].load.streams, 1);
        QVERIFY(!s->scenarios[2].load.http2);
    }

    void http3OptionsReachTheLoad()
    {
        bw::Error e;
        const std::string suite = R"({"schema": "benchwork.suite/1", "name": "t",
               "targets": [{"name": "local", "url": "https:\/\/127.0.0.1:8443"}],
               "scenarios": [{"id": "a", "load": {"http3": true, "streams": 8}}, {"id": "b"}]})";
        auto s = bw::parseSuite(suite, "", &e);
        if (!bw::http3Available()) {   // checked like every load: the build says it has no HTTP/3
            QVERIFY(!s);
            QVERIFY2(e.text().find("built without HTTP/3") != std::string::npos, e.text().c_str());
            return;
        }
        QVERIFY2(s, e.text().c_str());
        QVERIFY(s->scenarios[0].load.http3);
        QVERIFY(!s->scenarios[0].load.http2);
        QCOMPARE(s->scenarios[0].load.streams, 8);
        QVERIFY(!s->scenarios[1].load.http3);
    }

    void brokenFilesNameTheField_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        auto add = [](const char* tag, const std::string& json, const char* expected) {
            QTest::newRow(tag) << QString::fromStdString(json) << QString::fromUtf8(expected);
        };
        const std::string ok = R"({"id": "a"})";
        add("p99 as a number", suiteWith(R"({"id": "a"}, {"id": "b"}, {"id": "c", "slo": {"p99": 12}})"),
            "$.scenarios[2].slo.p99: expected a duration like \"5ms\", got 12");
        add("typo in load", suiteWith(R"({"id": "a", "load": {"durration": "10s"}})"),
            "$.scenarios[0].load.durration: unknown field \"durration\" (did you mean \"duration\"?)");
        add("unknown top-level field", suiteWith(ok, R"(, "cooldwn": "1s")"),
            "$.cooldwn: unknown field \"cooldwn\" (did you mean \"cooldown\"?)");
        add("newer schema", R"({"schema": "benchwork.suite/2", "name": "t"})",
            "$.schema: this Benchwork reads \"benchwork.suite/1\", the file is \"benchwork.suite/2\"");
        add("no schema", R"({"name": "t"})", "$.schema: missing (required)");
        add("bad JSON", "{\"schema\": \"benchwork.suite/1\",\n  \"name\": }", "line 2, column");
        add("unknown scenario target", suiteWith(R"({"id": "a", "target": "nope"})"),
            "$.scenarios[0].target: no target named \"nope\"");
        add("duplicate id", suiteWith(R"({"id": "a"}, {"id": "a"})"),
            "$.scenarios[1].id: another scenario already has the id \"a\"");
        add("tlsMin 1.1", suiteWith(R"({"id": "a", "load": {"tlsMin": "1.1"}})"),
            "$.scenarios[0].load.tlsMin: expected \"1.2\" or \"1.3\", got \"1.1\"");
        add("streams without http2", suiteWith(R"({"id": "a", "load": {"streams": 4}})"),
            "$.scenarios[0].load.streams: more than one stream per connection needs \"http2\": true or \"http3\": true");
        add("http2 and http3", suiteWith(R"({"id": "a", "load": {"http2": true, "http3": true}})"),
            "$.scenarios[0].load.http3: \"http2\" and \"http3\" exclude each other");
        add("streams zero", suiteWith(R"({"id": "a", "load": {"http2": true, "streams": 0}})"),
            "$.scenarios[0].load.streams: must be between 1 and 1000, got 0");
        add("duration and requests", suiteWith(R"({"id": "a", "load": {"duration": "1s", "requests": 5}})"),
            "$.scenarios[0].load: give only one of duration, requests and stages");
        add("error rate as a fraction", suiteWith(R"({"id": "a", "slo": {"errorRate": 0.01}})"),
            "$.scenarios[0].slo.errorRate: expected a percentage like \"1%\", got 0.01");
        add("vus zero", suiteWith(R"({"id": "a", "load": {"vus": 0}})"),
            "$.scenarios[0].load.vus: must be between 1 and 100000, got 0");
        add("stage without target", suiteWith(R"({"id": "a", "load": {"stages": [{"duration": "1s", "target": 2}, {"duration": "1s"}]}})"),
            "$.scenarios[0].load.stages[1].target: missing (required)");
        add("path without slash", suiteWith(R"({"id": "a", "request": {"path": "json"}})"),
            "$.scenarios[0].request.path: expected a path starting with \"/\", got \"json\"");
        add("header value not a string", suiteWith(R"({"id": "a", "request": {"headers": {"X-N": 5}}})"),
            "$.scenarios[0].request.headers.X-N: expected a string, got 5");
        add("matrix unknown target", suiteWith(ok, R"(, "matrix": {"targets": ["local", "node-clustr"]})"),
            "$.matrix.targets[1]: no target named \"node-clustr\" (targets: local)");
        add("matrix cpus on a URL target", suiteWith(ok, R"(, "matrix": {"targets": ["local"], "cpus": [[0]]})"),
            "$.matrix.targets[0]: \"local\" is a URL target: CPU configurations and quotas apply to launched or demo targets only");
        add("bad cpu list", R"({"schema": "benchwork.suite/1", "name": "t", "targets": [{"name": "d", "demo": true, "cpus": [0, "x"]}],
                                "scenarios": [{"id": "a"}]})",
            "$.targets[0].cpus[1]: expected a CPU number, got \"x\"");
        add("target of no kind", R"({"schema": "benchwork.suite/1", "name": "t", "targets": [{"name": "d"}], "scenarios": [{"id": "a"}]})",
            "$.targets[0]: expected one of \"url\" (a running server), \"command\" (a server to launch) or \"demo\": true");
        add("launch target without url", R"({"schema": "benchwork.suite/1", "name": "t", "targets": [{"name": "n", "command": "node s.js"}],
                                             "scenarios": [{"id": "a"}]})",
            "$.targets[0].url: missing (required)");
        add("two targets, none named", R"({"schema": "benchwork.suite/1", "name": "t",
                "targets": [{"name": "a", "url": "http:\/\/127.0.0.1:1"}, {"name": "b", "url": "http:\/\/127.0.0.1:2"}],
                "scenarios": [{"id": "s"}]})",
            "$.scenarios[0].target: missing: the suite has several targets (a, b); name one here or in defaults.target");
        add("baseline without figures", suiteWith(ok, R"(, "baselines": [{"scenario": "a", "label": "x"}])"),
            "$.baselines[0]: give the baseline's rps (and p99), or a history run {\"tag\": ...}");
        add("memory not a size", R"({"schema": "benchwork.suite/1", "name": "t", "targets": [{"name": "d", "demo": true, "memory": "lots"}],
                                     "scenarios": [{"id": "a"}]})",
            "$.targets[0].memory:");
        add("bad method", suiteWith(R"({"id": "a", "request": {"method": "GE T"}})"),
            "$.scenarios[0].request.method: not a valid HTTP method: \"GE T\"");
        add("duration beyond 30 days", suiteWith(R"({"id": "a", "load": {"duration": "1000h"}})"),
            "$.scenarios[0].load.duration: must be at most 30 days, got \"1000h\"");
        add("ramp to too many VUs", suiteWith(R"({"id": "a", "load": {"stages": [{"duration": "1s", "target": 200000}]}})"),
            "$.scenarios[0].load.stages: a stage's target is a number of VUs in the closed model: at most 100000, got 200000");
        add("no scenarios", R"({"schema": "benchwork.suite/1", "name": "t", "targets": [{"name": "a", "url": "http:\/\/127.0.0.1:1"}], "scenarios": []})",
            "$.scenarios: expected at least one scenario");
        // A/B scenarios
        add("ab unknown target", abSuiteWith(R"({"id": "x", "ab": {"a": "v1", "b": "v3"}})"),
            "$.scenarios[0].ab.b: no target named \"v3\" (targets: v1, v2, n1, n2)");
        add("ab without b", abSuiteWith(R"({"id": "x", "ab": {"a": "v1"}})"), "$.scenarios[0].ab.b: missing (required)");
        add("ab typo", abSuiteWith(R"({"id": "x", "ab": {"a": "v1", "bb": "v2"}})"),
            "$.scenarios[0].ab.bb: unknown field \"bb\" (did you mean \"b\"?)");
        add("ab not an object", abSuiteWith(R"({"id": "x", "ab": ["v1", "v2"]})"), "$.scenarios[0].ab: expected an object");
        add("ab target not a string", abSuiteWith(R"({"id": "x", "ab": {"a": 1, "b": "v2"}})"),
            "$.scenarios[0].ab.a: expected a string, got 1");
        add("ab same target", abSuiteWith(R"({"id": "x", "ab": {"a": "v1", "b": "v1"}})"),
            "$.scenarios[0].ab.b: a and b are the same target \"v1\": an A/B scenario compares two targets");
        add("ab and target", abSuiteWith(R"({"id": "x", "target": "v1", "ab": {"a": "v1", "b": "v2"}})"),
            "$.scenarios[0].target: give either target or ab: an A/B scenario names its two targets in ab.a and ab.b");
        add("ab commands on one address", abSuiteWith(R"({"id": "x", "ab": {"a": "n1", "b": "n2"}})"),
            "$.scenarios[0].ab.b: a and b are both started at http://127.0.0.1:3000: both run during the scenario, so they "
            "need two addresses");
        add("ab in a matrix suite", abSuiteWith(R"({"id": "x", "ab": {"a": "v1", "b": "v2"}})", R"(, "matrix": {"targets": ["v1"]})"),
            "$.scenarios[0].ab: a matrix suite cannot hold an A/B scenario");
        add("ab rounds out of range", abSuiteWith(R"({"id": "x", "ab": {"a": "v1", "b": "v2"}, "rounds": 101})"),
            "$.scenarios[0].rounds: must be between 1 and 100, got 101");
        add("unknown kind", suiteWith(R"({"id": "a", "kind": "soak"})"), "$.scenarios[0].kind: expected \"run\" or \"capacity\"");
        add("capacity without p99", suiteWith(R"({"id": "a", "kind": "capacity"})"),
            "$.scenarios[0].slo.p99: a capacity search needs a p99 ceiling");
        add("capacity precision 0", suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms"}, "capacity": {"precision": "0%"}})"),
            "$.scenarios[0].capacity.precision: must be above 0%");
        add("capacity with a duration", suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms"}, "load": {"duration": "9s"}})"),
            "$.scenarios[0].load.duration: a capacity scenario's steps set their own rate and length");
        add("capacity rounds", suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms"}, "rounds": 3})"),
            "$.scenarios[0].rounds: a capacity scenario confirms its answer itself");
        add("capacity settings on a run", suiteWith(R"({"id": "a", "capacity": {"step": "1s"}})"),
            "$.scenarios[0].capacity: only a scenario of \"kind\": \"capacity\" takes capacity settings");
        add("capacity typo", suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms"}, "capacity": {"stepp": "1s"}})"),
            "$.scenarios[0].capacity.stepp: unknown field \"stepp\" (did you mean \"step\"?)");
        add("capacity from under min", suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms"}, "capacity": {"from": 5, "min": 10}})"),
            "$.scenarios[0].capacity.from: must be at least the minimum rate");
    }

    void capacityScenario()
    {
        bw::Error e;
        auto s = bw::parseSuite(suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms", "rps": 900},
            "capacity": {"from": 100, "step": "2s", "warmup": "500ms", "precision": "5%", "min": 10, "max": 5000,
                         "confirm": 1, "maxSteps": 12, "probe": "1s"}})"), "", &e);
        QVERIFY2(s, e.text().c_str());
        const auto& c = s->scenarios.front().capacity;
        QVERIFY(c);
        QCOMPARE(c->fromRate, 100.0);
        QCOMPARE(c->stepSec, 2.0);
        QCOMPARE(c->warmupSec, 0.5);
        QCOMPARE(c->precision, 0.05);
        QCOMPARE(c->minRate, 10.0);
        QCOMPARE(c->maxRate, 5000.0);
        QCOMPARE(c->confirmations, 1);
        QCOMPARE(c->maxSteps, 12);
        QCOMPARE(c->probeSec, 1.0);
        // A search is planned as one run; --duration sets its steps' length.
        bw::SuiteOverrides o;
        o.durationSec = 0.4;
        const auto plan = bw::planSuite(*s, o, &e);
        QVERIFY(plan);
        QCOMPARE(plan->runs.size(), size_t(1));
        QVERIFY(plan->runs[0].capacity);
        QCOMPARE(plan->runs[0].capacity->stepSec, 0.4);
        QCOMPARE(plan->runs[0].plannedSec(), 10 * (0.5 + 0.4));   // no probe: a start rate is given
    }

    void abScenario()
    {
        bw::Error e;
        auto s = bw::parseSuite(abSuiteWith(R"({"id": "plain"}, {"id": "x", "ab": {"a": "v2", "b": "v1"}, "request": {"path": "/json"}},
                                              {"id": "y", "ab": {"a": "v1", "b": "n1"}, "rounds": 3})"),
                                "/base", &e);
        QVERIFY2(s, e.text().c_str());
        const bw::SuiteScenario* plain = s->findScenario("plain");
        QVERIFY(!plain->isAb());
        QCOMPARE(plain->rounds, 1);
        const bw::SuiteScenario* x = s->findScenario("x");
        QVERIFY(x->isAb());
        QCOMPARE(x->abTargetA, std::string("v2"));
        QCOMPARE(x->abTargetB, std::string("v1"));
        QCOMPARE(x->target, std::string("v2"));   // a's, not defaults.target
        QCOMPARE(x->rounds, 6);                   // `benchwork-cli ab`'s default
        QCOMPARE(s->findScenario("y")->rounds, 3);

        // Planned as cells of their own, A B A B ..., each run on its side's target.
        auto plan = bw::planSuite(*s, {}, &e);
        QVERIFY2(plan, e.text().c_str());
        QCOMPARE(int(plan->cells.size()), 3);
        QCOMPARE(plan->cells[0].targetName, std::string("v1"));
        QVERIFY(plan->cells[0].targetNameB.empty());
        QCOMPARE(plan->cells[1].label, std::string("v2 vs v1"));
        QCOMPARE(plan->cells[1].targetNameB, std::string("v1"));
        QCOMPARE(plan->cells[2].label, std::string("v1 vs n1"));
        QCOMPARE(int(plan->runs.size()), 1 + 12 + 6);
        QCOMPARE(int(plan->cells[1].runs.size()), 12);
        for (int i = 0; i < 12; ++i) {
            const bw::PlannedRun& r = plan->runs[size_t(plan->cells[1].runs[size_t(i)])];
            QCOMPARE(r.side, std::string(i % 2 ? "b" : "a"));
            QCOMPARE(r.round, i / 2 + 1);
            QCOMPARE(r.rounds, 6);
            QCOMPARE(r.targetName, std::string(i % 2 ? "v1" : "v2"));
            QCOMPARE(r.path, std::string("/json"));
            QVERIFY(std::find(r.tags.begin(), r.tags.end(), "target:" + r.targetName) != r.tags.end());
        }
        QVERIFY(plan->runs[0].side.empty());
        // --scenario keeps an A/B scenario whole.
        bw::SuiteOverrides only;
        only.scenarioIds = {"y"};
        plan = bw::planSuite(*s, only, &e);
        QVERIFY2(plan, e.text().c_str());
        QCOMPARE(int(plan->cells.size()), 1);
        QCOMPARE(int(plan->runs.size()), 6);
        QCOMPARE(plan->runs.back().side, std::string("b"));
        QCOMPARE(plan->runs.back().targetName, std::string("n1"));
    }

    void brokenFilesNameTheField()
    {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        const QString got = QString::fromStdString(refusal(json.toStdString()));
        QVERIFY2(got.startsWith(expected), qPrintable("got: " + got + "\nexpected: " + expected));
    }

    void mixScenarios()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath("m.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"requests": [{"name": "a", "path": "/a"}, {"name": "b", "path": "/b", "weight": 3}]})");
        f.close();
        bw::Error e;
        auto s = bw::parseSuite(suiteWith(R"({"id": "file", "mix": "m.json", "load": {"duration": "1s"},
                                               "slo": {"p99": "50ms", "a": {"p99": "20ms"}, "b": {"errorRate": "1%"}}},
                                              {"id": "inline", "load": {"duration": "1s"},
                                               "mix": {"variables": {"id": {"random": [1, 9]}}, "requests": [{"name": "x", "path": "/x/{{id}}"}]}})"),
                                dir.path().toStdString(), &e);
        QVERIFY2(s, e.text().c_str());
        const bw::SuiteScenario* file = s->findScenario("file");
        QCOMPARE(int(file->load.mix.entries.size()), 2);
        QCOMPARE(file->load.mix.entries[1].weight, 3.0);
        QCOMPARE(file->slo.maxP99Us, 50000.0);
        QCOMPARE(int(file->requestSlos.size()), 2);
        QCOMPARE(QString::fromStdString(file->requestSlos[0].first), QString("a"));
        QCOMPARE(file->requestSlos[0].second.maxP99Us, 20000.0);
        QCOMPARE(file->requestSlos[1].second.maxErrorRate, 0.01);
        QCOMPARE(QString::fromStdString(s->findScenario("inline")->load.mix.entries[0].path), QString("/x/{{id}}"));
        // the per-request SLOs reach the planned runs
        const auto plan = bw::planSuite(*s, {}, &e);
        QVERIFY2(plan, e.text().c_str());
        QCOMPARE(int(plan->runs.front().requestSlos.size()), 2);

        const std::string bad[][2] = {
            {R"({"id": "x", "load": {"duration": "1s"}, "slo": {"find": {"p99": "5ms"}}})",
             "$.scenarios[0].slo.find: an SLO for the request \"find\", but the scenario has no mix"},
            {R"({"id": "x", "load": {"duration": "1s"}, "mix": {"requests": [{"name": "a", "path": "/a"}]}, "slo": {"b": {"p99": "5ms"}}})",
             "$.scenarios[0].slo.b: the mix has no request named \"b\" (its requests: \"a\")"},
            {R"({"id": "x", "load": {"duration": "1s"}, "mix": {"requests": [{"name": "a", "path": "/a", "weight": 0}]}})",
             "$.scenarios[0].mix.requests[0].weight: must be a number greater than 0"},
            {R"({"id": "x", "load": {"duration": "1s"}, "mix": {"requests": [{"name": "a", "path": "/a/{{nope}}"}]}})",
             "$.scenarios[0].mix, request 1 (\"a\"): path: unknown variable {{nope}}"},
            {R"({"id": "x", "load": {"duration": "1s"}, "mix": "missing.json"})", "$.scenarios[0].mix: cannot read the mix file"},
            {R"({"id": "x", "load": {"duration": "1s"}, "slo": {"p99": "5ms", "a": {"p9": "1ms"}}, "mix": {"requests": [{"name": "a", "path": "/a"}]}})",
             "$.scenarios[0].slo.a.p9: unknown field \"p9\" (did you mean \"p99\"?)"},
        };
        for (const auto& [scenario, expected] : bad) {
            const std::string why = refusal(suiteWith(scenario));
            QVERIFY2(why.find(expected) != std::string::npos, (why + "\n  expected: " + expected).c_str());
        }
    }

    void missingFileIsRefused()
    {
        bw::Error e;
        QVERIFY(!bw::loadSuiteFile("/nonexistent/suite.json", &e));
        QVERIFY(QString::fromStdString(e.text()).contains("/nonexistent/suite.json"));
    }

    void shellCommandsAndLocalizedTexts()
    {
        std::string json = R"({"schema": "benchwork.suite/1", "name": "t",
            "targets": [{"name": "s", "command": "exec python3 -m http.server $PORT", "shell": true, "url": "http:\/\/127.0.0.1:8123",
                         "env": {"PORT": 8123}, "cwd": "/tmp", "cpus": "0", "memory": "1G", "readyTimeout": "5s"}],
            "scenarios": [{"id": "a", "description": {"en": "Hello", "ko": "안녕"}}],
            "report": {"title": "T", "environment": {"Runtime": "python3"}}})";
        bw::Error e;
        auto s = bw::parseSuite(json, "/base", &e);
        QVERIFY2(s, e.text().c_str());
        const auto& t = s->targets[0];
        QVERIFY(t.launch.shell);
        QCOMPARE(int(t.launch.argv.size()), 1);
        QCOMPARE(QString::fromStdString(t.launch.env.at("PORT")), QString("8123"));
        QCOMPARE(QString::fromStdString(t.launch.workingDir), QString("/tmp"));
        QCOMPARE(t.launch.cpus, std::vector<int>{0});
        QCOMPARE(t.launch.memoryLimitBytes, uint64_t(1) << 30);
        QCOMPARE(t.launch.readyTimeout.count(), 5000LL);
        QCOMPARE(QString::fromStdString(s->scenarios[0].description.in("ko")), QString::fromUtf8("안녕"));
        QCOMPARE(QString::fromStdString(s->scenarios[0].description.in("de")), QString("Hello"));
        QCOMPARE(int(s->report.environment.size()), 1);
        auto cmds = bw::suiteCommands(*s);
        QVERIFY(cmds[0].shell);
        QCOMPARE(QString::fromStdString(cmds[0].commandLine), QString("exec python3 -m http.server $PORT"));
    }
};

QTEST_GUILESS_MAIN(TestSuiteParser)
#include "tst_suite_parser.moc"

// Suite files: the bundled examples parse, defaults are inherited field by
// field, and the runtime, container, TLS, HTTP/2, HTTP/3, shell and
// localized-text keys reach the plan. The special scenarios (capacity, A/B,
// mix) and broken files are tested in tst_suite_scenarios.
// URLs in the JSON fixtures are written http:\/\/ (JSON's escaped slash): moc
// reads raw string literals as ordinary ones and would take "//" for a comment.
#include "suite_fixture.h"

#include "platform/cpu_affinity.h"
#include "suite/suite_plan.h"
#include "target/cpu_list.h"
#include "suite/suite_commands.h"
#include "suite/suite_parser.h"
#include "test_main.h"

#include <QDir>
#include <QtTest>

namespace {

QString sourceDir()
{
    QByteArray env = qgetenv("BENCHWORK_SOURCE_DIR");
    // set by CTest; when run by hand from the source tree, "." works too
    return env.isEmpty() ? QStringLiteral(".") : QString::fromLocal8Bit(env);
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

    // The write-up's middle act: four servers, locally and over Wi-Fi, split on.
    void bundledSeedLocalhostLiesParses()
    {
        bw::Error e;
        auto s = bw::loadSuiteFile((sourceDir() + "/resources/suites/seed-localhost-lies.json").toStdString(), &e);
        QVERIFY2(s, e.text().c_str());
        QCOMPARE(s->matrix->links, (std::vector<std::string>{"", "wifi"}));
        QCOMPARE(s->scenarios[0].load.connections, 200);
        QCOMPARE(QString::fromStdString(s->scenarios[0].load.split), QString("auto"));
        QCOMPARE(s->scenarios[0].rounds, 3);
        auto plan = bw::planSuite(*s, {}, &e);
        QVERIFY2(plan, e.text().c_str());
        QCOMPARE(int(plan->cells.size()), 8);
        QCOMPARE(int(plan->runs.size()), 24);
        QCOMPARE(QString::fromStdString(plan->cells[1].label), QString("node-single over wifi"));
        QCOMPARE(QString::fromStdString(plan->runs[3].config.link), QString("wifi"));
        QCOMPARE(QString::fromStdString(plan->runs[0].config.link), QString());
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
        auto s = bw::parseSuite(bwtest::suiteWith(R"({"id": "a", "load": {"insecure": true, "tlsMin": "1.3"}}, {"id": "b"})"), "", &e);
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
            bwtest::suiteWith(R"({"id": "a", "load": {"http2": true, "streams": 10}}, {"id": "b", "load": {"http2": true}}, {"id": "c"})"),
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

BW_TEST_GUILESS_MAIN(TestSuiteParser)
#include "tst_suite_parser.moc"

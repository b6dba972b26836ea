// Suite files' special scenarios: a capacity search, an A/B comparison and
// a request mix (from a file or inline, with per-request SLOs) parse and
// plan; broken files and a missing file are refused naming the JSON path
// (or the file) at fault.
// URLs in the JSON fixtures are written http:\/\/ (JSON's escaped slash): moc
// reads raw string literals as ordinary ones and would take "//" for a comment.
#include "suite_fixture.h"

#include "suite/suite_plan.h"
#include "suite/suite_parser.h"
#include "test_main.h"

#include <QTemporaryDir>
#include <QtTest>

class TestSuiteScenarios : public QObject {
    Q_OBJECT
private slots:
    void brokenFilesNameTheField_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        auto add = [](const char* tag, const std::string& json, const char* expected) {
            QTest::newRow(tag) << QString::fromStdString(json) << QString::fromUtf8(expected);
        };
        const std::string ok = R"({"id": "a"})";
        add("p99 as a number", bwtest::suiteWith(R"({"id": "a"}, {"id": "b"}, {"id": "c", "slo": {"p99": 12}})"),
            "$.scenarios[2].slo.p99: expected a duration like \"5ms\", got 12");
        add("typo in load", bwtest::suiteWith(R"({"id": "a", "load": {"durration": "10s"}})"),
            "$.scenarios[0].load.durration: unknown field \"durration\" (did you mean \"duration\"?)");
        add("unknown top-level field", bwtest::suiteWith(ok, R"(, "cooldwn": "1s")"),
            "$.cooldwn: unknown field \"cooldwn\" (did you mean \"cooldown\"?)");
        add("newer schema", R"({"schema": "benchwork.suite/2", "name": "t"})",
            "$.schema: this Benchwork reads \"benchwork.suite/1\", the file is \"benchwork.suite/2\"");
        add("no schema", R"({"name": "t"})", "$.schema: missing (required)");
        add("bad JSON", "{\"schema\": \"benchwork.suite/1\",\n  \"name\": }", "line 2, column");
        add("unknown scenario target", bwtest::suiteWith(R"({"id": "a", "target": "nope"})"),
            "$.scenarios[0].target: no target named \"nope\"");
        add("duplicate id", bwtest::suiteWith(R"({"id": "a"}, {"id": "a"})"),
            "$.scenarios[1].id: another scenario already has the id \"a\"");
        add("tlsMin 1.1", bwtest::suiteWith(R"({"id": "a", "load": {"tlsMin": "1.1"}})"),
            "$.scenarios[0].load.tlsMin: expected \"1.2\" or \"1.3\", got \"1.1\"");
        add("streams without http2", bwtest::suiteWith(R"({"id": "a", "load": {"streams": 4}})"),
            "$.scenarios[0].load.streams: more than one stream per connection needs \"http2\": true or \"http3\": true");
        add("http2 and http3", bwtest::suiteWith(R"({"id": "a", "load": {"http2": true, "http3": true}})"),
            "$.scenarios[0].load.http3: \"http2\" and \"http3\" exclude each other");
        add("streams zero", bwtest::suiteWith(R"({"id": "a", "load": {"http2": true, "streams": 0}})"),
            "$.scenarios[0].load.streams: must be between 1 and 1000, got 0");
        add("duration and requests", bwtest::suiteWith(R"({"id": "a", "load": {"duration": "1s", "requests": 5}})"),
            "$.scenarios[0].load: give only one of duration, requests and stages");
        add("error rate as a fraction", bwtest::suiteWith(R"({"id": "a", "slo": {"errorRate": 0.01}})"),
            "$.scenarios[0].slo.errorRate: expected a percentage like \"1%\", got 0.01");
        add("vus zero", bwtest::suiteWith(R"({"id": "a", "load": {"vus": 0}})"),
            "$.scenarios[0].load.vus: must be between 1 and 100000, got 0");
        add("stage without target", bwtest::suiteWith(R"({"id": "a", "load": {"stages": [{"duration": "1s", "target": 2}, {"duration": "1s"}]}})"),
            "$.scenarios[0].load.stages[1].target: missing (required)");
        add("path without slash", bwtest::suiteWith(R"({"id": "a", "request": {"path": "json"}})"),
            "$.scenarios[0].request.path: expected a path starting with \"/\", got \"json\"");
        add("header value not a string", bwtest::suiteWith(R"({"id": "a", "request": {"headers": {"X-N": 5}}})"),
            "$.scenarios[0].request.headers.X-N: expected a string, got 5");
        add("matrix unknown target", bwtest::suiteWith(ok, R"(, "matrix": {"targets": ["local", "node-clustr"]})"),
            "$.matrix.targets[1]: no target named \"node-clustr\" (targets: local)");
        add("matrix cpus on a URL target", bwtest::suiteWith(ok, R"(, "matrix": {"targets": ["local"], "cpus": [[0]]})"),
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
        add("baseline without figures", bwtest::suiteWith(ok, R"(, "baselines": [{"scenario": "a", "label": "x"}])"),
            "$.baselines[0]: give the baseline's rps (and p99), or a history run {\"tag\": ...}");
        add("memory not a size", R"({"schema": "benchwork.suite/1", "name": "t", "targets": [{"name": "d", "demo": true, "memory": "lots"}],
                                     "scenarios": [{"id": "a"}]})",
            "$.targets[0].memory:");
        add("bad method", bwtest::suiteWith(R"({"id": "a", "request": {"method": "GE T"}})"),
            "$.scenarios[0].request.method: not a valid HTTP method: \"GE T\"");
        add("duration beyond 30 days", bwtest::suiteWith(R"({"id": "a", "load": {"duration": "1000h"}})"),
            "$.scenarios[0].load.duration: '1000h' is longer than 720h, the longest duration Benchwork takes");
        add("header name with ;", bwtest::suiteWith(R"({"id": "a", "request": {"headers": {"Bad;Name": "x"}}})"),
            "$.scenarios[0].request.headers.Bad;Name: 'Bad;Name' is not a valid header name: ';' is not allowed in one");
        add("stages past 720h in all", bwtest::suiteWith(R"({"id": "a", "load": {"stages": [{"duration": "400h", "target": 5}, {"duration": "400h", "target": 5}]}})"),
            "$.scenarios[0].load.stages: '800h0m' is longer than 720h, the longest duration Benchwork takes");
        add("rate past 10M", bwtest::suiteWith(R"({"id": "a", "load": {"rate": 20000000}})"),
            "$.scenarios[0].load.rate: 20,000,000 requests/s: at most 10,000,000");
        add("ramp to too many VUs", bwtest::suiteWith(R"({"id": "a", "load": {"stages": [{"duration": "1s", "target": 200000}]}})"),
            "$.scenarios[0].load.stages: a stage's target is a number of VUs in the closed model: at most 100000, got 200000");
        add("no scenarios", R"({"schema": "benchwork.suite/1", "name": "t", "targets": [{"name": "a", "url": "http:\/\/127.0.0.1:1"}], "scenarios": []})",
            "$.scenarios: expected at least one scenario");
        // A/B scenarios
        add("ab unknown target", bwtest::abSuiteWith(R"({"id": "x", "ab": {"a": "v1", "b": "v3"}})"),
            "$.scenarios[0].ab.b: no target named \"v3\" (targets: v1, v2, n1, n2)");
        add("ab without b", bwtest::abSuiteWith(R"({"id": "x", "ab": {"a": "v1"}})"), "$.scenarios[0].ab.b: missing (required)");
        add("ab typo", bwtest::abSuiteWith(R"({"id": "x", "ab": {"a": "v1", "bb": "v2"}})"),
            "$.scenarios[0].ab.bb: unknown field \"bb\" (did you mean \"b\"?)");
        add("ab not an object", bwtest::abSuiteWith(R"({"id": "x", "ab": ["v1", "v2"]})"), "$.scenarios[0].ab: expected an object");
        add("ab target not a string", bwtest::abSuiteWith(R"({"id": "x", "ab": {"a": 1, "b": "v2"}})"),
            "$.scenarios[0].ab.a: expected a string, got 1");
        add("ab same target", bwtest::abSuiteWith(R"({"id": "x", "ab": {"a": "v1", "b": "v1"}})"),
            "$.scenarios[0].ab.b: a and b are the same target \"v1\": an A/B scenario compares two targets");
        add("ab and target", bwtest::abSuiteWith(R"({"id": "x", "target": "v1", "ab": {"a": "v1", "b": "v2"}})"),
            "$.scenarios[0].target: give either target or ab: an A/B scenario names its two targets in ab.a and ab.b");
        add("ab commands on one address", bwtest::abSuiteWith(R"({"id": "x", "ab": {"a": "n1", "b": "n2"}})"),
            "$.scenarios[0].ab.b: a and b are both started at http://127.0.0.1:3000: both run during the scenario, so they "
            "need two addresses");
        add("ab in a matrix suite", bwtest::abSuiteWith(R"({"id": "x", "ab": {"a": "v1", "b": "v2"}})", R"(, "matrix": {"targets": ["v1"]})"),
            "$.scenarios[0].ab: a matrix suite cannot hold an A/B scenario");
        add("ab rounds out of range", bwtest::abSuiteWith(R"({"id": "x", "ab": {"a": "v1", "b": "v2"}, "rounds": 101})"),
            "$.scenarios[0].rounds: must be between 1 and 100, got 101");
        add("unknown kind", bwtest::suiteWith(R"({"id": "a", "kind": "soak"})"), "$.scenarios[0].kind: expected \"run\" or \"capacity\"");
        add("capacity without p99", bwtest::suiteWith(R"({"id": "a", "kind": "capacity"})"),
            "$.scenarios[0].slo.p99: a capacity search needs a p99 ceiling");
        add("capacity precision 0", bwtest::suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms"}, "capacity": {"precision": "0%"}})"),
            "$.scenarios[0].capacity.precision: must be above 0%");
        add("capacity with a duration", bwtest::suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms"}, "load": {"duration": "9s"}})"),
            "$.scenarios[0].load.duration: a capacity scenario's steps set their own rate and length");
        add("capacity rounds", bwtest::suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms"}, "rounds": 3})"),
            "$.scenarios[0].rounds: a capacity scenario confirms its answer itself");
        add("capacity settings on a run", bwtest::suiteWith(R"({"id": "a", "capacity": {"step": "1s"}})"),
            "$.scenarios[0].capacity: only a scenario of \"kind\": \"capacity\" takes capacity settings");
        add("capacity typo", bwtest::suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms"}, "capacity": {"stepp": "1s"}})"),
            "$.scenarios[0].capacity.stepp: unknown field \"stepp\" (did you mean \"step\"?)");
        add("capacity from under min", bwtest::suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms"}, "capacity": {"from": 5, "min": 10}})"),
            "$.scenarios[0].capacity.from: must be at least the minimum rate");
    }

    void capacityScenario()
    {
        bw::Error e;
        auto s = bw::parseSuite(bwtest::suiteWith(R"({"id": "a", "kind": "capacity", "slo": {"p99": "5ms", "rps": 900},
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
        auto s = bw::parseSuite(bwtest::abSuiteWith(R"({"id": "plain"}, {"id": "x", "ab": {"a": "v2", "b": "v1"}, "request": {"path": "/json"}},
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
        const QString got = QString::fromStdString(bwtest::suiteRefusal(json.toStdString()));
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
        auto s = bw::parseSuite(bwtest::suiteWith(R"({"id": "file", "mix": "m.json", "load": {"duration": "1s"},
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
             "$.scenarios[0].slo.b: the mix has no request, flow or step named \"b\" (its names: \"a\")"},
            {R"({"id": "x", "load": {"duration": "1s"}, "mix": {"requests": [{"name": "a", "path": "/a", "weight": 0}]}})",
             "$.scenarios[0].mix, request 1 (\"a\"), weight: must be a number greater than 0, got 0"},
            {R"({"id": "x", "load": {"duration": "1s"}, "mix": {"requests": [{"name": "a", "path": "/a/{{nope}}"}]}})",
             "$.scenarios[0].mix, request 1 (\"a\"): path: unknown variable {{nope}}"},
            {R"({"id": "x", "load": {"duration": "1s"}, "mix": "missing.json"})", "$.scenarios[0].mix: cannot read the mix file"},
            {R"({"id": "x", "load": {"duration": "1s"}, "slo": {"p99": "5ms", "a": {"p9": "1ms"}}, "mix": {"requests": [{"name": "a", "path": "/a"}]}})",
             "$.scenarios[0].slo.a.p9: unknown field \"p9\" (did you mean \"p99\"?)"},
        };
        for (const auto& [scenario, expected] : bad) {
            const std::string why = bwtest::suiteRefusal(bwtest::suiteWith(scenario));
            QVERIFY2(why.find(expected) != std::string::npos, (why + "\n  expected: " + expected).c_str());
        }
    }

    void missingFileIsRefused()
    {
        bw::Error e;
        QVERIFY(!bw::loadSuiteFile("/nonexistent/suite.json", &e));
        QVERIFY(QString::fromStdString(e.text()).contains("/nonexistent/suite.json"));
    }
};

BW_TEST_GUILESS_MAIN(TestSuiteScenarios)
#include "tst_suite_scenarios.moc"

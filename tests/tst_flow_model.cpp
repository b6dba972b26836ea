// The parts of flows (docs/flows.md) that need no server: the JSON scanner
// (pointers, the JSONPath subset, strings decoded, every match found), the
// regular expression subset (and what it refuses), the cookie jar, a step's
// checks and extractions on a response, validateFlows() naming the step and
// field of each problem, and the mix file's "flows" read and written back.
#include "engine/load_config.h"
#include "engine/request/compiled_requests.h"
#include "engine/request/request_drawer.h"
#include "flow/compiled_flow.h"
#include "flow/cookie_jar.h"
#include "flow/json_scan.h"
#include "flow/regex_lite.h"
#include "flow/step_outcome.h"
#include "mix/mix_json.h"
#include "suite/suite_json_reader.h"
#include "test_main.h"
#include "util/json_object.h"

#include <QtTest>

#include <map>
#include <set>

namespace {

std::vector<std::string> allMatches(const std::string& json, const std::string& where)
{
    auto loc = bw::parseJsonLocation(where);
    if (!loc)
        qFatal("%s", loc.error().text().c_str());
    std::vector<std::string> out;
    bw::scanJson(json, *loc,
                 [](void* c, const char* b, const char* e) {
                     static_cast<std::vector<std::string>*>(c)->emplace_back(b, size_t(e - b));
                     return true;
                 },
                 &out);
    return out;
}

bw::RequestSet readSet(const std::string& json, bw::Error* error = nullptr)
{
    QJsonObject o;
    bw::Error syntax;
    if (!bw::parseJsonObject(json, &o, &syntax))
        qFatal("test JSON: %s", syntax.text().c_str());
    bw::SuiteJsonReader r;
    bw::RequestSetReadOptions options;
    options.readFiles = false;
    bw::RequestSet s;
    if (!bw::readRequestSetJson(r, o, "$", options, &s)) {
        if (error)
            *error = r.error();
        return {};
    }
    return s;
}

const char* kShop = "{\"seed\": 3, \"variables\": {\"n\": {\"random\": [1, 9]}}, "
  "\"flows\": [{\"name\": \"shop\", \"steps\": [ "
    "{\"name\": \"login\", \"method\": \"POST\", \"path\": \"/login\", \"body\": {\"user\": \"u{{n}}\"}, "
     "\"extract\": {\"token\": {\"json\": \"/token\"}}, \"checks\": [{\"status\": 200}], \"think\": \"5ms\"}, "
    "{\"name\": \"list\", \"path\": \"/items\", \"headers\": {\"Authorization\": \"Bearer {{token}}\"}, "
     "\"extract\": {\"id\": {\"jsonpath\": \"$.items[*].id\", \"pick\": \"random\"}}, "
     "\"checks\": [{\"status\": [\"2xx\", 304]}, {\"json\": \"/items\", \"exists\": true}], \"think\": {\"uniform\": [\"1ms\", \"3ms\"]}}, "
    "{\"path\": \"/items/{{id}}\", \"headers\": {\"Authorization\": \"Bearer {{token}}\"}, "
     "\"checks\": [{\"json\": \"/ok\", \"equals\": true, \"name\": \"ok\"}, {\"bodyContains\": \"id\"}, {\"header\": \"X-Id\"}]}]}]}";

// What engine thread `worker` of `threads` draws for a set with flows, `n`
// times: the item, the request-target it sends, a random number and a think
// time (ThreadDrawer).
std::vector<std::string> threadDraws(const bw::CompiledRequests& c, int worker, int threads, int n)
{
    bw::ThreadDrawer d(c, worker, threads);
    std::vector<uint64_t> words(c.drawWords(), 0);
    bw::ThinkTime think;
    think.kind = bw::ThinkKind::Uniform;
    think.minMs = 1;
    think.maxMs = 1000;
    std::vector<std::string> out;
    for (int i = 0; i < n; ++i) {
        const int item = d.nextItem();
        const int entry = item < c.plainEntryCount() ? item : c.flow(item - c.plainEntryCount()).steps[0].entry;
        d.draw(entry, words.data());
        out.push_back(std::to_string(item) + " " + c.render(c.entry(entry).target, words.data(), 0) + " "
                      + std::to_string(d.random().below(1000)) + " " + std::to_string(bw::thinkTimeNs(think, d.random())));
    }
    return out;
}

} // namespace

class TestFlowModel : public QObject {
    Q_OBJECT
private slots:
    void jsonPointersAndPaths()
    {
        const std::string doc = "{\"a\": {\"b~c\": [10, {\"d/e\": \"x\\u0022y\\u00e9\"}], \"n\": null}, \"items\": [{\"id\": 1}, {\"id\": 2}, {\"x\": 0}, {\"id\": 3}], "
                                    "\"k\\u0022q\": true}";
        QCOMPARE(allMatches(doc, "/a/b~0c/0"), std::vector<std::string>{"10"});
        QCOMPARE(allMatches(doc, "/a/b~0c/1/d~1e"), std::vector<std::string>{"\"x\\u0022y\\u00e9\""});
        QCOMPARE(allMatches(doc, "$.items[*].id"), (std::vector<std::string>{"1", "2", "3"}));
        QCOMPARE(allMatches(doc, "$['items'][1].id"), std::vector<std::string>{"2"});
        QCOMPARE(allMatches(doc, "$.a.n"), std::vector<std::string>{"null"});
        QCOMPARE(allMatches(doc, "/k\"q"), std::vector<std::string>{"true"});
        QCOMPARE(allMatches(doc, "/items/9/id"), std::vector<std::string>{});
        QCOMPARE(allMatches(doc, "").size(), size_t(1));
        std::string text;
        QVERIFY(bw::jsonValueText("\"x\\u0022y\\u00e9\\ud83d\\ude00\"", &text));
        QCOMPARE(text, std::string("x\"y\xc3\xa9\xf0\x9f\x98\x80"));
        std::string scratch;
        QVERIFY(bw::jsonValueEquals("1.0", "1", &scratch));
        QVERIFY(bw::jsonValueEquals("\"p\\u0061id\"", "\"paid\"", &scratch));
        QVERIFY(bw::jsonValueEquals("{ \"a\" : [1, 2] }", "{\"a\":[1,2]}", &scratch));
        QVERIFY(!bw::jsonValueEquals("true", "false", &scratch));
        QVERIFY(!bw::parseJsonPointer("items/0"));
        QVERIFY(!bw::parseJsonPointer("/a~2"));
        QVERIFY(!bw::parseJsonPath("$..id"));
        QVERIFY(!bw::parseJsonPath("$.items[?(@.id)]"));
    }

    void jsonScanStopsOnBrokenText()
    {
        auto loc = bw::parseJsonPointer("/a/1");
        QVERIFY(loc);
        std::string_view v;
        QVERIFY(!bw::findJson("{\"a\": [1, ", *loc, &v));
        QVERIFY(!bw::findJson(std::string(200, '['), *loc, &v));   // deeper than 64: not JSON here
        QVERIFY(bw::findJson("{\"z\": \"]}\", \"a\": [1, 2]}", *loc, &v));
        QCOMPARE(std::string(v), std::string("2"));
    }

    void regexSubset()
    {
        auto re = bw::RegexLite::compile("name=\"csrf\" value=\"([^\"]+)\"");
        QVERIFY(re);
        bw::RegexLite::Match m;
        const std::string page = "<input name=\"other\" value=\"1\"><input name=\"csrf\" value=\"ab-12_3\">";
        QVERIFY(re->search(page, 0, &m));
        QCOMPARE(std::string(m.group(1)), std::string("ab-12_3"));
        auto digits = bw::RegexLite::compile("\"id\":\\s*(\\d+)");
        QVERIFY(digits);
        const std::string list = "{\"items\":[{\"id\": 17},{\"id\":4}]}";
        QVERIFY(digits->search(list, 0, &m));
        QCOMPARE(std::string(m.group(1)), std::string("17"));
        QVERIFY(digits->search(list, size_t(m.end[0] - list.data()), &m));
        QCOMPARE(std::string(m.group(1)), std::string("4"));
        auto lazy = bw::RegexLite::compile("<b>(.+?)</b>");
        QVERIFY(lazy && lazy->search("<b>x</b><b>y</b>", 0, &m));
        QCOMPARE(std::string(m.group(1)), std::string("x"));
        auto anchored = bw::RegexLite::compile("^o(?:k+)$");
        QVERIFY(anchored && anchored->search("okkk", 0, &m) && anchored->search("ok", 0, &m) && !anchored->search("ok!", 0, &m)
                && !anchored->search("no", 0, &m));
        auto counted = bw::RegexLite::compile("[a-f0-9]{4}-x{2,}");
        QVERIFY(counted && counted->search("zz 09af-xxx", 0, &m));
        QCOMPARE(std::string(m.group(0)), std::string("09af-xxx"));
        for (const char* bad : {"a|b", "(ab)+", "(?:ab)?", "(?=a)", "[a-", "(a", "a)", "\\1", "*a"}) {
            auto r = bw::RegexLite::compile(bad);
            QVERIFY2(!r, bad);
            QVERIFY(r.error().reason().find("cannot be used") != std::string::npos);
        }
        // a pattern that backtracks hard gives up instead of stalling the thread
        auto slow = bw::RegexLite::compile("a*a*a*a*a*b");
        QVERIFY(slow);
        QVERIFY(!slow->search(std::string(3000, 'a'), 0, &m));
    }

    void cookieJar()
    {
        bw::CookieJar jar;
        jar.take("sid=abc; Path=/; HttpOnly");
        jar.take("theme=\"dark\"");
        QCOMPARE(std::string(jar.header()), std::string("sid=abc; theme=dark"));
        jar.take("sid=def; Max-Age=3600");
        QCOMPARE(std::string(jar.header()), std::string("sid=def; theme=dark"));
        jar.take("theme=; Max-Age=0");
        QCOMPARE(std::string(jar.header()), std::string("sid=def"));
        jar.take("sid=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT");
        QVERIFY(jar.empty());
        jar.take(std::string("big=") + std::string(bw::CookieJar::kMaxHeaderBytes, 'v'));
        QVERIFY(jar.empty());   // would outgrow the request buffers: not kept
        jar.take("a=1");
        jar.clear();
        QCOMPARE(std::string(jar.header()), std::string());
    }

    void stepOutcome()
    {
        bw::RequestSet set = readSet(kShop);
        QVERIFY(bw::validateFlows(set).empty());
        const bw::CompiledFlow flow = bw::compileFlow(set, 0);
        QCOMPARE(flow.variables, (std::vector<std::string>{"token", "id"}));
        QCOMPARE(flow.steps[1].needs, uint64_t(1));
        QCOMPARE(flow.steps[2].needs, uint64_t(3));
        QCOMPARE(flow.steps[2].failureNames, (std::vector<std::string>{"ok", "body contains \"id\"", "header X-Id present"}));
        QCOMPARE(flow.steps[2].headerNames, std::vector<std::string>{"x-id"});
        bw::RequestRandom random(bw::RequestRandom::keyOf(5, 0), 0);
        std::vector<std::string> values(2);
        std::string scratch;
        bw::ResponseCapture cap;
        cap.begin(&flow.steps[1].headerNames, true, true);
        const std::string body = "{\"items\": [{\"id\": 7}, {\"id\": 8}, {\"id\": 9}]}";
        cap.body(body.data(), body.size());
        bw::StepOutcome out = bw::evaluateStep(flow, flow.steps[1], 200, cap, values.data(), random, &scratch);
        QCOMPARE(out.failed, 0u);
        QCOMPARE(out.gave, uint64_t(2));
        QVERIFY(values[1] == "7" || values[1] == "8" || values[1] == "9");
        // a random pick visits every match
        std::set<std::string> seen;
        for (int i = 0; i < 200; ++i) {
            bw::evaluateStep(flow, flow.steps[1], 200, cap, values.data(), random, &scratch);
            seen.insert(values[1]);
        }
        QCOMPARE(seen.size(), size_t(3));
        out = bw::evaluateStep(flow, flow.steps[1], 404, cap, values.data(), random, &scratch);
        QCOMPARE(out.failed, 1u);   // the status check only
        cap.begin(&flow.steps[1].headerNames, true, true);
        const std::string empty = "{\"items\": []}";
        cap.body(empty.data(), empty.size());
        out = bw::evaluateStep(flow, flow.steps[1], 200, cap, values.data(), random, &scratch);
        QCOMPARE(out.failed, 4u);   // checks: status, items exist; then "a missing {{id}}"
        QCOMPARE(out.gave, uint64_t(0));
        // a value that cannot go in a path is a missed extraction, not a broken request
        cap.begin(&flow.steps[1].headerNames, true, true);
        const std::string spaced = "{\"items\": [{\"id\": \"a b\"}]}";
        cap.body(spaced.data(), spaced.size());
        out = bw::evaluateStep(flow, flow.steps[1], 200, cap, values.data(), random, &scratch);
        QCOMPARE(out.failed, 4u);
        // headers and the body checks
        cap.begin(&flow.steps[2].headerNames, true, true);
        cap.header("X-ID", 4, "1", 1);
        cap.header("Other", 5, "2", 1);
        const std::string ok = "{\"ok\": true, \"id\": 1}";
        cap.body(ok.data(), ok.size());
        out = bw::evaluateStep(flow, flow.steps[2], 200, cap, values.data(), random, &scratch);
        QCOMPARE(out.failed, 0u);
        std::string_view v;
        QVERIFY(!cap.headerValue("other", 0, &v));   // not asked for: not kept
    }

    void problemsNameStepAndField_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("message");
        auto flow = [](const char* steps) {
            return QString("{\"variables\": {\"n\": {\"random\": [1, 2]}}, \"flows\": [{\"name\": \"f\", \"steps\": [%1]}]}").arg(steps);
        };
        QTest::newRow("unknown variable") << flow("{\"name\": \"a\", \"path\": \"/x/{{nope}}\"}") << "flow 1 (\"f\"), step 1 (\"a\"), path"
                                          << "unknown variable {{nope}}";
        QTest::newRow("extracted later") << flow("{\"name\": \"a\", \"path\": \"/x\", \"headers\": {\"T\": \"{{t}}\"}}, "
                                                    "{\"name\": \"b\", \"path\": \"/y\", \"extract\": {\"t\": {\"json\": \"/t\"}}}")
                                         << "flow 1 (\"f\"), step 1 (\"a\"), headers.T" << "extracted by step 2 (\"b\")";
        QTest::newRow("extracted by itself") << flow("{\"name\": \"a\", \"path\": \"/x/{{t}}\", \"extract\": {\"t\": {\"json\": \"/t\"}}}")
                                             << "flow 1 (\"f\"), step 1 (\"a\"), path" << "does not come before this one";
        QTest::newRow("bad regex") << flow("{\"name\": \"a\", \"path\": \"/x\", \"extract\": {\"t\": {\"regex\": \"(a|b)\"}}}")
                                   << "flow 1 (\"f\"), step 1 (\"a\"), extract[0].regex" << "alternation";
        QTest::newRow("missing group") << flow("{\"name\": \"a\", \"path\": \"/x\", \"extract\": {\"t\": {\"regex\": \"a(b)\", \"group\": 2}}}")
                                       << "flow 1 (\"f\"), step 1 (\"a\"), extract[0].group" << "group 2 does not exist";
        QTest::newRow("bad pointer") << flow("{\"name\": \"a\", \"path\": \"/x\", \"extract\": {\"t\": {\"json\": \"token\"}}}")
                                     << "flow 1 (\"f\"), step 1 (\"a\"), extract[0].json" << "starts with '/'";
        QTest::newRow("impossible status") << flow("{\"name\": \"a\", \"path\": \"/x\", \"checks\": [{\"status\": 999}]}")
                                           << "flow 1 (\"f\"), step 1 (\"a\"), checks[0].status" << "cannot occur";
        QTest::newRow("impossible class") << flow("{\"name\": \"a\", \"path\": \"/x\", \"checks\": [{\"status\": \"7xx\"}]}")
                                          << "flow 1 (\"f\"), step 1 (\"a\"), checks[0].status" << "cannot occur";
        QTest::newRow("set variable") << flow("{\"name\": \"a\", \"path\": \"/x\", \"extract\": {\"n\": {\"json\": \"/n\"}}}")
                                      << "flow 1 (\"f\"), step 1 (\"a\"), extract[0].variable" << "already one of the set's variables";
        QTest::newRow("same step name") << flow("{\"name\": \"a\", \"path\": \"/x\"}, {\"name\": \"a\", \"path\": \"/y\"}")
                                        << "flow 1 (\"f\"), step 2 (\"a\"), name" << "already has the name";
    }
    void problemsNameStepAndField()
    {
        QFETCH(QString, json);
        QFETCH(QString, where);
        QFETCH(QString, message);
        const bw::RequestSet set = readSet(json.toStdString());
        const std::vector<bw::FlowProblem> problems = bw::validateFlows(set);
        QVERIFY(!problems.empty());
        QCOMPARE(QString::fromStdString(problems.front().where()), where);
        QVERIFY2(problems.front().message().find(message.toStdString()) != std::string::npos, problems.front().message().c_str());
        // the engine's compile refuses the same, naming the same place
        bw::LoadConfig cfg;
        cfg.url = "http://127.0.0.1:8080";
        cfg.mix = set;
        cfg.mix.source = "mix.json";
        auto compiled = bw::compileRequestSet(cfg);
        QVERIFY(!compiled);
        QCOMPARE(QString::fromStdString(compiled.error().field), "mix.json, " + where);
    }

    void fileFormatRoundTrips()
    {
        const bw::RequestSet set = readSet(kShop);
        QCOMPARE(set.flows.size(), size_t(1));
        const bw::Flow& f = set.flows[0];
        QCOMPARE(f.steps.size(), size_t(3));
        QCOMPARE(f.steps[2].request.name, std::string("GET /items/{{id}}"));
        QCOMPARE(f.steps[0].request.method, std::string("POST"));
        QCOMPARE(f.steps[0].think.kind, bw::ThinkKind::Fixed);
        QCOMPARE(f.steps[0].think.ms, 5.0);
        QCOMPARE(f.steps[1].think.kind, bw::ThinkKind::Uniform);
        QCOMPARE(f.steps[1].checks[0].statuses.size(), size_t(2));
        QCOMPARE(f.steps[1].checks[0].statuses[0].klass, 2);
        QCOMPARE(f.steps[2].checks[0].expected, std::string("true"));
        QCOMPARE(f.steps[1].extract[0].pick, bw::ExtractPick::Random);
        // written and read again: the same set
        const QJsonObject written = bw::requestSetToJson(set);
        bw::SuiteJsonReader r;
        bw::RequestSetReadOptions options;
        options.readFiles = false;
        bw::RequestSet again;
        QVERIFY2(bw::readRequestSetJson(r, written, "$", options, &again), r.error().text().c_str());
        QCOMPARE(bw::requestSetToJson(again), written);
        QCOMPARE(again.flows[0].steps[1].think.maxMs, 3.0);
        bw::Error e;
        readSet("{\"flows\": [{\"name\": \"f\", \"steps\": [{\"path\": \"/x\", \"checks\": [{\"status\": 200, \"bodyContains\": \"x\"}]}]}]}", &e);
        QCOMPARE(QString::fromStdString(e.field), QString("$.flows[0].steps[0].checks[0]"));
        readSet("{\"flows\": [{\"name\": \"f\", \"steps\": [{\"path\": \"/x\", \"thinks\": \"1s\"}]}]}", &e);
        QCOMPARE(QString::fromStdString(e.field), QString("$.flows[0].steps[0].thinks"));
    }

    void stepsAreEntriesOfTheCompiledSet()
    {
        bw::LoadConfig cfg;
        cfg.url = "http://127.0.0.1:8080/api";
        cfg.mix = readSet(kShop);
        auto compiled = bw::compileRequestSet(cfg);
        QVERIFY2(compiled, compiled ? "" : compiled.error().text().c_str());
        const bw::CompiledRequests& c = **compiled;
        QCOMPARE(c.entryCount(), 3);
        QCOMPARE(c.plainEntryCount(), 0);
        QCOMPARE(c.flowCount(), 1);
        QCOMPARE(c.displayName(1), std::string("shop / list"));
        std::vector<std::string> values = {"tok", "42"};
        bw::FlowValues fv{values.data(), "sid=1"};
        std::vector<uint64_t> words(c.drawWords(), 0);
        std::string out(c.maxHttp1Bytes(), '\0');
        out.resize(c.writeHttp1(2, words.data(), out.data(), &fv));
        QVERIFY2(out.rfind("GET /api/items/42 HTTP/1.1\r\n", 0) == 0, out.c_str());
        QVERIFY2(out.find("Authorization: Bearer tok\r\n") != std::string::npos, out.c_str());
        QVERIFY2(out.find("Cookie: sid=1\r\n\r\n") != std::string::npos, out.c_str());
        fv.cookie = {};
        out.assign(c.maxHttp1Bytes(), '\0');
        out.resize(c.writeHttp1(2, words.data(), out.data(), &fv));
        QVERIFY(out.find("Cookie") == std::string::npos);
    }

    // A set with flows draws per engine thread (docs/flows.md, "What a seed
    // reproduces"): the same seed, thread and thread count give the same
    // items, values, random picks and think times; another thread or seed
    // others. Sequence variables start at the thread's index and step by
    // the thread count, so the threads share them out.
    void threadDrawsRepeatPerSeedAndThread()
    {
        const std::string json = "{\"seed\": 9, \"variables\": {\"n\": {\"random\": [1, 1000000]}, \"k\": {\"sequence\": [0, 99]}}, "
            "\"requests\": [{\"name\": \"home\", \"path\": \"/h/{{n}}/{{k}}\"}], "
            "\"flows\": [{\"name\": \"a\", \"steps\": [{\"path\": \"/a/{{n}}/{{k}}\"}]}, "
            "{\"name\": \"b\", \"weight\": 2, \"steps\": [{\"path\": \"/b/{{n}}/{{k}}\"}]}]}";
        bw::LoadConfig cfg;
        cfg.url = "http://127.0.0.1:8080/";
        cfg.mix = readSet(json);
        auto one = bw::compileRequestSet(cfg);
        QVERIFY2(one, one ? "" : one.error().text().c_str());
        auto again = bw::compileRequestSet(cfg);
        QVERIFY(again);
        cfg.mix.seed = 10;
        auto other = bw::compileRequestSet(cfg);
        QVERIFY(other);
        const std::vector<std::string> w1 = threadDraws(**one, 1, 3, 300);
        QCOMPARE(threadDraws(**again, 1, 3, 300), w1);
        QVERIFY(threadDraws(**one, 0, 3, 300) != w1);
        QVERIFY(threadDraws(**one, 1, 2, 300) != w1);
        QVERIFY(threadDraws(**other, 1, 3, 300) != w1);
        std::map<std::string, int> items;
        for (size_t i = 0; i < w1.size(); ++i) {
            const QStringList parts = QString::fromStdString(w1[i]).split(' ');
            ++items[parts[0].toStdString()];
            const QStringList path = parts[1].split('/');   // "", "a", n, k
            QCOMPARE(path.size(), 4);
            QCOMPARE(path[3].toInt(), int((1 + 3 * i) % 100));   // thread 1 of 3: 1, 4, 7 ...
            QVERIFY(path[2].toInt() >= 1 && path[2].toInt() <= 1000000);
        }
        QCOMPARE(items.size(), size_t(3));   // the plain request and both flows, by weight
        QVERIFY2(items["2"] > items["1"], (std::to_string(items["1"]) + " " + std::to_string(items["2"])).c_str());
    }
};

BW_TEST_GUILESS_MAIN(TestFlowModel)
#include "tst_flow_model.moc"

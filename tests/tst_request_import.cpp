// Reading request sets (core/mix): mix files, data files (CSV, JSON lines),
// the --var shorthand, vegeta targets, URL lists and HAR exports; a set's
// JSON written and read back drawing the same requests; and every bad input
// refused with a message naming the file, the line or entry, and the problem.
#include "engine/engine.h"
#include "engine/request/compiled_requests.h"
#include "loopback_server.h"
#include "mix/data_file.h"
#include "mix/har_flow.h"
#include "mix/har_import.h"
#include "mix/mix_json.h"
#include "mix/targets_import.h"
#include "mix/url_list_import.h"
#include "mix/var_spec.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

namespace {

std::string write(const QTemporaryDir& dir, const std::string& name, const std::string& text)
{
    const std::string path = dir.filePath(QString::fromStdString(name)).toStdString();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

QString text(const bw::Error& e) { return QString::fromStdString(e.text()); }
// A Result's error text, or "" when it holds a value (QVERIFY2 evaluates its message either way).
template <typename T> QString why(const bw::Result<T>& r) { return r ? QString() : text(r.error()); }

} // namespace

class TestRequestImport : public QObject {
    Q_OBJECT
private slots:
    void readsAMixFile()
    {
        QTemporaryDir dir;
        write(dir, "ids.csv", "id,name\n1,ann\n2,\"b, \"\"o\"\"b\"\n");
        write(dir, "body.json", "{\"q\":\"{{name}}\"}");
        const std::string mix = write(dir, "mix.json", R"({
          "order": "weighted", "seed": 9,
          "variables": {"id": {"file": "ids.csv", "column": "id", "pick": "sequence"},
                        "name": {"file": "ids.csv", "column": "name", "pick": "sequence"},
                        "page": {"random": [1, 5]}},
          "requests": [
            {"name": "find", "path": "/db/find/{{id}}", "weight": 6},
            {"path": "/db/list?page={{page}}", "weight": 3},
            {"name": "search", "path": "/search", "bodyFile": "body.json"},
            {"name": "signal", "path": "/api/signal", "body": {"v": 1}}
          ]})");
        auto set = bw::readMixFile(mix);
        QVERIFY2(set, qPrintable(why(set)));
        QCOMPARE(int(set->entries.size()), 4);
        QCOMPARE(QString::fromStdString(set->entries[1].name), QString("GET /db/list?page={{page}}"));
        QCOMPARE(QString::fromStdString(set->entries[2].method), QString("POST"));   // a body makes it a POST
        QCOMPARE(QString::fromStdString(set->entries[2].body), QString("{\"q\":\"{{name}}\"}"));
        QCOMPARE(QString::fromStdString(set->entries[3].body), QString("{\"v\":1}"));
        QCOMPARE(QString::fromStdString(set->entries[3].headers.at(0).value), QString("application/json"));
        QVERIFY(set->seedSet);
        QCOMPARE(set->seed, uint64_t(9));
        const bw::RequestVariable* name = set->variable("name");
        QVERIFY(name && name->data);
        QCOMPARE(QString::fromStdString(name->data->cell(1, 1)), QString("b, \"o\"b"));
    }

    void jsonRoundTripDrawsTheSame()
    {
        QTemporaryDir dir;
        write(dir, "ids.jsonl", "{\"id\": 1, \"tag\": \"x\"}\n\n{\"id\": 2, \"tag\": \"y\"}\n");
        const std::string mix = write(dir, "mix.json", R"({"seed": 5,
          "variables": {"id": {"file": "ids.jsonl", "column": "id"}, "u": {"uuid": true}, "k": {"choice": ["a", 2]}},
          "requests": [{"name": "a", "path": "/a/{{id}}?k={{k}}", "headers": {"X-U": "{{u}}"}}, {"name": "b", "path": "/b", "weight": 2}]})");
        auto set = bw::readMixFile(mix);
        QVERIFY2(set, qPrintable(why(set)));
        bw::LoadConfig c;
        c.url = "http://127.0.0.1:8080";
        c.mix = *set;
        const auto before = bw::previewRequests(**bw::compileRequestSet(c), 30);

        const QJsonObject json = bw::requestSetToJson(*set);
        bw::SuiteJsonReader r;
        bw::RequestSetReadOptions options;
        options.readFiles = false;
        bw::RequestSet back;
        QVERIFY2(bw::readRequestSetJson(r, json, "$", options, &back), qPrintable(text(r.error())));
        QVERIFY(!back.variable("id")->data);   // a stored set's data files are read when it runs again
        QVERIFY(!bw::loadRequestData(&back));
        c.mix = back;
        QCOMPARE(bw::previewRequests(**bw::compileRequestSet(c), 30), before);
    }

    void refusesBadMixFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("malformed JSON") << "{\"requests\": [ {\"path\": \"/a\"} " << "mix.json: line 1, column 31: invalid JSON";
        QTest::newRow("weight") << R"({"requests": [{"path": "/a", "weight": 0}]})" << "mix.json, request 1 (\"GET /a\"), weight: must be a number greater than 0, got 0";
        QTest::newRow("unknown field") << R"({"requests": [{"path": "/a", "wieght": 2}]})" << "request 1 (\"GET /a\"), wieght: unknown field \"wieght\" (did you mean \"weight\"?)";
        QTest::newRow("no requests") << R"({"requests": []})" << "$.requests: expected at least one request";
        QTest::newRow("two kinds") << R"({"variables": {"x": {"random": [1,2], "uuid": true}}, "requests": [{"path": "/"}]})"
                                   << "variable \"x\": give exactly one of random, sequence, choice, file and uuid";
        QTest::newRow("missing data file") << R"({"variables": {"x": {"file": "nope.csv"}}, "requests": [{"path": "/"}]})"
                                           << "variable \"x\", file: ";
        QTest::newRow("empty data file") << R"({"variables": {"x": {"file": "empty.csv"}}, "requests": [{"path": "/"}]})"
                                         << "empty.csv: the data file is empty";
        QTest::newRow("missing column") << R"({"variables": {"x": {"file": "two.csv", "column": "mail"}}, "requests": [{"path": "/"}]})"
                                        << "variable \"x\", column: 'two.csv' has no column \"mail\" (its columns: id, name)";
        QTest::newRow("order") << R"({"order": "random", "requests": [{"path": "/"}]})" << "$.order: expected \"weighted\" or \"sequence\"";
    }
    void refusesBadMixFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        write(dir, "empty.csv", "");
        write(dir, "two.csv", "id,name\n1,a\n");
        auto set = bw::readMixFile(write(dir, "mix.json", file.toStdString()));
        QVERIFY(!set);
        QVERIFY2(text(set.error()).contains(expected), qPrintable(text(set.error())));
        QVERIFY2(text(set.error()).contains("mix.json"), qPrintable(text(set.error())));
    }

    void refusesBadDataFiles_data()
    {
        QTest::addColumn<QString>("content");
        QTest::addColumn<bool>("jsonLines");
        QTest::addColumn<QString>("expected");
        QTest::newRow("short row") << "id,name\n1,a\n2\n" << false << "d line 3: has 1 cells, the header line 2";
        QTest::newRow("open quote") << "id\n\"1\n" << false << "d line 2: a quoted cell is never closed";
        QTest::newRow("header only") << "id,name\n" << false << "d: the data file has a header line but no rows";
        QTest::newRow("not an object") << "{\"id\": 1}\n[1]\n" << true << "d line 2: expected a JSON object";
        QTest::newRow("missing key") << "{\"id\": 1}\n{\"x\": 2}\n" << true << "d line 2: has no \"id\"";
        QTest::newRow("bad json line") << "{\"id\": 1}\n{\"id\": }\n" << true << "d line 2: invalid JSON";
    }
    void refusesBadDataFiles()
    {
        QFETCH(QString, content);
        QFETCH(bool, jsonLines);
        QFETCH(QString, expected);
        auto t = bw::parseDataText(content.toStdString(), "d", jsonLines);
        QVERIFY(!t);
        QVERIFY2(text(t.error()).contains(expected), qPrintable(text(t.error())));
    }

    void varShorthand()
    {
        auto v = bw::parseVarSpec("id=random:1:300");
        QVERIFY(v);
        QCOMPARE(int(v->kind), int(bw::VariableKind::Random));
        QCOMPARE(v->hi, int64_t(300));
        v = bw::parseVarSpec("k=choice:a,b,c");
        QVERIFY(v && v->choices.size() == 3);
        QTemporaryDir dir;
        const std::string csv = write(dir, "u.csv", "id,name\n1,a\n");
        v = bw::parseVarSpec("n=file:" + csv + ":name:sequence");
        QVERIFY2(v, qPrintable(why(v)));
        QCOMPARE(QString::fromStdString(v->column), QString("name"));
        QCOMPARE(int(v->pick), int(bw::PickOrder::Sequence));
        for (const char* bad : {"id", "id=rand:1:2", "id=random:5:1", "id=random:a:b", "id=uuid:x"})
            QVERIFY2(!bw::parseVarSpec(bad), bad);
        QVERIFY(text(bw::parseVarSpec("id=random:5:1").error()).contains("lo 5 is above hi 1"));
    }

    void vegetaTargets()
    {
        QTemporaryDir dir;
        const std::string body = write(dir, "b.json", "{\"x\":1}");
        auto t = bw::parseVegetaTargets("# comment\nGET http://127.0.0.1:8080/a\nX-Id: 7\n\nPOST http://127.0.0.1:8080/b\n@" + body
                                            + "\n\nGET http://127.0.0.1:8080/a\nX-Id: 7\nGET http://127.0.0.1:8080/c\n",
                                        "t.txt");
        QVERIFY2(t, qPrintable(why(t)));
        QCOMPARE(int(t->set.entries.size()), 3);
        QCOMPARE(t->set.entries[0].weight, 2.0);   // listed twice
        QCOMPARE(QString::fromStdString(t->set.entries[0].name), QString("GET /a"));
        QCOMPARE(QString::fromStdString(t->set.entries[1].body), QString("{\"x\":1}"));
        QCOMPARE(QString::fromStdString(t->origin), QString("http://127.0.0.1:8080"));
        auto bad = bw::parseVegetaTargets("X-Id: 1\nGET http://127.0.0.1/\n", "t.txt");
        QVERIFY(!bad && text(bad.error()).startsWith("t.txt line 1: a header or body line before any request line"));
        bad = bw::parseVegetaTargets("GET http://127.0.0.1/\nnonsense line\n", "t.txt");
        QVERIFY(!bad && text(bad.error()).startsWith("t.txt line 2: expected 'METHOD URL'"));
        bad = bw::parseVegetaTargets("GET http://127.0.0.1/\n@/no/such/file\n", "t.txt");
        QVERIFY(!bad && text(bad.error()).contains("cannot read the body file"));
    }

    // Not vegeta's: said so, not "cannot read the body file '<<BODY'".
    void vegetaInlineBodyIsRefusedAsNotVegetas()
    {
        auto bad = bw::parseVegetaTargets("POST http://127.0.0.1:8080/a\nContent-Type: text/plain\n@<<BODY\nhello\nBODY\n", "t.txt");
        QVERIFY(!bad);
        QCOMPARE(text(bad.error()), QString("t.txt line 3: an inline body ('@<<BODY') is not part of vegeta's http format, which "
                                            "reads a body from a file: put the body in a file and write '@path/to/file'"));
    }

    // The examples of vegeta's README (hosts made local): every one imports.
    void vegetaReadmeExamples()
    {
        QTemporaryDir dir;
        const std::string thing = write(dir, "newthing.json", "{\"new\":1}");
        const std::string patch = write(dir, "thing.json", "{\"v\":2}");
        auto t = bw::parseVegetaTargets("GET http://127.0.0.1:9090/path/to/dragon?item=ball\n"
                                        "GET http://user:password@127.0.0.1:9090/path/to\n"
                                        "HEAD http://127.0.0.1:9090/path/to/success\n"
                                        "\n"
                                        "GET http://user:password@127.0.0.1:9090/path/to\n"
                                        "X-Account-ID: 8675309\n"
                                        "\n"
                                        "DELETE http://127.0.0.1:9090/path/to/remove\n"
                                        "Confirmation-Token: 90215\n"
                                        "Authorization: Token DEADBEEF\n"
                                        "\n"
                                        "POST http://127.0.0.1:9090/things\n"
                                        "@" + thing + "\n"
                                        "\n"
                                        "PATCH http://127.0.0.1:9090/thing/71988591\n"
                                        "@" + patch + "\n"
                                        "\n"
                                        "POST http://127.0.0.1:9090/things\n"
                                        "X-Account-ID: 99\n"
                                        "@" + thing + "\n"
                                        "\n"
                                        "# get a dragon ball\n"
                                        "GET http://127.0.0.1:9090/path/to/dragon?item=ball\n"
                                        "# specify a test account\n"
                                        "X-Account-ID: 99\n",
                                        "t.txt");
        QVERIFY2(t, qPrintable(why(t)));
        QCOMPARE(t->read, 9);
        QCOMPARE(int(t->set.entries.size()), 9);   // the last dragon ball has a header the first has not
        // user:password left the URL and went into Authorization: Basic, as vegeta's client sends them
        const bw::RequestEntry& auth = t->set.entries[1];
        QCOMPARE(QString::fromStdString(auth.path), QString("http://127.0.0.1:9090/path/to"));
        QCOMPARE(int(auth.headers.size()), 1);
        QCOMPARE(QString::fromStdString(auth.headers[0].name + ": " + auth.headers[0].value), QString("Authorization: Basic dXNlcjpwYXNzd29yZA=="));
        QCOMPARE(t->credentials, 2);
        const bw::RequestEntry& remove = t->set.entries[4];
        QCOMPARE(QString::fromStdString(remove.headers[1].value), QString("Token DEADBEEF"));
        QCOMPARE(QString::fromStdString(t->set.entries[5].body), QString("{\"new\":1}"));
        QCOMPARE(QString::fromStdString(t->set.entries[6].method), QString("PATCH"));
        QCOMPARE(QString::fromStdString(t->set.entries[8].headers.at(0).value), QString("99"));
        QVERIFY2(QString::fromStdString(t->note()).contains("requests kept: 9 of 9 read"), qPrintable(QString::fromStdString(t->note())));
        // A target's header name is a token, as everywhere.
        auto bad = bw::parseVegetaTargets("GET http://127.0.0.1/\nBad;Name: x\n", "t.txt");
        QVERIFY(!bad);
        QVERIFY2(text(bad.error()).startsWith("t.txt line 2: 'Bad;Name' is not a valid header name: ';' is not allowed"),
                 qPrintable(text(bad.error())));
    }

    void urlLists()
    {
        auto u = bw::parseUrlList("http://127.0.0.1:8080/a\n\n# x\nhttp://127.0.0.1:8080/b\nhttp://127.0.0.1:8080/a\n", "u.txt");
        QVERIFY(u);
        QCOMPARE(int(u->set.entries.size()), 2);
        QCOMPARE(u->set.entries[0].weight, 2.0);
        auto bad = bw::parseUrlList("http://127.0.0.1/\nftp://x/\n", "u.txt");
        QVERIFY(!bad);
        QVERIFY2(text(bad.error()).startsWith("u.txt line 2: unsupported scheme"), qPrintable(text(bad.error())));
        // another origin is refused when the set is compiled against the run
        u = bw::parseUrlList("http://127.0.0.1:8080/a\nhttp://example.test/b\n", "u.txt");
        bw::LoadConfig c;
        c.url = "http://127.0.0.1:8080/";
        c.mix = u->set;
        c.mix.seedSet = true;
        auto compiled = bw::compileRequestSet(c);
        QVERIFY(!compiled);
        QVERIFY2(text(compiled.error()).contains("u.txt, request 2 (\"GET /b\"): http://example.test is another origin"),
                 qPrintable(text(compiled.error())));
    }

    void harExports()
    {
        const std::string har =
            "{\"log\": {\"entries\": [\n"
            "          {\"request\": {\"method\": \"GET\", \"url\": \"http://127.0.0.1:8080/\", \"headers\": [{\"name\": \"Cookie\", \"value\": \"s=1\"}, {\"name\": \"Accept\", \"value\": \"text/html\"}, {\"name\": \":authority\", \"value\": \"x\"}]},\n"
            "           \"response\": {\"content\": {\"mimeType\": \"text/html\"}}},\n"
            "          {\"request\": {\"method\": \"GET\", \"url\": \"http://127.0.0.1:8080/app.js\", \"headers\": []}, \"response\": {\"content\": {\"mimeType\": \"application/javascript\"}}},\n"
            "          {\"request\": {\"method\": \"GET\", \"url\": \"https://cdn.example/x.png\", \"headers\": []}, \"response\": {\"content\": {\"mimeType\": \"image/png\"}}},\n"
            "          {\"request\": {\"method\": \"POST\", \"url\": \"http://127.0.0.1:8080/api\", \"headers\": [{\"name\": \"Authorization\", \"value\": \"Bearer t\"}],\n"
            "                       \"postData\": {\"mimeType\": \"application/x-www-form-urlencoded\", \"text\": \"a=1&b=2\"}}, \"response\": {\"content\": {\"mimeType\": \"application/json\"}}}\n"
            "        ]}}";
        auto h = bw::parseHar(har, "p.har", {});
        QVERIFY2(h, qPrintable(why(h)));
        QCOMPARE(int(h->set.entries.size()), 2);
        QCOMPARE(h->staticAssets, 1);
        QCOMPARE(h->otherOrigin, 1);
        QCOMPARE(h->secretHeaders, 2);
        const bw::RequestEntry& page = h->set.entries[0];
        QCOMPARE(int(page.headers.size()), 1);   // Cookie and :authority left out
        QCOMPARE(QString::fromStdString(page.headers[0].name), QString("Accept"));
        QCOMPARE(QString::fromStdString(h->set.entries[1].body), QString("a=1&b=2"));
        QVERIFY(QString::fromStdString(h->note()).contains("static assets, left out: 1 (--include-static keeps them)"));
        bw::HarImportOptions all;
        all.includeStatic = true;
        all.keepSecrets = true;
        h = bw::parseHar(har, "p.har", all);
        QCOMPARE(int(h->set.entries.size()), 3);
        QCOMPARE(QString::fromStdString(h->set.entries[0].headers[0].name), QString("Cookie"));
        all.origin = "http://127.0.0.1:9";
        auto none = bw::parseHar(har, "p.har", all);
        QVERIFY(!none);
        QVERIFY2(text(none.error()).startsWith("p.har: no entry on http://127.0.0.1:9"), qPrintable(text(none.error())));
        auto bad = bw::parseHar("{\"log\": {\"entries\": [{\"request\": {}}]}}", "p.har", {});
        QVERIFY(!bad);
        QVERIFY2(text(bad.error()).contains("p.har, $.log.entries[0].request.method"), qPrintable(text(bad.error())));
        bad = bw::parseHar(std::string("{\"log\": ") + "[", "p.har", {});
        QVERIFY(!bad && text(bad.error()).startsWith("p.har: line 1"));
    }

    void harAsFlowCorrelates()
    {
        const std::string har = "{\"log\": {\"entries\": [ "
          "{\"startedDateTime\": \"2026-01-01T10:00:00.000Z\", \"time\": 20, "
           "\"request\": {\"method\": \"POST\", \"url\": \"http://127.0.0.1:8080/login\", \"headers\": [{\"name\": \"Content-Type\", \"value\": \"application/json\"}], "
                       "\"postData\": {\"mimeType\": \"application/json\", \"text\": \"{\\u0022user\\u0022:\\u0022ann\\u0022}\"}}, "
           "\"response\": {\"status\": 200, \"headers\": [{\"name\": \"X-Session-Id\", \"value\": \"sess-7f3a9c\"}], "
                        "\"content\": {\"mimeType\": \"application/json\", \"text\": \"{\\u0022token\\u0022:\\u0022tok3n-abc123\\u0022,\\u0022user\\u0022:{\\u0022id\\u0022:4711}}\"}}}, "
          "{\"startedDateTime\": \"2026-01-01T10:00:01.020Z\", \"time\": 10, "
           "\"request\": {\"method\": \"GET\", \"url\": \"http://127.0.0.1:8080/items\", \"headers\": [{\"name\": \"Authorization\", \"value\": \"Bearer tok3n-abc123\"}]}, "
           "\"response\": {\"status\": 200, \"headers\": [], \"content\": {\"mimeType\": \"application/json\", \"text\": \"{\\u0022items\\u0022:[{\\u0022id\\u0022:9001},{\\u0022id\\u0022:9002}]}\"}}}, "
          "{\"startedDateTime\": \"2026-01-01T10:00:01.030Z\", \"time\": 5, "
           "\"request\": {\"method\": \"GET\", \"url\": \"http://127.0.0.1:8080/items/9002?s=sess-7f3a9c\", \"headers\": [{\"name\": \"Authorization\", \"value\": \"Bearer tok3n-abc123\"}, "
                       "{\"name\": \"Cookie\", \"value\": \"a=b\"}]}, "
           "\"response\": {\"status\": 200, \"headers\": [], \"content\": {\"mimeType\": \"application/json\", \"text\": \"{}\"}}}, "
          "{\"startedDateTime\": \"2026-01-01T10:00:02.000Z\", \"time\": 5, "
           "\"request\": {\"method\": \"GET\", \"url\": \"http://127.0.0.1:8080/app.js\", \"headers\": []}, "
           "\"response\": {\"status\": 200, \"headers\": [], \"content\": {\"mimeType\": \"application/javascript\", \"text\": \"\"}}} "
        "]}}";
        bw::HarFlowOptions o;
        o.recordedThink = true;
        auto flow = bw::parseHarAsFlow(har, "shop.har", o);
        QVERIFY2(flow, flow ? "" : flow.error().text().c_str());
        QCOMPARE(flow->imported.set.flows.size(), size_t(1));
        QVERIFY(flow->imported.set.entries.empty());
        const bw::Flow& f = flow->imported.set.flows[0];
        QCOMPARE(f.name, std::string("shop"));
        QCOMPARE(f.steps.size(), size_t(3));   // the script is a static asset
        QCOMPARE(f.steps[0].request.path, std::string("/login"));
        QCOMPARE(f.steps[2].request.path, std::string("/items/{{id}}?s={{x_session_id}}"));
        QCOMPARE(f.steps[1].request.headers.size(), size_t(1));   // a secret header kept: its token became a variable
        QCOMPARE(f.steps[1].request.headers[0].value, std::string("Bearer {{token}}"));
        QCOMPARE(f.steps[2].request.headers.size(), size_t(1));   // the cookie left out (the jar keeps cookies)
        QCOMPARE(flow->correlations.size(), size_t(3));
        QCOMPARE(flow->correlations[0].variable, std::string("token"));
        QCOMPARE(flow->correlations[0].usedBy, (std::vector<int>{1, 2}));
        QCOMPARE(f.steps[0].extract.size(), size_t(2));
        QCOMPARE(f.steps[0].extract[0].expression, std::string("/token"));
        QCOMPARE(f.steps[0].extract[1].from, bw::ExtractFrom::Header);
        QCOMPARE(f.steps[1].extract[0].expression, std::string("/items/1/id"));
        QCOMPARE(f.steps[0].think.ms, 1000.0);   // 10:00:01.020 - (10:00:00.000 + 20 ms)
        QCOMPARE(f.steps[1].think.kind, bw::ThinkKind::None);   // 1.030 - (1.020 + 10 ms) = 0
        QCOMPARE(f.steps[0].checks[0].statuses[0].code, 200);
        const std::vector<std::string> lines = flow->listing();
        QCOMPARE(lines[0], std::string("{{token}} = json /token of step 1 (POST /login), sent by steps 2 and 3 (header Authorization)"));
        // the flow it made compiles and validates as it stands
        bw::LoadConfig cfg;
        cfg.url = flow->imported.origin + "/";
        cfg.mix = flow->imported.set;
        auto compiled = bw::compileRequestSet(cfg);
        QVERIFY2(compiled, compiled ? "" : compiled.error().text().c_str());
    }

    // The dialects of HAR files browsers and k6 write, each request sent to
    // an in-process server: it receives exactly the bodies, queries and
    // headers the file describes. Before: forms with params and no text went
    // out empty (Content-Length: 0) and were merged as identical, queries
    // given only in queryString were lost, and bad URLs counted as other
    // origins.
    void harRequestsArriveAsDescribed()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        auto h = bw::parseHar(harDialects(srv.url("")), "d.har", {});
        QVERIFY2(h, qPrintable(why(h)));
        const std::vector<Expected> expected = harDialectsExpected();
        QCOMPARE(int(h->set.entries.size()), int(expected.size()));
        QCOMPARE(h->kept, int(expected.size()));
        QCOMPARE(h->merged, 1);        // the exact copy of "/same a=1"
        QCOMPARE(h->badEntries, 3);       // port 99999, a space, ${proto}://
        QCOMPARE(h->otherOrigin, 2);   // data:, and http://example.test
        QCOMPARE(h->queryAdded, 4);
        QCOMPARE(h->queryDropped, 1);
        QCOMPARE(h->paramsIgnored, 1);
        QCOMPARE(h->boundariesAdded, 1);
        const QString note = QString::fromStdString(h->note());
        QVERIFY2(note.startsWith(QString("requests kept: %1 of %2 read").arg(expected.size()).arg(expected.size() + 6)), qPrintable(note));
        for (const char* part : {"identical to another, merged into its weight: 1", "on another origin, left out: 2",
                                 "that cannot be sent, left out: 3 (the first: $.log.entries[12].request.url: port out of range: 99999)",
                                 "queryString items missing from their URL, added to it: 4", "queryString items without a name, dropped: 1",
                                 "bodies given as both text and params, sent as the text (HAR 1.2): 1",
                                 "multipart bodies without a boundary, one picked and added to Content-Type: 1"})
            QVERIFY2(note.contains(part), qPrintable(note + "\nlacks: " + part));

        // Sent one after another, once each: the server's copy of every request.
        bw::LoadConfig cfg;
        cfg.url = srv.url("/");
        cfg.mix = h->set;
        cfg.mix.order = bw::RequestOrder::Sequence;
        cfg.mix.seedSet = true;
        cfg.connections = 1;
        cfg.threads = 1;
        cfg.requests = expected.size();
        bw::Engine e(cfg);
        const auto err = e.prepare();
        QVERIFY2(!err, err ? err->text().c_str() : "");
        e.start();
        QVERIFY(e.waitFinished(std::chrono::seconds(30)));
        QCOMPARE(e.result().requests, uint64_t(expected.size()));
        const std::vector<std::string> raw = srv.rawRequests();
        QCOMPARE(int(raw.size()), int(expected.size()));
        for (size_t i = 0; i < expected.size(); ++i)
            checkArrived(raw[i], expected[i]);
    }

    // Header names are RFC 9110 tokens in a HAR too: an entry with another
    // (k6's fixtures have "Content-Length;something") cannot be sent as the
    // file says; it is left out, named; a file of only such entries is refused.
    void harLeavesOutABadHeaderName()
    {
        const std::string entry = R"({"request": {"method": "GET", "url": "http:\/\/127.0.0.1:8080/b",
                                     "headers": [{"name": "X-Ok", "value": "1"}, {"name": "Sp ace", "value": "x"}]}})";
        auto h = bw::parseHar(R"({"log": {"entries": [{"request": {"method": "GET", "url": "http:\/\/127.0.0.1:8080/a"}}, )" + entry + "]}}",
                              "h.har", {});
        QVERIFY2(h, qPrintable(why(h)));
        QCOMPARE(int(h->set.entries.size()), 1);
        QCOMPARE(h->badEntries, 1);
        QVERIFY2(QString::fromStdString(h->note()).contains("that cannot be sent, left out: 1 (the first: $.log.entries[1].request."
                                                            "headers[1].name: 'Sp ace' is not a valid header name: ' ' (0x20) is not "
                                                            "allowed"),
                 qPrintable(QString::fromStdString(h->note())));
        auto bad = bw::parseHar(R"({"log": {"entries": [)" + entry + "]}}", "h.har", {});
        QVERIFY(!bad);
        QVERIFY2(text(bad.error()).startsWith("h.har: no entry can be sent as the file describes it: $.log.entries[0].request."
                                              "headers[1].name: 'Sp ace' is not a valid header name"),
                 qPrintable(text(bad.error())));
    }

    // A set with a binary body (not UTF-8, with "{{") written as JSON and read
    // back: the same bytes, still sent as they are.
    void literalAndBinaryBodiesSurviveJson()
    {
        bw::RequestSet set;
        bw::RequestEntry e;
        e.name = "upload";
        e.method = "POST";
        e.path = "/u";
        e.body = std::string("\xff\xd8{{=L\x00", 6);
        e.literal = true;
        set.entries.push_back(e);
        const QJsonObject o = bw::requestSetToJson(set);
        const QJsonObject eo = o.value("requests").toArray().at(0).toObject();
        QVERIFY(eo.contains("bodyBase64") && !eo.contains("body"));
        QCOMPARE(eo.value("literal").toBool(), true);
        bw::SuiteJsonReader r;
        bw::RequestSetReadOptions options;
        options.readFiles = false;
        bw::RequestSet back;
        QVERIFY2(bw::readRequestSetJson(r, o, "$", options, &back), r.error().text().c_str());
        QCOMPARE(back.entries.at(0).body, e.body);
        QVERIFY(back.entries.at(0).literal);
        bw::LoadConfig c;
        c.url = "http://127.0.0.1:8080/";
        c.mix = back;
        c.mix.seedSet = true;
        auto compiled = bw::compileRequestSet(c);
        QVERIFY2(compiled, qPrintable(why(compiled)));
        QCOMPARE((*compiled)->entry(0).body.text, e.body);
    }

private:
    struct Expected {
        std::string requestLine;            // "POST /form HTTP/1.1"
        std::vector<std::string> headers;   // "Name: value", each present as such
        std::string body;
        std::string boundaryOf;             // multipart with a picked boundary: "" or the body with BOUNDARY in its place
    };

    // tests/data/har/dialects.har (a file: moc cannot read JSON in raw
    // strings), its run origin ORIGIN made the server's.
    static std::string harDialects(const std::string& origin)
    {
        std::ifstream in(qEnvironmentVariable("BENCHWORK_SOURCE_DIR").toStdString() + "/tests/data/har/dialects.har", std::ios::binary);
        std::string t((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        size_t at;
        while ((at = t.find("ORIGIN")) != std::string::npos)
            t.replace(at, 6, origin);
        return t;
    }

    static std::vector<Expected> harDialectsExpected()
    {
        const std::string upload = "-----boundary\r\nContent-Disposition: form-data; name=\"hello\"\r\n\r\nworld\r\n"
                                   "-----boundary\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.csv\"\r\n"
                                   "Content-Type: text/csv\r\n\r\nid,name\n1,ann\r\n"
                                   "-----boundary\r\nContent-Disposition: form-data; name=\"chars\"\r\n\r\n`'\"world\"'`*!\r\n"
                                   "-----boundary--\r\n";
        const std::string nob = "--BOUNDARY\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n"
                                "--BOUNDARY\r\nContent-Disposition: form-data; name=\"img\"; filename=\"p.png\"\r\n"
                                "Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n\r\n--BOUNDARY--\r\n";
        const std::string form = "application/x-www-form-urlencoded";
        return {
            {"POST /form HTTP/1.1", {"Content-Type: " + form}, "login=admin&password=&field%5B1%5D=value%5B1%5D&q=a+b%26c%3Dd%2Be", ""},
            {"POST /upload HTTP/1.1", {"Content-Type: multipart/form-data; boundary=---boundary"}, upload, ""},
            {"POST /upload-nob HTTP/1.1", {}, std::string(), nob},
            {"GET /search?x=1&y=a+b HTTP/1.1", {}, "", ""},
            {"GET /plain?foo=%7Bid%3A1%7D&bar=true HTTP/1.1", {}, "", ""},
            {"GET /enc?json={%22value%22:true}&sp=a%20b&p=a+b&not-in-url=%7B%22data%22%3Atrue%7D HTTP/1.1", {}, "", ""},
            {"POST /conflict HTTP/1.1", {"Content-Type: " + form}, "foo0=bar0&foo1=bar1", ""},
            {"POST /same HTTP/1.1", {"Content-Type: " + form}, "a=1", ""},
            {"POST /same HTTP/1.1", {"Content-Type: " + form}, "a=2", ""},
            {"GET /page HTTP/1.1", {"User-Agent: Mozilla/5.0", "X-Custom: 1", "Accept: text/html"}, "", ""},
            {"POST /binary HTTP/1.1", {"Content-Type: application/octet-stream"}, std::string("\x00\xc2\xb9{{=L\xc2\xb4}", 10), ""},
        };
    }

    static void checkArrived(const std::string& raw, const Expected& x)
    {
        const QString shown = QString::fromLatin1(raw.data(), int(raw.size()));
        const size_t headEnd = raw.find("\r\n\r\n");
        QVERIFY2(headEnd != std::string::npos, qPrintable(shown));
        const std::string head = raw.substr(0, headEnd + 2), body = raw.substr(headEnd + 4);
        QVERIFY2(head.rfind(x.requestLine + "\r\n", 0) == 0, qPrintable(shown + "\nexpected " + QString::fromStdString(x.requestLine)));
        for (const std::string& h : x.headers)
            QVERIFY2(head.find("\r\n" + h + "\r\n") != std::string::npos, qPrintable(shown + "\nlacks " + QString::fromStdString(h)));
        std::string want = x.body;
        if (!x.boundaryOf.empty()) {
            // The picked boundary is the one the Content-Type names.
            const size_t at = head.find("\r\nContent-Type: multipart/form-data; boundary=");
            QVERIFY2(at != std::string::npos, qPrintable(shown));
            const size_t from = head.find('=', at) + 1;
            const std::string boundary = head.substr(from, head.find("\r\n", from) - from);
            QVERIFY(boundary.size() >= 10);
            want = x.boundaryOf;
            size_t b;
            while ((b = want.find("BOUNDARY")) != std::string::npos)
                want.replace(b, 8, boundary);
        }
        QCOMPARE(QByteArray::fromStdString(body), QByteArray::fromStdString(want));
        const bool bodied = !want.empty() || x.requestLine.rfind("POST", 0) == 0;
        if (bodied)
            QVERIFY2(head.find("\r\nContent-Length: " + std::to_string(want.size()) + "\r\n") != std::string::npos, qPrintable(shown));
        // No header was sent twice (the HAR's Content-Type and postData's mimeType).
        QCOMPARE(int(QString::fromStdString(head).count("Content-Type:")), bodied ? 1 : 0);
    }
};

BW_TEST_GUILESS_MAIN(TestRequestImport)
#include "tst_request_import.moc"

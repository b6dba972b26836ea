// Reading request sets (core/mix): mix files, data files (CSV, JSON lines),
// the --var shorthand, vegeta targets, URL lists and HAR exports; a set's
// JSON written and read back drawing the same requests; and every bad input
// refused with a message naming the file, the line or entry, and the problem.
#include "engine/request/compiled_requests.h"
#include "mix/data_file.h"
#include "mix/har_import.h"
#include "mix/mix_json.h"
#include "mix/targets_import.h"
#include "mix/url_list_import.h"
#include "mix/var_spec.h"

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
        QTest::newRow("weight") << R"({"requests": [{"path": "/a", "weight": 0}]})" << "mix.json, $.requests[0].weight: must be a number greater than 0";
        QTest::newRow("unknown field") << R"({"requests": [{"path": "/a", "wieght": 2}]})" << "$.requests[0].wieght: unknown field \"wieght\" (did you mean \"weight\"?)";
        QTest::newRow("no requests") << R"({"requests": []})" << "$.requests: expected at least one request";
        QTest::newRow("two kinds") << R"({"variables": {"x": {"random": [1,2], "uuid": true}}, "requests": [{"path": "/"}]})"
                                   << "$.variables.x: give exactly one of random, sequence, choice, file and uuid";
        QTest::newRow("missing data file") << R"({"variables": {"x": {"file": "nope.csv"}}, "requests": [{"path": "/"}]})"
                                           << "$.variables.x.file: ";
        QTest::newRow("empty data file") << R"({"variables": {"x": {"file": "empty.csv"}}, "requests": [{"path": "/"}]})"
                                         << "empty.csv: the data file is empty";
        QTest::newRow("missing column") << R"({"variables": {"x": {"file": "two.csv", "column": "mail"}}, "requests": [{"path": "/"}]})"
                                        << "$.variables.x.column: 'two.csv' has no column \"mail\" (its columns: id, name)";
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
        QVERIFY(QString::fromStdString(h->note()).contains("1 static assets left out"));
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
};

QTEST_GUILESS_MAIN(TestRequestImport)
#include "tst_request_import.moc"

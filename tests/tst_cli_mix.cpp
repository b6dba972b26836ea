// benchwork-cli's request-set options (--mix, --var, --seed, --targets,
// --urls, --har) called in-process: a run with a mix writes byRequest adding
// up to the run and prints the per-request table; a templated URL with --var
// varies the path; ab compares the entries; and every bad input is refused
// with exit 2, a message naming the file, line or entry and the problem, and
// nothing sent.
#include "engine/load_config.h"
#include "cli/commands.h"
#include "cli_inprocess.h"
#include "cli/request_options.h"
#include "loopback_server.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using Outcome = bwtest::CliOutcome;
using bwtest::callCli;

class TestCliMix : public QObject {
    Q_OBJECT
    QTemporaryDir tmp;

    std::string file(const std::string& name, const std::string& text)
    {
        const std::string path = tmp.filePath(QString::fromStdString(name)).toStdString();
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

private slots:
    void runWithAMix()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        const std::string mix = file("mix.json", R"({"seed": 11, "variables": {"id": {"random": [1, 300]}},
            "requests": [{"name": "find", "path": "/db/find/{{id}}", "weight": 3}, {"name": "busy", "path": "/status/503"}]})");
        const Outcome o = callCli(bwcli::runCommand, {"run", "--no-save", "-n", "400", "-c", "2", "-t", "1", "--mix", mix, "--json", "-",
                                                   srv.url("/")});
        QCOMPARE(o.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
        const QJsonArray by = doc.value("byRequest").toArray();
        QCOMPARE(by.size(), 2);
        const double total = doc.value("summary").toObject().value("requests").toDouble();
        QCOMPARE(total, 400.0);
        QCOMPARE(by[0].toObject().value("requests").toDouble() + by[1].toObject().value("requests").toDouble(), total);
        QCOMPARE(by[1].toObject().value("statusCodes").toObject().value("503").toDouble(), by[1].toObject().value("requests").toDouble());
        QCOMPARE(doc.value("config").toObject().value("mix").toObject().value("seed").toDouble(), 11.0);
        QVERIFY2(o.err.contains("Requests by entry:") && o.err.contains(QRegularExpression("find +GET +/db/find/\\{\\{id\\}\\}")),
                 qPrintable(o.err));
    }

    // --demo without a path: a set's paths start at the demo target's root,
    // not at its default /json (which would send /json/db/find/1).
    void demoSetStartsAtTheRoot()
    {
        const std::string mix = file("demo-mix.json", R"({"requests": [{"name": "find", "path": "/db/find/1"}]})");
        for (const bool givenPath : {false, true}) {
            bw::OptionParser p(bwcli::requestOptionSpecs());
            QVERIFY(p.parse({"run", "--mix", mix}, 1));
            std::vector<std::string> positional;
            if (givenPath)
                positional.push_back("/api");
            bwcli::RequestSetArgs a;
            a.demo = true;
            a.positional = &positional;
            bw::LoadConfig cfg;
            const auto bad = bwcli::requestSetFromArgs(p, a, &cfg, nullptr);
            QVERIFY2(!bad, bad ? bad->text().c_str() : "");
            QCOMPARE(int(cfg.mix.entries.size()), 1);
            QCOMPARE(positional, std::vector<std::string>{givenPath ? "/api" : "/"});
        }
    }

    void templatedUrlWithVar()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        const Outcome o = callCli(bwcli::runCommand, {"run", "--no-save", "-n", "16", "-c", "1", "-t", "1", "--var",
                                                   "id=random:1:5", "--seed", "5", "-H", "X-Id: {{id}}", srv.url("/db/find/{{id}}")});
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains("request set --var: 1 request, weighted, seed 5"), qPrintable(o.out));
        const auto raw = srv.rawRequests();
        QCOMPARE(int(raw.size()), 16);
        QSet<QString> ids;
        for (const std::string& r : raw) {
            const auto m = QRegularExpression("^GET /db/find/([1-5]) HTTP/1.1\r\n.*X-Id: ([1-5])\r\n",
                                              QRegularExpression::DotMatchesEverythingOption)
                               .match(QString::fromStdString(r));
            QVERIFY2(m.hasMatch(), r.c_str());
            QCOMPARE(m.captured(2), m.captured(1));   // one draw per request: the path and the header agree
            ids.insert(m.captured(1));
        }
        QVERIFY(ids.size() > 1);
    }

    void abComparesTheEntries()
    {
        bwtest::LoopbackServer a(bwtest::LoopbackServer::Mode::Ok), b(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(a.start() && b.start());
        const std::string mix = file("ab.json", R"({"requests": [{"name": "one", "path": "/a"}, {"name": "two", "path": "/b"}]})");
        const Outcome o = callCli(bwcli::abCommand, {"ab", "--no-save", "-q", "--rounds", "1", "--cooldown", "0s", "-n", "100", "-c", "1",
                                                  "-t", "1", "--mix", mix, a.url("/"), b.url("/")});
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains("BY REQUEST") && o.out.contains("one: requests/s") && o.out.contains("two: p99"), qPrintable(o.out));
    }

    void refusesBadInput_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("weight") << "--mix" << R"({"requests": [{"path": "/a", "weight": -1}]})"
                                << "request 1 (\"GET /a\"), weight: must be a number greater than 0, got -1";
        QTest::newRow("unknown variable") << "--mix" << R"({"requests": [{"name": "a", "path": "/a/{{nope}}"}]})"
                                          << "request 1 (\"a\"): path: unknown variable {{nope}}";
        QTest::newRow("malformed JSON") << "--mix" << "{\"requests\": [" << "line 1, column 15: invalid JSON";
        QTest::newRow("empty data file") << "--mix" << R"({"variables": {"u": {"file": "DIR/empty.csv"}}, "requests": [{"path": "/{{u}}"}]})"
                                         << "empty.csv: the data file is empty";
        QTest::newRow("missing column") << "--mix" << R"({"variables": {"u": {"file": "DIR/two.csv", "column": "x"}}, "requests": [{"path": "/{{u}}"}]})"
                                        << "has no column \"x\" (its columns: id, name)";
        QTest::newRow("bad request line") << "--mix" << R"({"variables": {"w": {"choice": ["a b"]}}, "requests": [{"name": "w", "path": "/{{w}}"}]})"
                                          << "the choice \"a b\" of {{w}} cannot go in a request path: it holds a space";
        QTest::newRow("another origin") << "--urls" << "URL/a\nhttp://127.0.0.9:1/b\n" << "http://127.0.0.9:1 is another origin than the run's";
        QTest::newRow("url list line") << "--urls" << "URL/a\nnot a url\n" << "line 2: ";
        QTest::newRow("targets line") << "--targets" << "X-A: 1\n" << "line 1: a header or body line before any request line";
        QTest::newRow("malformed HAR") << "--har" << "{\"log\": {\"entries\": [{\"request\": {\"url\": \"URL/\"}}]}}"
                                       << "$.log.entries[0].request.method: missing (required)";
        // Header names are RFC 9110 tokens in every file, named with the character at fault.
        QTest::newRow("header name in a mix") << "--mix" << R"({"requests": [{"name": "a", "path": "/a", "headers": {"Bad;Name": "x"}}]})"
                                              << "request 1 (\"a\"): 'Bad;Name' is not a valid header name: ';' is not allowed";
        QTest::newRow("header name in targets") << "--targets" << "GET URL/a\nBad;Name: x\n"
                                                << "line 2: 'Bad;Name' is not a valid header name: ';' is not allowed";
        QTest::newRow("header name in a HAR")
            << "--har" << "{\"log\": {\"entries\": [{\"request\": {\"method\": \"GET\", \"url\": \"URL/\", \"headers\": [{\"name\": \"Bad;Name\", \"value\": \"x\"}]}}]}}"
            << "$.log.entries[0].request.headers[0].name: 'Bad;Name' is not a valid header name: ';' is not allowed";
        QTest::newRow("inline body in targets") << "--targets" << "POST URL/a\n@<<BODY\nhi\nBODY\n"
                                                << "line 2: an inline body ('@<<BODY') is not part of vegeta's http format";
    }
    void refusesBadInput()
    {
        QFETCH(QString, option);
        QFETCH(QString, content);
        QFETCH(QString, expected);
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        file("empty.csv", "");
        file("two.csv", "id,name\n1,a\n");
        QString text = content;
        text.replace("DIR", tmp.path());
        text.replace("URL", QString::fromStdString(srv.url("")));
        const std::string path = file("input", text.toStdString());
        const Outcome o = callCli(bwcli::runCommand, {"run", "--no-save", "-n", "10", option.toStdString(), path, srv.url("/")});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(expected), qPrintable(o.err));
        QVERIFY2(o.err.contains(QString::fromStdString(path)), qPrintable(o.err));   // the file
        QCOMPARE(srv.requests(), uint64_t(0));
    }

    // A flow's problem ends the command with exit 2 before anything is
    // sent, naming the flow, the step and the field; a good one prints its
    // flows and steps.
    void flowsRefusedOrSummarised()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        const std::string bad = file("bad-flow.json", "{\"flows\": [{\"name\": \"buy\", \"steps\": [ "
            "{\"name\": \"open\", \"path\": \"/items/{{id}}\"}, "
            "{\"name\": \"list\", \"path\": \"/items\", \"extract\": {\"id\": {\"json\": \"/items/0/id\"}}}]}]}");
        Outcome o = callCli(bwcli::runCommand, {"run", "--no-save", "-n", "10", "--mix", bad, srv.url("/")});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains("flow 1 (\"buy\"), step 1 (\"open\"), path: {{id}} is extracted by step 2 (\"list\"), which does not come before this one"),
                 qPrintable(o.err));
        QCOMPARE(srv.requests(), uint64_t(0));
        const std::string good = file("flow.json", "{\"flows\": [{\"name\": \"read\", \"steps\": [ "
            "{\"name\": \"first\", \"path\": \"/a\", \"extract\": {\"m\": {\"json\": \"/message\"}}, \"checks\": [{\"status\": 200}]}, "
            "{\"name\": \"second\", \"path\": \"/b\", \"headers\": {\"X-M\": \"{{m}}\"}, \"checks\": [{\"status\": 201, \"name\": \"created\"}]}]}]}");
        // One user: 40 requests are exactly 20 iterations of two steps (with
        // two, the count can end between one user's steps).
        o = callCli(bwcli::runCommand, {"run", "--no-save", "-n", "40", "-c", "1", "-t", "1", "--mix", good, srv.url("/")});
        QCOMPARE(o.code, 0);
        // (the summary goes to standard output when no --json takes it)
        QVERIFY2(o.out.contains("Flows:") && o.out.contains(QRegularExpression("read +20 ")), qPrintable(o.out));
        QVERIFY2(o.out.contains(QRegularExpression("read / second +GET +/b +20 ")) && o.out.contains("failed: created x20"), qPrintable(o.out));
    }

    void refusesBadOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("seed without a set") << QStringList{"--seed", "3"} << "--seed: only with a request set";
        QTest::newRow("unused var") << QStringList{"--var", "id=random:1:3"} << "--var: {{id}} appears nowhere";
        QTest::newRow("bad var") << QStringList{"--var", "id=rand:1:3", "URL/{{id}}"} << "--var: unknown kind 'rand'";
        QTest::newRow("two sources") << QStringList{"--urls", "a", "--targets", "b"} << "give only one of --mix, --targets, --urls and --har";
        QTest::newRow("static without har") << QStringList{"--include-static"} << "--include-static: only applies with --har";
        QTest::newRow("unknown placeholder") << QStringList{"URL/{{id}}"} << "unknown variable {{id}}";
        QTest::newRow("seed range") << QStringList{"--var", "id=random:1:3", "--seed", "9007199254740992", "URL/{{id}}"} << "--seed: at most";
        // -H takes an RFC 9110 token as the name: before, "Bad;Name" was sent and "Sp ace" refused without saying why.
        QTest::newRow("header name with ;") << QStringList{"-H", "Bad;Name: x"}
                                            << "--header: 'Bad;Name' is not a valid header name: ';' is not allowed in one";
        QTest::newRow("header name with a space") << QStringList{"-H", "Sp ace: x"}
                                                  << "--header: 'Sp ace' is not a valid header name: ' ' (0x20) is not allowed";
        QTest::newRow("header name with a slash") << QStringList{"-H", "X/Y: x"} << "--header: 'X/Y' is not a valid header name: '/'";
    }

    void refusesBadOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        bwcli::Args a{"run", "--no-save", "-n", "10"};
        bool url = false;
        for (QString s : args) {
            url = url || s.startsWith("URL");
            a.push_back(s.replace("URL", QString::fromStdString(srv.url(""))).toStdString());
        }
        if (!url)
            a.push_back(srv.url("/"));
        const Outcome o = callCli(bwcli::runCommand, a);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(expected), qPrintable(o.err));
        QCOMPARE(srv.requests(), uint64_t(0));
    }

    // The note counts what was kept: it said "0 requests from 7 read" for
    // every import (it counted the set after the run had taken it).
    void importNoteCountsWhatWasKept()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        QString har = R"({"log": {"entries": [
            {"request": {"method": "GET", "url": "ORIGIN/a"}},
            {"request": {"method": "GET", "url": "ORIGIN/a"}},
            {"request": {"method": "POST", "url": "ORIGIN/f", "postData": {"mimeType": "application/x-www-form-urlencoded", "params": [{"name": "x", "value": "1"}]}}},
            {"request": {"method": "POST", "url": "ORIGIN/f", "postData": {"mimeType": "application/x-www-form-urlencoded", "params": [{"name": "x", "value": "2"}]}}},
            {"request": {"method": "GET", "url": "BAD_PORT/"}},
            {"request": {"method": "GET", "url": "ELSEWHERE/"}},
            {"request": {"method": "GET", "url": "ORIGIN/app.js"}}]}})";
        // (no "//" in the raw string: moc would take it for a comment)
        har.replace("ORIGIN", QString::fromStdString(srv.url(""))).replace("BAD_PORT", "http://127.0.0.1:99999");
        har.replace("ELSEWHERE", "http://example.test");
        const std::string path = file("kept.har", har.toStdString());
        const Outcome r = callCli(bwcli::runCommand, {"run", "--no-save", "-n", "20", "-c", "1", "-t", "1", "--seed", "1", "--har", path});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains("--har " + QString::fromStdString(path) + ": requests kept: 3 of 7 read; identical to another, merged "
                                "into its weight: 1; on another origin, left out: 1; that cannot be sent, left out: 1 (the first: "
                                "$.log.entries[4].request.url: port out of range: 99999); static assets, left out: 1"),
                 qPrintable(r.err));
        QCOMPARE(srv.requests(), uint64_t(20));
        // Both forms went out with their own bodies (they were merged as "identical", empty, before).
        bool one = false, two = false;
        for (const std::string& raw : srv.rawRequests()) {
            one = one || raw.find("\r\nContent-Length: 3\r\n\r\nx=1") != std::string::npos;
            two = two || raw.find("\r\nContent-Length: 3\r\n\r\nx=2") != std::string::npos;
            QVERIFY2(raw.find("Content-Length: 0") == std::string::npos, raw.c_str());
        }
        QVERIFY(one && two);
    }
};

BW_TEST_GUILESS_MAIN(TestCliMix)
#include "tst_cli_mix.moc"

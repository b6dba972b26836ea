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
                                << "$.requests[0].weight: must be a number greater than 0, got -1";
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

    // HTTP/3 sends the run's one request: a set with --http3 is refused
    // before anything is sent, naming why.
    void http3RefusesASet()
    {
        if (!bw::http3Available())
            QSKIP("this build has no HTTP/3");
        const Outcome o = callCli(bwcli::runCommand, {"run", "--no-save", "-n", "10", "-k", "--http3", "--var", "id=random:1:3",
                                                   "https://127.0.0.1:" + std::to_string(bwtest::unusedPort()) + "/find/{{id}}"});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains("HTTP/3 sends one request: a request set"), qPrintable(o.err));
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
};

QTEST_GUILESS_MAIN(TestCliMix)
#include "tst_cli_mix.moc"

// benchwork-cli's commands called in-process through benchwork_cli, with
// string streams for their output: the history actions on a seeded
// temporary database, run's help and argument errors (trailing junk in every
// numeric option refused with exit 2, naming option and value), and one short
// real run against an in-process loopback server.
#include "cli_inprocess.h"
#include "cli/commands.h"
#include "cli/history/history_seed.h"
#include "history/history_store.h"
#include "loopback_server.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <sstream>

namespace {

using Outcome = bwtest::CliOutcome;
using bwtest::callCli;

} // namespace

class TestCliInProcess : public QObject {
    Q_OBJECT
    QTemporaryDir tmp;
    std::string db;

    Outcome history(bwcli::Args args) const { return bwtest::callHistory(std::move(args), db); }

private slots:
    void init();
    void historyListsSeededRuns();
    void historyListRefusesBadFilters();
    void historyShowsOneRun();
    void historyTagsARun();
    void historyDeletesRuns();
    void historyActionHelpAndBadOption();
    void runHelpListsOptions();
    void runRefusesUnknownOption();
    void runRefusesTrailingJunk_data();
    void runRefusesTrailingJunk();
    void suiteRefusesTrailingJunk_data();
    void suiteRefusesTrailingJunk();
    void shortRunAgainstLoopback();
    void spinOptionReachesTheConfig_data();
    void spinOptionReachesTheConfig();
};

void TestCliInProcess::init()
{
    QVERIFY(tmp.isValid());
    db = tmp.filePath(QString("history-%1.sqlite").arg(QTest::currentTestFunction())).toStdString();
    bw::HistoryStore store;
    QVERIFY2(store.open(db), store.lastError().c_str());
    const auto refused = bwcli::seedHistory(store, 3);
    QVERIFY2(!refused, refused ? refused->text().c_str() : "");   // ids 1-3: "seed run 0".."seed run 2"
}

void TestCliInProcess::historyListsSeededRuns()
{
    const Outcome table = history({"list"});
    QCOMPARE(table.code, 0);
    QVERIFY2(table.err.isEmpty(), qPrintable(table.err));
    const QStringList lines = table.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);   // header and three runs
    QVERIFY(lines[0].contains("STARTED") && lines[0].contains("TAGS"));
    QVERIFY2(lines[1].contains("seed run 2") && lines[1].contains("manual"), qPrintable(lines[1]));   // newest first
    QVERIFY(lines[3].contains("seed run 0"));

    const Outcome json = history({"list", "--json", "--tag", "nightly"});
    QCOMPARE(json.code, 0);
    const QJsonArray rows = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows[0].toObject().value("id").toInt(), 2);
    QCOMPARE(rows[0].toObject().value("name").toString(), QString("seed run 1"));
    QCOMPARE(rows[0].toObject().value("tags").toArray(), QJsonArray{"nightly"});
    QVERIFY(rows[0].toObject().value("suiteRunId").isNull());
}

void TestCliInProcess::historyListRefusesBadFilters()
{
    const Outcome limit = history({"list", "--limit", "5abc"});
    QCOMPARE(limit.code, 2);
    QCOMPARE(limit.err, QString("benchwork-cli history: --limit: '5abc' is not a count\n"));
    QVERIFY(limit.out.isEmpty());
    const Outcome positional = history({"list", "extra"});
    QCOMPARE(positional.code, 2);
    QVERIFY2(positional.err.contains("list takes no arguments ('extra')"), qPrintable(positional.err));
}

void TestCliInProcess::historyShowsOneRun()
{
    const Outcome text = history({"show", "2"});
    QCOMPARE(text.code, 0);
    QVERIFY2(text.out.startsWith("Run           2  seed run 1\n"), qPrintable(text.out));
    QVERIFY(text.out.contains("Tags          nightly\n"));

    const Outcome json = history({"show", "2", "--json", "--no-histograms"});
    QCOMPARE(json.code, 0);
    const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(doc.value("schema").toString(), QString("benchwork.run/1"));
    QCOMPARE(doc.value("history").toObject().value("id").toInt(), 2);

    const Outcome twoIds = history({"show", "1", "2"});
    QCOMPARE(twoIds.code, 2);
    QCOMPARE(twoIds.err, QString("benchwork-cli history: show takes exactly one run id\n"));
    const Outcome notAnId = history({"show", "x1"});
    QCOMPARE(notAnId.code, 2);
    QCOMPARE(notAnId.err, QString("benchwork-cli history: 'x1' is not a run id (a positive number)\n"));
    const Outcome missing = history({"show", "99"});
    QCOMPARE(missing.code, 2);
    QVERIFY2(missing.err.startsWith("benchwork-cli history: ") && missing.err.contains("99"), qPrintable(missing.err));
}

void TestCliInProcess::historyTagsARun()
{
    const Outcome added = history({"tag", "1", "--add", "baseline", "--add", "x", "--remove", "manual"});
    QCOMPARE(added.code, 0);
    QCOMPARE(added.out, QString("run 1 tags: baseline,x\n"));
    const Outcome bad = history({"tag", "1", "--add", "a,b"});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains("--add: a tag is a non-empty word without commas ('a,b')"), qPrintable(bad.err));
    const Outcome shown = history({"tag", "1"});
    QCOMPARE(shown.out, QString("run 1 tags: baseline,x\n"));

    bw::HistoryStore store;
    QVERIFY(store.open(db));
    const auto row = store.runRow(1);
    QVERIFY(row);
    QCOMPARE(row->tags, (std::vector<std::string>{"baseline", "x"}));

    const Outcome cleared = history({"tag", "1", "--clear"});
    QCOMPARE(cleared.out, QString("run 1 tags: (none)\n"));
}

void TestCliInProcess::historyDeletesRuns()
{
    const Outcome typo = history({"delete", "1", "99"});
    QCOMPARE(typo.code, 2);
    QVERIFY2(typo.err.contains("; nothing deleted"), qPrintable(typo.err));
    QVERIFY(typo.out.isEmpty());

    const Outcome none = history({"delete"});
    QCOMPARE(none.code, 2);
    QCOMPARE(none.err, QString("benchwork-cli history: delete needs at least one run id\n"));

    const Outcome done = history({"delete", "1", "3"});
    QCOMPARE(done.code, 0);
    QCOMPARE(done.out, QString("deleted run 1\ndeleted run 3\n"));
    const Outcome left = history({"list", "--json"});
    const QJsonArray rows = QJsonDocument::fromJson(left.out.toUtf8()).array();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows[0].toObject().value("id").toInt(), 2);
    QCOMPARE(history({"show", "1"}).code, 2);
}

void TestCliInProcess::historyActionHelpAndBadOption()
{
    const Outcome help = history({"compare", "--help"});
    QCOMPARE(help.code, 0);
    QVERIFY2(help.out.startsWith("usage: benchwork-cli history compare SIDE SIDE... [--baseline ID]\n\n"), qPrintable(help.out));
    QVERIFY(help.out.contains("--db PATH"));
    const Outcome bad = history({"export", "1", "--bogus"});
    QCOMPARE(bad.code, 2);
    QCOMPARE(bad.err, QString("benchwork-cli history: unknown option '--bogus' (see 'benchwork-cli history export --help')\n"));
    const Outcome one = history({"compare", "1"});
    QCOMPARE(one.code, 2);
    QCOMPARE(one.err, QString("benchwork-cli history: compare needs at least two run ids\n"));
    const Outcome unknown = callCli(bwcli::historyCommand, {"history", "frobnicate"});
    QCOMPARE(unknown.code, 2);
    QVERIFY(unknown.err.startsWith("benchwork-cli history: unknown action 'frobnicate'\n\nusage: benchwork-cli history"));
}

void TestCliInProcess::runHelpListsOptions()
{
    const Outcome o = callCli(bwcli::runCommand, {"run", "--help"});
    QCOMPARE(o.code, 0);
    QVERIFY(o.out.startsWith("usage: benchwork-cli run [options] URL\n"));
    QVERIFY(o.out.contains("  -c, --connections N"));
    QVERIFY(o.out.contains("      --slo-errors PCT"));
    QVERIFY(o.err.isEmpty());
}

void TestCliInProcess::runRefusesUnknownOption()
{
    const Outcome o = callCli(bwcli::runCommand, {"run", "--bogus", "http://127.0.0.1:1/"});
    QCOMPARE(o.code, 2);
    QCOMPARE(o.err, QString("benchwork-cli run: unknown option '--bogus'\n(see benchwork-cli run --help)\n"));
    const Outcome missing = callCli(bwcli::runCommand, {"run", "http://127.0.0.1:1/", "-c"});
    QCOMPARE(missing.code, 2);
    QCOMPARE(missing.err, QString("benchwork-cli run: option '-c' needs a value (N)\n(see benchwork-cli run --help)\n"));
}

// Every numeric option of run: a number followed by junk is refused, never
// read as its leading number.
void TestCliInProcess::runRefusesTrailingJunk_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("named");
    for (const char* o : {"connections", "threads", "duration", "warmup", "requests", "rate", "timeout", "slo-rps",
                          "slo-p99", "slo-errors", "ready-timeout", "pid"})
        QTest::newRow(o) << QString("--%1").arg(o) << QString("--%1").arg(o);
    QTest::newRow("short -c") << "-c" << "--connections";
}

void TestCliInProcess::runRefusesTrailingJunk()
{
    QFETCH(QString, option);
    QFETCH(QString, named);
    const Outcome o = callCli(bwcli::runCommand, {"run", "--no-save", option.toStdString(), "5abc", "http://127.0.0.1:1/"});
    QCOMPARE(o.code, 2);
    QVERIFY2(o.err.startsWith("benchwork-cli run: " + named + ": ") && o.err.contains("5abc"), qPrintable(o.err));
    QVERIFY(o.out.isEmpty());
}

void TestCliInProcess::suiteRefusesTrailingJunk_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("named");
    QTest::newRow("duration") << "--duration" << "--duration";
    QTest::newRow("warmup") << "-w" << "--warmup";
}

void TestCliInProcess::suiteRefusesTrailingJunk()
{
    QFETCH(QString, option);
    QFETCH(QString, named);
    const QString suite = qEnvironmentVariable("BENCHWORK_SOURCE_DIR") + "/resources/suites/reference-report.json";
    QVERIFY2(QFile::exists(suite), qPrintable(suite));
    const Outcome o = callCli(bwcli::suiteCommand, {"suite", suite.toStdString(), "--list", option.toStdString(), "1m5abc"});
    QCOMPARE(o.code, 2);
    QVERIFY2(o.err.startsWith("benchwork-cli suite: " + named + ": ") && o.err.contains("1m5abc"), qPrintable(o.err));
}

void TestCliInProcess::shortRunAgainstLoopback()
{
    bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    const Outcome o = callCli(bwcli::runCommand, {"run", "--no-save", "-n", "200", "-c", "2", "-t", "1", "--json", "-", srv.url("/json")});
    QCOMPARE(o.code, 0);
    // --json -: the JSON alone on standard output, the summary on standard error.
    QJsonParseError pe;
    const QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8(), &pe).object();
    QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString() + ": " + o.out));
    QCOMPARE(doc.value("schema").toString(), QString("benchwork.run/1"));
    QVERIFY2(o.err.contains("200 requests in") && o.err.contains("Requests/sec:"), qPrintable(o.err));
    QVERIFY(!o.err.contains("Saved as run"));
    QCOMPARE(srv.requests(), quint64(200));
}

// --spin: auto (also without the option) learns the margin, 0 turns the
// spin off, a duration fixes it; the run's JSON config says which.
void TestCliInProcess::spinOptionReachesTheConfig_data()
{
    QTest::addColumn<QStringList>("spin");
    QTest::addColumn<bool>("autoSpin");
    QTest::addColumn<double>("spinUs");
    QTest::newRow("default") << QStringList{} << true << 0.0;
    QTest::newRow("auto") << QStringList{"--spin", "auto"} << true << 0.0;
    QTest::newRow("off") << QStringList{"--spin", "0"} << false << 0.0;
    QTest::newRow("fixed") << QStringList{"--spin", "50us"} << false << 50.0;
}

void TestCliInProcess::spinOptionReachesTheConfig()
{
    QFETCH(QStringList, spin);
    QFETCH(bool, autoSpin);
    QFETCH(double, spinUs);
    bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
    QVERIFY(srv.start());
    bwcli::Args args{"run", "--no-save", "-R", "2000", "-n", "40", "-c", "2", "-t", "1", "--json", "-"};
    for (const QString& a : spin)
        args.push_back(a.toStdString());
    args.push_back(srv.url("/json"));
    const Outcome o = callCli(bwcli::runCommand, args);
    QVERIFY2(o.code == 0, qPrintable(o.err));
    const QJsonObject config = QJsonDocument::fromJson(o.out.toUtf8()).object().value("config").toObject();
    QCOMPARE(config.value("spinAuto").toBool(!autoSpin), autoSpin);
    QCOMPARE(config.value("spinUs").toDouble(-1), spinUs);
}

BW_TEST_GUILESS_MAIN(TestCliInProcess)
#include "tst_cli_inprocess.moc"

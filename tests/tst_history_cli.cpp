// benchwork-cli history end to end: import the sample outputs, list, show,
// compare, tag, export every format, delete; bad input exits 2 with a
// message naming the problem. Needs the benchwork-cli binary
// ($BENCHWORK_BIN_DIR, set by CTest).
#include "cli/history/list_parts.h"
#include "history/history_store.h"
#include "result/result_json.h"
#include "run_result_fixture.h"
#include "test_main.h"
#include "util/units.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

class TestHistoryCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void importListShowCompare();
    void exportsEveryFormat();
    void tagsAndDeletes();
    void refusesBadInput();
    void pagesTheTableAcrossGroups();
    void listsInPartsAsInOneWalk();

private:
    struct Result {
        int exitCode = -1;
        QByteArray out, err;
    };
    Result cli(QStringList args);
    QString bin_;
    QTemporaryDir dir_;
    QString db_;
};

TestHistoryCli::Result TestHistoryCli::cli(QStringList args)
{
    args << QStringLiteral("--db") << db_;
    QProcess p;
    p.start(bin_, QStringList{QStringLiteral("history")} + args);
    Result r;
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished(5000);
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

void TestHistoryCli::initTestCase()
{
    const QByteArray dirEnv = qgetenv("BENCHWORK_BIN_DIR");
    QVERIFY2(!dirEnv.isEmpty(), "BENCHWORK_BIN_DIR is not set (run through ctest)");
    bin_ = QString::fromLocal8Bit(dirEnv) + QStringLiteral("/benchwork-cli");
    QVERIFY2(QFileInfo(bin_).isExecutable(), qPrintable(bin_ + " not built"));
    db_ = dir_.path() + QStringLiteral("/cli.sqlite");
    const QStringList files = {QFINDTESTDATA("data/wrk_latency.txt"), QFINDTESTDATA("data/k6_summary_export.json"),
                               QFINDTESTDATA("data/oha_output.json")};
    const Result r = cli(QStringList{QStringLiteral("import"), QStringLiteral("--tag"), QStringLiteral("samples"),
                                     QStringLiteral("--json")} + files);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 3);
}

void TestHistoryCli::importListShowCompare()
{
    Result r = cli({QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--sort"), QStringLiteral("rps")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonArray rows = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[0].toObject().value("source").toString(), QStringLiteral("oha"));   // highest rps first
    QCOMPARE(rows[0].toObject().value("tags").toArray().at(0).toString(), QStringLiteral("samples"));
    // The table's start time (local, written without strftime) and figures
    // are the JSON row's, as Qt writes them.
    r = cli({QStringLiteral("list")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QList<QByteArray> lines = r.out.split('\n');
    for (const QJsonValue v : rows) {
        const QJsonObject o = v.toObject();
        const QString id = QString::number(o.value("id").toInt());
        const auto line = std::find_if(lines.begin(), lines.end(), [&](const QByteArray& l) {
            return QString::fromUtf8(l).section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty) == id;
        });
        QVERIFY2(line != lines.end(), qPrintable("no line for run " + id + ":\n" + r.out));
        const QString started = QDateTime::fromMSecsSinceEpoch(qint64(o.value("startedAtMs").toDouble()))
                                    .toString(QStringLiteral("yyyy-MM-dd HH:mm"));
        QVERIFY2(line->contains(started.toUtf8()), qPrintable(QString::fromUtf8(*line) + " lacks " + started));
        QVERIFY2(line->contains(bw::formatRps(o.value("rps").toDouble()).toUtf8()), line->constData());
    }

    r = cli({QStringLiteral("list"), QStringLiteral("--source"), QStringLiteral("wrk")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("wrk import: wrk_latency"));   // the text table truncates long names
    QVERIFY(!r.out.contains("oha import"));

    r = cli({QStringLiteral("show"), QStringLiteral("2"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    bw::RunResult run;
    QString error;
    QVERIFY2(bw::runResultFromJson(QJsonDocument::fromJson(r.out).object(), &run, &error), qPrintable(error));
    QCOMPARE(run.requests, uint64_t(18000));

    r = cli({QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("--baseline"),
             QStringLiteral("1"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject c = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(c.value("baselineId").toInt(), 1);
    const double ratio = c.value("runs").toArray().at(1).toObject().value("rpsRatio").toDouble();
    QVERIFY(qAbs(ratio - 23981.91933 / 1183.88) < 1e-9);
}

void TestHistoryCli::exportsEveryFormat()
{
    const QString out = dir_.path() + QStringLiteral("/report");
    Result r = cli({QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                    QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("--lang"), QStringLiteral("ko"),
                    QStringLiteral("-o"), out + QStringLiteral(".html")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile html(out + QStringLiteral(".html"));
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(html.readAll());
    QVERIFY(page.contains(QStringLiteral("<html lang=\"ko\">")));
    QVERIFY(page.contains(QStringLiteral("성능 한눈에 보기")));

    r = cli({QStringLiteral("export"), QStringLiteral("3"), QStringLiteral("--format"), QStringLiteral("hdr")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("#[Max     =       48.118, Total count    =       239877]"));
    r = cli({QStringLiteral("export"), QStringLiteral("3"), QStringLiteral("--format"), QStringLiteral("hdr"),
             QStringLiteral("--unit"), QStringLiteral("us")});
    QVERIFY(r.out.contains("#[Max     =    48117.812"));

    r = cli({QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("second,warmup,requests,"));

    r = cli({QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("--format"),
             QStringLiteral("json"), QStringLiteral("--baseline"), QStringLiteral("2")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(j.value("schema").toString(), QStringLiteral("benchwork.comparison/1"));
    QCOMPARE(j.value("baseline").toInt(), 1);

    r = cli({QStringLiteral("export"), QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("md")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("# Benchmark results"));
}

void TestHistoryCli::tagsAndDeletes()
{
    Result r = cli({QStringLiteral("tag"), QStringLiteral("2"), QStringLiteral("--add"), QStringLiteral("keep"),
                    QStringLiteral("--remove"), QStringLiteral("samples")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.trimmed(), QByteArray("run 2 tags: keep"));
    r = cli({QStringLiteral("edit"), QStringLiteral("2"), QStringLiteral("--name"), QStringLiteral("k6 baseline")});
    QCOMPARE(r.exitCode, 0);
    r = cli({QStringLiteral("list"), QStringLiteral("--tag"), QStringLiteral("keep"), QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(r.out).array().at(0).toObject().value("name").toString(), QStringLiteral("k6 baseline"));
    r = cli({QStringLiteral("delete"), QStringLiteral("1"), QStringLiteral("99")});   // one unknown id: nothing deleted
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("no run with id 99; nothing deleted"));
    r = cli({QStringLiteral("list"), QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 3);
}

// The table walked a batch at a time: pages of --limit/--offset put
// together are the whole listing, a round group one entry wherever a page
// ends, the footer counting entries; --expand lists every run.
void TestHistoryCli::pagesTheTableAcrossGroups()
{
    const QString saved = db_;
    db_ = dir_.path() + QStringLiteral("/pages.sqlite");
    auto restore = qScopeGuard([&] { db_ = saved; });
    Result r = cli({QStringLiteral("seed"), QStringLiteral("1200"), QStringLiteral("--rows-only")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // the first column of each entry's line (header and footer left out)
    auto ids = [](const QByteArray& out) {
        QStringList got;
        for (const QByteArray& l : out.split('\n'))
            if (!l.isEmpty() && !l.startsWith('(') && !l.trimmed().startsWith("ID"))
                got << QString::fromUtf8(l).split(QLatin1Char(' '), Qt::SkipEmptyParts).first();
        return got;
    };
    for (const QString& sort : {QStringLiteral("started"), QStringLiteral("rps")}) {
        r = cli({QStringLiteral("list"), QStringLiteral("--limit"), QStringLiteral("0"), QStringLiteral("--sort"), sort});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList all = ids(r.out);
        QVERIFY(!r.out.contains("--limit/--offset for more"));
        const int groups = int(all.filter(QRegularExpression(QStringLiteral("^g[0-9]+$"))).size());
        QCOMPARE(groups, 40);          // every tenth entry: three rounds
        QCOMPARE(all.size(), 1200 - 2 * groups);
        QStringList paged;
        for (int offset = 0; offset < all.size(); offset += 503) {
            r = cli({QStringLiteral("list"), QStringLiteral("--limit"), QStringLiteral("503"), QStringLiteral("--offset"),
                     QString::number(offset), QStringLiteral("--sort"), sort});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const QStringList page = ids(r.out);
            QCOMPARE(page.size(), std::min(503, int(all.size()) - offset));
            QVERIFY2(r.out.contains(QStringLiteral("(%1 of %2 rows;").arg(page.size()).arg(all.size()).toUtf8()),
                     r.out.right(200).constData());
            paged += page;
        }
        QCOMPARE(paged, all);
        r = cli({QStringLiteral("list"), QStringLiteral("--limit"), QStringLiteral("0"), QStringLiteral("--expand"),
                 QStringLiteral("--sort"), sort});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(ids(r.out).size(), 1200 + groups);   // each entry, and every round under its group
    }
}

// Every run by time is listed in parts on two threads (listInParts); the
// table is the one a single walk prints (--limit past the end takes that
// path), groups straddling each part's ends listed once, where their first
// round sorts, in both orders and with their rounds expanded.
void TestHistoryCli::listsInPartsAsInOneWalk()
{
    const QString saved = db_;
    db_ = dir_.path() + QStringLiteral("/parts.sqlite");
    auto restore = qScopeGuard([&] { db_ = saved; });
    Result r = cli({QStringLiteral("seed"), QStringLiteral("6000"), QStringLiteral("--rows-only")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // A group of two rounds across each end between parts, for either order:
    // one round the last millisecond of a part, one the first of the next.
    std::vector<int64_t> straddling;
    {
        bw::HistoryStore store;
        QVERIFY(store.open(db_.toStdString()));
        int64_t first = 0, last = 0;
        QVERIFY(store.startedSpan(&first, &last));
        const int64_t width = (last - first) / bwcli::kListParts + 1;
        for (int k = 1; k < bwcli::kListParts; ++k)
            for (const int64_t end : {last + 1 - k * width, first + k * width}) {
                bw::SaveOptions o;
                o.roundGroupId = store.createRoundGroup("rounds", "straddling " + std::to_string(end), end - 1, 2);
                QVERIFY(o.roundGroupId > 0);
                straddling.push_back(o.roundGroupId);
                for (const int64_t at : {end - 1, end}) {
                    bw::RunResult run = bwtest::makeFullRunResult(k, 2);
                    run.startedAtMs = at;
                    ++o.roundIndex;
                    QVERIFY2(store.saveRun(run, o) > 0, store.lastError().c_str());
                }
            }
    }
    for (const QStringList& order : {QStringList{}, QStringList{QStringLiteral("--asc")}})
        for (const QStringList& expand : {QStringList{}, QStringList{QStringLiteral("--expand")}}) {
            const QStringList args = QStringList{QStringLiteral("list"), QStringLiteral("--timing")} + order + expand;
            const Result parts = cli(args + QStringList{QStringLiteral("--limit"), QStringLiteral("0")});
            QVERIFY2(parts.exitCode == 0, parts.err.constData());
            QVERIFY2(parts.err.contains("in parts"), parts.err.constData());
            const Result one = cli(args + QStringList{QStringLiteral("--limit"), QStringLiteral("1000000")});
            QVERIFY2(one.exitCode == 0, one.err.constData());
            QVERIFY2(!one.err.contains("in parts"), one.err.constData());
            QCOMPARE(parts.out.count('\n'), one.out.count('\n'));
            QVERIFY(parts.out == one.out);
            for (const int64_t g : straddling)
                QCOMPARE(QString::fromUtf8(parts.out).count(QRegularExpression(QStringLiteral("\\n *g%1 ").arg(g))), 1);
        }
}

void TestHistoryCli::refusesBadInput()
{
    struct Case {
        QStringList args;
        const char* message;
    };
    const QString bad = dir_.path() + QStringLiteral("/bad.json");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"metrics\": {\"http_reqs\": {\"count\": 5}}}");
    f.close();
    const Case cases[] = {
        {{QStringLiteral("frobnicate")}, "unknown action 'frobnicate'"},
        {{QStringLiteral("show"), QStringLiteral("abc")}, "'abc' is not a run id"},
        {{QStringLiteral("show"), QStringLiteral("42")}, "no run with id 42"},
        {{QStringLiteral("list"), QStringLiteral("--verdict"), QStringLiteral("maybe")}, "--verdict: 'maybe'"},
        {{QStringLiteral("list"), QStringLiteral("--since"), QStringLiteral("yesterday")}, "--since: 'yesterday' is not a date"},
        {{QStringLiteral("list"), QStringLiteral("--bogus")}, "unknown option '--bogus'"},
        {{QStringLiteral("compare"), QStringLiteral("1")}, "at least two run ids"},
        {{QStringLiteral("export"), QStringLiteral("1")}, "export needs --format"},
        {{QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("csv")}, "exports one run"},
        {{QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("hdr")}, "has no latency histogram"},
        {{QStringLiteral("import"), bad}, "$.metrics.http_reqs.rate: missing"},
    };
    for (const Case& c : cases) {
        const Result r = cli(c.args);
        QVERIFY2(r.exitCode == 2, qPrintable(c.args.join(' ')));
        QVERIFY2(r.err.contains(c.message), qPrintable(c.args.join(' ') + " -> " + QString::fromUtf8(r.err)));
    }
    // The refused import left nothing behind.
    const Result r = cli({QStringLiteral("list"), QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 3);
}

BW_TEST_GUILESS_MAIN(TestHistoryCli)
#include "tst_history_cli.moc"

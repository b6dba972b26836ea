// History store: exact round trip of every stored field, listing filters and
// sorting, editing, deletion cascades, comparisons, imported and suite runs.
// A running run's progress (begin/progress/finish) is tested in
// tst_history_progress.
#include "history/history_paths.h"
#include "history/history_schema.h"
#include "history/history_store.h"
#include "history/sqlite_db.h"
#include "history/round_group_sides.h"
#include "result/run_outcome.h"
#include "run_result_fixture.h"
#include "test_main.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

#include <map>
#include <set>


class TestHistoryStore : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void opensWithWalAndForeignKeys();
    void roundTripEveryField();
    void listsLightRowsWithSummaryColumns();
    void filtersAndSorts();
    void filtersOnClientWarnings();
    void abGroupListsBothSidesWhole();
    void editsNameNotesTags();
    void deleteCascades();
    void comparesAgainstBaseline();
    void savesImportedAndSuiteRuns();
    void refusesUnknownIds();
    void defaultPathHonoursEnv();
    void readsTextOfEitherEncoding();
    void verdictFilterIsTheListedVerdict();

private:
    QTemporaryDir* dir_ = nullptr;
    bw::HistoryStore store_;
    std::string path_;
};

void TestHistoryStore::init()
{
    dir_ = new QTemporaryDir;
    QVERIFY(dir_->isValid());
    path_ = (dir_->path() + "/sub/history.sqlite").toStdString();   // folder created by open()
    QVERIFY2(store_.open(path_), store_.lastError().c_str());
}

void TestHistoryStore::cleanup()
{
    store_.close();
    delete dir_;
    dir_ = nullptr;
}

void TestHistoryStore::opensWithWalAndForeignKeys()
{
    bw::SqliteStatement jm(store_.db(), "PRAGMA journal_mode");
    QVERIFY(jm.step());
    QCOMPARE(QString::fromStdString(jm.columnText(0)), QStringLiteral("wal"));
    int64_t fk = 0, version = 0;
    QVERIFY(store_.db().queryInt("PRAGMA foreign_keys", &fk));
    QCOMPARE(fk, int64_t(1));
    QVERIFY(store_.db().queryInt("PRAGMA user_version", &version));
    QCOMPARE(version, int64_t(bw::kHistorySchemaVersion));
}

void TestHistoryStore::roundTripEveryField()
{
    const bw::RunResult r = bwtest::makeFullRunResult(5, 40);
    const int64_t id = store_.saveRun(r);
    QVERIFY2(id > 0, store_.lastError().c_str());
    // Through a second connection, so nothing comes from a cache.
    bw::HistoryStore other;
    QVERIFY(other.open(path_));
    const auto back = other.loadRun(id);
    QVERIFY2(back.has_value(), other.lastError().c_str());
    QCOMPARE(bwtest::diffRunResults(r, *back), QString());
    // A flow's steps are rows too (schema version 9).
    QCOMPARE(int(back->byStep.size()), 2);
    bw::SqliteDb raw;
    QVERIFY(raw.open(path_));
    int64_t rows = 0, skipped = 0;
    QVERIFY(raw.queryInt("SELECT COUNT(*) FROM run_steps WHERE run_id = " + std::to_string(id) + " AND flow = 'shop'", &rows));
    QCOMPARE(rows, int64_t(2));
    QVERIFY(raw.queryInt("SELECT skipped FROM run_steps WHERE run_id = " + std::to_string(id) + " AND step = 'list'", &skipped));
    QCOMPARE(uint64_t(skipped), r.byStep[1].skipped);
    // Secrets are kept locally (exports redact).
    QCOMPARE(QString::fromStdString(back->config.headers[1].value), QStringLiteral("Bearer abc.def.ghi"));
    // Histograms are exact and mergeable.
    bw::LatencyHistogram merged = back->latency;
    merged.add(back->latencyIntended);
    QCOMPARE(merged.count(), r.latency.count() + r.latencyIntended.count());

    // A run without SLO and without target round-trips too.
    bw::RunResult plain;
    plain.config.url = "http://127.0.0.1:1/";
    plain.name = "plain";
    plain.startedAtMs = 1;
    const int64_t id2 = store_.saveRun(plain);
    const auto back2 = store_.loadRun(id2);
    QVERIFY(back2.has_value());
    QCOMPARE(bwtest::diffRunResults(plain, *back2), QString());
}

void TestHistoryStore::listsLightRowsWithSummaryColumns()
{
    bw::RunResult r = bwtest::makeFullRunResult(1);
    r.config.rate = 0;   // closed model: the listed p99 is the measured one
    bw::SaveOptions o;
    o.tags = {"nightly", "api", "api"};
    o.notes = "first";
    const int64_t id = store_.saveRun(r, o);
    const auto rows = store_.listRuns({});
    QCOMPARE(rows.size(), size_t(1));
    const bw::RunRow& row = rows[0];
    QCOMPARE(row.id, id);
    QCOMPARE(row.name, r.name);
    QCOMPARE(row.startedAtMs, r.startedAtMs);
    QCOMPARE(row.status, std::string("stopped"));
    QCOMPARE(row.targetUrl, r.config.url);
    QCOMPARE(row.rps, r.rps);
    QCOMPARE(row.p50Us, r.latencySummary.p50Us);
    QCOMPARE(row.p90Us, r.latencySummary.p90Us);
    QCOMPARE(row.p99Us, r.latencySummary.p99Us);
    QCOMPARE(row.maxUs, r.latencySummary.maxUs);
    QCOMPARE(row.errors, r.errors.total());
    QCOMPARE(row.peakRssBytes, r.target.peakRssBytes);
    QCOMPARE(row.clientCpuPct, r.clientCpuPct);
    QCOMPARE(row.verdict, std::string(bw::verdictName(r.verdict)));
    QCOMPARE(row.tags, (std::vector<std::string>{"api", "nightly"}));
    QCOMPARE(row.notes, std::string("first"));
    QVERIFY(row.source == bw::RunSource::Benchwork);
}

void TestHistoryStore::filtersOnClientWarnings()
{
    bw::RunResult starved = bwtest::makeFullRunResult(1, 2);
    starved.clientBound = false;
    starved.clientWarnings = {"cpu-starved", "pacer-behind"};
    const int64_t a = store_.saveRun(starved);
    bw::RunResult healthy = bwtest::makeFullRunResult(2, 2);
    healthy.clientBound = false;
    healthy.clientWarnings = {};
    const int64_t b = store_.saveRun(healthy);
    bw::RunResult busy = bwtest::makeFullRunResult(3, 2);
    busy.clientWarnings = {"cpu-busy"};
    const int64_t c = store_.saveRun(busy);
    QVERIFY(a > 0 && b > 0 && c > 0);
    bw::RunFilter f;
    f.clientWarning = "cpu-starved";
    auto rows = store_.listRuns(f);
    QCOMPARE(rows.size(), size_t(1));
    QCOMPARE(rows.front().id, a);
    f.clientWarning = "pacer-behind";
    QCOMPARE(store_.countRuns(f), int64_t(1));
    f.clientWarning = "cpu-busy";
    rows = store_.listRuns(f);
    QCOMPARE(rows.size(), size_t(1));
    QCOMPARE(rows.front().id, c);
    f.clientWarning = "stalled";
    QCOMPARE(store_.countRuns(f), int64_t(0));
    // the warnings come back with the run
    const auto back = store_.loadRun(a);
    QVERIFY(back);
    QCOMPARE(back->clientWarnings, starved.clientWarnings);
}

void TestHistoryStore::filtersAndSorts()
{
    for (int i = 0; i < 12; ++i) {
        bw::RunResult r = bwtest::makeFullRunResult(i, 3);
        r.status = bw::RunStatus::Complete;   // a stopped run (the fixture's) is stored not judged
        r.statusMessage.clear();
        r.rps = 1000 + i * 10;
        r.startedAtMs = 1000000 + i * 1000;
        r.config.url = i % 2 ? "http://127.0.0.1:8080/odd" : "http://127.0.0.1:9090/even";
        r.name = i == 7 ? "Special 100%_run" : "run " + std::to_string(i);
        r.verdict = bw::SloVerdict{};   // the fixture's stopped run came not judged
        r.verdict.evaluated = i % 3 != 0;
        r.verdict.pass = i % 3 == 1;
        bw::SaveOptions o;
        if (i < 4)
            o.tags = {"baseline"};
        QVERIFY(store_.saveRun(r, o) > 0);
    }
    bw::RunFilter f;
    QCOMPARE(store_.countRuns(f), int64_t(12));
    auto rows = store_.listRuns(f);
    QCOMPARE(rows.front().name, std::string("run 11"));   // newest first by default

    f.sort = bw::RunSortKey::Rps;
    f.descending = false;
    f.limit = 3;
    f.offset = 2;
    rows = store_.listRuns(f);
    QCOMPARE(rows.size(), size_t(3));
    QCOMPARE(rows[0].rps, 1020.0);
    QCOMPARE(rows[2].rps, 1040.0);

    bw::RunFilter t;
    t.text = "100%_";   // LIKE metacharacters are literal
    rows = store_.listRuns(t);
    QCOMPARE(rows.size(), size_t(1));
    QCOMPARE(rows[0].name, std::string("Special 100%_run"));
    t.text = "special";   // case-insensitive
    QCOMPARE(store_.listRuns(t).size(), size_t(1));

    bw::RunFilter tag;
    tag.tag = "baseline";
    QCOMPARE(store_.countRuns(tag), int64_t(4));
    bw::RunFilter target;
    target.target = ":8080/odd";
    QCOMPARE(store_.countRuns(target), int64_t(6));
    bw::RunFilter range;
    range.fromMs = 1003000;
    range.toMs = 1006000;
    QCOMPARE(store_.countRuns(range), int64_t(3));
    bw::RunFilter verdict;
    verdict.verdict = "pass";
    QCOMPARE(store_.countRuns(verdict), int64_t(4));
    verdict.verdict = "none";
    QCOMPARE(store_.countRuns(verdict), int64_t(4));
    bw::RunFilter status;
    status.status = "complete";
    QCOMPARE(store_.countRuns(status), int64_t(12));
    status.status = "stopped";
    QCOMPARE(store_.countRuns(status), int64_t(0));
}

// An A/B group's two sides are two targets: listed whole under a filter that
// matches one side, and summarised side by side, never as one median.
void TestHistoryStore::abGroupListsBothSidesWhole()
{
    const int64_t g = store_.createRoundGroup("ab", "json vs list", 1000000, 3);
    QVERIFY(g > 0);
    const double aRps[] = {100000, 106925, 110000}, bRps[] = {50000, 51395, 52000};
    for (int i = 0; i < 6; ++i) {
        const bool b = i % 2;
        bw::RunResult r = bwtest::makeFullRunResult(i, 3);
        r.rps = b ? bRps[i / 2] : aRps[i / 2];
        r.startedAtMs = 1000000 + i * 1000;
        r.config.url = b ? "http://127.0.0.1:8080/db/list" : "http://127.0.0.1:8080/json";
        r.name = b ? "B" : "A";
        bw::SaveOptions o;
        o.roundGroupId = g;
        o.roundIndex = i / 2 + 1;
        o.roundSide = b ? "b" : "a";
        QVERIFY(store_.saveRun(r, o) > 0);
    }
    bw::RunResult single = bwtest::makeFullRunResult(9, 3);
    single.config.url = "http://127.0.0.1:8080/db/find";
    single.startedAtMs = 2000000;
    QVERIFY(store_.saveRun(single) > 0);

    bw::RunFilter f;
    f.text = "/db/";
    QCOMPARE(store_.listRuns(f).size(), size_t(4));   // B's three rounds and the single run
    f.wholeGroups = true;
    const auto rows = store_.listRuns(f);
    QCOMPARE(rows.size(), size_t(7));                 // the whole group and the single run
    QCOMPARE(store_.countRuns(f), int64_t(7));
    f.text = "nothing like it";
    QCOMPARE(store_.listRuns(f).size(), size_t(0));
    bw::RunFilter byTarget;                           // other conditions keep groups whole too
    byTarget.wholeGroups = true;
    byTarget.target = "/json";
    QCOMPARE(store_.countRuns(byTarget), int64_t(6));

    const std::vector<bw::RoundGroupSide> sides = bw::roundGroupSides(rows, g);
    QCOMPARE(sides.size(), size_t(2));
    QCOMPARE(sides[0].side, std::string("a"));
    QCOMPARE(sides[0].targetUrl, std::string("http://127.0.0.1:8080/json"));
    QCOMPARE(sides[0].rps, 106925.0);
    QCOMPARE(sides[0].runIds.size(), size_t(3));
    QCOMPARE(sides[1].side, std::string("b"));
    QCOMPARE(sides[1].targetUrl, std::string("http://127.0.0.1:8080/db/list"));
    QCOMPARE(sides[1].rps, 51395.0);
    QCOMPARE(bw::sideName(sides[1].side), std::string("B"));
    QVERIFY(bw::roundGroupSides(rows, g + 1).empty());
}

void TestHistoryStore::editsNameNotesTags()
{
    const int64_t id = store_.saveRun(bwtest::makeFullRunResult(1, 2));
    QVERIFY(store_.setName(id, "renamed"));
    QVERIFY(store_.setNotes(id, "멀티라인\nnotes"));
    QVERIFY(store_.setTags(id, {"b", "a", "b", ""}));
    auto row = store_.runRow(id);
    QVERIFY(row.has_value());
    QCOMPARE(row->name, std::string("renamed"));
    QCOMPARE(QString::fromStdString(row->notes), QStringLiteral("멀티라인\nnotes"));
    QCOMPARE(row->tags, (std::vector<std::string>{"a", "b"}));
    QCOMPARE(store_.loadRun(id)->name, std::string("renamed"));
    QVERIFY(store_.setTags(id, {}));
    QVERIFY(store_.runRow(id)->tags.empty());
}

void TestHistoryStore::deleteCascades()
{
    bw::SaveOptions o;
    o.tags = {"x"};
    const int64_t id = store_.saveRun(bwtest::makeFullRunResult(1, 2), o);
    QVERIFY(store_.deleteRun(id));
    int64_t n = -1;
    QVERIFY(store_.db().queryInt("SELECT count(*) FROM run_tags", &n));
    QCOMPARE(n, int64_t(0));
    QVERIFY(store_.db().queryInt("SELECT count(*) FROM run_data", &n));
    QCOMPARE(n, int64_t(0));
    QVERIFY(!store_.loadRun(id).has_value());
    QVERIFY(!store_.deleteRun(id));
    QVERIFY(QString::fromStdString(store_.lastError()).contains("no run with id"));
}

void TestHistoryStore::comparesAgainstBaseline()
{
    std::vector<int64_t> ids;
    for (int i = 0; i < 3; ++i) {
        bw::RunResult r = bwtest::makeFullRunResult(i, 2);
        r.config.rate = 0;
        r.rps = 1000.0 * (i + 1);
        r.latencySummary.p99Us = 2000.0 / (i + 1);
        ids.push_back(store_.saveRun(r));
    }
    auto c = store_.compareRuns(ids, ids[1]);
    QVERIFY(c.has_value());
    QCOMPARE(c->baselineId, ids[1]);
    QCOMPARE(c->rows.size(), size_t(3));
    QCOMPARE(c->rows[0].run.id, ids[0]);
    QVERIFY(c->rows[1].isBaseline);
    QCOMPARE(c->rows[1].rpsRatio, 1.0);
    QCOMPARE(c->rows[0].rpsRatio, 0.5);
    QCOMPARE(c->rows[2].rpsRatio, 1.5);
    QCOMPARE(c->rows[0].p99Ratio, 2.0);
    QCOMPARE(c->rows[2].errorRateDelta, c->rows[2].run.errorRate - c->rows[1].run.errorRate);
    auto first = store_.compareRuns(ids);
    QCOMPARE(first->baselineId, ids[0]);
    QVERIFY(!store_.compareRuns({ids[0], 999999}).has_value());
    QVERIFY(QString::fromStdString(store_.lastError()).contains("999999"));
    QVERIFY(!store_.compareRuns({ids[0]}, ids[2]).has_value());
}

void TestHistoryStore::savesImportedAndSuiteRuns()
{
    const int64_t suite = store_.createSuiteRun("api suite", "/tmp/suite.toml", 1234);
    QVERIFY(suite > 0);
    bw::SaveOptions o;
    o.source = bw::RunSource::Wrk;
    o.notes = "imported from wrk";
    o.suiteRunId = suite;
    const int64_t id = store_.saveRun(bwtest::makeFullRunResult(2, 2), o);
    QVERIFY(id > 0);
    bw::RunFilter f;
    f.source = "wrk";
    QCOMPARE(store_.countRuns(f), int64_t(1));
    f = {};
    f.suiteRunId = suite;
    QCOMPARE(store_.listRuns(f).at(0).suiteRunId, suite);
    QVERIFY(store_.setSuiteRunStatus(suite, "complete"));
    QCOMPARE(store_.listSuiteRuns().at(0).status, std::string("complete"));
    bw::SaveOptions bad;
    bad.suiteRunId = 777;   // foreign keys are enforced
    QCOMPARE(store_.saveRun(bwtest::makeFullRunResult(2, 2), bad), int64_t(0));
    QVERIFY2(QString::fromStdString(store_.lastError()).contains("FOREIGN KEY"), store_.lastError().c_str());
    QCOMPARE(store_.countRuns({}), int64_t(1));   // nothing half-written
}

void TestHistoryStore::refusesUnknownIds()
{
    QVERIFY(!store_.setName(42, "x"));
    QVERIFY(!store_.setNotes(42, "x"));
    QVERIFY(!store_.setTags(42, {"x"}));
    QVERIFY(!store_.finishRun(42, bwtest::makeFullRunResult(1, 1)));
    QVERIFY(!store_.loadRun(42).has_value());
    QVERIFY(QString::fromStdString(store_.lastError()).contains("no run with id 42"));
}

void TestHistoryStore::defaultPathHonoursEnv()
{
    qputenv("BENCHWORK_DB", "/tmp/x/custom.sqlite");
    QCOMPARE(QString::fromStdString(bw::defaultDatabasePath()), QStringLiteral("/tmp/x/custom.sqlite"));
    qunsetenv("BENCHWORK_DB");
    qputenv("XDG_DATA_HOME", "/tmp/xdg-data");
    const QString p = QString::fromStdString(bw::defaultDatabasePath());
#if defined(__APPLE__)
    QVERIFY(p.endsWith("/Library/Application Support/Benchwork/history.sqlite"));
#else
    QCOMPARE(p, QStringLiteral("/tmp/xdg-data/benchwork/history.sqlite"));
#endif
    qunsetenv("XDG_DATA_HOME");
}

// A statement's text read without a copy (columnView: the stored bytes of a
// UTF-8 file) and with one (columnText) is the same UTF-8 in a file that
// keeps its text as UTF-16, as SQLite allows; a number reads as its digits,
// NULL as nothing.
void TestHistoryStore::readsTextOfEitherEncoding()
{
    const std::string text = "Grüße \xec\x84\x9c\xeb\xb2\x84";   // "Grüße 서버"
    for (const char* encoding : {"UTF-8", "UTF-16le", "UTF-16be"}) {
        const std::string path = (dir_->path() + "/enc-" + encoding + ".sqlite").toStdString();
        {
            bw::SqliteDb db;
            QVERIFY(db.open(path));
            QVERIFY2(db.exec(std::string("PRAGMA encoding = '") + encoding + "'; CREATE TABLE t (s TEXT, n INTEGER, z TEXT)"),
                     db.error().c_str());
            bw::SqliteStatement ins(db, "INSERT INTO t VALUES (?1, 42, NULL)");
            ins.bind(1, std::string_view(text));
            QVERIFY(ins.run());
        }
        bw::SqliteDb db;
        QVERIFY(db.open(path));
        QCOMPARE(db.utf8(), std::string(encoding) == "UTF-8");
        bw::SqliteStatement st(db, "SELECT s, n, z FROM t");
        QVERIFY(st.step());
        QCOMPARE(std::string(st.columnView(0)), text);
        QCOMPARE(st.columnText(0), text);
        QCOMPARE(std::string(st.columnView(1)), std::string("42"));
        QVERIFY(st.columnView(2).empty());
        QCOMPARE(st.columnText(2), std::string());
    }
}

// A filter by verdict (SQLite's judged_verdict column, schema 13) lists
// exactly the runs whose listed verdict (judged in C++ from the status and
// the stored SLO verdict) is that one, for every status and stored verdict,
// by every way a listing reads: a count, the window's index (by time:
// runs_list_started; by a figure: a pass over the table) and a walk. And
// the listed verdict is judgeRun()'s.
void TestHistoryStore::verdictFilterIsTheListedVerdict()
{
    const std::vector<std::string> stored = {"pass", "fail", "none"};
    std::map<int64_t, std::string> listed;   // run -> its listed verdict
    int64_t at = 1000;
    for (int s = 0; s <= int(bw::RunStatus::Failed); ++s) {
        const char* status = bw::runStatusName(bw::RunStatus(s));
        for (const std::string& v : stored) {
            bw::SqliteStatement ins(store_.db(), "INSERT INTO runs (name, started_at_ms, status, verdict) VALUES (?1, ?2, ?3, ?4)");
            ins.bind(1, std::string(status) + " " + v);
            ins.bind(2, at++);
            ins.bind(3, std::string(status));
            ins.bind(4, v);
            QVERIFY(!ins.step() && !ins.failed());
            const int64_t id = sqlite3_last_insert_rowid(store_.db().handle());
            const auto row = store_.runRow(id);
            QVERIFY(row);
            listed[id] = row->verdict;
            const bw::RunJudgement j = bw::judgeRun(bw::RunStatus(s), v != "none", v == "pass");
            const std::string judged = j == bw::RunJudgement::Failed       ? "fail"
                                       : j == bw::RunJudgement::Incomplete ? "not-judged"
                                                                           : v;   // passed: its SLO's, or none
            QCOMPARE(row->verdict, judged);
        }
    }
    for (const char* v : {"pass", "fail", "none", "not-judged"}) {
        std::set<int64_t> want;
        for (const auto& [id, verdict] : listed)
            if (verdict == v)
                want.insert(id);
        QVERIFY2(!want.empty(), v);
        for (bw::RunSortKey key : {bw::RunSortKey::Started, bw::RunSortKey::Rps}) {
            bw::RunFilter f;
            f.verdict = v;
            f.sort = key;
            f.limit = 0;
            QCOMPARE(store_.countRuns(f), int64_t(want.size()));
            bool ok = false;
            const bw::RunIndex index = store_.listIndex(f, &ok);
            QVERIFY2(ok, store_.lastError().c_str());
            QCOMPARE(std::set<int64_t>(index.ids.begin(), index.ids.end()), want);
            std::set<int64_t> walked;
            QVERIFY2(store_.walkRuns(f, 4,
                                     [&](bw::HistoryStore::ListBatch& b) {
                                         for (const bw::RunRow& r : b.rows)
                                             walked.insert(r.id);
                                         return true;
                                     }),
                     store_.lastError().c_str());
            QCOMPARE(walked, want);
        }
    }
}

BW_TEST_GUILESS_MAIN(TestHistoryStore)

#include "tst_history_store.moc"

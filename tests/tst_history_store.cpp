// History store: exact round trip of every stored field, listing filters and
// sorting, editing, deletion cascades, comparisons, begin/progress/finish.
#include "history/history_paths.h"
#include "history/history_codec.h"
#include "history/history_schema.h"
#include "history/history_store.h"
#include "history/progress_saver.h"
#include "history/round_group_sides.h"
#include "run_result_fixture.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

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
    void beginProgressFinish();
    void progressSavedInChunksLoadsWhole();
    void loadsProgressSavedWhole();
    void limitedCacheStaysSmallWhileAppending();
    void savesImportedAndSuiteRuns();
    void refusesUnknownIds();
    void defaultPathHonoursEnv();

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
        r.rps = 1000 + i * 10;
        r.startedAtMs = 1000000 + i * 1000;
        r.config.url = i % 2 ? "http://127.0.0.1:8080/odd" : "http://127.0.0.1:9090/even";
        r.name = i == 7 ? "Special 100%_run" : "run " + std::to_string(i);
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
    status.status = "stopped";
    QCOMPARE(store_.countRuns(status), int64_t(12));
    status.status = "complete";
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

void TestHistoryStore::beginProgressFinish()
{
    const bw::RunResult full = bwtest::makeFullRunResult(9, 20);
    bw::RunResult header;
    header.config = full.config;
    header.name = full.name;
    header.startedAtMs = full.startedAtMs;
    header.environment = full.environment;
    const int64_t id = store_.beginRun(header);
    QVERIFY(id > 0);
    auto row = store_.runRow(id);
    QCOMPARE(row->status, std::string("running"));

    std::vector<bw::SecondStats> partial(full.series.begin(), full.series.begin() + 15);
    QVERIFY2(store_.updateProgress(id, partial, &full.target), store_.lastError().c_str());
    row = store_.runRow(id);
    QCOMPARE(row->measuredSec, 5.0);   // seconds 10..14 are measured (0..9 warmup)
    uint64_t req = 0;
    for (int s = 10; s < 15; ++s)
        req += full.series[size_t(s)].requests;
    QCOMPARE(row->requests, req);
    QCOMPARE(row->peakRssBytes, full.target.peakRssBytes);
    const auto mid = store_.loadRun(id);
    QVERIFY(mid.has_value());
    QCOMPARE(mid->series.size(), size_t(15));
    QCOMPARE(mid->requests, req);
    QVERIFY(mid->status == bw::RunStatus::Interrupted);   // not finished: shown as such

    QVERIFY2(store_.finishRun(id, full), store_.lastError().c_str());
    const auto done = store_.loadRun(id);
    QCOMPARE(bwtest::diffRunResults(full, *done), QString());
    QCOMPARE(store_.runRow(id)->status, std::string("stopped"));
    QVERIFY(!store_.updateProgress(id, partial));   // no longer running
}

// Progress saves store only each save's new seconds, one chunk per save
// (ProgressSaver); what loads and lists must be exactly what saving every
// second at once gives, at every step.
void TestHistoryStore::progressSavedInChunksLoadsWhole()
{
    const bw::RunResult full = bwtest::makeFullRunResult(9, 20);
    QVERIFY(full.series.size() >= 20);
    bw::RunResult header;
    header.config = full.config;
    header.startedAtMs = full.startedAtMs;
    const int64_t id = store_.beginRun(header);
    QVERIFY(id > 0);
    auto chunkStats = [&](int64_t* rows, int64_t* seconds, int64_t* biggest) {
        bw::SqliteStatement st(store_.db(), "SELECT count(*), coalesce(sum(seconds), 0), coalesce(max(seconds), 0) "
                                            "FROM run_progress WHERE run_id = ?");
        st.bind(1, id);
        QVERIFY(st.step());
        *rows = st.columnInt(0);
        *seconds = st.columnInt(1);
        *biggest = st.columnInt(2);
    };

    bw::ProgressSaver saver(store_, id);
    int64_t saves = 0;
    for (size_t from = 0; from < full.series.size(); from += 3) {
        const size_t to = std::min(full.series.size(), from + 3);
        QCOMPARE(saver.seconds(), from);
        QVERIFY2(saver.save(std::vector<bw::SecondStats>(full.series.begin() + long(from), full.series.begin() + long(to))),
                 store_.lastError().c_str());
        ++saves;
        QCOMPARE(saver.seconds(), to);
        const std::vector<bw::SecondStats> soFar(full.series.begin(), full.series.begin() + long(to));
        int64_t rows = 0, seconds = 0, biggest = 0;
        chunkStats(&rows, &seconds, &biggest);
        QCOMPARE(rows, saves);
        QCOMPARE(seconds, int64_t(to));
        QVERIFY(biggest <= 3);   // no save rewrote what an earlier one stored
        const auto loaded = store_.loadRun(id);
        QVERIFY2(loaded.has_value(), store_.lastError().c_str());
        QCOMPARE(bw::encodeSeriesBlob(loaded->series), bw::encodeSeriesBlob(soFar));
        const bw::ProgressSummary want = bw::summariseProgress(soFar);
        const auto row = store_.runRow(id);
        QVERIFY(row.has_value());
        QCOMPARE(row->status, std::string("running"));
        QCOMPARE(row->requests, want.requests);
        QCOMPARE(row->rps, want.rps);
        QCOMPARE(row->p50Us, want.p50Us);
        QCOMPARE(row->p99Us, want.p99Us);
        QCOMPARE(row->errors, want.errors);
    }

    // A chunk that does not continue the stored series is refused, by name.
    QVERIFY(!store_.appendProgress(id, 3, {full.series[3]}, bw::ProgressSummary{}));
    QVERIFY2(QString::fromStdString(store_.lastError()).contains("does not follow"), store_.lastError().c_str());
    // A whole-series update replaces the chunks.
    const std::vector<bw::SecondStats> first5(full.series.begin(), full.series.begin() + 5);
    QVERIFY2(store_.updateProgress(id, first5), store_.lastError().c_str());
    int64_t rows = 0, seconds = 0, biggest = 0;
    chunkStats(&rows, &seconds, &biggest);
    QCOMPARE(rows, int64_t(1));
    QCOMPARE(seconds, int64_t(5));
    QCOMPARE(store_.loadRun(id)->series.size(), size_t(5));

    // Finishing moves the series into run_data and drops the chunks.
    QVERIFY2(store_.finishRun(id, full), store_.lastError().c_str());
    chunkStats(&rows, &seconds, &biggest);
    QCOMPARE(rows, int64_t(0));
    const auto done = store_.loadRun(id);
    QVERIFY(done.has_value());
    QCOMPARE(bwtest::diffRunResults(full, *done), QString());
    // A finished run takes no more progress, and the saver keeps its count.
    const size_t before = saver.seconds();
    QVERIFY(!saver.save({full.series.back()}));
    QCOMPARE(saver.seconds(), before);
}

// A run's progress connection only appends; with its cache limited it does
// not keep every page it wrote (SQLite's default cache holds up to 2 MiB, so
// without the limit a long run's memory grew with the file).
void TestHistoryStore::limitedCacheStaysSmallWhileAppending()
{
    const bw::RunResult full = bwtest::makeFullRunResult(6, 20);
    auto cacheAfterAppending = [&](bw::HistoryStore& store, int64_t* used) {
        const int64_t id = store.beginRun(full);
        QVERIFY(id > 0);
        for (size_t i = 0; i < 1000; ++i)
            QVERIFY2(store.appendProgress(id, i * full.series.size(), full.series, bw::ProgressSummary{}),
                     store.lastError().c_str());
        int current = 0, highwater = 0;
        QCOMPARE(sqlite3_db_status(store.db().handle(), SQLITE_DBSTATUS_CACHE_USED, &current, &highwater, 0), SQLITE_OK);
        *used = current;
    };
    QTemporaryDir dir;
    bw::HistoryStore limited, plain;
    QVERIFY(limited.open((dir.path() + "/limited.sqlite").toStdString()));
    QVERIFY(plain.open((dir.path() + "/plain.sqlite").toStdString()));
    QVERIFY(limited.limitCache(128));
    int64_t size = 0;
    QVERIFY(limited.db().queryInt("PRAGMA cache_size", &size));
    QCOMPARE(size, int64_t(-128));
    int64_t limitedUsed = 0, plainUsed = 0;
    cacheAfterAppending(limited, &limitedUsed);
    cacheAfterAppending(plain, &plainUsed);
    int64_t pages = 0, pageSize = 0;
    QVERIFY(plain.db().queryInt("PRAGMA page_count", &pages));
    QVERIFY(plain.db().queryInt("PRAGMA page_size", &pageSize));
    qInfo("database %lld KiB; page cache after 1,000 appends: limited %lld KiB, default %lld KiB",
          (long long)(pages * pageSize / 1024), (long long)(limitedUsed / 1024), (long long)(plainUsed / 1024));
    QVERIFY(pages * pageSize > 1024 * 1024);   // the file outgrew the limit many times over
    QVERIFY(limitedUsed <= 192 * 1024);
    QVERIFY(plainUsed > 3 * limitedUsed);
}

// A run left running by Benchwork before schema 3 has its progress in
// run_data.series, not in chunks; it still loads.
void TestHistoryStore::loadsProgressSavedWhole()
{
    const bw::RunResult full = bwtest::makeFullRunResult(4, 10);
    const int64_t id = store_.beginRun(full);
    QVERIFY(id > 0);
    const std::vector<bw::SecondStats> soFar(full.series.begin(), full.series.begin() + 7);
    bw::SqliteStatement st(store_.db(), "UPDATE run_data SET series = ? WHERE run_id = ?");
    st.bindBlob(1, bw::encodeSeriesBlob(soFar));
    st.bind(2, id);
    QVERIFY(st.run());
    const auto loaded = store_.loadRun(id);
    QVERIFY2(loaded.has_value(), store_.lastError().c_str());
    QCOMPARE(bw::encodeSeriesBlob(loaded->series), bw::encodeSeriesBlob(soFar));
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

QTEST_GUILESS_MAIN(TestHistoryStore)
#include "tst_history_store.moc"

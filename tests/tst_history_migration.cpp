// History schema migrations: a version-1 database made by hand (as the first
// release wrote it) is upgraded in place keeping its runs; so are a
// version-9 database written by the release before the listing indexes, a
// version-11 one by the release before the listing's rows and a version-12
// one by the release before the judged verdict's column (tests/data); a
// database from a newer Benchwork is refused; recovery of runs whose writer
// died.
#include "proc_helpers.h"
#include "history/history_schema.h"
#include "history/history_store.h"
#include "run_result_fixture.h"
#include "test_main.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>
#include <csignal>
#include <map>
#include <set>
#include <unistd.h>

class TestHistoryMigration : public QObject {
    Q_OBJECT
private slots:
    void upgradesVersion1();
    void refusesNewerSchema();
    void emptyFileGetsCurrentSchema();
    void recoversRunsOfDeadProcesses();
    void version5GroupsKeepTheirRuns();
    void version9DatabaseOfTheLastRelease();
    void version11DatabaseOfTheLastRelease();
    void version12DatabaseOfTheLastRelease();
};

namespace {

// Raw sqlite3 (not our wrapper), as an older Benchwork would have written.
void execRaw(const QString& path, const QString& sql)
{
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
    char* err = nullptr;
    const int rc = sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, &err);
    const QString msg = err ? QString::fromUtf8(err) : QString();
    sqlite3_free(err);
    sqlite3_close(db);
    QVERIFY2(rc == SQLITE_OK, qPrintable(msg));
}

// Copies tests/data/`name`, a database an earlier release wrote with schema
// `version` (checked raw, before anything migrates it), into `dir` and
// opens it with `store`: brought to this Benchwork's version.
void openReleaseDatabase(const QTemporaryDir& dir, const QString& name, int64_t version, bw::HistoryStore& store)
{
    const QString path = dir.path() + "/" + name;
    QVERIFY(QFile::copy(QString::fromLocal8Bit(qgetenv("BENCHWORK_SOURCE_DIR")) + "/tests/data/" + name, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    int64_t before = 0;
    {
        sqlite3* raw = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &raw), SQLITE_OK);
        sqlite3_stmt* st = nullptr;
        QCOMPARE(sqlite3_prepare_v2(raw, "PRAGMA user_version", -1, &st, nullptr), SQLITE_OK);
        QCOMPARE(sqlite3_step(st), SQLITE_ROW);
        before = sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
        sqlite3_close(raw);
    }
    QCOMPARE(before, version);
    QVERIFY2(store.open(path.toStdString()), store.lastError().c_str());
    int64_t now = 0;
    QVERIFY(store.db().queryInt("PRAGMA user_version", &now));
    QCOMPARE(now, int64_t(bw::kHistorySchemaVersion));
}

} // namespace

void TestHistoryMigration::upgradesVersion1()
{
    QTemporaryDir dir;
    const QString path = dir.path() + "/old.sqlite";
    execRaw(path, QString::fromLatin1(bw::historySchemaV1Sql()) +
                      "INSERT INTO runs (id, name, started_at_ms, status, target_url, rps, p99_us, verdict) VALUES "
                      "(1, 'old run', 1700000000000, 'complete', 'http://127.0.0.1:8080/', 5000.5, 1234, 'pass');"
                      "INSERT INTO run_tags VALUES (1, 'legacy');"
                      "INSERT INTO run_data (run_id, config_json, environment_json, summary_json) VALUES (1, "
                      "'{\"url\":\"http://127.0.0.1:8080/\",\"method\":\"GET\",\"connections\":10}', "
                      "'{\"os\":\"Debian\"}', '{\"summary\":{\"requests\":150015,\"rps\":5000.5}}');"
                      "PRAGMA user_version = 1;");
    bw::HistoryStore store;
    QVERIFY2(store.open(path.toStdString()), store.lastError().c_str());
    int64_t version = 0;
    QVERIFY(store.db().queryInt("PRAGMA user_version", &version));
    QCOMPARE(version, int64_t(bw::kHistorySchemaVersion));
    const auto rows = store.listRuns({});
    QCOMPARE(rows.size(), size_t(1));
    QCOMPARE(rows[0].name, std::string("old run"));
    QCOMPARE(rows[0].rps, 5000.5);
    QVERIFY(rows[0].source == bw::RunSource::Benchwork);   // the new column's default
    QCOMPARE(rows[0].suiteRunId, int64_t(0));
    QCOMPARE(rows[0].tags, std::vector<std::string>{"legacy"});
    const auto run = store.loadRun(1);
    QVERIFY2(run.has_value(), store.lastError().c_str());
    QCOMPARE(run->requests, uint64_t(150015));
    QCOMPARE(run->config.connections, 10);
    QCOMPARE(run->environment.os, std::string("Debian"));
    // The new tables work on the upgraded file.
    const int64_t suite = store.createSuiteRun("s", "f", 1);
    QVERIFY(suite > 0);
    bw::SaveOptions o;
    o.suiteRunId = suite;
    o.source = bw::RunSource::K6;
    const bw::RunResult full = bwtest::makeFullRunResult(1, 2);
    const int64_t saved = store.saveRun(full, o);
    QVERIFY(saved > 0);
    // version 7: a request set's per-entry histograms come back exact
    const auto mixed = store.loadRun(saved);
    QVERIFY2(mixed.has_value(), store.lastError().c_str());
    QCOMPARE(mixed->byRequest.size(), full.byRequest.size());
    QCOMPARE(mixed->byRequest[1].latency.encode(), full.byRequest[1].latency.encode());
    QCOMPARE(mixed->byRequest[1].latencyIntended.encode(), full.byRequest[1].latencyIntended.encode());
    QCOMPARE(mixed->config.mix.seed, full.config.mix.seed);
    // and a run without one stores none
    QVERIFY(!run->byRequest.size());
    // Opening again is a no-op.
    store.close();
    QVERIFY(store.open(path.toStdString()));
    QCOMPARE(store.countRuns({}), int64_t(2));
}

void TestHistoryMigration::refusesNewerSchema()
{
    QTemporaryDir dir;
    const QString path = dir.path() + "/future.sqlite";
    // A file from a Benchwork newer than this one: one version past ours.
    const int future = bw::kHistorySchemaVersion + 1;
    execRaw(path, QStringLiteral("CREATE TABLE runs_future (id INTEGER); PRAGMA user_version = %1;").arg(future));
    bw::HistoryStore store;
    QVERIFY(!store.open(path.toStdString()));
    QVERIFY2(QString::fromStdString(store.lastError()).contains(QStringLiteral("schema version %1").arg(future)), store.lastError().c_str());
    QVERIFY(!store.isOpen());
}

void TestHistoryMigration::emptyFileGetsCurrentSchema()
{
    QTemporaryDir dir;
    bw::HistoryStore store;
    QVERIFY(store.open((dir.path() + "/new.sqlite").toStdString()));
    int64_t n = 0;
    QVERIFY(store.db().queryInt("SELECT count(*) FROM sqlite_master WHERE name IN ('runs','run_tags','run_data','suite_runs','run_progress')", &n));
    QCOMPARE(n, int64_t(5));
}

void TestHistoryMigration::recoversRunsOfDeadProcesses()
{
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/rec.sqlite").toStdString();
    const int64_t dead = bwtest::deadPid();
    QVERIFY(dead > 0);
    QVERIFY(::kill(pid_t(dead), 0) != 0);
    {
        bw::HistoryStore store;
        QVERIFY(store.open(path));
        const bw::RunResult full = bwtest::makeFullRunResult(3, 20);
        const int64_t a = store.beginRun(full);
        const int64_t b = store.beginRun(full);
        std::vector<bw::SecondStats> soFar(full.series.begin(), full.series.begin() + 12);
        QVERIFY(store.updateProgress(a, soFar));
        // Pretend run a's writer was another process that has died since.
        bw::SqliteStatement st(store.db(), "UPDATE runs SET owner_pid = ? WHERE id = ?");
        st.bind(1, dead);
        st.bind(2, a);
        QVERIFY(st.run());
        QCOMPARE(b, a + 1);   // b stays owned by this (live) process
    }
    bw::HistoryStore store;
    QVERIFY(store.open(path));
    QCOMPARE(store.recoveredOnOpen(), 1);
    const auto a = store.runRow(1);
    QCOMPARE(a->status, std::string("interrupted"));
    QVERIFY2(QString::fromStdString(a->statusMessage).contains(QString::number(dead)), a->statusMessage.c_str());
    QCOMPARE(a->measuredSec, 2.0);   // what it had is kept
    const auto run = store.loadRun(1);
    QCOMPARE(run->series.size(), size_t(12));
    QVERIFY(run->status == bw::RunStatus::Interrupted);
    QCOMPARE(store.runRow(2)->status, std::string("running"));
    bw::RunFilter f;
    f.status = "interrupted";
    QCOMPARE(store.countRuns(f), int64_t(1));
}

// Version 6 rebuilds round_groups (a wider CHECK, the capacity and sweep
// detail): the runs of a version-5 group must keep their group, and the
// new kinds and detail must work on the upgraded file.
void TestHistoryMigration::version5GroupsKeepTheirRuns()
{
    QTemporaryDir dir;
    const QString path = dir.path() + "/v5.sqlite";
    {
        bw::HistoryStore store;
        QVERIFY(store.open(path.toStdString()));
        bw::SaveOptions o;
        o.roundGroupId = store.createRoundGroup("rounds", "three rounds", 1, 3);
        for (int i = 1; i <= 3; ++i) {
            o.roundIndex = i;
            QVERIFY(store.saveRun(bwtest::makeFullRunResult(i, 3), o) > 0);
        }
    }
    // Back to the version-5 table, as a Benchwork of that version left it.
    execRaw(path, "PRAGMA foreign_keys = OFF; BEGIN;"
                  "CREATE TABLE g5 (id INTEGER PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('rounds','ab')), "
                  "name TEXT NOT NULL DEFAULT '', started_at_ms INTEGER NOT NULL, rounds INTEGER NOT NULL DEFAULT 0);"
                  "INSERT INTO g5 SELECT id, kind, name, started_at_ms, rounds FROM round_groups;"
                  "DROP TABLE round_groups; ALTER TABLE g5 RENAME TO round_groups;"
                  "DROP TRIGGER run_list_rows_insert; DROP TRIGGER run_list_rows_update; DROP TRIGGER run_list_rows_delete; "
                  "DROP TRIGGER run_list_rows_tag_insert; DROP TRIGGER run_list_rows_tag_update; "
                  "DROP TRIGGER run_list_rows_tag_delete; DROP TABLE run_list_rows;"   // version 12
                  "DROP TABLE accepted_changes; ALTER TABLE run_data DROP COLUMN request_hists;"   // versions 6 and 7
                  "DROP TABLE run_steps; ALTER TABLE run_data DROP COLUMN flow_hists;"   // version 9
                  "DROP INDEX runs_list_started; DROP INDEX runs_list_name; DROP INDEX runs_list_target; "
                  "DROP INDEX runs_list_rps; DROP INDEX runs_list_p50; DROP INDEX runs_list_p99; DROP INDEX runs_list_errors; "
                  "DROP INDEX runs_list_peak_rss; DROP INDEX runs_list_client_cpu; "
                  "ALTER TABLE runs DROP COLUMN judged_verdict;"   // version 13
                  "CREATE INDEX runs_started ON runs(started_at_ms); CREATE INDEX runs_target ON runs(target_url);"   // version 10
                  "COMMIT; PRAGMA user_version = 5;");
    bw::HistoryStore store;
    QVERIFY2(store.open(path.toStdString()), store.lastError().c_str());
    int64_t version = 0, fk = 0;
    QVERIFY(store.db().queryInt("PRAGMA user_version", &version));
    QCOMPARE(version, int64_t(bw::kHistorySchemaVersion));
    QVERIFY(store.db().queryInt("PRAGMA foreign_keys", &fk));
    QCOMPARE(fk, int64_t(1));   // back on after the rebuild
    const auto runs = store.roundGroupRuns(1);
    QCOMPARE(runs.size(), size_t(3));
    QCOMPARE(runs[2].roundIndex, 3);
    QCOMPARE(runs[0].roundGroupKind, std::string("rounds"));
    QCOMPARE(store.roundGroup(1)->name, std::string("three rounds"));
    QCOMPARE(store.roundGroup(1)->detailJson, std::string("{}"));
    const int64_t cap = store.createRoundGroup("capacity", "search", 2, 0);
    QVERIFY2(cap > 0, store.lastError().c_str());
    QVERIFY(store.setRoundGroupDetail(cap, "{\"schema\":\"benchwork.capacity/1\"}", 3840));
    QCOMPARE(store.roundGroup(cap)->headlineRps, 3840.0);
    QVERIFY(store.createRoundGroup("sweep", "sweep", 3, 9) > 0);
    QVERIFY(!store.createRoundGroup("other", "x", 4, 1));
    QVERIFY(!store.setRoundGroupDetail(99, "{}", 0));
    // Deleting a group still clears its runs' link, as before.
    QVERIFY(store.db().exec("DELETE FROM round_groups WHERE id = 1"));
    QCOMPARE(store.runRow(1)->roundGroupId, int64_t(0));
}


// tests/data/history-v9.db was written by the release with schema version 9
// (benchwork-cli run, run --rounds 3, ab --rounds 2 against the demo
// target): nine runs, a rounds group and an A/B group, two tags. Opened by
// this Benchwork, it gains the listing indexes and keeps every run.
void TestHistoryMigration::version9DatabaseOfTheLastRelease()
{
    QTemporaryDir dir;
    bw::HistoryStore store;
    openReleaseDatabase(dir, "history-v9.db", 9, store);
    if (QTest::currentTestFailed())
        return;
    int64_t indexes = 0;
    QVERIFY(store.db().queryInt("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name LIKE 'runs_list_%'", &indexes));
    QCOMPARE(indexes, int64_t(9));
    int64_t startedColumns = 0;   // version 11: the start time's index holds what the filter bar tests
    QVERIFY(store.db().queryInt("SELECT count(*) FROM pragma_index_info('runs_list_started')", &startedColumns));
    QCOMPARE(startedColumns, int64_t(6));
    bw::RunFilter all;
    all.limit = 0;
    QCOMPARE(store.countRuns(all), int64_t(9));
    const auto rows = store.listRuns(all);
    QCOMPARE(rows.size(), size_t(9));
    for (const auto& r : rows) {
        const auto run = store.loadRun(r.id);   // every run still loads whole
        QVERIFY2(run, store.lastError().c_str());
        QVERIFY(run->requests > 0);
        QCOMPARE(run->latency.count(), run->requests);
    }
    QCOMPARE(store.runRow(1)->tags, (std::vector<std::string>{"fixture", "v9"}));
    QCOMPARE(store.roundGroupRuns(1).size(), size_t(3));
    QCOMPARE(store.roundGroupRuns(2).size(), size_t(4));
    QCOMPARE(store.roundGroup(2)->kind, std::string("ab"));
    // listed as the window lists it: each group once, newest first
    bool ok = false;
    const bw::RunIndex index = store.listIndex(all, &ok);
    QVERIFY(ok);
    QCOMPARE(index.runs, int64_t(9));
    QCOMPARE(index.ids, (std::vector<int64_t>{9, 8, 4, 1}));
    QCOMPARE(index.groups, (std::vector<int64_t>{0, 2, 1, 0}));
    QCOMPARE(index.groupRuns.at(2), 4);
    // filtered through that index, as counted over the table
    bw::RunFilter tagged;
    tagged.tag = "v9";
    tagged.wholeGroups = true;
    const bw::RunIndex byTag = store.listIndex(tagged, &ok);
    QVERIFY2(ok, store.lastError().c_str());
    QCOMPARE(byTag.runs, store.countRuns(tagged));
}

// tests/data/history-v11.db was written by the release with schema version
// 11 (benchwork-cli run --tag fixture --tag v11, run --rounds 3, ab --rounds
// 2 against the demo target): eight runs, a rounds group and an A/B group.
// Opened by this Benchwork, it gains the listing's rows (run_list_rows, one
// a run, as the tables say) and keeps every run; listed by time through
// them, each run reads as it reads from `runs`.
void TestHistoryMigration::version11DatabaseOfTheLastRelease()
{
    QTemporaryDir dir;
    bw::HistoryStore store;
    openReleaseDatabase(dir, "history-v11.db", 11, store);
    if (QTest::currentTestFailed())
        return;
    int64_t listed = 0, differing = -1;
    QVERIFY(store.db().queryInt("SELECT count(*) FROM run_list_rows", &listed));
    QCOMPARE(listed, int64_t(8));
    QVERIFY(store.db().queryInt("SELECT count(*) FROM runs r LEFT JOIN run_list_rows l ON l.id = r.id "
                                "WHERE l.id IS NULL OR l.started_at_ms != r.started_at_ms OR l.rps != r.rps "
                                "OR l.round_group_id IS NOT r.round_group_id OR l.tag_count != "
                                "(SELECT count(*) FROM run_tags t WHERE t.run_id = r.id)",
                                &differing));
    QCOMPARE(differing, int64_t(0));
    bw::RunFilter all;
    all.limit = 0;
    QCOMPARE(store.countRuns(all), int64_t(8));
    for (const auto& r : store.listRuns(all))
        QVERIFY2(store.loadRun(r.id), store.lastError().c_str());   // every run still loads whole
    std::vector<int64_t> walked;
    int rounds = 0;
    QVERIFY2(store.walkRuns(all, 3,
                            [&](bw::HistoryStore::ListBatch& b) {
                                for (const bw::RunRow& r : b.rows) {
                                    const auto row = store.runRow(r.id);   // as read from `runs`
                                    if (!row || row->name != r.name || row->status != r.status || row->rps != r.rps
                                        || row->p99Us != r.p99Us || row->verdict != r.verdict || row->tags != r.tags
                                        || row->targetUrl != r.targetUrl || row->roundGroupId != r.roundGroupId
                                        || row->roundSide != r.roundSide || row->startedAtMs != r.startedAtMs)
                                        return false;
                                    walked.push_back(r.id);
                                }
                                rounds += int(b.rounds.size());
                                return true;
                            }),
             store.lastError().c_str());
    QCOMPARE(walked.size(), size_t(8));
    QCOMPARE(rounds, 7);   // 3 rounds and 2 a side, handed with their groups
    QCOMPARE(store.runRow(1)->tags, (std::vector<std::string>{"fixture", "v11"}));
    QCOMPARE(walked.back(), int64_t(1));   // the oldest, listed last
}

// tests/data/history-v12.db: 24 runs saved by the release before the
// judged verdict's column (`history seed 24`), then changed by a plain
// sqlite3 writer as runs end in life: stopped, failed, target-exited and
// interrupted runs, a run of no SLO, an A/B group of four runs and a group
// of three rounds, two more tags. Every run is kept, and a filter by
// verdict lists what the listing shows.
void TestHistoryMigration::version12DatabaseOfTheLastRelease()
{
    QTemporaryDir dir;
    bw::HistoryStore store;
    openReleaseDatabase(dir, "history-v12.db", 12, store);
    if (QTest::currentTestFailed())
        return;
    bw::RunFilter all;
    all.limit = 0;
    const auto rows = store.listRuns(all);
    QCOMPARE(rows.size(), size_t(24));
    std::map<std::string, std::set<int64_t>> byVerdict;
    for (const auto& r : rows) {
        QVERIFY2(store.loadRun(r.id), store.lastError().c_str());   // every run still loads whole
        byVerdict[r.verdict].insert(r.id);
    }
    QCOMPARE(byVerdict["not-judged"], (std::set<int64_t>{2, 5}));   // stopped, interrupted
    QVERIFY(byVerdict["fail"].count(3) && byVerdict["fail"].count(4));   // failed, target-exited
    QVERIFY(byVerdict["none"].count(7));
    QCOMPARE(byVerdict.size(), size_t(4));
    for (const auto& [verdict, ids] : byVerdict) {
        bw::RunFilter f;
        f.verdict = verdict;
        f.limit = 0;
        bool ok = false;
        const bw::RunIndex index = store.listIndex(f, &ok, false);
        QVERIFY2(ok, store.lastError().c_str());
        QCOMPARE(std::set<int64_t>(index.ids.begin(), index.ids.end()), ids);
        QCOMPARE(store.countRuns(f), int64_t(ids.size()));
    }
    // the groups and tags as they were
    QCOMPARE(store.roundGroupRuns(1).size(), size_t(4));
    QCOMPARE(store.roundGroupRuns(2).size(), size_t(3));
    QCOMPARE(store.runRow(14)->tags, (std::vector<std::string>{"nightly", "v12"}));
    int64_t differing = -1;
    QVERIFY(store.db().queryInt("SELECT count(*) FROM runs r LEFT JOIN run_list_rows l ON l.id = r.id "
                                "WHERE l.id IS NULL OR l.started_at_ms != r.started_at_ms OR l.rps != r.rps",
                                &differing));
    QCOMPARE(differing, int64_t(0));
}

BW_TEST_GUILESS_MAIN(TestHistoryMigration)
#include "tst_history_migration.moc"

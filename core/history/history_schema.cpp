#include "history_schema.h"

#include <optional>
#include <string>

namespace bw {

namespace {

// Version 1. Never edit: databases in the field have exactly this.
constexpr char kV1[] = R"SQL(
CREATE TABLE runs (
    id                INTEGER PRIMARY KEY,
    name              TEXT    NOT NULL DEFAULT '',
    started_at_ms     INTEGER NOT NULL,
    status            TEXT    NOT NULL CHECK (status IN ('running','complete','stopped','target-exited','interrupted','failed')),
    status_message    TEXT    NOT NULL DEFAULT '',
    owner_pid         INTEGER,
    notes             TEXT    NOT NULL DEFAULT '',
    target_url        TEXT    NOT NULL DEFAULT '',
    method            TEXT    NOT NULL DEFAULT 'GET',
    connections       INTEGER NOT NULL DEFAULT 0,
    rate              REAL    NOT NULL DEFAULT 0,
    measured_sec      REAL    NOT NULL DEFAULT 0,
    requests          INTEGER NOT NULL DEFAULT 0,
    rps               REAL    NOT NULL DEFAULT 0,
    p50_us            REAL    NOT NULL DEFAULT 0,
    p90_us            REAL    NOT NULL DEFAULT 0,
    p99_us            REAL    NOT NULL DEFAULT 0,
    max_us            REAL    NOT NULL DEFAULT 0,
    errors            INTEGER NOT NULL DEFAULT 0,
    error_rate        REAL    NOT NULL DEFAULT 0,
    peak_rss_bytes    INTEGER NOT NULL DEFAULT 0,
    client_cpu_pct    REAL    NOT NULL DEFAULT 0,
    verdict           TEXT    NOT NULL DEFAULT 'none' CHECK (verdict IN ('pass','fail','none')),
    updated_at_ms     INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE run_tags (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    tag    TEXT    NOT NULL,
    PRIMARY KEY (run_id, tag)
) WITHOUT ROWID;
-- The bulky parts live apart from `runs`, so listing scans small rows.
CREATE TABLE run_data (
    run_id                INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
    config_json           TEXT    NOT NULL DEFAULT '{}',
    environment_json      TEXT    NOT NULL DEFAULT '{}',
    summary_json          TEXT    NOT NULL DEFAULT '{}',
    series                BLOB,
    target                BLOB,
    latency_hist          BLOB,
    latency_intended_hist BLOB
);
CREATE INDEX runs_started ON runs(started_at_ms);
CREATE INDEX run_tags_tag ON run_tags(tag);
)SQL";

// Version 2: imported runs and suite grouping.
constexpr char kV2[] = R"SQL(
CREATE TABLE suite_runs (
    id            INTEGER PRIMARY KEY,
    name          TEXT    NOT NULL DEFAULT '',
    started_at_ms INTEGER NOT NULL,
    file          TEXT    NOT NULL DEFAULT '',
    status        TEXT    NOT NULL DEFAULT 'running'
);
ALTER TABLE runs ADD COLUMN source TEXT NOT NULL DEFAULT 'benchwork'
    CHECK (source IN ('benchwork','wrk','k6','oha'));
ALTER TABLE runs ADD COLUMN suite_run_id INTEGER REFERENCES suite_runs(id) ON DELETE SET NULL;
CREATE INDEX runs_suite ON runs(suite_run_id);
CREATE INDEX runs_target ON runs(target_url);
CREATE INDEX runs_status ON runs(status);
)SQL";

// Version 3: a running run's series as chunks, one per progress save, so a
// save writes only its new seconds however long the run is. finishRun()
// moves the whole series to run_data.series and drops the chunks; a run
// that never finished keeps them (loadRun() joins them in order).
constexpr char kV3[] = R"SQL(
CREATE TABLE run_progress (
    run_id       INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    first_second INTEGER NOT NULL,
    seconds      INTEGER NOT NULL,
    series       BLOB    NOT NULL,
    PRIMARY KEY (run_id, first_second)
);
)SQL";

// Version 4: which runs overlapped which. beginRun() records, both ways,
// every run still live (status 'running', its writer alive) when a run
// begins: two Benchwork loads on one machine skew each other. The other
// id is not a foreign key: the fact stays true when that run is deleted.
constexpr char kV4[] = R"SQL(
CREATE TABLE run_overlaps (
    run_id       INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    other_run_id INTEGER NOT NULL,
    PRIMARY KEY (run_id, other_run_id)
) WITHOUT ROWID;
)SQL";

// Version 5: rounds. `benchwork-cli run --rounds N` (and a suite scenario's
// "rounds") repeats one configuration N times, and `ab` alternates two
// targets; each repetition is a run of its own, and the group ties them
// together: listed once, compared as samples (one round = one sample).
// kind 'rounds' (one configuration) or 'ab' (side 'a' and 'b' alternated).
constexpr char kV5[] = R"SQL(
CREATE TABLE round_groups (
    id            INTEGER PRIMARY KEY,
    kind          TEXT    NOT NULL CHECK (kind IN ('rounds','ab')),
    name          TEXT    NOT NULL DEFAULT '',
    started_at_ms INTEGER NOT NULL,
    rounds        INTEGER NOT NULL DEFAULT 0
);
ALTER TABLE runs ADD COLUMN round_group_id INTEGER REFERENCES round_groups(id) ON DELETE SET NULL;
ALTER TABLE runs ADD COLUMN round_index INTEGER NOT NULL DEFAULT 0;
ALTER TABLE runs ADD COLUMN round_side TEXT NOT NULL DEFAULT '';
CREATE INDEX runs_round_group ON runs(round_group_id);
)SQL";

// Version 6: changes a user accepted in `history trend --accept ID` (or the
// window's Trend view): the run that begins the new level. A trend check
// stops failing on a change point that begins at an accepted run.
constexpr char kV6[] = R"SQL(
CREATE TABLE accepted_changes (
    run_id         INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
    accepted_at_ms INTEGER NOT NULL
);
)SQL";

// Version 7: per-request statistics of a request set. Their figures are in
// summary_json (`byRequest`); each entry's exact latency histograms (raw and
// corrected) live here, as the run's own do in latency_hist: a zlib-compressed
// JSON array, in the entries' order (history_codec.h). NULL: no set.
constexpr char kV7[] = R"SQL(
ALTER TABLE run_data ADD COLUMN request_hists BLOB;
)SQL";


// Version 8: a capacity search (`benchwork-cli capacity`) and a load sweep
// (`benchwork-cli sweep`) keep their steps as a group too, each step a run:
// kinds 'capacity' and 'sweep', the search's or sweep's own result as JSON
// (benchwork.capacity/1 or benchwork.sweep/1 without the runs) and its
// headline figure (max sustainable or peak requests/s) for listings. SQLite
// cannot change a CHECK, so the table is rebuilt, with foreign keys off
// (migrateHistorySchema) lest dropping the old one clear runs.round_group_id.
constexpr char kV8[] = R"SQL(
CREATE TABLE round_groups_v8 (
    id            INTEGER PRIMARY KEY,
    kind          TEXT    NOT NULL CHECK (kind IN ('rounds','ab','capacity','sweep')),
    name          TEXT    NOT NULL DEFAULT '',
    started_at_ms INTEGER NOT NULL,
    rounds        INTEGER NOT NULL DEFAULT 0,
    detail_json   TEXT    NOT NULL DEFAULT '{}',
    headline_rps  REAL    NOT NULL DEFAULT 0
);
INSERT INTO round_groups_v8 (id, kind, name, started_at_ms, rounds)
    SELECT id, kind, name, started_at_ms, rounds FROM round_groups;
DROP TABLE round_groups;
ALTER TABLE round_groups_v8 RENAME TO round_groups;
)SQL";

// Version 9: flows (docs/flows.md). Their figures are in summary_json
// (`byStep`, `byFlow`); the steps' and flows' exact histograms live in
// flow_hists (a zlib-compressed {"byStep": [...], "byFlow": [...]}, NULL
// without flows); and each step is a row of run_steps, so queries can reach
// a step's figures without reading the summary. Every existing run is kept
// as it was (it had no flows).
constexpr char kV9[] = R"SQL(
ALTER TABLE run_data ADD COLUMN flow_hists BLOB;
CREATE TABLE run_steps (
    run_id         INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    position       INTEGER NOT NULL,
    flow           TEXT    NOT NULL,
    step           TEXT    NOT NULL,
    requests       INTEGER NOT NULL DEFAULT 0,
    errors         INTEGER NOT NULL DEFAULT 0,
    check_failures INTEGER NOT NULL DEFAULT 0,
    skipped        INTEGER NOT NULL DEFAULT 0,
    p50_us         REAL    NOT NULL DEFAULT 0,
    p99_us         REAL    NOT NULL DEFAULT 0,
    PRIMARY KEY (run_id, position)
);
CREATE INDEX run_steps_name ON run_steps(flow, step);
)SQL";

// Version 10: the history at any size. The window lists every run as ids in
// the chosen order and fetches rows by page as they come into view
// (HistoryStore::listIndex); that listing reads each sort column, the id
// that breaks its ties and the run's round group from an index of its own,
// in exactly the listing's order (ORDER BY column, id), never the table: a
// million runs ordered in one pass over an index, no sorting. Sorting by
// name is as the listing sorts it (NOCASE). The two single-column indexes
// these extend go.
constexpr char kV10[] = R"SQL(
CREATE INDEX runs_list_started ON runs(started_at_ms, id, round_group_id);
CREATE INDEX runs_list_name ON runs(name COLLATE NOCASE, id, round_group_id);
CREATE INDEX runs_list_target ON runs(target_url, id, round_group_id);
CREATE INDEX runs_list_rps ON runs(rps, id, round_group_id);
CREATE INDEX runs_list_p50 ON runs(p50_us, id, round_group_id);
CREATE INDEX runs_list_p99 ON runs(p99_us, id, round_group_id);
CREATE INDEX runs_list_errors ON runs(errors, id, round_group_id);
CREATE INDEX runs_list_peak_rss ON runs(peak_rss_bytes, id, round_group_id);
CREATE INDEX runs_list_client_cpu ON runs(client_cpu_pct, id, round_group_id);
DROP INDEX runs_started;
DROP INDEX runs_target;
)SQL";

// Version 11: a filter by verdict, status, source, tag or time, listed by
// start time (the window's default), reads only this index, in order: the
// columns it tests are in it beside those the listing returns (a million
// runs filtered by verdict: 570 ms over the table, 170 ms here).
constexpr char kV11[] = R"SQL(
DROP INDEX runs_list_started;
CREATE INDEX runs_list_started ON runs(started_at_ms, id, round_group_id, verdict, status, source);
)SQL";

// Version 12: a listing's rows by start time, kept beside the table. A run's
// listed figures in one narrow row keyed the way a listing by time reads
// them (newest first is this table backwards, nothing looked up), its six
// strings in one column (status, source, verdict, round side, target,
// name, each ended by char(31)) and its tags in another (how many, and
// each ended by char(31), in no order): a reader takes ten columns a run
// from one table where `runs` gave thirteen and `run_tags` the tags, from
// a third of the pages. `history list` of 100,000 runs read 60 ms of its
// 200 from `runs` and 15 from `run_tags`. Kept by triggers on both, so
// every writer keeps it whole, a sqlite3 shell's too; a reader falls back
// to `runs` and `run_tags` for a row whose strings do not split in six or
// whose tags do not split in their count. A group's rounds are found by
// their own index of it (the table's would read `runs`).
#define BW_LIST_TEXTS(p)                                                                                         \
    p "status || char(31) || " p "source || char(31) || " p "verdict || char(31) || " p "round_side || char(31) || " p \
      "target_url || char(31) || " p "name || char(31)"
#define BW_LIST_TAGS(run)                                                                                          \
    "(SELECT count(*) FROM run_tags WHERE run_id = " run "), "                                                     \
    "ifnull((SELECT group_concat(tag || char(31), '') FROM run_tags WHERE run_id = " run "), '')"
#define BW_LIST_VALUES(p)                                                                                           \
    p "started_at_ms, " p "id, " p "round_group_id, " p "rps, " p "p99_us, " p "error_rate, " p "round_index, " \
        BW_LIST_TEXTS(p) ", " BW_LIST_TAGS(p "id")
#define BW_LIST_RETAG(run)                                                                                           \
    "UPDATE run_list_rows SET (tag_count, tags) = (SELECT " BW_LIST_TAGS(run) ") WHERE id = " run                  \
    " AND started_at_ms = (SELECT started_at_ms FROM runs WHERE id = " run ");"
constexpr char kV12[] = R"SQL(
CREATE TABLE run_list_rows (
    started_at_ms  INTEGER NOT NULL,
    id             INTEGER NOT NULL,
    round_group_id INTEGER,
    rps            REAL    NOT NULL,
    p99_us         REAL    NOT NULL,
    error_rate     REAL    NOT NULL,
    round_index    INTEGER NOT NULL,
    texts          TEXT    NOT NULL,
    tag_count      INTEGER NOT NULL,
    tags           TEXT    NOT NULL,
    PRIMARY KEY (started_at_ms, id)
) WITHOUT ROWID;
CREATE INDEX run_list_rows_group ON run_list_rows(round_group_id) WHERE round_group_id IS NOT NULL;
INSERT INTO run_list_rows SELECT )SQL" BW_LIST_VALUES("") R"SQL( FROM runs;
CREATE TRIGGER run_list_rows_insert AFTER INSERT ON runs BEGIN
    INSERT INTO run_list_rows VALUES ()SQL" BW_LIST_VALUES("new.") R"SQL();
END;
CREATE TRIGGER run_list_rows_update AFTER UPDATE OF id, name, started_at_ms, status, source, target_url, rps, p99_us,
    error_rate, verdict, round_group_id, round_index, round_side ON runs BEGIN
    DELETE FROM run_list_rows WHERE started_at_ms = old.started_at_ms AND id = old.id;
    INSERT INTO run_list_rows VALUES ()SQL" BW_LIST_VALUES("new.") R"SQL();
END;
CREATE TRIGGER run_list_rows_delete AFTER DELETE ON runs BEGIN
    DELETE FROM run_list_rows WHERE started_at_ms = old.started_at_ms AND id = old.id;
END;
CREATE TRIGGER run_list_rows_tag_insert AFTER INSERT ON run_tags BEGIN
    )SQL" BW_LIST_RETAG("new.run_id") R"SQL(
END;
CREATE TRIGGER run_list_rows_tag_update AFTER UPDATE ON run_tags BEGIN
    )SQL" BW_LIST_RETAG("old.run_id") R"SQL(
    )SQL" BW_LIST_RETAG("new.run_id") R"SQL(
END;
CREATE TRIGGER run_list_rows_tag_delete AFTER DELETE ON run_tags BEGIN
    )SQL" BW_LIST_RETAG("old.run_id") R"SQL(
END;
)SQL";
#undef BW_LIST_RETAG
#undef BW_LIST_VALUES
#undef BW_LIST_TAGS
#undef BW_LIST_TEXTS

// Version 13: the verdict a listing shows, as a column of its own
// (generated, never stored: no run rewritten) and in runs_list_started in
// place of the stored verdict. A filter by verdict tests one column where
// it tested the stored verdict and the status twice: "fail" for a failed
// or target-exited run and "not-judged" for a stopped or interrupted one,
// whatever the SLO said, else the stored verdict (judgeVerdict in
// history_store_query.cpp, judgeRun in result/run_outcome.h; a test holds
// the three to one answer for every status). A million runs filtered by
// verdict: SQLite's pass 0.83x.
constexpr char kV13[] = R"SQL(
ALTER TABLE runs ADD COLUMN judged_verdict TEXT GENERATED ALWAYS AS (
    CASE WHEN status IN ('failed', 'target-exited') THEN 'fail'
         WHEN status IN ('stopped', 'interrupted') THEN 'not-judged'
         ELSE verdict END) VIRTUAL;
DROP INDEX runs_list_started;
CREATE INDEX runs_list_started ON runs(started_at_ms, id, round_group_id, judged_verdict, status, source);
)SQL";

const char* const kSteps[] = {kV1, kV2, kV3, kV4, kV5, kV6, kV7, kV8, kV9, kV10, kV11, kV12, kV13};

// Foreign keys off while tables are rebuilt (a no-op inside a transaction,
// so around the steps), back on however the migration ends.
class ForeignKeysOff {
public:
    explicit ForeignKeysOff(SqliteDb& db) : db_(db) { db_.exec("PRAGMA foreign_keys = OFF"); }
    ~ForeignKeysOff()
    {
        const std::string e = db_.error();
        db_.exec("PRAGMA foreign_keys = ON");
        db_.setError(e);
    }
    ForeignKeysOff(const ForeignKeysOff&) = delete;
    ForeignKeysOff& operator=(const ForeignKeysOff&) = delete;

private:
    SqliteDb& db_;
};

} // namespace

const char* historySchemaV1Sql() { return kV1; }

bool migrateHistorySchema(SqliteDb& db)
{
    static_assert(sizeof(kSteps) / sizeof(kSteps[0]) == kHistorySchemaVersion);
    int64_t version = 0;
    if (!db.queryInt("PRAGMA user_version", &version))
        return false;
    if (version > kHistorySchemaVersion) {
        db.setError("the history database has schema version " + std::to_string(version) +
                    ", newer than this Benchwork understands (" + std::to_string(kHistorySchemaVersion) +
                    "); open it with a newer Benchwork");
        return false;
    }
    std::optional<ForeignKeysOff> rebuilding;
    if (version < kHistorySchemaVersion)
        rebuilding.emplace(db);
    while (version < kHistorySchemaVersion) {
        SqliteTransaction tx(db);
        if (!tx.begun())
            return false;
        if (!db.queryInt("PRAGMA user_version", &version))   // re-read under the write lock
            return false;
        if (version >= kHistorySchemaVersion)
            break;
        if (!db.exec(kSteps[version])) {
            db.setError("migrating the history database to version " + std::to_string(version + 1) +
                        " failed: " + db.error());
            return false;
        }
        if (!db.exec("PRAGMA user_version = " + std::to_string(version + 1)) || !tx.commit())
            return false;
        ++version;
    }
    return true;
}

} // namespace bw

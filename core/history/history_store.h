#pragma once
// The run history: one SQLite database (WAL, foreign keys, busy_timeout 5 s)
// shared by the window and the CLI, possibly writing at the same time.
//
// Threading: a HistoryStore owns one connection and may be used by one thread
// at a time; give each thread (and each process) its own HistoryStore on the
// same file. Every write is one transaction, so readers never see half a run.
//
// Errors: functions return false / 0 / nullopt and lastError() says what
// went wrong in English (SQLite's message included).
#include "history/history_codec.h"
#include "history/run_record.h"
#include "history/sqlite_db.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bw {

class HistoryStore {
public:
    HistoryStore() = default;
    HistoryStore(const HistoryStore&) = delete;
    HistoryStore& operator=(const HistoryStore&) = delete;

    // Opens or creates the database (creating its folder 0700 and the file
    // 0600; tightening an existing one's modes), migrates its
    // schema, and marks rows left 'running' by a process that no longer
    // exists as 'interrupted' (keeping what they had).
    bool open(const std::string& path);
    void close() { db_.close(); }
    bool isOpen() const { return db_.isOpen(); }
    const std::string& lastError() const { return db_.error(); }
    // Rows turned 'interrupted' by the last open().
    int recoveredOnOpen() const { return recovered_; }
    // Set when the last open() tightened the modes of an existing database
    // that other users could read (see history_privacy.h): tell the user once.
    const std::string& privacyNotice() const { return privacyNotice_; }
    // Caps this connection's page cache (SQLite's default is 2 MiB). A
    // connection that only appends, like a run's progress saves, otherwise
    // keeps every page it wrote: its memory grows with the file.
    bool limitCache(int kib);

    // --- writing runs -----------------------------------------------------
    // A finished run in one transaction. Returns its id, 0 on failure.
    int64_t saveRun(const RunResult& result, const SaveOptions& options = {});
    // Several runs in one transaction: all are saved or none (empty result).
    std::vector<int64_t> saveRuns(const std::vector<std::pair<RunResult, SaveOptions>>& runs);
    // A run about to start: uses config, slo, environment, name and
    // startedAtMs of `header`. Status 'running', owned by this process.
    // Every other run live at this moment (any process on this database) is
    // recorded as overlapping this one, and this one as overlapping it.
    int64_t beginRun(const RunResult& header, const SaveOptions& options = {});
    // The series so far (and the target's, if given), replacing whatever
    // progress was stored; summary columns are derived from it so an
    // interrupted run still lists sensibly.
    bool updateProgress(int64_t id, const std::vector<SecondStats>& series, const TargetInfo* target = nullptr);
    // Adds `seconds`, the series from index `firstSecond` on, as one chunk
    // (firstSecond must be the number of seconds stored so far), and sets the
    // summary columns to `summary` (of every second so far). A save costs its
    // new seconds only, however long the run (ProgressSaver does the sums).
    bool appendProgress(int64_t id, size_t firstSecond, const std::vector<SecondStats>& seconds,
                        const ProgressSummary& summary, const TargetInfo* target = nullptr);
    // Everything of the finished run, one transaction; the row stops being 'running'.
    bool finishRun(int64_t id, const RunResult& result);

    // --- editing ------------------------------------------------------------
    bool deleteRun(int64_t id);
    bool setTags(int64_t id, const std::vector<std::string>& tags);
    bool setNotes(int64_t id, const std::string& notes);
    bool setName(int64_t id, const std::string& name);

    // --- reading ------------------------------------------------------------
    std::vector<RunRow> listRuns(const RunFilter& filter, bool* ok = nullptr);
    int64_t countRuns(const RunFilter& filter);     // ignores limit/offset; -1 on error
    // countRuns of every run, counted again only after a change: this
    // connection's own, or a commit by another (SQLite's data_version). A
    // window lists with a filter often; a million runs took ~30 ms to count.
    int64_t countAllRuns();
    // Every run the filter lists, as ids in its order (limit and offset
    // ignored): one pass over the sort column's index (RunIndex).
    // collapseGroups false: every run its own entry (groups stays filled).
    RunIndex listIndex(const RunFilter& filter, bool* ok = nullptr, bool collapseGroups = true);
    // The start of listIndex(filter): the entries its first `runs` runs make
    // (a group's rounds past them not counted in groupRuns), read with a
    // LIMIT: a window shows them at once while the whole listing, a quarter
    // of a second at a million runs, is read elsewhere. Entries of a prefix
    // of the runs are a prefix of the whole listing's entries, except under
    // a filter that lists groups whole (a later round may bring its group in
    // earlier): there the whole listing is read. *complete: nothing was left out.
    RunIndex listIndexStart(const RunFilter& filter, int64_t runs, bool* complete, bool* ok = nullptr);
    // listIndex(filter), a listing by start time filtered by what the start
    // time's index holds (verdict, status, source, time, group) read in
    // parts on two threads: this store's and one using `helper` (a store of
    // the same file, kept open by the caller), both at one snapshot
    // (beginReadWith). Else (another listing, fewer than `fewestRuns` runs
    // ever saved, or the write lock busy) listIndex's one pass. *inParts
    // says which ran.
    RunIndex listIndexWith(const RunFilter& filter, HistoryStore& helper, bool* ok = nullptr, int64_t fewestRuns = 20000,
                           bool* inParts = nullptr);
    // Begins a read transaction on this store and on `other` (a store of
    // the same file) at one snapshot: a third connection holds the write
    // lock (no commit can come between) while both begin. False, neither
    // reading, when the lock is busy (a writer is at it; not waited for) or
    // the file read-only. Each ends its own (COMMIT).
    bool beginReadWith(HistoryStore& other);
    // The rows of `ids` in that order, tags and groups attached; an id that
    // no longer exists is left out.
    std::vector<RunRow> runRows(const std::vector<int64_t>& ids, bool* ok = nullptr);
    // Every run the filter lists (limit and offset ignored), in its order,
    // handed to `sink` `batchSize` rows at a time: the figures a listing
    // shows (id, name, start, status, source, target, requests/s, p99, error
    // rate, verdict, group, round, side) with tags and groups attached; not
    // notes, status messages, other latencies, overlapping runs or request
    // sets (runRows has them all). Each batch brings every run of the round
    // groups first met in it (listed or not), as the same figures. Unfiltered
    // by time, run_list_rows in its order (walkReadsInOrder); unfiltered by
    // another column, its index gives the ids and each batch's rows are read
    // as one range of the table when close together, else one by one;
    // filtered, one pass over the table: a listing of any size streams in
    // bounded memory, in one read transaction. A batch's vectors are reused for the next one (the
    // sink keeps nothing of them). `sink` returns false to stop there. False
    // when the store failed (lastError()).
    // With `deferText` (a listing by time), the strings of rows read from
    // run_list_rows are left as stored, checked, in one buffer of the batch,
    // and a loose run (no group, at most one tag) is not made a RunRow at
    // all: `listed` holds every row of the batch in its order, such a run as
    // its figures and stored strings (text()), any other as its place in
    // `rows`. The sink calls settle() before it reads `rows` as without
    // deferText, or settleWhole() to read `listed` (`history list`, on its
    // lines' thread: the reading thread's work is SQLite's steps, and a
    // loose run's figures span one cache line, not a RunRow's dozen, on
    // their way from one core to the other).
    struct ListBatch {
        std::vector<RunRow> rows;
        std::vector<RunRow> rounds;   // of the groups first met in `rows`, group by group, oldest first
        struct Listed {
            int64_t id = 0, startedAtMs = 0;
            double rps = 0, p99Us = 0, errorRate = 0;
            int32_t roundIndex = 0;   // (a run whose group was deleted keeps its index)
            int32_t whole = -1;       // the row's place in `rows`; -1: a loose run, here alone
            uint32_t texts = 0, textsSize = 0, tag = 0, tagSize = 0;   // in storedText (a loose run's)
        };
        std::vector<Listed> listed;   // with deferText: every row, in order
        // A loose run's strings (`e.whole < 0`), as views of storedText.
        struct ListedText {
            std::string_view status, verdict, roundSide, targetUrl, name;   // verdict judged (RunRow::verdict)
            std::string_view tag;   // its one tag, or ""
            RunSource source = RunSource::Benchwork;
        };
        ListedText text(const Listed& e) const;
        // Splits the strings left as stored into `rows` and `rounds`;
        // `listed` is left as it is.
        void settleWhole();
        // settleWhole(), then `rows` made every row in order (each loose
        // run a RunRow) and `listed` emptied: the batch as without deferText.
        void settle();

        struct Stored {
            bool round = false;          // of `rounds`, else of `rows`
            uint32_t index = 0;
            uint32_t texts = 0, textsSize = 0, tags = 0, tagsSize = 0;   // in storedText
        };
        std::vector<Stored> stored;
        std::string storedText;
    };
    bool walkRuns(const RunFilter& filter, size_t batchSize, const std::function<bool(ListBatch&)>& sink,
                  bool deferText = false);
    // A part of the unfiltered listing by time (`descending` or not): the
    // runs started at or after `fromMs` and before `toMs`, walked as
    // walkRuns(deferText) walks the whole (each group met brings its rounds,
    // started in the part or not). Inside a read transaction the caller
    // began, if any: parts read by several connections from one snapshot
    // (`history list` reads parts on two threads).
    bool walkStartedBetween(int64_t fromMs, int64_t toMs, bool descending, size_t batchSize,
                            const std::function<bool(ListBatch&)>& sink);
    // The first and last start time of any run; false on error, or with no run.
    bool startedSpan(int64_t* first, int64_t* last);
    // Whether walkRuns reads `filter`'s listing in the file's order
    // (unfiltered, by time: run_list_rows) rather than a row at a time.
    static bool walkReadsInOrder(const RunFilter& filter);
    // Entries of a listing: runs, the runs of one round group counted once
    // (limit and offset ignored); -1 on error.
    int64_t countEntries(const RunFilter& filter);
    std::optional<RunRow> runRow(int64_t id);
    // The run exactly as saved (histograms included), with its historyId,
    // tags and overlapping runs.
    std::optional<RunResult> loadRun(int64_t id);
    // Ids of the runs that were live while run `id` ran (ascending); empty
    // on error too (see lastError()).
    std::vector<int64_t> overlappingRuns(int64_t id);
    // Rows for `ids` in that order with ratios against `baselineId` (0: the
    // first id). Fails naming the first id that does not exist.
    std::optional<Comparison> compareRuns(const std::vector<int64_t>& ids, int64_t baselineId = 0);

    // --- suite runs ---------------------------------------------------------
    int64_t createSuiteRun(const std::string& name, const std::string& file, int64_t startedAtMs);
    bool setSuiteRunStatus(int64_t id, const std::string& status);
    std::vector<SuiteRunRow> listSuiteRuns();

    // --- rounds (history_store_groups.cpp) ----------------------------------
    // A group for the rounds of one `--rounds` or `ab` execution, or the
    // steps of a capacity search or sweep; kind "rounds", "ab", "capacity"
    // or "sweep". Returns its id, 0 on failure.
    int64_t createRoundGroup(const std::string& kind, const std::string& name, int64_t startedAtMs, int rounds);
    // A capacity or sweep group's result so far and its headline requests/s
    // (RoundGroupRow::detailJson, headlineRps), replacing the last ones.
    bool setRoundGroupDetail(int64_t id, const std::string& detailJson, double headlineRps);
    std::optional<RoundGroupRow> roundGroup(int64_t id);
    // The group's runs, oldest first (every round, both sides).
    std::vector<RunRow> roundGroupRuns(int64_t id, bool* ok = nullptr);

    // --- accepted trend changes (history_store_accepted.cpp) ----------------
    // Records that the change beginning at run `runId` is intended (a trend
    // check then stops failing on it). Accepting one twice keeps the first
    // time. False when the run does not exist.
    bool acceptChange(int64_t runId, int64_t acceptedAtMs);
    // The runs whose change was accepted, ascending; empty on error too (see *ok).
    std::vector<int64_t> acceptedChanges(bool* ok = nullptr);

    // The underlying connection, for tests and maintenance.
    SqliteDb& db() { return db_; }

private:
    int64_t insertRunRow(const RunResult& header, const SaveOptions& options, bool running);
    bool writeResult(int64_t id, const RunResult& r);
    bool writeTags(int64_t id, const std::vector<std::string>& tags);
    bool writeSteps(int64_t id, const RunResult& r);   // run_steps rows of a flow run
    bool recordOverlaps(int64_t id);
    bool requireRun(int64_t id);
    bool writeProgress(int64_t id, size_t firstSecond, const std::vector<SecondStats>& seconds,
                       const ProgressSummary& summary, const TargetInfo* target, bool replace);
    Result<std::vector<SecondStats>> readProgressChunks(int64_t id);
    bool dropProgressChunks(int64_t id);
    int recoverInterruptedRuns();
    // listIndex and listIndexStart: runs past `limit` not read (-1: none left
    // out; a filter listing groups whole reads them all); *complete whether
    // every run was read.
    RunIndex readIndex(const RunFilter& filter, bool collapseGroups, int64_t limit, bool* complete, bool* ok);
    // walkRuns and walkStartedBetween (`window`: [from, to) of start times).
    bool walk(const RunFilter& filter, size_t batchSize, const std::function<bool(ListBatch&)>& sink, bool deferText,
              const std::pair<int64_t, int64_t>* window);

    SqliteDb db_;
    // What the database has seen: SQLite's data_version (other connections'
    // commits) and this connection's changes. nullopt when unreadable.
    struct ChangeState {
        int64_t dataVersion = -1, ownChanges = -1;
        bool operator==(const ChangeState&) const = default;
    };
    std::optional<ChangeState> changeState();
    struct {
        int64_t runs = -1;   // -1: none kept
        ChangeState state;
    } allRunsCount_;   // countAllRuns' last count and the state it was of
    int recovered_ = 0;
    std::string privacyNotice_;
};

} // namespace bw

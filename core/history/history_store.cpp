// Opening, recovery and writes of the history store (reads are in
// history_store_query.cpp).
#include "history_store.h"

#include "history/history_codec.h"
#include "history/history_privacy.h"
#include "history/history_schema.h"
#include "result/peak_memory.h"


#include <sqlite3.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <set>
#include <unistd.h>

namespace bw {

namespace {

int64_t nowMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

bool processAlive(int64_t pid)
{
    if (pid <= 0)
        return false;
    if (::kill(pid_t(pid), 0) == 0)
        return true;
    return errno == EPERM;   // exists, owned by someone else
}

// The p99 shown in listings: open-model runs are judged on the corrected
// latency (as evaluateSlo does), closed-model runs on the measured one.
const LatencySummary& listedLatency(const RunResult& r)
{
    if (r.config.rate > 0 && r.latencyIntendedSummary.count)
        return r.latencyIntendedSummary;
    return r.latencySummary;
}

} // namespace

bool HistoryStore::limitCache(int kib)
{
    return db_.exec("PRAGMA cache_size = " + std::to_string(-std::max(kib, 1)));
}

bool HistoryStore::open(const std::string& path)
{
    recovered_ = 0;
    privacyNotice_.clear();
    if (path.empty()) {
        db_.setError("no database path given");
        return false;
    }
    // The schema's generated column (version 13): an older library cannot
    // read the file, let alone migrate it.
    if (sqlite3_libversion_number() < 3031000) {
        db_.setError(std::string("the history needs SQLite 3.31 or later; this system's is ") + sqlite3_libversion());
        return false;
    }
    // before SQLite opens it: its -wal and -shm files take the database's mode
    HistoryPrivacy privacy = makeHistoryPrivate(path);
    if (!privacy.ok) {
        db_.setError(privacy.error);
        return false;
    }
    privacyNotice_ = std::move(privacy.notice);
    if (!db_.open(path))
        return false;
    // Busy timeout first: switching to WAL needs a lock another writer may hold.
    sqlite3_busy_timeout(db_.handle(), 5000);
    int64_t fk = 0;
    if (!db_.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;") ||
        !db_.queryInt("PRAGMA foreign_keys", &fk) || !migrateHistorySchema(db_)) {
        const std::string e = db_.error();
        db_.close();
        db_.setError(e);
        return false;
    }
    recovered_ = recoverInterruptedRuns();
    if (recovered_ < 0) {
        const std::string e = db_.error();
        db_.close();
        db_.setError(e);
        return false;
    }
    return true;
}

int HistoryStore::recoverInterruptedRuns()
{
    std::vector<std::pair<int64_t, int64_t>> dead;
    {
        SqliteStatement st(db_, "SELECT id, owner_pid FROM runs WHERE status = 'running'");
        while (st.step()) {
            const int64_t pid = st.columnIsNull(1) ? 0 : st.columnInt(1);
            if (!processAlive(pid))
                dead.emplace_back(st.columnInt(0), pid);
        }
        if (st.failed())
            return -1;
    }
    if (dead.empty())
        return 0;
    SqliteTransaction tx(db_);
    if (!tx.begun())
        return -1;
    SqliteStatement up(db_, "UPDATE runs SET status = 'interrupted', status_message = ?, owner_pid = NULL, "
                            "updated_at_ms = ? WHERE id = ? AND status = 'running'");
    for (const auto& [id, pid] : dead) {
        up.reset();
        up.bind(1, "the recording process (pid " + std::to_string(pid) + ") ended before the run finished");
        up.bind(2, nowMs());
        up.bind(3, id);
        if (!up.run())
            return -1;
    }
    return tx.commit() ? int(dead.size()) : -1;
}

int64_t HistoryStore::insertRunRow(const RunResult& h, const SaveOptions& o, bool running)
{
    SqliteStatement st(db_, "INSERT INTO runs (name, started_at_ms, status, owner_pid, notes, source, suite_run_id, "
                            "target_url, method, connections, rate, updated_at_ms, round_group_id, round_index, round_side) "
                            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    st.bind(1, h.name);
    st.bind(2, h.startedAtMs);
    st.bind(3, running ? "running" : runStatusName(h.status));
    if (running)
        st.bind(4, int64_t(::getpid()));
    else
        st.bindNull(4);
    st.bind(5, o.notes);
    st.bind(6, runSourceName(o.source));
    if (o.suiteRunId > 0)
        st.bind(7, o.suiteRunId);
    else
        st.bindNull(7);
    st.bind(8, h.config.url);
    st.bind(9, h.config.method);
    st.bind(10, h.config.connections);
    st.bind(11, h.config.rate);
    st.bind(12, nowMs());
    if (o.roundGroupId > 0)
        st.bind(13, o.roundGroupId);
    else
        st.bindNull(13);
    st.bind(14, int64_t(o.roundIndex));
    st.bind(15, o.roundSide);
    if (!st.run())
        return 0;
    const int64_t id = db_.lastInsertId();
    SqliteStatement data(db_, "INSERT INTO run_data (run_id, config_json, environment_json) VALUES (?,?,?)");
    data.bind(1, id);
    data.bind(2, configJson(h.config));
    data.bind(3, environmentJson(h.environment));
    if (!data.run() || !writeTags(id, o.tags))
        return 0;
    return id;
}

bool HistoryStore::writeResult(int64_t id, const RunResult& r)
{
    const LatencySummary& lat = listedLatency(r);
    SqliteStatement st(db_, "UPDATE runs SET name=?, started_at_ms=?, status=?, status_message=?, owner_pid=NULL, "
                            "target_url=?, method=?, connections=?, rate=?, measured_sec=?, requests=?, rps=?, "
                            "p50_us=?, p90_us=?, p99_us=?, max_us=?, errors=?, error_rate=?, peak_rss_bytes=?, "
                            "client_cpu_pct=?, verdict=?, updated_at_ms=? WHERE id=?");
    int i = 1;
    st.bind(i++, r.name);
    st.bind(i++, r.startedAtMs);
    st.bind(i++, runStatusName(r.status));
    st.bind(i++, r.statusMessage);
    st.bind(i++, r.config.url);
    st.bind(i++, r.config.method);
    st.bind(i++, r.config.connections);
    st.bind(i++, r.config.rate);
    st.bind(i++, r.measuredSec);
    st.bind(i++, r.requests);
    st.bind(i++, r.rps);
    st.bind(i++, lat.p50Us);
    st.bind(i++, lat.p90Us);
    st.bind(i++, lat.p99Us);
    st.bind(i++, lat.maxUs);
    st.bind(i++, r.errors.total());
    st.bind(i++, r.errorRate());
    st.bind(i++, peakMemoryOf(r.target).bytes);   // the figure comparisons use (result/peak_memory.h)
    st.bind(i++, r.clientCpuPct);
    // The column predates "not judged" (its CHECK allows pass, fail and
    // none): such a run is stored as none and read back as not judged from
    // its status (history_store_query.cpp), as a failed one reads fail.
    st.bind(i++, r.verdict.notJudged ? "none" : verdictName(r.verdict));
    st.bind(i++, nowMs());
    st.bind(i++, id);
    if (!st.run())
        return false;
    if (db_.changes() != 1) {
        db_.setError("no run with id " + std::to_string(id));
        return false;
    }
    SqliteStatement data(db_, "INSERT OR REPLACE INTO run_data (run_id, config_json, environment_json, summary_json, "
                              "series, target, latency_hist, latency_intended_hist, request_hists, flow_hists) "
                              "VALUES (?,?,?,?,?,?,?,?,?,?)");
    data.bind(1, id);
    data.bind(2, configJson(r.config));
    data.bind(3, environmentJson(r.environment));
    data.bind(4, summaryJson(r));
    data.bindBlob(5, encodeSeriesBlob(r.series));
    data.bindBlob(6, encodeTargetBlob(r.target));
    data.bindBlob(7, r.latency.encode());
    data.bindBlob(8, r.latencyIntended.encode());
    if (r.byRequest.empty())
        data.bindNull(9);
    else
        data.bindBlob(9, encodeRequestHistogramsBlob(r.byRequest));
    if (r.byStep.empty() && r.byFlow.empty())
        data.bindNull(10);
    else
        data.bindBlob(10, encodeFlowHistogramsBlob(r.byStep, r.byFlow));
    if (!data.run())
        return false;
    return writeSteps(id, r);
}

// A flow's steps as rows (schema version 9), replacing what the run had.
bool HistoryStore::writeSteps(int64_t id, const RunResult& r)
{
    SqliteStatement del(db_, "DELETE FROM run_steps WHERE run_id = ?");
    del.bind(1, id);
    if (!del.run())
        return false;
    SqliteStatement ins(db_, "INSERT INTO run_steps (run_id, position, flow, step, requests, errors, check_failures, skipped, "
                             "p50_us, p99_us) VALUES (?,?,?,?,?,?,?,?,?,?)");
    for (size_t i = 0; i < r.byStep.size(); ++i) {
        const RequestStats& s = r.byStep[i];
        const bool corrected = r.config.rate > 0 && s.latencyIntendedSummary.count;
        const LatencySummary& l = corrected ? s.latencyIntendedSummary : s.latencySummary;
        ins.reset();
        ins.bind(1, id);
        ins.bind(2, int64_t(i));
        ins.bind(3, s.flow);
        ins.bind(4, s.name);
        ins.bind(5, int64_t(s.requests));
        ins.bind(6, int64_t(s.errors.total()));
        ins.bind(7, int64_t(s.checkFailures()));
        ins.bind(8, int64_t(s.skipped));
        ins.bind(9, l.p50Us);
        ins.bind(10, l.p99Us);
        if (!ins.run())
            return false;
    }
    return true;
}

bool HistoryStore::writeTags(int64_t id, const std::vector<std::string>& tags)
{
    SqliteStatement del(db_, "DELETE FROM run_tags WHERE run_id = ?");
    del.bind(1, id);
    if (!del.run())
        return false;
    SqliteStatement ins(db_, "INSERT OR IGNORE INTO run_tags (run_id, tag) VALUES (?, ?)");
    for (const std::string& t : std::set<std::string>(tags.begin(), tags.end())) {
        if (t.empty())
            continue;
        ins.reset();
        ins.bind(1, id);
        ins.bind(2, t);
        if (!ins.run())
            return false;
    }
    return true;
}

bool HistoryStore::requireRun(int64_t id)
{
    int64_t n = 0;
    SqliteStatement st(db_, "SELECT count(*) FROM runs WHERE id = ?");
    st.bind(1, id);
    if (st.step())
        n = st.columnInt(0);
    if (st.failed())
        return false;
    if (n == 0) {
        db_.setError("no run with id " + std::to_string(id));
        return false;
    }
    return true;
}

int64_t HistoryStore::saveRun(const RunResult& result, const SaveOptions& options)
{
    SqliteTransaction tx(db_);
    if (!tx.begun())
        return 0;
    const int64_t id = insertRunRow(result, options, false);
    if (!id || !writeResult(id, result) || !tx.commit())
        return 0;
    return id;
}

std::vector<int64_t> HistoryStore::saveRuns(const std::vector<std::pair<RunResult, SaveOptions>>& runs)
{
    SqliteTransaction tx(db_);
    if (!tx.begun())
        return {};
    std::vector<int64_t> ids;
    for (const auto& [result, options] : runs) {
        const int64_t id = insertRunRow(result, options, false);
        if (!id || !writeResult(id, result))
            return {};
        ids.push_back(id);
    }
    if (!tx.commit())
        return {};
    return ids;
}

int64_t HistoryStore::beginRun(const RunResult& header, const SaveOptions& options)
{
    SqliteTransaction tx(db_);
    if (!tx.begun())
        return 0;
    const int64_t id = insertRunRow(header, options, true);
    if (!id || !recordOverlaps(id) || !tx.commit())
        return 0;
    return id;
}

bool HistoryStore::recordOverlaps(int64_t id)
{
    // Live: 'running', its writer alive, and saving progress (a run saves
    // every 5 s; a row untouched for a minute belongs to a hung or recycled
    // pid, not to a load). Rows whose writer died are left to open()'s recovery.
    constexpr int64_t kFreshMs = 60'000;
    std::vector<int64_t> live;
    {
        SqliteStatement st(db_, "SELECT id, owner_pid FROM runs WHERE status = 'running' AND id != ? AND updated_at_ms >= ?");
        st.bind(1, id);
        st.bind(2, nowMs() - kFreshMs);
        while (st.step())
            if (!st.columnIsNull(1) && processAlive(st.columnInt(1)))
                live.push_back(st.columnInt(0));
        if (st.failed())
            return false;
    }
    SqliteStatement ins(db_, "INSERT OR IGNORE INTO run_overlaps (run_id, other_run_id) VALUES (?, ?)");
    for (int64_t other : live)
        for (const auto& [a, b] : {std::pair{id, other}, std::pair{other, id}}) {
            ins.reset();
            ins.bind(1, a);
            ins.bind(2, b);
            if (!ins.run())
                return false;
        }
    return true;
}

bool HistoryStore::updateProgress(int64_t id, const std::vector<SecondStats>& series, const TargetInfo* target)
{
    return writeProgress(id, 0, series, summariseProgress(series), target, true);
}

bool HistoryStore::appendProgress(int64_t id, size_t firstSecond, const std::vector<SecondStats>& seconds,
                                  const ProgressSummary& summary, const TargetInfo* target)
{
    return writeProgress(id, firstSecond, seconds, summary, target, false);
}

bool HistoryStore::writeProgress(int64_t id, size_t firstSecond, const std::vector<SecondStats>& seconds,
                                 const ProgressSummary& p, const TargetInfo* target, bool replace)
{
    // Encoded before the transaction: SQLite's pages come after them.
    const std::string chunk = seconds.empty() ? std::string() : encodeSeriesBlob(seconds);
    const std::string targetBlob = target ? encodeTargetBlob(*target) : std::string();
    SqliteTransaction tx(db_);
    if (!tx.begun())
        return false;
    SqliteStatement st(db_, "UPDATE runs SET measured_sec=?, requests=?, rps=?, p50_us=?, p90_us=?, p99_us=?, max_us=?, "
                            "errors=?, error_rate=?, client_cpu_pct=?, peak_rss_bytes=?, updated_at_ms=? "
                            "WHERE id=? AND status='running'");
    st.bind(1, p.measuredSec);
    st.bind(2, p.requests);
    st.bind(3, p.rps);
    st.bind(4, p.p50Us);
    st.bind(5, p.p90Us);
    st.bind(6, p.p99Us);
    st.bind(7, p.maxUs);
    st.bind(8, p.errors);
    st.bind(9, p.errorRate);
    st.bind(10, p.clientCpuPct);
    st.bind(11, target ? peakMemoryOf(*target).bytes : uint64_t(0));
    st.bind(12, nowMs());
    st.bind(13, id);
    if (!st.run())
        return false;
    if (db_.changes() != 1) {
        db_.setError("run " + std::to_string(id) + " does not exist or is no longer running");
        return false;
    }
    if (replace) {
        if (!dropProgressChunks(id))
            return false;
    } else {
        SqliteStatement last(db_, "SELECT first_second + seconds FROM run_progress WHERE run_id = ? "
                                  "ORDER BY first_second DESC LIMIT 1");
        last.bind(1, id);
        const int64_t stored = last.step() ? last.columnInt(0) : 0;
        if (last.failed())
            return false;
        if (stored != int64_t(firstSecond)) {
            db_.setError("run " + std::to_string(id) + ": progress from second " + std::to_string(firstSecond) +
                         " does not follow the " + std::to_string(stored) + " seconds stored");
            return false;
        }
    }
    if (!seconds.empty()) {
        SqliteStatement ins(db_, "INSERT INTO run_progress (run_id, first_second, seconds, series) VALUES (?,?,?,?)");
        ins.bind(1, id);
        ins.bind(2, int64_t(firstSecond));
        ins.bind(3, int64_t(seconds.size()));
        ins.bindBlob(4, chunk);
        if (!ins.run())
            return false;
    }
    if (target) {
        SqliteStatement data(db_, "UPDATE run_data SET target = ? WHERE run_id = ?");
        data.bindBlob(1, targetBlob);
        data.bind(2, id);
        if (!data.run())
            return false;
    }
    return tx.commit();
}

bool HistoryStore::finishRun(int64_t id, const RunResult& result)
{
    SqliteTransaction tx(db_);
    // the series is whole in run_data now
    return tx.begun() && writeResult(id, result) && dropProgressChunks(id) && tx.commit();
}

bool HistoryStore::dropProgressChunks(int64_t id)
{
    SqliteStatement del(db_, "DELETE FROM run_progress WHERE run_id = ?");
    del.bind(1, id);
    return del.run();
}

bool HistoryStore::deleteRun(int64_t id)
{
    SqliteTransaction tx(db_);
    if (!tx.begun() || !requireRun(id))
        return false;
    SqliteStatement st(db_, "DELETE FROM runs WHERE id = ?");   // tags and data cascade
    st.bind(1, id);
    return st.run() && tx.commit();
}

bool HistoryStore::setTags(int64_t id, const std::vector<std::string>& tags)
{
    SqliteTransaction tx(db_);
    return tx.begun() && requireRun(id) && writeTags(id, tags) && tx.commit();
}

bool HistoryStore::setNotes(int64_t id, const std::string& notes)
{
    SqliteTransaction tx(db_);
    if (!tx.begun() || !requireRun(id))
        return false;
    SqliteStatement st(db_, "UPDATE runs SET notes = ?, updated_at_ms = ? WHERE id = ?");
    st.bind(1, notes);
    st.bind(2, nowMs());
    st.bind(3, id);
    return st.run() && tx.commit();
}

bool HistoryStore::setName(int64_t id, const std::string& name)
{
    SqliteTransaction tx(db_);
    if (!tx.begun() || !requireRun(id))
        return false;
    SqliteStatement st(db_, "UPDATE runs SET name = ?, updated_at_ms = ? WHERE id = ?");
    st.bind(1, name);
    st.bind(2, nowMs());
    st.bind(3, id);
    return st.run() && tx.commit();
}

int64_t HistoryStore::createSuiteRun(const std::string& name, const std::string& file, int64_t startedAtMs)
{
    SqliteStatement st(db_, "INSERT INTO suite_runs (name, started_at_ms, file, status) VALUES (?,?,?, 'running')");
    st.bind(1, name);
    st.bind(2, startedAtMs);
    st.bind(3, file);
    return st.run() ? db_.lastInsertId() : 0;
}

bool HistoryStore::setSuiteRunStatus(int64_t id, const std::string& status)
{
    SqliteStatement st(db_, "UPDATE suite_runs SET status = ? WHERE id = ?");
    st.bind(1, status);
    st.bind(2, id);
    if (!st.run())
        return false;
    if (db_.changes() != 1) {
        db_.setError("no suite run with id " + std::to_string(id));
        return false;
    }
    return true;
}

} // namespace bw

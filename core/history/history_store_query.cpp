// Reads of the history store: listings, full runs, comparisons.
#include "history_store.h"

#include "history/history_codec.h"
#include "result/result_json.h"
#include "result/run_outcome.h"

#include <QJsonDocument>

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <iterator>
#include <optional>
#include <unordered_map>
#include <thread>
#include <unordered_set>

namespace bw {

namespace {

constexpr char kRowColumns[] =
    "id, name, started_at_ms, status, status_message, source, suite_run_id, notes, target_url, method, "
    "connections, rate, measured_sec, requests, rps, p50_us, p90_us, p99_us, max_us, errors, error_rate, "
    "peak_rss_bytes, client_cpu_pct, verdict, round_group_id, round_index, round_side";

// The verdict a listing shows for a stored one: "fail" for a failed or
// target-exited run and "not-judged" for a stopped or interrupted one,
// whatever the SLO said (as the schema's judged_verdict column does:
// history_schema.cpp, version 13). Into `out`, its room reused (a listing
// judges every row).
std::string_view judgedVerdict(std::string_view status, std::string_view stored)
{
    RunStatus s;   // parsed once
    if (!parseRunStatus(status, &s))
        return stored;
    if (statusFailsRun(s))
        return "fail";
    if (statusLeavesUnjudged(s))
        return "not-judged";
    return stored;
}

void judgeVerdict(std::string& out, std::string_view status, std::string_view stored)
{
    out.assign(judgedVerdict(status, stored));
}

RunRow readRow(const SqliteStatement& st)
{
    RunRow r;
    int c = 0;
    r.id = st.columnInt(c++);
    r.name = st.columnText(c++);
    r.startedAtMs = st.columnInt(c++);
    r.status = st.columnText(c++);
    r.statusMessage = st.columnText(c++);
    r.source = parseRunSource(st.columnText(c++)).value_or(RunSource::Benchwork);
    r.suiteRunId = st.columnIsNull(c) ? 0 : st.columnInt(c);
    ++c;
    r.notes = st.columnText(c++);
    r.targetUrl = st.columnText(c++);
    r.method = st.columnText(c++);
    r.connections = int(st.columnInt(c++));
    r.rate = st.columnDouble(c++);
    r.measuredSec = st.columnDouble(c++);
    r.requests = st.columnU64(c++);
    r.rps = st.columnDouble(c++);
    r.p50Us = st.columnDouble(c++);
    r.p90Us = st.columnDouble(c++);
    r.p99Us = st.columnDouble(c++);
    r.maxUs = st.columnDouble(c++);
    r.errors = st.columnU64(c++);
    r.errorRate = st.columnDouble(c++);
    r.peakRssBytes = st.columnU64(c++);
    r.clientCpuPct = st.columnDouble(c++);
    judgeVerdict(r.verdict, r.status, st.columnView(c++));
    r.roundGroupId = st.columnIsNull(c) ? 0 : st.columnInt(c);
    ++c;
    r.roundIndex = int(st.columnInt(c++));
    r.roundSide = st.columnText(c++);
    return r;
}

// The columns a listing's table shows (HistoryStore::walkRuns): half of
// kRowColumns, and half the time to read at 100,000 runs.
constexpr char kListColumns[] =
    "id, name, started_at_ms, status, source, target_url, rps, p99_us, error_rate, verdict, round_group_id, round_index, "
    "round_side";

// A stored source (nearly always "benchwork": compared before any parse).
RunSource storedSource(std::string_view source)
{
    return source == "benchwork" ? RunSource::Benchwork : parseRunSource(std::string(source)).value_or(RunSource::Benchwork);
}

// What a walk attaches to a listed row after reading it, cleared (a walk
// reads each batch into the rows of the one before).
void clearAttached(RunRow& r)
{
    r.roundGroupKind.clear();
    r.roundGroupName.clear();
    r.roundGroupRps = 0;
    r.roundGroupLowerBound = false;
}

// The listed figures into `r`, its strings' room reused (a walk reads each
// batch into the rows of one before); what a walk attaches after is cleared.
void readListRow(const SqliteStatement& st, RunRow& r)
{
    r.id = st.columnInt(0);
    r.name.assign(st.columnView(1));
    r.startedAtMs = st.columnInt(2);
    r.status.assign(st.columnView(3));
    r.source = storedSource(st.columnView(4));
    r.targetUrl.assign(st.columnView(5));
    r.rps = st.columnDouble(6);
    r.p99Us = st.columnDouble(7);
    r.errorRate = st.columnDouble(8);
    judgeVerdict(r.verdict, r.status, st.columnView(9));
    r.roundGroupId = st.columnIsNull(10) ? 0 : st.columnInt(10);
    r.roundIndex = int(st.columnInt(11));
    r.roundSide.assign(st.columnView(12));
    r.tags.clear();
    clearAttached(r);
}

// A listing's columns of run_list_rows (schema 12), read by readListedRow.
constexpr char kListedColumns[] = "id, started_at_ms, round_group_id, rps, p99_us, error_rate, round_index, texts, "
                                  "tag_count, tags";

// Whether a row of run_list_rows splits as setListedStrings reads it: six
// strings in `texts`, each ended by char(31), and `tagCount` tags, each
// ended so. Not when a name, target or tag holds char(31): the caller reads
// `runs` and `run_tags` instead.
bool listedRowSplits(std::string_view texts, std::string_view tags, int64_t tagCount)
{
    return !texts.empty() && texts.back() == '\x1f' && std::count(texts.begin(), texts.end(), '\x1f') == 6 &&
           (tags.empty() || tags.back() == '\x1f') && std::count(tags.begin(), tags.end(), '\x1f') == tagCount;
}

// The figures of a row of run_list_rows into `r` (its strings: setListedStrings).
void readListedFigures(const SqliteStatement& st, RunRow& r)
{
    r.id = st.columnInt(0);
    r.startedAtMs = st.columnInt(1);
    r.roundGroupId = st.columnInt(2);   // NULL reads as 0: no group
    r.rps = st.columnDouble(3);
    r.p99Us = st.columnDouble(4);
    r.errorRate = st.columnDouble(5);
    r.roundIndex = int(st.columnInt(6));
    clearAttached(r);
}

// The strings of a row of run_list_rows (`texts` and `tags` that split:
// listedRowSplits) into `r` as readListRow reads them from `runs`, the tags
// sorted as run_tags lists them.
// The six strings of a row's `texts` that split (listedRowSplits): status,
// source, stored verdict, side, target URL, name.
void splitListedTexts(std::string_view texts, std::string_view (&f)[6])
{
    for (std::string_view& field : f) {
        const size_t end = texts.find('\x1f');
        field = texts.substr(0, end);
        texts.remove_prefix(end + 1);
    }
}

void setListedStrings(RunRow& r, std::string_view texts, std::string_view tags)
{
    std::string_view f[6];
    splitListedTexts(texts, f);
    r.status.assign(f[0]);
    r.source = storedSource(f[1]);
    judgeVerdict(r.verdict, f[0], f[2]);
    r.roundSide.assign(f[3]);
    r.targetUrl.assign(f[4]);
    r.name.assign(f[5]);
    // Into the tags of the row read before (no string freed and made again
    // for each row: that was a tenth of the walk's own time).
    size_t n = 0;
    for (size_t end; (end = tags.find('\x1f')) != std::string_view::npos; tags.remove_prefix(end + 1), ++n) {
        if (n < r.tags.size())
            r.tags[n].assign(tags.substr(0, end));
        else
            r.tags.emplace_back(tags.substr(0, end));
    }
    r.tags.resize(n);
    std::sort(r.tags.begin(), r.tags.end());
}

// Whether `n` keys from lo to hi are close enough together to read as one
// range (BETWEEN, the keys between them read and left out) rather than one
// by one: runs saved one after another, groups made one after another.
bool closeTogether(int64_t lo, int64_t hi, size_t n) { return uint64_t(hi - lo) < 4 * n; }

// Fills a list of every row from `table` (run_id, value) with one query (a
// correlated subquery per row costs more than the listing itself at 10,000 runs).
template <typename Add>
bool attachPerRun(SqliteDb& db, std::vector<RunRow>& rows, const char* select, Add add)
{
    if (rows.empty())
        return true;
    std::unordered_map<int64_t, RunRow*> byId;
    for (RunRow& r : rows)
        byId[r.id] = &r;
    std::string sql = select;
    if (rows.size() <= 500) {
        // Ids close together (a listing by time or id) as one range of the
        // table's key, read in order; else the ids themselves.
        const auto [lo, hi] = std::minmax_element(rows.begin(), rows.end(),
                                                  [](const RunRow& a, const RunRow& b) { return a.id < b.id; });
        const char* join = std::string(select).find(" WHERE ") == std::string::npos ? " WHERE " : " AND ";
        if (closeTogether(lo->id, hi->id, rows.size())) {
            sql += join + ("run_id BETWEEN " + std::to_string(lo->id) + " AND " + std::to_string(hi->id));
        } else {
            sql += std::string(join) + "run_id IN (";
            for (size_t i = 0; i < rows.size(); ++i)
                sql += (i ? "," : "") + std::to_string(rows[i].id);
            sql += ")";
        }
    }
    SqliteStatement st(db, sql + " ORDER BY 1, 2");
    while (st.step()) {
        const auto it = byId.find(st.columnInt(0));
        if (it != byId.end())
            add(*it->second, st);
    }
    return !st.failed();
}

struct GroupFacts {
    std::string kind, name;
    double rps = 0;
    bool lowerBound = false;
};
// The facts of the groups met so far, and the statement that reads one
// (prepared once: a walk reads a few groups a batch, and parsing a query
// cost more than the seek).
struct GroupCache {
    std::unordered_map<int64_t, GroupFacts> facts;
    std::optional<SqliteStatement> read;
};

// The kind, headline and name of the groups of listed rows, read for those
// not in `groups` already (a walk keeps them from batch to batch).
bool attachGroups(SqliteDb& db, std::vector<RunRow>& rows, GroupCache& groups)
{
    // One lookup a row, none for a row of the group of the row before (a
    // group's rounds come together).
    int64_t lastId = 0;
    const GroupFacts* last = nullptr;
    for (RunRow& r : rows) {
        if (!r.roundGroupId)
            continue;
        if (r.roundGroupId != lastId) {
            const auto [at, fresh] = groups.facts.try_emplace(r.roundGroupId);
            if (fresh) {
                // A capacity search's headline may be a lower bound ("at
                // least"): its result says so (benchwork.capacity/1 "lowerBound").
                if (!groups.read)
                    groups.read.emplace(db, "SELECT kind, headline_rps, name, CASE WHEN kind = 'capacity' AND "
                                            "json_valid(detail_json) THEN json_extract(detail_json, '$.lowerBound') END "
                                            "FROM round_groups WHERE id = ?1");
                SqliteStatement& st = *groups.read;
                st.reset();
                st.bind(1, r.roundGroupId);
                if (st.step())
                    at->second = {st.columnText(0), st.columnText(2), st.columnDouble(1), st.columnInt(3) != 0};
                if (st.failed())
                    return false;
            }
            lastId = r.roundGroupId;
            last = &at->second;
        }
        r.roundGroupKind = last->kind;
        r.roundGroupRps = last->rps;
        r.roundGroupLowerBound = last->lowerBound;
        r.roundGroupName = last->name;
    }
    return true;
}

bool attachGroups(SqliteDb& db, std::vector<RunRow>& rows)
{
    GroupCache groups;
    return attachGroups(db, rows, groups);
}

bool attachTags(SqliteDb& db, std::vector<RunRow>& rows)
{
    return attachPerRun(db, rows, "SELECT run_id, tag FROM run_tags",
                        [](RunRow& r, const SqliteStatement& st) { r.tags.push_back(st.columnText(1)); });
}

// Tags, overlapping runs, request sets and groups of listed rows. A run's
// request set is in its config JSON (`config.mix`); only configs that hold
// one are parsed (the text test is cheap, the JSON functions are not).
bool attachLists(SqliteDb& db, std::vector<RunRow>& rows)
{
    return attachTags(db, rows) &&
           attachPerRun(db, rows, "SELECT run_id, other_run_id FROM run_overlaps",
                        [](RunRow& r, const SqliteStatement& st) { r.overlappingRuns.push_back(st.columnInt(1)); }) &&
           attachPerRun(db, rows,
                        "SELECT run_id, json_array_length(config_json, '$.mix.requests'), "
                        "json_extract(config_json, '$.mix.source') FROM run_data "
                        "WHERE instr(config_json, '\"mix\"') > 0",
                        [](RunRow& r, const SqliteStatement& st) {
                            r.requestEntries = int(st.columnInt(1));
                            r.requestSetSource = st.columnText(2);
                        }) &&
           attachGroups(db, rows);
}

std::string likePattern(const std::string& s)
{
    std::string out = "%";
    for (char ch : s) {
        if (ch == '%' || ch == '_' || ch == '\\')
            out.push_back('\\');
        out.push_back(ch);
    }
    out.push_back('%');
    return out;
}

// A bound parameter: text, or an integer when isInt.
struct Param {
    Param(int64_t v) : isInt(true), n(v) {}
    Param(std::string v) : text(std::move(v)) {}
    bool isInt = false;
    int64_t n = 0;
    std::string text;
};

// The filter's conditions ("1 AND ...") and their parameters.
std::string conditions(const RunFilter& f, std::vector<Param>* params)
{
    std::string w = "1";
    if (!f.text.empty()) {
        w += " AND (name LIKE ? ESCAPE '\\' OR notes LIKE ? ESCAPE '\\' OR target_url LIKE ? ESCAPE '\\')";
        for (int i = 0; i < 3; ++i)
            params->push_back(likePattern(f.text));
    }
    if (!f.tag.empty()) {
        // the tagged runs looked up once (run_tags_tag), not a probe per run
        w += " AND id IN (SELECT run_id FROM run_tags WHERE tag = ?)";
        params->push_back(f.tag);
    }
    if (!f.target.empty()) {
        w += " AND target_url LIKE ? ESCAPE '\\'";
        params->push_back(likePattern(f.target));
    }
    if (f.fromMs > 0) {
        w += " AND started_at_ms >= ?";
        params->push_back(f.fromMs);
    }
    if (f.toMs > 0) {
        w += " AND started_at_ms < ?";
        params->push_back(f.toMs);
    }
    if (!f.verdict.empty()) {
        // The run's verdict as judgeRun() gives it (result/run_outcome.h): a
        // failed or target-exited run has failed, whatever its SLO verdict;
        // a stopped or interrupted run is not judged. The schema's
        // judged_verdict (version 13), in runs_list_started.
        w += " AND judged_verdict = ?";
        params->push_back(f.verdict);
    }
    if (!f.status.empty()) {
        w += " AND status = ?";
        params->push_back(f.status);
    }
    if (!f.source.empty()) {
        w += " AND source = ?";
        params->push_back(f.source);
    }
    if (f.roundGroupId > 0) {
        w += " AND round_group_id = ?";
        params->push_back(f.roundGroupId);
    }
    if (f.suiteRunId > 0) {
        w += " AND suite_run_id = ?";
        params->push_back(f.suiteRunId);
    }
    if (!f.clientWarning.empty()) {
        // The warnings live in the stored summary (no column, no migration);
        // runs saved before they existed carry only clientBound, which is
        // the "cpu-busy" warning.
        w += " AND EXISTS (SELECT 1 FROM run_data d WHERE d.run_id = runs.id AND ("
             "EXISTS (SELECT 1 FROM json_each(d.summary_json, '$.summary.clientWarnings') j WHERE j.value = ?)"
             " OR (? = 'cpu-busy' AND json_type(d.summary_json, '$.summary.clientWarnings') IS NULL"
             " AND json_extract(d.summary_json, '$.summary.clientBound') = 1)))";
        params->push_back(f.clientWarning);
        params->push_back(f.clientWarning);
    }
    return w;
}

// WHERE clause and its parameters for a filter. With wholeGroups a run of a
// round group matches when any run of its group does (the subquery is not
// correlated: SQLite evaluates it once, through runs_round_group).
std::string whereClause(const RunFilter& f, std::vector<Param>* params)
{
    const std::string c = conditions(f, params);
    if (!f.wholeGroups || c == "1")
        return " WHERE " + c;
    conditions(f, params);
    return " WHERE (" + c + ") OR round_group_id IN (SELECT round_group_id FROM runs WHERE (" + c +
           ") AND round_group_id IS NOT NULL)";
}

void bindParams(SqliteStatement& st, const std::vector<Param>& params)
{
    int i = 1;
    for (const Param& p : params) {
        if (p.isInt)
            st.bind(i++, p.n);
        else
            st.bind(i++, p.text);
    }
}

const char* sortColumn(RunSortKey k)
{
    switch (k) {
    case RunSortKey::Started: return "started_at_ms";
    case RunSortKey::Name: return "name COLLATE NOCASE";
    case RunSortKey::Rps: return "rps";
    case RunSortKey::P99: return "p99_us";
    case RunSortKey::Errors: return "errors";
    case RunSortKey::Target: return "target_url";
    case RunSortKey::P50: return "p50_us";
    case RunSortKey::PeakRss: return "peak_rss_bytes";
    case RunSortKey::ClientCpu: return "client_cpu_pct";
    case RunSortKey::Id: return "id";
    }
    return "started_at_ms";
}

double ratio(double v, double base) { return base != 0 ? v / base : 0; }

} // namespace

std::vector<RunRow> HistoryStore::listRuns(const RunFilter& f, bool* ok)
{
    std::vector<Param> params;
    std::string sql = std::string("SELECT ") + kRowColumns + " FROM runs" + whereClause(f, &params);
    sql += std::string(" ORDER BY ") + sortColumn(f.sort) + (f.descending ? " DESC" : " ASC") +
           (f.descending ? ", id DESC" : ", id ASC");
    if (f.limit > 0)
        sql += " LIMIT " + std::to_string(f.limit) + " OFFSET " + std::to_string(std::max(0, f.offset));
    std::vector<RunRow> rows;
    SqliteStatement st(db_, sql);
    bindParams(st, params);
    while (st.step())
        rows.push_back(readRow(st));
    const bool good = !st.failed() && attachLists(db_, rows);
    if (ok)
        *ok = good;
    return rows;
}

RunIndex HistoryStore::listIndex(const RunFilter& f, bool* ok, bool collapseGroups)
{
    bool complete = true;
    return readIndex(f, collapseGroups, -1, &complete, ok);
}

RunIndex HistoryStore::listIndexStart(const RunFilter& f, int64_t runs, bool* complete, bool* ok)
{
    return readIndex(f, true, std::max<int64_t>(runs, 0), complete, ok);
}

namespace {

// The first and last start time of any run (two seeks of the listing's
// key); false on error or with no run.
bool queryStartedSpan(SqliteDb& db, int64_t* first, int64_t* last)
{
    SqliteStatement st(db, "SELECT (SELECT min(started_at_ms) FROM run_list_rows), (SELECT max(started_at_ms) FROM run_list_rows)");
    if (!st.step() || st.columnIsNull(0))
        return false;
    *first = st.columnInt(0);
    *last = st.columnInt(1);
    return true;
}

// A run a filter listing groups whole read, and its group (0: none).
struct SeenRun {
    int64_t id, group;
};

// `f`'s runs (filtered, groups whole: its condition `c`, read `from` as
// readIndex chose) in its order, into `seen`: a run of no group read when
// it matches, a grouped run whatever it is, and its group put in `matched`
// when it matches itself (one pass, where a subquery made a second). With
// `window`, the runs started in [first, second) alone. False: SQLite failed.
bool readWholeGroups(SqliteDb& db, const RunFilter& f, const std::string& c, const std::string& from, const std::string& order,
                     const std::pair<int64_t, int64_t>* window, std::vector<SeenRun>& seen,
                     std::unordered_set<int64_t>& matched)
{
    std::vector<Param> params;
    conditions(f, &params);
    conditions(f, &params);   // bound twice: in the column and in WHERE
    SqliteStatement st(db, "SELECT id, round_group_id, CASE WHEN round_group_id IS NULL THEN 1 ELSE (" + c + ") END" + from
                               + " WHERE (round_group_id IS NOT NULL OR (" + c + "))"
                               + (window ? " AND started_at_ms >= ? AND started_at_ms < ?" : "") + order);
    bindParams(st, params);
    if (window) {
        st.bind(int(params.size()) + 1, window->first);
        st.bind(int(params.size()) + 2, window->second);
    }
    while (st.step()) {
        const int64_t group = st.columnIsNull(1) ? 0 : st.columnInt(1);
        seen.push_back({st.columnInt(0), group});
        if (group && st.columnInt(2))
            matched.insert(group);
    }
    return !st.failed();
}

// readIndex's FROM and ORDER BY for `f` (`filtered`: its condition is not "1").
std::pair<std::string, std::string> indexSource(const RunFilter& f, bool filtered)
{
    // What is read. Unfiltered: the sort column's own index, in the
    // listing's order, nothing sorted. Filtered by start time, verdict,
    // status, source, tag or group and listed by start time (the window's
    // default): runs_list_started, which holds those columns (schema 11),
    // in order. Any other filter: one pass over the table and a sort of the
    // runs that match; walking an index would read the table at random for
    // every run to test it (4.5 s for a million, ten times the pass).
    const bool covered = f.text.empty() && f.target.empty() && f.suiteRunId == 0 && f.clientWarning.empty();
    std::string from = std::string(" FROM runs")
                       + (!filtered                                  ? ""
                          : f.sort == RunSortKey::Started && covered ? " INDEXED BY runs_list_started"
                                                                     : " NOT INDEXED");
    std::string order = std::string(" ORDER BY ") + sortColumn(f.sort) + (f.descending ? " DESC, id DESC" : " ASC, id ASC");
    return {std::move(from), std::move(order)};
}

// Adds run `id` of `group` (0: none) to `index`, the listing's next run: a
// group listed where its first run sorts when `collapse`.
void addToIndex(RunIndex& index, int64_t id, int64_t group, bool collapse)
{
    ++index.runs;
    if (group && index.groupRuns[group]++ > 0 && collapse)
        return;   // listed already, where its first run sorts
    index.ids.push_back(id);
    index.groups.push_back(group);
}

} // namespace

RunIndex HistoryStore::readIndex(const RunFilter& f, bool collapseGroups, int64_t limit, bool* complete, bool* ok)
{
    std::vector<Param> params;
    const std::string c = conditions(f, &params);
    const bool filtered = c != "1";
    const auto [from, order] = indexSource(f, filtered);
    RunIndex index;
    auto add = [&](int64_t id, int64_t group) { addToIndex(index, id, group, collapseGroups); };
    bool good = true;
    if (!filtered || !f.wholeGroups) {
        // Unfiltered, the runs listed are every run: countAllRuns' count,
        // of the state read before (a commit in between: counted again).
        const auto before = filtered ? std::nullopt : changeState();
        SqliteStatement st(db_, "SELECT id, round_group_id" + from + " WHERE " + c + order
                                    + (limit >= 0 ? " LIMIT " + std::to_string(limit + 1) : std::string()));
        bindParams(st, params);
        // One run more than asked for says whether any was left out.
        bool more = false;
        while ((more = st.step())) {
            if (limit >= 0 && index.runs == limit)
                break;
            add(st.columnInt(0), st.columnIsNull(1) ? 0 : st.columnInt(1));
        }
        *complete = !more;
        good = !st.failed();
        if (good && before && *complete)
            allRunsCount_ = {index.runs, *before};
    } else {
        // A group is listed whole when any of its runs matches: its runs
        // come in the same pass as the matches, and the groups with a match
        // are kept after.
        std::vector<SeenRun> seen;
        std::unordered_set<int64_t> matched;   // groups with a run that matches
        good = readWholeGroups(db_, f, c, from, order, nullptr, seen, matched);
        *complete = true;
        index.ids.reserve(seen.size());
        index.groups.reserve(seen.size());
        for (const SeenRun& s : seen)
            if (!s.group || matched.count(s.group))
                add(s.id, s.group);
    }
    if (ok)
        *ok = good;
    return index;
}

bool HistoryStore::beginReadWith(HistoryStore& other)
{
    const char* file = sqlite3_db_filename(db_.handle(), "main");
    SqliteDb lock;
    if (!file || !*file || !lock.open(file) || !lock.exec("BEGIN IMMEDIATE"))
        return false;
    // any read fixes a transaction's snapshot
    const char* read = "SELECT count(*) FROM (SELECT 1 FROM runs LIMIT 1)";
    int64_t any = 0;
    const bool began = db_.exec("BEGIN") && db_.queryInt(read, &any) && other.db_.exec("BEGIN") && other.db_.queryInt(read, &any);
    lock.exec("ROLLBACK");
    if (!began) {
        for (SqliteDb* db : {&db_, &other.db_})
            if (db->inTransaction())
                db->exec("ROLLBACK");
    }
    return began;
}

RunIndex HistoryStore::listIndexWith(const RunFilter& f, HistoryStore& helper, bool* ok, int64_t fewestRuns, bool* inParts)
{
    if (inParts)
        *inParts = false;
    std::vector<Param> params;
    const std::string c = conditions(f, &params);
    // Only a filter the start time's index answers, in its order: each
    // part then reads its own range of the index. Any other would read the
    // whole table for each part (text, target, client health), or build the
    // tag's runs again for each (a tag at a million runs: 2.8x the work).
    const bool covered = f.text.empty() && f.target.empty() && f.suiteRunId == 0 && f.clientWarning.empty() && f.tag.empty();
    int64_t most = 0, first = 0, last = 0;
    if (c == "1" || !covered || !f.wholeGroups || f.sort != RunSortKey::Started
        || !db_.queryInt("SELECT max(id) FROM runs", &most) || most < fewestRuns || !beginReadWith(helper))
        return listIndex(f, ok);
    struct EndRead {
        SqliteDb &a, &b;
        ~EndRead()
        {
            a.exec("COMMIT");
            b.exec("COMMIT");
        }
    } endRead{db_, helper.db_};
    // (the span of the snapshot's runs)
    if (!queryStartedSpan(db_, &first, &last)) {
        if (ok)
            *ok = true;
        return RunIndex{};   // no run
    }
    if (inParts)
        *inParts = true;
    // Parts of equal spans of start time in the listing's order, each
    // thread taking the next (cores of uneven speed share them unevenly).
    constexpr int64_t kParts = 8;
    const int64_t width = (last - first) / kParts + 1;
    // Named, not a structured binding: the lambda below reads them, which
    // clang before 16 (Apple's before Xcode 15) does not allow of a binding.
    const std::pair<std::string, std::string> source = indexSource(f, true);
    const std::string& from = source.first;
    const std::string& order = source.second;
    struct Part {
        std::vector<SeenRun> seen;
        std::unordered_set<int64_t> matched;
        std::string error;   // SQLite's, when it failed
    };
    std::vector<Part> parts(kParts);
    std::atomic<int64_t> next{0};
    auto work = [&](SqliteDb& db) {
        for (int64_t p; (p = next.fetch_add(1)) < kParts;) {
            const int64_t start = f.descending ? last + 1 - (p + 1) * width : first + p * width;
            const std::pair<int64_t, int64_t> window{std::max(first, start), std::min(last + 1, start + width)};
            Part& part = parts[size_t(p)];
            if (!readWholeGroups(db, f, c, from, order, &window, part.seen, part.matched))
                part.error = db.error().empty() ? "reading the runs failed" : db.error();
        }
    };
    std::thread second([&] { work(helper.db_); });
    work(db_);
    second.join();
    RunIndex index;
    std::unordered_set<int64_t> matched;
    size_t runs = 0;
    for (Part& part : parts) {
        if (!part.error.empty()) {
            if (ok)
                *ok = false;
            db_.setError(part.error);
            return RunIndex{};
        }
        matched.merge(part.matched);
        runs += part.seen.size();
    }
    index.ids.reserve(runs);
    index.groups.reserve(runs);
    for (const Part& part : parts)
        for (const SeenRun& s : part.seen)
            if (!s.group || matched.count(s.group))
                addToIndex(index, s.id, s.group, true);
    if (ok)
        *ok = true;
    return index;
}

bool HistoryStore::walkReadsInOrder(const RunFilter& f)
{
    std::vector<Param> params;
    return f.sort == RunSortKey::Started && whereClause(f, &params) == " WHERE 1";
}

HistoryStore::ListBatch::ListedText HistoryStore::ListBatch::text(const Listed& e) const
{
    const std::string_view all(storedText);
    std::string_view f[6];
    splitListedTexts(all.substr(e.texts, e.textsSize), f);
    ListedText t;
    t.status = f[0];
    t.source = storedSource(f[1]);
    t.verdict = judgedVerdict(f[0], f[2]);
    t.roundSide = f[3];
    t.targetUrl = f[4];
    t.name = f[5];
    t.tag = all.substr(e.tag, e.tagSize);
    return t;
}

void HistoryStore::ListBatch::settleWhole()
{
    const std::string_view text(storedText);
    for (const Stored& s : stored)
        setListedStrings((s.round ? rounds : rows)[s.index], text.substr(s.texts, s.textsSize),
                         text.substr(s.tags, s.tagsSize));
    stored.clear();
}

void HistoryStore::ListBatch::settle()
{
    settleWhole();
    if (!listed.empty()) {
        std::vector<RunRow> all(listed.size());
        for (size_t i = 0; i < listed.size(); ++i) {
            const Listed& e = listed[i];
            RunRow& r = all[i];
            if (e.whole >= 0) {
                r = std::move(rows[size_t(e.whole)]);
                continue;
            }
            const ListedText t = text(e);
            r.id = e.id;
            r.startedAtMs = e.startedAtMs;
            r.rps = e.rps;
            r.p99Us = e.p99Us;
            r.errorRate = e.errorRate;
            r.roundIndex = e.roundIndex;
            r.roundSide = t.roundSide;
            r.status = t.status;
            r.source = t.source;
            r.verdict = t.verdict;
            r.targetUrl = t.targetUrl;
            r.name = t.name;
            if (!t.tag.empty())
                r.tags.emplace_back(t.tag);
        }
        rows = std::move(all);
        listed.clear();
    }
    storedText.clear();
}

bool HistoryStore::walkRuns(const RunFilter& f, size_t batchSize, const std::function<bool(ListBatch&)>& sink,
                            bool deferText)
{
    return walk(f, batchSize, sink, deferText, nullptr);
}

bool HistoryStore::walkStartedBetween(int64_t fromMs, int64_t toMs, bool descending, size_t batchSize,
                                      const std::function<bool(ListBatch&)>& sink)
{
    RunFilter f;
    f.descending = descending;
    const std::pair<int64_t, int64_t> window{fromMs, toMs};
    return walk(f, batchSize, sink, true, &window);
}

bool HistoryStore::startedSpan(int64_t* first, int64_t* last) { return queryStartedSpan(db_, first, last); }

bool HistoryStore::walk(const RunFilter& f, size_t batchSize, const std::function<bool(ListBatch&)>& sink, bool deferText,
                        const std::pair<int64_t, int64_t>* window)
{
    std::vector<Param> params;
    const std::string where = whereClause(f, &params);
    // Filtered: one pass over the table and a sort of the runs that match.
    // Unfiltered by start time: run_list_rows (schema 12) in its order, the
    // rows as they come. Unfiltered by anything else: the sort column's
    // index walked alone for the ids, and each
    // batch's rows read as one range of the table when their ids are close
    // together (a listing by time: runs are saved as they start), else one
    // by one; a seek from the root for each row cost as much as reading it.
    // One read transaction: the ids and the rows are of the same moment.
    const bool filtered = where != " WHERE 1";
    const bool byTime = walkReadsInOrder(f);
    // One read transaction, or the caller's.
    const bool own = !db_.inTransaction();
    if (own && !db_.exec("BEGIN"))
        return false;
    struct EndRead {   // after every statement below is done
        SqliteDb& db;
        bool own;
        ~EndRead()
        {
            if (own)
                db.exec("COMMIT");
        }
    } endRead{db_, own};
    const std::string order = std::string(" ORDER BY ") + sortColumn(f.sort) + (f.descending ? " DESC, id DESC" : " ASC, id ASC");
    SqliteStatement st(db_, filtered ? std::string("SELECT ") + kListColumns + " FROM runs NOT INDEXED" + where + order
                            : byTime ? std::string("SELECT ") + kListedColumns + " FROM run_list_rows"
                                           + (window ? " WHERE started_at_ms >= ?1 AND started_at_ms < ?2" : "") + order
                                     : "SELECT id FROM runs" + order);
    bindParams(st, params);
    if (window && byTime) {
        st.bind(1, window->first);
        st.bind(2, window->second);
    }
    batchSize = std::max<size_t>(1, batchSize);
    ListBatch batch;
    batch.rows.reserve(batchSize);
    SqliteStatement range(db_, std::string("SELECT ") + kListColumns + " FROM runs WHERE id BETWEEN ?1 AND ?2");
    SqliteStatement one(db_, std::string("SELECT ") + kListColumns + " FROM runs WHERE id = ?1");
    SqliteStatement rangeTags(db_, "SELECT run_id, tag FROM run_tags WHERE run_id BETWEEN ?1 AND ?2 ORDER BY 1, 2");
    SqliteStatement runTags(db_, "SELECT tag FROM run_tags WHERE run_id = ?1 ORDER BY tag");
    auto readTags = [&](RunRow& r) {   // one run's, by its own seek
        runTags.reset();
        runTags.bind(1, r.id);
        while (runTags.step())
            r.tags.push_back(runTags.columnText(0));
        return !runTags.failed();
    };
    // Tags of a batch's rows and rounds (runs of the same time: one pass):
    // one range of run_tags when their ids are close together, a few
    // scattered runs one by one, many (a listing by figures) by attachTags'
    // query. The statements are prepared once: a query's parsing cost more
    // than its seeks.
    std::vector<RunRow*> byId;
    auto tag = [&](std::vector<RunRow>& rows, std::vector<RunRow>& rounds) -> bool {
        byId.clear();
        for (RunRow& r : rows)
            byId.push_back(&r);
        for (RunRow& r : rounds)
            byId.push_back(&r);
        if (byId.empty())
            return true;
        std::sort(byId.begin(), byId.end(), [](const RunRow* a, const RunRow* b) { return a->id < b->id; });
        if (!closeTogether(byId.front()->id, byId.back()->id, byId.size())) {
            if (byId.size() > 64)
                return attachTags(db_, rows) && attachTags(db_, rounds);
            for (RunRow* r : byId)
                if (!readTags(*r))
                    return false;
            return true;
        }
        rangeTags.reset();
        rangeTags.bind(1, byId.front()->id);
        rangeTags.bind(2, byId.back()->id);
        size_t at = 0;   // rows and tags both in id order: walked together
        while (rangeTags.step()) {
            const int64_t id = rangeTags.columnInt(0);
            while (at < byId.size() && byId[at]->id < id)
                ++at;
            // a group's first run is in the rows and in the rounds: both tagged
            for (size_t same = at; same < byId.size() && byId[same]->id == id; ++same)
                byId[same]->tags.push_back(rangeTags.columnText(1));
        }
        return !rangeTags.failed();
    };
    std::vector<int64_t> ids;
    ids.reserve(batchSize);
    std::vector<int32_t> slot;   // of each id in the range: its place in the batch, -1 none
    std::vector<bool> have;      // each place's row read
    // The batch's rows for `ids`, in their order; false: the store failed.
    auto readIds = [&]() -> bool {
        if (ids.empty())
            return true;
        const auto [lo, hi] = std::minmax_element(ids.begin(), ids.end());
        const bool dense = closeTogether(*lo, *hi, ids.size());
        batch.rows.resize(ids.size());   // the rows of a batch before, their room reused
        have.assign(ids.size(), false);
        if (dense) {
            slot.assign(size_t(*hi - *lo + 1), -1);
            for (size_t i = 0; i < ids.size(); ++i)
                slot[size_t(ids[i] - *lo)] = int32_t(i);
            range.reset();
            range.bind(1, *lo);
            range.bind(2, *hi);
            while (range.step()) {
                const int32_t at = slot[size_t(range.columnInt(0) - *lo)];
                if (at >= 0) {
                    readListRow(range, batch.rows[size_t(at)]);
                    have[size_t(at)] = true;
                }
            }
            if (range.failed())
                return false;
        } else {
            for (size_t i = 0; i < ids.size(); ++i) {
                one.reset();
                one.bind(1, ids[i]);
                if (one.step()) {
                    readListRow(one, batch.rows[i]);
                    have[i] = true;
                }
                if (one.failed())
                    return false;
            }
        }
        size_t kept = 0;   // (every one: the ids were read in this transaction)
        for (size_t i = 0; i < batch.rows.size(); ++i)
            if (have[i] && kept++ != i)
                std::swap(batch.rows[kept - 1], batch.rows[i]);
        batch.rows.resize(kept);
        return true;
    };
    std::unordered_set<int64_t> met;   // groups whose rounds were handed already
    GroupCache groups;                 // and their facts
    // A group's rounds: by time, from run_list_rows and its index of groups
    // (the pages the listing reads); else from `runs`.
    const std::string roundsFrom = byTime ? std::string("SELECT ") + kListedColumns + " FROM run_list_rows WHERE "
                                          : std::string("SELECT ") + kListColumns + " FROM runs WHERE ";
    const int groupColumn = byTime ? 2 : 10;   // round_group_id in kListedColumns, kListColumns
    // Group by group (by time, run_list_rows_group's own order: no sort).
    SqliteStatement groupRange(db_, roundsFrom + "round_group_id BETWEEN ?1 AND ?2 ORDER BY round_group_id, started_at_ms, id");
    // A row of a statement over run_list_rows (byTime) or `runs` into `r`;
    // false: the store failed.
    // (`round`, `index`: where `r` is in the batch, for strings left as stored)
    auto readInto = [&](const SqliteStatement& s, RunRow& r, bool round, size_t index) {
        if (!byTime) {
            readListRow(s, r);
            return true;
        }
        const std::string_view texts = s.columnView(7), tags = s.columnView(9);
        if (listedRowSplits(texts, tags, s.columnInt(8))) {
            readListedFigures(s, r);
            if (!deferText) {
                setListedStrings(r, texts, tags);
                return true;
            }
            ListBatch::Stored& at = batch.stored.emplace_back();
            at.round = round;
            at.index = uint32_t(index);
            at.texts = uint32_t(batch.storedText.size());
            at.textsSize = uint32_t(texts.size());
            batch.storedText += texts;
            at.tags = uint32_t(batch.storedText.size());
            at.tagsSize = uint32_t(tags.size());
            batch.storedText += tags;
            return true;
        }
        // Strings that do not split: the tables' row and tags.
        one.reset();
        one.bind(1, s.columnInt(0));
        if (!one.step()) {   // kept by triggers in the same transaction: always there
            if (!one.failed())
                db_.setError("run " + std::to_string(s.columnInt(0)) + " is listed in run_list_rows but not in runs");
            return false;
        }
        readListRow(one, r);
        return readTags(r);
    };
    std::vector<int64_t> fresh;
    // Rounds a batch had more of than the next: kept, their strings' room
    // reused when a later batch has more (rather than freed and made again).
    std::vector<RunRow> spareRounds;
    auto keepRounds = [&](size_t n) {
        while (batch.rounds.size() > n) {
            spareRounds.push_back(std::move(batch.rounds.back()));
            batch.rounds.pop_back();
        }
    };
    bool storeOk = true;
    // Reads the rounds of the batch's new groups and hands the batch over;
    // false: stop (the store failed, or the sink had enough).
    auto hand = [&] {
        fresh.clear();
        for (const RunRow& r : batch.rows)
            if (r.roundGroupId && met.insert(r.roundGroupId).second)
                fresh.push_back(r.roundGroupId);
        if (fresh.empty())
            keepRounds(0);
        else {
            // Groups made one after another have ids close together: one
            // range of runs_round_group, the other groups' runs left out.
            // (sorted: its ends are the range, and a round's group is found
            // in it by a binary search below)
            std::sort(fresh.begin(), fresh.end());
            std::optional<SqliteStatement> scattered;
            SqliteStatement* rounds = &groupRange;
            if (closeTogether(fresh.front(), fresh.back(), fresh.size())) {
                groupRange.reset();
                groupRange.bind(1, fresh.front());
                groupRange.bind(2, fresh.back());
            } else {
                std::string cond = "round_group_id IN (";
                for (size_t i = 0; i < fresh.size(); ++i)
                    cond += (i ? "," : "") + std::to_string(fresh[i]);
                scattered.emplace(db_, roundsFrom + cond + ") ORDER BY round_group_id, started_at_ms, id");
                rounds = &*scattered;
            }
            // Read into the rounds of a batch before (their strings' room
            // reused); a round of a group not wanted here is read over.
            size_t n = 0;
            while (storeOk && rounds->step()) {
                if (!std::binary_search(fresh.begin(), fresh.end(), rounds->columnInt(groupColumn)))
                    continue;
                if (n == batch.rounds.size()) {
                    if (spareRounds.empty())
                        batch.rounds.emplace_back();
                    else {
                        batch.rounds.push_back(std::move(spareRounds.back()));
                        spareRounds.pop_back();
                    }
                }
                storeOk = readInto(*rounds, batch.rounds[n], true, n);
                ++n;
            }
            keepRounds(n);
            storeOk = storeOk && !rounds->failed() && attachGroups(db_, batch.rounds, groups);
        }
        // (by time, the tags came with the rows)
        storeOk = storeOk && (byTime || tag(batch.rows, batch.rounds)) && attachGroups(db_, batch.rows, groups);
        if (!storeOk || !sink(batch))
            return false;
        batch.stored.clear();   // (the sink's batch to read into next: its strings were settled)
        batch.storedText.clear();
        batch.listed.clear();
        return true;
    };
    if (filtered || byTime) {
        // With deferText, by time: a loose run (no group, at most one tag,
        // its strings splitting) is a ListBatch::Listed alone, its figures
        // and strings as stored; any other is a row of the batch too.
        const bool compact = byTime && deferText;
        auto readLoose = [&](ListBatch::Listed& e) {
            const std::string_view texts = st.columnView(7), tags = st.columnView(9);
            const int64_t tagCount = st.columnInt(8);
            if (!st.columnIsNull(2) || tagCount > 1 || !listedRowSplits(texts, tags, tagCount))
                return false;
            e.id = st.columnInt(0);
            e.startedAtMs = st.columnInt(1);
            e.rps = st.columnDouble(3);
            e.p99Us = st.columnDouble(4);
            e.errorRate = st.columnDouble(5);
            e.roundIndex = int32_t(st.columnInt(6));
            e.whole = -1;
            e.texts = uint32_t(batch.storedText.size());
            e.textsSize = uint32_t(texts.size());
            batch.storedText += texts;
            e.tag = uint32_t(batch.storedText.size());
            e.tagSize = uint32_t(tags.empty() ? 0 : tags.size() - 1);   // without its end mark
            batch.storedText += tags.substr(0, e.tagSize);
            return true;
        };
        size_t n = 0;         // rows read into the batch (its rows kept from one to the next)
        size_t entries = 0;   // the batch's rows and loose runs
        while (st.step()) {
            ListBatch::Listed* e = compact ? &batch.listed.emplace_back() : nullptr;
            if (!e || !readLoose(*e)) {
                if (e) {
                    e->id = st.columnInt(0);
                    e->whole = int32_t(n);
                }
                if (n == batch.rows.size())
                    batch.rows.emplace_back();
                if (!readInto(st, batch.rows[n], false, n))
                    return false;
                ++n;
            }
            if (++entries == batchSize) {
                batch.rows.resize(n);
                if (!hand())
                    return storeOk;
                n = 0;
                entries = 0;
            }
        }
        if (st.failed())
            return false;
        batch.rows.resize(n);
        if (entries)
            hand();
        return storeOk;
    }
    auto handIds = [&] {
        storeOk = readIds();
        ids.clear();
        return storeOk && hand();
    };
    while (st.step()) {
        ids.push_back(st.columnInt(0));
        if (ids.size() == batchSize && !handIds())
            return storeOk;
    }
    if (st.failed())
        return false;
    if (!ids.empty())
        handIds();
    return storeOk;
}

int64_t HistoryStore::countEntries(const RunFilter& f)
{
    std::vector<Param> params;
    const std::string where = whereClause(f, &params);
    // Unfiltered: the runs counted over the narrowest index, the grouped
    // ones over runs_round_group alone (one pass over the table for all
    // three: 150 ms at a million runs).
    SqliteStatement st(db_, where == " WHERE 1"
                                ? "SELECT (SELECT count(*) FROM runs) - count(round_group_id) + count(DISTINCT round_group_id) "
                                  "FROM runs WHERE round_group_id IS NOT NULL"
                                : "SELECT count(*) - count(round_group_id) + count(DISTINCT round_group_id) FROM runs" + where);
    bindParams(st, params);
    const int64_t n = st.step() ? st.columnInt(0) : -1;
    return st.failed() ? -1 : n;
}

std::vector<RunRow> HistoryStore::runRows(const std::vector<int64_t>& ids, bool* ok)
{
    std::vector<RunRow> rows;
    rows.reserve(ids.size());
    bool good = true;
    // in batches, so that a statement's id list stays short
    constexpr size_t kBatch = 500;
    std::unordered_map<int64_t, size_t> position;   // of each id in `ids`
    std::vector<RunRow> got;
    for (size_t start = 0; start < ids.size() && good; start += kBatch) {
        const size_t end = std::min(ids.size(), start + kBatch);
        std::string list;
        position.clear();
        for (size_t i = start; i < end; ++i) {
            list += (i > start ? "," : "") + std::to_string(ids[i]);
            position.emplace(ids[i], i);
        }
        SqliteStatement st(db_, std::string("SELECT ") + kRowColumns + " FROM runs WHERE id IN (" + list + ")");
        got.clear();
        while (st.step())
            got.push_back(readRow(st));
        good = !st.failed() && attachLists(db_, got);
        // back into the order asked for
        std::sort(got.begin(), got.end(), [&](const RunRow& a, const RunRow& b) { return position[a.id] < position[b.id]; });
        std::move(got.begin(), got.end(), std::back_inserter(rows));
    }
    if (ok)
        *ok = good;
    return rows;
}

int64_t HistoryStore::countRuns(const RunFilter& f)
{
    std::vector<Param> params;
    SqliteStatement st(db_, "SELECT count(*) FROM runs" + whereClause(f, &params));
    bindParams(st, params);
    const int64_t n = st.step() ? st.columnInt(0) : -1;
    return st.failed() ? -1 : n;
}

std::optional<HistoryStore::ChangeState> HistoryStore::changeState()
{
    ChangeState s;
    if (!db_.queryInt("PRAGMA data_version", &s.dataVersion))
        return std::nullopt;
    s.ownChanges = db_.totalChanges();
    return s;
}

int64_t HistoryStore::countAllRuns()
{
    // (an unfiltered listIndex leaves its count here too)
    const auto now = changeState();
    if (!now)
        return -1;
    if (allRunsCount_.runs >= 0 && allRunsCount_.state == *now)
        return allRunsCount_.runs;
    const int64_t n = countRuns(RunFilter{});
    allRunsCount_ = {n, *now};
    return n;
}

std::optional<RunRow> HistoryStore::runRow(int64_t id)
{
    SqliteStatement st(db_, std::string("SELECT ") + kRowColumns + " FROM runs WHERE id = ?");
    st.bind(1, id);
    if (st.step()) {
        std::vector<RunRow> one{readRow(st)};
        if (!attachLists(db_, one))
            return std::nullopt;
        return one.front();
    }
    if (!st.failed())
        db_.setError("no run with id " + std::to_string(id));
    return std::nullopt;
}

std::optional<RunResult> HistoryStore::loadRun(int64_t id)
{
    SqliteStatement st(db_, "SELECT r.name, r.started_at_ms, r.status, r.status_message, r.owner_pid, d.config_json, "
                            "d.environment_json, d.summary_json, d.series, d.target, d.latency_hist, "
                            "d.latency_intended_hist, r.measured_sec, r.requests, r.rps, r.p50_us, r.p90_us, "
                            "r.p99_us, r.max_us, r.client_cpu_pct, d.request_hists, d.flow_hists "
                            "FROM runs r LEFT JOIN run_data d ON d.run_id = r.id WHERE r.id = ?");
    st.bind(1, id);
    if (!st.step()) {
        if (!st.failed())
            db_.setError("no run with id " + std::to_string(id));
        return std::nullopt;
    }
    const std::string where = "run " + std::to_string(id) + ": ";
    auto parseObject = [](const std::string& text, QJsonObject* out) {
        QJsonParseError pe;
        const QJsonDocument d = QJsonDocument::fromJson(QByteArray::fromStdString(text), &pe);
        *out = d.object();
        return pe.error == QJsonParseError::NoError && d.isObject();
    };
    QJsonObject doc, config, env;
    if (!parseObject(st.columnText(7), &doc) || !parseObject(st.columnText(5), &config) ||
        !parseObject(st.columnText(6), &env)) {
        db_.setError(where + "stored JSON is corrupt");
        return std::nullopt;
    }
    const std::string status = st.columnText(2);
    const bool running = status == "running";
    const bool partial = !doc.contains(QStringLiteral("summary"));   // begun, never finished
    doc.insert(QStringLiteral("schema"), QString::fromLatin1(kRunSchema));
    doc.insert(QStringLiteral("name"), QString::fromStdString(st.columnText(0)));
    doc.insert(QStringLiteral("startedAtMs"), double(st.columnInt(1)));
    doc.insert(QStringLiteral("status"), running ? QStringLiteral("interrupted") : QString::fromStdString(status));
    doc.insert(QStringLiteral("statusMessage"),
               running ? QStringLiteral("still running (pid %1)").arg(st.columnInt(4))
                       : QString::fromStdString(st.columnText(3)));
    doc.insert(QStringLiteral("config"), config);
    doc.insert(QStringLiteral("environment"), env);

    RunResult r;
    QString error;
    if (!runResultFromJson(doc, &r, &error)) {
        db_.setError(where + error.toStdString());
        return std::nullopt;
    }
    const std::string seriesBlob = st.columnBlob(8);
    const bool whole = !seriesBlob.empty();   // else a run that never finished: its progress chunks
    auto series = whole ? decodeSeriesBlob(seriesBlob) : readProgressChunks(id);
    if (!series) {
        db_.setError(where + series.error().text());
        return std::nullopt;
    }
    r.series = std::move(*series);
    auto target = decodeTargetBlob(st.columnBlob(9));
    if (!target) {
        db_.setError(where + target.error().text());
        return std::nullopt;
    }
    r.target = std::move(*target);
    const std::string h1 = st.columnBlob(10), h2 = st.columnBlob(11);
    if ((!h1.empty() && !r.latency.decode(h1)) || (!h2.empty() && !r.latencyIntended.decode(h2))) {
        db_.setError(where + "stored latency histogram is corrupt");
        return std::nullopt;
    }
    if (auto e = decodeRequestHistogramsBlob(st.columnBlob(20), &r.byRequest)) {
        db_.setError(where + e->text());
        return std::nullopt;
    }
    if (auto e = decodeFlowHistogramsBlob(st.columnBlob(21), &r.byStep, &r.byFlow)) {
        db_.setError(where + e->text());
        return std::nullopt;
    }
    std::vector<RunRow> one{RunRow{}};
    one.front().id = id;
    if (!attachLists(db_, one))
        return std::nullopt;
    r.historyId = id;
    r.tags = std::move(one.front().tags);
    r.overlappingRuns = std::move(one.front().overlappingRuns);
    if (partial) {
        // Only progress was recorded: the summary is what the series told.
        r.measuredSec = st.columnDouble(12);
        r.requests = st.columnU64(13);
        r.rps = st.columnDouble(14);
        r.latencySummary.count = r.requests;
        r.latencySummary.p50Us = st.columnDouble(15);
        r.latencySummary.p90Us = st.columnDouble(16);
        r.latencySummary.p99Us = st.columnDouble(17);
        r.latencySummary.maxUs = st.columnDouble(18);
        r.clientCpuPct = st.columnDouble(19);
        for (const SecondStats& s : r.series)
            if (!s.warmup)
                r.errors.add(s.errors);
    }
    return r;
}

std::vector<int64_t> HistoryStore::overlappingRuns(int64_t id)
{
    std::vector<RunRow> one{RunRow{}};
    one.front().id = id;
    if (!attachLists(db_, one))
        return {};
    return one.front().overlappingRuns;
}

Result<std::vector<SecondStats>> HistoryStore::readProgressChunks(int64_t id)
{
    std::vector<SecondStats> out;
    SqliteStatement st(db_, "SELECT first_second, series FROM run_progress WHERE run_id = ? ORDER BY first_second");
    st.bind(1, id);
    while (st.step()) {
        const int64_t first = st.columnInt(0);
        if (first != int64_t(out.size()))
            return Error(std::string(),
                         "stored progress jumps from second " + std::to_string(out.size()) + " to " + std::to_string(first));
        const auto chunk = decodeSeriesBlob(st.columnBlob(1));
        if (!chunk)
            return chunk.error();
        out.insert(out.end(), chunk->begin(), chunk->end());
    }
    if (st.failed())
        return Error(std::string(), db_.error());
    return out;
}

std::optional<Comparison> HistoryStore::compareRuns(const std::vector<int64_t>& ids, int64_t baselineId)
{
    if (ids.empty()) {
        db_.setError("no runs to compare");
        return std::nullopt;
    }
    if (baselineId == 0)
        baselineId = ids.front();
    if (std::find(ids.begin(), ids.end(), baselineId) == ids.end()) {
        db_.setError("the baseline run " + std::to_string(baselineId) + " is not among the runs compared");
        return std::nullopt;
    }
    Comparison c;
    c.baselineId = baselineId;
    for (int64_t id : ids) {
        auto row = runRow(id);
        if (!row)
            return std::nullopt;
        ComparisonRow cr;
        cr.run = std::move(*row);
        cr.isBaseline = id == baselineId;
        c.rows.push_back(std::move(cr));
    }
    const RunRow base = std::find_if(c.rows.begin(), c.rows.end(), [](const ComparisonRow& r) { return r.isBaseline; })->run;
    for (ComparisonRow& cr : c.rows) {
        cr.rpsRatio = ratio(cr.run.rps, base.rps);
        cr.p50Ratio = ratio(cr.run.p50Us, base.p50Us);
        cr.p99Ratio = ratio(cr.run.p99Us, base.p99Us);
        cr.maxRatio = ratio(cr.run.maxUs, base.maxUs);
        cr.errorRateDelta = cr.run.errorRate - base.errorRate;
        cr.peakRssRatio = ratio(double(cr.run.peakRssBytes), double(base.peakRssBytes));
    }
    return c;
}

std::vector<SuiteRunRow> HistoryStore::listSuiteRuns()
{
    std::vector<SuiteRunRow> out;
    SqliteStatement st(db_, "SELECT id, name, started_at_ms, file, status FROM suite_runs ORDER BY started_at_ms DESC, id DESC");
    while (st.step())
        out.push_back({st.columnInt(0), st.columnText(1), st.columnInt(2), st.columnText(3), st.columnText(4)});
    return out;
}

} // namespace bw

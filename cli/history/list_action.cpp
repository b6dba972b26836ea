// benchwork-cli history list: list saved runs, filtered and sorted, as a table or JSON rows.
#include "cli/history/history_actions.h"

#include "cli/history/history_text.h"
#include "capacity/capacity_text.h"
#include "engine/loop/mono_clock.h"
#include "util/units.h"
#include "history/round_group_sides.h"
#include "history/run_row_json.h"
#include "result/client_health.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <unordered_set>

namespace bwcli {

namespace {

// The processor time the calling thread has taken, in ms.
double threadCpuMs() { return double(bw::threadCpuNs()) / 1e6; }

// A store's walk on a thread of its own while this one writes the lines:
// reading and formatting overlap (reading was two thirds of a long
// listing's time, the lines the rest).
// At most kDepth batches wait; a batch's vectors are handed back and reused.
// The store is touched by the walking thread alone until finish().
class BackgroundWalk {
public:
    using Batch = bw::HistoryStore::ListBatch;

    BackgroundWalk(bw::HistoryStore& store, const bw::RunFilter& f, size_t batchSize)
        : thread_([this, &store, f, batchSize] {
              // the rows' strings split on the lines' thread (print: settle())
              const bool ok = store.walkRuns(f, batchSize, [this](Batch& b) { return put(b); }, true);
              const double cpu = threadCpuMs();
              std::lock_guard lock(m_);
              ok_ = ok;
              cpuMs_ = cpu;
              done_ = true;
              cv_.notify_all();
          })
    {
    }
    ~BackgroundWalk() { finish(); }

    // The next batch into `b` (its old vectors kept for reuse); false when
    // the walk is over.
    bool next(Batch& b)
    {
        std::unique_lock lock(m_);
        cv_.wait(lock, [&] { return !full_.empty() || done_; });
        if (full_.empty())
            return false;
        spare_.push_back(std::move(b));   // its rows read into again
        b = std::move(full_.front());
        full_.pop_front();
        cv_.notify_all();
        return true;
    }
    // Stops the walk (where it is) and waits for it; its result: false when
    // the store failed.
    bool finish()
    {
        {
            std::lock_guard lock(m_);
            stop_ = true;
            cv_.notify_all();
        }
        if (thread_.joinable())
            thread_.join();
        return ok_;
    }
    // The processor time the walk's thread took (after finish()).
    double cpuMs() const { return cpuMs_; }

private:
    static constexpr size_t kDepth = 3;

    bool put(Batch& b)
    {
        std::unique_lock lock(m_);
        cv_.wait(lock, [&] { return full_.size() < kDepth || stop_; });
        if (stop_)
            return false;
        full_.push_back(std::move(b));
        b = Batch();
        if (!spare_.empty()) {
            b = std::move(spare_.back());
            spare_.pop_back();
        }
        cv_.notify_all();
        return true;
    }

    std::mutex m_;
    std::condition_variable cv_;
    std::deque<Batch> full_, spare_;
    bool done_ = false, stop_ = false, ok_ = true;
    double cpuMs_ = 0;
    std::thread thread_;   // last: started once the rest is ready
};

int64_t parseDateMs(const std::string& s, bool* ok)
{
    QDateTime t = QDateTime::fromString(QString::fromStdString(s), Qt::ISODate);
    if (!t.isValid())
        t = QDateTime(QDate::fromString(QString::fromStdString(s), Qt::ISODate), QTime(0, 0));
    *ok = t.isValid();
    return t.toMSecsSinceEpoch();
}

int runList(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    bw::RunFilter f;
    f.text = a.value("text");
    f.tag = a.value("tag");
    f.target = a.value("target");
    bool ok = true;
    if (a.has("since") && (f.fromMs = parseDateMs(a.value("since"), &ok), !ok))
        return cmd.fail("--since: '" + a.value("since") + "' is not a date (2026-05-30 or 2026-05-30T17:00)");
    if (a.has("until") && (f.toMs = parseDateMs(a.value("until"), &ok), !ok))
        return cmd.fail("--until: '" + a.value("until") + "' is not a date (2026-05-30 or 2026-05-30T17:00)");
    f.verdict = a.value("verdict");
    if (!f.verdict.empty() && f.verdict != "pass" && f.verdict != "fail" && f.verdict != "none" && f.verdict != "not-judged")
        return cmd.fail("--verdict: '" + f.verdict + "' is not pass, fail, none or not-judged");
    f.status = a.value("status");
    bw::RunStatus st;
    if (!f.status.empty() && f.status != "running" && !bw::parseRunStatus(f.status, &st))
        return cmd.fail("--status: unknown status '" + f.status + "'");
    f.source = a.value("source");
    if (!f.source.empty() && !bw::parseRunSource(f.source))
        return cmd.fail("--source: '" + f.source + "' is not benchwork, wrk, k6 or oha");
    f.clientWarning = a.value("warning");
    if (!f.clientWarning.empty() && !bw::client_health::isWarning(f.clientWarning))
        return cmd.fail("--warning: '" + f.clientWarning + "' is not cpu-busy, cpu-starved, pacer-behind or stalled");
    const std::string sort = a.value("sort", "started");
    static const std::pair<const char*, bw::RunSortKey> sorts[] = {
        {"started", bw::RunSortKey::Started}, {"name", bw::RunSortKey::Name}, {"rps", bw::RunSortKey::Rps},
        {"p99", bw::RunSortKey::P99}, {"errors", bw::RunSortKey::Errors}, {"target", bw::RunSortKey::Target}};
    bool sortOk = false;
    for (const auto& [name, key] : sorts)
        if (sort == name) {
            f.sort = key;
            sortOk = true;
        }
    if (!sortOk)
        return cmd.fail("--sort: '" + sort + "' is not started, name, rps, p99, errors or target");
    f.descending = !a.has("asc");
    f.wholeGroups = true;   // a filter never lists one side of an A/B group as the group
    bool limitOk = false, offsetOk = false;
    f.limit = QString::fromStdString(a.value("limit", "50")).toInt(&limitOk);
    f.offset = QString::fromStdString(a.value("offset", "0")).toInt(&offsetOk);
    if (!limitOk || f.limit < 0)
        return cmd.fail("--limit: '" + a.value("limit") + "' is not a count");
    if (!offsetOk || f.offset < 0)
        return cmd.fail("--offset: '" + a.value("offset") + "' is not a count");
    if (!a.positional().empty())
        return cmd.fail("list takes no arguments ('" + a.positional().front() + "'); filter with --text, --tag, ...");

    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    const auto t0 = std::chrono::steady_clock::now();
    auto timing = [&](const char* what) {
        if (a.has("timing"))
            cmd.err() << what << std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count() << " ms\n";
    };
    if (a.has("json")) {
        // Every run (a group's rounds each): the listing as ids (16 bytes a
        // run), then its rows fetched and printed a batch at a time.
        bool queryOk = false;
        const bw::RunIndex index = store->listIndex(f, &queryOk, false);
        if (!queryOk)
            return cmd.fail(store->lastError());
        const size_t first = std::min(index.ids.size(), size_t(f.offset));
        const size_t last = f.limit > 0 ? std::min(index.ids.size(), first + size_t(f.limit)) : index.ids.size();
        constexpr size_t kBatch = 500;
        cmd.out() << "[";
        for (size_t at = first; at < last; at += kBatch) {
            bool fetched = false;
            const std::vector<bw::RunRow> rows = store->runRows(
                std::vector<int64_t>(index.ids.begin() + std::ptrdiff_t(at), index.ids.begin() + std::ptrdiff_t(std::min(last, at + kBatch))),
                &fetched);
            if (!fetched)
                return cmd.fail(store->lastError());
            for (size_t i = 0; i < rows.size(); ++i)
                cmd.out() << (at == first && i == 0 ? "\n    " : ",\n    ")
                          << QJsonDocument(bw::runRowToJson(rows[i])).toJson(QJsonDocument::Compact).toStdString();
        }
        cmd.out() << (last > first ? "\n]\n" : "]\n");
        timing("list total: ");
        return 0;
    }
    // The table: one statement walked in the listing's order, a batch of
    // rows at a time, each batch's lines built in one buffer and written as
    // it is done (bounded memory; the first lines out before the last rows
    // are read; no lookup per run). The rounds of one group are listed once,
    // where the first of them falls, with the medians of its rounds
    // (bw::roundGroupSides); an A/B group as two lines, g3:a and g3:b, each
    // side with its own target and medians (never one median of both); a
    // capacity search or sweep with its headline requests/s. --expand lists
    // each round under it.
    // A listing that reads rows a run at a time (by a figure, or filtered)
    // reads the file through a memory map (SQLite's mmap_size): no copy of
    // each page into SQLite's cache (100,000 rows by requests/s in half the
    // time). One by time reads run_list_rows in order, quicker through
    // SQLite's own reads: the map's first touch of each page cost more
    // (100,000 runs: 0.85x without it), the most where the rows lie apart
    // in the file, as a history saved run by run has them.
    // (This process only: the window keeps its resident memory small.)
    if (!bw::HistoryStore::walkReadsInOrder(f))
        store->db().exec("PRAGMA mmap_size = 1073741824");
    else   // read once, in order: a small cache of pages reused (100,000 rows: SQLite's own steps 0.9x)
        store->db().exec("PRAGMA cache_size = 128");
    std::string out;
    auto cell = [&](std::string_view s, size_t width, bool right = false) {
        appendPadded(out, s, width, right);
        out += "  ";
    };
    cell("ID", 7, true), cell("STARTED", 16), cell("NAME", 24), cell("TARGET", 30), cell("RPS", 10, true), cell("P99", 10, true),
        cell("ERR", 7, true), cell("SLO", 10), cell("STATUS", 17), cell("SOURCE", 9);
    out += "TAGS\n";
    TimeText time;
    // A line's cells up to its tags (the caller writes them and the line's end).
    auto cells = [&](std::string_view id, int64_t startedAtMs, std::string_view name, std::string_view target,
                     const std::string& rps, double p99, double errorRate, std::string_view verdict, std::string_view status,
                     bw::RunSource source) {
        cell(id, 7, true);
        cell(fmtTime(startedAtMs, time), 16);
        cell(name, 24);
        cell(target, 30);
        cell(rps, 10, true);
        cell(p99 > 0 ? bw::latencyFigure(p99) : "-", 10, true);
        cell(bw::percentFigure(errorRate), 7, true);
        cell(verdict, 10);
        cell(status, 17);
        cell(bw::runSourceName(source), 9);
    };
    // A line of `r` (its start, name, source and tags) with the figures given
    // (a group's side has its own).
    auto line = [&](std::string_view id, const bw::RunRow& r, std::string_view target, const std::string& rps, double p99,
                    double errorRate, std::string_view verdict, std::string_view status) {
        cells(id, r.startedAtMs, r.name, target, rps, p99, errorRate, verdict, status, r.source);
        appendTags(out, r.tags);
        out += '\n';
    };
    const size_t limit = f.limit > 0 ? size_t(f.limit) : SIZE_MAX;
    const size_t offset = size_t(f.offset);
    size_t entries = 0;                    // walked so far
    bool cut = false;                      // stopped at the limit with more to list
    std::unordered_set<int64_t> listed;    // groups listed (or skipped) where their first run fell
    // A batch's entry to print: a loose run as the walk stored it, or a row.
    struct Shown {
        const bw::HistoryStore::ListBatch::Listed* loose;
        const bw::RunRow* row;
    };
    std::vector<Shown> shown;
    std::unordered_map<int64_t, std::vector<bw::RunRow>> rounds;   // of the groups in a batch
    auto print = [&](bw::HistoryStore::ListBatch& batch) {
        batch.settleWhole();   // the rows' and rounds' strings the walk left as stored (loose runs' read as they are)
        shown.clear();
        // `listed` has every entry in order when the walk filled it, else the rows are all
        const size_t n = batch.listed.empty() ? batch.rows.size() : batch.listed.size();
        for (size_t i = 0; i < n; ++i) {
            Shown s{nullptr, nullptr};
            if (batch.listed.empty())
                s.row = &batch.rows[i];
            else if (batch.listed[i].whole < 0)
                s.loose = &batch.listed[i];
            else
                s.row = &batch.rows[size_t(batch.listed[i].whole)];
            if (s.row && s.row->roundGroupId && !listed.insert(s.row->roundGroupId).second)
                continue;   // listed already, where its first run sorts
            if (entries - std::min(entries, offset) == limit) {
                cut = true;
                break;
            }
            if (entries++ < offset)
                continue;
            shown.push_back(s);
        }
        rounds.clear();
        for (const bw::RunRow& m : batch.rounds)   // copies: the walk reads the next rounds into these
            rounds[m.roundGroupId].push_back(m);
        for (const Shown& s : shown) {
            if (s.loose) {
                const bw::HistoryStore::ListBatch::Listed& e = *s.loose;
                const bw::HistoryStore::ListBatch::ListedText t = batch.text(e);
                cells(std::to_string(e.id), e.startedAtMs, t.name, t.targetUrl, bw::rpsFigure(e.rps), e.p99Us, e.errorRate,
                      t.verdict, t.status, t.source);
                out += t.tag;
                out += '\n';
                continue;
            }
            const bw::RunRow& r = *s.row;
            if (!r.roundGroupId) {
                line(std::to_string(r.id), r, r.targetUrl, bw::rpsFigure(r.rps), r.p99Us, r.errorRate, r.verdict, r.status);
                continue;
            }
            std::vector<bw::RunRow>& rows = rounds[r.roundGroupId];
            std::sort(rows.begin(), rows.end(),   // in the listing's order
                      [&](const bw::RunRow& x, const bw::RunRow& y) { return bw::listedBefore(x, y, f.sort, f.descending); });
            const std::string g = "g" + std::to_string(r.roundGroupId);
            // A capacity search or a sweep: its headline (max sustainable, or
            // the peak), not the medians of steps loaded differently on purpose,
            // and named as the group, not as its latest step.
            const bool steps = r.roundGroupKind == "capacity" || r.roundGroupKind == "sweep";
            const std::vector<bw::RoundGroupSide> sides = bw::roundGroupSides(rows, r.roundGroupId);
            if (steps) {
                bw::RunRow head = r;
                head.name = !r.roundGroupName.empty() ? r.roundGroupName
                            : r.roundGroupKind == "capacity" ? "capacity search" : "load sweep";
                const bw::RoundGroupSide& all = sides.front();
                line(g, head, all.targetUrl, bw::capacityRate(r.roundGroupRps, r.roundGroupLowerBound).toStdString(),
                     0 /* per step: --expand */, all.errorRate, r.verdict,
                     r.roundGroupKind + " " + std::to_string(all.runIds.size()) + " steps");
            } else {
                for (const bw::RoundGroupSide& side : sides)
                    line(side.side.empty() ? g : g + ":" + side.side, r, side.targetUrl, bw::rpsFigure(side.rps), side.p99Us,
                         side.errorRate, side.verdict, std::to_string(side.runIds.size()) + " rounds");
            }
            if (a.has("expand"))
                for (const bw::RunRow& m : rows)
                    line(std::to_string(m.id), m, m.targetUrl, bw::rpsFigure(m.rps), m.p99Us, m.errorRate, m.verdict,
                         (m.roundSide.empty() ? "" : m.roundSide + " ") + (steps ? "s" : "r") + std::to_string(m.roundIndex) + " "
                             + m.status);
        }
        cmd.out() << out;
        out.clear();
        return !cut;
    };
    bool walked = true;
    {
        const double linesFrom = threadCpuMs();
        BackgroundWalk walk(*store, f, 500);
        bw::HistoryStore::ListBatch batch;
        while (walk.next(batch) && print(batch)) {
        }
        walked = walk.finish();
        if (a.has("timing"))
            cmd.err() << "list processor time: reading " << walk.cpuMs() << " ms, lines " << threadCpuMs() - linesFrom << " ms\n";
    }
    if (!walked)
        return cmd.fail(store->lastError());
    cmd.out() << out;   // the header of an empty listing
    const size_t printed = entries - std::min(entries, offset);
    // Entries past the limit were not walked: counted by SQLite.
    const int64_t total = cut ? store->countEntries(f) : int64_t(entries);
    if (total < 0)
        return cmd.fail(store->lastError());
    if (printed < size_t(total))
        cmd.out() << "(" << printed << " of " << total << " rows; --limit/--offset for more)\n";
    timing("list total: ");
    return 0;
}

} // namespace

HistoryActionSpec listAction()
{
    return {"list", "list [options]", RunIds::Own,
            {{"json", 0, false, "", "print JSON rows"},
             {"text", 0, true, "S", "name, notes or target URL contains S"},
             {"tag", 0, true, "T", "runs tagged T"},
             {"target", 0, true, "S", "target URL contains S"},
             {"since", 0, true, "DATE", "started at or after (ISO date or date-time, local)"},
             {"until", 0, true, "DATE", "started before"},
             {"verdict", 0, true, "V", "pass, fail, none or not-judged (stopped or interrupted)"},
             {"status", 0, true, "S", "complete, stopped, target-exited, interrupted, failed, running"},
             {"source", 0, true, "S", "benchwork, wrk, k6, oha"},
             {"warning", 0, true, "W", "runs with a client-health warning: cpu-busy, cpu-starved, pacer-behind, stalled"},
             {"sort", 0, true, "KEY", "started (default), name, rps, p99, errors, target"},
             {"asc", 0, false, "", "ascending order"},
             {"limit", 'n', true, "N", "at most N rows (default 50; 0: all)"},
             {"offset", 0, true, "N", "skip N rows"},
             {"expand", 0, false, "", "list each round of a round group (g3) under it"},
             {"timing", 0, false, "", "print the query time on standard error"}},
            runList};
}

} // namespace bwcli

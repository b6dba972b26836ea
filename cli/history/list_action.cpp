// benchwork-cli history list: list saved runs, filtered and sorted, as a table or JSON rows.
#include "cli/history/history_actions.h"

#include "cli/history/history_text.h"
#include "cli/history/list_parts.h"
#include "cli/history/list_table.h"
#include "engine/loop/mono_clock.h"
#include "history/run_row_json.h"
#include "result/client_health.h"

#include <QDateTime>
#include <QJsonDocument>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

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
    // are read; no lookup per run): ListTable.
    // A listing that reads rows a run at a time (by a figure, or filtered)
    // reads the file through a memory map (SQLite's mmap_size): no copy of
    // each page into SQLite's cache (100,000 rows by requests/s in half the
    // time). One by time reads run_list_rows in order, quicker through
    // SQLite's own reads: the map's first touch of each page cost more
    // (100,000 runs: 0.85x without it), the most where the rows lie apart
    // in the file, as a history saved run by run has them.
    // (This process only: the window keeps its resident memory small.)
    const bool byTime = bw::HistoryStore::walkReadsInOrder(f);
    if (!byTime)
        store->db().exec("PRAGMA mmap_size = 1073741824");
    else   // read once, in order: a small cache of pages reused (100,000 rows: SQLite's own steps 0.9x)
        store->db().exec("PRAGMA cache_size = 128");
    std::string out;
    ListTable::appendHeader(out);
    const size_t limit = f.limit > 0 ? size_t(f.limit) : SIZE_MAX;
    const size_t offset = size_t(f.offset);
    // Every run by time: read and printed in parts on two threads (each
    // part's lines its thread's: nothing a row crosses from one core to the
    // other), when there are enough.
    if (byTime && limit == SIZE_MAX && offset == 0) {
        const double from = threadCpuMs();
        const ListedInParts parts = listInParts(*store, cmd.databasePath(), f.descending,
                                                a.has("expand"), out, cmd.out());
        if (parts.ran) {
            if (!parts.ok)
                return cmd.fail(parts.error);
            if (a.has("timing"))
                cmd.err() << "list processor time: two threads reading and printing in parts " << parts.readingCpuMs
                          << " ms (this one before them " << from << " ms)\n";
            timing("list total: ");
            return 0;
        }
    }
    ListTable table(f.sort, f.descending, a.has("expand"), offset, limit);
    bool walked = true;
    {
        const double linesFrom = threadCpuMs();
        BackgroundWalk walk(*store, f, 500);
        bw::HistoryStore::ListBatch batch;
        while (walk.next(batch)) {
            const bool more = table.add(batch, out);
            cmd.out() << out;
            out.clear();
            if (!more)
                break;
        }
        walked = walk.finish();
        if (a.has("timing"))
            cmd.err() << "list processor time: reading " << walk.cpuMs() << " ms, lines " << threadCpuMs() - linesFrom << " ms\n";
    }
    if (!walked)
        return cmd.fail(store->lastError());
    cmd.out() << out;   // the header of an empty listing
    const size_t printed = table.printed();
    // Entries past the limit were not walked: counted by SQLite.
    const int64_t total = table.cut() ? store->countEntries(f) : int64_t(table.entries());
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

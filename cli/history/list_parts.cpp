// `history list`'s table of every run by time, in parts on two threads.
#include "cli/history/list_parts.h"

#include "cli/history/list_table.h"
#include "engine/loop/mono_clock.h"

#include <atomic>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

namespace bwcli {

namespace {

// Fewer runs: one walk (a second connection and the parts' statements cost
// more than they save).
constexpr int64_t kFewestRuns = 5000;
constexpr int64_t kParts = kListParts;
constexpr size_t kBatch = 500;
constexpr size_t kWriteAt = 64 * 1024;          // a part's lines written when this many wait (its turn)
constexpr size_t kMostWaiting = 4 * 1024 * 1024;   // a part ahead of its turn stops reading here

// The parts' turns to write, shared by the threads: a part's lines are
// written once every part before it was; a part done before its turn is
// kept until then, and its thread goes on to the next.
class Turns {
public:
    explicit Turns(std::ostream& stream) : stream_(stream) {}

    // The lines of part `part` so far: written now if it is its turn (and
    // emptied); else kept by the caller, or when `wait`, written once its
    // turn comes (false: a thread failed meanwhile).
    bool write(int64_t part, std::string& lines, bool wait)
    {
        std::unique_lock lock(m_);
        if (stopped_)
            return false;
        if (turn_ != part) {
            if (!wait)
                return true;
            cv_.wait(lock, [&] { return turn_ == part || stopped_; });
            if (stopped_)
                return false;
        }
        // The stream is this part's alone until its turn passes on.
        stream_ << lines;
        lines.clear();
        return true;
    }
    // Part `part` is done, `lines` its last: written and the turn passed on
    // (to the parts done already after it, written too) if it was its
    // turn, else kept. Whether the parts kept hold more than `most` bytes.
    bool done(int64_t part, std::string& lines, size_t most)
    {
        std::lock_guard lock(m_);
        if (turn_ != part) {
            keptBytes_ += lines.size();
            kept_.emplace(part, std::move(lines));
            lines = std::string();
            return keptBytes_ > most;
        }
        stream_ << lines;
        lines.clear();
        for (++turn_; !kept_.empty() && kept_.begin()->first == turn_; ++turn_) {
            stream_ << kept_.begin()->second;
            keptBytes_ -= kept_.begin()->second.size();
            kept_.erase(kept_.begin());
        }
        cv_.notify_all();
        return false;
    }
    // Waits until the parts kept were written (false: a thread failed).
    bool drained()
    {
        std::unique_lock lock(m_);
        cv_.wait(lock, [&] { return kept_.empty() || stopped_; });
        return !stopped_;
    }
    size_t keptBytes()
    {
        std::lock_guard lock(m_);
        return keptBytes_;
    }
    void stop(const std::string& error)
    {
        std::lock_guard lock(m_);
        if (!stopped_)
            error_ = error;
        stopped_ = true;
        cv_.notify_all();
    }
    bool stopped()
    {
        std::lock_guard lock(m_);
        return stopped_;
    }
    std::string error()
    {
        std::lock_guard lock(m_);
        return error_;
    }

private:
    std::ostream& stream_;
    std::mutex m_;
    std::condition_variable cv_;
    int64_t turn_ = 0;
    std::map<int64_t, std::string> kept_;   // parts done before their turn
    size_t keptBytes_ = 0;
    bool stopped_ = false;
    std::string error_;
};

} // namespace

ListedInParts listInParts(bw::HistoryStore& store, const std::string& path, bool descending, bool expand,
                          std::string& out, std::ostream& stream)
{
    ListedInParts result;
    int64_t most = 0, first = 0, last = 0;
    if (!store.db().queryInt("SELECT max(id) FROM runs", &most) || most < kFewestRuns)
        return result;
    bw::HistoryStore other;
    if (!other.open(path))
        return result;
    other.db().exec("PRAGMA cache_size = 128");   // as the first: each page read once, in order
    // One snapshot for both (the span read in it: a run saved before it
    // would be in no part).
    if (!store.beginReadWith(other))
        return result;   // a writer is at it, or the file is read-only
    if (!store.startedSpan(&first, &last)) {
        store.db().exec("COMMIT");
        other.db().exec("COMMIT");
        return result;
    }
    result.ran = true;
    stream << out;
    out.clear();
    // Parts of equal spans of start time, in the listing's order.
    const int64_t width = (last - first) / kParts + 1;
    auto span = [&](int64_t part) {
        const int64_t from = descending ? last + 1 - (part + 1) * width : first + part * width;
        return std::pair{std::max(first, from), std::min(last + 1, from + width)};
    };
    Turns turns(stream);
    std::atomic<int64_t> next{0};
    std::atomic<size_t> entries{0};
    std::atomic<double> cpu{0};
    auto work = [&](bw::HistoryStore& s) {
        ListTable table(bw::RunSortKey::Started, descending, expand);
        table.listPart();
        std::string lines;
        for (int64_t part; (part = next.fetch_add(1)) < kParts;) {
            const auto [from, to] = span(part);
            const bool walked = s.walkStartedBetween(from, to, descending, kBatch, [&](bw::HistoryStore::ListBatch& b) {
                table.add(b, lines);
                // (waits for its turn when the lines kept and these are too many)
                return lines.size() < kWriteAt || turns.write(part, lines, lines.size() + turns.keptBytes() > kMostWaiting);
            });
            if (!walked && !turns.stopped()) {
                turns.stop(s.lastError());
                break;
            }
            if (turns.stopped() || (turns.done(part, lines, kMostWaiting) && !turns.drained()))
                break;
        }
        entries += table.entries();
        const double ms = double(bw::threadCpuNs()) / 1e6;
        for (double seen = cpu.load(); !cpu.compare_exchange_weak(seen, seen + ms);) {
        }
    };
    const double before = double(bw::threadCpuNs()) / 1e6;
    std::thread second([&] { work(other); });
    work(store);
    second.join();
    cpu = cpu - before;
    store.db().exec("COMMIT");
    other.db().exec("COMMIT");
    result.entries = entries;
    result.readingCpuMs = cpu;
    if (turns.stopped()) {
        result.ok = false;
        result.error = turns.error();
    }
    return result;
}

} // namespace bwcli

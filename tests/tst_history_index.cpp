// A history listed by ids and fetched by page (HistoryStore::listIndex,
// runRows), as the window and `history list` page through one of any size:
// every run reachable exactly once (a round group as one entry, where its
// first run sorts, its rounds behind it), in the sort's order for every
// sort key and direction, the filters applied by SQLite with groups whole.
#include "history/history_store.h"
#include "run_result_fixture.h"
#include "test_main.h"

#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

#include <map>
#include <set>

namespace {

constexpr int kLoose = 700;     // runs of their own
constexpr int kGroups = 40;     // round groups: 3 rounds, or 2 a side A/B

double sortValue(const bw::RunRow& r, bw::RunSortKey k)
{
    switch (k) {
    case bw::RunSortKey::Started: return double(r.startedAtMs);
    case bw::RunSortKey::Rps: return r.rps;
    case bw::RunSortKey::P99: return r.p99Us;
    case bw::RunSortKey::Errors: return double(r.errors);
    case bw::RunSortKey::P50: return r.p50Us;
    case bw::RunSortKey::PeakRss: return double(r.peakRssBytes);
    case bw::RunSortKey::ClientCpu: return r.clientCpuPct;
    case bw::RunSortKey::Id: return double(r.id);
    case bw::RunSortKey::Name:
    case bw::RunSortKey::Target: break;
    }
    return 0;
}

std::string sortText(const bw::RunRow& r, bw::RunSortKey k)
{
    return QString::fromStdString(k == bw::RunSortKey::Name ? r.name : r.targetUrl).toLower().toStdString();
}

// <0, 0, >0 as a sorts before, with, after b under key k ascending (id breaks ties).
int compareRows(const bw::RunRow& a, const bw::RunRow& b, bw::RunSortKey k)
{
    if (k == bw::RunSortKey::Name || k == bw::RunSortKey::Target) {
        const int c = sortText(a, k).compare(sortText(b, k));
        if (c != 0)
            return c;
    } else if (sortValue(a, k) != sortValue(b, k)) {
        return sortValue(a, k) < sortValue(b, k) ? -1 : 1;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

} // namespace

class TestHistoryIndex : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    bw::HistoryStore store_;
    std::vector<int64_t> all_;

private slots:
    void initTestCase()
    {
        QVERIFY(store_.open((dir_.path() + "/h.sqlite").toStdString()));
        std::vector<std::pair<bw::RunResult, bw::SaveOptions>> batch;
        uint32_t x = 12345;
        auto next = [&] { x = x * 1103515245u + 12345u; return (x >> 8) % 1000; };
        auto make = [&](int i) {
            bw::RunResult r = bwtest::makeFullRunResult(1 + i % 5, 2);
            r.name = (i % 3 ? "Api " : "db ") + std::to_string(next());
            r.config.url = "http://127.0.0.1:" + std::to_string(8000 + next() % 7) + "/r" + std::to_string(i % 11);
            r.startedAtMs = 1767225600000 + int64_t(next()) * 1000 + i;   // some runs share a second, never a ms
            r.rps = 1000 + double(next() % 50) * 10;                      // many ties: id breaks them
            r.latencySummary.p50Us = 100 + next();
            r.latencySummary.p99Us = 900 + double(next() % 20);
            r.errors.status = next() % 3;
            r.target.peakRssBytes = 1000000 + next() % 10 * 4096;
            r.clientCpuPct = double(next() % 200);
            return r;
        };
        int i = 0;
        for (; i < kLoose; ++i) {
            bw::SaveOptions o;
            // None to three tags: a walk reads each batch into the rows of
            // one before, whose tags shrink and grow.
            o.tags = {i % 4 == 0 ? "nightly" : "manual"};
            if (i % 7 == 3 && i % 4 != 0)   // (every fourth: tagged nightly, filtered on below)
                o.tags.clear();
            else if (i % 5 == 2)
                o.tags.insert(o.tags.end(), {"a-first", "z-last"});
            batch.emplace_back(make(i), o);
        }
        for (const int64_t id : store_.saveRuns(batch))
            all_.push_back(id);
        QCOMPARE(int(all_.size()), kLoose);
        for (int g = 0; g < kGroups; ++g) {
            const bool ab = g % 2 == 1;
            bw::SaveOptions o;
            o.roundGroupId = store_.createRoundGroup(ab ? "ab" : "rounds", "group " + std::to_string(g), 1, ab ? 2 : 3);
            QVERIFY(o.roundGroupId > 0);
            for (int round = 1; round <= (ab ? 4 : 3); ++round) {
                o.roundIndex = ab ? (round + 1) / 2 : round;
                o.roundSide = ab ? (round % 2 ? "a" : "b") : "";
                o.tags = {g % 4 == 1 && round == 2 ? "nightly" : "manual"};   // one side of some A/B groups only
                const int64_t id = store_.saveRun(make(i++), o);
                QVERIFY2(id > 0, store_.lastError().c_str());
                all_.push_back(id);
            }
        }
    }

    void everyRunOnceInOrderForEverySort_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<bool>("descending");
        for (auto k : {bw::RunSortKey::Started, bw::RunSortKey::Name, bw::RunSortKey::Rps, bw::RunSortKey::P99,
                       bw::RunSortKey::Errors, bw::RunSortKey::Target, bw::RunSortKey::P50, bw::RunSortKey::PeakRss,
                       bw::RunSortKey::ClientCpu})
            for (bool d : {true, false})
                QTest::addRow("key %d %s", int(k), d ? "desc" : "asc") << int(k) << d;
    }

    void everyRunOnceInOrderForEverySort()
    {
        QFETCH(int, key);
        QFETCH(bool, descending);
        bw::RunFilter f;
        f.sort = bw::RunSortKey(key);
        f.descending = descending;
        f.wholeGroups = true;
        bool ok = false;
        const bw::RunIndex index = store_.listIndex(f, &ok);
        QVERIFY2(ok, store_.lastError().c_str());
        QCOMPARE(index.runs, int64_t(all_.size()));
        QCOMPARE(int(index.ids.size()), kLoose + kGroups);
        QCOMPARE(index.groups.size(), index.ids.size());

        // every run reached once: a listed run, or a round behind its group's entry
        std::multiset<int64_t> reached;
        // fetched by pages of 256, as the window does
        std::vector<bw::RunRow> rows;
        for (size_t at = 0; at < index.ids.size(); at += 256) {
            const std::vector<int64_t> page(index.ids.begin() + std::ptrdiff_t(at),
                                            index.ids.begin() + std::ptrdiff_t(std::min(index.ids.size(), at + 256)));
            const auto got = store_.runRows(page, &ok);
            QVERIFY(ok);
            QCOMPARE(got.size(), page.size());
            for (size_t i = 0; i < got.size(); ++i)
                QCOMPARE(got[i].id, page[i]);   // in the listing's order
            rows.insert(rows.end(), got.begin(), got.end());
        }
        for (size_t i = 0; i < rows.size(); ++i) {
            QCOMPARE(rows[i].roundGroupId, index.groups[i]);
            if (!rows[i].roundGroupId) {
                reached.insert(rows[i].id);
                continue;
            }
            const auto members = store_.roundGroupRuns(rows[i].roundGroupId);
            QCOMPARE(int(members.size()), index.groupRuns.at(rows[i].roundGroupId));
            for (const auto& m : members) {
                reached.insert(m.id);
                // the group is listed where the first of its rounds sorts
                const int c = compareRows(m, rows[i], bw::RunSortKey(key));
                QVERIFY2(descending ? c <= 0 : c >= 0, qPrintable(QString("run %1 of group %2 sorts before its entry %3")
                                                                      .arg(m.id).arg(rows[i].roundGroupId).arg(rows[i].id)));
            }
        }
        QCOMPARE(int(reached.size()), int(all_.size()));
        QCOMPARE(std::set<int64_t>(reached.begin(), reached.end()), std::set<int64_t>(all_.begin(), all_.end()));
        for (size_t i = 1; i < rows.size(); ++i) {
            const int c = compareRows(rows[i - 1], rows[i], bw::RunSortKey(key));
            QVERIFY2(descending ? c > 0 : c < 0, qPrintable(QString("rows %1 and %2 (ids %3, %4) out of order")
                                                             .arg(i - 1).arg(i).arg(rows[i - 1].id).arg(rows[i].id)));
        }
    }

    // The listing's start (listIndexStart, what the window shows while the
    // whole is read): for every order, cut anywhere (inside a group's
    // rounds too), its entries begin the whole listing's, with the runs
    // read and not a run more; complete only when nothing was left out.
    void startBeginsTheWholeListing_data() { everyRunOnceInOrderForEverySort_data(); }
    void startBeginsTheWholeListing()
    {
        QFETCH(int, key);
        QFETCH(bool, descending);
        for (const bool filtered : {false, true}) {
            bw::RunFilter f;
            f.sort = bw::RunSortKey(key);
            f.descending = descending;
            f.wholeGroups = !filtered;   // a filter listing groups whole is read whole: below
            if (filtered)
                f.tag = "nightly";
            bool ok = false;
            const bw::RunIndex whole = store_.listIndex(f, &ok);
            QVERIFY(ok);
            const int64_t runs = whole.runs;
            for (const int64_t cut : {int64_t(0), int64_t(1), int64_t(255), runs / 2, runs - 2, runs - 1, runs, runs + 1}) {
                bool complete = false;
                const bw::RunIndex start = store_.listIndexStart(f, cut, &complete, &ok);
                const QString at = QString("cut %1 of %2%3").arg(cut).arg(runs).arg(filtered ? " (tag)" : "");
                QVERIFY2(ok, qPrintable(at));
                QVERIFY2(complete == (cut >= runs), qPrintable(at));
                QCOMPARE(start.runs, std::min(cut, runs));
                QVERIFY2(start.ids.size() <= whole.ids.size(), qPrintable(at));
                QCOMPARE(start.groups.size(), start.ids.size());
                QVERIFY2(std::equal(start.ids.begin(), start.ids.end(), whole.ids.begin()), qPrintable(at));
                QVERIFY2(std::equal(start.groups.begin(), start.groups.end(), whole.groups.begin()), qPrintable(at));
                if (complete) {
                    QCOMPARE(start.ids, whole.ids);
                    QCOMPARE(start.groupRuns, whole.groupRuns);
                }
            }
        }
        // Groups listed whole under a filter: a later round brings its group
        // in where its first round sorts, so the start is the whole listing.
        bw::RunFilter f;
        f.tag = "nightly";
        f.wholeGroups = true;
        bool ok = false;
        bool complete = false;
        const bw::RunIndex start = store_.listIndexStart(f, 3, &complete, &ok);
        QVERIFY(ok);
        QVERIFY(complete);
        QCOMPARE(start.ids, store_.listIndex(f, &ok).ids);
        QCOMPARE(start.runs, store_.countRuns(f));
    }

    // SQLite filters; a group with any matching round is listed whole.
    void filtersListWholeGroups()
    {
        bw::RunFilter f;
        f.tag = "nightly";
        f.wholeGroups = true;
        bool ok = false;
        const bw::RunIndex index = store_.listIndex(f, &ok);
        QVERIFY(ok);
        QCOMPARE(index.runs, store_.countRuns(f));
        const int loose = (kLoose + 3) / 4;
        const int groups = kGroups / 4;   // g % 4 == 1: one round tagged
        QCOMPARE(int(index.ids.size()), loose + groups);
        for (size_t i = 0; i < index.ids.size(); ++i)
            if (index.groups[i])
                QCOMPARE(index.groupRuns.at(index.groups[i]), 4);   // both sides, every round
        QCOMPARE(index.runs, int64_t(loose + groups * 4));

        bw::RunFilter text;
        text.text = "DB ";   // any case
        const bw::RunIndex byText = store_.listIndex(text, &ok);
        QVERIFY(ok);
        QCOMPARE(byText.runs, store_.countRuns(text));
        for (const auto& r : store_.runRows(byText.ids))
            if (!r.roundGroupId)
                QVERIFY(QString::fromStdString(r.name).startsWith("db "));
    }

    // Without collapsing, every run is its own entry (`history list --json`).
    void uncollapsedListsEveryRun()
    {
        bool ok = false;
        const bw::RunIndex index = store_.listIndex(bw::RunFilter{}, &ok, false);
        QVERIFY(ok);
        QCOMPARE(index.ids.size(), all_.size());
        QCOMPARE(std::set<int64_t>(index.ids.begin(), index.ids.end()), std::set<int64_t>(all_.begin(), all_.end()));
    }

    // `history list`'s walk (walkRuns): one statement, batch by batch, the
    // same runs in the same order as the listing by ids, each group's
    // rounds handed once with the batch that first meets it, the figures
    // and tags as runRows reads them; entries counted as the index counts.
    // A filtered listing by time read in parts on two connections
    // (listIndexWith) is the one pass's listing: the same entries in the
    // same order, groups listed whole where their first run sorts, whichever
    // part their matching run fell in.
    void listsInPartsAsInOnePass()
    {
        bw::HistoryStore helper;
        QVERIFY(helper.open((dir_.path() + "/h.sqlite").toStdString()));
        struct Case {
            const char* what;
            bw::RunFilter f;
        };
        std::vector<Case> cases;
        for (const bool descending : {true, false}) {
            bw::RunFilter f;
            f.wholeGroups = true;
            f.descending = descending;
            // (the fixture's runs: stopped, all, so a verdict or status filter lists every one)
            f.fromMs = 1767225600000 + 500 * 1000;   // started in the second half
            cases.push_back({"since", f});
            f.fromMs = 0;
            f.toMs = 1767225600000 + 300 * 1000;     // in the first third
            f.source = "benchwork";
            cases.push_back({"until", f});
        }
        QCOMPARE(int(cases.size()), 4);
        int grouped = 0;
        for (const Case& c : cases) {
            bool ok = false, inParts = false;
            const bw::RunIndex one = store_.listIndex(c.f, &ok);
            QVERIFY(ok);
            const bw::RunIndex parts = store_.listIndexWith(c.f, helper, &ok, 0, &inParts);
            QVERIFY2(ok, store_.lastError().c_str());
            QVERIFY2(inParts, c.what);
            QVERIFY2(!one.ids.empty(), c.what);
            QCOMPARE(parts.ids, one.ids);
            QCOMPARE(parts.groups, one.groups);
            QCOMPARE(parts.runs, one.runs);
            QCOMPARE(parts.groupRuns, one.groupRuns);
            grouped += int(std::count_if(one.groups.begin(), one.groups.end(), [](int64_t g) { return g != 0; }));
            // both connections read again afterwards (their reads ended)
            QVERIFY(!store_.db().inTransaction() && !helper.db().inTransaction());
        }
        QVERIFY(grouped > 0);
        // Unfiltered, by a tag or a text (not in the index), by another
        // order, or below the size: one pass.
        bw::RunFilter f;
        f.wholeGroups = true;
        bool ok = false, inParts = true;
        QCOMPARE(store_.listIndexWith(f, helper, &ok, 0, &inParts).ids, store_.listIndex(f).ids);
        QVERIFY(!inParts);
        f.text = "db ";
        QCOMPARE(store_.listIndexWith(f, helper, &ok, 0, &inParts).ids, store_.listIndex(f).ids);
        QVERIFY(!inParts);
        f.text.clear();
        f.tag = "nightly";
        QCOMPARE(store_.listIndexWith(f, helper, &ok, 0, &inParts).ids, store_.listIndex(f).ids);
        QVERIFY(!inParts);
        f.tag.clear();
        f.fromMs = 1767225600000 + 500 * 1000;
        f.sort = bw::RunSortKey::Rps;
        QCOMPARE(store_.listIndexWith(f, helper, &ok, 0, &inParts).ids, store_.listIndex(f).ids);
        QVERIFY(!inParts);
        f.sort = bw::RunSortKey::Started;
        QCOMPARE(store_.listIndexWith(f, helper, &ok, 1000000, &inParts).ids, store_.listIndex(f).ids);
        QVERIFY(!inParts);
        // A writer holding the lock: not waited for, one pass.
        bw::SqliteDb writer;
        QVERIFY(writer.open((dir_.path() + "/h.sqlite").toStdString()));
        QVERIFY(writer.exec("BEGIN IMMEDIATE"));
        QCOMPARE(store_.listIndexWith(f, helper, &ok, 0, &inParts).ids, store_.listIndex(f).ids);
        QVERIFY(!inParts);
        QVERIFY(writer.exec("ROLLBACK"));
    }

    void walkListsAsTheIndex_data() { everyRunOnceInOrderForEverySort_data(); }
    void walkListsAsTheIndex()
    {
        QFETCH(int, key);
        QFETCH(bool, descending);
        // 64: a listing by a figure reads its scattered rows and their tags
        // one by one; 200: their tags by one query; by time, one range.
        // Each walk twice: the strings split by the walk, and left as stored
        // for the sink's settle() (`history list`: on its lines' thread).
        for (const auto& shape : {std::pair{false, 64}, {true, 64}, {false, 200}, {true, 200}})
        for (const bool defer : {false, true}) {
            const bool filtered = shape.first;
            const int batch = shape.second;   // a lambda reads it: not a binding (clang before 16)
            bw::RunFilter f;
            f.sort = bw::RunSortKey(key);
            f.descending = descending;
            f.wholeGroups = true;
            if (filtered)
                f.tag = "nightly";
            bool ok = false;
            const bw::RunIndex index = store_.listIndex(f, &ok, false);
            QVERIFY(ok);
            const bw::RunIndex entries = store_.listIndex(f, &ok);
            QVERIFY(ok);
            QCOMPARE(store_.countEntries(f), int64_t(entries.ids.size()));
            std::vector<int64_t> walked;
            std::map<int64_t, std::vector<int64_t>> rounds;   // group -> its runs, as handed
            int batches = 0;
            // Left as stored, by time: a loose run (no group, at most one
            // tag) only as an entry of `listed`, any other a row too.
            const bool compact = defer && f.sort == bw::RunSortKey::Started && !filtered;
            size_t loose = 0;
            const bool good = store_.walkRuns(f, size_t(batch), [&](bw::HistoryStore::ListBatch& b) {
                ++batches;
                const size_t n = compact ? b.listed.size() : b.rows.size();
                if (n == 0 || n > size_t(batch) || (!compact && !b.listed.empty()))
                    return false;   // caught below: the walk would not match
                if (!defer && !b.stored.empty())
                    return false;   // nothing left as stored unless asked
                size_t whole = 0;
                for (const auto& e : b.listed) {
                    if (e.whole >= 0) {
                        if (size_t(e.whole) != whole++ || b.rows[size_t(e.whole)].id != e.id)
                            return false;   // the rows in the entries' order
                        continue;
                    }
                    // as `history list` reads it (its lines' thread, before any settle)
                    const auto t = b.text(e);
                    const auto w = store_.runRow(e.id);
                    if (!w || w->roundGroupId || w->tags.size() > 1 || t.name != w->name || t.status != w->status
                        || t.verdict != w->verdict || t.targetUrl != w->targetUrl || t.source != w->source
                        || t.tag != (w->tags.empty() ? "" : w->tags.front()) || e.startedAtMs != w->startedAtMs
                        || e.rps != w->rps || e.p99Us != w->p99Us || e.errorRate != w->errorRate)
                        return false;
                    ++loose;
                }
                if (compact && whole != b.rows.size())
                    return false;
                b.settle();
                const auto full = store_.runRows([&] {
                    std::vector<int64_t> ids;
                    for (const auto& r : b.rows)
                        ids.push_back(r.id);
                    return ids;
                }());
                if (full.size() != b.rows.size())
                    return false;
                for (size_t i = 0; i < b.rows.size(); ++i) {
                    const bw::RunRow& r = b.rows[i];
                    const bw::RunRow& w = full[i];
                    if (r.id != w.id || r.name != w.name || r.rps != w.rps || r.p99Us != w.p99Us || r.verdict != w.verdict
                        || r.tags != w.tags || r.targetUrl != w.targetUrl || r.roundGroupId != w.roundGroupId
                        || r.roundGroupKind != w.roundGroupKind || r.roundSide != w.roundSide || r.status != w.status
                        || r.source != w.source || r.startedAtMs != w.startedAtMs || r.errorRate != w.errorRate
                        || r.roundIndex != w.roundIndex)
                        return false;
                    walked.push_back(r.id);
                }
                for (const auto& m : b.rounds) {
                    const auto w = store_.runRow(m.id);
                    if (m.tags.empty() || m.roundGroupKind.empty() || !w || w->name != m.name || w->tags != m.tags
                        || w->verdict != m.verdict || w->targetUrl != m.targetUrl || w->roundSide != m.roundSide)
                        return false;
                    rounds[m.roundGroupId].push_back(m.id);
                }
                return true;
            }, defer);
            QVERIFY2(good, store_.lastError().c_str());
            QCOMPARE(loose > 0, compact);
            QCOMPARE(batches, int((index.ids.size() + size_t(batch) - 1) / size_t(batch)));
            QCOMPARE(walked, index.ids);
            std::set<int64_t> groups(entries.groups.begin(), entries.groups.end());
            groups.erase(0);
            QCOMPARE(int(rounds.size()), int(groups.size()));
            for (const auto& [group, ids] : rounds) {
                std::vector<int64_t> expected;
                for (const auto& m : store_.roundGroupRuns(group))
                    expected.push_back(m.id);   // oldest first
                QCOMPARE(ids, expected);
            }
        }
        // The sink stops the walk: no batch after the one it refused.
        int calls = 0;
        QVERIFY(store_.walkRuns(bw::RunFilter{}, 10, [&](bw::HistoryStore::ListBatch&) { return ++calls < 2; }));
        QCOMPARE(calls, 2);
    }

    // The listing's rows beside the table (run_list_rows, schema 12) follow
    // every write: a run begun, its progress, finished, renamed, retagged,
    // deleted, its group deleted (the key set to NULL by SQLite), and a
    // change by a plain sqlite3 connection; a name or tag holding the
    // separator is read from the tables. Listed by time, each run reads as
    // it reads from `runs`.
    void listRowsFollowEveryWrite()
    {
        const QString path = dir_.path() + "/rows.sqlite";
        bw::HistoryStore s;
        QVERIFY(s.open(path.toStdString()));
        std::vector<int64_t> ids;
        for (int i = 0; i < 30; ++i) {
            bw::SaveOptions o;
            o.tags = {i % 2 ? "b" : "a", "z" + std::to_string(i % 3)};
            bw::RunResult r = bwtest::makeFullRunResult(1 + i % 3, 2);
            r.name = "run " + std::to_string(i);
            r.startedAtMs = 1767225600000 + i * 60000;
            ids.push_back(s.saveRun(r, o));
            QVERIFY2(ids.back() > 0, s.lastError().c_str());
        }
        bw::SaveOptions grouped;
        grouped.roundGroupId = s.createRoundGroup("rounds", "three", 1, 3);
        for (int round = 1; round <= 3; ++round) {
            grouped.roundIndex = round;
            bw::RunResult r = bwtest::makeFullRunResult(2, 2);
            r.startedAtMs = 1767300000000 + round * 60000;
            QVERIFY(s.saveRun(r, grouped) > 0);
        }
        bw::RunResult live = bwtest::makeFullRunResult(1, 2);
        live.startedAtMs = 1767400000000;
        const int64_t running = s.beginRun(live);
        QVERIFY(running > 0);
        QVERIFY(s.updateProgress(running, live.series));
        const int64_t finished = s.beginRun(live);
        QVERIFY(s.finishRun(finished, bwtest::makeFullRunResult(3, 2)));
        QVERIFY(s.setName(ids[3], "renamed"));
        QVERIFY(s.setName(ids[4], std::string("a\x1f") + "name"));   // the separator in a name
        QVERIFY(s.setTags(ids[5], {"x", std::string("y\x1fz")}));   // and in a tag
        QVERIFY(s.setTags(ids[6], {}));
        QVERIFY(s.setNotes(ids[7], "notes are not listed"));
        QVERIFY(s.deleteRun(ids[8]));
        QVERIFY(s.db().exec("DELETE FROM round_groups WHERE id = " + std::to_string(grouped.roundGroupId)));
        {
            sqlite3* raw = nullptr;   // another writer, with none of Benchwork's code
            QCOMPARE(sqlite3_open(path.toUtf8().constData(), &raw), SQLITE_OK);
            const std::string sql = "UPDATE runs SET rps = 4321.5, status = 'stopped' WHERE id = " + std::to_string(ids[9])
                                    + "; DELETE FROM run_tags WHERE run_id = " + std::to_string(ids[10])
                                    + " AND tag = 'a'; INSERT INTO run_tags VALUES (" + std::to_string(ids[11]) + ", 'added');";
            QCOMPARE(sqlite3_exec(raw, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
            sqlite3_close(raw);
        }
        // The rows as the tables say, every one.
        int64_t runs = 0, rows = 0, differing = -1;
        QVERIFY(s.db().queryInt("SELECT count(*) FROM runs", &runs));
        QVERIFY(s.db().queryInt("SELECT count(*) FROM run_list_rows", &rows));
        QCOMPARE(rows, runs);
        QVERIFY(s.db().queryInt(
            "SELECT count(*) FROM runs r LEFT JOIN run_list_rows l ON l.id = r.id WHERE l.id IS NULL "
            "OR l.started_at_ms != r.started_at_ms OR l.round_group_id IS NOT r.round_group_id OR l.rps != r.rps "
            "OR l.p99_us != r.p99_us OR l.error_rate != r.error_rate OR l.round_index != r.round_index "
            "OR l.texts != r.status || char(31) || r.source || char(31) || r.verdict || char(31) || r.round_side "
            "|| char(31) || r.target_url || char(31) || r.name || char(31) "
            "OR l.tag_count != (SELECT count(*) FROM run_tags t WHERE t.run_id = r.id) "
            "OR length(l.tags) != ifnull((SELECT sum(length(tag) + 1) FROM run_tags t WHERE t.run_id = r.id), 0)",
            &differing));
        QCOMPARE(differing, int64_t(0));
        // Listed by time (both ways, small batches; the strings split by the
        // walk, and left for the sink's settle()): as read from `runs`.
        for (const bool descending : {true, false})
        for (const bool defer : {false, true}) {
            bw::RunFilter f;
            f.descending = descending;
            bool ok = false;
            const bw::RunIndex index = s.listIndex(f, &ok, false);
            QVERIFY(ok);
            std::vector<int64_t> walked;
            QVERIFY2(s.walkRuns(f, 7,
                                [&](bw::HistoryStore::ListBatch& b) {
                                    b.settle();
                                    for (const bw::RunRow& r : b.rows) {
                                        const auto w = s.runRow(r.id);
                                        if (!w || w->name != r.name || w->status != r.status || w->rps != r.rps
                                            || w->verdict != r.verdict || w->tags != r.tags || w->startedAtMs != r.startedAtMs
                                            || w->roundGroupId != r.roundGroupId || w->source != r.source)
                                            return false;
                                        walked.push_back(r.id);
                                    }
                                    return true;
                                },
                                defer),
                     s.lastError().c_str());
            QCOMPARE(walked, index.ids);
        }
        QCOMPARE(s.runRow(ids[4])->name, std::string("a\x1f") + "name");
        QCOMPARE(s.runRow(ids[5])->tags, (std::vector<std::string>{"x", std::string("y\x1fz")}));
        QCOMPARE(s.runRow(ids[9])->status, std::string("stopped"));
        QCOMPARE(s.runRow(ids[9])->verdict, std::string("not-judged"));
        // A listing's row of no run (written past the triggers): the walk
        // stops and says which.
        QVERIFY(s.db().exec("INSERT INTO run_list_rows VALUES (1, 999999, NULL, 0, 0, 0, 0, 'unsplit', 0, '')"));
        QVERIFY(!s.walkRuns(bw::RunFilter{}, 7, [](bw::HistoryStore::ListBatch&) { return true; }));
        QVERIFY2(QString::fromStdString(s.lastError()).contains("run 999999 is listed in run_list_rows but not in runs"),
                 s.lastError().c_str());
    }

    // A run deleted between the listing and the fetch is left out, the others kept in order.
    void fetchSkipsADeletedRun()
    {
        const std::vector<int64_t> ids = {all_[5], all_[3], all_[9]};
        QVERIFY(store_.deleteRun(all_[3]));
        bool ok = false;
        const auto rows = store_.runRows(ids, &ok);
        QVERIFY(ok);
        QCOMPARE(rows.size(), size_t(2));
        QCOMPARE(rows[0].id, all_[5]);
        QCOMPARE(rows[1].id, all_[9]);
    }

    // countAllRuns keeps its count until the database changes: by this
    // connection or by a commit from another; an unfiltered listing leaves
    // its count.
    void allRunsCountedAgainAfterAChange()
    {
        const int64_t n = store_.countRuns(bw::RunFilter{});
        QVERIFY(n > 0);
        QCOMPARE(store_.countAllRuns(), n);
        QCOMPARE(store_.countAllRuns(), n);
        bw::HistoryStore other;   // another connection, as the CLI or a run saving
        QVERIFY(other.open((dir_.path() + "/h.sqlite").toStdString()));
        const int64_t added = other.saveRuns({{bwtest::makeFullRunResult(1, 2), bw::SaveOptions()}}).front();
        QVERIFY(added > 0);
        QCOMPARE(store_.countAllRuns(), n + 1);
        QVERIFY(store_.deleteRun(added));   // this connection's own change
        QCOMPARE(store_.countAllRuns(), n);
        QVERIFY(other.saveRuns({{bwtest::makeFullRunResult(1, 2), bw::SaveOptions()}}).front() > 0);
        bool ok = false;
        QCOMPARE(store_.listIndex(bw::RunFilter{}, &ok).runs, n + 1);
        QVERIFY(ok);
        QCOMPARE(store_.countAllRuns(), n + 1);
    }
};

BW_TEST_GUILESS_MAIN(TestHistoryIndex)
#include "tst_history_index.moc"

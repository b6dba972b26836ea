// benchwork-cli history list: list saved runs, filtered and sorted, as a table or JSON rows.
#include "cli/history/history_actions.h"

#include "cli/history/history_text.h"
#include "capacity/capacity_text.h"
#include "util/units.h"
#include "history/round_group_sides.h"
#include "history/run_row_json.h"
#include "result/client_health.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <chrono>
#include <set>

namespace bwcli {

namespace {

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
    bool queryOk = false;
    const auto t0 = std::chrono::steady_clock::now();
    // The listing as ids (16 bytes a run), then its rows fetched and printed
    // a batch at a time: a history of any size lists in bounded memory, the
    // first rows out before the last are read. JSON lists every run (a
    // group's rounds each); the table a round group once, as one line.
    const bool json = a.has("json");
    const bw::RunIndex index = store->listIndex(f, &queryOk, !json);
    if (a.has("timing"))
        cmd.err() << "list index: " << std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count()
                  << " ms for " << index.ids.size() << " rows\n";
    if (!queryOk)
        return cmd.fail(store->lastError());
    const size_t first = std::min(index.ids.size(), size_t(f.offset));
    const size_t last = f.limit > 0 ? std::min(index.ids.size(), first + size_t(f.limit)) : index.ids.size();
    constexpr size_t kBatch = 500;
    // Rows [from, to) of the listing, in order; false (message printed) when the store failed.
    auto fetch = [&](size_t from, size_t to, std::vector<bw::RunRow>* rows) {
        bool fetched = false;
        *rows = store->runRows(std::vector<int64_t>(index.ids.begin() + std::ptrdiff_t(from), index.ids.begin() + std::ptrdiff_t(to)),
                               &fetched);
        return fetched;
    };
    if (json) {
        cmd.out() << "[";
        std::vector<bw::RunRow> rows;
        for (size_t at = first; at < last; at += kBatch) {
            if (!fetch(at, std::min(last, at + kBatch), &rows))
                return cmd.fail(store->lastError());
            for (size_t i = 0; i < rows.size(); ++i)
                cmd.out() << (at == first && i == 0 ? "\n    " : ",\n    ")
                          << QJsonDocument(bw::runRowToJson(rows[i])).toJson(QJsonDocument::Compact).toStdString();
        }
        cmd.out() << (last > first ? "\n]\n" : "]\n");
        if (a.has("timing"))
            cmd.err() << "list total: " << std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count()
                      << " ms\n";
        return 0;
    }
    cmd.out() << pad("ID", 7, true) << "  " << pad("STARTED", 16) << "  " << pad("NAME", 24) << "  " << pad("TARGET", 30)
              << "  " << pad("RPS", 10, true) << "  " << pad("P99", 10, true) << "  " << pad("ERR", 7, true) << "  "
              << pad("SLO", 10) << "  " << pad("STATUS", 17) << "  " << pad("SOURCE", 9) << "  TAGS\n";
    // The rounds of one group are listed once, where the first of them
    // falls, with the medians of its rounds (bw::roundGroupSides); an A/B
    // group as two lines, g3:a and g3:b, each side with its own target and
    // medians (never one median of both); a capacity search or sweep with
    // its headline requests/s. --expand lists each round under it.
    auto line = [&](const std::string& id, const bw::RunRow& r, const std::string& target, const QString& rps, double p99,
                    double errorRate, const std::string& verdict, const std::string& status) {
        cmd.out() << pad(id, 7, true) << "  " << pad(fmtTime(r.startedAtMs), 16) << "  " << pad(r.name, 24) << "  "
                  << pad(target, 30) << "  " << pad(rps.toStdString(), 10, true) << "  "
                  << pad(p99 > 0 ? bw::formatLatencyUs(p99).toStdString() : "-", 10, true) << "  "
                  << pad(bw::formatPercent(errorRate).toStdString(), 7, true) << "  " << pad(verdict, 10) << "  " << pad(status, 17)
                  << "  " << pad(bw::runSourceName(r.source), 9) << "  " << tagsText(r.tags) << "\n";
    };
    std::vector<bw::RunRow> batch;
    for (size_t at = first; at < last; at += kBatch) {
      if (!fetch(at, std::min(last, at + kBatch), &batch))
          return cmd.fail(store->lastError());
      for (const bw::RunRow& r : batch) {
        if (!r.roundGroupId) {
            line(std::to_string(r.id), r, r.targetUrl, bw::formatRps(r.rps), r.p99Us, r.errorRate, r.verdict, r.status);
            continue;
        }
        // the group's rounds that the filter lists (with wholeGroups: all of them)
        bool membersOk = false;
        std::vector<bw::RunRow> rows = store->roundGroupRuns(r.roundGroupId, &membersOk);
        if (!membersOk)
            return cmd.fail(store->lastError());
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
            line(g, head, all.targetUrl, bw::capacityRate(r.roundGroupRps, r.roundGroupLowerBound), 0 /* per step: --expand */,
                 all.errorRate, r.verdict,
                 r.roundGroupKind + " " + std::to_string(all.runIds.size()) + " steps");
        } else {
            for (const bw::RoundGroupSide& side : sides)
                line(side.side.empty() ? g : g + ":" + side.side, r, side.targetUrl, bw::formatRps(side.rps), side.p99Us, side.errorRate,
                     side.verdict, std::to_string(side.runIds.size()) + " rounds");
        }
        if (a.has("expand"))
            for (const bw::RunRow& m : rows)
                if (m.roundGroupId == r.roundGroupId)
                    line(std::to_string(m.id), m, m.targetUrl, bw::formatRps(m.rps), m.p99Us, m.errorRate, m.verdict,
                         (m.roundSide.empty() ? "" : m.roundSide + " ") + (steps ? "s" : "r") + std::to_string(m.roundIndex) + " "
                             + m.status);
      }
    }
    if (last - first < index.ids.size())
        cmd.out() << "(" << (last - first) << " of " << index.ids.size() << " rows; --limit/--offset for more)\n";
    if (a.has("timing"))
        cmd.err() << "list total: " << std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count()
                  << " ms\n";
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

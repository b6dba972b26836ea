// benchwork-cli history compare: runs side by side with ratios against a baseline.
#include "cli/history/history_actions.h"

#include "cli/history/history_text.h"
#include "util/units.h"
#include "history/run_row_json.h"

#include <QJsonArray>

#include <chrono>

namespace bwcli {

namespace {

int run(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    const std::vector<int64_t>& ids = cmd.ids();
    int64_t baseline = 0;
    if (a.has("baseline")) {
        const auto b = HistoryAction::parseId(a.value("baseline"));
        if (!b)
            return cmd.fail("--baseline: '" + a.value("baseline") + "' is not a run id");
        baseline = *b;
    }
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    const auto t0 = std::chrono::steady_clock::now();
    const auto c = store->compareRuns(ids, baseline);
    if (a.has("timing"))
        cmd.err() << "compare query: " << std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count()
                  << " ms for " << ids.size() << " runs\n";
    if (!c)
        return cmd.fail(store->lastError());
    if (a.has("json")) {
        QJsonObject o;
        o.insert("baselineId", double(c->baselineId));
        QJsonArray rows;
        for (const bw::ComparisonRow& r : c->rows) {
            QJsonObject j = bw::runRowToJson(r.run);
            j.insert("isBaseline", r.isBaseline);
            j.insert("rpsRatio", r.rpsRatio);
            j.insert("p50Ratio", r.p50Ratio);
            j.insert("p99Ratio", r.p99Ratio);
            j.insert("maxRatio", r.maxRatio);
            j.insert("errorRateDelta", r.errorRateDelta);
            j.insert("peakRssRatio", r.peakRssRatio);
            rows.append(j);
        }
        o.insert("runs", rows);
        cmd.printJson(o);
        return 0;
    }
    cmd.out() << pad("ID", 7, true) << "  " << pad("NAME", 24) << "  " << pad("RPS", 10, true) << "  " << pad("x", 6, true) << "  "
              << pad("P50", 10, true) << "  " << pad("P99", 10, true) << "  " << pad("x", 6, true) << "  " << pad("ERR", 7, true)
              << "  " << pad("PEAK RSS", 10, true) << "\n";
    for (const bw::ComparisonRow& r : c->rows)
        cmd.out() << pad(std::to_string(r.run.id), 7, true) << "  " << pad(r.run.name, 24) << "  "
                  << pad(bw::formatRps(r.run.rps).toStdString(), 10, true) << "  "
                  << pad(r.isBaseline ? "base" : bw::formatRatio(r.rpsRatio).toStdString(), 6, true) << "  "
                  << pad(bw::formatLatencyUs(r.run.p50Us).toStdString(), 10, true) << "  "
                  << pad(bw::formatLatencyUs(r.run.p99Us).toStdString(), 10, true) << "  "
                  << pad(r.isBaseline ? "base" : bw::formatRatio(r.p99Ratio).toStdString(), 6, true) << "  "
                  << pad(bw::formatPercent(r.run.errorRate).toStdString(), 7, true) << "  "
                  << pad(r.run.peakRssBytes ? bw::formatBytesText(r.run.peakRssBytes).toStdString() : "-", 10, true) << "\n";
    return 0;
}

} // namespace

HistoryActionSpec compareAction()
{
    return {"compare", "compare ID ID... [--baseline ID]", RunIds::AtLeastTwo,
            {{"baseline", 'b', true, "ID", "the run others are compared to (default: the first)"},
             {"json", 0, false, "", "print JSON"},
             {"timing", 0, false, "", "print the query time on standard error"}},
            run};
}

} // namespace bwcli

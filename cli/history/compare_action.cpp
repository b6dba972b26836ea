// benchwork-cli history compare: runs side by side with ratios against a
// baseline, and the statistical comparison of the sides (each argument one
// side: a run, a list, a range or a round group; its runs the samples).
#include "cli/history/history_actions.h"

#include "cli/comparison_printer.h"
#include "cli/history/history_text.h"
#include "cli/history/run_sides.h"
#include "compare/comparison_json.h"
#include "history/run_row_json.h"
#include "util/units.h"

#include <QJsonArray>

#include <algorithm>
#include <chrono>

namespace bwcli {

namespace {

void printRatioTable(HistoryAction& cmd, const bw::Comparison& c)
{
    cmd.out() << pad("ID", 7, true) << "  " << pad("NAME", 24) << "  " << pad("RPS", 10, true) << "  " << pad("x", 6, true) << "  "
              << pad("P50", 10, true) << "  " << pad("P99", 10, true) << "  " << pad("x", 6, true) << "  " << pad("ERR", 7, true)
              << "  " << pad("PEAK RSS", 10, true) << "\n";
    for (const bw::ComparisonRow& r : c.rows)
        cmd.out() << pad(std::to_string(r.run.id), 7, true) << "  " << pad(r.run.name, 24) << "  "
                  << pad(bw::formatRps(r.run.rps).toStdString(), 10, true) << "  "
                  << pad(r.isBaseline ? "base" : bw::formatRatio(r.rpsRatio).toStdString(), 6, true) << "  "
                  << pad(bw::formatLatencyUs(r.run.p50Us).toStdString(), 10, true) << "  "
                  << pad(bw::formatLatencyUs(r.run.p99Us).toStdString(), 10, true) << "  "
                  << pad(r.isBaseline ? "base" : bw::formatRatio(r.p99Ratio).toStdString(), 6, true) << "  "
                  << pad(bw::formatPercent(r.run.errorRate).toStdString(), 7, true) << "  "
                  << pad(r.run.peakRssBytes ? bw::formatBytesText(r.run.peakRssBytes).toStdString() : "-", 10, true) << "\n";
}

int runCompare(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    bw::ComparisonSettings settings;
    if (auto e = noiseOption(a, &settings))
        return cmd.fail(*e);
    int64_t baseline = 0;
    if (a.has("baseline")) {
        const auto b = HistoryAction::parseId(a.value("baseline"));
        if (!b)
            return cmd.fail("--baseline: '" + a.value("baseline") + "' is not a run id");
        baseline = *b;
    }
    const std::vector<std::string>& pos = a.positional();
    if (pos.empty() || (pos.size() == 1 && pos[0].find_first_of("gG") != 0))   // one A/B group is two sides
        return cmd.fail("compare needs at least two run ids");
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    std::string error;
    const auto sides = parseRunSides(a.positional(), *store, &error);
    if (!sides)
        return cmd.fail(error);
    std::vector<int64_t> ids;
    for (const RunSide& s : *sides)
        ids.insert(ids.end(), s.ids.begin(), s.ids.end());
    if (sides->size() < 2 || ids.size() < 2)
        return cmd.fail("compare needs at least two run ids");
    const auto t0 = std::chrono::steady_clock::now();
    const auto c = store->compareRuns(ids, baseline);
    if (a.has("timing"))
        cmd.err() << "compare query: " << std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count()
                  << " ms for " << ids.size() << " runs\n";
    if (!c)
        return cmd.fail(store->lastError());
    // the side holding the baseline run is the statistics' A
    size_t base = 0;
    for (size_t i = 0; i < sides->size(); ++i)
        if (std::find((*sides)[i].ids.begin(), (*sides)[i].ids.end(), c->baselineId) != (*sides)[i].ids.end()) {
            base = i;
            break;
        }
    std::vector<std::vector<bw::RunResult>> runs(sides->size());
    for (size_t i = 0; i < sides->size(); ++i)
        for (int64_t id : (*sides)[i].ids) {
            auto r = store->loadRun(id);
            if (!r)
                return cmd.fail(store->lastError());
            runs[i].push_back(std::move(*r));
        }
    std::vector<std::pair<size_t, bw::RunComparison>> stats;
    for (size_t i = 0; i < sides->size(); ++i)
        if (i != base)
            stats.push_back({i, bw::compareRunSets(runs[base], runs[i], settings)});

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
        QJsonArray st;
        for (const auto& [i, rc] : stats) {
            QJsonObject s = bw::comparisonToJson(rc, (*sides)[base].ids, (*sides)[i].ids, settings);
            s.insert("labelA", QString::fromStdString((*sides)[base].label));
            s.insert("labelB", QString::fromStdString((*sides)[i].label));
            st.append(s);
        }
        o.insert("statistics", st);
        cmd.printJson(o);
        return 0;
    }
    printRatioTable(cmd, *c);
    for (const auto& [i, rc] : stats) {
        const RunSide& sa = (*sides)[base];
        const RunSide& sb = (*sides)[i];
        cmd.out() << "\n" << sa.label << " (" << sa.ids.size() << (sa.ids.size() == 1 ? " run" : " runs") << ") against " << sb.label
                  << " (" << sb.ids.size() << (sb.ids.size() == 1 ? " run" : " runs") << "):\n"
                  << formatComparison(rc, sa.label, sb.label, settings);
    }
    return 0;
}

} // namespace

HistoryActionSpec compareAction()
{
    return {"compare",
            "compare SIDE SIDE... [--baseline ID]\n\n"
            "Each SIDE is a run id (12), a list (12,14,16), a range (12-17) or a round group\n"
            "(g3; an A/B group is both its sides, g3:a and g3:b one). Its runs are the samples\n"
            "of the comparison: median and 95% interval per side, the change and its\n"
            "Mann-Whitney p-value per metric, '~' when not significant.",
            RunIds::Own,
            {{"baseline", 'b', true, "ID", "the run others are compared to (default: the first); its side is A"},
             {"noise", 0, true, "PCT", "changes smaller than this are '~' (default 2%)"},
             {"json", 0, false, "", "print JSON"},
             {"timing", 0, false, "", "print the query time on standard error"}},
            runCompare};
}

} // namespace bwcli

// benchwork-cli history export: one run or a comparison as a report: md, html, json, csv (per second), hdr (latency percentiles).
#include "cli/history/history_actions.h"

#include "cli/cli_files.h"
#include "cli/history/run_sides.h"
#include "compare/comparison_json.h"
#include "compare/comparison_report.h"
#include "report/hdr_percentiles.h"
#include "report/html_report.h"
#include "report/json_report.h"
#include "report/markdown_report.h"
#include "util/units.h"
#include "report/series_csv.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace bwcli {

namespace {

// The loaded runs (in the order of `ids`, flattened from `sides`) by side;
// *base the side holding the baseline run.
std::vector<bw::ReportSide> reportSidesOf(const std::vector<RunSide>& sides, const std::vector<bw::RunResult>& runs,
                                          int64_t baselineId, size_t* base)
{
    std::vector<bw::ReportSide> out;
    size_t at = 0;
    for (size_t i = 0; i < sides.size(); ++i) {
        bw::ReportSide s{QString::fromStdString(sides[i].label), {}};
        for (int64_t id : sides[i].ids) {
            if (id == baselineId)
                *base = i;
            s.runs.push_back(runs[at++]);
        }
        out.push_back(std::move(s));
    }
    return out;
}

int run(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    const std::string format = a.value("format");
    if (format != "md" && format != "html" && format != "json" && format != "csv" && format != "hdr")
        return cmd.fail(format.empty() ? "export needs --format md, html, json, csv or hdr"
                                       : "--format: '" + format + "' is not md, html, json, csv or hdr");
    if (a.positional().empty())
        return cmd.fail("export needs at least one run id");
    if ((format == "csv" || format == "hdr") && (a.positional().size() != 1 || !plainRunIds(a.positional())))
        return cmd.fail("--format " + format + " exports one run; give exactly one id");
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    std::string sideError;
    const auto sides = parseRunSides(a.positional(), *store, &sideError);
    if (!sides)
        return cmd.fail(sideError);
    std::vector<int64_t> ids;
    for (const RunSide& s : *sides)
        ids.insert(ids.end(), s.ids.begin(), s.ids.end());
    const std::string unit = a.value("unit", "ms");
    if (unit != "ms" && unit != "us")
        return cmd.fail("--unit: '" + unit + "' is not ms or us");
    const std::string lang = a.value("lang", "en");
    if (lang != "en" && lang != "ko")
        return cmd.fail("--lang: '" + lang + "' is not en or ko");
    int baselineIndex = 0;
    if (a.has("baseline")) {
        const auto b = HistoryAction::parseId(a.value("baseline"));
        const auto it = b ? std::find(ids.begin(), ids.end(), *b) : ids.end();
        if (it == ids.end())
            return cmd.fail("--baseline: '" + a.value("baseline") + "' is not one of the exported run ids");
        baselineIndex = int(it - ids.begin());
    }
    if (std::string bad = outputPathProblem(a.value("output")); !bad.empty())
        return cmd.fail("--output: " + bad);
    std::vector<bw::RunResult> runs;
    for (int64_t id : ids) {
        auto r = store->loadRun(id);
        if (!r)
            return cmd.fail(store->lastError());
        runs.push_back(std::move(*r));
    }
    QByteArray out;
    if (format == "md" || format == "html") {
        bw::ReportOptions o;
        o.labels = bw::reportLabelsFor(QString::fromStdString(lang));
        o.title = QString::fromStdString(a.value("title"));
        o.baselineIndex = baselineIndex;
        bw::ReportDocument doc = bw::buildReport(runs, o);
        if (sides->size() >= 2) {
            size_t base = 0;
            const auto reportSides = reportSidesOf(*sides, runs, ids[size_t(baselineIndex)], &base);
            doc.extraSections.push_back(bw::significanceSection(reportSides, base, o.labels.catalog));
        }
        out = (format == "md" ? bw::reportToMarkdown(doc) : bw::reportToHtml(doc)).toUtf8();
    } else if (format == "json") {
        QJsonObject o = runs.size() == 1 ? bw::runExportJson(runs[0]) : bw::comparisonExportJson(runs, baselineIndex);
        if (sides->size() >= 2) {
            size_t base = 0;
            const auto reportSides = reportSidesOf(*sides, runs, ids[size_t(baselineIndex)], &base);
            QJsonArray stats;
            for (size_t i = 0; i < sides->size(); ++i) {
                if (i == base)
                    continue;
                const bw::RunComparison rc = bw::compareRunSets(reportSides[base].runs, reportSides[i].runs);
                QJsonObject st = bw::comparisonToJson(rc, (*sides)[base].ids, (*sides)[i].ids, bw::ComparisonSettings());
                st.insert("labelA", QString::fromStdString((*sides)[base].label));
                st.insert("labelB", QString::fromStdString((*sides)[i].label));
                stats.append(st);
            }
            o.insert("statistics", stats);
        }
        out = QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else if (format == "csv") {
        out = bw::seriesToCsv(runs[0]).toUtf8();
    } else {
        const bw::LatencyHistogram& h = a.has("corrected") ? runs[0].latencyIntended : runs[0].latency;
        if (h.count() == 0)
            return cmd.fail("run " + std::to_string(ids[0]) + " has no " + (a.has("corrected") ? "corrected " : "") +
                            "latency histogram (imported runs keep only percentiles)");
        out = bw::histogramToHdrPercentiles(h, unit == "ms" ? 1e6 : 1e3).toUtf8();
    }
    const auto e = writeOutputFile(a.value("output"), out, cmd.out());
    return e ? cmd.fail(e->text()) : 0;
}

} // namespace

HistoryActionSpec exportAction()
{
    return {"export",
            "export SIDE... --format md|html|json|csv|hdr [-o FILE]\n\n"
            "A SIDE is a run id, a list (12,14), a range (12-17) or a round group (g3); with\n"
            "two sides or more, md, html and json add the statistical comparison of the sides.",
            RunIds::Own,
            {{"format", 'f', true, "F", "md, html, json, csv or hdr"},
             {"output", 'o', true, "FILE", "write here instead of standard output"},
             {"lang", 0, true, "L", "report language for md/html: en (default) or ko"},
             {"title", 0, true, "T", "report title for md/html"},
             {"baseline", 'b', true, "ID", "comparison baseline (default: the first id)"},
             {"unit", 0, true, "U", "hdr values in ms (default) or us"},
             {"corrected", 0, false, "", "hdr: the coordinated-omission corrected histogram"}},
            run};
}

} // namespace bwcli

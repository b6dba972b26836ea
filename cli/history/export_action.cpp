// benchwork-cli history export: one run or a comparison as a report: md, html, json, csv (per second), hdr (latency percentiles).
#include "cli/history/history_actions.h"

#include "cli/cli_files.h"
#include "cli/history/run_sides.h"
#include "compare/comparison_json.h"
#include "compare/comparison_report.h"
#include "capacity/capacity_json.h"
#include "report/capacity_report.h"
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

// A capacity search's or sweep's group (gN): its own report, from the
// result kept with the group and its steps' runs. Nullopt: not such a group.
std::optional<int> exportStepGroup(HistoryAction& cmd, bw::HistoryStore& store, const std::string& side, const std::string& format)
{
    if (side.size() < 2 || (side[0] != 'g' && side[0] != 'G'))
        return std::nullopt;
    const auto gid = HistoryAction::parseId(side.substr(1));
    const auto group = gid ? store.roundGroup(*gid) : std::nullopt;
    if (!group || (group->kind != "capacity" && group->kind != "sweep"))
        return std::nullopt;
    const bw::OptionParser& a = cmd.options();
    const QJsonObject detail = QJsonDocument::fromJson(QByteArray::fromStdString(group->detailJson)).object();
    bw::CapacityResult capacity;
    bw::SweepResult sweep;
    QString why;
    if (group->kind == "capacity" ? !bw::capacityFromJson(detail, &capacity, &why) : !bw::sweepFromJson(detail, &sweep, &why))
        return cmd.fail(side + ": the " + group->kind + " result kept with the group cannot be read (" + why.toStdString() + ")");
    std::vector<bw::RunResult> runs;
    for (const bw::RunRow& row : store.roundGroupRuns(*gid))
        if (auto r = store.loadRun(row.id))
            runs.push_back(std::move(*r));
    QByteArray out;
    if (format == "json") {
        out = QJsonDocument(group->kind == "capacity" ? bw::capacityExportJson(capacity, runs) : bw::sweepExportJson(sweep, runs))
                  .toJson(QJsonDocument::Indented);
    } else {
        bw::ReportOptions o;
        o.labels = bw::reportLabelsFor(QString::fromStdString(a.value("lang", "en")));
        o.title = QString::fromStdString(a.value("title"));
        const bw::ReportDocument doc = group->kind == "capacity" ? bw::buildCapacityReport(capacity, runs, o)
                                                                 : bw::buildSweepReport(sweep, runs, o);
        out = (format == "md" ? bw::reportToMarkdown(doc) : bw::reportToHtml(doc)).toUtf8();
    }
    const auto e = writeOutputFile(a.value("output"), out, cmd.out());
    return e ? cmd.fail(e->text()) : 0;
}

int runExport(HistoryAction& cmd)
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
    const std::string lang = a.value("lang", "en");
    if (lang != "en" && lang != "ko")
        return cmd.fail("--lang: '" + lang + "' is not en or ko");
    if (std::string bad = outputPathProblem(a.value("output")); !bad.empty())
        return cmd.fail("--output: " + bad);
    if (a.positional().size() == 1 && format != "csv" && format != "hdr")
        if (const auto done = exportStepGroup(cmd, *store, a.positional()[0], format))
            return *done;
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
    int baselineIndex = 0;
    if (a.has("baseline")) {
        const auto b = HistoryAction::parseId(a.value("baseline"));
        const auto it = b ? std::find(ids.begin(), ids.end(), *b) : ids.end();
        if (it == ids.end())
            return cmd.fail("--baseline: '" + a.value("baseline") + "' is not one of the exported run ids");
        baselineIndex = int(it - ids.begin());
    }
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
            "two sides or more, md, html and json add the statistical comparison of the sides.\n"
            "A capacity search's or sweep's group alone (g4) exports its own report: the answer,\n"
            "the curve as inline SVG and every step (json: benchwork.capacity/1 or\n"
            "benchwork.sweep/1 with the steps' runs).",
            RunIds::Own,
            {{"format", 'f', true, "F", "md, html, json, csv or hdr"},
             {"output", 'o', true, "FILE", "write here instead of standard output"},
             {"lang", 0, true, "L", "report language for md/html: en (default) or ko"},
             {"title", 0, true, "T", "report title for md/html"},
             {"baseline", 'b', true, "ID", "comparison baseline (default: the first id)"},
             {"unit", 0, true, "U", "hdr values in ms (default) or us"},
             {"corrected", 0, false, "", "hdr: the coordinated-omission corrected histogram"}},
            runExport};
}

} // namespace bwcli

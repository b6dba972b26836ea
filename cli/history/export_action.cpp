// benchwork-cli history export: one run or a comparison as a report: md, html, json, csv (per second), hdr (latency percentiles).
#include "cli/history/history_actions.h"

#include "cli/cli_files.h"
#include "report/hdr_percentiles.h"
#include "report/html_report.h"
#include "report/json_report.h"
#include "report/markdown_report.h"
#include "util/units.h"
#include "report/series_csv.h"

#include <QJsonDocument>

#include <algorithm>

namespace bwcli {

namespace {

int run(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    const std::string format = a.value("format");
    if (format != "md" && format != "html" && format != "json" && format != "csv" && format != "hdr")
        return cmd.fail(format.empty() ? "export needs --format md, html, json, csv or hdr"
                                       : "--format: '" + format + "' is not md, html, json, csv or hdr");
    std::vector<int64_t> ids;
    if (!cmd.runIds(1, &ids))
        return 2;
    if ((format == "csv" || format == "hdr") && ids.size() != 1)
        return cmd.fail("--format " + format + " exports one run; give exactly one id");
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
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
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
        const bw::ReportDocument doc = bw::buildReport(runs, o);
        out = (format == "md" ? bw::reportToMarkdown(doc) : bw::reportToHtml(doc)).toUtf8();
    } else if (format == "json") {
        const QJsonObject o = runs.size() == 1 ? bw::runExportJson(runs[0]) : bw::comparisonExportJson(runs, baselineIndex);
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
    return {"export", "export ID... --format md|html|json|csv|hdr [-o FILE]", RunIds::Own,
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

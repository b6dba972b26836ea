// benchwork-cli merge: the agents' results of one many-agent run merged
// exactly into one run (result/run_merge.h), printed, written and saved.
#include "cli/cli_files.h"
#include "cli/commands.h"
#include "cli/summary_printer.h"

#include "history/history_store.h"
#include "result/result_json.h"
#include "result/run_merge.h"
#include "util/option_parser.h"
#include "util/units.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace bwcli {

namespace {

const char* kMergeUsage =
    "usage: benchwork-cli merge [options] AGENT.json AGENT.json...\n\n"
    "Merges the --json results of the agents of one run (benchwork-cli run --agents N\n"
    "--agent-index I) into one run: counts summed, histograms added, percentiles from\n"
    "the merged histogram, series aligned by wall-clock second. Refuses results of\n"
    "different runs, with the reason. Exit status: 0 merged, 2 bad input.\n\nOptions:\n";

bw::Result<bw::RunResult> readResult(const std::string& path)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly))
        return bw::Error(path, "cannot read: " + f.errorString().toStdString());
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return bw::Error(path, "not a benchwork.run/1 JSON document (" +
                                   (pe.error != QJsonParseError::NoError ? pe.errorString().toStdString()
                                                                         : std::string("not an object")) + ")");
    bw::RunResult r;
    QString error;
    if (!bw::runResultFromJson(doc.object(), &r, &error))
        return bw::Error(path, error.toStdString());
    return r;
}

} // namespace

int mergeCommand(const Args& args, const Streams& io)
{
    bw::OptionParser p({
        {"output", 'o', true, "FILE|-", "write the merged run as JSON (schema benchwork.run/1; - = stdout)"},
        {"db", 0, true, "PATH", "save the merged run in this history database"},
        {"name", 0, true, "NAME", "name of the merged run (default: the first agent's, with the agent count)"},
        {"tag", 0, true, "TAG", "tag the saved run, repeatable", true},
        {"start-tolerance", 0, true, "D", "largest difference between the agents' start times (default 1s)"},
        {"quiet", 'q', false, "", "no summary"},
        {"help", 'h', false, "", "show this help"},
    });
    if (!p.parse(args, 1)) {
        io.err << "benchwork-cli merge: " << p.error() << "\n(see benchwork-cli merge --help)\n";
        return 2;
    }
    if (p.has("help")) {
        io.out << kMergeUsage << p.helpText();
        return 0;
    }
    bw::MergeOptions options;
    options.name = p.value("name");
    if (p.has("start-tolerance")) {
        auto d = bw::parseDuration(p.value("start-tolerance"));
        if (!d || *d < 0) {
            io.err << "benchwork-cli merge: --start-tolerance: "
                   << (d ? std::string("must not be negative") : d.error().reason()) << "\n";
            return 2;
        }
        options.startToleranceSec = *d;
    }
    if (std::string bad = outputPathProblem(p.value("output")); !bad.empty()) {
        io.err << "benchwork-cli merge: --output: " << bad << "\n";
        return 2;
    }
    std::vector<bw::MergeInput> inputs;
    for (const std::string& path : p.positional()) {
        auto r = readResult(path);
        if (!r) {
            io.err << "benchwork-cli merge: " << r.error().text() << "\n";
            return 2;
        }
        inputs.push_back({QFileInfo(QString::fromStdString(path)).fileName().toStdString(), std::move(*r)});
    }
    auto merged = bw::mergeRuns(inputs, options);
    if (!merged) {
        io.err << "benchwork-cli merge: not merged: " << merged.error().text() << "\n";
        return 2;
    }
    const bool toStdout = p.value("output") == "-";
    std::ostream& out = toStdout ? io.err : io.out;
    if (!p.has("quiet"))
        out << "Merged " << inputs.size() << " agents @ " << merged->config.url << "\n"
            << formatSummary(*merged) << formatVerdict(merged->slo, merged->verdict, *merged);
    if (p.has("db")) {
        tellHistoryPrivacy(p.value("db"), "merge", io.err);
        bw::HistoryStore store;
        bw::SaveOptions so;
        so.tags = p.values("tag");
        int64_t id = 0;
        if (store.open(p.value("db")))
            id = store.saveRun(*merged, so);
        if (!id) {
            io.err << "benchwork-cli merge: not saved: " << store.lastError() << "\n";
            return 2;
        }
        merged->historyId = id;
        out << "Saved as run " << id << " in " << p.value("db") << "\n";
    }
    out << std::flush;
    if (p.has("output")) {
        QJsonObject o = bw::runResultToJson(*merged);
        if (merged->historyId)
            o.insert("historyId", double(merged->historyId));
        if (auto e = writeOutputFile(p.value("output"), QJsonDocument(o).toJson(QJsonDocument::Indented), io.out)) {
            io.err << "benchwork-cli merge: --output: " << e->text() << "\n";
            return 2;
        }
    }
    return 0;
}

} // namespace bwcli

// benchwork-cli history import: wrk text, k6 summary JSON or oha JSON output saved as runs.
#include "cli/history/history_actions.h"

#include "import/run_importer.h"

#include <QJsonArray>

namespace bwcli {

namespace {

int runImport(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    const auto format = bw::parseImportFormat(a.value("format", "auto"));
    if (!format)
        return cmd.fail("--format: '" + a.value("format") + "' is not auto, wrk, k6 or oha");
    if (a.positional().empty())
        return cmd.fail("import needs at least one file");
    if (a.has("name") && a.positional().size() != 1)
        return cmd.fail("--name applies to a single imported file");
    // Read everything first: one bad file imports nothing.
    std::vector<std::pair<bw::RunResult, bw::SaveOptions>> batch;
    for (const std::string& file : a.positional()) {
        bw::ImportedRun run;
        bw::Error err;
        if (!bw::importRunFile(file, *format, &run, &err))
            return cmd.fail("not imported: " + err.text());
        if (a.has("name"))
            run.result.name = a.value("name");
        bw::SaveOptions o;
        o.source = run.source;
        o.notes = run.notes;
        o.tags = a.values("tag");
        batch.emplace_back(std::move(run.result), std::move(o));
    }
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    const auto ids = store->saveRuns(batch);
    if (ids.empty())
        return cmd.fail("not imported: " + store->lastError());
    if (a.has("json")) {
        QJsonArray out;
        for (int64_t id : ids)
            out.append(double(id));
        cmd.printJson(out);
    } else {
        for (size_t i = 0; i < ids.size(); ++i)
            cmd.out() << "imported " << a.positional()[i] << " as run " << ids[i] << " (" << bw::runSourceName(batch[i].second.source)
                      << ")\n";
    }
    return 0;
}

} // namespace

HistoryActionSpec importAction()
{
    return {"import", "import FILE... [--format auto|wrk|k6|oha] [--tag T]", RunIds::Own,
            {{"format", 'f', true, "F", "auto (default), wrk, k6 or oha"},
             {"tag", 't', true, "T", "tag the imported runs (repeatable)", true},
             {"name", 0, true, "N", "name the imported run (one file only)"},
             {"json", 0, false, "", "print the new ids as JSON"}},
            runImport};
}

} // namespace bwcli

#include "suite_baselines.h"

#include "history/history_store.h"

namespace bw {

std::vector<ResolvedBaseline> resolveBaselines(const Suite& suite, HistoryStore* store)
{
    std::vector<ResolvedBaseline> out;
    for (const auto& b : suite.baselines) {
        ResolvedBaseline r;
        r.spec = b;
        if (!b.fromHistory()) {
            r.available = true;
            r.rps = b.rps;
            r.p99Us = b.p99Us;
            r.peakRssBytes = b.peakRssBytes;
            r.source = "suite file";
            out.push_back(std::move(r));
            continue;
        }
        const std::string wanted = !b.historyName.empty() ? "named \"" + b.historyName + "\"" : "tagged \"" + b.historyTag + "\"";
        if (!store || !store->isOpen()) {
            r.problem = "no history database to find the run " + wanted + " in";
            out.push_back(std::move(r));
            continue;
        }
        RunFilter f;
        f.status = "complete";
        f.sort = RunSortKey::Started;
        f.descending = true;
        f.limit = 200;
        if (!b.historyName.empty())
            f.text = b.historyName;
        if (!b.historyTag.empty())
            f.tag = b.historyTag;
        bool ok = false;
        const auto rows = store->listRuns(f, &ok);
        if (!ok) {
            r.problem = "reading the history failed: " + store->lastError();
            out.push_back(std::move(r));
            continue;
        }
        for (const RunRow& row : rows) {
            if (!b.historyName.empty() && row.name != b.historyName)
                continue;   // the text filter matches substrings (and notes, URLs)
            r.available = true;
            r.rps = row.rps;
            r.p99Us = row.p99Us;
            r.peakRssBytes = row.peakRssBytes;
            r.historyRunId = row.id;
            r.source = runSourceName(row.source);
            break;
        }
        if (!r.available)
            r.problem = "no finished history run " + wanted;
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace bw

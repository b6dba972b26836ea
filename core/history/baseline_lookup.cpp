#include "history/baseline_lookup.h"

namespace bw {

int64_t lastMatchingRun(HistoryStore& store, const LoadConfig& config, int64_t excludeId, int scan)
{
    RunFilter filter;
    filter.target = config.url;
    filter.status = runStatusName(RunStatus::Complete);
    filter.source = runSourceName(RunSource::Benchwork);
    filter.sort = RunSortKey::Started;
    filter.descending = true;
    filter.limit = scan;
    bool ok = false;
    for (const RunRow& row : store.listRuns(filter, &ok)) {
        if (row.id == excludeId)
            continue;
        if (row.targetUrl == config.url && row.method == config.method && row.connections == config.connections
            && row.rate == config.rate)
            return row.id;
    }
    return 0;
}

} // namespace bw

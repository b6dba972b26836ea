#include "history/baseline_lookup.h"

namespace bw {

namespace {
// A loopback URL without its port: the demo target (and many a local
// server) listens on a port picked at random at each start, so "the same
// target" is the same scheme, loopback host and route.
std::string targetKey(const std::string& url)
{
    const size_t scheme = url.find("://");
    if (scheme == std::string::npos)
        return url;
    const size_t hostStart = scheme + 3;
    const size_t pathStart = url.find('/', hostStart);
    const std::string authority = url.substr(hostStart, pathStart == std::string::npos ? std::string::npos : pathStart - hostStart);
    const std::string path = pathStart == std::string::npos ? "/" : url.substr(pathStart);
    std::string host = authority;
    if (!host.empty() && host.front() == '[') {
        host = host.substr(0, host.find(']') + 1);
    } else if (const size_t colon = host.rfind(':'); colon != std::string::npos) {
        host = host.substr(0, colon);
    }
    if (host == "127.0.0.1" || host == "localhost" || host == "[::1]")
        return url.substr(0, hostStart) + host + path;
    return url;
}

std::string routeOf(const std::string& url)
{
    const size_t scheme = url.find("://");
    const size_t path = url.find('/', scheme == std::string::npos ? 0 : scheme + 3);
    return path == std::string::npos ? url : url.substr(path);
}
} // namespace

int64_t lastMatchingRun(HistoryStore& store, const LoadConfig& config, int64_t excludeId, int scan)
{
    RunFilter filter;
    filter.target = routeOf(config.url);   // narrows the listing; targetKey() decides
    filter.status = runStatusName(RunStatus::Complete);
    filter.source = runSourceName(RunSource::Benchwork);
    filter.sort = RunSortKey::Started;
    filter.descending = true;
    filter.limit = scan;
    bool ok = false;
    for (const RunRow& row : store.listRuns(filter, &ok)) {
        if (row.id == excludeId)
            continue;
        if (targetKey(row.targetUrl) == targetKey(config.url) && row.method == config.method && row.connections == config.connections
            && row.rate == config.rate)
            return row.id;
    }
    return 0;
}

} // namespace bw

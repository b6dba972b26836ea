#include "history/run_row_json.h"

#include <QJsonArray>

namespace bw {

QJsonObject runRowToJson(const RunRow& r)
{
    QJsonObject o;
    o.insert("id", double(r.id));
    o.insert("name", QString::fromStdString(r.name));
    o.insert("startedAtMs", double(r.startedAtMs));
    o.insert("status", QString::fromStdString(r.status));
    o.insert("statusMessage", QString::fromStdString(r.statusMessage));
    o.insert("source", QLatin1String(runSourceName(r.source)));
    o.insert("suiteRunId", r.suiteRunId ? QJsonValue(double(r.suiteRunId)) : QJsonValue());
    o.insert("notes", QString::fromStdString(r.notes));
    QJsonArray tags;
    for (const std::string& t : r.tags)
        tags.append(QString::fromStdString(t));
    o.insert("tags", tags);
    QJsonArray overlaps;
    for (int64_t id : r.overlappingRuns)
        overlaps.append(double(id));
    o.insert("overlappingRuns", overlaps);
    o.insert("targetUrl", QString::fromStdString(r.targetUrl));
    o.insert("method", QString::fromStdString(r.method));
    o.insert("connections", r.connections);
    o.insert("rate", r.rate);
    o.insert("measuredSec", r.measuredSec);
    o.insert("requests", double(r.requests));
    o.insert("rps", r.rps);
    o.insert("p50Us", r.p50Us);
    o.insert("p90Us", r.p90Us);
    o.insert("p99Us", r.p99Us);
    o.insert("maxUs", r.maxUs);
    o.insert("errors", double(r.errors));
    o.insert("errorRate", r.errorRate);
    o.insert("peakRssBytes", double(r.peakRssBytes));
    o.insert("clientCpuPct", r.clientCpuPct);
    o.insert("verdict", QString::fromStdString(r.verdict));
    o.insert("roundGroupId", r.roundGroupId ? QJsonValue(double(r.roundGroupId)) : QJsonValue());
    if (r.roundGroupId) {
        o.insert("round", r.roundIndex);
        if (!r.roundGroupKind.empty())
            o.insert("roundGroupKind", QString::fromStdString(r.roundGroupKind));
        if (!r.roundSide.empty())
            o.insert("roundSide", QString::fromStdString(r.roundSide));
    }
    return o;
}

} // namespace bw

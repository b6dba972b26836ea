#include "json_report.h"

#include "result/result_json.h"

#include <QJsonArray>

#include <algorithm>

namespace bw {

QJsonObject runExportJson(const RunResult& r, bool includeHistograms)
{
    RunJsonOptions o;
    o.includeHistograms = includeHistograms;
    o.redactSecrets = true;
    QJsonObject out = runResultToJson(r, o);
    if (r.historyId > 0) {
        QJsonObject h;
        h.insert(QStringLiteral("id"), double(r.historyId));
        QJsonArray tags, overlaps;
        for (const std::string& t : r.tags)
            tags.append(QString::fromStdString(t));
        for (int64_t id : r.overlappingRuns)
            overlaps.append(double(id));
        h.insert(QStringLiteral("tags"), tags);
        h.insert(QStringLiteral("overlappingRuns"), overlaps);
        out.insert(QStringLiteral("history"), h);
    }
    return out;
}

QJsonObject comparisonExportJson(const std::vector<RunResult>& runs, int baselineIndex, bool includeHistograms)
{
    QJsonObject out;
    out.insert(QStringLiteral("schema"), QString::fromLatin1(kComparisonSchema));
    if (runs.empty()) {
        out.insert(QStringLiteral("baseline"), QJsonValue::Null);
        out.insert(QStringLiteral("runs"), QJsonArray());
        out.insert(QStringLiteral("ratios"), QJsonArray());
        return out;
    }
    const size_t base = size_t(std::clamp(baselineIndex, 0, int(runs.size()) - 1));
    const RunResult& b = runs[base];
    auto ratio = [](double v, double ref) { return ref != 0 ? QJsonValue(v / ref) : QJsonValue(QJsonValue::Null); };
    QJsonArray list, ratios;
    for (const RunResult& r : runs) {
        list.append(runExportJson(r, includeHistograms));
        QJsonObject q;
        q.insert(QStringLiteral("id"), r.historyId > 0 ? QJsonValue(double(r.historyId)) : QJsonValue(QJsonValue::Null));
        q.insert(QStringLiteral("rps"), ratio(r.rps, b.rps));
        q.insert(QStringLiteral("p50"), ratio(r.latencySummary.p50Us, b.latencySummary.p50Us));
        q.insert(QStringLiteral("p99"), ratio(r.latencySummary.p99Us, b.latencySummary.p99Us));
        q.insert(QStringLiteral("max"), ratio(r.latencySummary.maxUs, b.latencySummary.maxUs));
        q.insert(QStringLiteral("errorRateDelta"), r.errorRate() - b.errorRate());
        ratios.append(q);
    }
    out.insert(QStringLiteral("baseline"), int(base));
    out.insert(QStringLiteral("baselineId"), b.historyId > 0 ? QJsonValue(double(b.historyId)) : QJsonValue(QJsonValue::Null));
    out.insert(QStringLiteral("runs"), list);
    out.insert(QStringLiteral("ratios"), ratios);
    return out;
}

} // namespace bw

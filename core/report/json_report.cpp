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
    return runResultToJson(r, o);
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
        q.insert(QStringLiteral("rps"), ratio(r.rps, b.rps));
        q.insert(QStringLiteral("p50"), ratio(r.latencySummary.p50Us, b.latencySummary.p50Us));
        q.insert(QStringLiteral("p99"), ratio(r.latencySummary.p99Us, b.latencySummary.p99Us));
        q.insert(QStringLiteral("max"), ratio(r.latencySummary.maxUs, b.latencySummary.maxUs));
        q.insert(QStringLiteral("errorRateDelta"), r.errorRate() - b.errorRate());
        ratios.append(q);
    }
    out.insert(QStringLiteral("baseline"), int(base));
    out.insert(QStringLiteral("runs"), list);
    out.insert(QStringLiteral("ratios"), ratios);
    return out;
}

} // namespace bw

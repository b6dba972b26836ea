// The flow parts of the "benchwork.run/1" schema (docs/json-schema.md,
// docs/flows.md): `byFlow` (iterations per flow) and its histograms under
// `histograms.byFlow`; the steps are `byStep`, written as `byRequest`'s
// entries are (result_json_requests.cpp) with their flow's keys.
#include "result/result_json.h"
#include "result/json_fields.h"
#include "result/result_json_detail.h"
#include "util/qstring_from.h"

namespace bw {

namespace {

const JsonField<FlowStats> kFlowFields[] = {
    {"name", &FlowStats::name, 0, true},
    {"iterations", &FlowStats::iterations},
    {"failedIterations", &FlowStats::failedIterations},
    {"iterationsPerSec", &FlowStats::iterationsPerSec},
};

} // namespace

QJsonArray flowStatsToJson(const std::vector<FlowStats>& flows)
{
    QJsonArray a;
    for (const FlowStats& f : flows) {
        QJsonObject o;
        writeFields(o, f, kFlowFields);
        o.insert(QStringLiteral("failedRate"), f.failedRate());   // derived; ignored when read
        o.insert(QStringLiteral("duration"), latencySummaryToJson(f.durationSummary));
        o.insert(QStringLiteral("durationIntended"), latencySummaryToJson(f.durationIntendedSummary));
        if (f.slo.empty())
            o.insert(QStringLiteral("slo"), QJsonValue::Null);
        else
            o.insert(QStringLiteral("slo"), sloToJson(f.slo));
        o.insert(QStringLiteral("verdict"), verdictToJson(f.verdict));
        a.append(o);
    }
    return a;
}

QJsonArray flowHistogramsToJson(const std::vector<FlowStats>& flows)
{
    QJsonArray a;
    for (const FlowStats& f : flows)
        a.append(QJsonObject{{QStringLiteral("duration"), histogramToBase64(f.duration)},
                             {QStringLiteral("durationIntended"), histogramToBase64(f.durationIntended)}});
    return a;
}

void detail::readFlowStats(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<FlowStats>* out)
{
    out->clear();
    for (int i = 0; i < a.size() && rd.ok(); ++i) {
        const QString p = JsonFieldReader::index(path, i);
        const QJsonObject o = rd.objectAt(a, path, i);
        FlowStats f;
        readFields(rd, o, p, &f, kFlowFields);
        readLatencySummary(rd, rd.object(o, p, "duration"), JsonFieldReader::join(p, "duration"), &f.durationSummary);
        readLatencySummary(rd, rd.object(o, p, "durationIntended"), JsonFieldReader::join(p, "durationIntended"), &f.durationIntendedSummary);
        if (o.value(QStringLiteral("slo")).isObject())
            readSlo(rd, o.value(QStringLiteral("slo")).toObject(), JsonFieldReader::join(p, "slo"), &f.slo);
        readVerdict(rd, rd.object(o, p, "verdict"), JsonFieldReader::join(p, "verdict"), &f.verdict);
        out->push_back(std::move(f));
    }
}

void detail::readFlowHistograms(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<FlowStats>* flows)
{
    if (!rd.ok() || a.isEmpty())
        return;
    if (size_t(a.size()) != flows->size()) {
        rd.fail(path, QStringLiteral("%1 histograms for %2 flows of byFlow").arg(a.size()).arg(flows->size()));
        return;
    }
    for (int i = 0; i < a.size() && rd.ok(); ++i) {
        const QString p = JsonFieldReader::index(path, i);
        const QJsonObject h = rd.objectAt(a, path, i);
        FlowStats& f = (*flows)[size_t(i)];
        const std::string d = rd.string(h, p, "duration"), dI = rd.string(h, p, "durationIntended");
        if (rd.ok() && !d.empty() && !histogramFromBase64(qs(d), &f.duration))
            rd.fail(JsonFieldReader::join(p, "duration"), QStringLiteral("not a valid encoded histogram"));
        if (rd.ok() && !dI.empty() && !histogramFromBase64(qs(dI), &f.durationIntended))
            rd.fail(JsonFieldReader::join(p, "durationIntended"), QStringLiteral("not a valid encoded histogram"));
    }
}

} // namespace bw

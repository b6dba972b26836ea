// The request-set parts of the "benchwork.run/1" schema: `config.mix` (the
// set as run, its seed included) and `byRequest` (per-request statistics),
// with their histograms under `histograms.byRequest`. See docs/json-schema.md.
#include "result/result_json.h"
#include "result/json_fields.h"
#include "result/result_json_detail.h"

#include "mix/mix_json.h"
#include "util/qstring_from.h"

namespace bw {

namespace {

// An entry's plain figures, written and read by the same rows (result/json_fields.h).
const JsonField<RequestStats> kRequestFields[] = {
    {"name", &RequestStats::name, 0, true},
    {"method", &RequestStats::method},
    {"path", &RequestStats::path},
    {"requests", &RequestStats::requests},
    {"rps", &RequestStats::rps},
    {"bytesIn", &RequestStats::bytesIn},
    {"bytesOut", &RequestStats::bytesOut},
};

} // namespace

QJsonObject requestSetConfigToJson(const RequestSet& set, bool redactSecrets)
{
    RequestSet shown = set;
    if (redactSecrets) {
        for (RequestEntry& e : shown.entries)
            for (HeaderField& h : e.headers)
                if (isSecretHeaderName(h.name))
                    h.value = kRedacted;
        for (Flow& f : shown.flows)
            for (FlowStep& s : f.steps)
                for (HeaderField& h : s.request.headers)
                    if (isSecretHeaderName(h.name))
                        h.value = kRedacted;
    }
    return requestSetToJson(shown);
}

void detail::readRequestSetConfig(JsonFieldReader& rd, const QJsonObject& o, const QString& path, RequestSet* out)
{
    *out = RequestSet{};
    if (!rd.ok() || o.isEmpty())
        return;
    SuiteJsonReader r;
    RequestSetReadOptions options;
    options.readFiles = false;   // bodies are inline; data files are read when the set runs again
    if (!readRequestSetJson(r, o, path.toStdString(), options, out))
        rd.fail(qs(r.error().field), qs(r.error().reason()));
}

QJsonArray requestStatsToJson(const std::vector<RequestStats>& entries)
{
    QJsonArray a;
    for (const RequestStats& e : entries) {
        QJsonObject o;
        writeFields(o, e, kRequestFields);
        o.insert(QStringLiteral("errors"), detail::errorsToJson(e.errors));
        o.insert(QStringLiteral("errorRate"), e.errorRate());   // derived; ignored when read
        o.insert(QStringLiteral("statusCodes"), detail::statusCodesToJson(e.statusCodes));
        o.insert(QStringLiteral("latency"), latencySummaryToJson(e.latencySummary));
        o.insert(QStringLiteral("latencyIntended"), latencySummaryToJson(e.latencyIntendedSummary));
        if (e.slo.empty())
            o.insert(QStringLiteral("slo"), QJsonValue::Null);
        else
            o.insert(QStringLiteral("slo"), sloToJson(e.slo));
        o.insert(QStringLiteral("verdict"), verdictToJson(e.verdict));
        if (!e.flow.empty()) {
            // a flow's step (byStep)
            o.insert(QStringLiteral("flow"), qs(e.flow));
            o.insert(QStringLiteral("skipped"), countToJson(e.skipped));
            o.insert(QStringLiteral("checkFailures"), countToJson(e.checkFailures()));   // derived
            QJsonArray checks;
            for (const CheckFailures& c : e.checks)
                checks.append(QJsonObject{{QStringLiteral("name"), qs(c.name)}, {QStringLiteral("failures"), countToJson(c.failures)}});
            o.insert(QStringLiteral("checks"), checks);
        }
        a.append(o);
    }
    return a;
}

QJsonArray requestHistogramsToJson(const std::vector<RequestStats>& entries)
{
    QJsonArray a;
    for (const RequestStats& e : entries) {
        QJsonObject h;
        h.insert(QStringLiteral("latency"), histogramToBase64(e.latency));
        h.insert(QStringLiteral("latencyIntended"), histogramToBase64(e.latencyIntended));
        a.append(h);
    }
    return a;
}

void detail::readRequestStats(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<RequestStats>* out)
{
    out->clear();
    for (int i = 0; i < a.size() && rd.ok(); ++i) {
        const QString p = JsonFieldReader::index(path, i);
        const QJsonObject o = rd.objectAt(a, path, i);
        RequestStats e;
        readFields(rd, o, p, &e, kRequestFields);
        readErrors(rd, rd.object(o, p, "errors"), JsonFieldReader::join(p, "errors"), &e.errors);
        readStatusCodes(rd, rd.object(o, p, "statusCodes"), JsonFieldReader::join(p, "statusCodes"), &e.statusCodes);
        readLatencySummary(rd, rd.object(o, p, "latency"), JsonFieldReader::join(p, "latency"), &e.latencySummary);
        readLatencySummary(rd, rd.object(o, p, "latencyIntended"), JsonFieldReader::join(p, "latencyIntended"),
                           &e.latencyIntendedSummary);
        if (o.value(QStringLiteral("slo")).isObject())
            readSlo(rd, o.value(QStringLiteral("slo")).toObject(), JsonFieldReader::join(p, "slo"), &e.slo);
        readVerdict(rd, rd.object(o, p, "verdict"), JsonFieldReader::join(p, "verdict"), &e.verdict);
        e.flow = rd.string(o, p, "flow");
        e.skipped = rd.count(o, p, "skipped");
        const QJsonArray checks = rd.array(o, p, "checks");
        for (int k = 0; k < checks.size() && rd.ok(); ++k) {
            const QString cp = JsonFieldReader::index(JsonFieldReader::join(p, "checks"), k);
            const QJsonObject co = rd.objectAt(checks, JsonFieldReader::join(p, "checks"), k);
            e.checks.push_back({rd.string(co, cp, "name", {}, true), rd.count(co, cp, "failures")});
        }
        out->push_back(std::move(e));
    }
}

void detail::readRequestHistograms(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<RequestStats>* entries)
{
    if (!rd.ok() || a.isEmpty())
        return;
    if (size_t(a.size()) != entries->size()) {
        rd.fail(path, QStringLiteral("%1 histograms for %2 entries of byRequest").arg(a.size()).arg(entries->size()));
        return;
    }
    for (int i = 0; i < a.size() && rd.ok(); ++i) {
        const QString p = JsonFieldReader::index(path, i);
        const QJsonObject h = rd.objectAt(a, path, i);
        RequestStats& e = (*entries)[size_t(i)];
        const std::string lat = rd.string(h, p, "latency"), latI = rd.string(h, p, "latencyIntended");
        if (rd.ok() && !lat.empty() && !histogramFromBase64(qs(lat), &e.latency))
            rd.fail(JsonFieldReader::join(p, "latency"), QStringLiteral("not a valid encoded histogram"));
        if (rd.ok() && !latI.empty() && !histogramFromBase64(qs(latI), &e.latencyIntended))
            rd.fail(JsonFieldReader::join(p, "latencyIntended"), QStringLiteral("not a valid encoded histogram"));
    }
}

} // namespace bw

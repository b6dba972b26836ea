// The request-set parts of the "benchwork.run/1" schema: `config.mix` (the
// set as run, its seed included) and `byRequest` (per-request statistics),
// with their histograms under `histograms.byRequest`. See docs/json-schema.md.
#include "result/result_json.h"
#include "result/result_json_detail.h"

#include "mix/mix_json.h"

namespace bw {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
}

QJsonObject requestSetConfigToJson(const RequestSet& set, bool redactSecrets)
{
    RequestSet shown = set;
    if (redactSecrets)
        for (RequestEntry& e : shown.entries)
            for (HeaderField& h : e.headers)
                if (isSecretHeaderName(h.name))
                    h.value = kRedacted;
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
        o.insert(QStringLiteral("name"), qs(e.name));
        o.insert(QStringLiteral("method"), qs(e.method));
        o.insert(QStringLiteral("path"), qs(e.path));
        o.insert(QStringLiteral("requests"), countToJson(e.requests));
        o.insert(QStringLiteral("rps"), e.rps);
        o.insert(QStringLiteral("bytesIn"), countToJson(e.bytesIn));
        o.insert(QStringLiteral("bytesOut"), countToJson(e.bytesOut));
        o.insert(QStringLiteral("errors"), detail::errorsToJson(e.errors));
        o.insert(QStringLiteral("errorRate"), e.errorRate());   // derived; ignored when read
        QJsonObject codes;
        for (const auto& [code, n] : e.statusCodes)
            codes.insert(QString::number(code), countToJson(n));
        o.insert(QStringLiteral("statusCodes"), codes);
        o.insert(QStringLiteral("latency"), latencySummaryToJson(e.latencySummary));
        o.insert(QStringLiteral("latencyIntended"), latencySummaryToJson(e.latencyIntendedSummary));
        if (e.slo.empty())
            o.insert(QStringLiteral("slo"), QJsonValue::Null);
        else
            o.insert(QStringLiteral("slo"), sloToJson(e.slo));
        o.insert(QStringLiteral("verdict"), verdictToJson(e.verdict));
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
        e.name = rd.string(o, p, "name", {}, true);
        e.method = rd.string(o, p, "method");
        e.path = rd.string(o, p, "path");
        e.requests = rd.count(o, p, "requests");
        e.rps = rd.number(o, p, "rps");
        e.bytesIn = rd.count(o, p, "bytesIn");
        e.bytesOut = rd.count(o, p, "bytesOut");
        readErrors(rd, rd.object(o, p, "errors"), JsonFieldReader::join(p, "errors"), &e.errors);
        const QJsonObject codes = rd.object(o, p, "statusCodes");
        const QString cp = JsonFieldReader::join(p, "statusCodes");
        for (auto it = codes.begin(); it != codes.end() && rd.ok(); ++it) {
            bool okCode = false;
            const int code = it.key().toInt(&okCode);
            if (!okCode || code < 0 || code > 999) {
                rd.fail(cp + QLatin1Char('.') + it.key(), QStringLiteral("not an HTTP status code"));
                break;
            }
            const QByteArray key = it.key().toLatin1();
            e.statusCodes[code] = rd.count(codes, cp, key.constData());
        }
        readLatencySummary(rd, rd.object(o, p, "latency"), JsonFieldReader::join(p, "latency"), &e.latencySummary);
        readLatencySummary(rd, rd.object(o, p, "latencyIntended"), JsonFieldReader::join(p, "latencyIntended"),
                           &e.latencyIntendedSummary);
        if (o.value(QStringLiteral("slo")).isObject())
            readSlo(rd, o.value(QStringLiteral("slo")).toObject(), JsonFieldReader::join(p, "slo"), &e.slo);
        readVerdict(rd, rd.object(o, p, "verdict"), JsonFieldReader::join(p, "verdict"), &e.verdict);
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

#include "history_codec.h"

#include "result/result_json.h"
#include "result/result_json_detail.h"

#include <QByteArray>
#include <QJsonDocument>

#include <algorithm>

namespace bw {

namespace {

std::string compressJson(const QJsonDocument& doc)
{
    const QByteArray packed = qCompress(doc.toJson(QJsonDocument::Compact), 6);
    return std::string(packed.constData(), size_t(packed.size()));
}

// A null document for an empty blob.
Result<QJsonDocument> uncompressJson(const std::string& blob)
{
    if (blob.empty())
        return QJsonDocument();
    const QByteArray text = qUncompress(QByteArray(blob.data(), qsizetype(blob.size())));
    if (text.isEmpty())
        return Error(std::string(), "stored series blob is corrupt (not zlib data)");
    QJsonParseError pe;
    QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
    if (pe.error != QJsonParseError::NoError)
        return Error(std::string(), "stored series blob is corrupt: " + pe.errorString().toStdString());
    return doc;
}

std::string compact(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString(); }

} // namespace

std::string encodeSeriesBlob(const std::vector<SecondStats>& series)
{
    return compressJson(QJsonDocument(seriesToJson(series)));
}

Result<std::vector<SecondStats>> decodeSeriesBlob(const std::string& blob)
{
    const auto doc = uncompressJson(blob);
    if (!doc)
        return doc.error();
    std::vector<SecondStats> out;
    if (doc->isNull())
        return out;
    QString e;
    if (!doc->isArray() || !seriesFromJson(doc->array(), &out, &e))
        return Error(std::string(), "stored series: " + (e.isEmpty() ? std::string("not an array") : e.toStdString()));
    return out;
}

std::string encodeTargetBlob(const TargetInfo& target) { return compressJson(QJsonDocument(targetToJson(target))); }

Result<TargetInfo> decodeTargetBlob(const std::string& blob)
{
    const auto doc = uncompressJson(blob);
    if (!doc)
        return doc.error();
    TargetInfo out;
    if (doc->isNull())
        return out;
    QString e;
    if (!doc->isObject() || !targetFromJson(doc->object(), &out, &e))
        return Error(std::string(), "stored target: " + (e.isEmpty() ? std::string("not an object") : e.toStdString()));
    return out;
}

std::string encodeRequestHistogramsBlob(const std::vector<RequestStats>& entries)
{
    if (entries.empty())
        return {};
    return compressJson(QJsonDocument(requestHistogramsToJson(entries)));
}

std::optional<Error> decodeRequestHistogramsBlob(const std::string& blob, std::vector<RequestStats>* entries)
{
    const auto doc = uncompressJson(blob);
    if (!doc)
        return doc.error();
    if (doc->isNull())
        return std::nullopt;
    if (!doc->isArray())
        return Error(std::string(), "stored request histograms: not an array");
    QJsonObject holder;
    holder.insert(QStringLiteral("byRequest"), doc->array());
    JsonFieldReader rd;
    detail::readRequestHistograms(rd, rd.array(holder, QStringLiteral("$"), "byRequest"), QStringLiteral("$.byRequest"), entries);
    if (!rd.ok())
        return Error(std::string(), "stored request histograms: " + rd.error().toStdString());
    return std::nullopt;
}

std::string encodeFlowHistogramsBlob(const std::vector<RequestStats>& steps, const std::vector<FlowStats>& flows)
{
    if (steps.empty() && flows.empty())
        return {};
    QJsonObject o;
    o.insert(QStringLiteral("byStep"), requestHistogramsToJson(steps));
    o.insert(QStringLiteral("byFlow"), flowHistogramsToJson(flows));
    return compressJson(QJsonDocument(o));
}

std::optional<Error> decodeFlowHistogramsBlob(const std::string& blob, std::vector<RequestStats>* steps, std::vector<FlowStats>* flows)
{
    const auto doc = uncompressJson(blob);
    if (!doc)
        return doc.error();
    if (doc->isNull())
        return std::nullopt;
    if (!doc->isObject())
        return Error(std::string(), "stored flow histograms: not an object");
    const QJsonObject o = doc->object();
    JsonFieldReader rd;
    detail::readRequestHistograms(rd, rd.array(o, QStringLiteral("$"), "byStep"), QStringLiteral("$.byStep"), steps);
    detail::readFlowHistograms(rd, rd.array(o, QStringLiteral("$"), "byFlow"), QStringLiteral("$.byFlow"), flows);
    if (!rd.ok())
        return Error(std::string(), "stored flow histograms: " + rd.error().toStdString());
    return std::nullopt;
}

std::string configJson(const LoadConfig& c) { return compact(loadConfigToJson(c, false)); }
std::string environmentJson(const Environment& e) { return compact(environmentToJson(e)); }

std::string summaryJson(const RunResult& r)
{
    RunJsonOptions opt;
    opt.includeHistograms = false;
    opt.redactSecrets = false;
    QJsonObject o = runResultToJson(r, opt);
    for (const char* k : {"schema", "name", "startedAtMs", "startedAt", "status", "statusMessage",
                          "config", "environment", "series", "target"})
        o.remove(QLatin1String(k));
    return compact(o);
}

ProgressSummary summariseProgress(const std::vector<SecondStats>& series)
{
    ProgressAccumulator acc;
    acc.add(series);
    return acc.summary();
}

void ProgressAccumulator::add(const std::vector<SecondStats>& seconds)
{
    for (const SecondStats& s : seconds)
        add(s);
}

void ProgressAccumulator::add(const SecondStats& s)
{
    if (s.warmup)
        return;
    sums_.measuredSec += 1;
    sums_.requests += s.requests;
    sums_.errors += s.errors.total();
    transport_ += s.errors.transport();
    w50_ += s.p50Us * double(s.requests);
    w90_ += s.p90Us * double(s.requests);
    sums_.p99Us = std::max(sums_.p99Us, s.p99Us);
    sums_.maxUs = std::max(sums_.maxUs, s.maxUs);
    cpu_ += s.clientCpuPct;
}

ProgressSummary ProgressAccumulator::summary() const
{
    ProgressSummary p = sums_;
    if (p.measuredSec > 0) {
        p.rps = double(p.requests) / p.measuredSec;
        p.clientCpuPct = cpu_ / p.measuredSec;
    }
    if (p.requests) {
        p.p50Us = w50_ / double(p.requests);
        p.p90Us = w90_ / double(p.requests);
    }
    const uint64_t attempts = p.requests + transport_;
    p.errorRate = attempts ? double(p.errors) / double(attempts) : 0;
    return p;
}

} // namespace bw

#include "history_codec.h"

#include "result/result_json.h"

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

bool uncompressJson(const std::string& blob, QJsonDocument* doc, std::string* error)
{
    if (blob.empty()) {
        *doc = QJsonDocument();
        return true;
    }
    const QByteArray text = qUncompress(QByteArray(blob.data(), qsizetype(blob.size())));
    if (text.isEmpty()) {
        *error = "stored series blob is corrupt (not zlib data)";
        return false;
    }
    QJsonParseError pe;
    *doc = QJsonDocument::fromJson(text, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error = "stored series blob is corrupt: " + pe.errorString().toStdString();
        return false;
    }
    return true;
}

std::string compact(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString(); }

} // namespace

std::string encodeSeriesBlob(const std::vector<SecondStats>& series)
{
    return compressJson(QJsonDocument(seriesToJson(series)));
}

bool decodeSeriesBlob(const std::string& blob, std::vector<SecondStats>* out, std::string* error)
{
    QJsonDocument doc;
    if (!uncompressJson(blob, &doc, error))
        return false;
    out->clear();
    if (doc.isNull())
        return true;
    QString e;
    if (!doc.isArray() || !seriesFromJson(doc.array(), out, &e)) {
        *error = "stored series: " + (e.isEmpty() ? std::string("not an array") : e.toStdString());
        return false;
    }
    return true;
}

std::string encodeTargetBlob(const TargetInfo& target) { return compressJson(QJsonDocument(targetToJson(target))); }

bool decodeTargetBlob(const std::string& blob, TargetInfo* out, std::string* error)
{
    QJsonDocument doc;
    if (!uncompressJson(blob, &doc, error))
        return false;
    *out = TargetInfo{};
    if (doc.isNull())
        return true;
    QString e;
    if (!doc.isObject() || !targetFromJson(doc.object(), out, &e)) {
        *error = "stored target: " + (e.isEmpty() ? std::string("not an object") : e.toStdString());
        return false;
    }
    return true;
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
    ProgressSummary p;
    double w50 = 0, w90 = 0, cpu = 0;
    uint64_t transport = 0;
    for (const SecondStats& s : series) {
        if (s.warmup)
            continue;
        p.measuredSec += 1;
        p.requests += s.requests;
        p.errors += s.errors.total();
        transport += s.errors.transport();
        w50 += s.p50Us * double(s.requests);
        w90 += s.p90Us * double(s.requests);
        p.p99Us = std::max(p.p99Us, s.p99Us);
        p.maxUs = std::max(p.maxUs, s.maxUs);
        cpu += s.clientCpuPct;
    }
    if (p.measuredSec > 0) {
        p.rps = double(p.requests) / p.measuredSec;
        p.clientCpuPct = cpu / p.measuredSec;
    }
    if (p.requests) {
        p.p50Us = w50 / double(p.requests);
        p.p90Us = w90 / double(p.requests);
    }
    const uint64_t attempts = p.requests + transport;
    p.errorRate = attempts ? double(p.errors) / double(attempts) : 0;
    return p;
}

} // namespace bw

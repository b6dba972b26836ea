#include "oha_importer.h"

#include "import/json_import_util.h"
#include "result/json_field_reader.h"

#include <cmath>
#include <sstream>

namespace bw {

namespace {

// oha's error messages come from its HTTP stack; sort them into our classes.
uint64_t* errorClass(ErrorCounts& e, const QString& message)
{
    const QString m = message.toLower();
    if (m.contains(QLatin1String("timeout")) || m.contains(QLatin1String("timed out")) || m.contains(QLatin1String("deadline")))
        return &e.timeout;
    if (m.contains(QLatin1String("broken pipe")) || m.contains(QLatin1String("write")))
        return &e.send;
    if (m.contains(QLatin1String("reset")) || m.contains(QLatin1String("closed")) || m.contains(QLatin1String("eof")) ||
        m.contains(QLatin1String("incomplete")))
        return &e.receive;
    // After "closed": "connection closed before message completed" is a read failure.
    if (m.contains(QLatin1String("connect")) || m.contains(QLatin1String("refused")) || m.contains(QLatin1String("dns")) ||
        m.contains(QLatin1String("resolve")))
        return &e.connect;
    return &e.protocol;
}

} // namespace

bool importOhaJson(const std::string& text, ImportedRun* out, Error* error)
{
    QJsonObject root;
    if (!parseJsonObject(text, &root, error))
        return false;
    JsonFieldReader rd;
    ImportedRun imp = importedRunFrom(RunSource::Oha, "oha");
    RunResult& r = imp.result;
    const QString sp = QStringLiteral("$.summary");
    const QJsonObject summary = rd.object(root, QStringLiteral("$"), "summary", true);
    r.rps = nonNegativeNumber(rd, summary, sp, "requestsPerSec", 0, true);
    r.measuredSec = nonNegativeNumber(rd, summary, sp, "total", 0, true);
    LatencySummary& s = r.latencySummary;
    s.meanUs = nonNegativeNumber(rd, summary, sp, "average", 0, true) * 1e6;
    s.minUs = nonNegativeNumber(rd, summary, sp, "fastest", 0, true) * 1e6;
    s.maxUs = nonNegativeNumber(rd, summary, sp, "slowest", 0, true) * 1e6;
    r.bytesIn = rd.count(summary, sp, "totalData", 0, true);
    const double successRate = nonNegativeNumber(rd, summary, sp, "successRate", 1);

    const QString pp = QStringLiteral("$.latencyPercentiles");
    const QJsonObject pct = rd.object(root, QStringLiteral("$"), "latencyPercentiles", true);
    s.p50Us = nonNegativeNumber(rd, pct, pp, "p50", 0, true) * 1e6;
    s.p75Us = nonNegativeNumber(rd, pct, pp, "p75", 0, true) * 1e6;
    s.p90Us = nonNegativeNumber(rd, pct, pp, "p90", 0, true) * 1e6;
    const double p95Us = nonNegativeNumber(rd, pct, pp, "p95", 0) * 1e6;
    s.p99Us = nonNegativeNumber(rd, pct, pp, "p99", 0, true) * 1e6;
    s.p999Us = nonNegativeNumber(rd, pct, pp, "p99.9", 0) * 1e6;

    const QString cp = QStringLiteral("$.statusCodeDistribution");
    const QJsonObject codes = rd.object(root, QStringLiteral("$"), "statusCodeDistribution", true);
    for (auto it = codes.begin(); it != codes.end() && rd.ok(); ++it) {
        bool ok = false;
        const int code = it.key().toInt(&ok);
        if (!ok || code < 100 || code > 999) {
            rd.fail(cp + QLatin1Char('.') + it.key(), QStringLiteral("not an HTTP status code"));
            break;
        }
        const QByteArray key = it.key().toLatin1();
        const uint64_t n = rd.count(codes, cp, key.constData(), 0, true);
        r.statusCodes[code] += n;
        r.requests += n;
        if (code < 200 || code >= 400)
            r.errors.status += n;
    }
    const QString ep = QStringLiteral("$.errorDistribution");
    const QJsonObject errors = rd.object(root, QStringLiteral("$"), "errorDistribution");
    for (auto it = errors.begin(); it != errors.end() && rd.ok(); ++it) {
        const QByteArray key = it.key().toUtf8();
        *errorClass(r.errors, it.key()) += rd.count(errors, ep, key.constData(), 0, true);
    }
    const QString hp = QStringLiteral("$.responseTimeHistogram");
    const QJsonObject hist = rd.object(root, QStringLiteral("$"), "responseTimeHistogram");
    int buckets = 0;
    for (auto it = hist.begin(); it != hist.end() && rd.ok(); ++it) {
        bool ok = false;
        const double sec = it.key().toDouble(&ok);
        if (!ok || sec < 0 || !std::isfinite(sec)) {
            rd.fail(hp + QLatin1Char('.') + it.key(), QStringLiteral("key is not a duration in seconds"));
            break;
        }
        const QByteArray key = it.key().toLatin1();
        const uint64_t n = rd.count(hist, hp, key.constData(), 0, true);
        r.latency.recordN(uint64_t(std::llround(sec * 1e9)), n);
        ++buckets;
    }
    if (!rd.ok()) {
        const QString e = rd.error();
        const int colon = e.indexOf(QStringLiteral(": "));
        if (error)
            *error = {e.left(colon).toStdString(), e.mid(colon + 2).toStdString()};
        return false;
    }
    s.count = r.requests;
    r.config.durationSec = r.measuredSec;
    r.status = RunStatus::Complete;

    std::ostringstream notes;
    notes << "Imported from oha JSON output (oha -j). Latency mean/min/max and oha's percentiles (p50, p75, "
             "p90, p99, p99.9) stored as the summary; p95 was "
          << p95Us / 1000.0 << " ms. ";
    if (buckets)
        notes << "The latency histogram is approximated from oha's " << buckets
              << "-bucket responseTimeHistogram (each bucket's requests recorded at its value): use the "
                 "summary percentiles, not the histogram's. ";
    else
        notes << "No latency histogram (oha's responseTimeHistogram was empty). ";
    notes << "Bytes are HTTP body bytes only (oha's totalData); success rate " << successRate * 100.0
          << " %. No per-second series. Connection count and URL are not in oha's JSON.";
    imp.notes = notes.str();
    *out = std::move(imp);
    return true;
}

} // namespace bw

#include "k6_importer.h"

#include "import/json_import_util.h"
#include "result/json_field_reader.h"

#include <cmath>
#include <sstream>

namespace bw {

namespace {

// A metric's figures: the object itself (--summary-export) or its "values"
// (handleSummary data).
QJsonObject metricValues(JsonFieldReader& rd, const QJsonObject& metrics, const char* name, bool required, QString* path)
{
    *path = QStringLiteral("$.metrics.") + QLatin1String(name);
    QJsonObject m = rd.object(metrics, QStringLiteral("$.metrics"), name, required);
    if (m.contains(QStringLiteral("values"))) {
        m = rd.object(m, *path, "values", true);
        *path += QStringLiteral(".values");
    }
    return m;
}

} // namespace

bool importK6SummaryJson(const std::string& text, ImportedRun* out, Error* error)
{
    QJsonObject root;
    if (!parseJsonObject(text, &root, error))
        return false;
    JsonFieldReader rd;
    ImportedRun imp = importedRunFrom(RunSource::K6, "k6");
    RunResult& r = imp.result;

    const QJsonObject metrics = rd.object(root, QStringLiteral("$"), "metrics", true);
    const QJsonObject options = rd.object(root, QStringLiteral("$"), "options");
    const std::string timeUnit = rd.string(options, QStringLiteral("$.options"), "summaryTimeUnit");
    double toUs = 1000.0;   // k6 reports durations in milliseconds by default
    if (timeUnit == "s")
        toUs = 1e6;
    else if (timeUnit == "us")
        toUs = 1.0;

    QString p;
    const QJsonObject reqs = metricValues(rd, metrics, "http_reqs", true, &p);
    r.requests = rd.count(reqs, p, "count", 0, true);
    const double rate = nonNegativeNumber(rd, reqs, p, "rate", 0, true);

    const QJsonObject dur = metricValues(rd, metrics, "http_req_duration", true, &p);
    LatencySummary& s = r.latencySummary;
    s.meanUs = nonNegativeNumber(rd, dur, p, "avg", 0, true) * toUs;
    s.minUs = nonNegativeNumber(rd, dur, p, "min", 0, true) * toUs;
    s.p50Us = nonNegativeNumber(rd, dur, p, "med", 0, true) * toUs;
    s.maxUs = nonNegativeNumber(rd, dur, p, "max", 0, true) * toUs;
    s.p90Us = nonNegativeNumber(rd, dur, p, "p(90)", 0, true) * toUs;
    const double p95Us = nonNegativeNumber(rd, dur, p, "p(95)", 0, true) * toUs;
    s.p75Us = nonNegativeNumber(rd, dur, p, "p(75)", 0) * toUs;
    s.p99Us = nonNegativeNumber(rd, dur, p, "p(99)", 0) * toUs;
    s.p999Us = nonNegativeNumber(rd, dur, p, "p(99.9)", 0) * toUs;
    s.count = r.requests;

    const QJsonObject failed = metricValues(rd, metrics, "http_req_failed", false, &p);
    // A k6 Rate counts "passes" for non-zero samples: for http_req_failed
    // that is the number of failed requests.
    const uint64_t failures = rd.count(failed, p, "passes", 0);
    const QJsonObject received = metricValues(rd, metrics, "data_received", false, &p);
    r.bytesIn = uint64_t(std::llround(nonNegativeNumber(rd, received, p, "count", 0)));
    const QJsonObject sent = metricValues(rd, metrics, "data_sent", false, &p);
    r.bytesOut = uint64_t(std::llround(nonNegativeNumber(rd, sent, p, "count", 0)));
    const QJsonObject vusMax = metricValues(rd, metrics, "vus_max", false, &p);
    const double vus = nonNegativeNumber(rd, vusMax, p, "max", nonNegativeNumber(rd, vusMax, p, "value", 0));
    if (vus > 1e8)   // would not fit the int; no k6 run had that many VUs
        rd.fail(JsonFieldReader::join(p, "max"), QStringLiteral("not a plausible number of VUs"));
    else
        r.config.connections = int(vus);

    const QJsonObject state = rd.object(root, QStringLiteral("$"), "state");
    const double runMs = nonNegativeNumber(rd, state, QStringLiteral("$.state"), "testRunDurationMs", 0);
    if (!rd.ok()) {
        const QString e = rd.error();
        const int colon = e.indexOf(QStringLiteral(": "));
        if (error)
            *error = {e.left(colon).toStdString(), e.mid(colon + 2).toStdString()};
        return false;
    }
    if (failures > r.requests) {
        if (error)
            *error = {"$.metrics.http_req_failed.passes", "more failed requests than http_reqs.count"};
        return false;
    }
    r.errors.status = failures;
    r.measuredSec = runMs > 0 ? runMs / 1000.0 : (rate > 0 ? double(r.requests) / rate : 0);
    r.rps = rate;
    r.config.durationSec = r.measuredSec;
    r.status = RunStatus::Complete;

    std::ostringstream notes;
    notes << "Imported from a k6 end-of-test summary (JSON). http_req_duration avg/min/med/max/p(90)"
          << (s.p99Us > 0 ? "/p(99)" : "") << " stored as the summary; p(95) was "
          << p95Us / 1000.0 << " ms (Benchwork's summary has no p95 field). ";
    if (s.p99Us <= 0)
        notes << "k6 reported no p(99) (run k6 with --summary-trend-stats including p(99)); p99 is stored as 0. ";
    notes << "No latency histogram and no per-second series (k6's summary has neither). Failed requests "
             "(http_req_failed) are stored as status errors: k6 does not separate HTTP status "
             "failures from network errors. Includes k6's own timing of the whole test, setup included.";
    imp.notes = notes.str();
    *out = std::move(imp);
    return true;
}

} // namespace bw

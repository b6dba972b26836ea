// Series, target, latency summary, SLO, verdict and histogram parts of the
// run schema (see result_json.h). Units are in the key names.
#include "result/result_json.h"
#include "result/result_json_detail.h"
#include "result/json_fields.h"
#include "result/peak_memory.h"

#include <QByteArray>

namespace bw {

using detail::errorsToJson;

namespace {

// The plain fields of each part, written and read by the same rows
// (result/json_fields.h); the rest is beside each writer and reader.
const JsonField<ErrorCounts> kErrorFields[] = {
    {"connect", &ErrorCounts::connect},
    {"send", &ErrorCounts::send},
    {"receive", &ErrorCounts::receive},
    {"timeout", &ErrorCounts::timeout},
    {"protocol", &ErrorCounts::protocol},
    {"tls", &ErrorCounts::tls},   // absent in documents written before the class existed: 0
    {"status", &ErrorCounts::status},
};

const JsonField<SecondStats> kSecondFields[] = {
    {"second", &SecondStats::second, 0, true},
    {"warmup", &SecondStats::warmup},
    {"requests", &SecondStats::requests},
    {"bytesIn", &SecondStats::bytesIn},
    {"bytesOut", &SecondStats::bytesOut},
    {"p50Us", &SecondStats::p50Us},
    {"p90Us", &SecondStats::p90Us},
    {"p99Us", &SecondStats::p99Us},
    {"maxUs", &SecondStats::maxUs},
    {"clientCpuPct", &SecondStats::clientCpuPct},
    {"activeVus", &SecondStats::activeVus},
    {"targetRate", &SecondStats::targetRate},
    {"spanSec", &SecondStats::spanSec, 1.0},
};

const JsonField<TargetInfo> kTargetFields[] = {
    {"present", &TargetInfo::present},
    {"command", &TargetInfo::command},
    {"pid", &TargetInfo::pid},
    {"peakRssBytes", &TargetInfo::peakRssBytes},
    {"peakCpuPct", &TargetInfo::peakCpuPct},
    {"exitDescription", &TargetInfo::exitDescription},
    {"logPath", &TargetInfo::logPath},
    {"logTail", &TargetInfo::logTail},
};

const JsonField<TargetPoint> kTargetPointFields[] = {
    {"tSec", &TargetPoint::tSec},
    {"rssBytes", &TargetPoint::rssBytes},
    {"cpuPct", &TargetPoint::cpuPct},
    {"threads", &TargetPoint::threads},
    {"processes", &TargetPoint::processes},
};

// Written only when the target had a cgroup; absent (0) otherwise.
const JsonField<TargetPoint> kTargetPointCgroupFields[] = {
    {"memoryBytes", &TargetPoint::memoryBytes},
    {"anonBytes", &TargetPoint::anonBytes},
    {"fileBytes", &TargetPoint::fileBytes},
    {"quotaPeriods", &TargetPoint::quotaPeriods},
    {"throttledPeriods", &TargetPoint::throttledPeriods},
    {"throttledSec", &TargetPoint::throttledSec},
};

const JsonField<CgroupInfo> kCgroupFields[] = {
    {"version", &CgroupInfo::version},
    {"path", &CgroupInfo::path},
    {"container", &CgroupInfo::container},
    {"cpuQuota", &CgroupInfo::cpuQuota},
    {"memoryLimitBytes", &CgroupInfo::memoryLimitBytes},
    {"peakMemoryBytes", &CgroupInfo::peakMemoryBytes},
    {"peakMemorySource", &CgroupInfo::peakMemorySource},   // absent before it was recorded: ""
    {"oomKills", &CgroupInfo::oomKills},
    {"throttledFraction", &CgroupInfo::throttledFraction},
    {"throttledSec", &CgroupInfo::throttledSec},
};

const JsonField<WatchNote> kWatchFields[] = {
    {"check", &WatchNote::check},
    {"watched", &WatchNote::watched},
    {"who", &WatchNote::who},
    {"pid", &WatchNote::pid},
    {"container", &WatchNote::container},
    {"address", &WatchNote::address},
    {"detail", &WatchNote::detail},
};

const JsonField<LatencySummary> kLatencySummaryFields[] = {
    {"count", &LatencySummary::count},
    {"minUs", &LatencySummary::minUs},
    {"meanUs", &LatencySummary::meanUs},
    {"stdevUs", &LatencySummary::stdevUs},
    {"p50Us", &LatencySummary::p50Us},
    {"p75Us", &LatencySummary::p75Us},
    {"p90Us", &LatencySummary::p90Us},
    {"p99Us", &LatencySummary::p99Us},
    {"p999Us", &LatencySummary::p999Us},
    {"maxUs", &LatencySummary::maxUs},
};

const JsonField<Slo> kSloFields[] = {
    {"minRps", &Slo::minRps},
    {"maxP99Us", &Slo::maxP99Us},
    {"maxErrorRate", &Slo::maxErrorRate, -1},
};

const JsonField<SloVerdict> kVerdictFields[] = {
    {"evaluated", &SloVerdict::evaluated},
    {"pass", &SloVerdict::pass},
    {"notJudged", &SloVerdict::notJudged},   // absent in older documents: false
    {"rpsPass", &SloVerdict::rpsPass, 1},
    {"p99Pass", &SloVerdict::p99Pass, 1},
    {"errorPass", &SloVerdict::errorPass, 1},
    {"rpsRatio", &SloVerdict::rpsRatio},
    {"p99Headroom", &SloVerdict::p99Headroom},
    {"errorRate", &SloVerdict::errorRate},
};

} // namespace

QJsonObject detail::errorsToJson(const ErrorCounts& e)
{
    QJsonObject o;
    writeFields(o, e, kErrorFields);
    o.insert(QStringLiteral("total"), countToJson(e.total()));   // derived; ignored when read
    return o;
}

void detail::readErrors(JsonFieldReader& rd, const QJsonObject& o, const QString& path, ErrorCounts* e)
{
    readFields(rd, o, path, e, kErrorFields);
}

QJsonObject detail::statusCodesToJson(const std::map<int, uint64_t>& codes)
{
    QJsonObject o;
    for (const auto& [code, n] : codes)
        o.insert(QString::number(code), countToJson(n));
    return o;
}

void detail::readStatusCodes(JsonFieldReader& rd, const QJsonObject& codes, const QString& path, std::map<int, uint64_t>* out)
{
    for (auto it = codes.begin(); it != codes.end() && rd.ok(); ++it) {
        bool okCode = false;
        const int code = it.key().toInt(&okCode);
        if (!okCode || code < 0 || code > 999) {
            rd.fail(path + QLatin1Char('.') + it.key(), QStringLiteral("not an HTTP status code"));
            break;
        }
        const QByteArray key = it.key().toLatin1();
        (*out)[code] = rd.count(codes, path, key.constData());
    }
}

QJsonObject secondToJson(const SecondStats& s)
{
    QJsonObject o;
    writeFields(o, s, kSecondFields);
    o.insert(QStringLiteral("errors"), errorsToJson(s.errors));
    if (!s.latencyHist.empty())
        o.insert(QStringLiteral("histogram"),
                 QString::fromLatin1(QByteArray(s.latencyHist.data(), qsizetype(s.latencyHist.size())).toBase64()));
    if (s.agents > 0)
        o.insert(QStringLiteral("agents"), s.agents);
    if (s.partial)
        o.insert(QStringLiteral("partial"), true);
    return o;
}

QJsonArray seriesToJson(const std::vector<SecondStats>& series)
{
    QJsonArray a;
    for (const SecondStats& s : series)
        a.append(secondToJson(s));
    return a;
}

void detail::readSeries(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<SecondStats>* out)
{
    out->clear();
    out->reserve(size_t(a.size()));
    for (int i = 0; i < a.size() && rd.ok(); ++i) {
        const QString p = JsonFieldReader::index(path, i);
        const QJsonObject o = rd.objectAt(a, path, i);
        SecondStats s;
        readFields(rd, o, p, &s, kSecondFields);
        readErrors(rd, rd.object(o, p, "errors"), JsonFieldReader::join(p, "errors"), &s.errors);
        const std::string hist = rd.string(o, p, "histogram");
        if (rd.ok() && !hist.empty()) {
            LatencyHistogram check;   // refused here, not when merged
            if (histogramFromBase64(QString::fromStdString(hist), &check))
                s.latencyHist = check.encode();
            else
                rd.fail(JsonFieldReader::join(p, "histogram"), QStringLiteral("not a valid encoded histogram"));
        }
        s.agents = int(rd.integer(o, p, "agents"));
        s.partial = rd.boolean(o, p, "partial");
        out->push_back(s);
    }
}

bool seriesFromJson(const QJsonArray& json, std::vector<SecondStats>* out, QString* error)
{
    return readFromRoot(detail::readSeries, json, out, error);
}

QJsonObject targetToJson(const TargetInfo& t)
{
    QJsonObject o;
    writeFields(o, t, kTargetFields);
    // The figure to show and compare, and its source (result/peak_memory.h);
    // derived, so not read back.
    const PeakMemory peak = peakMemoryOf(t);
    o.insert(QStringLiteral("peakMemoryBytes"), countToJson(peak.bytes));
    o.insert(QStringLiteral("peakMemorySource"), QLatin1String(peakMemorySourceKey(peak.source)));
    QJsonArray series;
    for (const TargetPoint& p : t.series) {
        QJsonObject po;
        writeFields(po, p, kTargetPointFields);
        if (t.cgroup.version > 0) {
            writeFields(po, p, kTargetPointCgroupFields);
            po.insert(QStringLiteral("throttledFraction"), p.throttledFraction());   // derived; ignored when read
        }
        series.append(po);
    }
    o.insert(QStringLiteral("series"), series);
    if (t.cgroup.version > 0)
        writeNested(o, "cgroup", t.cgroup, kCgroupFields);
    if (!t.watch.check.empty())
        writeNested(o, "watch", t.watch, kWatchFields);
    return o;
}

void detail::readTarget(JsonFieldReader& rd, const QJsonObject& o, const QString& path, TargetInfo* t)
{
    *t = TargetInfo{};
    readFields(rd, o, path, t, kTargetFields);
    const QJsonArray series = rd.array(o, path, "series");
    const QString sp = JsonFieldReader::join(path, "series");
    for (int i = 0; i < series.size() && rd.ok(); ++i) {
        const QString p = JsonFieldReader::index(sp, i);
        const QJsonObject po = rd.objectAt(series, sp, i);
        TargetPoint pt;
        readFields(rd, po, p, &pt, kTargetPointFields);
        readFields(rd, po, p, &pt, kTargetPointCgroupFields);
        t->series.push_back(pt);
    }
    // Absent before cgroups were read (and for targets without one).
    readNested(rd, o, path, "cgroup", &t->cgroup, kCgroupFields);
    // Absent before the watch check (and when there was no process to check).
    readNested(rd, o, path, "watch", &t->watch, kWatchFields);
}

bool targetFromJson(const QJsonObject& json, TargetInfo* out, QString* error)
{
    return readFromRoot(detail::readTarget, json, out, error);
}

QJsonObject latencySummaryToJson(const LatencySummary& s)
{
    QJsonObject o;
    writeFields(o, s, kLatencySummaryFields);
    return o;
}

void detail::readLatencySummary(JsonFieldReader& rd, const QJsonObject& o, const QString& path, LatencySummary* s)
{
    readFields(rd, o, path, s, kLatencySummaryFields);
}

QJsonObject sloToJson(const Slo& s)
{
    QJsonObject o;
    if (s.empty())
        return o;
    writeFields(o, s, kSloFields);
    return o;
}

void detail::readSlo(JsonFieldReader& rd, const QJsonObject& o, const QString& path, Slo* s)
{
    *s = Slo{};
    readFields(rd, o, path, s, kSloFields);
}

bool sloFromJson(const QJsonObject& json, Slo* out, QString* error)
{
    return readFromRoot(detail::readSlo, json, out, error);
}

QJsonObject verdictToJson(const SloVerdict& v)
{
    QJsonObject o;
    writeFields(o, v, kVerdictFields);
    return o;
}

void detail::readVerdict(JsonFieldReader& rd, const QJsonObject& o, const QString& path, SloVerdict* v)
{
    *v = SloVerdict{};
    readFields(rd, o, path, v, kVerdictFields);
}

bool verdictFromJson(const QJsonObject& json, SloVerdict* out, QString* error)
{
    return readFromRoot(detail::readVerdict, json, out, error);
}

QString histogramToBase64(const LatencyHistogram& h)
{
    const std::string bytes = h.encode();
    return QString::fromLatin1(QByteArray(bytes.data(), qsizetype(bytes.size())).toBase64());
}

bool histogramFromBase64(const QString& text, LatencyHistogram* out)
{
    const auto decoded = QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return false;
    const QByteArray& bytes = decoded.decoded;
    return out->decode(std::string(bytes.constData(), size_t(bytes.size())));
}

} // namespace bw

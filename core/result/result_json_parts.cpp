// Series, target, latency summary, SLO, verdict and histogram parts of the
// run schema (see result_json.h). Units are in the key names.
#include "result/result_json.h"
#include "result/result_json_detail.h"
#include "result/peak_memory.h"

#include <QByteArray>

namespace bw {

using detail::errorsToJson;

QJsonObject detail::errorsToJson(const ErrorCounts& e)
{
    QJsonObject o;
    o.insert(QStringLiteral("connect"), countToJson(e.connect));
    o.insert(QStringLiteral("send"), countToJson(e.send));
    o.insert(QStringLiteral("receive"), countToJson(e.receive));
    o.insert(QStringLiteral("timeout"), countToJson(e.timeout));
    o.insert(QStringLiteral("protocol"), countToJson(e.protocol));
    o.insert(QStringLiteral("tls"), countToJson(e.tls));
    o.insert(QStringLiteral("status"), countToJson(e.status));
    o.insert(QStringLiteral("total"), countToJson(e.total()));   // derived; ignored when read
    return o;
}

void detail::readErrors(JsonFieldReader& rd, const QJsonObject& o, const QString& path, ErrorCounts* e)
{
    e->connect = rd.count(o, path, "connect");
    e->send = rd.count(o, path, "send");
    e->receive = rd.count(o, path, "receive");
    e->timeout = rd.count(o, path, "timeout");
    e->protocol = rd.count(o, path, "protocol");
    e->tls = rd.count(o, path, "tls");   // absent in documents written before the class existed: 0
    e->status = rd.count(o, path, "status");
}

QJsonObject secondToJson(const SecondStats& s)
{
    QJsonObject o;
    o.insert(QStringLiteral("second"), s.second);
    o.insert(QStringLiteral("warmup"), s.warmup);
    o.insert(QStringLiteral("requests"), countToJson(s.requests));
    o.insert(QStringLiteral("errors"), errorsToJson(s.errors));
    o.insert(QStringLiteral("bytesIn"), countToJson(s.bytesIn));
    o.insert(QStringLiteral("bytesOut"), countToJson(s.bytesOut));
    o.insert(QStringLiteral("p50Us"), s.p50Us);
    o.insert(QStringLiteral("p90Us"), s.p90Us);
    o.insert(QStringLiteral("p99Us"), s.p99Us);
    o.insert(QStringLiteral("maxUs"), s.maxUs);
    o.insert(QStringLiteral("clientCpuPct"), s.clientCpuPct);
    o.insert(QStringLiteral("activeVus"), s.activeVus);
    o.insert(QStringLiteral("targetRate"), s.targetRate);
    o.insert(QStringLiteral("spanSec"), s.spanSec);
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
        s.second = int(rd.integer(o, p, "second", 0, true));
        s.warmup = rd.boolean(o, p, "warmup");
        s.requests = rd.count(o, p, "requests");
        readErrors(rd, rd.object(o, p, "errors"), JsonFieldReader::join(p, "errors"), &s.errors);
        s.bytesIn = rd.count(o, p, "bytesIn");
        s.bytesOut = rd.count(o, p, "bytesOut");
        s.p50Us = rd.number(o, p, "p50Us");
        s.p90Us = rd.number(o, p, "p90Us");
        s.p99Us = rd.number(o, p, "p99Us");
        s.maxUs = rd.number(o, p, "maxUs");
        s.clientCpuPct = rd.number(o, p, "clientCpuPct");
        s.activeVus = int(rd.integer(o, p, "activeVus"));
        s.targetRate = rd.number(o, p, "targetRate");
        s.spanSec = rd.number(o, p, "spanSec", 1.0);
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
    JsonFieldReader rd;
    detail::readSeries(rd, json, QStringLiteral("$"), out);
    if (!rd.ok() && error)
        *error = rd.error();
    return rd.ok();
}

QJsonObject targetToJson(const TargetInfo& t)
{
    QJsonObject o;
    o.insert(QStringLiteral("present"), t.present);
    o.insert(QStringLiteral("command"), QString::fromStdString(t.command));
    o.insert(QStringLiteral("pid"), double(t.pid));
    o.insert(QStringLiteral("peakRssBytes"), countToJson(t.peakRssBytes));
    // The figure to show and compare, and its source (result/peak_memory.h);
    // derived, so not read back.
    const PeakMemory peak = peakMemoryOf(t);
    o.insert(QStringLiteral("peakMemoryBytes"), countToJson(peak.bytes));
    o.insert(QStringLiteral("peakMemorySource"), QLatin1String(peakMemorySourceKey(peak.source)));
    o.insert(QStringLiteral("peakCpuPct"), t.peakCpuPct);
    o.insert(QStringLiteral("exitDescription"), QString::fromStdString(t.exitDescription));
    o.insert(QStringLiteral("logPath"), QString::fromStdString(t.logPath));
    o.insert(QStringLiteral("logTail"), QString::fromStdString(t.logTail));
    QJsonArray series;
    for (const TargetPoint& p : t.series) {
        QJsonObject po;
        po.insert(QStringLiteral("tSec"), p.tSec);
        po.insert(QStringLiteral("rssBytes"), countToJson(p.rssBytes));
        po.insert(QStringLiteral("cpuPct"), p.cpuPct);
        po.insert(QStringLiteral("threads"), p.threads);
        po.insert(QStringLiteral("processes"), p.processes);
        if (t.cgroup.version > 0) {
            po.insert(QStringLiteral("memoryBytes"), countToJson(p.memoryBytes));
            po.insert(QStringLiteral("anonBytes"), countToJson(p.anonBytes));
            po.insert(QStringLiteral("fileBytes"), countToJson(p.fileBytes));
            po.insert(QStringLiteral("quotaPeriods"), countToJson(p.quotaPeriods));
            po.insert(QStringLiteral("throttledPeriods"), countToJson(p.throttledPeriods));
            po.insert(QStringLiteral("throttledFraction"), p.throttledFraction());
            po.insert(QStringLiteral("throttledSec"), p.throttledSec);
        }
        series.append(po);
    }
    o.insert(QStringLiteral("series"), series);
    if (t.cgroup.version > 0) {
        const CgroupInfo& c = t.cgroup;
        QJsonObject cg;
        cg.insert(QStringLiteral("version"), c.version);
        cg.insert(QStringLiteral("path"), QString::fromStdString(c.path));
        cg.insert(QStringLiteral("container"), QString::fromStdString(c.container));
        cg.insert(QStringLiteral("cpuQuota"), c.cpuQuota);
        cg.insert(QStringLiteral("memoryLimitBytes"), countToJson(c.memoryLimitBytes));
        cg.insert(QStringLiteral("peakMemoryBytes"), countToJson(c.peakMemoryBytes));
        cg.insert(QStringLiteral("peakMemorySource"), QString::fromStdString(c.peakMemorySource));
        cg.insert(QStringLiteral("oomKills"), countToJson(c.oomKills));
        cg.insert(QStringLiteral("throttledFraction"), c.throttledFraction);
        cg.insert(QStringLiteral("throttledSec"), c.throttledSec);
        o.insert(QStringLiteral("cgroup"), cg);
    }
    return o;
}

void detail::readTarget(JsonFieldReader& rd, const QJsonObject& o, const QString& path, TargetInfo* t)
{
    *t = TargetInfo{};
    t->present = rd.boolean(o, path, "present");
    t->command = rd.string(o, path, "command");
    t->pid = rd.integer(o, path, "pid");
    t->peakRssBytes = rd.count(o, path, "peakRssBytes");
    t->peakCpuPct = rd.number(o, path, "peakCpuPct");
    t->exitDescription = rd.string(o, path, "exitDescription");
    t->logPath = rd.string(o, path, "logPath");
    t->logTail = rd.string(o, path, "logTail");
    const QJsonArray series = rd.array(o, path, "series");
    const QString sp = JsonFieldReader::join(path, "series");
    for (int i = 0; i < series.size() && rd.ok(); ++i) {
        const QString p = JsonFieldReader::index(sp, i);
        const QJsonObject po = rd.objectAt(series, sp, i);
        TargetPoint pt;
        pt.tSec = rd.number(po, p, "tSec");
        pt.rssBytes = rd.count(po, p, "rssBytes");
        pt.cpuPct = rd.number(po, p, "cpuPct");
        pt.threads = int(rd.integer(po, p, "threads"));
        pt.processes = int(rd.integer(po, p, "processes"));
        pt.memoryBytes = rd.count(po, p, "memoryBytes");
        pt.anonBytes = rd.count(po, p, "anonBytes");
        pt.fileBytes = rd.count(po, p, "fileBytes");
        pt.quotaPeriods = rd.count(po, p, "quotaPeriods");
        pt.throttledPeriods = rd.count(po, p, "throttledPeriods");
        pt.throttledSec = rd.number(po, p, "throttledSec");
        t->series.push_back(pt);
    }
    // Absent before cgroups were read (and for targets without one).
    const QJsonObject cg = rd.object(o, path, "cgroup");
    const QString cp = JsonFieldReader::join(path, "cgroup");
    t->cgroup.version = int(rd.integer(cg, cp, "version"));
    t->cgroup.path = rd.string(cg, cp, "path");
    t->cgroup.container = rd.string(cg, cp, "container");
    t->cgroup.cpuQuota = rd.number(cg, cp, "cpuQuota");
    t->cgroup.memoryLimitBytes = rd.count(cg, cp, "memoryLimitBytes");
    t->cgroup.peakMemoryBytes = rd.count(cg, cp, "peakMemoryBytes");
    t->cgroup.peakMemorySource = rd.string(cg, cp, "peakMemorySource");   // absent before it was recorded: ""
    t->cgroup.oomKills = rd.count(cg, cp, "oomKills");
    t->cgroup.throttledFraction = rd.number(cg, cp, "throttledFraction");
    t->cgroup.throttledSec = rd.number(cg, cp, "throttledSec");
}

bool targetFromJson(const QJsonObject& json, TargetInfo* out, QString* error)
{
    JsonFieldReader rd;
    detail::readTarget(rd, json, QStringLiteral("$"), out);
    if (!rd.ok() && error)
        *error = rd.error();
    return rd.ok();
}

QJsonObject latencySummaryToJson(const LatencySummary& s)
{
    QJsonObject o;
    o.insert(QStringLiteral("count"), countToJson(s.count));
    o.insert(QStringLiteral("minUs"), s.minUs);
    o.insert(QStringLiteral("meanUs"), s.meanUs);
    o.insert(QStringLiteral("stdevUs"), s.stdevUs);
    o.insert(QStringLiteral("p50Us"), s.p50Us);
    o.insert(QStringLiteral("p75Us"), s.p75Us);
    o.insert(QStringLiteral("p90Us"), s.p90Us);
    o.insert(QStringLiteral("p99Us"), s.p99Us);
    o.insert(QStringLiteral("p999Us"), s.p999Us);
    o.insert(QStringLiteral("maxUs"), s.maxUs);
    return o;
}

void detail::readLatencySummary(JsonFieldReader& rd, const QJsonObject& o, const QString& path, LatencySummary* s)
{
    s->count = rd.count(o, path, "count");
    s->minUs = rd.number(o, path, "minUs");
    s->meanUs = rd.number(o, path, "meanUs");
    s->stdevUs = rd.number(o, path, "stdevUs");
    s->p50Us = rd.number(o, path, "p50Us");
    s->p75Us = rd.number(o, path, "p75Us");
    s->p90Us = rd.number(o, path, "p90Us");
    s->p99Us = rd.number(o, path, "p99Us");
    s->p999Us = rd.number(o, path, "p999Us");
    s->maxUs = rd.number(o, path, "maxUs");
}

QJsonObject sloToJson(const Slo& s)
{
    QJsonObject o;
    if (s.empty())
        return o;
    o.insert(QStringLiteral("minRps"), s.minRps);
    o.insert(QStringLiteral("maxP99Us"), s.maxP99Us);
    o.insert(QStringLiteral("maxErrorRate"), s.maxErrorRate);
    return o;
}

void detail::readSlo(JsonFieldReader& rd, const QJsonObject& o, const QString& path, Slo* s)
{
    *s = Slo{};
    s->minRps = rd.number(o, path, "minRps", 0);
    s->maxP99Us = rd.number(o, path, "maxP99Us", 0);
    s->maxErrorRate = rd.number(o, path, "maxErrorRate", -1);
}

bool sloFromJson(const QJsonObject& json, Slo* out, QString* error)
{
    JsonFieldReader rd;
    detail::readSlo(rd, json, QStringLiteral("$"), out);
    if (!rd.ok() && error)
        *error = rd.error();
    return rd.ok();
}

QJsonObject verdictToJson(const SloVerdict& v)
{
    QJsonObject o;
    o.insert(QStringLiteral("evaluated"), v.evaluated);
    o.insert(QStringLiteral("pass"), v.pass);
    o.insert(QStringLiteral("rpsPass"), v.rpsPass);
    o.insert(QStringLiteral("p99Pass"), v.p99Pass);
    o.insert(QStringLiteral("errorPass"), v.errorPass);
    o.insert(QStringLiteral("rpsRatio"), v.rpsRatio);
    o.insert(QStringLiteral("p99Headroom"), v.p99Headroom);
    o.insert(QStringLiteral("errorRate"), v.errorRate);
    return o;
}

void detail::readVerdict(JsonFieldReader& rd, const QJsonObject& o, const QString& path, SloVerdict* v)
{
    *v = SloVerdict{};
    v->evaluated = rd.boolean(o, path, "evaluated");
    v->pass = rd.boolean(o, path, "pass");
    v->rpsPass = rd.boolean(o, path, "rpsPass", true);
    v->p99Pass = rd.boolean(o, path, "p99Pass", true);
    v->errorPass = rd.boolean(o, path, "errorPass", true);
    v->rpsRatio = rd.number(o, path, "rpsRatio");
    v->p99Headroom = rd.number(o, path, "p99Headroom");
    v->errorRate = rd.number(o, path, "errorRate");
}

bool verdictFromJson(const QJsonObject& json, SloVerdict* out, QString* error)
{
    JsonFieldReader rd;
    detail::readVerdict(rd, json, QStringLiteral("$"), out);
    if (!rd.ok() && error)
        *error = rd.error();
    return rd.ok();
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

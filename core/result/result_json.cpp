// Run-level parts of the "benchwork.run/1" schema: config (with redaction),
// environment, engine, status, summary. See docs/json-schema.md.
#include "result/result_json.h"
#include "result/json_fields.h"
#include "result/result_json_detail.h"
#include "result/run_outcome.h"
#include "util/qstring_from.h"

#include <QDateTime>

#include <algorithm>
#include <cctype>

namespace bw {

using detail::errorsToJson;

bool isSecretHeaderName(const std::string& name)
{
    std::string n = name;
    std::transform(n.begin(), n.end(), n.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    static const char* const exact[] = {"authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key"};
    for (const char* e : exact)
        if (n == e)
            return true;
    static const char* const parts[] = {"token", "secret", "key", "password", "passwd", "auth", "session"};
    for (const char* p : parts)
        if (n.find(p) != std::string::npos)
            return true;
    return false;
}

namespace {

// "http://user:pass@host/" -> "http://user:<redacted>@host/"; unchanged
// when the URL carries no password.
std::string redactUrlPassword(const std::string& url)
{
    const size_t scheme = url.find("://");
    const size_t start = scheme == std::string::npos ? 0 : scheme + 3;
    const size_t end = url.find_first_of("/?#", start);
    const std::string authority = url.substr(start, end == std::string::npos ? std::string::npos : end - start);
    const size_t at = authority.rfind('@');
    if (at == std::string::npos)
        return url;
    const size_t colon = authority.find(':');
    if (colon == std::string::npos || colon > at)
        return url;
    return url.substr(0, start + colon + 1) + kRedacted + url.substr(start + at);
}

// The plain fields of each part, written and read by the same rows
// (result/json_fields.h); the rest is beside each writer and reader.
const JsonField<Environment> kEnvironmentFields[] = {
    {"os", &Environment::os},
    {"kernel", &Environment::kernel},
    {"cpuModel", &Environment::cpuModel},
    {"cores", &Environment::cores},
    {"memoryBytes", &Environment::memoryBytes},
    {"machineModel", &Environment::machineModel},
    {"hostname", &Environment::hostname},
    {"benchworkVersion", &Environment::benchworkVersion},
    {"curlVersion", &Environment::curlVersion},
    {"qtVersion", &Environment::qtVersion},
};

// Absent in documents written before limits were recorded.
const JsonField<Environment::Limits> kLimitsFields[] = {
    {"cpuQuota", &Environment::Limits::cpuQuota},
    {"memoryLimitBytes", &Environment::Limits::memoryLimitBytes},
    {"addressSpaceLimitBytes", &Environment::Limits::addressSpaceLimitBytes},
    {"cpus", &Environment::Limits::cpus},
    {"cgroupVersion", &Environment::Limits::cgroupVersion},
    {"container", &Environment::Limits::container},
};

// `summary`'s plain figures. Those added later are absent (0) in older
// documents: unsentAtEnd, tlsResumed, the QUIC counts.
const JsonField<RunResult> kSummaryFields[] = {
    {"warmupSec", &RunResult::warmupSec},
    {"measuredSec", &RunResult::measuredSec},
    {"requests", &RunResult::requests},
    {"rps", &RunResult::rps},
    {"bytesIn", &RunResult::bytesIn},
    {"bytesOut", &RunResult::bytesOut},
    {"inFlightAtEnd", &RunResult::inFlightAtEnd},
    {"lateSends", &RunResult::lateSends},
    {"unsentAtEnd", &RunResult::unsentAtEnd},
    {"connectsOpened", &RunResult::connectsOpened},
    {"tlsResumed", &RunResult::tlsResumed},
    {"quicResumed", &RunResult::quicResumed},
    {"quicEarlyData", &RunResult::quicEarlyData},
    {"clientCpuPct", &RunResult::clientCpuPct},
    {"clientBusyFraction", &RunResult::clientBusyFraction},
    {"clientBound", &RunResult::clientBound},
    {"clientRunQueueWaitFraction", &RunResult::clientRunQueueWaitFraction, -1},
};

// `summary`'s latency summaries (the handshake ones are absent, zero
// counts, in documents written before they were measured).
struct SummaryLatency {
    const char* key;
    LatencySummary RunResult::*member;
};
const SummaryLatency kSummaryLatencies[] = {
    {"connectTime", &RunResult::connectTime},
    {"tlsHandshakeTime", &RunResult::tlsHandshakeTime},
    {"quicHandshakeTime", &RunResult::quicHandshakeTime},
    {"latency", &RunResult::latencySummary},
    {"latencyIntended", &RunResult::latencyIntendedSummary},
    {"sendLateness", &RunResult::sendLatenessSummary},
};

} // namespace

QJsonObject loadConfigToJson(const LoadConfig& c, bool redactSecrets)
{
    QJsonObject o;
    o.insert(QStringLiteral("url"), qs(redactSecrets ? redactUrlPassword(c.url) : c.url));
    o.insert(QStringLiteral("method"), qs(c.method));
    QJsonArray headers;
    for (const HeaderField& h : c.headers) {
        QJsonObject ho;
        ho.insert(QStringLiteral("name"), qs(h.name));
        ho.insert(QStringLiteral("value"), redactSecrets && isSecretHeaderName(h.name) ? QString::fromLatin1(kRedacted) : qs(h.value));
        headers.append(ho);
    }
    o.insert(QStringLiteral("headers"), headers);
    o.insert(QStringLiteral("body"), qs(c.body));
    o.insert(QStringLiteral("connections"), c.connections);
    o.insert(QStringLiteral("threads"), c.threads);
    o.insert(QStringLiteral("durationSec"), c.durationSec);
    o.insert(QStringLiteral("requests"), countToJson(c.requests));
    o.insert(QStringLiteral("warmupSec"), c.warmupSec);
    o.insert(QStringLiteral("rate"), c.rate);
    QJsonArray stages;
    for (const RampStage& s : c.stages) {
        QJsonObject so;
        so.insert(QStringLiteral("durationSec"), s.durationSec);
        so.insert(QStringLiteral("target"), s.target);
        stages.append(so);
    }
    o.insert(QStringLiteral("stages"), stages);
    o.insert(QStringLiteral("timeoutSec"), c.timeoutSec);
    o.insert(QStringLiteral("spinUs"), c.spinUs);
    o.insert(QStringLiteral("spinAuto"), c.spinAuto);
    o.insert(QStringLiteral("split"), qs(c.split));
    o.insert(QStringLiteral("link"), qs(c.link));
    o.insert(QStringLiteral("maxDurationSec"), c.maxDurationSec);
    o.insert(QStringLiteral("maxVus"), c.maxVus);
    o.insert(QStringLiteral("engine"), QString::fromLatin1(engineKindName(c.engine)));
    o.insert(QStringLiteral("http2"), c.http2);
    o.insert(QStringLiteral("http3"), c.http3);
    o.insert(QStringLiteral("streams"), c.streams);
    o.insert(QStringLiteral("h2WindowBytes"), qint64(c.h2WindowBytes));
    o.insert(QStringLiteral("insecure"), c.insecure);
    o.insert(QStringLiteral("tlsMin"), qs(c.tlsMin));
    o.insert(QStringLiteral("proxy"), qs(redactSecrets ? redactUrlPassword(c.proxy) : c.proxy));
    if (!c.mix.empty())
        o.insert(QStringLiteral("mix"), requestSetConfigToJson(c.mix, redactSecrets));
    return o;
}

void detail::readConfig(JsonFieldReader& rd, const QJsonObject& o, const QString& path, LoadConfig* c)
{
    const LoadConfig defaults;
    *c = LoadConfig{};
    c->url = rd.string(o, path, "url");
    c->method = rd.string(o, path, "method", defaults.method);
    const QJsonArray headers = rd.array(o, path, "headers");
    const QString hp = JsonFieldReader::join(path, "headers");
    for (int i = 0; i < headers.size() && rd.ok(); ++i) {
        const QJsonObject ho = rd.objectAt(headers, hp, i);
        const QString p = JsonFieldReader::index(hp, i);
        c->headers.push_back({rd.string(ho, p, "name", {}, true), rd.string(ho, p, "value")});
    }
    c->body = rd.string(o, path, "body");
    c->connections = int(rd.integer(o, path, "connections", defaults.connections));
    c->threads = int(rd.integer(o, path, "threads", defaults.threads));
    c->durationSec = rd.number(o, path, "durationSec", defaults.durationSec);
    c->requests = rd.count(o, path, "requests");
    c->warmupSec = rd.number(o, path, "warmupSec");
    c->rate = rd.number(o, path, "rate");
    const QJsonArray stages = rd.array(o, path, "stages");
    const QString sp = JsonFieldReader::join(path, "stages");
    for (int i = 0; i < stages.size() && rd.ok(); ++i) {
        const QJsonObject so = rd.objectAt(stages, sp, i);
        const QString p = JsonFieldReader::index(sp, i);
        c->stages.push_back({rd.number(so, p, "durationSec", 0, true), rd.number(so, p, "target", 0, true)});
    }
    c->timeoutSec = rd.number(o, path, "timeoutSec", defaults.timeoutSec);
    c->spinUs = std::clamp(rd.number(o, path, "spinUs", 0), 0.0, kMaxSpinUs);   // absent in older documents: 0
    c->spinAuto = rd.boolean(o, path, "spinAuto");   // absent in older documents: they never spun unasked
    c->split = rd.string(o, path, "split", defaults.split);   // absent before --split: the default
    c->link = rd.string(o, path, "link");                     // absent before --link: local
    c->maxDurationSec = rd.number(o, path, "maxDurationSec");
    c->maxVus = int(rd.integer(o, path, "maxVus"));   // absent in older documents: none
    const std::string engine = rd.string(o, path, "engine", "auto");
    if (rd.ok()) {
        if (auto k = parseEngineKind(engine))
            c->engine = *k;
        else
            rd.fail(JsonFieldReader::join(path, "engine"), QStringLiteral("unknown engine \"%1\" (auto, native, curl)").arg(qs(engine)));
    }
    c->http2 = rd.boolean(o, path, "http2");
    c->http3 = rd.boolean(o, path, "http3");   // absent in older documents: false
    c->streams = int(rd.integer(o, path, "streams", defaults.streams));   // absent in older documents: 1
    c->h2WindowBytes = uint32_t(std::clamp<qint64>(rd.integer(o, path, "h2WindowBytes", 0), 0, kMaxH2Window));
    c->insecure = rd.boolean(o, path, "insecure");
    c->tlsMin = rd.string(o, path, "tlsMin");   // absent in older documents: the default
    c->proxy = rd.string(o, path, "proxy");
    detail::readRequestSetConfig(rd, rd.object(o, path, "mix"), JsonFieldReader::join(path, "mix"), &c->mix);   // absent: none
}

bool loadConfigFromJson(const QJsonObject& json, LoadConfig* out, QString* error)
{
    return readFromRoot(detail::readConfig, json, out, error);
}

QJsonObject environmentToJson(const Environment& e)
{
    QJsonObject o;
    writeFields(o, e, kEnvironmentFields);
    if (!e.targetRuntime.empty())
        o.insert(QStringLiteral("targetRuntime"), qs(e.targetRuntime));
    writeNested(o, "limits", e.limits, kLimitsFields);
    return o;
}

void detail::readEnvironment(JsonFieldReader& rd, const QJsonObject& o, const QString& path, Environment* e)
{
    readFields(rd, o, path, e, kEnvironmentFields);
    e->targetRuntime = rd.string(o, path, "targetRuntime");   // absent: not known
    readNested(rd, o, path, "limits", &e->limits, kLimitsFields);
}

bool environmentFromJson(const QJsonObject& json, Environment* out, QString* error)
{
    *out = Environment{};
    return readFromRoot(detail::readEnvironment, json, out, error);
}

QJsonObject runResultToJson(const RunResult& r, bool includeHistograms)
{
    RunJsonOptions options;
    options.includeHistograms = includeHistograms;
    return runResultToJson(r, options);
}

QJsonObject runResultToJson(const RunResult& r, const RunJsonOptions& options)
{
    QJsonObject o;
    o.insert(QStringLiteral("schema"), QString::fromLatin1(kRunSchema));
    o.insert(QStringLiteral("name"), qs(r.name));
    o.insert(QStringLiteral("startedAtMs"), double(r.startedAtMs));
    o.insert(QStringLiteral("startedAt"), QDateTime::fromMSecsSinceEpoch(r.startedAtMs).toUTC().toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("status"), QString::fromLatin1(runStatusName(r.status)));
    o.insert(QStringLiteral("statusMessage"), qs(r.statusMessage));

    QJsonObject engine;
    engine.insert(QStringLiteral("used"), qs(r.engineUsed));
    engine.insert(QStringLiteral("httpVersion"), qs(r.httpVersion));
    engine.insert(QStringLiteral("threads"), r.threadsUsed);
    QJsonArray udpIo;
    for (const std::string& u : r.udpIo)
        udpIo.append(qs(u));
    engine.insert(QStringLiteral("udpIo"), udpIo);
    o.insert(QStringLiteral("engine"), engine);

    o.insert(QStringLiteral("config"), loadConfigToJson(r.config, options.redactSecrets));
    o.insert(QStringLiteral("environment"), environmentToJson(r.environment));

    QJsonObject s;
    writeFields(s, r, kSummaryFields);
    for (const SummaryLatency& l : kSummaryLatencies)
        s.insert(QLatin1String(l.key), latencySummaryToJson(r.*l.member));
    s.insert(QStringLiteral("errors"), errorsToJson(r.errors));
    s.insert(QStringLiteral("errorRate"), r.errorRate());   // derived; ignored when read
    s.insert(QStringLiteral("statusCodes"), detail::statusCodesToJson(r.statusCodes));
    s.insert(QStringLiteral("lateSendsQueued"), countToJson(r.lateSendsQueued));   // not in the table: read with its own rule
    QJsonObject examples;
    for (const auto& [cls, text] : r.errorExamples)
        examples.insert(QString::fromStdString(cls), QString::fromStdString(text));
    s.insert(QStringLiteral("errorExamples"), examples);
    QJsonArray warnings;
    for (const std::string& w : r.clientWarnings)
        warnings.append(qs(w));
    s.insert(QStringLiteral("clientWarnings"), warnings);
    o.insert(QStringLiteral("summary"), s);

    if (r.slo.empty())
        o.insert(QStringLiteral("slo"), QJsonValue::Null);
    else
        o.insert(QStringLiteral("slo"), sloToJson(r.slo));
    o.insert(QStringLiteral("verdict"), verdictToJson(r.verdict));
    o.insert(QStringLiteral("series"), seriesToJson(r.series));
    o.insert(QStringLiteral("target"), targetToJson(r.target));
    o.insert(QStringLiteral("cores"), coreSplitToJson(r.cores));
    o.insert(QStringLiteral("link"), linkRecordToJson(r.link));
    o.insert(QStringLiteral("byRequest"), requestStatsToJson(r.byRequest));
    if (!r.byStep.empty() || !r.byFlow.empty()) {
        o.insert(QStringLiteral("byStep"), requestStatsToJson(r.byStep));
        o.insert(QStringLiteral("byFlow"), flowStatsToJson(r.byFlow));
    }
    if (r.agent.present())
        o.insert(QStringLiteral("agent"), agentInfoToJson(r.agent));
    if (!r.agents.empty())
        o.insert(QStringLiteral("agents"), mergedAgentsToJson(r.agents));
    if (!r.loadChanges.empty())
        o.insert(QStringLiteral("loadChanges"), loadChangesToJson(r.loadChanges));
    if (options.includeHistograms) {
        QJsonObject h;
        h.insert(QStringLiteral("encoding"), QStringLiteral("benchwork-hist/BWH1+base64"));
        h.insert(QStringLiteral("latency"), histogramToBase64(r.latency));
        h.insert(QStringLiteral("latencyIntended"), histogramToBase64(r.latencyIntended));
        h.insert(QStringLiteral("sendLateness"), histogramToBase64(r.sendLateness));
        if (!r.byRequest.empty())
            h.insert(QStringLiteral("byRequest"), requestHistogramsToJson(r.byRequest));
        if (!r.byStep.empty())
            h.insert(QStringLiteral("byStep"), requestHistogramsToJson(r.byStep));
        if (!r.byFlow.empty())
            h.insert(QStringLiteral("byFlow"), flowHistogramsToJson(r.byFlow));
        o.insert(QStringLiteral("histograms"), h);
    }
    return o;
}

bool runResultFromJson(const QJsonObject& json, RunResult* out, QString* error)
{
    JsonFieldReader rd;
    const QString root = QStringLiteral("$");
    RunResult r;
    const std::string schema = rd.string(json, root, "schema", {}, true);
    if (rd.ok() && schema != kRunSchema)
        rd.fail(QStringLiteral("$.schema"), QStringLiteral("unsupported schema \"%1\" (expected %2)").arg(qs(schema), QString::fromLatin1(kRunSchema)));
    r.name = rd.string(json, root, "name");
    r.startedAtMs = rd.integer(json, root, "startedAtMs");
    const std::string status = rd.string(json, root, "status", "complete");
    if (rd.ok() && !parseRunStatus(status, &r.status))
        rd.fail(QStringLiteral("$.status"), QStringLiteral("unknown status \"%1\"").arg(qs(status)));
    r.statusMessage = rd.string(json, root, "statusMessage");

    const QJsonObject engine = rd.object(json, root, "engine");
    r.engineUsed = rd.string(engine, QStringLiteral("$.engine"), "used");
    r.httpVersion = rd.string(engine, QStringLiteral("$.engine"), "httpVersion");
    r.threadsUsed = int(rd.integer(engine, QStringLiteral("$.engine"), "threads"));
    const QJsonArray udpIo = rd.array(engine, QStringLiteral("$.engine"), "udpIo");   // absent in older documents
    for (int i = 0; i < udpIo.size() && rd.ok(); ++i) {
        if (!udpIo.at(i).isString()) {
            rd.fail(JsonFieldReader::index(QStringLiteral("$.engine.udpIo"), i), QStringLiteral("expected a string"));
            break;
        }
        r.udpIo.push_back(udpIo.at(i).toString().toStdString());
    }

    detail::readConfig(rd, rd.object(json, root, "config"), QStringLiteral("$.config"), &r.config);
    detail::readEnvironment(rd, rd.object(json, root, "environment"), QStringLiteral("$.environment"), &r.environment);

    const QString sp = QStringLiteral("$.summary");
    const QJsonObject s = rd.object(json, root, "summary");
    readFields(rd, s, sp, &r, kSummaryFields);
    for (const SummaryLatency& l : kSummaryLatencies)
        detail::readLatencySummary(rd, rd.object(s, sp, l.key), JsonFieldReader::join(sp, l.key), &(r.*l.member));
    detail::readErrors(rd, rd.object(s, sp, "errors"), sp + QLatin1String(".errors"), &r.errors);
    detail::readStatusCodes(rd, rd.object(s, sp, "statusCodes"), sp + QLatin1String(".statusCodes"), &r.statusCodes);
    // Absent before it was told apart: every late send counts as the server's.
    r.lateSendsQueued = s.contains(QLatin1String("lateSendsQueued")) ? rd.count(s, sp, "lateSendsQueued") : r.lateSends;
    const QJsonObject examples = rd.object(s, sp, "errorExamples");
    for (auto it = examples.begin(); it != examples.end(); ++it)
        r.errorExamples[it.key().toStdString()] = it.value().toString().toStdString();
    const QJsonArray warnings = rd.array(s, sp, "clientWarnings");
    for (int i = 0; i < warnings.size() && rd.ok(); ++i) {
        if (!warnings.at(i).isString()) {
            rd.fail(JsonFieldReader::index(sp + QLatin1String(".clientWarnings"), i), QStringLiteral("expected a string"));
            break;
        }
        r.clientWarnings.push_back(warnings.at(i).toString().toStdString());
    }
    // Documents from before the warnings existed: their CPU verdict is one.
    if (warnings.isEmpty() && !s.contains(QStringLiteral("clientWarnings")) && r.clientBound)
        r.clientWarnings.push_back("cpu-busy");

    detail::readSlo(rd, rd.object(json, root, "slo"), QStringLiteral("$.slo"), &r.slo);
    detail::readVerdict(rd, rd.object(json, root, "verdict"), QStringLiteral("$.verdict"), &r.verdict);
    detail::readSeries(rd, rd.array(json, root, "series"), QStringLiteral("$.series"), &r.series);
    detail::readTarget(rd, rd.object(json, root, "target"), QStringLiteral("$.target"), &r.target);
    detail::readCoreSplit(rd, rd.object(json, root, "cores"), QStringLiteral("$.cores"), &r.cores);   // absent before --split
    detail::readLinkRecord(rd, rd.object(json, root, "link"), QStringLiteral("$.link"), &r.link);      // absent before --link
    detail::readAgent(rd, rd.object(json, root, "agent"), QStringLiteral("$.agent"), &r.agent);
    detail::readMergedAgents(rd, rd.array(json, root, "agents"), QStringLiteral("$.agents"), &r.agents);
    detail::readRequestStats(rd, rd.array(json, root, "byRequest"), QStringLiteral("$.byRequest"), &r.byRequest);   // absent: none
    detail::readRequestStats(rd, rd.array(json, root, "byStep"), QStringLiteral("$.byStep"), &r.byStep);            // absent: no flows
    detail::readFlowStats(rd, rd.array(json, root, "byFlow"), QStringLiteral("$.byFlow"), &r.byFlow);
    detail::readLoadChanges(rd, rd.array(json, root, "loadChanges"), QStringLiteral("$.loadChanges"), &r.loadChanges);

    const QJsonObject h = rd.object(json, root, "histograms");
    const std::string lat = rd.string(h, QStringLiteral("$.histograms"), "latency");
    const std::string latI = rd.string(h, QStringLiteral("$.histograms"), "latencyIntended");
    if (rd.ok() && !lat.empty() && !histogramFromBase64(qs(lat), &r.latency))
        rd.fail(QStringLiteral("$.histograms.latency"), QStringLiteral("not a valid encoded histogram"));
    if (rd.ok() && !latI.empty() && !histogramFromBase64(qs(latI), &r.latencyIntended))
        rd.fail(QStringLiteral("$.histograms.latencyIntended"), QStringLiteral("not a valid encoded histogram"));
    detail::readRequestHistograms(rd, rd.array(h, QStringLiteral("$.histograms"), "byRequest"), QStringLiteral("$.histograms.byRequest"),
                                  &r.byRequest);
    detail::readRequestHistograms(rd, rd.array(h, QStringLiteral("$.histograms"), "byStep"), QStringLiteral("$.histograms.byStep"),
                                  &r.byStep);
    detail::readFlowHistograms(rd, rd.array(h, QStringLiteral("$.histograms"), "byFlow"), QStringLiteral("$.histograms.byFlow"),
                               &r.byFlow);
    const std::string lateH = rd.string(h, QStringLiteral("$.histograms"), "sendLateness");
    if (rd.ok() && !lateH.empty() && !histogramFromBase64(qs(lateH), &r.sendLateness))
        rd.fail(QStringLiteral("$.histograms.sendLateness"), QStringLiteral("not a valid encoded histogram"));

    if (!rd.ok()) {
        if (error)
            *error = rd.error();
        return false;
    }
    settleVerdict(&r);   // a stopped run saved before the rule read "pass": not judged
    *out = std::move(r);
    return true;
}

} // namespace bw

// The suite file's top level, defaults and scenarios. Scenarios start from
// the defaults and override them field by field; a scenario that sets one of
// duration / requests / stages replaces the default's choice among them.
#include "suite_parser.h"

#include "suite_parse_parts.h"

#include "engine/url.h"
#include "link/link_profile.h"
#include "run/split_plan.h"
#include "util/json_object.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>
#include <set>

namespace bw {

using suiteparse::validName;

namespace {

// A scenario while it is being assembled.
struct Draft {
    SuiteScenario s;
    bool bodyIsJson = false;   // body given as a JSON value: Content-Type defaults to application/json
};

bool parseHeaders(SuiteJsonReader& r, const QJsonObject& req, const std::string& path, std::vector<HeaderField>* headers)
{
    QJsonObject h;
    if (!r.object(req, path, "headers", &h))
        return false;
    const std::string hp = SuiteJsonReader::join(path, "headers");
    for (auto it = h.begin(); it != h.end(); ++it) {
        const std::string name = it.key().toStdString();
        const std::string where = SuiteJsonReader::join(hp, name.c_str());
        if (auto bad = checkHeaderName(name))
            return r.fail(where, *bad);
        if (!it.value().isString())
            return r.fail(where, "expected a string, got " + SuiteJsonReader::describe(it.value()));
        std::string value = it.value().toString().toStdString();
        if (value.find_first_of("\r\n") != std::string::npos)
            return r.fail(where, "a header value must not contain a line break");
        // a scenario's header replaces the default's header of the same name
        auto same = [&](const HeaderField& f) { return QString::fromStdString(f.name).compare(it.key(), Qt::CaseInsensitive) == 0; };
        headers->erase(std::remove_if(headers->begin(), headers->end(), same), headers->end());
        headers->push_back({name, value});
    }
    return true;
}

bool parseRequest(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, Draft* d)
{
    if (!r.checkKeys(o, path, {"method", "path", "headers", "body"}))
        return false;
    std::string method;
    if (!r.string(o, path, "method", &method))
        return false;
    if (o.contains("method")) {
        std::transform(method.begin(), method.end(), method.begin(), [](unsigned char c) { return char(std::toupper(c)); });
        if (method.empty() || method.find_first_of(" \r\n\t") != std::string::npos)
            return r.fail(SuiteJsonReader::join(path, "method"), "not a valid HTTP method: \"" + method + "\"");
        d->s.load.method = method;
    }
    if (!r.string(o, path, "path", &d->s.path))
        return false;
    if (o.contains("path") && (d->s.path.empty() || d->s.path[0] != '/'))
        return r.fail(SuiteJsonReader::join(path, "path"), "expected a path starting with \"/\", got \"" + d->s.path + "\"");
    if (!parseHeaders(r, o, path, &d->s.load.headers))
        return false;
    if (o.contains("body")) {
        QJsonValue b = o.value("body");
        if (b.isString()) {
            d->s.load.body = b.toString().toStdString();
            d->bodyIsJson = false;
        } else if (b.isObject() || b.isArray()) {
            QJsonDocument doc = b.isObject() ? QJsonDocument(b.toObject()) : QJsonDocument(b.toArray());
            d->s.load.body = doc.toJson(QJsonDocument::Compact).toStdString();
            d->bodyIsJson = true;
        } else {
            return r.fail(SuiteJsonReader::join(path, "body"),
                          "expected a string or a JSON object/array, got " + SuiteJsonReader::describe(b));
        }
        if (!o.contains("method") && d->s.load.method == "GET")
            d->s.load.method = "POST";
    }
    return true;
}

bool parseStages(SuiteJsonReader& r, const QJsonArray& a, const std::string& path, std::vector<RampStage>* out)
{
    if (a.isEmpty())
        return r.fail(path, "expected at least one stage");
    std::vector<RampStage> stages;
    for (int i = 0; i < a.size(); ++i) {
        QJsonObject st;
        const std::string sp = SuiteJsonReader::index(path, i);
        if (!r.objectAt(a, path, i, &st) || !r.checkKeys(st, sp, {"duration", "target"}))
            return false;
        RampStage stage;
        if (!st.contains("duration"))
            return r.fail(SuiteJsonReader::join(sp, "duration"), "missing (required)");
        if (!st.contains("target"))
            return r.fail(SuiteJsonReader::join(sp, "target"), "missing (required)");
        if (!r.duration(st, sp, "duration", &stage.durationSec, true) || !r.positive(st, sp, "target", &stage.target, true))
            return false;
        stages.push_back(stage);
    }
    if (auto e = stagesLengthProblem(stages))
        return r.fail(path, *e);
    *out = std::move(stages);
    return true;
}

bool parseLoad(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, LoadConfig* c)
{
    if (!r.checkKeys(o, path, {"vus", "threads", "warmup", "duration", "requests", "rate", "stages", "timeout", "engine", "insecure", "tlsMin", "http2", "http3", "streams", "split", "link"}))
        return false;
    int lengthKeys = int(o.contains("duration")) + int(o.contains("requests")) + int(o.contains("stages"));
    if (lengthKeys > 1)
        return r.fail(path, "give only one of duration, requests and stages");
    int64_t vus = c->connections, threads = c->threads, requests = 0;
    if (!r.integer(o, path, "vus", 1, kMaxVus, &vus) || !r.integer(o, path, "threads", 1, 1024, &threads))
        return false;
    c->connections = int(vus);
    c->threads = int(threads);
    if (!r.duration(o, path, "warmup", &c->warmupSec, true) || !r.duration(o, path, "timeout", &c->timeoutSec, false))
        return false;
    if (!r.positive(o, path, "rate", &c->rate, true))
        return false;
    if (lengthKeys == 1) {
        c->durationSec = 0;
        c->requests = 0;
        c->stages.clear();
    }
    if (o.contains("duration") && !r.duration(o, path, "duration", &c->durationSec, false))
        return false;
    if (o.contains("requests")) {
        if (!r.integer(o, path, "requests", 1, int64_t(1) << 50, &requests))
            return false;
        c->requests = uint64_t(requests);
    }
    if (o.contains("stages")) {
        QJsonArray a;
        if (!r.array(o, path, "stages", &a) || !parseStages(r, a, SuiteJsonReader::join(path, "stages"), &c->stages))
            return false;
    }
    std::string engine;
    if (!r.string(o, path, "engine", &engine))
        return false;
    if (o.contains("engine")) {
        auto k = parseEngineKind(engine);
        if (!k)
            return r.fail(SuiteJsonReader::join(path, "engine"), "expected \"native\", \"curl\" or \"auto\", got \"" + engine + "\"");
        c->engine = *k;
    }
    if (o.contains("insecure") && !r.boolean(o, path, "insecure", &c->insecure))
        return false;
    if (o.contains("split")) {   // --split: "auto", "off" or "S:C"
        std::string split;
        if (!r.string(o, path, "split", &split))
            return false;
        auto parsed = parseSplit(split);
        if (!parsed)
            return r.fail(SuiteJsonReader::join(path, "split"), parsed.error().text());
        c->split = formatSplit(*parsed);
    }
    if (o.contains("link")) {   // --link: a profile or figures
        std::string link;
        if (!r.string(o, path, "link", &link))
            return false;
        auto parsed = parseLinkProfile(link);
        if (!parsed)
            return r.fail(SuiteJsonReader::join(path, "link"), parsed.error().text());
        c->link = formatLinkProfile(*parsed);
    }
    if (o.contains("tlsMin")) {
        if (!r.string(o, path, "tlsMin", &c->tlsMin))
            return false;
        if (!validTlsMinVersion(c->tlsMin))
            return r.fail(SuiteJsonReader::join(path, "tlsMin"), "expected \"1.2\" or \"1.3\", got \"" + c->tlsMin + "\"");
    }
    if (o.contains("http2") && !r.boolean(o, path, "http2", &c->http2))
        return false;
    if (o.contains("http3") && !r.boolean(o, path, "http3", &c->http3))
        return false;
    if (c->http2 && c->http3)
        return r.fail(SuiteJsonReader::join(path, "http3"), "\"http2\" and \"http3\" exclude each other");
    if (o.contains("streams")) {
        int64_t streams = 1;
        if (!r.integer(o, path, "streams", 1, kMaxStreams, &streams))
            return false;
        c->streams = int(streams);
    }
    if (c->streams > 1 && !c->http2 && !c->http3)
        return r.fail(SuiteJsonReader::join(path, "streams"),
                      "more than one stream per connection needs \"http2\": true or \"http3\": true");
    return true;
}

bool parseSlo(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, Draft* d)
{
    // the run's keys; an object under any other key is a request's own SLO
    QJsonObject own;
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!it.value().isObject())
            own.insert(it.key(), it.value());
    if (!r.checkKeys(own, path, {"rps", "p99", "errorRate"}))
        return false;
    return suiteparse::sloValues(r, own, path, &d->s.slo) && suiteparse::requestSlos(r, o, path, &d->s.requestSlos);
}

// The parts shared by defaults and scenarios: target, request, mix, load, slo.
bool parseCommon(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, const std::string& baseDir, Draft* d)
{
    if (!r.string(o, path, "target", &d->s.target))
        return false;
    QJsonObject req, load, slo;
    if (!r.object(o, path, "request", &req) || !r.object(o, path, "load", &load) || !r.object(o, path, "slo", &slo))
        return false;
    if (o.contains("request") && !parseRequest(r, req, SuiteJsonReader::join(path, "request"), d))
        return false;
    if (o.contains("load") && !parseLoad(r, load, SuiteJsonReader::join(path, "load"), &d->s.load))
        return false;
    if (o.contains("slo") && !parseSlo(r, slo, SuiteJsonReader::join(path, "slo"), d))
        return false;
    if (o.contains("mix") && !suiteparse::mix(r, o, path, baseDir, &d->s.load.mix))
        return false;
    return true;
}

// "ab": {"a": TARGET, "b": TARGET}: two targets of the suite, both up during
// the scenario and loaded alternately. Sets `target` to a's name.
bool parseAb(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, const Suite& suite, Draft* d)
{
    if (!o.contains("ab"))
        return true;
    const std::string abPath = SuiteJsonReader::join(path, "ab");
    if (o.contains("target"))
        return r.fail(SuiteJsonReader::join(path, "target"),
                      "give either target or ab: an A/B scenario names its two targets in ab.a and ab.b");
    if (suite.matrix)
        return r.fail(abPath, "a matrix suite cannot hold an A/B scenario (the matrix runs every scenario on each of its "
                              "cells); put it in a suite without a matrix");
    QJsonObject ab;
    if (!r.object(o, path, "ab", &ab) || !r.checkKeys(ab, abPath, {"a", "b"}))
        return false;
    std::string names[2];
    for (int i = 0; i < 2; ++i) {
        const char* key = i == 0 ? "a" : "b";
        if (!r.string(ab, abPath, key, &names[i], true))
            return false;
        if (!suite.findTarget(names[i])) {
            std::string known;
            for (const auto& t : suite.targets)
                known += (known.empty() ? "" : ", ") + t.name;
            return r.fail(SuiteJsonReader::join(abPath, key), "no target named \"" + names[i] + "\" (targets: " + known + ")");
        }
    }
    if (names[0] == names[1])
        return r.fail(SuiteJsonReader::join(abPath, "b"),
                      "a and b are the same target \"" + names[0] + "\": an A/B scenario compares two targets (for an "
                      "A/A check, give the same server twice under two names)");
    const SuiteTarget* a = suite.findTarget(names[0]);
    const SuiteTarget* b = suite.findTarget(names[1]);
    if (a->kind == SuiteTarget::Kind::Launch && b->kind == SuiteTarget::Kind::Launch && a->baseUrl == b->baseUrl)
        return r.fail(SuiteJsonReader::join(abPath, "b"),
                      "a and b are both started at " + a->baseUrl + ": both run during the scenario, so they need two "
                      "addresses");
    d->s.abTargetA = names[0];
    d->s.abTargetB = names[1];
    d->s.target = names[0];
    return true;
}

// Checks the assembled scenario as the engine will (with a stand-in URL).
bool finishScenario(SuiteJsonReader& r, const Suite& suite, Draft* d)
{
    SuiteScenario& s = d->s;
    if (d->bodyIsJson) {
        bool hasType = std::any_of(s.load.headers.begin(), s.load.headers.end(), [](const HeaderField& h) {
            return QString::fromStdString(h.name).compare("Content-Type", Qt::CaseInsensitive) == 0;
        });
        if (!hasType)
            s.load.headers.push_back({"Content-Type", "application/json"});
    }
    if (!s.capacity && s.load.requests == 0 && s.load.stages.empty() && !(s.load.durationSec > 0))
        return r.fail(SuiteJsonReader::join(s.jsonPath, "load"), "no duration, requests or stages given");
    if (auto u = parseUrl("http://127.0.0.1" + s.path); !u)
        return r.fail(SuiteJsonReader::join(s.jsonPath, "request.path"), u.error());
    LoadConfig probe = s.load;
    // (the target's own scheme is checked when the run starts: HTTP/3 needs https://)
    probe.url = std::string(s.load.http3 ? "https" : "http") + "://127.0.0.1" + s.path;
    if (auto e = validateConfig(probe)) {
        std::string where = e->field == "method" ? "request.method" : e->field == "header" ? "request.headers" : "load." + e->field;
        return r.fail(SuiteJsonReader::join(s.jsonPath, where.c_str()), *e);
    }
    if (!suite.matrix) {
        if (s.target.empty()) {
            if (suite.targets.size() != 1) {
                std::string names;
                for (const auto& t : suite.targets)
                    names += (names.empty() ? "" : ", ") + t.name;
                return r.fail(SuiteJsonReader::join(s.jsonPath, "target"),
                              "missing: the suite has several targets (" + names + "); name one here or in defaults.target");
            }
            s.target = suite.targets.front().name;
        }
    }
    if (!s.target.empty() && !suite.findTarget(s.target))
        return r.fail(SuiteJsonReader::join(s.jsonPath, "target"), "no target named \"" + s.target + "\"");
    if (!suiteparse::checkScenarioMix(r, s))
        return false;
    if (s.name.empty())
        s.name = s.id;
    return true;
}

bool parseScenarios(SuiteJsonReader& r, const QJsonObject& root, const Draft& defaults, Suite* suite)
{
    QJsonArray a;
    if (!r.array(root, "$", "scenarios", &a, true))
        return false;
    if (a.isEmpty())
        return r.fail("$.scenarios", "expected at least one scenario");
    std::set<std::string> ids;
    for (int i = 0; i < a.size(); ++i) {
        const std::string path = SuiteJsonReader::index("$.scenarios", i);
        QJsonObject o;
        if (!r.objectAt(a, "$.scenarios", i, &o)
            || !r.checkKeys(o, path, {"id", "name", "description", "target", "ab", "request", "mix", "load", "slo", "rounds", "kind", "capacity"}))
            return false;
        Draft d = defaults;
        d.s.jsonPath = path;
        int64_t rounds = o.contains("ab") ? 6 : 1;   // an A/B scenario's default is `benchwork-cli ab`'s
        if (!r.integer(o, path, "rounds", 1, 100, &rounds))
            return false;
        d.s.rounds = int(rounds);
        if (!r.string(o, path, "id", &d.s.id, true) || !r.string(o, path, "name", &d.s.name)
            || !suiteparse::localizedText(r, o, path, "description", &d.s.description))
            return false;
        if (!validName(d.s.id))
            return r.fail(SuiteJsonReader::join(path, "id"), "expected letters, digits, '_', '.' or '-' (at most 64), got \""
                                                                  + d.s.id + "\"");
        if (!ids.insert(d.s.id).second)
            return r.fail(SuiteJsonReader::join(path, "id"), "another scenario already has the id \"" + d.s.id + "\"");
        if (!parseCommon(r, o, path, suite->baseDir, &d) || !parseAb(r, o, path, *suite, &d)
            || !suiteparse::scenarioKind(r, o, o.value("load").toObject(), path, &d.s) || !finishScenario(r, *suite, &d))
            return false;
        suite->scenarios.push_back(std::move(d.s));
    }
    return true;
}

} // namespace

std::optional<Suite> parseSuite(const std::string& jsonText, const std::string& baseDir, Error* error)
{
    auto refuse = [&](Error e) -> std::optional<Suite> {
        if (error)
            *error = std::move(e);
        return std::nullopt;
    };
    QJsonObject root;
    Error syntax;
    if (!parseJsonObject(jsonText, &root, &syntax))
        return refuse(std::move(syntax));

    SuiteJsonReader r;
    Suite suite;
    suite.baseDir = baseDir;
    std::string schema;
    if (!r.checkKeys(root, "$", {"$schema", "schema", "name", "description", "targets", "defaults", "scenarios", "cooldown",
                                 "matrix", "baselines", "report"})
        || !r.string(root, "$", "schema", &schema, true))
        return refuse(r.error());
    if (schema != kSuiteSchema) {
        std::string msg = schema.rfind("benchwork.suite/", 0) == 0
                              ? "this Benchwork reads \"" + std::string(kSuiteSchema) + "\", the file is \"" + schema + "\""
                              : "expected \"" + std::string(kSuiteSchema) + "\", got \"" + schema + "\"";
        return refuse({"$.schema", msg});
    }
    std::string ignoredSchemaUrl;
    if (!r.string(root, "$", "$schema", &ignoredSchemaUrl) || !r.string(root, "$", "name", &suite.name, true)
        || !suiteparse::localizedText(r, root, "$", "description", &suite.description)
        || !r.duration(root, "$", "cooldown", &suite.cooldownSec, true))
        return refuse(r.error());
    if (suite.name.empty())
        return refuse({"$.name", "must not be empty"});

    QJsonArray targets;
    if (!r.array(root, "$", "targets", &targets, true) || !suiteparse::targets(r, targets, "$.targets", baseDir, &suite.targets))
        return refuse(r.error());

    QJsonObject matrixObject;
    if (!r.object(root, "$", "matrix", &matrixObject))
        return refuse(r.error());
    if (root.contains("matrix"))
        suite.matrix = SuiteMatrix{};   // scenarios need to know; filled below once they are read

    Draft defaults;
    QJsonObject defaultsObject;
    if (!r.object(root, "$", "defaults", &defaultsObject))
        return refuse(r.error());
    if (root.contains("defaults")) {
        if (!r.checkKeys(defaultsObject, "$.defaults", {"target", "request", "mix", "load", "slo"})
            || !parseCommon(r, defaultsObject, "$.defaults", baseDir, &defaults))
            return refuse(r.error());
        if (!defaults.s.target.empty() && !suite.findTarget(defaults.s.target))
            return refuse({"$.defaults.target", "no target named \"" + defaults.s.target + "\""});
    }
    if (!parseScenarios(r, root, defaults, &suite))
        return refuse(r.error());

    if (suite.matrix && !suiteparse::matrix(r, matrixObject, "$.matrix", suite, &*suite.matrix))
        return refuse(r.error());
    QJsonArray baselineArray;
    QJsonObject reportObject;
    if (!r.array(root, "$", "baselines", &baselineArray)
        || !suiteparse::baselines(r, baselineArray, "$.baselines", suite, &suite.baselines)
        || !r.object(root, "$", "report", &reportObject))
        return refuse(r.error());
    if (root.contains("report") && !suiteparse::reportText(r, reportObject, "$.report", &suite.report))
        return refuse(r.error());
    return suite;
}

std::optional<Suite> loadSuiteFile(const std::string& path, Error* error)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = {"", "cannot read suite file '" + path + "': " + f.errorString().toStdString()};
        return std::nullopt;
    }
    const QByteArray bytes = f.readAll();
    QFileInfo info(f);
    auto suite = parseSuite(bytes.toStdString(), info.absolutePath().toStdString(), error);
    if (suite)
        suite->filePath = info.absoluteFilePath().toStdString();
    return suite;
}

} // namespace bw

// A suite scenario's request set ("mix") and per-request SLOs ("slo":
// {"find": {"p99": "20ms"}}), read with the suite's reader so each refusal
// names its JSON path. Part of parseSuite() (suite_parse_parts.h).
#include "suite_parse_parts.h"

#include "engine/request/compiled_requests.h"
#include "mix/mix_json.h"
#include "result/run_result.h"
#include "util/json_object.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace bw::suiteparse {

bool mix(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, const std::string& baseDir, RequestSet* out)
{
    const std::string mp = SuiteJsonReader::join(path, "mix");
    const QJsonValue v = o.value("mix");
    RequestSetReadOptions options;
    options.baseDir = baseDir;
    if (v.isString()) {
        // a mix file beside the suite: its own paths resolve against its folder
        std::string file = v.toString().toStdString();
        if (!baseDir.empty() && !QDir::isAbsolutePath(QString::fromStdString(file)))
            file = QDir(QString::fromStdString(baseDir)).filePath(QString::fromStdString(file)).toStdString();
        QFile f(QString::fromStdString(file));
        if (!f.open(QIODevice::ReadOnly))
            return r.fail(mp, "cannot read the mix file '" + file + "': " + f.errorString().toStdString());
        QJsonObject root;
        Error syntax;
        if (!parseJsonObject(f.readAll().toStdString(), &root, &syntax))
            return r.fail(mp, file + ": " + syntax.text());
        SuiteJsonReader inner;
        options.baseDir = QFileInfo(QString::fromStdString(file)).absolutePath().toStdString();
        options.source = file;
        if (!readRequestSetJson(inner, root, "$", options, out))
            return r.fail(mp, file + ", " + inner.error().text());
        return true;
    }
    if (!v.isObject())
        return r.fail(mp, "expected a mix file's name or a request set object, got " + SuiteJsonReader::describe(v));
    options.source = mp;
    return readRequestSetJson(r, v.toObject(), mp, options, out);
}

bool sloValues(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, Slo* slo)
{
    double p99Sec = 0;
    if (!r.positive(o, path, "rps", &slo->minRps) || !r.duration(o, path, "p99", &p99Sec, false)
        || !r.percent(o, path, "errorRate", &slo->maxErrorRate))
        return false;
    if (o.contains("p99"))
        slo->maxP99Us = p99Sec * 1e6;
    return true;
}

bool requestSlos(SuiteJsonReader& r, const QJsonObject& slo, const std::string& path, std::vector<std::pair<std::string, Slo>>* out)
{
    for (auto it = slo.begin(); it != slo.end(); ++it) {
        if (!it.value().isObject())
            continue;
        const std::string name = it.key().toStdString();
        const std::string ep = SuiteJsonReader::join(path, name.c_str());
        const QJsonObject o = it.value().toObject();
        if (!r.checkKeys(o, ep, {"rps", "p99", "errorRate"}))
            return false;
        Slo s;
        for (const auto& [known, given] : *out)
            if (known == name)
                s = given;   // a scenario's entry SLO refines the defaults'
        if (!sloValues(r, o, ep, &s))
            return false;
        std::erase_if(*out, [&](const std::pair<std::string, Slo>& x) { return x.first == name; });
        out->emplace_back(name, s);
    }
    return true;
}

bool checkScenarioMix(SuiteJsonReader& r, const SuiteScenario& s)
{
    for (const auto& [name, slo] : s.requestSlos) {
        const std::string at = SuiteJsonReader::join(SuiteJsonReader::join(s.jsonPath, "slo"), name.c_str());
        if (s.load.mix.empty())
            return r.fail(at, "an SLO for the request \"" + name + "\", but the scenario has no mix");
        bool known = false;
        std::string names;
        auto offer = [&](const std::string& n, bool matches) {
            known = known || matches;
            names += (names.empty() ? "\"" : ", \"") + n + "\"";
        };
        for (const RequestEntry& e : s.load.mix.entries)
            offer(e.name, e.name == name);
        for (const Flow& f : s.load.mix.flows) {
            offer(f.name, f.name == name);
            for (const FlowStep& st : f.steps) {
                RequestStats step;
                step.flow = f.name;
                step.name = st.request.name;
                offer(step.displayName(), sloNamesStep(name, step));
            }
        }
        if (!known)
            return r.fail(at, "the mix has no request, flow or step named \"" + name + "\" (its names: " + names + ")");
    }
    if (s.load.mix.empty())
        return true;
    LoadConfig probe = s.load;
    probe.url = "http://127.0.0.1" + s.path;
    probe.mix.seedSet = true;
    auto compiled = compileRequestSet(probe);
    if (!compiled) {
        // an inline set's source is its JSON path already; a file's is the file
        const std::string mp = SuiteJsonReader::join(s.jsonPath, "mix");
        const Error& e = compiled.error();
        return s.load.mix.source == mp ? r.fail(e.field, e.reason()) : r.fail(mp, e.text());
    }
    return true;
}

} // namespace bw::suiteparse

// The suite file's targets: a URL base, the built-in demo target, or a
// command to launch with CPU list, memory limit, env, cwd and readiness.
#include "suite_parse_parts.h"

#include "engine/url.h"
#include "target/cpu_list.h"
#include "target/readiness.h"
#include "target/size_parse.h"
#include "util/command_line.h"

#include <QDir>

#include <cmath>
#include <set>

namespace bw::suiteparse {

bool validName(const std::string& s)
{
    if (s.empty() || s.size() > 64)
        return false;
    for (unsigned char c : s)
        if (!std::isalnum(c) && c != '_' && c != '.' && c != '-')
            return false;
    return true;
}

bool localizedText(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, const char* key, LocalizedText* out)
{
    if (!r.ok())
        return false;
    if (!o.contains(QLatin1String(key)))
        return true;
    const QJsonValue v = o.value(QLatin1String(key));
    const std::string where = SuiteJsonReader::join(path, key);
    LocalizedText text;
    if (v.isString()) {
        text.byLanguage[""] = v.toString().toStdString();
    } else if (v.isObject()) {
        const QJsonObject langs = v.toObject();
        for (auto it = langs.begin(); it != langs.end(); ++it) {
            const std::string lang = it.key().toStdString();
            const std::string lp = SuiteJsonReader::join(where, lang.c_str());
            bool shape = lang.size() >= 2 && lang.size() <= 8 && std::isalpha(static_cast<unsigned char>(lang[0]));
            if (!shape)
                return r.fail(lp, "expected a language code such as \"en\" or \"ko\"");
            if (!it.value().isString())
                return r.fail(lp, "expected a string, got " + SuiteJsonReader::describe(it.value()));
            text.byLanguage[lang] = it.value().toString().toStdString();
        }
    } else {
        return r.fail(where, "expected a string or an object of languages ({\"en\": ..., \"ko\": ...}), got "
                                 + SuiteJsonReader::describe(v));
    }
    *out = std::move(text);
    return true;
}

bool cpuQuotaValue(SuiteJsonReader& r, const QJsonValue& v, const std::string& path, double* out)
{
    if (!r.ok())
        return false;
    std::string text;
    if (v.isDouble())
        text = SuiteJsonReader::describe(v);
    else if (v.isString())
        text = v.toString().toStdString();
    else
        return r.fail(path, "expected a CPU quota like 1 or 0.5, got " + SuiteJsonReader::describe(v));
    auto q = parseCpuQuota(text);
    if (!q)
        return r.fail(path, q.error());
    *out = *q;
    return true;
}

bool cpuListValue(SuiteJsonReader& r, const QJsonValue& v, const std::string& path, std::vector<int>* out)
{
    if (!r.ok())
        return false;
    std::vector<int> cpus;
    if (v.isString()) {
        auto parsed = parseCpuList(v.toString().toStdString());
        if (!parsed)
            return r.fail(path, parsed.error());
        cpus = std::move(*parsed);
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i) {
            double d = a.at(i).toDouble(-1);
            if (!a.at(i).isDouble() || std::floor(d) != d || d < 0 || d > 4095)
                return r.fail(SuiteJsonReader::index(path, i), "expected a CPU number, got " + SuiteJsonReader::describe(a.at(i)));
            cpus.push_back(int(d));
        }
        std::sort(cpus.begin(), cpus.end());
        cpus.erase(std::unique(cpus.begin(), cpus.end()), cpus.end());
    } else {
        return r.fail(path, "expected a CPU list like [0, 1] or \"0-3\", got " + SuiteJsonReader::describe(v));
    }
    *out = std::move(cpus);
    return true;
}

namespace {

bool baseUrl(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, bool required, std::string* out)
{
    std::string text;
    if (!r.string(o, path, "url", &text, required))
        return false;
    if (!o.contains("url"))
        return true;
    if (auto u = parseUrl(text); !u)
        return r.fail(SuiteJsonReader::join(path, "url"), u.error());
    while (!text.empty() && text.back() == '/')
        text.pop_back();
    *out = text;
    return true;
}

// A command line (split like a shell splits words; with `shell`, kept whole
// for /bin/sh -c) or an argv array, at `where`.
bool commandValue(SuiteJsonReader& r, const QJsonValue& v, const std::string& where, bool shell,
                  std::vector<std::string>* argv)
{
    if (v.isString()) {
        const std::string line = v.toString().toStdString();
        if (line.find_first_not_of(" \t") == std::string::npos)
            return r.fail(where, "the command is empty");
        if (shell) {
            *argv = {line};
        } else {
            auto words = splitCommandLine(line);
            if (!words)
                return r.fail(where, words.error());
            *argv = *words;
        }
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        if (a.isEmpty())
            return r.fail(where, "the command is empty");
        for (int i = 0; i < a.size(); ++i) {
            if (!a.at(i).isString())
                return r.fail(SuiteJsonReader::index(where, i), "expected a string, got " + SuiteJsonReader::describe(a.at(i)));
            const std::string arg = a.at(i).toString().toStdString();
            if (i == 0 && arg.empty())
                return r.fail(SuiteJsonReader::index(where, i), "the program name is empty");
            argv->push_back(arg);
        }
    } else {
        return r.fail(where, "expected a command line string or an argv array, got " + SuiteJsonReader::describe(v));
    }
    return true;
}

bool command(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, LaunchSpec* spec)
{
    if (!r.boolean(o, path, "shell", &spec->shell))
        return false;
    return commandValue(r, o.value("command"), SuiteJsonReader::join(path, "command"), spec->shell, &spec->argv);
}

// What the target needs and records: folders searched for its program
// (searchPath), the programs that must exist (requires) and how to get them
// (install), and the command printing its runtime's version (version).
bool runtime(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, SuiteTarget* t)
{
    if (!r.stringList(o, path, "searchPath", &t->launch.searchPath) || !r.stringList(o, path, "requires", &t->requiredPrograms)
        || !r.string(o, path, "install", &t->install))
        return false;
    if (o.contains("install") && t->requiredPrograms.empty())
        return r.fail(SuiteJsonReader::join(path, "install"), "says how to install what \"requires\" names: give \"requires\" too");
    if (!o.contains("version"))
        return true;
    return commandValue(r, o.value("version"), SuiteJsonReader::join(path, "version"), false, &t->versionCommand);
}

bool environment(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, LaunchSpec* spec)
{
    QJsonObject env;
    if (!r.object(o, path, "env", &env))
        return false;
    const std::string ep = SuiteJsonReader::join(path, "env");
    for (auto it = env.begin(); it != env.end(); ++it) {
        const std::string name = it.key().toStdString();
        const std::string where = SuiteJsonReader::join(ep, name.c_str());
        if (name.empty() || name.find('=') != std::string::npos)
            return r.fail(where, "not a valid environment variable name");
        const QJsonValue v = it.value();
        if (v.isString()) {
            spec->env[name] = v.toString().toStdString();
        } else if (v.isDouble() && std::floor(v.toDouble()) == v.toDouble()) {
            spec->env[name] = SuiteJsonReader::describe(v);   // PORT: 3000 is written as a number often enough
        } else {
            return r.fail(where, "expected a string, got " + SuiteJsonReader::describe(v));
        }
    }
    return true;
}

bool limits(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, LaunchSpec* spec)
{
    if (o.contains("cpus") && !cpuListValue(r, o.value("cpus"), SuiteJsonReader::join(path, "cpus"), &spec->cpus))
        return false;
    if (o.contains("cpuQuota") && !cpuQuotaValue(r, o.value("cpuQuota"), SuiteJsonReader::join(path, "cpuQuota"), &spec->cpuQuota))
        return false;
    for (const char* key : {"memory", "addressSpaceLimit"}) {
        std::string text;
        if (!r.string(o, path, key, &text))
            return false;
        if (!o.contains(key))
            continue;
        auto bytes = parseMemorySize(text);
        if (!bytes)
            return r.fail(SuiteJsonReader::join(path, key), bytes.error());
        (std::string(key) == "memory" ? spec->memoryLimitBytes : spec->addressSpaceLimitBytes) = *bytes;
    }
    return true;
}

bool launchTarget(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, const std::string& baseDir, SuiteTarget* t)
{
    t->kind = SuiteTarget::Kind::Launch;
    if (!r.checkKeys(o, path, {"name", "description", "command", "shell", "url", "env", "cwd", "cpus", "cpuQuota", "memory",
                               "addressSpaceLimit", "container", "ready", "readyTimeout", "searchPath", "requires",
                               "install", "version"}))
        return false;
    if (!r.string(o, path, "container", &t->container))
        return false;
    if (!command(r, o, path, &t->launch) || !baseUrl(r, o, path, true, &t->baseUrl) || !environment(r, o, path, &t->launch)
        || !limits(r, o, path, &t->launch) || !runtime(r, o, path, t))
        return false;
    std::string cwd;
    if (!r.string(o, path, "cwd", &cwd))
        return false;
    // relative folders resolve against the suite file's folder, so a suite
    // and its servers can move together
    QString dir = QString::fromStdString(cwd.empty() ? std::string(".") : cwd);
    if (QDir::isRelativePath(dir) && !baseDir.empty())
        dir = QDir(QString::fromStdString(baseDir)).filePath(dir);
    if (!cwd.empty() || !baseDir.empty())
        t->launch.workingDir = QDir::cleanPath(dir).toStdString();
    std::string ready;
    if (!r.string(o, path, "ready", &ready))
        return false;
    if (o.contains("ready")) {
        auto readiness = parseReadiness(ready);
        if (!readiness) {
            // A bad http:// URL names itself ("readiness URL: ..."): keep that
            // inside the reason, under the JSON path.
            const Error& e = readiness.error();
            return r.fail(SuiteJsonReader::join(path, "ready"), e.field.empty() ? e : Error(std::string(), e.text()));
        }
        t->launch.readiness = *readiness;
    }
    double timeoutSec = 0;
    if (!r.duration(o, path, "readyTimeout", &timeoutSec, false))
        return false;
    if (o.contains("readyTimeout"))
        t->launch.readyTimeout = std::chrono::milliseconds(int64_t(timeoutSec * 1000 + 0.5));
    return true;
}

bool demoTarget(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, SuiteTarget* t)
{
    t->kind = SuiteTarget::Kind::Demo;
    if (!r.checkKeys(o, path, {"name", "description", "demo", "documents", "cpus", "cpuQuota", "memory", "addressSpaceLimit"}))
        return false;
    bool demo = false;
    if (!r.boolean(o, path, "demo", &demo))
        return false;
    if (!demo)
        return r.fail(SuiteJsonReader::join(path, "demo"), "set it to true for the built-in demo target, or give url or command");
    int64_t documents = t->demoDocuments;
    if (!r.integer(o, path, "documents", 1, 10'000'000, &documents) || !limits(r, o, path, &t->launch))
        return false;
    t->demoDocuments = int(documents);
    return true;
}

} // namespace

bool targets(SuiteJsonReader& r, const QJsonArray& a, const std::string& path, const std::string& baseDir,
             std::vector<SuiteTarget>* out)
{
    if (!r.ok())
        return false;
    if (a.isEmpty())
        return r.fail(path, "expected at least one target");
    std::set<std::string> names;
    for (int i = 0; i < a.size(); ++i) {
        const std::string tp = SuiteJsonReader::index(path, i);
        QJsonObject o;
        if (!r.objectAt(a, path, i, &o))
            return false;
        SuiteTarget t;
        t.jsonPath = tp;
        if (!r.string(o, tp, "name", &t.name, true) || !localizedText(r, o, tp, "description", &t.description))
            return false;
        if (!validName(t.name))
            return r.fail(SuiteJsonReader::join(tp, "name"),
                          "expected letters, digits, '_', '.' or '-' (at most 64), got \"" + t.name + "\"");
        if (!names.insert(t.name).second)
            return r.fail(SuiteJsonReader::join(tp, "name"), "another target is already named \"" + t.name + "\"");
        int kinds = int(o.contains("demo")) + int(o.contains("command"));
        if (kinds > 1)
            return r.fail(tp, "give either \"demo\": true or a command, not both");
        bool ok;
        if (o.contains("demo")) {
            ok = demoTarget(r, o, tp, &t);
        } else if (o.contains("command")) {
            ok = launchTarget(r, o, tp, baseDir, &t);
        } else if (o.contains("url")) {
            t.kind = SuiteTarget::Kind::Url;
            ok = r.checkKeys(o, tp, {"name", "description", "url"}) && baseUrl(r, o, tp, true, &t.baseUrl);
        } else {
            return r.fail(tp, "expected one of \"url\" (a running server), \"command\" (a server to launch) or \"demo\": true");
        }
        if (!ok)
            return false;
        out->push_back(std::move(t));
    }
    return true;
}

} // namespace bw::suiteparse

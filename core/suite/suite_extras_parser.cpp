// The suite file's matrix, baselines and report text.
#include "suite_parse_parts.h"

#include "link/link_profile.h"
#include "target/size_parse.h"

#include <algorithm>
#include <set>

namespace bw::suiteparse {

namespace {

std::string targetNames(const Suite& suite)
{
    std::string names;
    for (const auto& t : suite.targets)
        names += (names.empty() ? "" : ", ") + t.name;
    return names;
}

} // namespace

bool matrix(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, const Suite& suite, SuiteMatrix* out)
{
    if (!r.checkKeys(o, path, {"targets", "cpus", "cpuQuota", "scenarios", "link"}))
        return false;
    if (!o.contains("targets"))
        return r.fail(SuiteJsonReader::join(path, "targets"), "missing (required)");
    if (!r.stringList(o, path, "targets", &out->targets) || !r.stringList(o, path, "scenarios", &out->scenarios))
        return false;
    if (out->targets.empty())
        return r.fail(SuiteJsonReader::join(path, "targets"), "expected at least one target name");
    std::set<std::string> seen;
    for (size_t i = 0; i < out->targets.size(); ++i) {
        const std::string where = SuiteJsonReader::index(SuiteJsonReader::join(path, "targets"), int(i));
        if (!suite.findTarget(out->targets[i]))
            return r.fail(where, "no target named \"" + out->targets[i] + "\" (targets: " + targetNames(suite) + ")");
        if (!seen.insert(out->targets[i]).second)
            return r.fail(where, "\"" + out->targets[i] + "\" is listed twice");
    }
    seen.clear();
    for (size_t i = 0; i < out->scenarios.size(); ++i) {
        const std::string where = SuiteJsonReader::index(SuiteJsonReader::join(path, "scenarios"), int(i));
        if (!suite.findScenario(out->scenarios[i]))
            return r.fail(where, "no scenario with the id \"" + out->scenarios[i] + "\"");
        if (!seen.insert(out->scenarios[i]).second)
            return r.fail(where, "\"" + out->scenarios[i] + "\" is listed twice");
    }
    QJsonArray cpus;
    if (!r.array(o, path, "cpus", &cpus))
        return false;
    const std::string cp = SuiteJsonReader::join(path, "cpus");
    if (o.contains("cpus") && cpus.isEmpty())
        return r.fail(cp, "expected at least one CPU configuration, e.g. [[0], [0, 1]]");
    for (int i = 0; i < cpus.size(); ++i) {
        std::vector<int> list;
        if (!cpuListValue(r, cpus.at(i), SuiteJsonReader::index(cp, i), &list))
            return false;
        out->cpus.push_back(list);
    }
    QJsonArray quotas;
    if (!r.array(o, path, "cpuQuota", &quotas))
        return false;
    const std::string qp = SuiteJsonReader::join(path, "cpuQuota");
    if (o.contains("cpuQuota") && quotas.isEmpty())
        return r.fail(qp, "expected at least one CPU quota, e.g. [1, 2]");
    for (int i = 0; i < quotas.size(); ++i) {
        double q = 0;
        if (quotas.at(i) == QJsonValue(QStringLiteral("all")))
            q = kAllCpusQuota;   // counted when planned, on the machine that runs it
        else if (!cpuQuotaValue(r, quotas.at(i), SuiteJsonReader::index(qp, i), &q))
            return false;
        out->cpuQuotas.push_back(q);
    }
    std::vector<std::string> links;
    if (!r.stringList(o, path, "link", &links))
        return false;
    const std::string lp = SuiteJsonReader::join(path, "link");
    if (o.contains("link") && links.empty())
        return r.fail(lp, "expected at least one network, e.g. [\"local\", \"wifi\"]");
    for (size_t i = 0; i < links.size(); ++i) {
        const std::string where = SuiteJsonReader::index(lp, int(i));
        auto parsed = parseLinkProfile(links[i]);
        if (!parsed)
            return r.fail(where, parsed.error().text());
        std::string text = formatLinkProfile(*parsed);   // "" = local
        if (std::find(out->links.begin(), out->links.end(), text) != out->links.end())
            return r.fail(where, "\"" + links[i] + "\" is listed twice");
        out->links.push_back(std::move(text));
    }
    bool pinning = !out->cpuQuotas.empty();
    for (const auto& c : out->cpus)
        pinning = pinning || !c.empty();
    if (pinning) {
        for (size_t i = 0; i < out->targets.size(); ++i) {
            const SuiteTarget* t = suite.findTarget(out->targets[i]);
            if (t->kind == SuiteTarget::Kind::Url)
                return r.fail(SuiteJsonReader::index(SuiteJsonReader::join(path, "targets"), int(i)),
                              "\"" + t->name + "\" is a URL target: CPU configurations and quotas apply to launched or demo targets only");
        }
    }
    return true;
}

bool baselines(SuiteJsonReader& r, const QJsonArray& a, const std::string& path, const Suite& suite,
               std::vector<SuiteBaseline>* out)
{
    for (int i = 0; i < a.size(); ++i) {
        const std::string bp = SuiteJsonReader::index(path, i);
        QJsonObject o;
        if (!r.objectAt(a, path, i, &o) || !r.checkKeys(o, bp, {"scenario", "label", "rps", "p99", "peakRss", "history", "note"}))
            return false;
        SuiteBaseline b;
        if (!r.string(o, bp, "scenario", &b.scenario, true) || !r.string(o, bp, "label", &b.label, true)
            || !r.positive(o, bp, "rps", &b.rps) || !localizedText(r, o, bp, "note", &b.note))
            return false;
        if (!suite.findScenario(b.scenario))
            return r.fail(SuiteJsonReader::join(bp, "scenario"), "no scenario with the id \"" + b.scenario + "\"");
        if (b.label.empty())
            return r.fail(SuiteJsonReader::join(bp, "label"), "must not be empty");
        double p99Sec = 0;
        if (!r.duration(o, bp, "p99", &p99Sec, false))
            return false;
        b.p99Us = p99Sec * 1e6;
        std::string rss;
        if (!r.string(o, bp, "peakRss", &rss))
            return false;
        if (o.contains("peakRss")) {
            auto bytes = parseMemorySize(rss);
            if (!bytes)
                return r.fail(SuiteJsonReader::join(bp, "peakRss"), bytes.error());
            b.peakRssBytes = *bytes;
        }
        QJsonObject h;
        if (!r.object(o, bp, "history", &h))
            return false;
        if (o.contains("history")) {
            const std::string hp = SuiteJsonReader::join(bp, "history");
            if (!r.checkKeys(h, hp, {"name", "tag"}) || !r.string(h, hp, "name", &b.historyName)
                || !r.string(h, hp, "tag", &b.historyTag))
                return false;
            if (b.historyName.empty() && b.historyTag.empty())
                return r.fail(hp, "give the name or the tag of the history run to compare with");
            if (o.contains("rps") || o.contains("p99") || o.contains("peakRss"))
                return r.fail(bp, "give either figures (rps, p99, peakRss) or a history run, not both");
        } else if (!o.contains("rps")) {
            return r.fail(bp, "give the baseline's rps (and p99), or a history run {\"tag\": ...}");
        }
        out->push_back(std::move(b));
    }
    return true;
}

bool reportText(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, SuiteReportText* out)
{
    if (!r.checkKeys(o, path, {"title", "intro", "conclusion", "environment"}) || !localizedText(r, o, path, "title", &out->title)
        || !localizedText(r, o, path, "intro", &out->intro) || !localizedText(r, o, path, "conclusion", &out->conclusion))
        return false;
    QJsonObject env;
    if (!r.object(o, path, "environment", &env))
        return false;
    const std::string ep = SuiteJsonReader::join(path, "environment");
    for (auto it = env.begin(); it != env.end(); ++it) {
        if (!it.value().isString())
            return r.fail(SuiteJsonReader::join(ep, it.key().toStdString().c_str()),
                          "expected a string, got " + SuiteJsonReader::describe(it.value()));
        out->environment.emplace_back(it.key().toStdString(), it.value().toString().toStdString());
    }
    return true;
}

} // namespace bw::suiteparse

#include "flow_json.h"

#include "util/qstring_from.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace bw {

namespace {

using J = SuiteJsonReader;

// A JSON value as compact text ("true", "\"paid\"", "3", "{\"a\":1}").
std::string compactJson(const QJsonValue& v)
{
    if (v.isObject())
        return QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact).toStdString();
    if (v.isArray())
        return QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact).toStdString();
    // A scalar: wrapped in an array to let Qt write it, then unwrapped.
    const std::string a = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).toStdString();
    return a.substr(1, a.size() - 2);
}

QJsonValue jsonFromText(const std::string& text)
{
    const QJsonDocument d = QJsonDocument::fromJson(QByteArray::fromStdString("[" + text + "]"));
    return d.isArray() && !d.array().isEmpty() ? d.array().at(0) : QJsonValue(qs(text));
}

bool readStatus(J& r, const QJsonValue& v, const std::string& path, std::vector<StatusMatch>* out)
{
    auto one = [&](const QJsonValue& x, const std::string& p) {
        if (x.isDouble()) {
            const double d = x.toDouble();
            if (std::floor(d) != d)
                return r.fail(p, Error(ErrorCode::FlowStatusCodeExpected, std::string(), {J::describe(x)}));
            out->push_back({int(d), 0});
            return true;
        }
        const std::string s = x.toString().toStdString();
        if (x.isString() && s.size() == 3 && s[0] >= '0' && s[0] <= '9' && (s[1] == 'x' || s[1] == 'X') && (s[2] == 'x' || s[2] == 'X')) {
            out->push_back({0, s[0] - '0'});
            return true;
        }
        if (x.isString() && s.size() == 3 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            out->push_back({std::stoi(s), 0});
            return true;
        }
        return r.fail(p, Error(ErrorCode::FlowStatusOrClassExpected, std::string(), {J::describe(x)}));
    };
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i)
            if (!one(a.at(i), J::index(path, i)))
                return false;
        return true;
    }
    return one(v, path);
}

bool readCheck(J& r, const QJsonObject& o, const std::string& path, FlowCheck* c)
{
    if (!r.checkKeys(o, path, {"status", "bodyContains", "json", "equals", "exists", "header", "name"}))
        return false;
    const int kinds = int(o.contains("status")) + int(o.contains("bodyContains")) + int(o.contains("json")) + int(o.contains("header"));
    if (kinds != 1)
        return r.fail(path, Error(ErrorCode::FlowCheckKindCount, std::string()));
    if (!r.string(o, path, "name", &c->name))
        return false;
    if (o.contains("status")) {
        c->kind = CheckKind::Status;
        return readStatus(r, o.value("status"), J::join(path, "status"), &c->statuses);
    }
    if (o.contains("bodyContains")) {
        c->kind = CheckKind::BodyContains;
        return r.string(o, path, "bodyContains", &c->text, true);
    }
    if (o.contains("header")) {
        c->kind = CheckKind::HeaderPresent;
        return r.string(o, path, "header", &c->text, true);
    }
    if (!r.string(o, path, "json", &c->expression, true))
        return false;
    if (o.contains("equals") == o.contains("exists"))
        return r.fail(path, Error(ErrorCode::FlowJsonCheckKind, std::string()));
    if (o.contains("exists")) {
        if (o.value("exists") != QJsonValue(true))
            return r.fail(J::join(path, "exists"), Error(ErrorCode::JsonExpectedTrue, std::string()));
        c->kind = CheckKind::JsonExists;
        return true;
    }
    c->kind = CheckKind::JsonEquals;
    c->expected = compactJson(o.value("equals"));
    return true;
}

bool readExtraction(J& r, const std::string& variable, const QJsonValue& v, const std::string& path, FlowExtraction* x)
{
    x->variable = variable;
    if (!v.isObject())
        return r.fail(path, Error(ErrorCode::FlowExtractNotObject, std::string(), {J::describe(v)}));
    const QJsonObject o = v.toObject();
    if (!r.checkKeys(o, path, {"json", "jsonpath", "regex", "group", "header", "pick"}))
        return false;
    const int kinds = int(o.contains("json")) + int(o.contains("jsonpath")) + int(o.contains("regex")) + int(o.contains("header"));
    if (kinds != 1)
        return r.fail(path, Error(ErrorCode::FlowExtractKindCount, std::string()));
    const char* key = o.contains("json") ? "json" : o.contains("jsonpath") ? "jsonpath" : o.contains("regex") ? "regex" : "header";
    x->from = o.contains("json") ? ExtractFrom::JsonPointer
              : o.contains("jsonpath") ? ExtractFrom::JsonPath
              : o.contains("regex") ? ExtractFrom::Regex
                                    : ExtractFrom::Header;
    if (!r.string(o, path, key, &x->expression, true))
        return false;
    if (o.contains("group")) {
        if (x->from != ExtractFrom::Regex)
            return r.fail(J::join(path, "group"), Error(ErrorCode::FlowGroupOnlyForRegex, std::string()));
        int64_t g = 0;
        if (!r.integer(o, path, "group", 0, 9, &g))
            return false;
        x->group = int(g);
    }
    std::string pick;
    if (!r.string(o, path, "pick", &pick))
        return false;
    if (o.contains("pick")) {
        if (pick != "first" && pick != "random")
            return r.fail(J::join(path, "pick"), Error(ErrorCode::FlowPickInvalid, std::string(), {pick}));
        x->pick = pick == "random" ? ExtractPick::Random : ExtractPick::First;
    }
    return true;
}

bool readThink(J& r, const QJsonValue& v, const std::string& path, ThinkTime* t)
{
    double sec = 0;
    if (v.isString()) {
        if (!r.durationValue(v, path, &sec, true))
            return false;
        t->kind = ThinkKind::Fixed;
        t->ms = sec * 1000;
        return true;
    }
    const QJsonObject o = v.toObject();
    if (!v.isObject() || o.size() != 1 || !(o.contains("uniform") || o.contains("exponential")))
        return r.fail(path, Error(ErrorCode::FlowThinkInvalid, std::string(), {J::describe(v)}));
    if (o.contains("exponential")) {
        if (!r.durationValue(o.value("exponential"), J::join(path, "exponential"), &sec, false))
            return false;
        t->kind = ThinkKind::Exponential;
        t->ms = sec * 1000;
        return true;
    }
    const QJsonArray a = o.value("uniform").toArray();
    const std::string up = J::join(path, "uniform");
    if (!o.value("uniform").isArray() || a.size() != 2)
        return r.fail(up, Error(ErrorCode::FlowThinkRangeExpected, std::string()));
    double lo = 0, hi = 0;
    if (!r.durationValue(a.at(0), J::index(up, 0), &lo, true) || !r.durationValue(a.at(1), J::index(up, 1), &hi, true))
        return false;
    if (hi < lo)
        return r.fail(up, Error(ErrorCode::FlowThinkRangeUpsideDown, std::string()));
    t->kind = ThinkKind::Uniform;
    t->minMs = lo * 1000;
    t->maxMs = hi * 1000;
    return true;
}

bool readStep(J& r, const QJsonObject& o, const std::string& path, const RequestSetReadOptions& options, FlowStep* s)
{
    if (!r.checkKeys(o, path, {"name", "method", "path", "url", "headers", "body", "bodyBase64", "bodyFile", "literal", "extract", "checks", "think"}))
        return false;
    if (!readRequestEntryJson(r, o, path, options, &s->request, false))
        return false;
    QJsonObject extract;
    if (!r.object(o, path, "extract", &extract))
        return false;
    const std::string xp = J::join(path, "extract");
    for (auto it = extract.begin(); it != extract.end(); ++it) {
        FlowExtraction x;
        const std::string name = it.key().toStdString();
        if (!readExtraction(r, name, it.value(), J::join(xp, name.c_str()), &x))
            return false;
        s->extract.push_back(std::move(x));
    }
    QJsonArray checks;
    if (!r.array(o, path, "checks", &checks))
        return false;
    const std::string cp = J::join(path, "checks");
    for (int i = 0; i < checks.size(); ++i) {
        QJsonObject co;
        FlowCheck c;
        if (!r.objectAt(checks, cp, i, &co) || !readCheck(r, co, J::index(cp, i), &c))
            return false;
        s->checks.push_back(std::move(c));
    }
    if (o.contains("think") && !readThink(r, o.value("think"), J::join(path, "think"), &s->think))
        return false;
    return true;
}

bool readFlow(J& r, const QJsonObject& o, const std::string& path, const RequestSetReadOptions& options, Flow* f)
{
    if (!r.checkKeys(o, path, {"name", "weight", "onFailure", "cookies", "steps"}))
        return false;
    if (!r.string(o, path, "name", &f->name, true) || !r.boolean(o, path, "cookies", &f->cookies))
        return false;
    if (o.contains("weight")) {
        const QJsonValue w = o.value("weight");
        if (!w.isDouble() || !(w.toDouble() > 0) || !std::isfinite(w.toDouble()))
            return r.fail(J::join(path, "weight"), Error(ErrorCode::MixWeightNotPositive, std::string(), {J::describe(w)}));
        f->weight = w.toDouble();
    }
    std::string onFailure;
    if (!r.string(o, path, "onFailure", &onFailure))
        return false;
    if (o.contains("onFailure")) {
        if (onFailure != "continue" && onFailure != "restart")
            return r.fail(J::join(path, "onFailure"), Error(ErrorCode::FlowOnFailureInvalid, std::string(), {onFailure}));
        f->onFailure = onFailure == "restart" ? OnFailure::Restart : OnFailure::Continue;
    }
    QJsonArray steps;
    if (!r.array(o, path, "steps", &steps, true))
        return false;
    const std::string sp = J::join(path, "steps");
    if (steps.isEmpty())
        return r.fail(sp, Error(ErrorCode::FlowStepsEmpty, std::string()));
    for (int i = 0; i < steps.size(); ++i) {
        QJsonObject so;
        FlowStep s;
        if (!r.objectAt(steps, sp, i, &so) || !readStep(r, so, J::index(sp, i), options, &s))
            return false;
        f->steps.push_back(std::move(s));
    }
    // Unnamed steps are called by what they send; a clash gets "#2", "#3"...
    for (FlowStep& s : f->steps) {
        if (!s.request.name.empty())
            continue;
        const std::string base = defaultEntryName(s.request.method, s.request.path);
        std::string name = base;
        for (int n = 2; std::any_of(f->steps.begin(), f->steps.end(), [&](const FlowStep& x) { return x.request.name == name; }); ++n)
            name = base + " #" + std::to_string(n);
        s.request.name = name;
    }
    return true;
}

QString msText(double ms)
{
    return QString::number(ms, 'g', 15) + QStringLiteral("ms");
}

QJsonValue thinkToJson(const ThinkTime& t)
{
    switch (t.kind) {
    case ThinkKind::None: return QJsonValue();
    case ThinkKind::Fixed: return msText(t.ms);
    case ThinkKind::Exponential: return QJsonObject{{"exponential", msText(t.ms)}};
    case ThinkKind::Uniform: return QJsonObject{{"uniform", QJsonArray{msText(t.minMs), msText(t.maxMs)}}};
    }
    return QJsonValue();
}

QJsonValue statusToJson(const std::vector<StatusMatch>& statuses)
{
    QJsonArray a;
    for (const StatusMatch& m : statuses)
        a.append(m.code ? QJsonValue(m.code) : QJsonValue(QString::number(m.klass) + "xx"));
    return a.size() == 1 ? a.at(0) : QJsonValue(a);
}

} // namespace

bool readFlowsJson(J& r, const QJsonObject& o, const std::string& path, const RequestSetReadOptions& options, std::vector<Flow>* out)
{
    QJsonArray flows;
    if (!r.array(o, path, "flows", &flows, true))
        return false;
    const std::string fp = J::join(path, "flows");
    if (flows.isEmpty())
        return r.fail(fp, Error(ErrorCode::MixFlowsEmpty, std::string()));
    for (int i = 0; i < flows.size(); ++i) {
        QJsonObject fo;
        Flow f;
        if (!r.objectAt(flows, fp, i, &fo) || !readFlow(r, fo, J::index(fp, i), options, &f))
            return false;
        out->push_back(std::move(f));
    }
    return true;
}

QJsonArray flowsToJson(const std::vector<Flow>& flows)
{
    QJsonArray a;
    for (const Flow& f : flows) {
        QJsonObject fo;
        fo.insert("name", qs(f.name));
        fo.insert("weight", f.weight);
        fo.insert("onFailure", onFailureName(f.onFailure));
        fo.insert("cookies", f.cookies);
        QJsonArray steps;
        for (const FlowStep& s : f.steps) {
            QJsonObject so = requestEntryToJson(s.request);
            QJsonObject extract;
            for (const FlowExtraction& x : s.extract) {
                QJsonObject xo;
                const char* key = x.from == ExtractFrom::JsonPointer ? "json"
                                  : x.from == ExtractFrom::JsonPath  ? "jsonpath"
                                  : x.from == ExtractFrom::Regex     ? "regex"
                                                                      : "header";
                xo.insert(key, qs(x.expression));
                if (x.from == ExtractFrom::Regex)
                    xo.insert("group", x.group);
                xo.insert("pick", x.pick == ExtractPick::Random ? "random" : "first");
                extract.insert(qs(x.variable), xo);
            }
            if (!extract.isEmpty())
                so.insert("extract", extract);
            QJsonArray checks;
            for (const FlowCheck& c : s.checks) {
                QJsonObject co;
                switch (c.kind) {
                case CheckKind::Status: co.insert("status", statusToJson(c.statuses)); break;
                case CheckKind::BodyContains: co.insert("bodyContains", qs(c.text)); break;
                case CheckKind::HeaderPresent: co.insert("header", qs(c.text)); break;
                case CheckKind::JsonExists:
                    co.insert("json", qs(c.expression));
                    co.insert("exists", true);
                    break;
                case CheckKind::JsonEquals:
                    co.insert("json", qs(c.expression));
                    co.insert("equals", jsonFromText(c.expected));
                    break;
                }
                if (!c.name.empty())
                    co.insert("name", qs(c.name));
                checks.append(co);
            }
            if (!checks.isEmpty())
                so.insert("checks", checks);
            if (s.think.kind != ThinkKind::None)
                so.insert("think", thinkToJson(s.think));
            steps.append(so);
        }
        fo.insert("steps", steps);
        a.append(fo);
    }
    return a;
}

} // namespace bw

#include "mix_json.h"

#include "mix/data_file.h"
#include "mix/flow_json.h"
#include "util/json_object.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

namespace bw {

namespace {

using J = SuiteJsonReader;

std::string resolved(const std::string& baseDir, const std::string& path)
{
    if (path.empty() || QDir::isAbsolutePath(QString::fromStdString(path)) || baseDir.empty())
        return path;
    return QDir(QString::fromStdString(baseDir)).filePath(QString::fromStdString(path)).toStdString();
}

// An exact integer from a JSON number.
bool integerValue(J& r, const QJsonValue& v, const std::string& path, int64_t* out)
{
    const double d = v.toDouble();
    if (!v.isDouble() || std::floor(d) != d || std::fabs(d) > 9007199254740991.0)
        return r.fail(path, Error(ErrorCode::JsonExpectedWholeNumber, std::string(), {J::describe(v)}));
    *out = int64_t(d);
    return true;
}

bool rangeValue(J& r, const QJsonValue& v, const std::string& path, RequestVariable* out)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2)
        return r.fail(path, Error(ErrorCode::MixRangeExpected, std::string(), {J::describe(v)}));
    if (!integerValue(r, a.at(0), J::index(path, 0), &out->lo) || !integerValue(r, a.at(1), J::index(path, 1), &out->hi))
        return false;
    if (out->lo > out->hi)
        return r.fail(path, Error(ErrorCode::MixRangeUpsideDown, std::string(), {std::to_string(out->lo), std::to_string(out->hi)}));
    return true;
}

bool readVariable(J& r, const std::string& name, const QJsonValue& value, const std::string& path,
                  const RequestSetReadOptions& options, RequestVariable* v)
{
    v->name = name;
    if (!value.isObject())
        return r.fail(path, Error(ErrorCode::MixVariableNotObject, std::string(), {J::describe(value)}));
    const QJsonObject o = value.toObject();
    if (!r.checkKeys(o, path, {"random", "sequence", "choice", "file", "column", "pick", "uuid"}))
        return false;
    const int kinds = int(o.contains("random")) + int(o.contains("sequence")) + int(o.contains("choice"))
                      + int(o.contains("file")) + int(o.contains("uuid"));
    if (kinds != 1)
        return r.fail(path, Error(ErrorCode::MixVariableKindCount, std::string()));
    if (!o.contains("file") && (o.contains("column") || o.contains("pick")))
        return r.fail(J::join(path, o.contains("column") ? "column" : "pick"), Error(ErrorCode::MixOnlyForFileVariable, std::string()));
    if (o.contains("random") || o.contains("sequence")) {
        const bool random = o.contains("random");
        v->kind = random ? VariableKind::Random : VariableKind::Sequence;
        return rangeValue(r, o.value(random ? "random" : "sequence"), J::join(path, random ? "random" : "sequence"), v);
    }
    if (o.contains("choice")) {
        v->kind = VariableKind::Choice;
        const std::string cp = J::join(path, "choice");
        const QJsonArray a = o.value("choice").toArray();
        if (!o.value("choice").isArray() || a.isEmpty())
            return r.fail(cp, Error(ErrorCode::MixChoiceEmpty, std::string()));
        for (int i = 0; i < a.size(); ++i) {
            const QJsonValue c = a.at(i);
            if (c.isString())
                v->choices.push_back(c.toString().toStdString());
            else if (c.isDouble())
                v->choices.push_back(J::describe(c));
            else
                return r.fail(J::index(cp, i), Error(ErrorCode::MixChoiceValueInvalid, std::string(), {J::describe(c)}));
        }
        return true;
    }
    if (o.contains("uuid")) {
        v->kind = VariableKind::Uuid;
        if (o.value("uuid") != QJsonValue(true))
            return r.fail(J::join(path, "uuid"), Error(ErrorCode::JsonExpectedTrue, std::string()));
        return true;
    }
    v->kind = VariableKind::File;
    std::string file, pick;
    if (!r.string(o, path, "file", &file, true) || !r.string(o, path, "column", &v->column) || !r.string(o, path, "pick", &pick))
        return false;
    if (file.empty())
        return r.fail(J::join(path, "file"), Error(ErrorCode::MixFileNameEmpty, std::string()));
    v->file = resolved(options.baseDir, file);
    if (o.contains("pick")) {
        if (pick != "random" && pick != "sequence")
            return r.fail(J::join(path, "pick"), Error(ErrorCode::MixPickInvalid, std::string(), {pick}));
        v->pick = pick == "sequence" ? PickOrder::Sequence : PickOrder::Random;
    }
    if (options.readFiles) {
        auto table = readDataFile(v->file);
        if (!table)
            return r.fail(J::join(path, "file"), table.error().text());
        v->data = *table;
    }
    if (v->column.empty()) {
        if (!v->data)
            return r.fail(J::join(path, "column"), Error(ErrorCode::JsonMissing, std::string()));
        if (v->data->columns.size() != 1)
            return r.fail(J::join(path, "column"), Error(ErrorCode::MixColumnNotNamed, std::string(), {file, std::to_string(v->data->columns.size())}));
        v->column = v->data->columns.front();
    } else if (v->data && v->data->column(v->column) < 0) {
        std::string known;
        for (const std::string& c : v->data->columns)
            known += (known.empty() ? "" : ", ") + c;
        return r.fail(J::join(path, "column"), Error(ErrorCode::MixColumnUnknown, std::string(), {file, v->column, known}));
    }
    return true;
}

bool readHeaders(J& r, const QJsonValue& value, const std::string& path, std::vector<HeaderField>* out)
{
    if (value.isObject()) {
        const QJsonObject h = value.toObject();
        for (auto it = h.begin(); it != h.end(); ++it) {
            if (!it.value().isString())
                return r.fail(J::join(path, it.key().toStdString().c_str()), Error(ErrorCode::JsonExpectedString, std::string(), {J::describe(it.value())}));
            out->push_back({it.key().toStdString(), it.value().toString().toStdString()});
        }
        return true;
    }
    // [{"name": .., "value": ..}]: the order kept (results write this form)
    const QJsonArray a = value.toArray();
    if (!value.isArray())
        return r.fail(path, Error(ErrorCode::JsonExpectedHeaders, std::string(), {J::describe(value)}));
    for (int i = 0; i < a.size(); ++i) {
        QJsonObject h;
        HeaderField f;
        const std::string hp = J::index(path, i);
        if (!r.objectAt(a, path, i, &h) || !r.checkKeys(h, hp, {"name", "value"}) || !r.string(h, hp, "name", &f.name, true)
            || !r.string(h, hp, "value", &f.value, true))
            return false;
        out->push_back(std::move(f));
    }
    return true;
}

} // namespace

bool readRequestEntryJson(J& r, const QJsonObject& o, const std::string& path, const RequestSetReadOptions& options, RequestEntry* e,
                          bool checkKeys)
{
    if (checkKeys && !r.checkKeys(o, path, {"name", "method", "path", "url", "headers", "body", "bodyBase64", "bodyFile", "weight", "literal"}))
        return false;
    if (o.contains("body") && o.contains("bodyBase64"))
        return r.fail(J::join(path, "bodyBase64"), Error(ErrorCode::MixBodyAndBodyBase64, std::string()));
    if (!r.boolean(o, path, "literal", &e->literal))
        return false;
    if (o.contains("path") && o.contains("url"))
        return r.fail(path, Error(ErrorCode::MixPathAndUrl, std::string()));
    std::string path_;
    if (!r.string(o, path, "name", &e->name) || !r.string(o, path, "method", &e->method)
        || !r.string(o, path, o.contains("url") ? "url" : "path", &path_, true))
        return false;
    e->path = path_;
    std::transform(e->method.begin(), e->method.end(), e->method.begin(), [](unsigned char c) { return char(std::toupper(c)); });
    if (o.contains("headers") && !readHeaders(r, o.value("headers"), J::join(path, "headers"), &e->headers))
        return false;
    if (o.contains("weight")) {
        const QJsonValue w = o.value("weight");
        if (w.isDouble())
            e->weight = w.toDouble();   // kept as written, so a refused entry shows it
        if (!w.isDouble() || !(w.toDouble() > 0) || !std::isfinite(w.toDouble()))
            return r.fail(J::join(path, "weight"), entryWeightProblem(std::string(), J::describe(w)));
    }
    bool bodyIsJson = false;
    if (o.contains("body")) {
        const QJsonValue b = o.value("body");
        if (b.isString()) {
            e->body = b.toString().toStdString();
        } else if (b.isObject() || b.isArray()) {
            const QJsonDocument doc = b.isObject() ? QJsonDocument(b.toObject()) : QJsonDocument(b.toArray());
            e->body = doc.toJson(QJsonDocument::Compact).toStdString();
            bodyIsJson = true;
        } else {
            return r.fail(J::join(path, "body"), Error(ErrorCode::MixBodyInvalid, std::string(), {J::describe(b)}));
        }
    }
    if (o.contains("bodyBase64")) {
        const QJsonValue b = o.value("bodyBase64");
        const auto bytes = b.isString() ? QByteArray::fromBase64Encoding(b.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors)
                                        : QByteArray::FromBase64Result{};
        if (!b.isString() || !bytes)
            return r.fail(J::join(path, "bodyBase64"), Error(ErrorCode::MixBodyBase64Invalid, std::string(), {J::describe(b)}));
        e->body = bytes.decoded.toStdString();
    }
    if (!r.string(o, path, "bodyFile", &e->bodyFile))
        return false;
    if (options.readFiles && !e->bodyFile.empty()) {
        if (o.contains("body") || o.contains("bodyBase64"))
            return r.fail(J::join(path, "bodyFile"), Error(ErrorCode::MixBodyAndBodyFile, std::string()));
        e->bodyFile = resolved(options.baseDir, e->bodyFile);
        std::ifstream in(e->bodyFile, std::ios::binary);
        if (!in)
            return r.fail(J::join(path, "bodyFile"), Error(ErrorCode::MixBodyFileUnreadable, std::string(), {e->bodyFile}));
        std::stringstream ss;
        ss << in.rdbuf();
        e->body = ss.str();
    }
    if (!o.contains("method") && (o.contains("body") || o.contains("bodyBase64") || !e->bodyFile.empty()))
        e->method = "POST";
    if (bodyIsJson) {
        const bool typed = std::any_of(e->headers.begin(), e->headers.end(), [](const HeaderField& h) {
            return QString::fromStdString(h.name).compare("Content-Type", Qt::CaseInsensitive) == 0;
        });
        if (!typed)
            e->headers.push_back({"Content-Type", "application/json"});
    }
    return true;
}

QJsonObject requestEntryToJson(const RequestEntry& e)
{
    QJsonObject eo;
    eo.insert("name", QString::fromStdString(e.name));
    eo.insert("method", QString::fromStdString(e.method));
    eo.insert("path", QString::fromStdString(e.path));
    QJsonArray headers;
    for (const HeaderField& h : e.headers)
        headers.append(QJsonObject{{"name", QString::fromStdString(h.name)}, {"value", QString::fromStdString(h.value)}});
    eo.insert("headers", headers);
    // Bytes that are not UTF-8 (a HAR's file upload) would not survive a JSON string.
    const QByteArray body = QByteArray::fromStdString(e.body);
    if (QString::fromUtf8(body).toUtf8() == body)
        eo.insert("body", QString::fromUtf8(body));
    else
        eo.insert("bodyBase64", QString::fromLatin1(body.toBase64()));
    if (e.literal)
        eo.insert("literal", true);
    if (!e.bodyFile.empty())
        eo.insert("bodyFile", QString::fromStdString(e.bodyFile));
    return eo;
}

namespace {

// What an entry the strict reading refused still holds: its fields that
// have the right type, so the editor can show it and the user fix it. A
// weight that is not a number becomes 0, which the set's check refuses.
RequestEntry salvagedEntry(const QJsonObject& o)
{
    RequestEntry e;
    e.name = o.value("name").toString().toStdString();
    if (o.value("method").isString())
        e.method = o.value("method").toString().toUpper().toStdString();
    else if (o.contains("body") || o.contains("bodyFile"))
        e.method = "POST";
    const QJsonValue where = o.contains("url") ? o.value("url") : o.value("path");
    if (where.isString())
        e.path = where.toString().toStdString();
    if (o.value("headers").isObject()) {
        const QJsonObject h = o.value("headers").toObject();
        for (auto it = h.begin(); it != h.end(); ++it)
            if (it.value().isString())
                e.headers.push_back({it.key().toStdString(), it.value().toString().toStdString()});
    }
    if (o.value("body").isString())
        e.body = o.value("body").toString().toStdString();
    if (o.contains("weight"))
        e.weight = o.value("weight").isDouble() ? o.value("weight").toDouble() : 0;
    return e;
}

// An entry's name before it is read, for messages: its own, else the one
// it will get (defaultEntryName), else none.
std::string nameBeforeReading(const QJsonObject& o)
{
    if (o.value("name").isString() && !o.value("name").toString().isEmpty())
        return o.value("name").toString().toStdString();
    const QJsonValue where = o.contains("url") ? o.value("url") : o.value("path");
    if (!where.isString())
        return {};
    std::string method = o.value("method").isString() ? o.value("method").toString().toUpper().toStdString()
                         : (o.contains("body") || o.contains("bodyFile")) ? "POST" : "GET";
    return defaultEntryName(method, where.toString().toStdString());
}

// A refusal `inner` read at the relative path ".weight" (or "") re-placed
// under `place`: field "<place>, weight", the reason and its code kept.
Error placed(const std::string& place, Error inner)
{
    std::string sub = inner.field;
    if (!sub.empty() && sub[0] == '.')
        sub.erase(0, 1);
    inner.field = sub.empty() ? place : place + ", " + sub;
    return inner;
}

// The set, read part by part: each variable and each entry on its own
// reader, so one refusal leaves the rest read. Every refusal goes to
// `problems`, its field naming the entry or variable by number and name;
// what could be kept of a refused entry is kept (salvagedEntry). False when
// the file has no list of requests to read at all.
bool readSetParts(const QJsonObject& o, const std::string& path, const RequestSetReadOptions& options, RequestSet* s,
                  std::vector<RequestSetProblem>* problems)
{
    s->source = options.source;
    // Where an entry or variable is: under the set's path ("$.scenarios[0].mix, request 2 ..."), or alone for a file's root.
    const std::string under = path == "$" ? std::string() : path + ", ";
    auto problem = [&](int entry, const std::string& variable, Error e) { problems->push_back({entry, variable, std::move(e)}); };
    {
        J top;
        std::string order, source;
        if (!top.checkKeys(o, path, {"$schema", "order", "seed", "variables", "requests", "flows", "source"}) || !top.string(o, path, "order", &order)
            || !top.string(o, path, "source", &source))
            problem(-1, {}, top.error());
        if (top.ok() && o.contains("order")) {
            if (order != "weighted" && order != "sequence")
                top.fail(J::join(path, "order"), Error(ErrorCode::MixOrderInvalid, std::string(), {order}));
            else
                s->order = order == "sequence" ? RequestOrder::Sequence : RequestOrder::Weighted;
            if (!top.ok())
                problem(-1, {}, top.error());
        }
        if (s->source.empty())
            s->source = source;
    }
    if (o.contains("seed")) {
        J seedReader;
        int64_t seed = 0;
        if (seedReader.integer(o, path, "seed", 0, int64_t(kMaxRequestSeed), &seed)) {
            s->seed = uint64_t(seed);
            s->seedSet = true;
        } else {
            problem(-1, {}, seedReader.error());
        }
    }
    J varsReader;
    QJsonObject vars;
    if (!varsReader.object(o, path, "variables", &vars))
        problem(-1, {}, varsReader.error());
    for (auto it = vars.begin(); it != vars.end(); ++it) {
        J vr;
        RequestVariable v;
        const std::string name = it.key().toStdString();
        if (readVariable(vr, name, it.value(), "", options, &v))
            s->variables.push_back(std::move(v));
        else
            problem(-1, name, placed(under + requestVariablePlace(name), vr.error()));   // left out: its {{uses}} are refused by name
    }
    J listReader;
    QJsonArray entries;
    // A set of flows alone needs no plain requests.
    const bool hasFlows = o.contains("flows");
    if (!listReader.array(o, path, "requests", &entries, !hasFlows)) {
        problem(-1, {}, listReader.error());
        return false;
    }
    if (entries.isEmpty() && !hasFlows) {
        problem(-1, {}, Error(ErrorCode::MixNoRequests, J::join(path, "requests")));
        return false;
    }
    for (int i = 0; i < entries.size(); ++i) {
        const QJsonObject eo = entries.at(i).toObject();
        const std::string place = under + requestEntryPlace(size_t(i), nameBeforeReading(eo));
        if (!entries.at(i).isObject()) {
            problem(-1, {}, Error(ErrorCode::MixEntryNotObject, place, {J::describe(entries.at(i))}));
            continue;
        }
        J er;
        RequestEntry e;
        if (!readRequestEntryJson(er, eo, "", options, &e)) {
            problem(int(s->entries.size()), {}, placed(place, er.error()));
            e = salvagedEntry(eo);
        }
        s->entries.push_back(std::move(e));
    }
    if (hasFlows) {
        J flowReader;
        if (!readFlowsJson(flowReader, o, path, options, &s->flows))
            problem(-1, {}, flowReader.error());
    }
    // Unnamed entries are called by what they send; a clash gets "#2", "#3"...
    for (RequestEntry& e : s->entries) {
        if (!e.name.empty())
            continue;
        const std::string base = defaultEntryName(e.method, e.path);
        std::string name = base;
        for (int n = 2; std::any_of(s->entries.begin(), s->entries.end(), [&](const RequestEntry& x) { return x.name == name; }); ++n)
            name = base + " #" + std::to_string(n);
        e.name = name;
    }
    return !s->entries.empty() || !s->flows.empty();
}

} // namespace

bool readRequestSetJson(J& r, const QJsonObject& o, const std::string& path, const RequestSetReadOptions& options, RequestSet* out)
{
    if (!r.ok())
        return false;
    RequestSet s;
    std::vector<RequestSetProblem> problems;
    readSetParts(o, path, options, &s, &problems);
    if (!problems.empty()) {
        const Error& first = problems.front().error;
        return first.code == ErrorCode::Plain ? r.fail(first.field, first.detail) : r.fail(first.field, first);
    }
    *out = std::move(s);
    return true;
}

QJsonObject requestSetToJson(const RequestSet& set)
{
    QJsonObject o;
    o.insert("source", QString::fromStdString(set.source));
    o.insert("order", QString::fromLatin1(requestOrderName(set.order)));
    if (set.seedSet)
        o.insert("seed", double(set.seed));
    QJsonObject vars;
    for (const RequestVariable& v : set.variables) {
        QJsonObject vo;
        switch (v.kind) {
        case VariableKind::Random:
        case VariableKind::Sequence:
            vo.insert(v.kind == VariableKind::Random ? "random" : "sequence", QJsonArray{double(v.lo), double(v.hi)});
            break;
        case VariableKind::Choice: {
            QJsonArray a;
            for (const std::string& c : v.choices)
                a.append(QString::fromStdString(c));
            vo.insert("choice", a);
            break;
        }
        case VariableKind::File:
            vo.insert("file", QString::fromStdString(v.file));
            vo.insert("column", QString::fromStdString(v.column));
            vo.insert("pick", v.pick == PickOrder::Sequence ? "sequence" : "random");
            break;
        case VariableKind::Uuid:
            vo.insert("uuid", true);
            break;
        }
        vars.insert(QString::fromStdString(v.name), vo);
    }
    o.insert("variables", vars);
    QJsonArray entries;
    for (const RequestEntry& e : set.entries) {
        QJsonObject eo = requestEntryToJson(e);
        eo.insert("weight", e.weight);
        entries.append(eo);
    }
    o.insert("requests", entries);
    if (!set.flows.empty())
        o.insert("flows", flowsToJson(set.flows));
    return o;
}

namespace {

// A refusal inside a mix file, named from the file: "mix.json, request 2
// (\"b\"), weight" (an entry or variable), "mix.json, $.order" (the set).
Error inFile(const std::string& path, Error e)
{
    e.field = e.field.empty() ? path : path + ", " + e.field;
    return e;
}

} // namespace

Result<MixFileRead> readMixFileParts(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error(path, "cannot read the mix file");
    std::stringstream ss;
    ss << in.rdbuf();
    QJsonObject root;
    Error syntax;
    if (!parseJsonObject(ss.str(), &root, &syntax)) {
        syntax.field = path + ": " + syntax.field;
        return syntax;
    }
    RequestSetReadOptions options;
    options.baseDir = QFileInfo(QString::fromStdString(path)).absolutePath().toStdString();
    options.source = path;
    MixFileRead read;
    const bool any = readSetParts(root, "$", options, &read.set, &read.problems);
    for (RequestSetProblem& p : read.problems)
        p.error = inFile(path, std::move(p.error));
    if (!any)
        return read.problems.empty() ? Error(path, "has no requests") : read.problems.front().error;
    return read;
}

Result<RequestSet> readMixFile(const std::string& path)
{
    auto read = readMixFileParts(path);
    if (!read)
        return read.error();
    if (!read->problems.empty())
        return read->problems.front().error;
    return std::move(read->set);
}

std::optional<Error> loadRequestData(RequestSet* set)
{
    for (RequestVariable& v : set->variables) {
        if (v.kind != VariableKind::File || v.data)
            continue;
        auto table = readDataFile(v.file);
        if (!table)
            return Error("variable \"" + v.name + "\"", table.error().text());
        v.data = *table;
    }
    return std::nullopt;
}

} // namespace bw

#include "har_flow.h"

#include "engine/url.h"
#include "mix/har_entries.h"
#include "util/ascii_lower.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

namespace bw {

namespace {

// Shorter values match by chance (a "1" is everywhere): only values this
// long are offered, and numbers only as whole numbers.
constexpr size_t kMinTextValue = 6;
constexpr size_t kMinNumberValue = 3;

struct Candidate {
    std::string value;
    std::string from;           // "json /token", "header X-Token"
    ExtractFrom kind = ExtractFrom::JsonPointer;
    std::string expression;     // the pointer, or the header name
    std::string hint;           // the variable's name, before clashes are resolved
    bool number = false;
};

std::string pointerToken(const QString& key)
{
    std::string k = key.toStdString();
    std::string out;
    for (char c : k) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

// Leaf values of a JSON document with their pointers, in document order.
void leaves(const QJsonValue& v, const std::string& pointer, const std::string& key, std::vector<Candidate>* out)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            leaves(it.value(), pointer + "/" + pointerToken(it.key()), it.key().toStdString(), out);
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i)
            leaves(a.at(i), pointer + "/" + std::to_string(i), key, out);
    } else if (v.isString()) {
        const std::string s = v.toString().toStdString();
        if (s.size() >= kMinTextValue)
            out->push_back({s, "json " + pointer, ExtractFrom::JsonPointer, pointer, key, false});
    } else if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::floor(d) == d && std::fabs(d) < 9e15) {
            const std::string s = std::to_string(int64_t(d));
            if (s.size() >= kMinNumberValue)
                out->push_back({s, "json " + pointer, ExtractFrom::JsonPointer, pointer, key, true});
        }
    }
}

// Where `value` occurs in `text` as a whole (a number not inside a longer
// number, a text not inside a longer word of its own characters).
bool occursWhole(const std::string& text, const std::string& value)
{
    for (size_t at = text.find(value); at != std::string::npos; at = text.find(value, at + 1)) {
        auto part = [](unsigned char c) { return std::isalnum(c) || c == '_' || c == '-'; };
        const bool before = at > 0 && part((unsigned char)text[at - 1]) && part((unsigned char)value.front());
        const bool after = at + value.size() < text.size() && part((unsigned char)text[at + value.size()]) && part((unsigned char)value.back());
        if (!before && !after)
            return true;
    }
    return false;
}

std::string replaceWhole(const std::string& text, const std::string& value, const std::string& with)
{
    std::string out;
    size_t from = 0;
    for (size_t at = text.find(value); at != std::string::npos; at = text.find(value, at + 1)) {
        auto part = [](unsigned char c) { return std::isalnum(c) || c == '_' || c == '-'; };
        const bool before = at > 0 && part((unsigned char)text[at - 1]) && part((unsigned char)value.front());
        const bool after = at + value.size() < text.size() && part((unsigned char)text[at + value.size()]) && part((unsigned char)value.back());
        if (before || after || at < from)
            continue;
        out += text.substr(from, at - from) + with;
        from = at + value.size();
    }
    return out + text.substr(from);
}

std::string variableName(std::string hint, const std::map<std::string, int>& taken)
{
    std::string n;
    for (char c : hint)
        n += (std::isalnum((unsigned char)c) || c == '_') ? c : '_';
    if (n.empty() || n.size() > 40)
        n = "value";
    std::string name = n;
    for (int k = 2; taken.count(name); ++k)
        name = n + "_" + std::to_string(k);
    return name;
}

std::string joinSteps(const std::vector<int>& steps)
{
    std::string s;
    for (size_t i = 0; i < steps.size(); ++i)
        s += (i == 0 ? "" : i + 1 == steps.size() ? " and " : ", ") + std::to_string(steps[i] + 1);
    return s;
}

} // namespace

std::vector<std::string> ImportedFlow::listing() const
{
    std::vector<std::string> out;
    const Flow& f = imported.set.flows.front();
    for (const Correlation& c : correlations) {
        const RequestEntry& from = f.steps[size_t(c.fromStep)].request;
        std::string where;
        for (const std::string& w : c.usedIn)
            where += (where.empty() ? "" : ", ") + w;
        out.push_back("{{" + c.variable + "}} = " + c.from + " of step " + std::to_string(c.fromStep + 1) + " (" + from.name + "), sent by step"
                      + (c.usedBy.size() == 1 ? " " : "s ") + joinSteps(c.usedBy) + " (" + where + ")");
    }
    if (out.empty())
        out.push_back("no values to correlate: no response gave a value a later request sent");
    return out;
}

Result<ImportedFlow> parseHarAsFlow(const std::string& text, const std::string& name, const HarFlowOptions& options)
{
    ImportedFlow out;
    ImportedRequests& imp = out.imported;
    auto kept = readHarEntries(text, name, options.har, &imp);
    if (!kept)
        return kept.error();
    if (kept->empty())
        return noHarEntries(name, imp);
    std::vector<HarRecorded>& rec = *kept;
    if (rec.size() > size_t(kMaxFlowSteps))
        return Error(name, std::to_string(rec.size()) + " requests on " + imp.origin + "; a flow holds at most "
                               + std::to_string(kMaxFlowSteps) + " steps (cut the recording, or import it as a request set without --as-flow)");
    Flow flow;
    flow.name = QString::fromStdString(name).section('/', -1).section('.', 0, 0).toStdString();
    if (flow.name.empty())
        flow.name = "har";
    for (HarRecorded& r : rec) {
        FlowStep s;
        s.request = r.request;
        auto u = parseUrl(r.request.path);
        if (u)
            s.request.path = u->target;   // the run's origin is the recording's
        if (r.status >= 200 && r.status < 400) {
            FlowCheck c;
            c.statuses = {{r.status, 0}};
            s.checks.push_back(c);
        }
        flow.steps.push_back(std::move(s));
        ++imp.read;
        ++imp.kept;   // every request is a step of its own (none merged)
    }
    // Values a response gave and a later request sent, first come first served.
    std::map<std::string, int> variables;   // name -> correlation
    std::map<std::string, bool> claimed;    // values already a variable
    for (size_t i = 0; i < rec.size(); ++i) {
        std::vector<Candidate> candidates;
        const std::string mime = asciiLower(rec[i].responseMime);
        if (mime.find("json") != std::string::npos && !rec[i].responseText.empty()) {
            const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(rec[i].responseText));
            if (doc.isObject())
                leaves(doc.object(), "", "", &candidates);
            else if (doc.isArray())
                leaves(doc.array(), "", "", &candidates);
        }
        for (const HeaderField& h : rec[i].responseHeaders) {
            const std::string ln = asciiLower(h.name);
            if (ln == "set-cookie" || ln == "date" || ln == "expires" || ln == "last-modified" || ln.rfind("content-", 0) == 0
                || h.value.size() < kMinTextValue)
                continue;
            candidates.push_back({h.value, "header " + h.name, ExtractFrom::Header, h.name, ln, false});
        }
        for (const Candidate& c : candidates) {
            if (claimed.count(c.value))
                continue;
            Correlation corr;
            for (size_t j = i + 1; j < rec.size(); ++j) {
                const RequestEntry& e = flow.steps[j].request;
                if (e.literal)
                    continue;   // recorded "{{" text is sent as it was: no placeholder goes in
                std::vector<std::string> where;
                if (occursWhole(e.path, c.value))
                    where.push_back("path");
                for (const HeaderField& h : e.headers)
                    if (occursWhole(h.value, c.value))
                        where.push_back("header " + h.name);
                if (occursWhole(e.body, c.value))
                    where.push_back("body");
                if (where.empty())
                    continue;
                corr.usedBy.push_back(int(j));
                for (const std::string& w : where)
                    if (std::find(corr.usedIn.begin(), corr.usedIn.end(), w) == corr.usedIn.end())
                        corr.usedIn.push_back(w);
            }
            if (corr.usedBy.empty())
                continue;
            claimed[c.value] = true;
            corr.variable = variableName(c.hint, variables);
            variables[corr.variable] = int(out.correlations.size());
            corr.fromStep = int(i);
            corr.from = c.from;
            corr.value = c.value;
            FlowExtraction x;
            x.variable = corr.variable;
            x.from = c.kind;
            x.expression = c.expression;
            flow.steps[i].extract.push_back(x);
            const std::string placeholder = "{{" + corr.variable + "}}";
            for (int j : corr.usedBy) {
                RequestEntry& e = flow.steps[size_t(j)].request;
                e.path = replaceWhole(e.path, c.value, placeholder);
                e.body = replaceWhole(e.body, c.value, placeholder);
                for (HeaderField& h : e.headers)
                    h.value = replaceWhole(h.value, c.value, placeholder);
            }
            out.correlations.push_back(std::move(corr));
        }
    }
    // Secret headers: left out unless asked for, or unless what they carry became a variable.
    for (size_t i = 0; i < rec.size(); ++i) {
        RequestEntry& e = flow.steps[i].request;
        if (options.har.keepSecrets)
            continue;
        std::vector<HeaderField> headers;
        for (size_t h = 0; h < e.headers.size(); ++h) {
            if (h < rec[i].secret.size() && rec[i].secret[h] && e.headers[h].value.find("{{") == std::string::npos)
                ++imp.secretHeaders;
            else
                headers.push_back(std::move(e.headers[h]));
        }
        e.headers = std::move(headers);
    }
    // The recorded gaps: from one response's end to the next request.
    if (options.recordedThink)
        for (size_t i = 0; i + 1 < rec.size(); ++i) {
            if (rec[i].startedMs < 0 || rec[i + 1].startedMs < 0)
                continue;
            const double gap = rec[i + 1].startedMs - (rec[i].startedMs + std::max(0.0, rec[i].timeMs));
            if (gap > 0) {
                flow.steps[i].think.kind = ThinkKind::Fixed;
                flow.steps[i].think.ms = gap;
            }
        }
    // Steps are named by what they send, as request-set entries are.
    for (FlowStep& s : flow.steps) {
        const std::string base = defaultEntryName(s.request.method, s.request.path);
        std::string n = base;
        for (int k = 2; std::any_of(flow.steps.begin(), flow.steps.end(), [&](const FlowStep& x) { return &x != &s && x.request.name == n; }); ++k)
            n = base + " #" + std::to_string(k);
        s.request.name = n;
    }
    imp.set.flows.push_back(std::move(flow));
    return out;
}

Result<ImportedFlow> importHarAsFlow(const std::string& path, const HarFlowOptions& options)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error(path, "cannot read the HAR file");
    std::stringstream ss;
    ss << in.rdbuf();
    return parseHarAsFlow(ss.str(), path, options);
}

} // namespace bw

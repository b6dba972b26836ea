// compileRequestSet(): the checks of a request set against its run, in
// order, and the compiled form (compiled_requests.h).
#include "engine/request/compiled_requests.h"

#include "engine/request/request_drawer.h"
#include "engine/url.h"
#include "util/ascii_lower.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <set>

namespace bw {

namespace {

// Why a byte cannot be part of a request-target (RFC 9112 3.2: visible ASCII,
// no fragment), or nullptr.
const char* badTargetByte(unsigned char c)
{
    if (c == ' ')
        return "a space";
    if (c == '#')
        return "'#' (a fragment is never sent)";
    if (c < 0x20 || c == 0x7f)
        return "a control character";
    if (c >= 0x80)
        return "a byte outside ASCII (percent-encode it)";
    return nullptr;
}

// Why a byte cannot be part of a header value, or nullptr.
const char* badHeaderByte(unsigned char c)
{
    if (c == '\r' || c == '\n')
        return "a line break";
    if (c == 0)
        return "a NUL byte";
    return nullptr;
}

using ByteRule = const char* (*)(unsigned char);

const char* firstBad(const std::string& s, ByteRule rule)
{
    for (unsigned char c : s)
        if (const char* why = rule(c))
            return why;
    return nullptr;
}

bool validMethod(const std::string& m) { return !m.empty() && m.find_first_of(" \r\n\t{}") == std::string::npos; }

// The run URL's path without its query and trailing '/': what entries' paths are appended to.
std::string basePath(const Url& u)
{
    std::string p = u.target.substr(0, u.target.find('?'));
    while (!p.empty() && p.back() == '/')
        p.pop_back();
    return p;
}

std::string originOf(const Url& u) { return u.scheme + "://" + u.hostHeader(); }

} // namespace

Result<std::shared_ptr<const CompiledRequests>> compileRequestSet(const LoadConfig& cfg)
{
    using Variable = CompiledRequests::Variable;
    std::shared_ptr<CompiledRequests> c(new CompiledRequests());
    c->set_ = cfg.mix;
    // One order for the variables whatever order they were given in (a
    // stored set's JSON lists them by name): the draw layout, and so the
    // values a seed gives, depend on it.
    std::stable_sort(c->set_.variables.begin(), c->set_.variables.end(),
                     [](const RequestVariable& a, const RequestVariable& b) { return a.name < b.name; });
    const RequestSet& set = c->set_;
    const std::string source = set.source.empty() ? std::string("request set") : set.source;
    auto fail = [&](const std::string& where, const std::string& why) -> Result<std::shared_ptr<const CompiledRequests>> {
        return Error(where.empty() ? source : source + ", " + where, why);
    };
    auto failWith = [&](Error e) -> Result<std::shared_ptr<const CompiledRequests>> {
        e.field = e.field.empty() ? source : source + ", " + e.field;
        return e;
    };
    size_t steps = 0;
    for (const Flow& f : set.flows)
        steps += f.steps.size();
    if (set.entries.empty() && set.flows.empty())
        return fail("", "has no requests");
    if (set.entries.size() + steps > size_t(kMaxRequestEntries))
        return fail("", "has " + std::to_string(set.entries.size() + steps) + " requests (flows' steps included); a set holds at most "
                            + std::to_string(kMaxRequestEntries) + ", each with its own statistics (put what varies in a "
                            "{{variable}} or a data file instead of one request per value)");
    if (set.variables.size() > size_t(kMaxRequestVariables))
        return fail("", "has " + std::to_string(set.variables.size()) + " variables; at most "
                            + std::to_string(kMaxRequestVariables));
    auto base = parseUrl(cfg.url);
    if (!base)
        return base.error();
    const std::string prefix = basePath(*base);

    // Variables, and what each request draws for them.
    std::map<std::string, int> byName;
    std::map<std::string, uint16_t> fileSource;   // a data file's source: its variables share the row
    uint16_t words = 0;
    for (size_t i = 0; i < set.variables.size(); ++i) {
        const RequestVariable& v = set.variables[i];
        const std::string where = requestVariablePlace(v.name);
        if (!validVariableName(v.name))
            return fail(where, "expected a name of letters, digits, '_', '.' or '-' (at most 64)");
        if (!byName.emplace(v.name, int(i)).second)
            return fail(where, "is defined twice");
        Variable cv;
        cv.kind = v.kind;
        DrawSource src;
        switch (v.kind) {
        case VariableKind::Random:
        case VariableKind::Sequence:
            if (v.lo > v.hi)
                return fail(where, "the range [" + std::to_string(v.lo) + ", " + std::to_string(v.hi) + "] is empty (lo > hi)");
            src.kind = v.kind == VariableKind::Random ? DrawSource::Kind::RandomInt : DrawSource::Kind::SequenceInt;
            src.lo = v.lo;
            src.span = uint64_t(v.hi) - uint64_t(v.lo) + 1;   // 0: the whole 64-bit range
            cv.maxLength = std::max(decimalLength(v.lo), decimalLength(v.hi));
            break;
        case VariableKind::Choice:
            if (v.choices.empty())
                return fail(where, "has no choices");
            src.kind = DrawSource::Kind::RandomIndex;
            src.span = v.choices.size();
            cv.choices = &v.choices;
            for (const std::string& s : v.choices)
                cv.maxLength = std::max(cv.maxLength, s.size());
            break;
        case VariableKind::File: {
            if (!v.data)
                return fail(where, "the data file '" + v.file + "' was not read");
            if (v.data->rows() == 0)
                return fail(where, "the data file '" + v.file + "' has no rows");
            cv.column = v.data->column(v.column);
            if (cv.column < 0) {
                std::string known;
                for (const std::string& col : v.data->columns)
                    known += (known.empty() ? "" : ", ") + col;
                return fail(where, "the data file '" + v.file + "' has no column \"" + v.column + "\" (its columns: " + known + ")");
            }
            cv.data = v.data.get();
            for (size_t r = 0; r < v.data->rows(); ++r)
                cv.maxLength = std::max(cv.maxLength, v.data->cell(r, size_t(cv.column)).size());
            auto known = fileSource.find(v.file);
            if (known != fileSource.end()) {
                const DrawSource& shared = c->sources_[known->second];
                const bool sequence = shared.kind == DrawSource::Kind::SequenceIndex;
                if (sequence != (v.pick == PickOrder::Sequence))
                    return fail(where, "picks the rows of '" + v.file + "' otherwise than another variable on that file "
                                       "(its variables share one row per request: give them one pick)");
                cv.word = shared.word;
                c->variables_.push_back(cv);
                continue;
            }
            src.kind = v.pick == PickOrder::Sequence ? DrawSource::Kind::SequenceIndex : DrawSource::Kind::RandomIndex;
            src.span = v.data->rows();
            fileSource[v.file] = uint16_t(c->sources_.size());
            break;
        }
        case VariableKind::Uuid:
            src.kind = DrawSource::Kind::Uuid;
            cv.maxLength = kUuidTextLength;
            break;
        }
        src.word = words;
        cv.word = words;
        words = uint16_t(words + (v.kind == VariableKind::Uuid ? 2 : 1));
        c->sources_.push_back(src);
        c->variables_.push_back(cv);
    }
    c->drawWords_ = std::max<size_t>(1, words);
    // variable index -> source index
    std::vector<uint16_t> sourceOf(set.variables.size());
    for (size_t i = 0; i < set.variables.size(); ++i)
        for (size_t s = 0; s < c->sources_.size(); ++s)
            if (c->sources_[s].word == c->variables_[i].word)
                sourceOf[i] = uint16_t(s);

    // Every value a variable can take, checked where a template puts it.
    auto checkValues = [&](const TextTemplate& t, ByteRule rule, const char* place) -> std::optional<std::string> {
        for (const TemplatePart& p : t.parts) {
            if (p.literal()) {
                const std::string lit = t.text.substr(p.offset, p.length);
                if (const char* why = firstBad(lit, rule))
                    return std::string("\"") + lit + "\" cannot go in " + place + ": it holds " + why;
                continue;
            }
            if (!p.drawn())
                continue;
            const RequestVariable& v = set.variables[size_t(p.variable)];
            if (v.kind == VariableKind::Choice) {
                for (const std::string& s : v.choices)
                    if (const char* why = firstBad(s, rule))
                        return "the choice \"" + s + "\" of {{" + v.name + "}} cannot go in " + place + ": it holds " + why;
            } else if (v.kind == VariableKind::File) {
                const Variable& cv = c->variables_[size_t(p.variable)];
                for (size_t r = 0; r < v.data->rows(); ++r) {
                    const std::string& s = v.data->cell(r, size_t(cv.column));
                    if (const char* why = firstBad(s, rule))
                        return "the value \"" + s + "\" of {{" + v.name + "}} (" + v.file + " line "
                               + std::to_string(v.data->lineOf(r)) + ", column \"" + v.column + "\") cannot go in " + place
                               + ": it holds " + why;
                }
            }
        }
        return std::nullopt;
    };

    // Flows: every problem validateFlows() finds refuses the set, the first
    // one named; then each flow's extractions and checks compiled.
    const std::vector<FlowProblem> problems = validateFlows(set);
    if (!problems.empty()) {
        Error e = problems.front().error;
        e.field = problems.front().where();
        return failWith(std::move(e));
    }
    for (size_t f = 0; f < set.flows.size(); ++f)
        c->flows_.push_back(compileFlow(set, int(f)));

    // What to compile: the plain entries, then each flow's steps.
    struct Job {
        const RequestEntry* entry;
        std::string where;
        int flow = -1, step = -1;
    };
    std::vector<Job> jobs;
    for (size_t i = 0; i < set.entries.size(); ++i) {
        const RequestEntry& e = set.entries[i];
        jobs.push_back({&e, requestEntryPlace(i, e.name)});
    }
    for (size_t f = 0; f < set.flows.size(); ++f)
        for (size_t s = 0; s < set.flows[f].steps.size(); ++s) {
            FlowProblem at{int(f), int(s), set.flows[f].name, set.flows[f].steps[s].request.name, "", Error()};
            jobs.push_back({&set.flows[f].steps[s].request, at.where(), int(f), int(s)});
        }
    std::set<std::string> names;
    for (const Job& job : jobs) {
        const RequestEntry& e = *job.entry;
        const std::string& where = job.where;
        auto failAt = [&](const std::string& why) { return fail(where, why); };
        // A step's templates also read its user's extracted variables.
        const CompiledFlow* flow = job.flow >= 0 ? &c->flows_[size_t(job.flow)] : nullptr;
        auto lookup = [&](const std::string& name) {
            auto it = byName.find(name);
            if (it != byName.end())
                return it->second;
            const int v = flow ? flow->variable(name) : -1;
            return v >= 0 ? TemplatePart::kFlowVariable + v : -1;
        };
        if (job.flow < 0) {
            if (e.name.empty())
                return failAt("has no name");
            if (!names.insert(e.name).second)
                return failAt("another request already has the name \"" + e.name + "\"");
            if (!(e.weight > 0) || !std::isfinite(e.weight)) {
                char shown[32];
                std::snprintf(shown, sizeof shown, "%g", e.weight);
                return failWith(entryWeightProblem(where + ", weight", shown));   // as the mix reader says it
            }
        }
        if (!validMethod(e.method))
            return failAt("not a valid HTTP method: \"" + e.method + "\"");
        // A literal entry's texts are sent as they are; the others' {{name}}s are the set's variables.
        auto parse = [&](const std::string& text) -> Result<TextTemplate> {
            if (!e.literal)
                return parseTemplate(text, lookup);
            TextTemplate t;
            t.appendLiteral(text);
            return t;
        };
        CompiledEntry ce;
        ce.name = e.name;
        ce.flow = job.flow;
        ce.step = job.step;
        ce.method = e.method;
        ce.path = e.path;
        ce.weight = e.weight;
        ce.head = e.method == "HEAD";

        // The request-target: a URL on the run's origin, or a path under the run URL's.
        std::string targetText;
        const size_t scheme = e.path.find("://");
        if (scheme != std::string::npos) {
            const size_t pathAt = e.path.find_first_of("/?", scheme + 3);
            const std::string origin = e.path.substr(0, pathAt);
            if (!e.literal && origin.find("{{") != std::string::npos)
                return failAt("a {{variable}} can vary the path, not the origin: \"" + origin + "\"");
            auto u = parseUrl(e.path);
            if (!u)
                return failAt(u.error().reason());
            if (originOf(*u) != originOf(*base))
                return failAt(originOf(*u) + " is another origin than the run's " + originOf(*base)
                              + " (a run loads one origin, as wrk and h2load do)");
            targetText = u->target;
        } else if (e.path.empty() || e.path[0] == '?') {
            targetText = (prefix.empty() ? std::string("/") : prefix) + e.path;
        } else {
            targetText = prefix + (e.path[0] == '/' ? "" : "/") + e.path;
        }
        auto target = parse(targetText);
        if (!target)
            return failAt("path: " + target.error().reason());
        if (auto bad = checkValues(*target, badTargetByte, "a request path"))
            return failAt(*bad);
        ce.target = std::move(*target);

        // Headers: the run's that the entry does not replace, then the entry's.
        std::vector<HeaderField> merged;
        for (const HeaderField& h : cfg.headers) {
            const bool replaced = std::any_of(e.headers.begin(), e.headers.end(),
                                              [&](const HeaderField& o) { return asciiLower(o.name) == asciiLower(h.name); });
            if (!replaced)
                merged.push_back(h);
        }
        merged.insert(merged.end(), e.headers.begin(), e.headers.end());
        for (const HeaderField& h : merged) {
            if (auto bad = checkHeaderName(h.name))
                return failAt(bad->reason());
            auto value = parse(h.value);
            if (!value)
                return failAt("header " + h.name + ": " + value.error().reason());
            if (auto bad = checkValues(*value, badHeaderByte, "a header value"))
                return failAt("header " + h.name + ": " + *bad);
            if (!removesDefaultHeader(h))   // "User-Agent:" turns the default off (added below), sends nothing
                ce.headers.push_back({h.name, std::move(*value)});
        }
        auto body = parse(e.body);
        if (!body)
            return failAt("body: " + body.error().reason());
        ce.body = std::move(*body);
        for (const CompiledEntry::Header& h : ce.headers) {
            if (!sameHeaderName(h.name, "content-length"))
                continue;
            if (!ce.body.fixed() || !h.value.fixed())
                return failAt("Content-Length is set by hand on a body with {{variables}}: leave it out, the engine "
                              "writes each request's length");
            std::string given = h.value.text;
            given.erase(0, given.find_first_not_of(" \t"));
            given.erase(given.find_last_not_of(" \t") + 1);
            if (given != std::to_string(ce.body.text.size()))
                return failAt("Content-Length " + given + " does not match the body's " + std::to_string(ce.body.text.size())
                              + " bytes");
        }
        ce.added = defaultHeaders(e.method, merged, !ce.body.parts.empty());
        ce.authority = base->hostHeader();

        // What the entry draws per request.
        std::set<uint16_t> used;
        auto collect = [&](const TextTemplate& t) {
            for (const TemplatePart& p : t.parts)
                if (p.drawn())
                    used.insert(sourceOf[size_t(p.variable)]);
        };
        collect(ce.target);
        for (const CompiledEntry::Header& h : ce.headers)
            collect(h.value);
        collect(ce.body);
        ce.sources.assign(used.begin(), used.end());

        // The HTTP/1.1 bytes, in buildHttp1Request()'s order.
        TextTemplate& r = ce.http1;
        r.appendLiteral(ce.method);
        r.appendLiteral(" ");
        r.append(ce.target);
        r.appendLiteral(" HTTP/1.1\r\n");
        if (ce.added.host)
            r.appendLiteral("Host: " + ce.authority + "\r\n");
        if (ce.added.userAgent)
            r.appendLiteral(std::string("User-Agent: ") + kDefaultUserAgent + "\r\n");
        if (ce.added.accept)
            r.appendLiteral(std::string("Accept: ") + kDefaultAccept + "\r\n");
        for (const CompiledEntry::Header& h : ce.headers) {
            const bool empty = h.value.fixed() && h.value.text.empty();
            r.appendLiteral(h.name + (empty ? ":" : ": "));   // "X-Empty:" as libcurl sends it
            r.append(h.value);
            r.appendLiteral("\r\n");
        }
        if (ce.added.contentLength) {
            r.appendLiteral("Content-Length: ");
            r.appendVariable(TemplatePart::kBodyLength);
            r.appendLiteral("\r\n");
        }
        if (flow && flow->cookies && flow->steps[size_t(job.step)].sendsCookie)
            r.appendVariable(TemplatePart::kCookieHeader);   // the user's jar, when it holds any
        r.appendLiteral("\r\n");
        r.append(ce.body);
        if (flow)
            c->flows_[size_t(job.flow)].steps[size_t(job.step)].entry = int(c->entries_.size());
        c->entries_.push_back(std::move(ce));
    }
    c->plainEntries_ = int(set.entries.size());
    for (const CompiledEntry& e : c->entries_)
        c->maxHttp1Bytes_ = std::max(c->maxHttp1Bytes_, c->maxLength(e.http1));

    std::vector<double> weights;
    for (const CompiledEntry& e : c->entries_)
        weights.push_back(e.weight);
    buildAliasTable(weights, &c->aliasKeep_, &c->alias_);
    if (!c->flows_.empty()) {
        // What a user picks per iteration: a plain entry or a flow, by weight.
        std::vector<double> items;
        for (int i = 0; i < c->plainEntries_; ++i)
            items.push_back(c->entries_[size_t(i)].weight);
        for (const CompiledFlow& f : c->flows_)
            items.push_back(f.weight);
        buildAliasTable(items, &c->itemKeep_, &c->itemAlias_);
    }
    return std::shared_ptr<const CompiledRequests>(std::move(c));
}

std::vector<std::string> previewRequests(const CompiledRequests& set, int count)
{
    RequestDrawer drawer(set);
    std::vector<uint64_t> words(set.drawWords(), 0);
    std::vector<std::string> out;
    for (int i = 0; i < count; ++i) {
        const int entry = drawer.draw(uint64_t(i), words.data());
        std::string s(set.maxHttp1Bytes(), '\0');
        s.resize(set.writeHttp1(entry, words.data(), s.data()));
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace bw

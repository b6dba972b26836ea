// validateFlows() and compileFlow(): a flow's checks before any load, and its
// compiled form (compiled_flow.h).
#include "compiled_flow.h"

#include "engine/request/request_defaults.h"
#include "engine/request/request_set.h"
#include "engine/request/text_template.h"
#include "util/ascii_lower.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

namespace bw {

std::string FlowProblem::where() const
{
    std::string w = "flow " + std::to_string(flow + 1) + (flowName.empty() ? "" : " (\"" + flowName + "\")");
    if (step >= 0)
        w += ", step " + std::to_string(step + 1) + (stepName.empty() ? "" : " (\"" + stepName + "\")");
    if (!field.empty())
        w += ", " + field;
    return w;
}

namespace {

// The {{names}} a step's request uses, each with the field it is in (none
// in a literal request: its "{{" is text, request_entry.h).
std::vector<std::pair<std::string, std::string>> namesUsed(const RequestEntry& e)
{
    std::vector<std::pair<std::string, std::string>> out;
    if (e.literal)
        return out;
    for (const std::string& n : templateNames(e.path))
        out.push_back({n, "path"});
    for (const HeaderField& h : e.headers)
        for (const std::string& n : templateNames(h.value))
            out.push_back({n, "headers." + h.name});
    for (const std::string& n : templateNames(e.body))
        out.push_back({n, "body"});
    return out;
}

// The first step (index) of `f` that extracts `name`, or -1.
int extractedAt(const Flow& f, const std::string& name)
{
    for (size_t s = 0; s < f.steps.size(); ++s)
        for (const FlowExtraction& x : f.steps[s].extract)
            if (x.variable == name)
                return int(s);
    return -1;
}

struct Problems {
    std::vector<FlowProblem>& out;
    int flow;
    std::string flowName;
    void add(int step, const std::string& stepName, const std::string& field, Error error)
    {
        out.push_back({flow, step, flowName, stepName, field, std::move(error)});
    }
};

void checkThink(Problems& p, int s, const std::string& sn, const ThinkTime& t)
{
    switch (t.kind) {
    case ThinkKind::None: break;
    case ThinkKind::Fixed:
        if (!(t.ms >= 0) || !std::isfinite(t.ms))
            p.add(s, sn, "think", Error(ErrorCode::StepThinkNegative, std::string()));
        break;
    case ThinkKind::Exponential:
        if (!(t.ms > 0) || !std::isfinite(t.ms))
            p.add(s, sn, "think", Error(ErrorCode::StepThinkMeanNotPositive, std::string()));
        break;
    case ThinkKind::Uniform:
        if (!(t.minMs >= 0) || !std::isfinite(t.maxMs) || t.maxMs < t.minMs)
            p.add(s, sn, "think", Error(ErrorCode::StepThinkRangeInvalid, std::string()));
        break;
    }
}

void checkExtraction(Problems& p, int s, const std::string& sn, size_t i, const FlowExtraction& x, const RequestSet& set)
{
    const std::string at = "extract[" + std::to_string(i) + "]";
    if (!validVariableName(x.variable))
        p.add(s, sn, at + ".variable", Error(ErrorCode::ExtractNameInvalid, std::string(), {x.variable}));
    else if (set.variable(x.variable))
        p.add(s, sn, at + ".variable", Error(ErrorCode::ExtractIntoSetVariable, std::string(), {x.variable}));
    switch (x.from) {
    case ExtractFrom::JsonPointer:
    case ExtractFrom::JsonPath: {
        auto loc = x.from == ExtractFrom::JsonPath ? parseJsonPath(x.expression) : parseJsonPointer(x.expression);
        if (!loc)
            p.add(s, sn, at + (x.from == ExtractFrom::JsonPath ? ".jsonpath" : ".json"), loc.error());
        break;
    }
    case ExtractFrom::Regex: {
        auto re = RegexLite::compile(x.expression);
        if (!re)
            p.add(s, sn, at + ".regex", re.error());
        else if (x.group < 0 || x.group > re->groups())
            p.add(s, sn, at + ".group", Error(ErrorCode::ExtractGroupMissing, std::string(), {std::to_string(re->groups()), std::to_string(x.group)}));
        break;
    }
    case ExtractFrom::Header:
        if (x.expression.empty() || x.expression.find_first_of(" :\r\n\t") != std::string::npos)
            p.add(s, sn, at + ".header", Error(ErrorCode::StepHeaderNameInvalid, std::string(), {x.expression}));
        break;
    }
}

void checkCheck(Problems& p, int s, const std::string& sn, size_t i, const FlowCheck& c)
{
    const std::string at = "checks[" + std::to_string(i) + "]";
    switch (c.kind) {
    case CheckKind::Status:
        if (c.statuses.empty())
            p.add(s, sn, at + ".status", Error(ErrorCode::CheckStatusMissing, std::string()));
        for (const StatusMatch& m : c.statuses) {
            if (m.code != 0 && (m.code < 100 || m.code > 599))
                p.add(s, sn, at + ".status", Error(ErrorCode::CheckStatusImpossible, std::string(), {std::to_string(m.code)}));
            else if (m.code == 0 && (m.klass < 1 || m.klass > 5))
                p.add(s, sn, at + ".status", Error(ErrorCode::CheckStatusClassImpossible, std::string(), {std::to_string(m.klass)}));
        }
        break;
    case CheckKind::BodyContains:
        if (c.text.empty())
            p.add(s, sn, at + ".bodyContains", Error(ErrorCode::CheckTextEmpty, std::string()));
        break;
    case CheckKind::JsonEquals:
    case CheckKind::JsonExists: {
        auto loc = parseJsonLocation(c.expression);
        if (!loc)
            p.add(s, sn, at + ".json", loc.error());
        if (c.kind == CheckKind::JsonEquals && c.expected.empty())
            p.add(s, sn, at + ".equals", Error(ErrorCode::CheckExpectedMissing, std::string()));
        break;
    }
    case CheckKind::HeaderPresent:
        if (c.text.empty() || c.text.find_first_of(" :\r\n\t") != std::string::npos)
            p.add(s, sn, at + ".header", Error(ErrorCode::StepHeaderNameInvalid, std::string(), {c.text}));
        break;
    }
}

} // namespace

std::vector<FlowProblem> validateFlows(const RequestSet& set)
{
    std::vector<FlowProblem> out;
    std::set<std::string> names;
    for (const RequestEntry& e : set.entries)
        names.insert(e.name);
    for (size_t fi = 0; fi < set.flows.size(); ++fi) {
        const Flow& f = set.flows[fi];
        Problems p{out, int(fi), f.name};
        if (f.name.empty())
            p.add(-1, "", "name", Error(ErrorCode::FlowNameMissing, std::string()));
        else if (!names.insert(f.name).second)
            p.add(-1, "", "name", Error(ErrorCode::FlowNameTaken, std::string(), {f.name}));
        if (!(f.weight > 0) || !std::isfinite(f.weight))
            p.add(-1, "", "weight", Error(ErrorCode::FlowWeightNotPositive, std::string()));
        if (f.steps.empty())
            p.add(-1, "", "steps", Error(ErrorCode::FlowNoSteps, std::string()));
        if (f.steps.size() > size_t(kMaxFlowSteps))
            p.add(-1, "", "steps", Error(ErrorCode::FlowTooManySteps, std::string(), {std::to_string(f.steps.size()), std::to_string(kMaxFlowSteps)}));
        std::set<std::string> stepNames;
        std::set<std::string> extracted;
        for (size_t si = 0; si < f.steps.size(); ++si) {
            const FlowStep& st = f.steps[si];
            const int s = int(si);
            const std::string& sn = st.request.name;
            if (sn.empty())
                p.add(s, sn, "name", Error(ErrorCode::StepNameMissing, std::string()));
            else if (!stepNames.insert(sn).second)
                p.add(s, sn, "name", Error(ErrorCode::StepNameTaken, std::string(), {sn}));
            for (const auto& [name, field] : namesUsed(st.request)) {
                if (set.variable(name))
                    continue;
                if (extracted.count(name))
                    continue;
                const int at = extractedAt(f, name);
                if (at >= 0)
                    p.add(s, sn, field, Error(ErrorCode::StepVariableExtractedLater, std::string(), {name, std::to_string(at + 1), f.steps[size_t(at)].request.name}));
                else
                    p.add(s, sn, field, Error(ErrorCode::StepVariableUnknown, std::string(), {name}));
            }
            if (st.extract.size() > size_t(kMaxStepExtractions))
                p.add(s, sn, "extract", Error(ErrorCode::StepTooManyExtractions, std::string(), {std::to_string(kMaxStepExtractions)}));
            if (st.checks.size() > size_t(kMaxStepChecks))
                p.add(s, sn, "checks", Error(ErrorCode::StepTooManyChecks, std::string(), {std::to_string(kMaxStepChecks)}));
            for (size_t i = 0; i < st.extract.size(); ++i)
                checkExtraction(p, s, sn, i, st.extract[i], set);
            for (size_t i = 0; i < st.checks.size(); ++i)
                checkCheck(p, s, sn, i, st.checks[i]);
            checkThink(p, s, sn, st.think);
            for (const FlowExtraction& x : st.extract)
                extracted.insert(x.variable);
        }
        if (extracted.size() > size_t(kMaxFlowVariables))
            p.add(-1, "", "steps", Error(ErrorCode::FlowTooManyVariables, std::string(), {std::to_string(extracted.size()), std::to_string(kMaxFlowVariables)}));
    }
    return out;
}

CompiledFlow compileFlow(const RequestSet& set, int index)
{
    const Flow& f = set.flows[size_t(index)];
    CompiledFlow cf;
    cf.name = f.name;
    cf.weight = f.weight;
    cf.onFailure = f.onFailure;
    cf.cookies = f.cookies;
    for (const FlowStep& st : f.steps)
        for (const FlowExtraction& x : st.extract)
            if (cf.variable(x.variable) < 0)
                cf.variables.push_back(x.variable);
    cf.places.assign(cf.variables.size(), 0);
    for (const FlowStep& st : f.steps) {
        CompiledStep cs;
        cs.name = st.request.name;
        cs.think = st.think;
        for (const auto& [name, field] : namesUsed(st.request)) {
            const int v = cf.variable(name);
            if (v < 0 || set.variable(name))
                continue;
            cs.needs |= uint64_t(1) << v;
            cf.places[size_t(v)] |= field == "path" ? CompiledFlow::kInTarget : field == "body" ? 0 : CompiledFlow::kInHeader;
        }
        for (const HeaderField& h : st.request.headers)
            if (sameHeaderName(h.name, "cookie"))
                cs.sendsCookie = false;
        auto wantHeader = [&](const std::string& name) {
            const std::string l = asciiLower(name);
            if (std::find(cs.headerNames.begin(), cs.headerNames.end(), l) == cs.headerNames.end())
                cs.headerNames.push_back(l);
            return l;
        };
        for (const FlowCheck& c : st.checks) {
            CompiledCheck cc;
            cc.kind = c.kind;
            cc.statuses = c.statuses;
            cc.text = c.text;
            cc.expected = c.expected;
            if (c.kind == CheckKind::JsonEquals || c.kind == CheckKind::JsonExists) {
                cc.json = *parseJsonLocation(c.expression);
                cs.wantsBody = true;
            } else if (c.kind == CheckKind::BodyContains) {
                cs.wantsBody = true;
            } else if (c.kind == CheckKind::HeaderPresent) {
                cc.text = wantHeader(c.text);
            }
            cs.checks.push_back(std::move(cc));
            cs.failureNames.push_back(c.name.empty() ? checkDefaultName(c) : c.name);
        }
        for (const FlowExtraction& x : st.extract) {
            CompiledExtraction cx;
            cx.from = x.from;
            cx.pick = x.pick;
            cx.group = x.group;
            cx.variable = cf.variable(x.variable);
            switch (x.from) {
            case ExtractFrom::JsonPointer: cx.json = *parseJsonPointer(x.expression); cs.wantsBody = true; break;
            case ExtractFrom::JsonPath: cx.json = *parseJsonPath(x.expression); cs.wantsBody = true; break;
            case ExtractFrom::Regex: cx.regex = std::make_shared<const RegexLite>(*RegexLite::compile(x.expression)); cs.wantsBody = true; break;
            case ExtractFrom::Header: cx.header = wantHeader(x.expression); break;
            }
            cs.extract.push_back(std::move(cx));
            cs.failureNames.push_back(missedExtractionName(x));
        }
        cf.steps.push_back(std::move(cs));
    }
    return cf;
}

} // namespace bw

#include "step_outcome.h"

#include "engine/request/request_drawer.h"

#include <cmath>
#include <cstring>

namespace bw {

namespace {

bool statusMatches(const CompiledCheck& c, int status)
{
    for (const StatusMatch& m : c.statuses)
        if (m.code ? m.code == status : status / 100 == m.klass)
            return true;
    return false;
}

// Whether `value` can go where the variable's values go.
bool fits(std::string_view value, uint8_t places)
{
    if (value.empty() || value.size() > kMaxFlowValueBytes)
        return false;
    for (unsigned char c : value) {
        if ((places & CompiledFlow::kInTarget) && (c <= 0x20 || c == 0x7f || c >= 0x80 || c == '#'))
            return false;
        if ((places & CompiledFlow::kInHeader) && (c == '\r' || c == '\n' || c == 0))
            return false;
    }
    return true;
}

// Reservoir sampling of one match among all: the kth match replaces the
// kept one with probability 1/k.
struct Pick {
    RequestRandom& random;
    bool first;
    uint64_t seen = 0;
    std::string_view kept;
    bool offer(std::string_view v)
    {
        ++seen;
        if (seen == 1 || random.below(seen) == 0)
            kept = v;
        return !first;   // keep scanning only for a random pick
    }
};

bool bodyContains(std::string_view body, const std::string& text)
{
    return body.find(text) != std::string_view::npos;
}

} // namespace

StepOutcome evaluateStep(const CompiledFlow& flow, const CompiledStep& step, int status, const ResponseCapture& response,
                         std::string* values, RequestRandom& random, std::string* scratch)
{
    StepOutcome out;
    const std::string_view body = response.bodyText();
    uint32_t bit = 1;
    for (const CompiledCheck& c : step.checks) {
        bool ok = true;
        switch (c.kind) {
        case CheckKind::Status: ok = statusMatches(c, status); break;
        case CheckKind::BodyContains: ok = bodyContains(body, c.text); break;
        case CheckKind::JsonExists: {
            std::string_view v;
            ok = findJson(body, c.json, &v);
            break;
        }
        case CheckKind::JsonEquals: {
            std::string_view v;
            ok = findJson(body, c.json, &v) && jsonValueEquals(v, c.expected, scratch);
            break;
        }
        case CheckKind::HeaderPresent: {
            std::string_view v;
            ok = response.headerValue(c.text, 0, &v);
            break;
        }
        }
        if (!ok)
            out.failed |= bit;
        bit <<= 1;
    }
    for (const CompiledExtraction& x : step.extract) {
        Pick pick{random, x.pick == ExtractPick::First, 0, {}};
        switch (x.from) {
        case ExtractFrom::JsonPointer:
        case ExtractFrom::JsonPath:
            scanJson(body, x.json,
                     [](void* c, const char* b, const char* e) { return static_cast<Pick*>(c)->offer(std::string_view(b, size_t(e - b))); },
                     &pick);
            break;
        case ExtractFrom::Regex: {
            RegexLite::Match m;
            size_t from = 0;
            while (from <= body.size() && x.regex->search(body, from, &m)) {
                const std::string_view g = m.group(x.group);
                if (m.begin[size_t(x.group)] && !pick.offer(g))
                    break;
                const size_t end = size_t(m.end[0] - body.data());
                from = end > from ? end : from + 1;
            }
            break;
        }
        case ExtractFrom::Header: {
            std::string_view v;
            for (size_t n = 0; response.headerValue(x.header, n, &v); ++n)
                if (!pick.offer(v))
                    break;
            break;
        }
        }
        std::string& value = values[size_t(x.variable)];
        bool ok = pick.seen > 0;
        if (ok) {
            if (x.from == ExtractFrom::JsonPointer || x.from == ExtractFrom::JsonPath)
                ok = jsonValueText(pick.kept, &value);
            else
                value.assign(pick.kept.data(), pick.kept.size());
            ok = ok && fits(value, flow.places[size_t(x.variable)]);
        }
        if (ok)
            out.gave |= uint64_t(1) << x.variable;
        else
            out.failed |= bit;
        bit <<= 1;
    }
    return out;
}

uint64_t thinkTimeNs(const ThinkTime& t, RequestRandom& random)
{
    // A uniform double in [0, 1) from the top 53 bits.
    auto unit = [&] { return double(random.next() >> 11) * (1.0 / 9007199254740992.0); };
    double ms = 0;
    switch (t.kind) {
    case ThinkKind::None: return 0;
    case ThinkKind::Fixed: ms = t.ms; break;
    case ThinkKind::Uniform: ms = t.minMs + (t.maxMs - t.minMs) * unit(); break;
    case ThinkKind::Exponential: ms = -t.ms * std::log(1.0 - unit()); break;
    }
    return ms > 0 ? uint64_t(ms * 1e6) : 0;
}

} // namespace bw

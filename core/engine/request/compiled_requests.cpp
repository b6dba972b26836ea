#include "compiled_requests.h"

#include "flow/cookie_jar.h"

#include <charconv>
#include <cstring>

namespace bw {

const char* variableKindName(VariableKind k)
{
    switch (k) {
    case VariableKind::Random: return "random";
    case VariableKind::Sequence: return "sequence";
    case VariableKind::Choice: return "choice";
    case VariableKind::File: return "file";
    case VariableKind::Uuid: return "uuid";
    }
    return "random";
}

const char* requestOrderName(RequestOrder o) { return o == RequestOrder::Sequence ? "sequence" : "weighted"; }

std::string defaultEntryName(const std::string& method, const std::string& path) { return method + " " + path; }

std::string requestEntryPlace(size_t index, const std::string& name)
{
    const std::string n = "request " + std::to_string(index + 1);
    return name.empty() ? n : n + " (\"" + name + "\")";
}

std::string requestVariablePlace(const std::string& name) { return "variable \"" + name + "\""; }

Error entryWeightProblem(const std::string& field, const std::string& shown)
{
    return Error(ErrorCode::MixWeightNotPositive, field, {shown});
}

namespace {

constexpr size_t kBodyLengthDigits = 20;   // the longest decimal uint64_t

} // namespace

size_t decimalLength(int64_t v)
{
    char b[24];
    return size_t(std::to_chars(b, b + sizeof b, v).ptr - b);
}

size_t CompiledRequests::valueLength(const Variable& v, const uint64_t* words) const
{
    const uint64_t w = words[v.word];
    switch (v.kind) {
    case VariableKind::Random:
    case VariableKind::Sequence: return decimalLength(int64_t(w));
    case VariableKind::Choice: return (*v.choices)[size_t(w)].size();
    case VariableKind::File: return v.data->cell(size_t(w), size_t(v.column)).size();
    case VariableKind::Uuid: return kUuidTextLength;
    }
    return 0;
}

char* CompiledRequests::writeValue(const Variable& v, const uint64_t* words, char* out) const
{
    const uint64_t w = words[v.word];
    switch (v.kind) {
    case VariableKind::Random:
    case VariableKind::Sequence:
        return std::to_chars(out, out + 24, int64_t(w)).ptr;
    case VariableKind::Choice: {
        const std::string& s = (*v.choices)[size_t(w)];
        std::memcpy(out, s.data(), s.size());
        return out + s.size();
    }
    case VariableKind::File: {
        const std::string& s = v.data->cell(size_t(w), size_t(v.column));
        std::memcpy(out, s.data(), s.size());
        return out + s.size();
    }
    case VariableKind::Uuid: {
        // version 4, variant 10 (RFC 9562 5.4): 8-4-4-4-12 lower-case hex
        static const char hex[] = "0123456789abcdef";
        const uint64_t hi = (words[v.word] & ~0xf000ull) | 0x4000ull;
        const uint64_t lo = (words[v.word + 1] & ~(3ull << 62)) | (2ull << 62);
        for (int i = 0; i < 32; ++i) {
            if (i == 8 || i == 12 || i == 16 || i == 20)
                *out++ = '-';
            const uint64_t half = i < 16 ? hi : lo;
            *out++ = hex[(half >> (60 - 4 * (i % 16))) & 0xf];
        }
        return out;
    }
    }
    return out;
}

namespace {

constexpr std::string_view kCookiePrefix = "Cookie: ";

} // namespace

size_t CompiledRequests::length(const TextTemplate& t, const uint64_t* words, size_t bodyBytes, const FlowValues* flow) const
{
    size_t n = 0;
    for (const TemplatePart& p : t.parts) {
        if (p.literal())
            n += p.length;
        else if (p.variable == TemplatePart::kBodyLength)
            n += decimalLength(int64_t(bodyBytes));
        else if (p.variable == TemplatePart::kCookieHeader)
            n += flow && !flow->cookie.empty() ? kCookiePrefix.size() + flow->cookie.size() + 2 : 0;
        else if (p.flowVariable())
            n += flow ? flow->values[size_t(p.variable - TemplatePart::kFlowVariable)].size() : 0;
        else
            n += valueLength(variables_[size_t(p.variable)], words);
    }
    return n;
}

char* CompiledRequests::write(const TextTemplate& t, const uint64_t* words, size_t bodyBytes, char* out, const FlowValues* flow) const
{
    for (const TemplatePart& p : t.parts) {
        if (p.literal()) {
            std::memcpy(out, t.text.data() + p.offset, p.length);
            out += p.length;
        } else if (p.variable == TemplatePart::kBodyLength) {
            out = std::to_chars(out, out + kBodyLengthDigits, uint64_t(bodyBytes)).ptr;
        } else if (p.variable == TemplatePart::kCookieHeader) {
            if (flow && !flow->cookie.empty()) {
                std::memcpy(out, kCookiePrefix.data(), kCookiePrefix.size());
                out += kCookiePrefix.size();
                std::memcpy(out, flow->cookie.data(), flow->cookie.size());
                out += flow->cookie.size();
                *out++ = '\r';
                *out++ = '\n';
            }
        } else if (p.flowVariable()) {
            if (flow) {
                const std::string& v = flow->values[size_t(p.variable - TemplatePart::kFlowVariable)];
                std::memcpy(out, v.data(), v.size());
                out += v.size();
            }
        } else {
            out = writeValue(variables_[size_t(p.variable)], words, out);
        }
    }
    return out;
}

size_t CompiledRequests::maxLength(const TextTemplate& t) const
{
    size_t n = 0;
    for (const TemplatePart& p : t.parts) {
        if (p.literal())
            n += p.length;
        else if (p.variable == TemplatePart::kBodyLength)
            n += kBodyLengthDigits;
        else if (p.variable == TemplatePart::kCookieHeader)
            n += kCookiePrefix.size() + CookieJar::maxHeaderBytes() + 2;
        else if (p.flowVariable())
            n += kMaxFlowValueBytes;
        else
            n += variables_[size_t(p.variable)].maxLength;
    }
    return n;
}

std::string CompiledRequests::render(const TextTemplate& t, const uint64_t* words, size_t bodyBytes, const FlowValues* flow) const
{
    std::string s(maxLength(t), '\0');
    s.resize(size_t(write(t, words, bodyBytes, s.data(), flow) - s.data()));
    return s;
}

size_t CompiledRequests::writeHttp1(int entry, const uint64_t* words, char* out, const FlowValues* flow) const
{
    const CompiledEntry& e = entries_[size_t(entry)];
    return size_t(write(e.http1, words, bodyLength(entry, words, flow), out, flow) - out);
}

std::string CompiledRequests::displayName(int entry) const
{
    const CompiledEntry& e = entries_[size_t(entry)];
    return e.flow < 0 ? e.name : flows_[size_t(e.flow)].name + " / " + e.name;
}

} // namespace bw

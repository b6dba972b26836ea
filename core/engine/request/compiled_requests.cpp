#include "compiled_requests.h"

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

namespace {

constexpr size_t kUuidLength = 36;
constexpr size_t kBodyLengthDigits = 20;   // the longest decimal uint64_t

size_t decimalLength(int64_t v)
{
    char b[24];
    return size_t(std::to_chars(b, b + sizeof b, v).ptr - b);
}

} // namespace

size_t CompiledRequests::valueLength(const Variable& v, const uint64_t* words) const
{
    const uint64_t w = words[v.word];
    switch (v.kind) {
    case VariableKind::Random:
    case VariableKind::Sequence: return decimalLength(int64_t(w));
    case VariableKind::Choice: return (*v.choices)[size_t(w)].size();
    case VariableKind::File: return v.data->cell(size_t(w), size_t(v.column)).size();
    case VariableKind::Uuid: return kUuidLength;
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

size_t CompiledRequests::length(const TextTemplate& t, const uint64_t* words, size_t bodyBytes) const
{
    size_t n = 0;
    for (const TemplatePart& p : t.parts) {
        if (p.literal())
            n += p.length;
        else if (p.variable == TemplatePart::kBodyLength)
            n += decimalLength(int64_t(bodyBytes));
        else
            n += valueLength(variables_[size_t(p.variable)], words);
    }
    return n;
}

char* CompiledRequests::write(const TextTemplate& t, const uint64_t* words, size_t bodyBytes, char* out) const
{
    for (const TemplatePart& p : t.parts) {
        if (p.literal()) {
            std::memcpy(out, t.text.data() + p.offset, p.length);
            out += p.length;
        } else if (p.variable == TemplatePart::kBodyLength) {
            out = std::to_chars(out, out + kBodyLengthDigits, uint64_t(bodyBytes)).ptr;
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
        else
            n += variables_[size_t(p.variable)].maxLength;
    }
    return n;
}

std::string CompiledRequests::render(const TextTemplate& t, const uint64_t* words, size_t bodyBytes) const
{
    std::string s(maxLength(t), '\0');
    s.resize(size_t(write(t, words, bodyBytes, s.data()) - s.data()));
    return s;
}

size_t CompiledRequests::writeHttp1(int entry, const uint64_t* words, char* out) const
{
    const CompiledEntry& e = entries_[size_t(entry)];
    return size_t(write(e.http1, words, bodyLength(entry, words), out) - out);
}

} // namespace bw

#include "json_scan.h"

#include <charconv>
#include <cstdlib>
#include <cstring>

namespace bw {

namespace {

constexpr int kMaxDepth = 64;

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

int hexDigit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Appends the code point as UTF-8.
template <typename Out>
void putUtf8(uint32_t cp, Out& out)
{
    if (cp < 0x80) {
        out(char(cp));
    } else if (cp < 0x800) {
        out(char(0xc0 | (cp >> 6)));
        out(char(0x80 | (cp & 0x3f)));
    } else if (cp < 0x10000) {
        out(char(0xe0 | (cp >> 12)));
        out(char(0x80 | ((cp >> 6) & 0x3f)));
        out(char(0x80 | (cp & 0x3f)));
    } else {
        out(char(0xf0 | (cp >> 18)));
        out(char(0x80 | ((cp >> 12) & 0x3f)));
        out(char(0x80 | ((cp >> 6) & 0x3f)));
        out(char(0x80 | (cp & 0x3f)));
    }
}

bool read4(const char*& p, const char* e, uint32_t* v)
{
    if (e - p < 4)
        return false;
    uint32_t x = 0;
    for (int i = 0; i < 4; ++i) {
        const int h = hexDigit(p[i]);
        if (h < 0)
            return false;
        x = x * 16 + uint32_t(h);
    }
    p += 4;
    *v = x;
    return true;
}

// Decodes the string body [p, e) (no quotes), feeding each byte to out.
template <typename Out>
bool decodeString(const char* p, const char* e, Out& out)
{
    while (p < e) {
        const char c = *p++;
        if (c != '\\') {
            out(c);
            continue;
        }
        if (p >= e)
            return false;
        const char x = *p++;
        switch (x) {
        case '"': out('"'); break;
        case '\\': out('\\'); break;
        case '/': out('/'); break;
        case 'b': out('\b'); break;
        case 'f': out('\f'); break;
        case 'n': out('\n'); break;
        case 'r': out('\r'); break;
        case 't': out('\t'); break;
        case 'u': {
            uint32_t cp = 0;
            if (!read4(p, e, &cp))
                return false;
            if (cp >= 0xd800 && cp < 0xdc00 && e - p >= 6 && p[0] == '\\' && p[1] == 'u') {
                const char* q = p + 2;
                uint32_t lo = 0;
                if (read4(q, e, &lo) && lo >= 0xdc00 && lo < 0xe000) {
                    cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
                    p = q;
                }
            }
            putUtf8(cp, out);
            break;
        }
        default:
            return false;
        }
    }
    return true;
}

struct Scanner {
    const char* p;
    const char* end;
    const JsonLocation& where;
    JsonMatchFn match;
    void* context;
    bool stop = false;
    int depth = 0;

    void ws()
    {
        while (p < end && isSpace(*p))
            ++p;
    }
    bool skipString()   // at '"'
    {
        ++p;
        while (p < end) {
            const char* q = static_cast<const char*>(std::memchr(p, '"', size_t(end - p)));
            if (!q)
                return false;
            // an odd run of backslashes before the quote escapes it
            size_t slashes = 0;
            for (const char* b = q; b > p && b[-1] == '\\'; --b)
                ++slashes;
            p = q + 1;
            if (slashes % 2 == 0)
                return true;
        }
        return false;
    }
    bool skipValue()
    {
        ws();
        if (p >= end)
            return false;
        const char c = *p;
        if (c == '"')
            return skipString();
        if (c == '{' || c == '[') {
            int d = 0;
            while (p < end) {
                const char x = *p;
                if (x == '"') {
                    if (!skipString())
                        return false;
                    continue;
                }
                if (x == '{' || x == '[') {
                    if (++d > kMaxDepth)
                        return false;
                } else if (x == '}' || x == ']') {
                    if (--d == 0) {
                        ++p;
                        return true;
                    }
                }
                ++p;
            }
            return false;
        }
        const char* from = p;
        while (p < end && *p != ',' && *p != '}' && *p != ']' && !isSpace(*p))
            ++p;
        return p > from;
    }
    // Whether the raw key [b, e) (no quotes) decodes to `name`.
    static bool keyEquals(const char* b, const char* e, const std::string& name)
    {
        if (!std::memchr(b, '\\', size_t(e - b)))
            return size_t(e - b) == name.size() && std::memcmp(b, name.data(), name.size()) == 0;
        size_t at = 0;
        bool same = true;
        auto out = [&](char c) {
            if (at >= name.size() || name[at] != c)
                same = false;
            ++at;
        };
        return decodeString(b, e, out) && same && at == name.size();
    }
    // After a member or element: a ',' (consumed) means another follows;
    // `close` (consumed, leaving that depth) ends the object or array;
    // anything else is not JSON.
    enum class After { More, Closed, Broken };
    After afterMember(char close)
    {
        ws();
        if (p >= end)
            return After::Broken;
        if (*p == ',') {
            ++p;
            return After::More;
        }
        if (*p != close)
            return After::Broken;
        ++p;
        --depth;
        return After::Closed;
    }
    bool value(size_t step)
    {
        ws();
        if (p >= end)
            return false;
        if (step == where.steps.size()) {
            const char* b = p;
            if (!skipValue())
                return false;
            if (!match(context, b, p))
                stop = true;
            return true;
        }
        const JsonStep& s = where.steps[step];
        if (*p == '{') {
            if (++depth > kMaxDepth)
                return false;
            ++p;
            ws();
            if (p < end && *p == '}') {
                ++p;
                --depth;
                return true;
            }
            for (;;) {
                ws();
                if (p >= end || *p != '"')
                    return false;
                const char* kb = p;
                if (!skipString())
                    return false;
                const char* ke = p;
                ws();
                if (p >= end || *p != ':')
                    return false;
                ++p;
                if (s.wildcard || keyEquals(kb + 1, ke - 1, s.name)) {
                    if (!value(step + 1))
                        return false;
                    if (stop)
                        return true;
                } else if (!skipValue()) {
                    return false;
                }
                const After next = afterMember('}');
                if (next == After::More)
                    continue;
                return next == After::Closed;
            }
        }
        if (*p == '[') {
            if (++depth > kMaxDepth)
                return false;
            ++p;
            ws();
            if (p < end && *p == ']') {
                ++p;
                --depth;
                return true;
            }
            for (int64_t i = 0;; ++i) {
                if (s.wildcard || s.index == i) {
                    if (!value(step + 1))
                        return false;
                    if (stop)
                        return true;
                } else if (!skipValue()) {
                    return false;
                }
                const After next = afterMember(']');
                if (next == After::More)
                    continue;
                return next == After::Closed;
            }
        }
        return skipValue();   // a scalar where the location goes deeper: nothing here
    }
};

bool allDigits(const std::string& s)
{
    if (s.empty() || s.size() > 18 || (s.size() > 1 && s[0] == '0'))
        return false;
    for (char c : s)
        if (c < '0' || c > '9')
            return false;
    return true;
}

} // namespace

Result<JsonLocation> parseJsonPointer(const std::string& text)
{
    JsonLocation loc;
    if (text.empty())
        return loc;
    if (text[0] != '/')
        return Error(ErrorCode::JsonPointerNoSlash, std::string(), {text});
    size_t at = 1;
    for (;;) {
        const size_t slash = text.find('/', at);
        const std::string raw = text.substr(at, slash == std::string::npos ? std::string::npos : slash - at);
        JsonStep s;
        for (size_t i = 0; i < raw.size(); ++i) {
            if (raw[i] != '~') {
                s.name += raw[i];
                continue;
            }
            if (i + 1 < raw.size() && (raw[i + 1] == '0' || raw[i + 1] == '1')) {
                s.name += raw[i + 1] == '0' ? '~' : '/';
                ++i;
                continue;
            }
            return Error(ErrorCode::JsonPointerBadTilde, std::string(), {text, std::to_string(at + i + 1)});
        }
        if (allDigits(s.name))
            s.index = std::strtoll(s.name.c_str(), nullptr, 10);
        loc.steps.push_back(std::move(s));
        if (slash == std::string::npos)
            return loc;
        at = slash + 1;
    }
}

Result<JsonLocation> parseJsonPath(const std::string& text)
{
    JsonLocation loc;
    auto bad = [&](size_t at, const std::string& why) {
        return Error(ErrorCode::JsonPathInvalid, std::string(), {text, why, std::to_string(at + 1)});
    };
    if (text.empty() || text[0] != '$')
        return bad(0, "it must start with $");
    size_t i = 1;
    while (i < text.size()) {
        JsonStep s;
        if (text[i] == '.') {
            if (i + 1 < text.size() && text[i + 1] == '.')
                return bad(i, "recursive descent '..' is not supported");
            ++i;
            if (i < text.size() && text[i] == '*') {
                s.wildcard = true;
                ++i;
            } else {
                const size_t from = i;
                while (i < text.size() && text[i] != '.' && text[i] != '[')
                    ++i;
                if (i == from)
                    return bad(from, "a name is missing");
                s.name = text.substr(from, i - from);
            }
        } else if (text[i] == '[') {
            ++i;
            if (i < text.size() && (text[i] == '\'' || text[i] == '"')) {
                const char q = text[i++];
                const size_t close = text.find(q, i);
                if (close == std::string::npos)
                    return bad(i, "an unclosed quote");
                s.name = text.substr(i, close - i);
                i = close + 1;
            } else if (i < text.size() && text[i] == '*') {
                s.wildcard = true;
                ++i;
            } else {
                const size_t from = i;
                while (i < text.size() && text[i] >= '0' && text[i] <= '9')
                    ++i;
                if (i == from)
                    return bad(from, "expected an index, a quoted name or *");
                s.index = std::strtoll(text.substr(from, i - from).c_str(), nullptr, 10);
            }
            if (i >= text.size() || text[i] != ']')
                return bad(i, "expected ']'");
            ++i;
        } else {
            return bad(i, "expected '.' or '['");
        }
        loc.steps.push_back(std::move(s));
    }
    return loc;
}

Result<JsonLocation> parseJsonLocation(const std::string& text)
{
    if (!text.empty() && text[0] == '$')
        return parseJsonPath(text);
    return parseJsonPointer(text);
}

bool scanJson(std::string_view text, const JsonLocation& where, JsonMatchFn match, void* context)
{
    Scanner s{text.data(), text.data() + text.size(), where, match, context};
    return s.value(0);
}

bool findJson(std::string_view text, const JsonLocation& where, std::string_view* value)
{
    struct Found {
        std::string_view* out;
        bool any = false;
    } found{value};
    scanJson(text, where,
             [](void* c, const char* b, const char* e) {
                 auto* f = static_cast<Found*>(c);
                 *f->out = std::string_view(b, size_t(e - b));
                 f->any = true;
                 return false;
             },
             &found);
    return found.any;
}

bool jsonValueText(std::string_view value, std::string* out)
{
    out->clear();
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"') {
        auto put = [out](char c) { out->push_back(c); };
        return decodeString(value.data() + 1, value.data() + value.size() - 1, put);
    }
    out->assign(value.data(), value.size());
    return true;
}

namespace {

bool isNumberStart(char c) { return c == '-' || (c >= '0' && c <= '9'); }

bool numberOf(std::string_view s, double* v)
{
    if (s.empty() || !isNumberStart(s[0]) || s.size() > 64)
        return false;
    char buf[65];
    std::memcpy(buf, s.data(), s.size());
    buf[s.size()] = '\0';
    char* endp = nullptr;
    *v = std::strtod(buf, &endp);
    return endp == buf + s.size();
}

void compact(std::string_view s, std::string* out)
{
    out->clear();
    bool inString = false;
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (inString) {
            out->push_back(c);
            if (c == '\\' && i + 1 < s.size())
                out->push_back(s[++i]);
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
            out->push_back(c);
        } else if (!isSpace(c)) {
            out->push_back(c);
        }
    }
}

} // namespace

bool jsonValueEquals(std::string_view value, std::string_view expected, std::string* scratch)
{
    if (value.empty() || expected.empty())
        return false;
    const char v0 = value.front(), e0 = expected.front();
    if (e0 == '"') {
        if (v0 != '"')
            return false;
        // Decoded text against decoded text, without allocating: decode the
        // expected side into scratch, then compare while decoding the value.
        scratch->clear();
        auto put = [scratch](char c) { scratch->push_back(c); };
        if (!decodeString(expected.data() + 1, expected.data() + expected.size() - 1, put))
            return false;
        size_t at = 0;
        bool same = true;
        auto cmp = [&](char c) {
            if (at >= scratch->size() || (*scratch)[at] != c)
                same = false;
            ++at;
        };
        return decodeString(value.data() + 1, value.data() + value.size() - 1, cmp) && same && at == scratch->size();
    }
    if (isNumberStart(e0)) {
        double a = 0, b = 0;
        return numberOf(value, &a) && numberOf(expected, &b) && a == b;
    }
    if (e0 == '{' || e0 == '[') {
        if (v0 != e0)
            return false;
        compact(value, scratch);
        return *scratch == expected;
    }
    return value == expected;   // true, false, null
}

} // namespace bw

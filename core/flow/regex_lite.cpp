#include "regex_lite.h"

#include <cstring>

namespace bw {

namespace {

using Bits = std::array<uint64_t, 4>;

void setBit(Bits& b, unsigned char c) { b[c >> 6] |= uint64_t(1) << (c & 63); }
bool hasBit(const Bits& b, unsigned char c) { return (b[c >> 6] >> (c & 63)) & 1; }

bool isWord(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }
bool isDigit(unsigned char c) { return c >= '0' && c <= '9'; }
bool isSpaceChar(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// \d \w \s (and their negations) as a set; false for another letter.
bool shorthand(char x, Bits* out)
{
    bool (*test)(unsigned char) = nullptr;
    bool negate = false;
    switch (x) {
    case 'd': test = isDigit; break;
    case 'D': test = isDigit; negate = true; break;
    case 'w': test = isWord; break;
    case 'W': test = isWord; negate = true; break;
    case 's': test = isSpaceChar; break;
    case 'S': test = isSpaceChar; negate = true; break;
    default: return false;
    }
    *out = Bits{};
    for (int c = 0; c < 256; ++c)
        if (test((unsigned char)c) != negate)
            setBit(*out, (unsigned char)c);
    return true;
}

// The character an escape stands for, or -1 for an unsupported escape.
int escapedChar(char x)
{
    switch (x) {
    case 'n': return '\n';
    case 'r': return '\r';
    case 't': return '\t';
    case 'f': return '\f';
    case 'v': return '\v';
    case '0': return 0;
    default: break;
    }
    const unsigned char u = (unsigned char)x;
    if (u < 0x80 && !isWord(u))
        return x;   // an escaped punctuation character stands for itself
    return -1;
}

constexpr long kStepBudget = 1'000'000;

} // namespace

struct RegexLite::State {
    const char* begin;
    const char* end;
    std::array<const char*, kMaxGroups + 1> gb{};
    std::array<const char*, kMaxGroups + 1> ge{};
    const char* matchEnd = nullptr;
    long budget = kStepBudget;
};

// The escape at pattern[at] ('\\' and the character after it) refused.
static Error escapeError(const std::string& pattern, size_t at)
{
    const char c = pattern[at + 1];
    const ErrorCode code = c >= '1' && c <= '9' ? ErrorCode::RegexBackreference : ErrorCode::RegexEscapeUnsupported;
    return Error(code, std::string(), {pattern, std::string("\\") + c, std::to_string(at + 1)});
}

Result<RegexLite> RegexLite::compile(const std::string& pattern)
{
    RegexLite r;
    r.pattern_ = pattern;
    auto bad = [&](size_t at, const std::string& why) {
        return Error(ErrorCode::RegexInvalid, std::string(), {pattern, why, std::to_string(at + 1)});
    };
    std::vector<int> open;   // group numbers of the open groups (0: non-capturing)
    size_t i = 0;
    bool lastWasAtom = false;
    bool lastWasGroup = false;   // a ')' just closed a group
    while (i < pattern.size()) {
        const char c = pattern[i];
        const size_t at = i;
        // quantifiers
        if (c == '*' || c == '+' || c == '?' || c == '{') {
            uint32_t lo = 0, hi = UINT32_MAX;
            size_t next = i + 1;
            if (c == '+')
                lo = 1;
            else if (c == '?')
                hi = 1;
            else if (c == '{') {
                const size_t close = pattern.find('}', i);
                if (close == std::string::npos)
                    return bad(at, "a '{' without '}'");
                const std::string inner = pattern.substr(i + 1, close - i - 1);
                const size_t comma = inner.find(',');
                auto number = [](const std::string& s, uint32_t* v) {
                    if (s.empty() || s.size() > 6)
                        return false;
                    uint32_t x = 0;
                    for (char d : s) {
                        if (d < '0' || d > '9')
                            return false;
                        x = x * 10 + uint32_t(d - '0');
                    }
                    *v = x;
                    return true;
                };
                if (comma == std::string::npos) {
                    if (!number(inner, &lo))
                        return bad(at, "expected {n}, {n,} or {n,m}");
                    hi = lo;
                } else {
                    if (!number(inner.substr(0, comma), &lo))
                        return bad(at, "expected {n}, {n,} or {n,m}");
                    const std::string h = inner.substr(comma + 1);
                    if (!h.empty() && !number(h, &hi))
                        return bad(at, "expected {n}, {n,} or {n,m}");
                    if (hi < lo)
                        return bad(at, "{n,m} with m below n");
                }
                next = close + 1;
            }
            if (!lastWasAtom) {
                if (lastWasGroup)
                    return bad(at, "a quantified group is not supported (quantify the characters inside it)");
                return bad(at, "a quantifier with nothing before it");
            }
            Node& n = r.nodes_.back();
            n.min = lo;
            n.max = hi;
            if (next < pattern.size() && pattern[next] == '?') {
                n.lazy = true;
                ++next;
            }
            i = next;
            lastWasAtom = false;   // "a**" is refused
            continue;
        }
        lastWasAtom = false;
        lastWasGroup = false;
        if (c == '|')
            return bad(at, "alternation '|' is not supported (use two extractions)");
        if (c == '(') {
            if (i + 1 < pattern.size() && pattern[i + 1] == '?') {
                if (i + 2 < pattern.size() && pattern[i + 2] == ':') {
                    open.push_back(0);
                    i += 3;
                    continue;
                }
                return bad(at, "lookaround and named groups are not supported");
            }
            if (r.groups_ >= kMaxGroups)
                return bad(at, "more than 9 groups");
            ++r.groups_;
            open.push_back(r.groups_);
            Node n;
            n.type = Type::Open;
            n.group = uint8_t(r.groups_);
            r.nodes_.push_back(n);
            ++i;
            continue;
        }
        if (c == ')') {
            if (open.empty())
                return bad(at, "a ')' without '('");
            const int g = open.back();
            open.pop_back();
            if (g > 0) {
                Node n;
                n.type = Type::Close;
                n.group = uint8_t(g);
                r.nodes_.push_back(n);
            }
            ++i;
            lastWasGroup = true;
            continue;
        }
        Node n;
        if (c == '^') {
            n.type = Type::Bol;
            r.nodes_.push_back(n);
            ++i;
            continue;
        }
        if (c == '$') {
            n.type = Type::Eol;
            r.nodes_.push_back(n);
            ++i;
            continue;
        }
        if (c == '.') {
            n.type = Type::Any;
            ++i;
        } else if (c == '[') {
            Bits set{};
            size_t j = i + 1;
            bool negate = false;
            if (j < pattern.size() && pattern[j] == '^') {
                negate = true;
                ++j;
            }
            bool first = true;
            for (;;) {
                if (j >= pattern.size())
                    return bad(at, "a '[' without ']'");
                char x = pattern[j];
                if (x == ']' && !first)
                    break;
                first = false;
                int from = -1;
                if (x == '\\') {
                    if (j + 1 >= pattern.size())
                        return bad(j, "a '\\' at the end");
                    Bits sh;
                    if (shorthand(pattern[j + 1], &sh)) {
                        for (size_t w = 0; w < 4; ++w)
                            set[w] |= sh[w];
                        j += 2;
                        continue;
                    }
                    from = escapedChar(pattern[j + 1]);
                    if (from < 0)
                        return escapeError(pattern, j);
                    j += 2;
                } else {
                    from = (unsigned char)x;
                    ++j;
                }
                int to = from;
                if (j + 1 < pattern.size() && pattern[j] == '-' && pattern[j + 1] != ']') {
                    char y = pattern[j + 1];
                    if (y == '\\') {
                        if (j + 2 >= pattern.size())
                            return bad(j, "a '\\' at the end");
                        to = escapedChar(pattern[j + 2]);
                        if (to < 0)
                            return bad(j + 1, "a range must end in a character");
                        j += 3;
                    } else {
                        to = (unsigned char)y;
                        j += 2;
                    }
                    if (to < from)
                        return bad(j, "a range whose end comes before its start");
                }
                for (int v = from; v <= to; ++v)
                    setBit(set, (unsigned char)v);
            }
            if (negate)
                for (uint64_t& w : set)
                    w = ~w;
            n.type = Type::Class;
            n.cls = uint16_t(r.classes_.size());
            r.classes_.push_back(set);
            i = j + 1;
        } else if (c == '\\') {
            if (i + 1 >= pattern.size())
                return bad(at, "a '\\' at the end");
            Bits sh;
            if (shorthand(pattern[i + 1], &sh)) {
                n.type = Type::Class;
                n.cls = uint16_t(r.classes_.size());
                r.classes_.push_back(sh);
            } else {
                const int x = escapedChar(pattern[i + 1]);
                if (x < 0)
                    return escapeError(pattern, at);
                n.type = Type::Char;
                n.c = char(x);
            }
            i += 2;
        } else {
            n.type = Type::Char;
            n.c = c;
            ++i;
        }
        r.nodes_.push_back(n);
        lastWasAtom = true;
    }
    if (!open.empty())
        return bad(pattern.size() - 1, "a '(' without ')'");
    return r;
}

bool RegexLite::matches(const Node& n, unsigned char c) const
{
    switch (n.type) {
    case Type::Char: return (unsigned char)n.c == c;
    case Type::Any: return c != '\n';
    case Type::Class: return hasBit(classes_[n.cls], c);
    default: return false;
    }
}

bool RegexLite::run(size_t ni, const char* p, State& s) const
{
    while (ni < nodes_.size()) {
        const Node& n = nodes_[ni];
        if (--s.budget < 0)
            return false;
        switch (n.type) {
        case Type::Open: {
            const char* saved = s.gb[n.group];
            s.gb[n.group] = p;
            if (run(ni + 1, p, s))
                return true;
            s.gb[n.group] = saved;
            return false;
        }
        case Type::Close: {
            const char* saved = s.ge[n.group];
            s.ge[n.group] = p;
            if (run(ni + 1, p, s))
                return true;
            s.ge[n.group] = saved;
            return false;
        }
        case Type::Bol:
            if (p != s.begin)
                return false;
            ++ni;
            continue;
        case Type::Eol:
            if (p != s.end)
                return false;
            ++ni;
            continue;
        default:
            break;
        }
        if (n.min == 1 && n.max == 1) {
            if (p < s.end && matches(n, (unsigned char)*p)) {
                ++p;
                ++ni;
                continue;
            }
            return false;
        }
        size_t k = 0;
        const size_t room = size_t(s.end - p);
        while (k < n.max && k < room && matches(n, (unsigned char)p[k]))
            ++k;
        s.budget -= long(k);
        if (k < n.min)
            return false;
        if (!n.lazy) {
            for (size_t t = k;; --t) {
                if (--s.budget < 0)
                    return false;
                if (run(ni + 1, p + t, s))
                    return true;
                if (t == n.min)
                    return false;
            }
        }
        for (size_t t = n.min; t <= k; ++t) {
            if (--s.budget < 0)
                return false;
            if (run(ni + 1, p + t, s))
                return true;
        }
        return false;
    }
    s.matchEnd = p;
    return true;
}

bool RegexLite::search(std::string_view text, size_t from, Match* m) const
{
    State s;
    s.begin = text.data();
    s.end = text.data() + text.size();
    const Node* first = nodes_.empty() ? nullptr : &nodes_.front();
    const bool anchored = first && first->type == Type::Bol;
    const bool literalStart = first && first->type == Type::Char && first->min >= 1;
    for (const char* at = s.begin + from; at <= s.end; ++at) {
        if (anchored && at != s.begin)
            return false;
        if (literalStart) {
            const void* hit = std::memchr(at, first->c, size_t(s.end - at));
            if (!hit)
                return false;
            at = static_cast<const char*>(hit);
        }
        s.gb.fill(nullptr);
        s.ge.fill(nullptr);
        if (run(0, at, s)) {
            m->begin = s.gb;
            m->end = s.ge;
            m->begin[0] = at;
            m->end[0] = s.matchEnd;
            for (int g = 1; g <= groups_; ++g)
                if (!m->end[size_t(g)])
                    m->begin[size_t(g)] = nullptr;
            return true;
        }
        if (s.budget < 0)
            return false;
    }
    return false;
}

} // namespace bw

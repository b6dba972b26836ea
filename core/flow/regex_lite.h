#pragma once
// The regular expressions extractions use: a small subset compiled once
// into a flat list of atoms and matched by bounded backtracking, with no
// allocation per search (std::regex allocates on every search and costs
// tens of microseconds on a page). Supported: literal characters; '.'
// (anything but a line feed); classes [a-z0-9_], [^"], with \d \w \s inside;
// \d \D \w \W \s \S \n \r \t and an escaped punctuation character;
// quantifiers * + ? {n} {n,} {n,m} after an atom, each greedy or lazy
// (a trailing '?'); capture groups ( ) and non-capturing (?: ), up to 9,
// which may nest but not be quantified; the anchors ^ (start of the text)
// and $ (its end). Refused with a reason: alternation '|', a quantified
// group, backreferences, lookaround, an unclosed bracket or group. A
// search gives up (no match) after a million steps, so no pattern can
// stall an engine thread. Qt-free; a compiled expression is read-only and
// shared by every thread.
#include "util/error.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bw {

class RegexLite {
public:
    static constexpr int kMaxGroups = 9;

    struct Match {
        // [0]: the whole match; [1..groups()]: each group (null when it did not take part)
        std::array<const char*, kMaxGroups + 1> begin{};
        std::array<const char*, kMaxGroups + 1> end{};
        std::string_view group(int i) const
        {
            return begin[size_t(i)] ? std::string_view(begin[size_t(i)], size_t(end[size_t(i)] - begin[size_t(i)])) : std::string_view();
        }
    };

    // The error's reason names the problem and its place ("alternation '|'
    // is not supported (at character 5)").
    static Result<RegexLite> compile(const std::string& pattern);

    int groups() const { return groups_; }
    const std::string& pattern() const { return pattern_; }
    // The first match in `text` starting at or after offset `from`. Any thread.
    bool search(std::string_view text, size_t from, Match* m) const;

private:
    enum class Type : uint8_t { Char, Any, Class, Open, Close, Bol, Eol };
    struct Node {
        Type type = Type::Char;
        uint8_t group = 0;          // Open, Close
        char c = 0;                 // Char
        uint16_t cls = 0;           // Class: index in classes_
        uint32_t min = 1, max = 1;  // repetitions of an atom
        bool lazy = false;
    };
    struct State;
    bool matches(const Node& n, unsigned char c) const;
    bool run(size_t node, const char* p, State& s) const;

    std::string pattern_;
    std::vector<Node> nodes_;
    std::vector<std::array<uint64_t, 4>> classes_;   // 256-bit sets
    int groups_ = 0;
};

} // namespace bw

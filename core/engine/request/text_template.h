#pragma once
// Text with {{name}} placeholders, split once into literal pieces and
// variable references, so a send only copies spans and writes the values
// (compiled_requests.h renders them). Qt-free; immutable once parsed.
#include "util/error.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace bw {

struct TemplatePart {
    // Literal text: [offset, offset + length) of TextTemplate::text.
    uint32_t offset = 0;
    uint32_t length = 0;
    // >= 0: the value of the set's variable with this index instead;
    // kBodyLength: the decimal length in bytes of the request's body (a
    // Content-Length the engine writes itself); kLiteral: the text above.
    // kCookieHeader: a flow user's "Cookie: ...\r\n" line, or nothing
    // (HTTP/1.1 only); kFlowVariable + k: a flow user's extracted variable k.
    int16_t variable = -1;
    static constexpr int16_t kLiteral = -1;
    static constexpr int16_t kBodyLength = -2;
    static constexpr int16_t kCookieHeader = -3;
    static constexpr int16_t kFlowVariable = 1000;
    bool drawn() const { return variable >= 0 && variable < kFlowVariable; }
    bool flowVariable() const { return variable >= kFlowVariable; }
    bool literal() const { return variable == kLiteral; }
};

struct TextTemplate {
    std::string text;                   // the literal pieces, back to back
    std::vector<TemplatePart> parts;    // in order

    // No variable and no body length: `text` is the whole value.
    bool fixed() const
    {
        for (const TemplatePart& p : parts)
            if (!p.literal())
                return false;
        return true;
    }
    void appendLiteral(std::string_view s);
    void appendVariable(int16_t variable);
    void append(const TextTemplate& other);
};

// Splits `source` at its {{name}} placeholders (spaces inside the braces are
// ignored). `lookup` gives a name's variable index, or -1 for a name it does
// not know. Errors (Plain, no field): an unknown {{name}}, an empty {{}}, a
// "{{" without "}}". Any thread.
Result<TextTemplate> parseTemplate(const std::string& source, const std::function<int(const std::string&)>& lookup);

// The {{name}} placeholders of `source` in order (duplicates kept), without
// checking them; for editors that list what a text uses.
std::vector<std::string> templateNames(const std::string& source);

// Whether `name` may name a variable: 1 to 64 of A-Z a-z 0-9 _ . -
bool validVariableName(const std::string& name);

} // namespace bw

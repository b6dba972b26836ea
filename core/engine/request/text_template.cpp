#include "text_template.h"

#include <algorithm>
#include <cctype>

namespace bw {

void TextTemplate::appendLiteral(std::string_view s)
{
    if (s.empty())
        return;
    if (!parts.empty() && parts.back().literal() && parts.back().offset + parts.back().length == text.size()) {
        parts.back().length += uint32_t(s.size());   // one span for adjacent literal text
    } else {
        parts.push_back({uint32_t(text.size()), uint32_t(s.size()), TemplatePart::kLiteral});
    }
    text.append(s);
}

void TextTemplate::appendVariable(int16_t variable) { parts.push_back({0, 0, variable}); }

void TextTemplate::append(const TextTemplate& other)
{
    for (const TemplatePart& p : other.parts) {
        if (p.literal())
            appendLiteral(std::string_view(other.text).substr(p.offset, p.length));
        else
            appendVariable(p.variable);
    }
}

namespace {

std::string trimmed(std::string_view s)
{
    const size_t from = s.find_first_not_of(" \t");
    if (from == std::string_view::npos)
        return {};
    const size_t to = s.find_last_not_of(" \t");
    return std::string(s.substr(from, to - from + 1));
}

} // namespace

Result<TextTemplate> parseTemplate(const std::string& source, const std::function<int(const std::string&)>& lookup)
{
    TextTemplate t;
    size_t at = 0;
    for (;;) {
        const size_t open = source.find("{{", at);
        if (open == std::string::npos) {
            t.appendLiteral(std::string_view(source).substr(at));
            return t;
        }
        t.appendLiteral(std::string_view(source).substr(at, open - at));
        const size_t close = source.find("}}", open + 2);
        if (close == std::string::npos)
            return Error(std::string(), "\"{{\" without a closing \"}}\" in \"" + source + "\"");
        const std::string name = trimmed(std::string_view(source).substr(open + 2, close - open - 2));
        if (name.empty())
            return Error(std::string(), "an empty {{}} in \"" + source + "\"");
        const int index = lookup(name);
        if (index < 0)
            return Error(std::string(), "unknown variable {{" + name + "}}");
        t.appendVariable(int16_t(index));
        at = close + 2;
    }
}

std::vector<std::string> templateNames(const std::string& source)
{
    std::vector<std::string> names;
    size_t at = 0;
    for (;;) {
        const size_t open = source.find("{{", at);
        if (open == std::string::npos)
            return names;
        const size_t close = source.find("}}", open + 2);
        if (close == std::string::npos)
            return names;
        names.push_back(trimmed(std::string_view(source).substr(open + 2, close - open - 2)));
        at = close + 2;
    }
}

bool validVariableName(const std::string& name)
{
    if (name.empty() || name.size() > 64)
        return false;
    return std::all_of(name.begin(), name.end(), [](unsigned char c) { return std::isalnum(c) || c == '_' || c == '.' || c == '-'; });
}

} // namespace bw

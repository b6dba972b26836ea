#include "header_field.h"

#include <cstdio>

namespace bw {

namespace {

bool tokenChar(unsigned char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    switch (c) {
    case '!': case '#': case '$': case '%': case '&': case '\'': case '*': case '+':
    case '-': case '.': case '^': case '_': case '`': case '|': case '~':
        return true;
    default:
        return false;
    }
}

// The character as the message shows it, the same in every language: ';'
// quoted, a space with its code, a control or non-ASCII byte by its code.
std::string shown(unsigned char c)
{
    char b[16];
    if (c == ' ')
        return "' ' (0x20)";
    if (c > 0x20 && c < 0x7f)
        std::snprintf(b, sizeof b, "'%c'", c);
    else
        std::snprintf(b, sizeof b, "0x%02X", unsigned(c));
    return b;
}

} // namespace

std::optional<Error> checkHeaderName(const std::string& name)
{
    if (name.empty())
        return Error(ErrorCode::HeaderNameEmpty, std::string());
    for (unsigned char c : name)
        if (!tokenChar(c))
            return Error(ErrorCode::HeaderNameInvalid, std::string(), {name, shown(c)});
    return std::nullopt;
}

} // namespace bw

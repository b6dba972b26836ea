#include "web_encoding.h"

#include <cctype>
#include <cstdint>

namespace bw {

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool escapeAt(const std::string& s, size_t i)
{
    return s[i] == '%' && i + 2 < s.size() && hexValue(s[i + 1]) >= 0 && hexValue(s[i + 2]) >= 0;
}

int base64Value(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+' || c == '-')
        return 62;
    if (c == '/' || c == '_')
        return 63;
    return -1;
}

// Standard or URL-safe base64, '=' padding optional; nullopt on any other byte.
std::optional<std::string> base64Decode(const std::string& text)
{
    std::string out;
    out.reserve(text.size() / 4 * 3 + 3);
    uint32_t acc = 0;
    int bits = 0;
    size_t end = text.size();
    while (end > 0 && text[end - 1] == '=')
        --end;
    if (text.size() - end > 2)
        return std::nullopt;
    for (size_t i = 0; i < end; ++i) {
        const int v = base64Value(text[i]);
        if (v < 0)
            return std::nullopt;
        acc = (acc << 6) | uint32_t(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.push_back(char((acc >> bits) & 0xff));
        }
    }
    if (end % 4 == 1)   // one character past a whole group holds no byte
        return std::nullopt;
    return out;
}

} // namespace

std::string percentDecode(const std::string& text, bool plusIsSpace)
{
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        if (escapeAt(text, i)) {
            out.push_back(char(hexValue(text[i + 1]) * 16 + hexValue(text[i + 2])));
            i += 2;
        } else if (plusIsSpace && text[i] == '+') {
            out.push_back(' ');
        } else {
            out.push_back(text[i]);
        }
    }
    return out;
}

std::string formEncode(const std::string& text)
{
    static const char hex[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(text.size() * 3 / 2);
    for (size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (std::isalnum(c) || c == '*' || c == '-' || c == '.' || c == '_') {
            out.push_back(char(c));
        } else if (c == ' ') {
            out.push_back('+');
        } else if (escapeAt(text, i)) {
            out.append(text, i, 3);
            i += 2;
        } else {
            out.push_back('%');
            out.push_back(hex[c >> 4]);
            out.push_back(hex[c & 15]);
        }
    }
    return out;
}

std::optional<DataUrl> decodeDataUrl(const std::string& url, std::string* why)
{
    auto fail = [&](const std::string& reason) -> std::optional<DataUrl> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    if (url.size() < 5 || (url.compare(0, 5, "data:") != 0 && url.compare(0, 5, "DATA:") != 0))
        return fail("not a data: URL");
    const size_t comma = url.find(',', 5);
    if (comma == std::string::npos)
        return fail("a data: URL without its ',' before the data");
    std::string meta = url.substr(5, comma - 5);
    bool base64 = false;
    const size_t semi = meta.rfind(';');
    if (semi != std::string::npos) {
        std::string last = meta.substr(semi + 1);
        for (char& c : last)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        if (last == "base64") {
            base64 = true;
            meta.resize(semi);
        }
    }
    DataUrl d;
    d.mediaType = meta.substr(0, meta.find(';'));
    const std::string data = percentDecode(url.substr(comma + 1), false);
    if (!base64) {
        d.bytes = data;
        return d;
    }
    auto bytes = base64Decode(data);
    if (!bytes)
        return fail("the data: URL's base64 does not decode");
    d.bytes = std::move(*bytes);
    return d;
}

} // namespace bw

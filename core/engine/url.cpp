#include "url.h"

#include <algorithm>
#include <cctype>

namespace bw {

std::string Url::hostHeader() const
{
    std::string h = ipv6Literal ? "[" + host + "]" : host;
    bool deflt = (scheme == "http" && port == 80) || (scheme == "https" && port == 443);
    if (!deflt)
        h += ":" + std::to_string(port);
    return h;
}

std::string Url::toString() const { return scheme + "://" + hostHeader() + target; }

Result<Url> parseUrl(const std::string& text)
{
    auto fail = [](ErrorCode code, std::vector<std::string> args = {}) -> Result<Url> {
        return Error(code, "url", std::move(args));
    };
    if (text.find_first_of(" \t\r\n") != std::string::npos)
        return fail(ErrorCode::UrlWhitespace, {text});
    auto sep = text.find("://");
    if (sep == std::string::npos || sep == 0)
        return fail(ErrorCode::UrlNoScheme, {text});
    Url u;
    u.scheme = text.substr(0, sep);
    std::transform(u.scheme.begin(), u.scheme.end(), u.scheme.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (u.scheme != "http" && u.scheme != "https")
        return fail(ErrorCode::UrlUnsupportedScheme, {u.scheme});
    std::string rest = text.substr(sep + 3);
    auto frag = rest.find('#');
    if (frag != std::string::npos)
        rest.resize(frag);
    auto pathPos = rest.find_first_of("/?");
    std::string authority = pathPos == std::string::npos ? rest : rest.substr(0, pathPos);
    u.target = pathPos == std::string::npos ? "/" : rest.substr(pathPos);
    if (u.target.empty() || u.target[0] == '?')
        u.target = "/" + u.target;
    if (authority.find('@') != std::string::npos)
        return fail(ErrorCode::UrlCredentials);
    if (authority.empty())
        return fail(ErrorCode::UrlNoHost, {text});
    std::string portText;
    if (authority[0] == '[') {
        auto close = authority.find(']');
        if (close == std::string::npos)
            return fail(ErrorCode::UrlUnterminatedIpv6, {text});
        u.host = authority.substr(1, close - 1);
        u.ipv6Literal = true;
        std::string after = authority.substr(close + 1);
        if (!after.empty()) {
            if (after[0] != ':')
                return fail(ErrorCode::UrlTextAfterIpv6, {after});
            portText = after.substr(1);
        }
    } else {
        auto colon = authority.rfind(':');
        if (colon != std::string::npos) {
            u.host = authority.substr(0, colon);
            portText = authority.substr(colon + 1);
        } else {
            u.host = authority;
        }
    }
    if (u.host.empty())
        return fail(ErrorCode::UrlNoHost, {text});
    if (!portText.empty()) {
        if (portText.size() > 5 || !std::all_of(portText.begin(), portText.end(), [](unsigned char c) { return std::isdigit(c); }))
            return fail(ErrorCode::UrlInvalidPort, {portText});
        int p = std::stoi(portText);
        if (p < 1 || p > 65535)
            return fail(ErrorCode::UrlPortOutOfRange, {portText});
        u.port = p;
    } else {
        u.port = u.scheme == "https" ? 443 : 80;
    }
    return u;
}

} // namespace bw

#include "target/readiness.h"

#include "engine/url.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace bw {

Readiness Readiness::tcp(std::string host, int port)
{
    Readiness r;
    r.kind = Kind::Tcp;
    r.host = std::move(host);
    r.port = port;
    return r;
}

Readiness Readiness::http(std::string url)
{
    Readiness r;
    r.kind = Kind::Http;
    r.url = std::move(url);
    return r;
}

Result<Readiness> parseReadiness(const std::string& text)
{
    auto fail = [&](ErrorCode code, std::vector<std::string> more = {}) {
        more.insert(more.begin(), text);
        return Error(code, std::string(), std::move(more));
    };
    std::string lower = text;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (lower.empty() || lower == "none")
        return Readiness::none();
    if (lower.rfind("https://", 0) == 0)
        return fail(ErrorCode::ReadinessHttps);
    if (lower.rfind("http://", 0) == 0) {
        auto url = parseUrl(text);
        if (!url) {
            Error e = url.error();
            e.field = "readiness URL";
            return e;
        }
        return Readiness::http(url->toString());
    }
    std::string rest;
    if (lower.rfind("tcp://", 0) == 0)
        rest = text.substr(6);
    else if (lower.rfind("tcp:", 0) == 0)
        rest = text.substr(4);
    else
        return fail(ErrorCode::ReadinessNotUnderstood);

    std::string host, portText;
    if (!rest.empty() && rest[0] == '[') {
        size_t close = rest.find(']');
        if (close == std::string::npos || close + 1 >= rest.size() || rest[close + 1] != ':')
            return fail(ErrorCode::ReadinessBadIpv6);
        host = rest.substr(1, close - 1);
        portText = rest.substr(close + 2);
    } else {
        size_t colon = rest.rfind(':');
        if (colon == std::string::npos)
            return fail(ErrorCode::ReadinessNoPort);
        host = rest.substr(0, colon);
        portText = rest.substr(colon + 1);
    }
    if (host.empty())
        return fail(ErrorCode::ReadinessNoHost);
    if (portText.empty() || portText.size() > 5
        || !std::all_of(portText.begin(), portText.end(), [](unsigned char c) { return std::isdigit(c); }))
        return fail(ErrorCode::ReadinessInvalidPort, {portText});
    int port = std::stoi(portText);
    if (port < 1 || port > 65535)
        return fail(ErrorCode::ReadinessPortOutOfRange, {portText});
    return Readiness::tcp(host, port);
}

std::string describeReadiness(const Readiness& r)
{
    switch (r.kind) {
    case Readiness::Kind::None:
        return "nothing";
    case Readiness::Kind::Tcp: {
        bool v6 = r.host.find(':') != std::string::npos;
        return "tcp " + (v6 ? "[" + r.host + "]" : r.host) + ":" + std::to_string(r.port);
    }
    case Readiness::Kind::Http:
        return r.url;
    }
    return {};
}

std::string formatSeconds(std::chrono::milliseconds d)
{
    const long long ms = d.count();
    char buf[32];
    if (ms % 1000 == 0)
        std::snprintf(buf, sizeof buf, "%lld s", ms / 1000);
    else if (ms % 100 == 0)
        std::snprintf(buf, sizeof buf, "%.1f s", double(ms) / 1000.0);
    else
        std::snprintf(buf, sizeof buf, "%.2f s", double(ms) / 1000.0);
    return buf;
}

} // namespace bw

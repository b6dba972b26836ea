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

bool parseReadiness(const std::string& text, Readiness* out, std::string* error)
{
    auto fail = [&](const std::string& why) {
        if (error)
            *error = why;
        return false;
    };
    std::string lower = text;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (lower.empty() || lower == "none") {
        *out = Readiness::none();
        return true;
    }
    if (lower.rfind("https://", 0) == 0)
        return fail("readiness URL '" + text + "' uses https; readiness probes speak plain HTTP, use http:// or tcp:HOST:PORT");
    if (lower.rfind("http://", 0) == 0) {
        auto url = parseUrl(text);
        if (!url)
            return fail("readiness URL: " + url.error().reason());
        *out = Readiness::http(url->toString());
        return true;
    }
    std::string rest;
    if (lower.rfind("tcp://", 0) == 0)
        rest = text.substr(6);
    else if (lower.rfind("tcp:", 0) == 0)
        rest = text.substr(4);
    else
        return fail("readiness '" + text + "' is not understood (expected none, tcp:HOST:PORT or http://HOST:PORT/PATH)");

    std::string host, portText;
    if (!rest.empty() && rest[0] == '[') {
        size_t close = rest.find(']');
        if (close == std::string::npos || close + 1 >= rest.size() || rest[close + 1] != ':')
            return fail("readiness '" + text + "': expected tcp:[IPv6]:PORT");
        host = rest.substr(1, close - 1);
        portText = rest.substr(close + 2);
    } else {
        size_t colon = rest.rfind(':');
        if (colon == std::string::npos)
            return fail("readiness '" + text + "' has no port (expected tcp:HOST:PORT)");
        host = rest.substr(0, colon);
        portText = rest.substr(colon + 1);
    }
    if (host.empty())
        return fail("readiness '" + text + "' has no host (expected tcp:HOST:PORT)");
    if (portText.empty() || portText.size() > 5
        || !std::all_of(portText.begin(), portText.end(), [](unsigned char c) { return std::isdigit(c); }))
        return fail("readiness '" + text + "': '" + portText + "' is not a port number");
    int port = std::stoi(portText);
    if (port < 1 || port > 65535)
        return fail("readiness '" + text + "': port " + portText + " is out of range (1-65535)");
    *out = Readiness::tcp(host, port);
    return true;
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

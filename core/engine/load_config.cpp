#include "load_config.h"

#include "url.h"

#include <algorithm>
#include <string>
#include <strings.h>
#include <thread>

namespace bw {

int LoadConfig::effectiveThreads() const
{
    int t = threads > 0 ? threads : int(std::max(1u, std::thread::hardware_concurrency()));
    int vus = connections;
    for (const auto& s : stages)
        vus = std::max(vus, int(s.target));
    if (rate > 0 || stages.empty())
        vus = connections;
    return std::max(1, std::min(t, std::max(1, vus)));
}

double LoadConfig::measuredSeconds() const
{
    if (stages.empty())
        return durationSec;
    double s = 0;
    for (const auto& st : stages)
        s += st.durationSec;
    return s;
}

std::optional<ConfigError> validateConfig(const LoadConfig& c)
{
    auto err = [](const char* f, std::string m) { return ConfigError{f, std::move(m)}; };
    if (c.url.empty())
        return err("url", "no URL given");
    std::string why;
    auto u = parseUrl(c.url, &why);
    if (!u)
        return err("url", why);
    if (c.connections < 1)
        return err("connections", "must be at least 1");
    if (c.connections > 1000000)
        return err("connections", "more than 1,000,000 connections");
    if (c.threads < 0)
        return err("threads", "must be at least 1 (or 0 for one per core)");
    if (c.requests == 0 && c.stages.empty() && !(c.durationSec > 0))
        return err("duration", "must be greater than zero");
    if (c.warmupSec < 0)
        return err("warmup", "must not be negative");
    if (c.rate < 0)
        return err("rate", "must not be negative");
    if (!(c.timeoutSec > 0))
        return err("timeout", "must be greater than zero");
    for (const auto& s : c.stages) {
        if (s.durationSec < 0 || s.target < 0)
            return err("stages", "a stage needs a non-negative duration and target");
    }
    if (c.method.empty() || c.method.find_first_of(" \r\n\t") != std::string::npos)
        return err("method", "not a valid HTTP method: '" + c.method + "'");
    for (const auto& h : c.headers) {
        if (h.name.empty() || h.name.find_first_of(" :\r\n\t") != std::string::npos)
            return err("header", "not a valid header name: '" + h.name + "'");
        if (h.value.find_first_of("\r\n") != std::string::npos)
            return err("header", "header value contains a line break: '" + h.name + "'");
        // The server frames the body by this header: a wrong one makes it read
        // the rest of the body as the next request while every response looks fine.
        if (strcasecmp(h.name.c_str(), "content-length") == 0) {
            const size_t from = h.value.find_first_not_of(" \t"), to = h.value.find_last_not_of(" \t");
            const std::string given = from == std::string::npos ? std::string() : h.value.substr(from, to - from + 1);
            if (given != std::to_string(c.body.size()))
                return err("header", "'Content-Length: " + given + "' disagrees with the body, which is "
                                         + std::to_string(c.body.size()) + " bytes; leave the header out (Benchwork sets it)");
        }
    }
    if (c.engine == EngineKind::Native) {
        if (u->scheme != "http")
            return err("engine", "the native engine speaks plain http:// only; use --engine curl for " + u->scheme);
        if (c.http2)
            return err("engine", "the native engine speaks HTTP/1.1 only; use --engine curl for HTTP/2");
        if (!c.proxy.empty())
            return err("engine", "the native engine does not use proxies; use --engine curl");
    }
    return std::nullopt;
}

const char* engineKindName(EngineKind k)
{
    switch (k) {
    case EngineKind::Native: return "native";
    case EngineKind::Curl: return "curl";
    default: return "auto";
    }
}

std::optional<EngineKind> parseEngineKind(const std::string& s)
{
    if (s == "auto") return EngineKind::Auto;
    if (s == "native") return EngineKind::Native;
    if (s == "curl") return EngineKind::Curl;
    return std::nullopt;
}

} // namespace bw

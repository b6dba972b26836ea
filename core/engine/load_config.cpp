#include "load_config.h"

#include "url.h"

#include "platform/cpu_affinity.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <strings.h>

namespace bw {

bool http3Available()
{
#ifdef BENCHWORK_HTTP3
    return true;
#else
    return false;
#endif
}

bool validTlsMinVersion(const std::string& v) { return v.empty() || v == "1.2" || v == "1.3"; }

int LoadConfig::effectiveThreads() const
{
    // Default: the CPUs we may run on (nproc), not the machine's: under
    // taskset -c 0 two threads would only queue for the one CPU.
    int t = threads > 0 ? threads : !pinCpus.empty() ? int(pinCpus.size()) : usableCpuCount();
    return std::max(1, std::min(t, std::max(1, vuSlots())));
}

int LoadConfig::vuSlots() const
{
    if (rate > 0)
        return connections;
    int vus = std::max(connections, maxVus);
    for (const auto& s : stages)
        vus = std::max(vus, int(s.target + 0.5));
    return vus;
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

int defaultLiveMaxVus(const LoadConfig& c)
{
    if (c.rate > 0)
        return 0;
    LoadConfig planned = c;
    planned.maxVus = 0;
    const int64_t peak = planned.vuSlots();
    return int(std::clamp<int64_t>(4 * peak, 1000, kMaxVus));
}

namespace {

bool tooLong(double sec) { return !std::isfinite(sec) || sec > kMaxDurationSec; }

} // namespace

std::optional<Error> stagesLengthProblem(const std::vector<RampStage>& stages)
{
    double total = 0;
    for (const RampStage& s : stages)
        total += s.durationSec;
    if (tooLong(total))
        return Error(ErrorCode::DurationTooLong, "stages", {formatDurationSec(total), kMaxDurationText});
    if (!(total > 0))
        return Error(ErrorCode::StagesLastNoTime, "stages");
    return std::nullopt;
}

std::optional<Error> validateConfig(const LoadConfig& c)
{
    auto err = [](ErrorCode code, const char* field, std::vector<std::string> args = {}) {
        return Error(code, field, std::move(args));
    };
    if (c.url.empty())
        return err(ErrorCode::UrlMissing, "url");
    auto u = parseUrl(c.url);
    if (!u)
        return u.error();
    if (c.connections < 1)
        return err(ErrorCode::ConnectionsTooFew, "connections");
    if (c.connections > 1000000)
        return err(ErrorCode::ConnectionsTooMany, "connections");
    if (c.threads < 0)
        return err(ErrorCode::ThreadsNegative, "threads");
    if (c.requests == 0 && c.stages.empty() && !(c.durationSec > 0))
        return err(ErrorCode::DurationNotPositive, "duration");
    if (c.warmupSec < 0)
        return err(ErrorCode::WarmupNegative, "warmup");
    if (c.rate < 0)
        return err(ErrorCode::RateNegative, "rate");
    if (c.rate > kMaxRate)
        return err(ErrorCode::RateTooHigh, "rate", {formatCount(c.rate), formatCount(kMaxRate)});
    if (!(c.timeoutSec > 0))
        return err(ErrorCode::TimeoutNotPositive, "timeout");
    // Longer than the one duration grammar takes (a window field, a stored
    // config): refused here too, before the engine turns it into nanoseconds.
    const std::pair<const char*, double> lengths[] = {
        {"duration", c.durationSec}, {"warmup", c.warmupSec}, {"timeout", c.timeoutSec}, {"max-duration", c.maxDurationSec}};
    for (const auto& [field, sec] : lengths)
        if (tooLong(sec))
            return err(ErrorCode::DurationTooLong, field, {formatDurationSec(sec), kMaxDurationText});
    for (const auto& s : c.stages) {
        if (s.durationSec < 0 || s.target < 0)
            return err(ErrorCode::StageNegative, "stages");
        if (!(c.rate > 0) && s.target > kMaxVus)
            return err(ErrorCode::StageTooManyVus, "stages", {std::to_string(kMaxVus), std::to_string(int64_t(s.target))});
        if (c.rate > 0 && s.target > kMaxRate)
            return err(ErrorCode::RateTooHigh, "stages", {formatCount(s.target), formatCount(kMaxRate)});
    }
    if (!c.stages.empty())
        if (auto e = stagesLengthProblem(c.stages); e && (c.requests == 0 || e->code == ErrorCode::DurationTooLong))
            return e;
    if (c.maxVus < 0 || c.maxVus > kMaxVus)
        return err(ErrorCode::MaxVusOutOfRange, "max-vus", {std::to_string(c.maxVus), std::to_string(kMaxVus)});
    if (c.method.empty() || c.method.find_first_of(" \r\n\t") != std::string::npos)
        return err(ErrorCode::MethodInvalid, "method", {c.method});
    for (const auto& h : c.headers) {
        if (auto bad = checkHeaderName(h.name)) {
            bad->field = "header";
            return bad;
        }
        if (h.value.find_first_of("\r\n") != std::string::npos)
            return err(ErrorCode::HeaderValueLineBreak, "header", {h.name});
        // The server frames the body by this header: a wrong one makes it read
        // the rest of the body as the next request while every response looks fine.
        if (strcasecmp(h.name.c_str(), "content-length") == 0) {
            const size_t from = h.value.find_first_not_of(" \t"), to = h.value.find_last_not_of(" \t");
            const std::string given = from == std::string::npos ? std::string() : h.value.substr(from, to - from + 1);
            if (given != std::to_string(c.body.size()))
                return err(ErrorCode::ContentLengthMismatch, "header", {given, std::to_string(c.body.size())});
        }
    }
    if (!validTlsMinVersion(c.tlsMin))
        return err(ErrorCode::TlsMinInvalid, "tls-min", {c.tlsMin});
    if (c.engine == EngineKind::Native && !c.proxy.empty())
        return err(ErrorCode::NativeNoProxy, "engine");
    if (c.streams < 1 || c.streams > kMaxStreams)
        return err(ErrorCode::StreamsOutOfRange, "streams", {std::to_string(c.streams), std::to_string(kMaxStreams)});
    // HTTP/3 runs on the native transport alone, over QUIC, which is always
    // TLS; never beside --http2 (the run would not say which it measured).
    if (c.http3) {
        if (!http3Available())
            return err(ErrorCode::Http3NotBuilt, "http3");
        if (c.http2)
            return err(ErrorCode::Http2AndHttp3, "http3");
        if (u->scheme != "https")
            return err(ErrorCode::Http3NeedsHttps, "http3");
        if (c.engine == EngineKind::Curl || !c.proxy.empty())
            return err(ErrorCode::Http3NeedsNative, "http3");
    }
    // --streams (HTTP/2, HTTP/3) and --h2-window (HTTP/2) are the native
    // transports': libcurl multiplexes and sizes its windows as it likes.
    const bool streamsSet = c.streams > 1, windowSet = c.h2WindowBytes != 0;
    if (streamsSet && !c.http2 && !c.http3)
        return err(ErrorCode::StreamsNeedMultiplexing, "streams");
    if (windowSet && !c.http2)
        return err(ErrorCode::Http2SettingNeedsHttp2, "h2-window");
    if ((streamsSet || windowSet) && (c.engine == EngineKind::Curl || !c.proxy.empty()))
        return err(ErrorCode::Http2SettingNeedsNative, streamsSet ? "streams" : "h2-window");
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

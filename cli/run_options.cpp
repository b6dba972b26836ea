#include "cli/run_options.h"

#include "target/attach.h"
#include "target/cpu_list.h"
#include "target/launch_spec.h"
#include "target/readiness.h"
#include "target/size_parse.h"
#include "engine/stage_list.h"
#include "link/link_profile.h"
#include "run/split_plan.h"
#include "util/command_line.h"
#include "util/units.h"

#include <fstream>
#include <sstream>

namespace bwcli {

std::vector<bw::OptionSpec> loadOptionSpecs()
{
    return {
        {"connections", 'c', true, "N", "virtual users = concurrent connections (default 50)"},
        {"threads", 't', true, "N", "engine threads (default: one per CPU this process may use, as nproc counts them; at most N connections)"},
        {"duration", 'd', true, "D", "measured duration, e.g. 30s, 2m (default 10s)"},
        {"warmup", 'w', true, "D", "warmup before measuring: requests run, nothing counted (default 0)"},
        {"requests", 'n', true, "N", "send exactly N measured requests instead of a duration"},
        {"rate", 'R', true, "N", "open model: fixed total rate in requests/s (latency from intended send time)"},
        {"stages", 0, true, "D:T,...", "ramp the load in stages, as k6's: over each duration D move linearly to target T, "
                                       "e.g. 30s:100,1m:100,10s:0 (VUs from -c; requests/s from --rate); replaces --duration"},
        {"max-vus", 0, true, "N", "closed model: room for live changes, the most VUs the run may be raised to "
                                  "(default with --control: 4x the planned peak, at least 1000)"},
        {"method", 'm', true, "M", "HTTP method (default GET)"},
        {"header", 'H', true, "'K: V'", "request header, repeatable", true},
        {"body", 'b', true, "S", "request body"},
        {"body-file", 0, true, "FILE", "request body from a file"},
        {"timeout", 0, true, "D", "per-request timeout (default 10s)"},
        {"spin", 0, true, "D", "with --rate: poll without sleeping this long before each due send, e.g. 50us (at most 1ms; costs CPU); auto (the default): as long as the timer wakes late, within 2% of the engine thread's time; 0: never"},
        {"split", 0, true, "S:C", "keep a launched target and the engine on CPUs of their own: S for the server, C for "
                                  "the client's threads, e.g. 2:2 (Linux); auto (the default): from 4 CPUs on, by the "
                                  "thread count or the target's --cpus; off: both share every CPU"},
        {"link", 0, true, "PROFILE", "send the traffic through a shaping link to the target: lan, wifi, wifi-poor, lte, "
                                     "intercontinental, or figures rtt=40ms,jitter=10ms,rate=50mbit,loss=0.5%,queue=256K "
                                     "(a profile then figures to change); local (the default): none"},
        {"http2", 0, false, "", "use HTTP/2: h2c (prior knowledge) on http://, h2 by ALPN on https://"},
        {"http3", 0, false, "", "use HTTP/3 over QUIC (https:// only; native engine)"},
        {"streams", 0, true, "N", "HTTP/2, HTTP/3: concurrent streams per connection, like h2load's -m (default 1)"},
        {"h2-window", 0, true, "SIZE", "HTTP/2: our receive window per stream and connection, e.g. 64K (default 2G-1: never limits)"},
        {"insecure", 'k', false, "", "do not verify TLS certificates"},
        {"tls-min", 0, true, "V", "lowest TLS version: 1.2 (default) or 1.3"},
        {"proxy", 0, true, "URL", "send through a proxy (libcurl engine)"},
        {"engine", 0, true, "E", "native | curl | auto (default auto: native unless --proxy)"},
        {"slo-rps", 0, true, "N", "SLO: requests/s floor"},
        {"slo-p99", 0, true, "D", "SLO: p99 latency ceiling, e.g. 5ms"},
        {"slo-errors", 0, true, "PCT", "SLO: error-rate ceiling in percent"},
    };
}

std::vector<bw::OptionSpec> targetOptionSpecs()
{
    return {
        {"demo", 0, false, "", "start the built-in demo target and load it (PATH defaults to /json)"},
        {"documents", 0, true, "N", "demo target: documents in its database (default 300)"},
        {"launch", 0, true, "'CMD ...'", "start this server command (no shell) and load URL once it is ready"},
        {"shell", 0, false, "", "run the --launch command through /bin/sh -c"},
        {"cwd", 0, true, "DIR", "working directory of the launched command"},
        {"env", 'e', true, "K=V", "environment variable for the launched command, repeatable", true},
        {"ready-url", 0, true, "URL", "launched command is ready when URL answers 200 (default: its port accepts)"},
        {"ready-timeout", 0, true, "D", "how long to wait for readiness (default 10s)"},
        {"cpus", 0, true, "LIST", "pin the launched target to these CPUs, e.g. 0 or 0,1 (Linux)"},
        {"cpu-quota", 0, true, "N", "limit the launched target to N CPUs' worth of time, like docker --cpus (Linux cgroup)"},
        {"memory", 0, true, "SIZE", "memory limit of the launched target, like docker -m, e.g. 512M (Linux cgroup)"},
        {"address-space-limit", 0, true, "SIZE", "address-space limit (RLIMIT_AS) of the launched target (Linux)"},
        {"target-log", 0, true, "FILE", "where the launched target's output goes (default: a temp file)"},
        {"pid", 0, true, "N", "monitor this running process as the target (never signalled)"},
        {"container", 0, true, "NAME", "monitor this docker/podman container (alone, or the one --launch starts)"},
    };
}

namespace {

// The error of option `opt` ("" for the command line as a whole): an English
// sentence, or a parser's coded reason placed at the option.
bw::Error optionError(const std::string& opt, const std::string& message)
{
    return bw::Error(opt.empty() ? std::string() : "--" + opt, message);
}

bw::Error optionError(const std::string& opt, bw::Error reason)
{
    // A reason that names itself ("readiness URL: ...") keeps that name.
    if (!reason.field.empty())
        return optionError(opt, reason.text());
    reason.field = "--" + opt;
    return reason;
}

} // namespace

std::optional<bw::Error> targetSpecFromArgs(const bw::OptionParser& p, const std::vector<std::string>& positional,
                                            bw::TargetSpec* spec, bw::LoadConfig* cfg)
{
    auto bad = [](const std::string& opt, const auto& m) -> std::optional<bw::Error> { return optionError(opt, m); };
    int kinds = int(p.has("demo")) + int(p.has("launch")) + int(p.has("pid"))
        + int(p.has("container") && !p.has("launch"));
    if (kinds > 1)
        return bad("", "give only one of --demo, --launch, --pid and --container (--container may go with --launch)");
    if (positional.size() > 1)
        return bad("", "more than one URL given: '" + positional[0] + "', '" + positional[1] + "'");
    if (p.has("demo")) {
        spec->kind = bw::TargetSpec::Kind::Demo;
        if (!positional.empty()) {
            const std::string& path = positional[0];
            if (path.find("://") != std::string::npos)
                return bad("demo", "expects a path such as /json, not a URL: '" + path + "'");
            spec->demoPath = path[0] == '/' ? path : "/" + path;
        }
        if (p.has("documents")) {
            auto n = bw::parseCount(p.value("documents"));
            if (!n)
                return bad("documents", n.error());
            if (*n == 0 || *n > 10'000'000)
                return bad("documents", "out of range");
            spec->demoDocuments = int(*n);
        }
    } else {
        if (positional.empty())
            return bad("", "no URL given (or use --demo to load the built-in demo target)");
        cfg->url = positional[0];
    }
    if (p.has("launch")) {
        spec->kind = bw::TargetSpec::Kind::Launch;
        if (p.has("shell")) {
            spec->launch.argv = {p.value("launch")};
            spec->launch.shell = true;
        } else {
            auto argv = bw::splitCommandLine(p.value("launch"));
            if (!argv)
                return bad("launch", argv.error().reason());
            spec->launch.argv = *argv;
        }
        spec->launch.workingDir = p.value("cwd");
        for (const auto& kv : p.values("env")) {
            if (auto e = bw::addEnvironmentEntry(kv, &spec->launch.env))
                return bad("env", e->reason());
        }
        if (p.has("ready-url")) {
            auto readiness = bw::parseReadiness(p.value("ready-url"));
            if (!readiness)
                return bad("ready-url", readiness.error());
            spec->launch.readiness = *readiness;
        }
    } else {
        for (const char* o : {"shell", "cwd", "env", "ready-url"})
            if (p.has(o))
                return bad(o, "only applies with --launch");
    }
    if (p.has("ready-timeout")) {
        auto v = bw::parseDuration(p.value("ready-timeout"));
        if (!v)
            return bad("ready-timeout", v.error());
        if (!(*v > 0))
            return bad("ready-timeout", "must be greater than zero");
        spec->launch.readyTimeout = std::chrono::milliseconds(int64_t(*v * 1000));
    }
    for (const char* o : {"cpus", "cpu-quota", "memory", "address-space-limit", "target-log"}) {
        if (p.has(o) && spec->kind != bw::TargetSpec::Kind::Launch && spec->kind != bw::TargetSpec::Kind::Demo)
            return bad(o, "only applies with --launch or --demo");
        if (p.has(o) && p.has("container") && std::string(o) != "target-log")
            return bad(o, "does not apply to a container: give the limit to the container itself (docker run --cpus, -m)");
    }
    if (p.has("cpu-quota")) {
        auto quota = bw::parseCpuQuota(p.value("cpu-quota"));
        if (!quota)
            return bad("cpu-quota", quota.error());
        spec->launch.cpuQuota = *quota;
    }
    if (p.has("address-space-limit")) {
        auto bytes = bw::parseMemorySize(p.value("address-space-limit"));
        if (!bytes)
            return bad("address-space-limit", bytes.error());
        spec->launch.addressSpaceLimitBytes = *bytes;
    }
    if (p.has("cpus")) {
        auto cpus = bw::parseCpuList(p.value("cpus"));
        if (!cpus)
            return bad("cpus", cpus.error());
        spec->launch.cpus = *cpus;
        spec->demoCpus = spec->launch.cpus;
    }
    if (p.has("memory")) {
        auto bytes = bw::parseMemorySize(p.value("memory"));
        if (!bytes)
            return bad("memory", bytes.error());
        spec->launch.memoryLimitBytes = *bytes;
    }
    spec->launch.logPath = p.value("target-log");
    if (p.has("pid")) {
        spec->kind = bw::TargetSpec::Kind::Attach;
        auto pid = bw::parsePid(p.value("pid"));
        if (!pid)
            return bad("pid", pid.error());
        spec->pid = *pid;
    }
    if (p.has("container")) {
        if (p.value("container").empty())
            return bad("container", "expects a container name or id");
        if (spec->kind != bw::TargetSpec::Kind::Launch)
            spec->kind = bw::TargetSpec::Kind::Attach;
        spec->container = p.value("container");
    }
    return std::nullopt;
}

std::optional<bw::Error> loadConfigFromArgs(const bw::OptionParser& p, bw::LoadConfig* cfg, bw::Slo* slo)
{
    auto bad = [](const std::string& opt, const auto& m) -> std::optional<bw::Error> { return optionError(opt, m); };
    auto intOpt = [&](const char* name, int* out, int min) -> std::optional<bw::Error> {
        if (!p.has(name))
            return std::nullopt;
        auto v = bw::parseCount(p.value(name));
        if (!v)
            return bad(name, v.error());
        if (*v < uint64_t(min) || *v > 10'000'000)
            return bad(name, "out of range: " + p.value(name));
        *out = int(*v);
        return std::nullopt;
    };
    auto durOpt = [&](const char* name, double* out) -> std::optional<bw::Error> {
        if (!p.has(name))
            return std::nullopt;
        auto v = bw::parseDuration(p.value(name));
        if (!v)
            return bad(name, v.error());
        *out = *v;
        return std::nullopt;
    };
    if (auto e = intOpt("connections", &cfg->connections, 1))
        return e;
    if (auto e = intOpt("threads", &cfg->threads, 1))
        return e;
    if (auto e = durOpt("duration", &cfg->durationSec))
        return e;
    if (auto e = durOpt("warmup", &cfg->warmupSec))
        return e;
    if (auto e = durOpt("timeout", &cfg->timeoutSec))
        return e;
    if (p.has("duration") && !(cfg->durationSec > 0))
        return bad("duration", "must be greater than zero");
    if (p.has("timeout") && !(cfg->timeoutSec > 0))
        return bad("timeout", "must be greater than zero");
    if (p.has("spin")) {
        if (!p.has("rate"))
            return bad("spin", "only with --rate: it spins before the fixed rate's due sends");
        if (p.value("spin") == "auto") {
            cfg->spinAuto = true;
            cfg->spinUs = 0;
        } else {
            auto v = bw::parseDuration(p.value("spin"));
            if (!v)
                return bad("spin", v.error());
            if (*v * 1e6 > bw::kMaxSpinUs)
                return bad("spin", "at most 1ms: a longer spin only burns CPU");
            cfg->spinUs = *v * 1e6;
            cfg->spinAuto = false;   // a fixed margin, or 0: none
        }
    }
    if (p.has("split")) {
        auto split = bw::parseSplit(p.value("split"));
        if (!split)
            return bad("split", split.error());
        cfg->split = bw::formatSplit(*split);
    }
    if (p.has("link")) {
        auto link = bw::parseLinkProfile(p.value("link"));
        if (!link)
            return bad("link", link.error());
        cfg->link = bw::formatLinkProfile(*link);
    }
    if (p.has("requests")) {
        auto v = bw::parseCount(p.value("requests"));
        if (!v)
            return bad("requests", v.error());
        if (*v == 0)
            return bad("requests", "must be at least 1");
        cfg->requests = *v;
    }
    if (p.has("rate")) {
        auto v = bw::parseCount(p.value("rate"));
        if (!v)
            return bad("rate", v.error());
        if (*v == 0)
            return bad("rate", "must be at least 1");
        if (double(*v) > bw::kMaxRate)
            return bad("rate", bw::Error(bw::ErrorCode::RateTooHigh, std::string(), {p.value("rate"), bw::formatCount(bw::kMaxRate)}));
        cfg->rate = double(*v);
    }
    if (p.has("stages")) {
        // as in suites: the stages set the length, and a count runs at one level
        if (p.has("duration"))
            return bad("stages", "give either --stages or --duration: the stages set how long the run measures");
        if (p.has("requests"))
            return bad("stages", "give either --stages or --requests: a request count runs at one level");
        auto stages = bw::parseStageList(p.value("stages"));
        if (!stages)
            return bad("stages", stages.error());
        cfg->stages = *stages;
        cfg->durationSec = 0;
        for (const bw::RampStage& s : cfg->stages)
            if (cfg->rate > 0 && s.target > bw::kMaxRate)
                return bad("stages", bw::Error(bw::ErrorCode::RateTooHigh, std::string(),
                                               {bw::formatCount(s.target), bw::formatCount(bw::kMaxRate)}));
        if (!(cfg->rate > 0))
            for (const bw::RampStage& s : cfg->stages)
                if (s.target > bw::kMaxVus)
                    return bad("stages", bw::Error(bw::ErrorCode::StageTooManyVus, std::string(),
                                                   {std::to_string(bw::kMaxVus), std::to_string(int64_t(s.target))})
                                                 .reason()
                                             + " (to ramp requests/s, give the starting rate with --rate)");
    }
    if (p.has("max-vus")) {
        if (cfg->rate > 0)
            return bad("max-vus", "only in the closed model: with --rate the connections are fixed (steer the rate instead)");
        auto v = bw::parseCount(p.value("max-vus"));
        if (!v)
            return bad("max-vus", v.error());
        bw::LoadConfig planned = *cfg;
        planned.maxVus = 0;
        if (*v > uint64_t(bw::kMaxVus) || *v < uint64_t(planned.vuSlots()))
            return bad("max-vus", p.value("max-vus") + " VUs: must be " + std::to_string(planned.vuSlots())
                                      + " (the run's own peak) to " + std::to_string(bw::kMaxVus));
        cfg->maxVus = int(*v);
    }
    if (p.has("method")) {
        cfg->method = p.value("method");
        for (auto& ch : cfg->method)
            ch = char(std::toupper(static_cast<unsigned char>(ch)));
    }
    for (const auto& h : p.values("header")) {
        auto colon = h.find(':');
        if (colon == std::string::npos || colon == 0)
            return bad("header", "expected 'Name: value', got '" + h + "'");
        std::string name = h.substr(0, colon), value = h.substr(colon + 1);
        while (!value.empty() && value.front() == ' ')
            value.erase(value.begin());
        if (auto e = bw::checkHeaderName(name))
            return bad("header", *e);
        cfg->headers.push_back({name, value});
    }
    if (p.has("body") && p.has("body-file"))
        return bad("body-file", "give either --body or --body-file, not both");
    if (p.has("body"))
        cfg->body = p.value("body");
    if (p.has("body-file")) {
        std::ifstream in(p.value("body-file"), std::ios::binary);
        if (!in)
            return bad("body-file", "cannot read '" + p.value("body-file") + "'");
        std::stringstream ss;
        ss << in.rdbuf();
        cfg->body = ss.str();
    }
    if ((p.has("body") || p.has("body-file")) && !p.has("method"))
        cfg->method = "POST";
    cfg->http2 = p.has("http2");
    cfg->http3 = p.has("http3");
    if (p.has("streams")) {
        auto v = bw::parseCount(p.value("streams"));
        if (!v)
            return bad("streams", v.error());
        if (*v == 0 || *v > uint64_t(bw::kMaxStreams))
            return bad("streams", "must be 1 to " + std::to_string(bw::kMaxStreams));
        cfg->streams = int(*v);
    }
    if (p.has("h2-window")) {
        auto v = bw::parseMemorySize(p.value("h2-window"));
        if (!v)
            return bad("h2-window", v.error());
        if (*v > bw::kMaxH2Window)
            return bad("h2-window", "at most 2147483647 bytes (2^31-1), the largest HTTP/2 window");
        cfg->h2WindowBytes = uint32_t(*v);
    }
    cfg->insecure = p.has("insecure");
    cfg->tlsMin = p.value("tls-min");
    if (!bw::validTlsMinVersion(cfg->tlsMin))
        return bad("tls-min", "expected 1.2 or 1.3, got '" + cfg->tlsMin + "'");
    cfg->proxy = p.value("proxy");
    if (p.has("engine")) {
        auto k = bw::parseEngineKind(p.value("engine"));
        if (!k)
            return bad("engine", "expected native, curl or auto, got '" + p.value("engine") + "'");
        cfg->engine = *k;
    }
    if (p.has("slo-rps")) {
        auto v = bw::parseCount(p.value("slo-rps"));
        if (!v)
            return bad("slo-rps", v.error());
        if (*v == 0)
            return bad("slo-rps", "must be at least 1");
        slo->minRps = double(*v);
    }
    if (p.has("slo-p99")) {
        auto v = bw::parseDuration(p.value("slo-p99"));
        if (!v)
            return bad("slo-p99", v.error());
        if (!(*v > 0))
            return bad("slo-p99", "must be greater than zero");
        slo->maxP99Us = *v * 1e6;
    }
    if (p.has("slo-errors")) {
        auto pct = bw::parseDecimal(p.value("slo-errors"));
        if (!pct || *pct > 100)
            return bad("slo-errors", "expected a percentage between 0 and 100, got '" + p.value("slo-errors") + "'");
        slo->maxErrorRate = *pct / 100.0;
    }
    return std::nullopt;
}

} // namespace bwcli

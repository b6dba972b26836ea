#include "engine.h"

#include "engine/curl/curl_transport.h"
#include "engine/http2/h2_transport.h"
#include "engine/http1/http1_transport.h"
#ifdef BENCHWORK_HTTP3
#include "engine/http3/h3_transport.h"
#endif
#include "engine/net/udp_socket.h"
#include "engine/loop/mono_clock.h"
#include "engine/http1/request_builder.h"
#include "engine/loop/entry_results.h"
#include "engine/loop/run_collector.h"
#include "engine/url.h"
#include "engine/loop/load_steering.h"
#include "engine/loop/open_pacer.h"
#include "engine/loop/worker_loop.h"
#include "platform/cpu_affinity.h"
#include "platform/timer_slack.h"
#include "result/client_health.h"
#include "result/run_outcome.h"

#include <arpa/inet.h>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <curl/curl.h>
#include <mutex>
#include <netdb.h>
#include <random>
#include <sys/resource.h>
#include <thread>

namespace bw {

const char* phaseName(Phase p)
{
    switch (p) {
    case Phase::Idle: return "idle";
    case Phase::Warmup: return "warmup";
    case Phase::Measured: return "measured";
    case Phase::Finished: return "finished";
    }
    return "idle";
}

namespace {

std::once_flag curlInitOnce;

// Raises the soft open-file limit to what `needed` descriptors take, if the
// hard limit allows. Returns the error (for `connections` virtual users) when
// it cannot.
std::optional<Error> ensureFileLimit(uint64_t needed, int connections)
{
    rlimit rl{};
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
        return std::nullopt;
    if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur >= needed)
        return std::nullopt;
    if (rl.rlim_cur == RLIM_INFINITY)
        return std::nullopt;
    rlimit want = rl;
    want.rlim_cur = (rl.rlim_max == RLIM_INFINITY || rl.rlim_max >= needed) ? needed : rl.rlim_max;
    if (setrlimit(RLIMIT_NOFILE, &want) == 0 && want.rlim_cur >= needed)
        return std::nullopt;
    return Error(ErrorCode::FileLimitTooLow, "connections",
                 {std::to_string(connections), std::to_string(needed), std::to_string(rl.rlim_cur),
                  rl.rlim_max == RLIM_INFINITY ? std::string("unlimited") : std::to_string(rl.rlim_max)});
}

} // namespace

struct Engine::Impl {
    LoadConfig cfg;
    Url url;
    bool useNative = true;
    bool prepared = false;
    NativeTarget native;
    std::shared_ptr<const CompiledRequests> requests;   // the request set (null: none)
    int threads = 1;
    std::unique_ptr<RunPlan> plan;
    std::vector<std::unique_ptr<SnapshotRing>> rings;
    std::vector<std::unique_ptr<WorkerLoop>> workers;
    std::vector<std::thread> threadsRun;
    std::thread collectorThread;
    std::unique_ptr<RunCollector> collector;
    std::unique_ptr<LoadSteering> steering;   // set before `started`

    mutable std::mutex mutex;          // guards finished, result, stop status
    std::condition_variable finishedCv;
    bool started = false;
    bool finished = false;
    RunStatus stopStatus = RunStatus::Complete;
    std::string stopMessage;
    bool stopRequested = false;
    std::string pinProblem;            // guarded by mutex
    RunResult result;
    std::function<void(RunResult&)> finisher;

    std::optional<Error> prepare()
    {
        if (auto e = validateConfig(cfg))
            return e;
        url = *parseUrl(cfg.url);
        if (!cfg.mix.empty()) {
            // A set without a seed gets one now; the result records it, so
            // the run can be made again.
            if (!cfg.mix.seedSet) {
                cfg.mix.seed = std::random_device{}() ^ (uint64_t(std::random_device{}()) << 21);
                cfg.mix.seed &= kMaxRequestSeed;
                cfg.mix.seedSet = true;
            }
            auto compiled = compileRequestSet(cfg);
            if (!compiled)
                return compiled.error();
            requests = *compiled;
        }
        std::call_once(curlInitOnce, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
        switch (cfg.engine) {
        case EngineKind::Native: useNative = true; break;
        case EngineKind::Curl: useNative = false; break;
        // native for http:// and https:// (OpenSSL), HTTP/1.1 and HTTP/2;
        // libcurl for proxies
        case EngineKind::Auto: useNative = cfg.proxy.empty(); break;
        }
        if (useNative || cfg.proxy.empty()) {
            addrinfo hints{};
            hints.ai_family = AF_UNSPEC;
            hints.ai_socktype = SOCK_STREAM;
            addrinfo* res = nullptr;
            // A shaping link (connectTo "127.0.0.1:PORT") stands in for the
            // URL's address; Host, SNI and the certificate stay the URL's.
            std::string host = url.host, port = std::to_string(url.port);
            if (const auto colon = cfg.connectTo.rfind(':'); colon != std::string::npos) {
                host = cfg.connectTo.substr(0, colon);
                port = cfg.connectTo.substr(colon + 1);
            }
            int rc = getaddrinfo(host.c_str(), port.c_str(), &hints, &res);
            if (rc != 0 || !res)
                return Error(ErrorCode::HostUnresolved, "url", {host, gai_strerror(rc)});
            std::memcpy(&native.addr, res->ai_addr, res->ai_addrlen);
            native.addrLen = socklen_t(res->ai_addrlen);
            char ip[INET6_ADDRSTRLEN] = {};
            if (res->ai_family == AF_INET)
                inet_ntop(AF_INET, &reinterpret_cast<sockaddr_in*>(res->ai_addr)->sin_addr, ip, sizeof ip);
            else
                inet_ntop(AF_INET6, &reinterpret_cast<sockaddr_in6*>(res->ai_addr)->sin6_addr, ip, sizeof ip);
            native.display = (res->ai_family == AF_INET6 ? "[" + std::string(ip) + "]" : std::string(ip)) + ":"
                             + std::to_string(url.port);
            freeaddrinfo(res);
        }
        native.host = url.host;
        native.request = buildHttp1Request(cfg, url);
        native.headRequest = cfg.method == "HEAD";

        const int maxVus = cfg.vuSlots();
        threads = std::max(1, std::min(cfg.effectiveThreads(), maxVus));
        if (auto e = ensureFileLimit(uint64_t(maxVus) + 64, maxVus)) {
            if (cfg.rate <= 0 && cfg.maxVus == maxVus && maxVus > cfg.connections)
                e->field = "max-vus";   // the room for live changes asks for them
            return e;
        }
        prepared = true;
        return std::nullopt;
    }

    // The transport each worker runs under the one loop (see docs/engine.md).
    std::unique_ptr<Transport> makeTransport() const
    {
#ifdef BENCHWORK_HTTP3
        if (useNative && cfg.http3)   // (validateConfig refused --http3 in a build without it)
            return std::make_unique<H3Transport>();
#endif
        if (useNative && cfg.http2)
            return std::make_unique<H2Transport>();
        if (useNative)
            return std::make_unique<Http1Transport>();
        return std::make_unique<CurlTransport>();
    }
    // The most requests one connection carries at once: --streams for the
    // native HTTP/2 and HTTP/3 transports, one otherwise.
    int streamsPerConnection() const { return useNative && (cfg.http2 || cfg.http3) ? cfg.streams : 1; }

    void start(Engine::Impl* self)
    {
        auto p = std::make_unique<RunPlan>();
        p->threads = threads;
        p->baseVus = cfg.connections;
        p->maxVus = cfg.vuSlots();
        p->rate = cfg.rate;
        p->stages = cfg.stages;
        p->countMode = cfg.requests > 0;
        p->budget.store(int64_t(cfg.requests));
        p->requestsTotal = cfg.requests;
        p->secondHistograms = cfg.keepSecondHistograms;
        p->timeoutNs = uint64_t(cfg.timeoutSec * 1e9);
        plan = std::move(p);

        // Phase times: the warmup exactly as asked (it was rounded to 100 ms:
        // 40 ms became none); the interval grid starts whole seconds before
        // the measured phase so each interval and second belongs to one phase.
        const uint64_t warmNs = uint64_t(std::llround(std::max(0.0, cfg.warmupSec) * 1e9));
        const uint64_t warmSeconds = (warmNs + 999'999'999ull) / 1'000'000'000ull;
        const uint64_t warmIntervals = warmSeconds * uint64_t(1'000'000'000ull / IntervalSnapshot::kIntervalNs);
        uint64_t now = monoNowNs();
        plan->startNs = now;
        plan->measureStartNs = now + warmNs;
        plan->gridStartNs = plan->measureStartNs - warmSeconds * 1'000'000'000ull;
        double measured = cfg.requests > 0 ? (cfg.maxDurationSec > 0 ? cfg.maxDurationSec : 3600.0) : cfg.measuredSeconds();
        plan->measureEndNs = plan->measureStartNs + uint64_t(measured * 1e9);

        const int entries = requests ? requests->entryCount() : 0;
        const int flows = requests ? requests->flowCount() : 0;
        for (int w = 0; w < threads; ++w) {
            rings.push_back(std::make_unique<SnapshotRing>(entries, flows));
            WorkerContext ctx;
            ctx.threads = threads;
            ctx.worker = w;
            ctx.vus = workerVus(plan->maxVus, threads, w);
            ctx.plan = plan.get();
            ctx.ring = rings.back().get();
            ctx.config = &cfg;
            ctx.native = &native;
            ctx.requests = requests.get();
            ctx.targetName = useNative ? native.display : cfg.url;
            workers.push_back(std::make_unique<WorkerLoop>(std::move(ctx), makeTransport(), streamsPerConnection()));
        }

        steering = std::make_unique<LoadSteering>(*plan);
        std::vector<SnapshotRing*> ringPtrs;
        for (auto& r : rings)
            ringPtrs.push_back(r.get());
        std::vector<std::string> entryNames, entryFlows, flowNames;
        for (int i = 0; i < entries; ++i) {
            entryNames.push_back(requests->entry(i).name);
            if (flows > 0)
                entryFlows.push_back(requests->entry(i).flow >= 0 ? requests->flow(requests->entry(i).flow).name : std::string());
        }
        for (int i = 0; i < flows; ++i)
            flowNames.push_back(requests->flow(i).name);
        collector = std::make_unique<RunCollector>(*plan, ringPtrs, int64_t(warmIntervals), std::move(entryNames), std::move(entryFlows),
                                                   std::move(flowNames));
        result.startedAtMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                                 std::chrono::system_clock::now().time_since_epoch()).count();
        {
            std::lock_guard<std::mutex> lk(mutex);
            started = true;
        }
        for (auto& w : workers)
            threadsRun.emplace_back([this, wk = w.get()] {
                minimizeTimerSlack();   // wake for a due send on time, not up to 50 us later
                if (!cfg.pinCpus.empty())
                    notePin(pinThisThread(cfg.pinCpus));
                wk->run();
            });
        collectorThread = std::thread([self] { self->collect(); });
    }

    // The first thread that could not be pinned says why (the result's cores).
    void notePin(std::string why)
    {
        if (why.empty())
            return;
        std::lock_guard<std::mutex> lk(mutex);
        if (pinProblem.empty())
            pinProblem = std::move(why);
    }

    void collect()
    {
        collector->runUntilDone();
        for (auto& t : threadsRun)
            t.join();
        RunResult r = collector->buildResult();
        // What the measured phase ran, should the load have been changed live.
        LoadSteering::Record steered = steering->close(cfg.requests > 0 ? 0.0 : cfg.measuredSeconds());
        ConnectStats connects;
        for (const auto& w : workers)
            connects.add(w->connectStats());
        r.connectTime = LatencySummary::from(connects.connect);
        r.tlsHandshakeTime = LatencySummary::from(connects.tlsHandshake);
        r.tlsResumed = connects.tlsResumed;
        if (requests) {
            std::vector<const std::vector<EntryTotals>*> totals;
            for (const auto& w : workers)
                totals.push_back(&w->entryTotals());
            std::vector<RequestStats> all = requestStatsFrom(*requests, totals, r.measuredSec);
            for (RequestStats& s : all)
                (s.flow.empty() ? r.byRequest : r.byStep).push_back(std::move(s));
            if (requests->hasFlows()) {
                std::vector<const std::vector<FlowTotals>*> flowTotals;
                for (const auto& w : workers)
                    flowTotals.push_back(&w->flowTotals());
                r.byFlow = flowStatsFrom(*requests, flowTotals, r.measuredSec);
            }
        }
        r.quicHandshakeTime = LatencySummary::from(connects.quicHandshake);
        r.quicResumed = connects.quicResumed;
        r.quicEarlyData = connects.quicEarlyData;
        if (connects.udpIo & kUdpGso)
            r.udpIo.push_back("gso");
        if (connects.udpIo & kUdpSendmmsg)
            r.udpIo.push_back("sendmmsg");
        if (connects.udpIo & kUdpRecvmmsg)
            r.udpIo.push_back("recvmmsg");
        std::unique_lock<std::mutex> lk(mutex);
        RunStatus st = stopRequested ? stopStatus : RunStatus::Complete;
        std::string msg = stopRequested ? stopMessage : std::string();
        {
            std::lock_guard<std::mutex> fl(plan->fatalMutex);
            if (!plan->fatalMessage.empty() && !stopRequested) {
                st = RunStatus::Failed;
                msg = plan->fatalMessage;
            }
        }
        std::string firstError;
        {
            static const char* names[RunPlan::kErrorClasses] = {"connect", "send", "receive", "timeout", "protocol", "tls"};
            std::lock_guard<std::mutex> el(plan->examplesMutex);
            for (int c = 0; c < RunPlan::kErrorClasses; ++c)
                if (!plan->examples[c].empty())
                    r.errorExamples[names[c]] = plan->examples[c];
            if (plan->firstExampleClass >= 0)
                firstError = plan->examples[plan->firstExampleClass];
        }
        r.config = cfg;
        r.loadChanges = std::move(steered.changes);
        if (!r.loadChanges.empty())
            r.config.stages = std::move(steered.stages);
        client_health::assess(&r);
        r.engineUsed = useNative ? "native" : "curl";
        r.httpVersion = cfg.http3 ? "HTTP/3" : cfg.http2 ? "HTTP/2" : "HTTP/1.1";
        r.threadsUsed = threads;
        if (!cfg.pinCpus.empty()) {
            r.cores.clientPinned = pinProblem.empty();
            r.cores.clientCpus = cfg.pinCpus;
            r.cores.pinProblem = pinProblem;
        }
        r.startedAtMs = result.startedAtMs;
        r.status = st;
        r.statusMessage = msg;
        settleRunStatus(&r, firstError);
        lk.unlock();   // the finisher may take long (saving the run) and stop() must not wait for it
        if (finisher)
            finisher(r);
        lk.lock();
        result = std::move(r);
        finished = true;
        finishedCv.notify_all();
    }
};

Engine::Engine(LoadConfig config) : d(std::make_unique<Impl>())
{
    d->cfg = std::move(config);
}

Engine::~Engine()
{
    stop();
    if (d->collectorThread.joinable())
        d->collectorThread.join();
}

std::optional<Error> Engine::prepare() { return d->prepare(); }

void Engine::setFinisher(std::function<void(RunResult&)> finisher)
{
    if (!d->started)
        d->finisher = std::move(finisher);
}

void Engine::start()
{
    if (!d->prepared || d->started)
        return;
    d->start(d.get());
}

void Engine::stop(RunStatus status, std::string message)
{
    std::lock_guard<std::mutex> lk(d->mutex);
    if (!d->started || d->finished || d->stopRequested)
        return;
    d->stopRequested = true;
    d->stopStatus = status;
    d->stopMessage = std::move(message);
    d->plan->stop.store(true);
    d->collector->wake();
}

bool Engine::waitFinished(std::chrono::milliseconds timeout)
{
    std::unique_lock<std::mutex> lk(d->mutex);
    if (!d->started)
        return true;
    return d->finishedCv.wait_for(lk, timeout, [this] { return d->finished; });
}

bool Engine::finished() const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    return d->finished || !d->started;
}

LiveStatus Engine::live() const
{
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        if (!d->started)
            return LiveStatus{};
    }
    return d->collector->live();
}

std::vector<SecondStats> Engine::seriesFrom(size_t from) const
{
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        if (!d->started)
            return {};
    }
    return d->collector->seriesFrom(from);
}

bool Engine::latencySince(uint64_t haveVersion, LatencySnapshot* out) const
{
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        if (!d->started)
            return false;
    }
    return d->collector->latencySince(haveVersion, out);
}

bool Engine::requestsSince(uint64_t haveVersion, LiveRequests* out) const
{
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        if (!d->started)
            return false;
    }
    return d->collector->requestsSince(haveVersion, out);
}

std::shared_ptr<const CompiledRequests> Engine::requestSet() const { return d->requests; }

Result<LoadChange> Engine::steer(LoadKnob knob, double value, const std::string& source)
{
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        if (!d->started || d->finished || d->stopRequested)
            return Error(ErrorCode::SteerNotRunning, std::string());
    }
    // steering is set before `started` and lives as long as the engine
    return d->steering->steer(knob, value, source, monoNowNs());
}

LoadKnob Engine::knob() const { return d->cfg.rate > 0 ? LoadKnob::Rate : LoadKnob::Vus; }

double Engine::knobMaximum() const { return d->cfg.rate > 0 ? kMaxSteerRate : double(d->cfg.vuSlots()); }

double Engine::knobLevel() const
{
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        if (!d->started)
            return 0;
    }
    return d->steering->levelSoon(monoNowNs());
}

std::vector<LoadChange> Engine::loadChanges() const
{
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        if (!d->started)
            return {};
    }
    return d->steering->changes();
}

RunResult Engine::result()
{
    std::unique_lock<std::mutex> lk(d->mutex);
    if (!d->started)
        return RunResult{};
    d->finishedCv.wait(lk, [this] { return d->finished; });
    return d->result;
}

const LoadConfig& Engine::config() const { return d->cfg; }

std::string Engine::engineName() const { return d->useNative ? "native" : "curl"; }

} // namespace bw

#include "run_session.h"

#include "engine/url.h"
#include "history/history_store.h"
#include "history/progress_saver.h"
#include "link/shaping_link.h"
#include "platform/allocator.h"
#include "platform/cpu_affinity.h"
#include "platform/process_table.h"
#include "result/config_redaction.h"
#include "run/run_environment.h"
#include "run/split_plan.h"
#include "target/attach.h"
#include "target/container.h"
#include "target/cpu_list.h"
#include "target/demo_launch.h"
#include "target/process_monitor.h"
#include "target/readiness.h"
#include "target/target_info_fill.h"
#include "target/target_launcher.h"
#include "target/watch_check.h"

#include <netdb.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <random>
#include <thread>

namespace bw {

struct RunSession::Impl {
    LoadConfig cfg;
    Slo slo;
    TargetSpec target;
    SessionOptions opts;

    std::unique_ptr<Engine> engine;
    std::unique_ptr<TargetLauncher> launcher;
    std::unique_ptr<ProcessMonitor> monitor;
    std::thread progressThread;
    int64_t containerPid = 0;           // the container's main process, when watching one
    ContainerNetwork containerNetwork;  // its network, as its runtime reported it
    WatchNote watch;                    // whether the target is watched, and why (prepare())
    CoreSplit cores;                    // who gets which CPUs (planCores())
    std::unique_ptr<ShapingLink> link;  // --link (startLink()); null: local
    CgroupLocation cgroup;              // the target's cgroup (its own or its container's)
    CgroupSample cgroupAtStart;         // its limits, read when the run starts
    ProcessMonitor::Clock::time_point startTime;
    std::atomic<bool> started{false};

    // The history: begun in prepare(), saved to every 5 s by the progress
    // thread and finished by finish() on the engine's collector thread;
    // storeMutex keeps the two from using the store at once.
    std::mutex storeMutex;
    std::unique_ptr<HistoryStore> store;
    int64_t runId = 0;
    bool finishing = false;             // finish() has the store: no more progress saves
    mutable std::mutex infoMutex;       // guards the two below (read from any thread)
    int64_t historyId = 0;
    std::string historyError;

    std::optional<Error> startTarget()
    {
        auto err = [](std::string m) { return Error("target", std::move(m)); };
        switch (target.kind) {
        case TargetSpec::Kind::Url:
            return std::nullopt;
        case TargetSpec::Kind::Attach: {
            if (!target.container.empty() && !target.cgroup.valid())
                return attachContainer(resolveContainer(target.container));
            std::string why = checkAttachable(target.pid);
            if (!why.empty())
                return err(why);
            cgroup = target.cgroup;
            return std::nullopt;
        }
        case TargetSpec::Kind::Demo: {
            LaunchSpec extras = target.launch;
            if (!target.demoCpus.empty())
                extras.cpus = target.demoCpus;
            const LaunchSpec spec = demoLaunchSpec(target.demoBinary, target.demoDocuments, extras);
            const std::string& bin = spec.argv.front();
            launcher = std::make_unique<TargetLauncher>();
            std::string why = launcher->start(spec);
            if (!why.empty())
                return err("cannot start the demo target (" + bin + "): " + why);
            auto url = launcher->waitForListenUrl(kDemoAnnounceTimeout);
            if (!url)
                return err("the demo target did not start: " + url.error().text());
            std::string path = target.demoPath.empty() ? "/json" : target.demoPath;
            if (path[0] != '/')
                path = "/" + path;
            cfg.url = *url + path;
            return std::nullopt;
        }
        case TargetSpec::Kind::Launch: {
            LaunchSpec spec = target.launch;
            spec.readiness = launchReadiness(target, cfg.url);
            launcher = std::make_unique<TargetLauncher>();
            std::string why = launcher->start(spec);
            if (!why.empty())
                return err(why);
            why = launcher->waitReady();
            if (!why.empty())
                return err(why);
            if (!target.container.empty())
                return attachContainer(waitForContainer(target.container, spec.readyTimeout));
            cgroup = launcher->cgroup();
            return std::nullopt;
        }
        }
        return std::nullopt;
    }

    std::optional<Error> attachContainer(const Result<ContainerTarget>& c)
    {
        if (!c)
            return Error("target", c.error().text());
        containerPid = c->pid;
        cgroup = c->cgroup;
        containerNetwork = c->network;
        return std::nullopt;
    }

    // What the watch check looks at: the process to watch, who started it
    // and whether the user named it (target/watch_check.h).
    WatchSubject watchSubject() const
    {
        WatchSubject s;
        s.pid = targetPid();
        switch (target.kind) {
        case TargetSpec::Kind::Url: break;
        case TargetSpec::Kind::Demo: s.who = "demo"; break;
        case TargetSpec::Kind::Launch: s.who = "launched"; s.chosen = true; break;
        case TargetSpec::Kind::Attach:
            s.who = target.origin == TargetSpec::Origin::Demo ? "demo"
                    : target.origin == TargetSpec::Origin::Launched ? "launched" : "process";
            s.chosen = target.origin != TargetSpec::Origin::Demo;
            break;
        }
        if (!target.container.empty()) {
            s.who = "container";
            s.container = target.container;
            if (containerPid) {
                s.network = containerNetwork;
            } else if (auto c = resolveContainer(target.container)) {   // a runner's container, attached by its pid
                s.network = c->network;
            } else {
                s.network.mode = "host";   // unknown: its own sockets decide, as a process's do
            }
        }
        return s;
    }

    int64_t targetPid() const
    {
        if (containerPid)
            return containerPid;
        if (target.kind == TargetSpec::Kind::Attach)
            return target.pid;
        return launcher ? launcher->pid() : 0;
    }

    // What the environment records about the limits the target ran under.
    Environment::Limits limits() const
    {
        Environment::Limits l;
        {   // as asked (Attach: what the caller filled in, normally nothing)
            l.cpuQuota = target.launch.cpuQuota;
            l.memoryLimitBytes = target.launch.memoryLimitBytes;
            l.addressSpaceLimitBytes = target.launch.addressSpaceLimitBytes;
            const std::vector<int>& cpus = target.kind == TargetSpec::Kind::Demo && !target.demoCpus.empty()
                ? target.demoCpus : target.launch.cpus;
            l.cpus = cpus.empty() ? std::string() : formatCpuList(cpus);
        }
        if (cgroupAtStart.ok && !cgroup.owned) {    // a container's own limits
            l.cpuQuota = cgroupAtStart.cpuQuota;
            l.memoryLimitBytes = cgroupAtStart.memoryLimitBytes;
        }
        l.cgroupVersion = cgroupVersionName(cgroup.valid() ? cgroup.version : machineCgroupVersion());
        l.container = target.container;
        return l;
    }

    static int machineCgroupVersion()
    {
        static const int version = detectCgroupVersion();
        return version;
    }

    Environment environment() const
    {
        Environment e = runEnvironment();
        e.limits = limits();
        e.targetRuntime = opts.targetRuntime;
        return e;
    }

    // --split: plans who gets which CPUs before the target starts, so a
    // launched target starts on its own; the engine's threads are pinned to
    // the others as they start (cfg.pinCpus).
    std::optional<Error> planCores()
    {
        auto request = parseSplit(cfg.split);
        if (!request) {
            Error e = request.error();
            e.field = "split";
            return e;
        }
        SplitContext ctx;
        ctx.available = availableCpus();
        ctx.affinity = cpuAffinitySupported();
        const bool demo = target.kind == TargetSpec::Kind::Demo;
        // A process Benchwork started and a run attaches to (the window's
        // demo target, a suite's launched server) is ours to move too.
        const bool oursAttached = target.kind == TargetSpec::Kind::Attach && target.container.empty() &&
                                  target.pid > 0 && target.origin != TargetSpec::Origin::User;
        if (demo || oursAttached || (target.kind == TargetSpec::Kind::Launch && target.container.empty()))
            ctx.target = SplitContext::Target::Ours;
        else if (target.kind != TargetSpec::Kind::Url)
            ctx.target = SplitContext::Target::Attached;   // a process or a container we did not place
        ctx.targetCpus = demo && !target.demoCpus.empty() ? target.demoCpus : target.launch.cpus;
        ctx.threads = cfg.threads;
        auto plan = planSplit(*request, ctx);
        if (!plan) {
            Error e = plan.error();
            e.field = "split";
            return e;
        }
        cores = *plan;
        if (cores.serverPinned && ctx.targetCpus.empty()) {
            target.launch.cpus = cores.serverCpus;
            if (demo)
                target.demoCpus = cores.serverCpus;
        }
        cfg.pinCpus = cores.clientPinned ? cores.clientCpus : std::vector<int>();
        if (oursAttached && ctx.targetCpus.empty() && ctx.affinity) {
            // Running already: moved now, onto its side or back onto every CPU
            // (an earlier run may have pinned it), with every process it
            // started (a Node cluster's workers, forked before the move, would
            // otherwise go on running on the client's cores).
            const std::vector<int>& onto = cores.serverPinned ? cores.serverCpus : ctx.available;
            std::string why = setCpuAffinity(target.pid, onto);
            const ProcessTreeSample tree = sampleProcessTree(target.pid);
            for (size_t i = 1; i < tree.processes.size() && why.empty(); ++i)
                if (std::string e = setCpuAffinity(tree.processes[i].pid, onto); !e.empty()
                    && processState(tree.processes[i].pid) == ProcessState::Alive)
                    why = e;   // one that ended meanwhile needs no moving
            if (!why.empty() && cores.serverPinned) {
                cores.serverPinned = false;
                cores.pinProblem = why;
            }
        }
        return std::nullopt;
    }

    // --link: a shaping link between the engine and the target (the URL's
    // address, known once the target is up), which the engine connects to
    // instead, keeping the URL's Host and TLS name.
    std::optional<Error> startLink()
    {
        if (cfg.link.empty())
            return std::nullopt;
        auto profile = parseLinkProfile(cfg.link);
        if (!profile) {
            Error e = profile.error();
            e.field = "link";
            return e;
        }
        if (profile->empty())
            return std::nullopt;   // "local"
        if (cfg.engine == EngineKind::Curl || !cfg.proxy.empty())
            return Error(ErrorCode::LinkNeedsNative, "link");
        auto url = parseUrl(cfg.url);
        if (!url)
            return url.error();
        addrinfo hints{};
        hints.ai_family = AF_UNSPEC;
        hints.ai_socktype = SOCK_STREAM;
        addrinfo* res = nullptr;
        const int rc = getaddrinfo(url->host.c_str(), std::to_string(url->port).c_str(), &hints, &res);
        if (rc != 0 || !res)
            return Error(ErrorCode::HostUnresolved, "url", {url->host, gai_strerror(rc)});
        sockaddr_storage to{};
        std::memcpy(&to, res->ai_addr, res->ai_addrlen);
        const socklen_t toLen = socklen_t(res->ai_addrlen);
        freeaddrinfo(res);
        link = std::make_unique<ShapingLink>(*profile, uint64_t(std::random_device{}()));
        if (std::string why = link->start(to, toLen); !why.empty())
            return Error("link", why);
        cfg.connectTo = "127.0.0.1:" + std::to_string(link->port());
        return std::nullopt;
    }

    std::optional<Error> prepare()
    {
        if (auto e = planCores())
            return e;
        if (auto e = startTarget())
            return e;
        if (auto e = startLink())
            return e;
        engine = std::make_unique<Engine>(cfg);
        if (auto e = engine->prepare())
            return e;
        // Only the process that serves the URL is watched (after readiness:
        // a launched server listens by now).
        if (targetPid() > 0)
            watch = checkWatch(watchSubject(), cfg.url, cfg.proxy, cfg.http3);
        beginHistory();
        return std::nullopt;
    }

    // The run's row, 'running' from now on, so a crash leaves it 'interrupted'.
    // Failing to save is reported (historyError()), never fatal to the run.
    void beginHistory()
    {
        if (opts.historyPath.empty())
            return;
        store = std::make_unique<HistoryStore>();
        std::string why;
        if (store->open(opts.historyPath)) {
            store->limitCache(128);   // it only appends: no need to keep what it wrote
            runId = store->beginRun(header(), saveOptions());
            if (!runId)
                why = store->lastError();
        } else {
            why = store->lastError();
        }
        std::lock_guard<std::mutex> lk(infoMutex);
        historyError = why;
    }

    SaveOptions saveOptions() const
    {
        SaveOptions so;
        so.notes = opts.notes;
        so.tags = opts.tags;
        so.suiteRunId = opts.suiteRunId;
        so.roundGroupId = opts.roundGroupId;
        so.roundIndex = opts.roundIndex;
        so.roundSide = opts.roundSide;
        return so;
    }

    void start()
    {
        startTime = ProcessMonitor::Clock::now();
        engine->setFinisher([this](RunResult& r) { finish(r); });
        engine->start();   // first, so a target dying at once can stop it
        if (int64_t pid = targetPid(); pid && watch.watched) {
            monitor = std::make_unique<ProcessMonitor>();
            if (cgroup.valid()) {
                cgroupAtStart = readCgroup(cgroup);
                monitor->setCgroup(cgroup);
            }
            monitor->setGoneCallback([this] { engine->stop(RunStatus::TargetExited, targetEndedMessage()); });
            std::string why = monitor->start(pid, startTime);
            if (!why.empty())
                engine->stop(RunStatus::TargetExited, targetEndedMessage() + ": " + why);
        }
        started = true;
        progressThread = std::thread([this] { saveProgress(); });
    }

    static std::string endedMessage(const std::string& how)
    {
        return "the target process ended during the run" + (how.empty() ? std::string() : " (" + how + ")");
    }

    std::string targetEndedMessage() const
    {
        std::string what = launcher && !containerPid ? launcher->exitDescription() : std::string();
        if (containerPid)
            what = "container " + target.container + " stopped";
        return endedMessage(what);
    }

    // The monitor can see a launched target go before its exit status is
    // collectable (a process the OOM killer ended takes a moment to become
    // a zombie), and the run then ended without saying how. Waits for the
    // status (at most 2 s: the process is already dying) and says it:
    // "... (killed by signal 9 (SIGKILL): out of memory, ...)".
    void sayHowTheTargetEnded(RunResult& r) const
    {
        if (!launcher || containerPid || r.status != RunStatus::TargetExited || r.statusMessage != endedMessage(""))
            return;
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(2);
        while (launcher->running() && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        r.statusMessage = targetEndedMessage();
    }

    RunResult header() const
    {
        RunResult h;
        h.config = opts.keepSecrets ? cfg : redactedConfig(cfg);
        h.slo = slo;
        h.name = opts.runName;
        h.environment = environment();
        h.startedAtMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::system_clock::now().time_since_epoch()).count();
        h.engineUsed = engine->engineName();
        return h;
    }

    // Progress every 5 s, so a crash keeps what the run had.
    void saveProgress()
    {
        std::optional<ProgressSaver> progress;
        if (runId)
            progress.emplace(*store, runId);
        while (!engine->waitFinished(std::chrono::seconds(5))) {
            std::lock_guard<std::mutex> lk(storeMutex);
            if (finishing)
                return;
            if (progress) {
                progress->save(engine->seriesFrom(progress->seconds()));
                releaseFreedMemory();
            }
        }
    }

    // The engine's finisher (its collector thread): the SLO verdict, the
    // environment and the target's record, the run saved, the target stopped.
    void finish(RunResult& r)
    {
        if (monitor)
            monitor->stop();
        r.name = opts.runName;
        r.slo = slo;
        r.verdict = evaluateSlo(slo, r);
        applyRequestSlos(opts.requestSlos, &r);
        r.environment = environment();
        r.agent = opts.agent;
        if (r.agent.present() && r.agent.host.empty())
            r.agent.host = r.environment.hostname;
        if (monitor) {
            fillTargetInfo(*monitor, &r.target);
            if (target.kind == TargetSpec::Kind::Attach)
                r.target.command = containerPid ? "container " + target.container : describeAttached(target.pid);
        }
        r.target.watch = watch;
        if (cgroup.valid() && monitor) {
            const uint64_t peak = r.target.cgroup.peakMemoryBytes;
            const uint64_t ooms = r.target.cgroup.oomKills;
            fillCgroupInfo(cgroup, cgroupAtStart, &r.target);
            r.target.cgroup.peakMemoryBytes = peak;
            r.target.cgroup.oomKills = ooms;
            r.target.cgroup.container = target.container;
            summarizeThrottling(&r.target, r.warmupSec, r.warmupSec + r.measuredSec);
        }
        sayHowTheTargetEnded(r);
        // The engine recorded its own pinning (clientPinned, a problem); the rest is the plan.
        const bool clientPinned = r.cores.clientPinned;
        const std::string pinProblem = r.cores.pinProblem;
        r.cores = cores;
        if (cores.clientPinned) {
            r.cores.clientPinned = clientPinned;
            r.cores.pinProblem = pinProblem;
        }
        judgeBottleneck(&r);
        if (link) {
            link->stop();
            r.link.profile = link->profile();
            r.link.stats = link->stats();
        }
        if (launcher && monitor) {   // a target not watched has no record (its figures are not the URL's server's)
            fillTargetInfo(*launcher, &r.target);
            if (containerPid) {     // the container is the target; the client only launched it
                r.target.pid = containerPid;
                r.target.command = r.target.command + " (container " + target.container + ")";
            }
            if (r.status == RunStatus::TargetExited && r.target.exitDescription.empty())
                r.target.exitDescription = launcher->exitDescription();
        }
        std::string storeError;
        {
            std::lock_guard<std::mutex> lk(storeMutex);
            finishing = true;
            if (runId) {
                // The caller gets the config as given; the history a redacted copy.
                LoadConfig given = r.config;
                if (!opts.keepSecrets)
                    r.config = redactedConfig(given);
                if (!store->finishRun(runId, r))
                    storeError = store->lastError();
                r.config = std::move(given);
                r.historyId = storeError.empty() ? runId : 0;
                r.tags = opts.tags;
                std::sort(r.tags.begin(), r.tags.end());
                r.overlappingRuns = store->overlappingRuns(runId);   // recorded by beginRun, ours and theirs
            }
        }
        if (launcher && !opts.keepTargetRunning)
            launcher->stop();
        std::lock_guard<std::mutex> lk(infoMutex);
        if (runId) {
            historyId = storeError.empty() ? runId : 0;
            historyError = storeError;
        }
    }
};

RunSession::RunSession(LoadConfig config, Slo slo, TargetSpec target, SessionOptions options) : d(std::make_unique<Impl>())
{
    d->cfg = std::move(config);
    d->slo = slo;
    d->target = std::move(target);
    d->opts = std::move(options);
}

RunSession::~RunSession()
{
    stop();
    if (d->progressThread.joinable())
        d->progressThread.join();   // returns once the engine (and its finisher) is done
    d->engine.reset();              // joins the collector, so finish() has run if it was to
    if (d->runId && !d->started)
        d->store->deleteRun(d->runId);   // prepared, never started: no run to keep
    if (d->launcher && !d->opts.keepTargetRunning)
        d->launcher->stop();
}

std::optional<Error> RunSession::prepare() { return d->prepare(); }

void RunSession::start()
{
    if (!d->engine || d->started)
        return;
    d->start();
}

void RunSession::stop(RunStatus status, std::string message)
{
    if (d->engine)
        d->engine->stop(status, std::move(message));
}

// Finished is the engine's finished: its finisher (finish() above) has run.
bool RunSession::waitFinished(std::chrono::milliseconds timeout)
{
    return !d->started || d->engine->waitFinished(timeout);
}

bool RunSession::finished() const { return !d->started || d->engine->finished(); }

LiveStatus RunSession::live() const { return d->engine ? d->engine->live() : LiveStatus{}; }

std::vector<SecondStats> RunSession::seriesFrom(size_t from) const
{
    return d->engine ? d->engine->seriesFrom(from) : std::vector<SecondStats>{};
}

bool RunSession::latencySince(uint64_t haveVersion, LatencySnapshot* out) const
{
    return d->engine && d->engine->latencySince(haveVersion, out);
}

bool RunSession::requestsSince(uint64_t haveVersion, LiveRequests* out) const
{
    return d->engine && d->engine->requestsSince(haveVersion, out);
}

std::shared_ptr<const CompiledRequests> RunSession::requestSet() const
{
    return d->engine ? d->engine->requestSet() : nullptr;
}

Result<LoadChange> RunSession::steer(LoadKnob knob, double value, const std::string& source)
{
    if (!d->started)   // set once the engine runs; the engine is never replaced after
        return Error(ErrorCode::SteerNotRunning, std::string());
    return d->engine->steer(knob, value, source);
}

LoadKnob RunSession::knob() const { return d->cfg.rate > 0 ? LoadKnob::Rate : LoadKnob::Vus; }

double RunSession::knobMaximum() const { return d->cfg.rate > 0 ? kMaxSteerRate : double(d->cfg.vuSlots()); }

double RunSession::knobLevel() const { return d->started ? d->engine->knobLevel() : 0.0; }

std::vector<LoadChange> RunSession::loadChanges(size_t from) const
{
    std::vector<LoadChange> all = d->started ? d->engine->loadChanges() : std::vector<LoadChange>{};
    if (from >= all.size())
        return {};
    all.erase(all.begin(), all.begin() + long(from));
    return all;
}

bool RunSession::hasTarget() const { return d->monitor != nullptr; }

WatchNote RunSession::watchNote() const { return d->watch; }

TargetSnapshot RunSession::targetLatest() const { return d->monitor ? d->monitor->latest() : TargetSnapshot{}; }

std::vector<TargetPoint> RunSession::targetSeriesFrom(size_t from) const
{
    return d->monitor ? d->monitor->seriesFrom(from) : std::vector<TargetPoint>{};
}

RunResult RunSession::result() { return d->started ? d->engine->result() : RunResult{}; }

int64_t RunSession::runRowId() const { return d->runId; }

int64_t RunSession::historyId() const
{
    std::lock_guard<std::mutex> lk(d->infoMutex);
    return d->historyId;
}

std::string RunSession::historyError() const
{
    std::lock_guard<std::mutex> lk(d->infoMutex);
    return d->historyError;
}

const LoadConfig& RunSession::config() const { return d->cfg; }

std::string RunSession::engineName() const { return d->engine ? d->engine->engineName() : std::string(); }

} // namespace bw

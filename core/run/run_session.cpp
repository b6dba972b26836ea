#include "run_session.h"

#include "history/history_store.h"
#include "history/progress_saver.h"
#include "platform/allocator.h"
#include "result/config_redaction.h"
#include "result/environment.h"
#include "target/attach.h"
#include "target/demo_launch.h"
#include "target/process_monitor.h"
#include "target/readiness.h"
#include "target/target_info_fill.h"
#include "target/target_launcher.h"

#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <optional>
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
    std::thread supervisor;
    ProcessMonitor::Clock::time_point startTime;

    mutable std::mutex mutex;
    std::condition_variable cv;
    bool started = false;
    bool done = false;
    RunResult result;
    int64_t historyId = 0;
    std::string historyError;

    std::optional<Error> startTarget()
    {
        auto err = [](std::string m) { return Error("target", std::move(m)); };
        switch (target.kind) {
        case TargetSpec::Kind::Url:
            return std::nullopt;
        case TargetSpec::Kind::Attach: {
            std::string why = checkAttachable(target.pid);
            if (!why.empty())
                return err(why);
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
            return std::nullopt;
        }
        }
        return std::nullopt;
    }

    int64_t targetPid() const
    {
        if (target.kind == TargetSpec::Kind::Attach)
            return target.pid;
        return launcher ? launcher->pid() : 0;
    }

    std::optional<Error> prepare()
    {
        if (auto e = startTarget())
            return e;
        engine = std::make_unique<Engine>(cfg);
        if (auto e = engine->prepare())
            return e;
        return std::nullopt;
    }

    void start(RunSession* self)
    {
        startTime = ProcessMonitor::Clock::now();
        engine->start();   // first, so a target dying at once can stop it
        if (int64_t pid = targetPid()) {
            monitor = std::make_unique<ProcessMonitor>();
            monitor->setGoneCallback([this] { engine->stop(RunStatus::TargetExited, targetEndedMessage()); });
            std::string why = monitor->start(pid, startTime);
            if (!why.empty())
                engine->stop(RunStatus::TargetExited, targetEndedMessage() + ": " + why);
        }
        {
            std::lock_guard<std::mutex> lk(mutex);
            started = true;
        }
        supervisor = std::thread([this, self] { supervise(); (void)self; });
    }

    std::string targetEndedMessage() const
    {
        std::string what = launcher ? launcher->exitDescription() : std::string();
        return "the target process ended during the run" + (what.empty() ? std::string() : " (" + what + ")");
    }

    RunResult header() const
    {
        RunResult h;
        h.config = opts.keepSecrets ? cfg : redactedConfig(cfg);
        h.slo = slo;
        h.name = opts.runName;
        h.environment = collectEnvironment();
        h.startedAtMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::system_clock::now().time_since_epoch()).count();
        h.engineUsed = engine->engineName();
        return h;
    }

    void supervise()
    {
        std::unique_ptr<HistoryStore> store;
        int64_t id = 0;
        std::string storeError;
        SaveOptions so;
        so.notes = opts.notes;
        so.tags = opts.tags;
        so.suiteRunId = opts.suiteRunId;
        if (!opts.historyPath.empty()) {
            store = std::make_unique<HistoryStore>();
            if (store->open(opts.historyPath)) {
                store->limitCache(128);   // it only appends: no need to keep what it wrote
                id = store->beginRun(header(), so);
                if (!id)
                    storeError = store->lastError();
            } else {
                storeError = store->lastError();
            }
        }
        // progress every 5 s, so a crash keeps what the run had
        std::optional<ProgressSaver> progress;
        if (id)
            progress.emplace(*store, id);
        while (!engine->waitFinished(std::chrono::seconds(5))) {
            if (progress) {
                progress->save(engine->seriesFrom(progress->seconds()));
                releaseFreedMemory();
            }
        }
        RunResult r = engine->result();
        if (monitor)
            monitor->stop();
        r.name = opts.runName;
        r.slo = slo;
        r.verdict = evaluateSlo(slo, r);
        r.environment = collectEnvironment();
        r.agent = opts.agent;
        if (r.agent.present() && r.agent.host.empty())
            r.agent.host = r.environment.hostname;
        if (monitor) {
            fillTargetInfo(*monitor, &r.target);
            if (target.kind == TargetSpec::Kind::Attach)
                r.target.command = describeAttached(target.pid);
        }
        if (launcher) {
            fillTargetInfo(*launcher, &r.target);
            if (r.status == RunStatus::TargetExited && r.target.exitDescription.empty())
                r.target.exitDescription = launcher->exitDescription();
        }
        if (store && id) {
            // The caller gets the config as given; the history a redacted copy.
            LoadConfig given = r.config;
            if (!opts.keepSecrets)
                r.config = redactedConfig(given);
            if (!store->finishRun(id, r))
                storeError = store->lastError();
            r.config = std::move(given);
            r.historyId = storeError.empty() ? id : 0;
            r.tags = opts.tags;
            std::sort(r.tags.begin(), r.tags.end());
            r.overlappingRuns = store->overlappingRuns(id);   // recorded by beginRun, ours and theirs
        }
        if (launcher && !opts.keepTargetRunning)
            launcher->stop();
        std::lock_guard<std::mutex> lk(mutex);
        result = std::move(r);
        historyId = storeError.empty() ? id : 0;
        historyError = storeError;
        done = true;
        cv.notify_all();
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
    if (d->supervisor.joinable())
        d->supervisor.join();
    if (d->launcher && !d->opts.keepTargetRunning)
        d->launcher->stop();
}

std::optional<Error> RunSession::prepare() { return d->prepare(); }

void RunSession::start()
{
    if (!d->engine || d->started)
        return;
    d->start(this);
}

void RunSession::stop(RunStatus status, std::string message)
{
    if (d->engine)
        d->engine->stop(status, std::move(message));
}

bool RunSession::waitFinished(std::chrono::milliseconds timeout)
{
    std::unique_lock<std::mutex> lk(d->mutex);
    if (!d->started)
        return true;
    return d->cv.wait_for(lk, timeout, [this] { return d->done; });
}

bool RunSession::finished() const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    return !d->started || d->done;
}

LiveStatus RunSession::live() const { return d->engine ? d->engine->live() : LiveStatus{}; }

std::vector<SecondStats> RunSession::seriesFrom(size_t from) const
{
    return d->engine ? d->engine->seriesFrom(from) : std::vector<SecondStats>{};
}

bool RunSession::hasTarget() const { return d->monitor != nullptr; }

TargetSnapshot RunSession::targetLatest() const { return d->monitor ? d->monitor->latest() : TargetSnapshot{}; }

std::vector<TargetPoint> RunSession::targetSeriesFrom(size_t from) const
{
    return d->monitor ? d->monitor->seriesFrom(from) : std::vector<TargetPoint>{};
}

RunResult RunSession::result()
{
    std::unique_lock<std::mutex> lk(d->mutex);
    if (!d->started)
        return RunResult{};
    d->cv.wait(lk, [this] { return d->done; });
    return d->result;
}

int64_t RunSession::historyId() const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    return d->historyId;
}

std::string RunSession::historyError() const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    return d->historyError;
}

const LoadConfig& RunSession::config() const { return d->cfg; }

std::string RunSession::engineName() const { return d->engine ? d->engine->engineName() : std::string(); }

} // namespace bw

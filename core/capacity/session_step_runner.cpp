#include "capacity/session_step_runner.h"

#include "metrics/metrics_publisher.h"
#include "suite/suite_target_host.h"
#include "util/units.h"

#include <mutex>

namespace bw {

namespace {

// The target as a suite target, for SuiteTargetHost to start and keep up.
SuiteTarget hostedTarget(const TargetSpec& t, const std::string& url)
{
    SuiteTarget s;
    s.name = t.kind == TargetSpec::Kind::Demo ? "demo" : "target";
    s.launch = t.launch;
    s.container = t.container;
    if (t.kind == TargetSpec::Kind::Demo) {
        s.kind = SuiteTarget::Kind::Demo;
        s.demoDocuments = t.demoDocuments;
    } else {
        s.kind = SuiteTarget::Kind::Launch;
        s.baseUrl = url;
    }
    return s;
}

} // namespace

struct SessionStepRunner::Impl {
    StepJob job;
    std::unique_ptr<SuiteTargetHost> host;   // a target this runner started
    bool hostStarted = false;
    mutable std::mutex mutex;                // guards the three below
    RunSession* current = nullptr;
    bool stopped = false;
    mutable StepTarget last;                 // as the last step watched it

    bool hosts() const { return job.target.kind == TargetSpec::Kind::Demo || job.target.kind == TargetSpec::Kind::Launch; }

    // The target of every step: the hosted process attached to, or the spec as given.
    TargetSpec stepTarget() const
    {
        if (!host)
            return job.target;
        TargetSpec t;
        if (host->pid() <= 0)
            return t;   // a URL
        t.kind = TargetSpec::Kind::Attach;
        t.origin = job.target.kind == TargetSpec::Kind::Demo ? TargetSpec::Origin::Demo : TargetSpec::Origin::Launched;
        t.pid = host->pid();
        t.cgroup = host->cgroup();
        t.container = host->container();
        t.launch = job.target.launch;   // what the environment records of the limits
        if (job.target.kind == TargetSpec::Kind::Demo && !job.target.demoCpus.empty())
            t.launch.cpus = job.target.demoCpus;
        return t;
    }

    std::optional<Error> bringUp()
    {
        if (hostStarted || !hosts())
            return std::nullopt;
        hostStarted = true;
        host = std::make_unique<SuiteTargetHost>(job.target.demoBinary);
        const std::vector<int>& cpus = job.target.kind == TargetSpec::Kind::Demo ? job.target.demoCpus : job.target.launch.cpus;
        const std::string why = host->start(hostedTarget(job.target, job.config.url), cpus);
        if (!why.empty())
            return Error("target", why);
        if (job.target.kind == TargetSpec::Kind::Demo) {
            std::string path = job.target.demoPath.empty() ? "/json" : job.target.demoPath;
            if (path[0] != '/')
                path = "/" + path;
            job.config.url = host->baseUrl() + path;
        }
        return std::nullopt;
    }
};

SessionStepRunner::SessionStepRunner(StepJob job) : d(std::make_unique<Impl>())
{
    d->job = std::move(job);
}

SessionStepRunner::~SessionStepRunner() { finish(); }

LoadConfig SessionStepRunner::stepConfig(const LoadConfig& base, const StepPlan& plan)
{
    LoadConfig c = base;
    c.stages.clear();
    c.requests = 0;
    c.maxDurationSec = 0;
    c.durationSec = plan.measuredSec;
    c.warmupSec = plan.warmupSec;
    c.rate = plan.rate;
    if (plan.vus > 0)
        c.connections = plan.vus;
    return c;
}

std::string SessionStepRunner::stepName(const std::string& name, const std::string& kind, const StepPlan& plan)
{
    std::string load = plan.rate > 0 ? formatRps(plan.rate).toStdString() + " req/s"
                                     : plan.vus > 0 ? std::to_string(plan.vus) + " VUs" : std::string("closed-model probe");
    if (plan.phase == StepPhase::Probe)
        load = "closed-model probe";
    const std::string step = "step " + std::to_string(plan.index) + (plan.phase == StepPhase::Probe ? ", " : " at ") + load;
    return name.empty() ? kind + " " + step : name + ", " + step;
}

Result<RunResult> SessionStepRunner::run(const StepPlan& plan)
{
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        if (d->stopped)
            return Error(std::string(), "stopped");
    }
    if (auto e = d->bringUp())
        return *e;
    if (d->host && d->host->pid() > 0 && !d->host->running())
        return Error("target", "the target ended before step " + std::to_string(plan.index) + ": " + d->host->endedDescription());
    SessionOptions so = d->job.session;
    so.runName = stepName(d->job.session.runName, d->job.kind, plan);
    so.roundIndex = plan.index;
    RunSession session(stepConfig(d->job.config, plan), d->job.stepSlo, d->stepTarget(), so);
    if (auto e = session.prepare())
        return *e;
    MetricsPublisher metrics(d->job.metrics);
    metrics.begin(session, so.runName);
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        if (d->stopped)
            return Error(std::string(), "stopped");
        session.start();
        d->current = &session;
    }
    metrics.poll(session);
    while (!session.waitFinished(std::chrono::milliseconds(200)))
        metrics.poll(session);
    RunResult r = session.result();
    metrics.finish(r);
    r.historyId = session.historyId();
    std::lock_guard<std::mutex> lk(d->mutex);
    d->current = nullptr;
    return r;
}

void SessionStepRunner::stop()
{
    std::lock_guard<std::mutex> lk(d->mutex);
    d->stopped = true;
    if (d->current)
        d->current->stop(RunStatus::Stopped, "stopped by the user");
}

LiveStatus SessionStepRunner::live() const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    return d->current ? d->current->live() : LiveStatus{};
}

StepTarget SessionStepRunner::target() const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    if (!d->current) {
        StepTarget between = d->last;
        between.latest = TargetSnapshot{};
        return between;
    }
    // RunSession's observers are thread-safe and never wait for the run.
    d->last.watch = d->current->watchNote();
    d->last.monitored = d->current->hasTarget();
    d->last.latest = d->last.monitored ? d->current->targetLatest() : TargetSnapshot{};
    return d->last;
}

void SessionStepRunner::finish()
{
    if (d->host)
        d->host->stop();
}

std::string SessionStepRunner::url() const { return d->job.config.url; }

} // namespace bw

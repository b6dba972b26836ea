#include "suite_runner.h"

#include "history/history_store.h"
#include "metrics/metrics_publisher.h"
#include "run/ab_rounds.h"
#include "run/run_session.h"
#include "suite/suite_requirements.h"
#include "suite/suite_capacity_run.h"
#include "suite/suite_target_host.h"

#include <algorithm>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

namespace bw {

namespace {
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }
} // namespace

struct SuiteRunner::Impl {
    Suite suite;
    SuitePlan plan;
    SuiteRunOptions opts;
    std::thread thread;

    mutable std::mutex mutex;      // guards everything below
    std::condition_variable cv;
    bool started = false;
    bool done = false;
    bool stopRequested = false;
    SuiteStage stage = SuiteStage::Idle;
    Clock::time_point startTime;
    Clock::time_point stageStart;
    int runIndex = -1;
    int cellIndex = -1;
    RunSession* current = nullptr; // the run under way; reset under the lock before it is destroyed
    CapacityRunner* currentSearch = nullptr;   // a capacity scenario's search under way (likewise)
    SuiteOutcome outcome;

    void setStage(SuiteStage s, int run, int cell)
    {
        std::lock_guard<std::mutex> lk(mutex);
        stage = s;
        stageStart = Clock::now();
        if (run >= 0)
            runIndex = run;
        if (cell >= 0)
            cellIndex = cell;
    }

    bool stopping() const
    {
        std::lock_guard<std::mutex> lk(mutex);
        return stopRequested;
    }

    // Waits out the cooldown unless stopped meanwhile. False when stopped.
    bool cooldown(int nextRun)
    {
        if (!(plan.cooldownSec > 0))
            return !stopping();
        setStage(SuiteStage::Cooldown, nextRun, -1);
        std::unique_lock<std::mutex> lk(mutex);
        cv.wait_for(lk, std::chrono::duration<double>(plan.cooldownSec), [this] { return stopRequested; });
        return !stopRequested;
    }

    void addRecord(SuiteRunRecord rec)
    {
        std::lock_guard<std::mutex> lk(mutex);
        outcome.records.push_back(std::move(rec));
    }

    SuiteRunRecord recordFor(const PlannedRun& run) const { return plannedRecord(plan, run); }

    void skipRest(const SuiteCell& cell, size_t from, const std::string& why)
    {
        for (size_t i = from; i < cell.runs.size(); ++i) {
            SuiteRunRecord rec = recordFor(plan.runs[size_t(cell.runs[i])]);
            rec.error = why;
            addRecord(std::move(rec));
        }
    }

    // A cell whose target's runtime is missing: its runs are skipped, not failed.
    bool skipMissing(const SuiteCell& cell)
    {
        for (const std::string& name : {cell.targetName, cell.targetNameB}) {
            const SuiteTarget* t = name.empty() ? nullptr : suite.findTarget(name);
            const MissingProgram m = t ? findMissingProgram(*t) : MissingProgram{};
            if (!m.missing())
                continue;
            for (int idx : cell.runs) {
                SuiteRunRecord rec = recordFor(plan.runs[size_t(idx)]);
                rec.skipped = true;
                rec.missingProgram = m.program;
                rec.install = m.install;
                rec.error = missingProgramText(m);
                addRecord(std::move(rec));
            }
            return true;
        }
        return false;
    }

    int64_t roundGroupId = 0;   // of the scenario whose rounds are under way (runner thread only)
    std::map<std::string, std::string> runtimeVersions;   // by target name, probed once it first came up (runner thread only)

    void runOne(const PlannedRun& run, const SuiteTargetHost& host, int64_t suiteRunId)
    {
        SuiteRunRecord rec = recordFor(run);
        LoadConfig cfg = run.config;
        cfg.url = host.baseUrl() + run.path;
        TargetSpec target;
        target.kind = TargetSpec::Kind::Url;
        if (host.pid() > 0) {
            target.kind = TargetSpec::Kind::Attach;
            target.pid = host.pid();
            target.cgroup = host.cgroup();
            target.container = host.container();
            // what the environment records of the limits
            target.launch.cpus = run.cpus;
            target.launch.cpuQuota = run.cpuQuota;
            if (const SuiteTarget* t = suite.findTarget(run.targetName)) {
                target.origin = t->kind == SuiteTarget::Kind::Demo ? TargetSpec::Origin::Demo : TargetSpec::Origin::Launched;
                target.launch.memoryLimitBytes = t->launch.memoryLimitBytes;
                target.launch.addressSpaceLimitBytes = t->launch.addressSpaceLimitBytes;
                if (run.cpuQuota <= 0)
                    target.launch.cpuQuota = t->launch.cpuQuota;
            }
        }
        SessionOptions so;
        so.historyPath = opts.historyPath;
        so.runName = run.runName;
        so.tags = run.tags;
        so.notes = "suite \"" + suite.name + "\"" + (suite.filePath.empty() ? "" : " (" + suite.filePath + ")") + ", scenario "
                   + run.scenarioId + " on " + rec.cellLabel;
        so.suiteRunId = suiteRunId;
        so.targetRuntime = runtimeVersions[run.targetName];
        so.requestSlos = run.requestSlos;
        if (!run.side.empty()) {
            // an A/B scenario: one A/B group for its runs, as `benchwork-cli ab` keeps them
            if (run.round == 1 && run.side == "a") {
                std::string why;
                roundGroupId = opts.historyPath.empty()
                                   ? 0
                                   : createAbGroup(opts.historyPath, suite.name + " / " + run.scenarioId, outcome.startedAtMs,
                                                   run.rounds, &why);
            }
            so = abStepOptions(so, roundGroupId, AbStep{run.round, run.side == "b"});
        } else if (run.rounds > 1 && !opts.historyPath.empty()) {
            // the rounds of a scenario run one after another in their cell: one group
            if (run.round == 1) {
                HistoryStore groups;
                roundGroupId = groups.open(opts.historyPath)
                                   ? groups.createRoundGroup("rounds", run.runName, outcome.startedAtMs, run.rounds)
                                   : 0;
            }
            so.roundGroupId = roundGroupId;
            so.roundIndex = run.round;
        }
        rec.roundGroupId = so.roundGroupId;
        if (run.capacity) {
            runSuiteCapacity({cfg, run.slo, target, *run.capacity, so, opts.metrics}, &rec, [&](CapacityRunner* search) {
                std::lock_guard<std::mutex> lk(mutex);
                if (search && stopRequested)
                    return false;
                stage = SuiteStage::Running;
                runIndex = run.index;
                currentSearch = search;
                return true;
            });
            addRecord(std::move(rec));
            return;
        }
        auto session = std::make_unique<RunSession>(cfg, run.slo, target, so);
        if (auto e = session->prepare()) {
            rec.error = e->text();
            addRecord(std::move(rec));
            return;
        }
        MetricsPublisher metrics(opts.metrics);
        metrics.begin(*session, so.runName);
        {
            // checked and started under the lock, so a stop() either comes
            // before (nothing starts) or reaches the started engine
            std::lock_guard<std::mutex> lk(mutex);
            if (stopRequested)
                return;
            stage = SuiteStage::Running;
            stageStart = Clock::now();
            runIndex = run.index;
            session->start();
            current = session.get();
        }
        metrics.poll(*session);
        while (!session->waitFinished(std::chrono::milliseconds(200)))
            metrics.poll(*session);
        rec.ran = true;
        rec.result = session->result();
        metrics.finish(rec.result);
        rec.historyId = session->historyId();
        rec.historyError = session->historyError();
        {
            std::lock_guard<std::mutex> lk(mutex);
            current = nullptr;
            outcome.records.push_back(std::move(rec));
        }
    }

    void runCell(const SuiteCell& cell, SuiteTargetHost& host, int64_t suiteRunId, bool* firstRun)
    {
        const SuiteTarget* target = suite.findTarget(cell.targetName);
        if (skipMissing(cell))
            return;
        if (!*firstRun && !cooldown(cell.runs.empty() ? -1 : cell.runs.front()))
            return;
        *firstRun = false;
        setStage(SuiteStage::StartingTarget, cell.runs.empty() ? -1 : cell.runs.front(), cell.index);
        std::string why = host.start(*target, cell.cpus, cell.cpuQuota);
        if (!why.empty()) {
            skipRest(cell, 0, "target " + cell.label + " did not start: " + why);
            return;
        }
        const bool launched = host.pid() > 0;
        // An A/B cell: b's target up next to a's, each run on its own side's.
        SuiteTargetHost hostB(opts.demoBinary);
        const SuiteTarget* targetB = cell.targetNameB.empty() ? nullptr : suite.findTarget(cell.targetNameB);
        if (targetB) {
            why = hostB.start(*targetB, targetB->launch.cpus, targetB->launch.cpuQuota);
            if (!why.empty()) {
                setStage(SuiteStage::StoppingTarget, -1, -1);
                host.stop();
                skipRest(cell, 0, "target " + targetB->name + " did not start: " + why);
                return;
            }
        }
        const bool launchedB = targetB && hostB.pid() > 0;
        for (const SuiteTarget* t : {target, targetB})
            if (t && !runtimeVersions.count(t->name))
                runtimeVersions[t->name] = probeRuntimeVersion(*t);
        for (size_t i = 0; i < cell.runs.size(); ++i) {
            const PlannedRun& run = plan.runs[size_t(cell.runs[i])];
            if (i > 0 && !cooldown(run.index))
                break;
            if (stopping())
                break;
            const bool onB = targetB && run.side == "b";
            SuiteTargetHost& h = onB ? hostB : host;
            if ((onB ? launchedB : launched) && !h.running()) {
                const std::string name = targetB ? run.targetName : cell.label;
                skipRest(cell, i, "target " + name + " ended before this run: " + h.endedDescription());
                break;
            }
            runOne(run, h, suiteRunId);
            if (stopping())
                break;
        }
        setStage(SuiteStage::StoppingTarget, -1, -1);
        host.stop();
        hostB.stop();
    }

    void runAll()
    {
        {
            std::lock_guard<std::mutex> lk(mutex);
            startTime = Clock::now();
            stageStart = startTime;
            outcome.suiteName = suite.name;
            outcome.suiteFile = suite.filePath;
            outcome.plannedRuns = int(plan.runs.size());
            outcome.startedAtMs =
                std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
        }
        std::unique_ptr<HistoryStore> store;
        int64_t suiteRunId = 0;
        std::string storeError;
        if (!opts.historyPath.empty()) {
            store = std::make_unique<HistoryStore>();
            if (store->open(opts.historyPath))
                suiteRunId = store->createSuiteRun(suite.name, suite.filePath, outcome.startedAtMs);
            if (!suiteRunId)
                storeError = store->lastError();
        }
        {
            std::lock_guard<std::mutex> lk(mutex);
            outcome.suiteRunId = suiteRunId;
            outcome.historyError = storeError;
        }
        SuiteTargetHost host(opts.demoBinary);
        bool firstRun = true;
        for (const auto& cell : plan.cells) {
            if (stopping())
                break;
            runCell(cell, host, suiteRunId, &firstRun);
        }
        host.stop();

        SuiteStatus status;
        {
            std::lock_guard<std::mutex> lk(mutex);
            bool anyNotRun = std::any_of(outcome.records.begin(), outcome.records.end(),
                                         [](const SuiteRunRecord& r) { return !r.ran && !r.skipped; });
            status = stopRequested ? SuiteStatus::Stopped : anyNotRun ? SuiteStatus::Failed : SuiteStatus::Complete;
        }
        std::string statusError;
        if (store && suiteRunId && !store->setSuiteRunStatus(suiteRunId, suiteStatusName(status)))
            statusError = store->lastError();
        std::lock_guard<std::mutex> lk(mutex);
        outcome.status = status;
        outcome.elapsedSec = secondsSince(startTime);
        if (!statusError.empty() && outcome.historyError.empty())
            outcome.historyError = statusError;
        stage = SuiteStage::Finished;
        done = true;
        cv.notify_all();
    }

    double remainingLocked(const LiveStatus& live) const
    {
        if (stage == SuiteStage::Finished)
            return 0;
        int current = std::max(runIndex, 0);
        double left = 0;
        // runs not yet begun; the current one counts when it has not started running
        int firstFuture = stage == SuiteStage::Running ? current + 1 : current;
        for (size_t i = size_t(firstFuture); i < plan.runs.size(); ++i)
            left += plan.runs[i].plannedSec() + (i > 0 ? plan.cooldownSec : 0);
        if (stage == SuiteStage::Running && size_t(current) < plan.runs.size())
            left += std::max(0.0, plan.runs[size_t(current)].plannedSec() - live.elapsedSec);
        if (stage == SuiteStage::Cooldown) {
            // the cooldown before `current` is under way: count only what is left of it
            left -= plan.cooldownSec;
            left += std::max(0.0, plan.cooldownSec - secondsSince(stageStart));
        }
        return std::max(0.0, left);
    }
};

SuiteRunner::SuiteRunner(Suite suite, SuitePlan plan, SuiteRunOptions options) : d(std::make_unique<Impl>())
{
    d->suite = std::move(suite);
    d->plan = std::move(plan);
    d->opts = std::move(options);
}

SuiteRunner::~SuiteRunner()
{
    stop();
    if (d->thread.joinable())
        d->thread.join();
}

void SuiteRunner::run()
{
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        if (d->started)
            return;
        d->started = true;
    }
    d->runAll();
}

void SuiteRunner::start()
{
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        if (d->started)
            return;
        d->started = true;
    }
    d->thread = std::thread([this] { d->runAll(); });
}

void SuiteRunner::stop()
{
    std::lock_guard<std::mutex> lk(d->mutex);
    d->stopRequested = true;
    if (d->current)
        d->current->stop(RunStatus::Stopped, "the suite was stopped");
    if (d->currentSearch)
        d->currentSearch->stop();
    d->cv.notify_all();
}

bool SuiteRunner::finished() const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    return d->done;
}

bool SuiteRunner::waitFinished(std::chrono::milliseconds timeout)
{
    std::unique_lock<std::mutex> lk(d->mutex);
    return d->cv.wait_for(lk, timeout, [this] { return d->done; });
}

SuiteProgress SuiteRunner::progress() const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    SuiteProgress p;
    p.stage = d->stage;
    p.status = d->done ? d->outcome.status : SuiteStatus::Running;
    p.runIndex = d->runIndex;
    p.runCount = int(d->plan.runs.size());
    p.cellIndex = d->cellIndex;
    p.cellCount = int(d->plan.cells.size());
    p.finishedRuns = int(d->outcome.records.size());
    for (const auto& r : d->outcome.records) {
        p.passedRuns += r.passed() ? 1 : 0;
        p.failedRuns += r.failed() ? 1 : 0;
    }
    if (d->runIndex >= 0 && size_t(d->runIndex) < d->plan.runs.size()) {
        const PlannedRun& run = d->plan.runs[size_t(d->runIndex)];
        p.scenarioId = run.scenarioId;
        p.scenarioName = run.scenarioName;
        p.cellLabel = d->plan.cells[size_t(run.cell)].label;
    }
    if (d->started)
        p.elapsedSec = d->done ? d->outcome.elapsedSec : secondsSince(d->startTime);
    if (d->currentSearch) {   // the search's step under way, its target watched as a run's is
        const CapacityProgress search = d->currentSearch->progress();
        p.live = search.live;
        p.targetMonitored = search.target.monitored;
        p.target = search.target.latest;
        p.watch = search.target.watch;
    }
    if (d->current) {
        // RunSession's observers are thread-safe and never wait for the run
        p.live = d->current->live();
        p.targetMonitored = d->current->hasTarget();
        if (p.targetMonitored)
            p.target = d->current->targetLatest();
        p.watch = d->current->watchNote();
    }
    p.remainingSec = d->remainingLocked(p.live);
    p.stopRequested = d->stopRequested;
    return p;
}

bool SuiteRunner::liveSeries(int runIndex, size_t from, size_t targetFrom, std::vector<SecondStats>* series,
                             std::vector<TargetPoint>* target) const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    if (!d->current || d->runIndex != runIndex)
        return false;
    *series = d->current->seriesFrom(from);
    *target = d->current->hasTarget() ? d->current->targetSeriesFrom(targetFrom) : std::vector<TargetPoint>{};
    return true;
}

bool SuiteRunner::liveLatency(int runIndex, uint64_t haveVersion, LatencySnapshot* out) const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    return d->current && d->runIndex == runIndex && d->current->latencySince(haveVersion, out);
}

std::vector<SuiteRunRecord> SuiteRunner::recordsFrom(size_t from) const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    if (from >= d->outcome.records.size())
        return {};
    return {d->outcome.records.begin() + std::ptrdiff_t(from), d->outcome.records.end()};
}

SuiteOutcome SuiteRunner::outcome() const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    SuiteOutcome o = d->outcome;
    if (!d->done && d->started)
        o.elapsedSec = secondsSince(d->startTime);
    return o;
}

const Suite& SuiteRunner::suite() const { return d->suite; }

const SuitePlan& SuiteRunner::plan() const { return d->plan; }

} // namespace bw

#include "target/process_monitor.h"

#include "platform/process_table.h"
#include "target/target_series_builder.h"
#include "target/tree_cpu_meter.h"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace bw {

struct ProcessMonitor::Impl {
    const std::chrono::milliseconds interval;
    std::function<void()> goneCallback;

    // Owned by the monitor thread while it runs.
    TreeCpuMeter meter;
    Clock::time_point previousSampleAt;
    std::deque<std::pair<double, double>> recent;   // (wall s, cpu ns) of the last intervals
    CgroupLocation cgroup;                          // set before start
    CgroupSample previousCgroup;                    // the last readable sample
    uint64_t oomAtStart = 0;

    mutable std::mutex mutex;
    mutable std::condition_variable changed;        // stop requests and "gone"
    bool stopping = false;
    int64_t rootPid = 0;
    Clock::time_point startTime;
    TargetSnapshot snapshot;                        // guarded by mutex
    TargetSeriesBuilder builder;                    // guarded by mutex
    std::thread thread;

    explicit Impl(std::chrono::milliseconds i) : interval(i) {}

    double secondsSinceStart(Clock::time_point t) const
    {
        return std::chrono::duration<double>(t - startTime).count();
    }

    // Takes one sample and publishes it. Returns false once the target is gone.
    bool sampleOnce()
    {
        ProcessTreeSample tree = sampleProcessTree(rootPid);
        return publish(tree, cgroup.valid() ? readCgroup(cgroup) : CgroupSample{});
    }

    // The cgroup's levels and counters into `next` (under no lock).
    void applyCgroup(const CgroupSample& cg, TargetSnapshot* next, uint64_t previousPeak) const
    {
        next->cgroupVersion = cgroup.version;
        next->memoryBytes = cg.memoryBytes;
        next->anonBytes = cg.anonBytes;
        next->fileBytes = cg.fileBytes;
        next->memoryPeakBytes = std::max({previousPeak, cg.memoryBytes, cg.hasMemoryPeak ? cg.memoryPeakBytes : 0});
        next->memoryPeakFromKernel = cg.hasMemoryPeak;   // else only the samples' highest memory.current
        next->oomKills = cg.oomKills >= oomAtStart ? cg.oomKills - oomAtStart : 0;
    }

    bool publish(const ProcessTreeSample& sample, const CgroupSample& cg)
    {
        const Clock::time_point now = Clock::now();
        if (!sample.rootAlive) {
            if (!sample.error.empty())
                return true;    // unreadable for a moment: try again next tick
            std::lock_guard lock(mutex);
            if (cg.ok) {    // the OOM kill that ended it, the peak it reached
                TargetSnapshot keep = snapshot;
                applyCgroup(cg, &keep, snapshot.memoryPeakBytes);
                snapshot.memoryPeakBytes = keep.memoryPeakBytes;
                snapshot.memoryPeakFromKernel = keep.memoryPeakFromKernel;
                snapshot.oomKills = keep.oomKills;
            }
            builder.flush();
            snapshot.targetGone = true;
            snapshot.tSec = secondsSinceStart(now);
            snapshot.rssBytes = 0;
            snapshot.cpuPct = snapshot.cpuPctLastSecond = 0;
            snapshot.threads = snapshot.processes = 0;
            snapshot.tree.clear();
            changed.notify_all();
            return false;
        }

        TreeCpuMeter::Delta delta = meter.update(sample.processes, sample.clockNs);
        const double wallSec = std::chrono::duration<double>(now - previousSampleAt).count();
        bool cpuValid = delta.valid && wallSec > 0;
        uint64_t totalCpuNs = delta.totalNs;
        CgroupTick tick;
        const CgroupSample& prev = previousCgroup;
        if (cg.ok && prev.ok) {
            auto since = [](uint64_t now, uint64_t before) { return now >= before ? now - before : 0; };
            tick.valid = true;
            tick.quotaPeriods = since(cg.periods, prev.periods);
            tick.throttledPeriods = since(cg.throttledPeriods, prev.throttledPeriods);
            tick.throttledNs = since(cg.throttledNs, prev.throttledNs);
            if (cg.hasCpuUsage && prev.hasCpuUsage) {   // includes members that exited meanwhile
                totalCpuNs = since(cg.cpuUsageNs, prev.cpuUsageNs);
                cpuValid = wallSec > 0;
            }
        }
        if (cg.ok) {
            tick.memoryBytes = cg.memoryBytes;
            tick.anonBytes = cg.anonBytes;
            tick.fileBytes = cg.fileBytes;
            previousCgroup = cg;
        }
        const double tStart = secondsSinceStart(previousSampleAt);
        const double tEnd = secondsSinceStart(now);
        previousSampleAt = now;

        TargetSnapshot next;
        next.rootPid = rootPid;
        next.tSec = tEnd;
        next.tree.reserve(sample.processes.size());
        for (size_t i = 0; i < sample.processes.size(); ++i) {
            const ProcessInfo& p = sample.processes[i];
            ProcessUsage u{p};
            u.cpuPct = cpuValid ? double(delta.perProcessNs[i]) / (wallSec * 1e9) * 100.0 : 0.0;
            next.rssBytes += p.rssBytes;
            next.threads += p.threads;
            next.tree.push_back(std::move(u));
        }
        next.processes = int(sample.processes.size());
        if (cpuValid) {
            next.cpuPct = double(totalCpuNs) / (wallSec * 1e9) * 100.0;
            recent.emplace_back(wallSec, double(totalCpuNs));
            double spanSec = 0;
            for (auto& r : recent)
                spanSec += r.first;
            while (recent.size() > 1 && spanSec - recent.front().first >= 0.99) {
                spanSec -= recent.front().first;
                recent.pop_front();
            }
            double cpuNs = 0;
            for (auto& r : recent)
                cpuNs += r.second;
            next.cpuPctLastSecond = cpuNs / (spanSec * 1e9) * 100.0;
        }

        if (tick.valid && tick.quotaPeriods)
            next.throttledPct = 100.0 * double(tick.throttledPeriods) / double(tick.quotaPeriods);

        std::lock_guard lock(mutex);
        if (cg.ok)
            applyCgroup(cg, &next, snapshot.memoryPeakBytes);
        builder.add(tStart, tEnd, cpuValid, totalCpuNs, next.rssBytes, next.threads, next.processes, tick);
        next.samples = snapshot.samples + 1;
        next.peakRssBytes = std::max(snapshot.peakRssBytes, next.rssBytes);
        next.peakCpuPct = builder.peakCpuPct();
        snapshot = std::move(next);
        return true;
    }

    void run()
    {
        Clock::time_point due = Clock::now() + interval;
        for (;;) {
            {
                std::unique_lock lock(mutex);
                if (changed.wait_until(lock, due, [this] { return stopping; }))
                    return;
            }
            if (!sampleOnce()) {
                if (goneCallback)
                    goneCallback();
                return;
            }
            due += interval;
            const Clock::time_point now = Clock::now();
            if (due <= now)     // fell behind (suspended, overloaded): skip, don't burst
                due = now + interval;
        }
    }
};

ProcessMonitor::ProcessMonitor(std::chrono::milliseconds interval)
    : d(std::make_unique<Impl>(interval.count() > 0 ? interval : std::chrono::milliseconds(250)))
{
}

ProcessMonitor::~ProcessMonitor() { stop(); }

void ProcessMonitor::setGoneCallback(std::function<void()> callback) { d->goneCallback = std::move(callback); }

void ProcessMonitor::setCgroup(const CgroupLocation& where) { d->cgroup = where; }

std::string ProcessMonitor::start(int64_t rootPid, Clock::time_point startTime)
{
    stop();
    const std::string pidText = std::to_string(rootPid);
    switch (processState(rootPid)) {
    case ProcessState::Missing:
        return "no process with pid " + pidText;
    case ProcessState::Zombie:
        return "process " + pidText + " has already exited";
    case ProcessState::NoAccess:
        return "not permitted to read process " + pidText + " (it belongs to another user)";
    case ProcessState::Alive:
        break;
    }
    {
        std::lock_guard lock(d->mutex);
        d->stopping = false;
        d->rootPid = rootPid;
        d->startTime = startTime;
        d->snapshot = TargetSnapshot{};
        d->snapshot.rootPid = rootPid;
        d->builder.clear();
    }
    d->meter.reset();
    d->recent.clear();
    d->previousCgroup = CgroupSample{};
    d->oomAtStart = 0;
    if (d->cgroup.valid()) {
        const CgroupSample cg = readCgroup(d->cgroup);
        if (!cg.ok)
            return "cannot read the target's cgroup " + d->cgroup.path;
        d->oomAtStart = cg.oomKills;
    }
    d->previousSampleAt = Clock::now();
    ProcessTreeSample first = sampleProcessTree(rootPid);
    if (!first.rootAlive)
        return first.error.empty() ? "process " + pidText + " exited before it could be sampled" : first.error;
    d->publish(first, d->cgroup.valid() ? readCgroup(d->cgroup) : CgroupSample{});
    d->thread = std::thread([this] { d->run(); });
    return {};
}

void ProcessMonitor::stop()
{
    {
        std::lock_guard lock(d->mutex);
        d->stopping = true;
    }
    d->changed.notify_all();
    if (d->thread.joinable())
        d->thread.join();
    const CgroupSample last = d->cgroup.valid() ? readCgroup(d->cgroup) : CgroupSample{};
    std::lock_guard lock(d->mutex);
    d->builder.flush();
    if (last.ok && d->snapshot.samples > 0) {
        TargetSnapshot keep = d->snapshot;
        d->applyCgroup(last, &keep, d->snapshot.memoryPeakBytes);
        d->snapshot.memoryPeakBytes = keep.memoryPeakBytes;
        d->snapshot.memoryPeakFromKernel = keep.memoryPeakFromKernel;
        d->snapshot.oomKills = keep.oomKills;
    }
}

TargetSnapshot ProcessMonitor::latest() const
{
    std::lock_guard lock(d->mutex);
    return d->snapshot;
}

std::vector<TargetPoint> ProcessMonitor::series() const { return seriesFrom(0); }

std::vector<TargetPoint> ProcessMonitor::seriesFrom(size_t from) const
{
    std::lock_guard lock(d->mutex);
    const auto& points = d->builder.points();
    if (from >= points.size())
        return {};
    return std::vector<TargetPoint>(points.begin() + long(from), points.end());
}

bool ProcessMonitor::targetGone() const
{
    std::lock_guard lock(d->mutex);
    return d->snapshot.targetGone;
}

bool ProcessMonitor::waitGone(std::chrono::milliseconds timeout) const
{
    std::unique_lock lock(d->mutex);
    return d->changed.wait_for(lock, timeout, [this] { return d->snapshot.targetGone; });
}

uint64_t ProcessMonitor::peakRssBytes() const
{
    std::lock_guard lock(d->mutex);
    return d->snapshot.peakRssBytes;
}

double ProcessMonitor::peakCpuPct() const
{
    std::lock_guard lock(d->mutex);
    return d->builder.peakCpuPct();
}

std::chrono::milliseconds ProcessMonitor::interval() const { return d->interval; }

} // namespace bw

#include "run_collector.h"

#include "engine/loop/mono_clock.h"
#include "platform/run_queue_wait.h"

#include <algorithm>
#include <chrono>

namespace bw {

namespace {
constexpr int kIntervalsPerSecond = 10;
}

RunCollector::RunCollector(const RunPlan& plan, std::vector<SnapshotRing*> rings, int64_t warmupIntervals,
                           std::vector<std::string> entryNames, std::vector<std::string> entryFlows,
                           std::vector<std::string> flowNames)
    : plan_(plan), rings_(std::move(rings)), warmupIntervals_(warmupIntervals),
      frontier_(rings_.size(), 0), final_(rings_.size(), false), runQueueNs_(rings_.size(), 0),
      entryNames_(std::move(entryNames)), entryTotals_(entryNames_.size()), entryFlows_(std::move(entryFlows)),
      flowNames_(std::move(flowNames)), flowTotals_(flowNames_.size())
{
    // The series' room for the whole planned run, up front (up to 6 hours'
    // worth; longer runs grow as usual). Growing by doubling left the old
    // copies behind as heap holes; pages of the room count only once written.
    if (plan_.measureEndNs > plan_.startNs) {
        const uint64_t planned = (plan_.measureEndNs - plan_.startNs) / 1'000'000'000u + 2;
        series_.reserve(size_t(std::min<uint64_t>(planned, 6 * 3600)));
    }
}

void RunCollector::wake()
{
    std::lock_guard<std::mutex> lk(mutex_);
    wake_ = true;
    cv_.notify_all();
}

void RunCollector::runUntilDone()
{
    for (;;) {
        drain();
        bool allFinal = std::all_of(final_.begin(), final_.end(), [](bool f) { return f; });
        finalizeSeconds(allFinal);
        updateLive();
        if (allFinal)
            break;
        std::unique_lock<std::mutex> lk(mutex_);
        cv_.wait_for(lk, std::chrono::milliseconds(50), [this] { return wake_; });
        wake_ = false;
    }
}

void RunCollector::drain()
{
    for (size_t w = 0; w < rings_.size(); ++w) {
        while (const IntervalSnapshot* s = rings_[w]->peek()) {
            merge(w, *s);
            frontier_[w] = s->interval + 1;
            if (s->final) {
                final_[w] = true;
                endNs_ = std::max(endNs_, s->stoppedAtNs);
            }
            rings_[w]->pop();
        }
    }
}

void RunCollector::merge(size_t worker, const IntervalSnapshot& s)
{
    int second = int(s.interval / kIntervalsPerSecond);
    SecondAcc& a = open_[second];
    if (a.vus.empty()) {
        a.vus.assign(rings_.size(), 0);
        a.rates.assign(rings_.size(), 0.0);
        a.entries.resize(entryNames_.size());
        a.flows.resize(flowNames_.size());
    }
    // No second straddles the end of the warmup (the interval grid starts
    // whole seconds before it), so every second is all warmup or all
    // measured, and the measured seconds add up to the run's totals.
    a.completed += s.completed;
    a.bytesIn += s.bytesIn;
    a.bytesOut += s.bytesOut;
    a.errors.add(s.errors);
    a.latency.add(s.latency);
    a.cpuNs += s.cpuNs;
    a.vus[worker] = s.activeVus;
    a.rates[worker] = s.targetRate;
    for (int i = 0; i < s.entryCount && size_t(i) < a.entries.size(); ++i)
        a.entries[size_t(i)].add(s.entries[i]);
    for (int i = 0; i < s.flowCount && size_t(i) < a.flows.size(); ++i)
        a.flows[size_t(i)].add(s.flows[i]);
    if (measuredInterval(s.interval))
        runQueueNs_[worker] += s.runQueueWaitNs;
    mergeTotalsOnly(s);
}

void RunCollector::mergeTotalsOnly(const IntervalSnapshot& s)
{
    if (s.final)
        inFlight_ += s.inFlight;
    // Connections over the whole run: with keep-alive they are all opened in
    // the warmup, and a measured-only count read 0 for 50 busy users.
    connects_ += s.connects;
    if (!measuredInterval(s.interval))
        return;
    requests_ += s.completed;
    bytesIn_ += s.bytesIn;
    bytesOut_ += s.bytesOut;
    late_ += s.lateSends;
    lateQueued_ += s.lateQueued;
    cpuNsMeasured_ += s.cpuNs;
    errors_.add(s.errors);
    for (int i = 0; i < IntervalSnapshot::kStatusCount; ++i)
        if (s.statusCounts[size_t(i)])
            status_[IntervalSnapshot::kFirstStatus + i] += s.statusCounts[size_t(i)];
    latency_.add(s.latency);
    latencyIntended_.add(s.latencyIntended);
    sendLateness_.add(s.sendLateness);
    unsent_ += s.unsentAtEnd;
    for (int i = 0; i < s.entryCount && size_t(i) < entryTotals_.size(); ++i)
        entryTotals_[size_t(i)].add(s.entries[i]);
    for (int i = 0; i < s.flowCount && size_t(i) < flowTotals_.size(); ++i)
        flowTotals_[size_t(i)].add(s.flows[i]);
}

void RunCollector::finalizeSeconds(bool all)
{
    int64_t minFrontier = INT64_MAX;
    for (size_t w = 0; w < rings_.size(); ++w)
        if (!final_[w])
            minFrontier = std::min(minFrontier, frontier_[w]);
    std::vector<SecondStats> done;
    while (!open_.empty()) {
        auto it = open_.begin();
        int sec = it->first;
        int64_t secEnd = int64_t(sec + 1) * kIntervalsPerSecond;
        if (!all && minFrontier < secEnd)
            break;
        // seconds with no snapshot at all (a stalled collector) still get a point
        while (nextSecond_ < sec) {
            SecondStats empty;
            empty.second = nextSecond_;
            empty.warmup = int64_t(nextSecond_) * kIntervalsPerSecond < warmupIntervals_;
            done.push_back(empty);
            ++nextSecond_;
        }
        const SecondAcc& a = it->second;
        if (all && a.completed == 0 && a.errors.total() == 0
            && plan_.gridStartNs + uint64_t(sec) * 1'000'000'000ull >= std::min(endNs_, plan_.measureEndNs)) {
            // the workers' last words land in the interval where they stopped:
            // a second that begins at the end of the run holds nothing to show
            open_.erase(it);
            continue;
        }
        SecondStats p;
        p.second = sec;
        p.warmup = int64_t(sec) * kIntervalsPerSecond < warmupIntervals_;
        p.requests = a.completed;
        p.errors = a.errors;
        p.bytesIn = a.bytesIn;
        p.bytesOut = a.bytesOut;
        p.p50Us = double(a.latency.valueAtPercentile(50)) / 1000.0;
        p.p90Us = double(a.latency.valueAtPercentile(90)) / 1000.0;
        p.p99Us = double(a.latency.valueAtPercentile(99)) / 1000.0;
        p.maxUs = double(a.latency.maxNs()) / 1000.0;
        if (plan_.secondHistograms)
            p.latencyHist = a.latency.encode();
        for (int v : a.vus) p.activeVus += v;
        for (double r : a.rates) p.targetRate += r;
        p.spanSec = 1.0;
        // A fractional warmup's first second began before the run did.
        uint64_t secStartNs = plan_.gridStartNs + uint64_t(sec) * 1'000'000'000ull;
        uint64_t fromNs = std::max(secStartNs, plan_.startNs);
        if (fromNs > secStartNs)
            p.spanSec = double(secStartNs + 1'000'000'000ull - fromNs) / 1e9;
        if (all && std::next(it) == open_.end()) {
            // the last second may be partial
            uint64_t endNs = std::min(endNs_, plan_.measureEndNs);
            if (endNs > fromNs && endNs - secStartNs < 1'000'000'000ull)
                p.spanSec = double(endNs - fromNs) / 1e9;
        }
        p.clientCpuPct = double(a.cpuNs) / 1e9 / p.spanSec * 100.0;
        for (const EntryInterval& e : a.entries)
            p.byRequest.push_back({e.completed, e.errors.total(), double(e.latency.valueAtPercentile(50)) / 1000.0,
                                   double(e.latency.valueAtPercentile(99)) / 1000.0});
        for (const FlowInterval& f : a.flows)
            p.byFlow.push_back({f.iterations, f.failed, double(f.duration.valueAtPercentile(50)) / 1000.0,
                                double(f.duration.valueAtPercentile(99)) / 1000.0});
        done.push_back(p);
        nextSecond_ = sec + 1;
        open_.erase(it);
    }
    if (done.empty() && !(all && !entryNames_.empty()))
        return;
    std::lock_guard<std::mutex> lk(mutex_);
    if (!done.empty()) {
        series_.insert(series_.end(), done.begin(), done.end());
        // Once a second: the live spectrum's source (two 31 KiB copies).
        liveLatency_.latency = latency_;
        liveLatency_.latencyIntended = latencyIntended_;
        ++liveLatency_.version;
    }
    publishRequests(done);   // at the end too: the entries' last figures
}

void RunCollector::publishRequests(const std::vector<SecondStats>& done)
{
    if (entryNames_.empty())
        return;
    const SecondStats* last = done.empty() ? nullptr : &done.back();
    liveRequests_.entries.resize(entryNames_.size());
    for (size_t i = 0; i < entryNames_.size(); ++i) {
        const EntryInterval& t = entryTotals_[i];
        LiveRequest& l = liveRequests_.entries[i];
        l.name = entryNames_[i];
        if (i < entryFlows_.size())
            l.flow = entryFlows_[i];
        l.checkFailures = t.checkFailures;
        l.skipped = t.skipped;
        l.requests = t.completed;
        l.errors = t.errors;
        l.bytesIn = t.bytesIn;
        l.bytesOut = t.bytesOut;
        l.p50Us = double(t.latency.valueAtPercentile(50)) / 1000.0;
        l.p99Us = double(t.latency.valueAtPercentile(99)) / 1000.0;
        if (last && i < last->byRequest.size()) {
            l.rpsNow = double(last->byRequest[i].requests) / std::max(0.001, last->spanSec);
            l.p99NowUs = last->byRequest[i].p99Us;
        }
    }
    liveRequests_.flows.resize(flowNames_.size());
    for (size_t i = 0; i < flowNames_.size(); ++i) {
        const FlowInterval& t = flowTotals_[i];
        LiveFlow& l = liveRequests_.flows[i];
        l.name = flowNames_[i];
        l.iterations = t.iterations;
        l.failed = t.failed;
        l.p50Us = double(t.duration.valueAtPercentile(50)) / 1000.0;
        l.p99Us = double(t.duration.valueAtPercentile(99)) / 1000.0;
        if (last && i < last->byFlow.size())
            l.iterationsNow = double(last->byFlow[i].iterations) / std::max(0.001, last->spanSec);
    }
    ++liveRequests_.version;
}

bool RunCollector::requestsSince(uint64_t haveVersion, LiveRequests* out) const
{
    std::lock_guard<std::mutex> lk(mutex_);
    if (liveRequests_.version <= haveVersion)
        return false;
    *out = liveRequests_;
    return true;
}

bool RunCollector::latencySince(uint64_t haveVersion, LatencySnapshot* out) const
{
    std::lock_guard<std::mutex> lk(mutex_);
    if (liveLatency_.version <= haveVersion)
        return false;
    *out = liveLatency_;
    return true;
}

void RunCollector::updateLive()
{
    uint64_t now = monoNowNs();
    LiveStatus l;
    bool allFinal = std::all_of(final_.begin(), final_.end(), [](bool f) { return f; });
    l.elapsedSec = double(now - plan_.startNs) / 1e9;
    if (allFinal) {
        l.phase = Phase::Finished;
    } else if (now < plan_.measureStartNs) {
        l.phase = Phase::Warmup;
        l.phaseElapsedSec = double(now - plan_.startNs) / 1e9;
        l.phaseTotalSec = double(plan_.measureStartNs - plan_.startNs) / 1e9;
    } else {
        l.phase = Phase::Measured;
        l.phaseElapsedSec = double(now - plan_.measureStartNs) / 1e9;
        l.phaseTotalSec = plan_.countMode ? 0.0 : double(plan_.measureEndNs - plan_.measureStartNs) / 1e9;
    }
    l.requestsDone = requests_ + errors_.transport();
    l.requestsTotal = plan_.requestsTotal;
    l.errorsTotal = errors_.total();
    std::lock_guard<std::mutex> lk(mutex_);
    if (!series_.empty()) {
        const SecondStats& last = series_.back();
        l.rpsNow = double(last.requests) / std::max(0.001, last.spanSec);
        l.p99NowUs = last.p99Us;
        l.clientCpuPct = last.clientCpuPct;
        l.activeVus = last.activeVus;
    }
    live_ = l;
}

LiveStatus RunCollector::live() const
{
    std::lock_guard<std::mutex> lk(mutex_);
    return live_;
}

std::vector<SecondStats> RunCollector::seriesFrom(size_t from) const
{
    std::lock_guard<std::mutex> lk(mutex_);
    if (from >= series_.size())
        return {};
    return std::vector<SecondStats>(series_.begin() + long(from), series_.end());
}

RunResult RunCollector::buildResult()
{
    RunResult r;
    uint64_t end = std::min(endNs_ ? endNs_ : monoNowNs(), plan_.measureEndNs);
    r.warmupSec = double(std::min(end, plan_.measureStartNs) - plan_.startNs) / 1e9;
    r.measuredSec = end > plan_.measureStartNs ? double(end - plan_.measureStartNs) / 1e9 : 0.0;
    r.requests = requests_;
    r.bytesIn = bytesIn_;
    r.bytesOut = bytesOut_;
    r.rps = r.measuredSec > 0 ? double(requests_) / r.measuredSec : 0.0;
    r.errors = errors_;
    r.statusCodes = status_;
    r.inFlightAtEnd = inFlight_;
    r.lateSends = late_;
    r.lateSendsQueued = lateQueued_;
    r.connectsOpened = connects_;
    r.latency = latency_;
    r.latencyIntended = latencyIntended_;
    r.latencySummary = LatencySummary::from(latency_);
    r.latencyIntendedSummary = LatencySummary::from(latencyIntended_);
    r.sendLateness = sendLateness_;
    r.sendLatenessSummary = LatencySummary::from(sendLateness_);
    r.unsentAtEnd = unsent_;
    r.clientCpuPct = r.measuredSec > 0 ? double(cpuNsMeasured_) / 1e9 / r.measuredSec * 100.0 : 0.0;
    r.clientBusyFraction = r.measuredSec > 0 ? double(cpuNsMeasured_) / 1e9 / (r.measuredSec * double(plan_.threads)) : 0.0;
    // Run-queue wait: the worst engine thread's share of the measured phase
    // (-1 where the platform has no such figure: never any reading).
    if (runQueueWaitNs() >= 0 && r.measuredSec > 0) {
        uint64_t worst = 0;
        for (uint64_t ns : runQueueNs_)
            worst = std::max(worst, ns);
        r.clientRunQueueWaitFraction = double(worst) / 1e9 / r.measuredSec;
    }
    // client_health::assess() judges these once the engine has set the config.
    std::lock_guard<std::mutex> lk(mutex_);
    r.series = series_;
    return r;
}

} // namespace bw

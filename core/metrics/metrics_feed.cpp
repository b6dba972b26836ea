#include "metrics/metrics_feed.h"

namespace bw {

namespace {

std::vector<MetricsEntry> metricsEntriesOf(const RunResult& r)
{
    std::vector<MetricsEntry> out;
    for (const std::vector<RequestStats>* list : {&r.byRequest, &r.byStep})
        for (const RequestStats& e : *list)
            out.push_back({e.name, e.flow, e.requests, e.errors});
    return out;
}

void metricsSetLatency(MetricsSnapshot* s, const LatencyHistogram& h)
{
    s->latencyBuckets = cumulativeLatencyBuckets(h);
    s->latencyCount = h.count();
    s->latencySumSec = h.meanNs() * double(h.count()) / 1e9;
}

} // namespace

void MetricsFeed::begin(const RunSession& session, const std::string& runName, const AgentInfo& agent)
{
    *this = MetricsFeed();
    s_.present = true;
    const int64_t row = session.runRowId();
    s_.runId = row ? std::to_string(row) : "unsaved";
    s_.agent = agent.present() ? std::to_string(agent.index) : std::string();
    s_.runName = runName;
    s_.engine = session.engineName();
    s_.openModel = session.knob() == LoadKnob::Rate;
    s_.warmup = session.config().warmupSec > 0;
}

MetricsSnapshot MetricsFeed::poll(const RunSession& session)
{
    const LiveStatus live = session.live();
    s_.elapsedSec = live.elapsedSec;
    s_.warmup = live.phase == Phase::Warmup || (live.phase == Phase::Idle && session.config().warmupSec > 0);
    s_.vus = live.activeVus;
    s_.clientCpuPct = live.clientCpuPct;
    if (s_.openModel)
        s_.intendedRate = session.knobLevel();
    const std::vector<SecondStats> seconds = session.seriesFrom(secondsSeen_);
    secondsSeen_ += seconds.size();
    for (const SecondStats& sec : seconds) {
        if (sec.warmup)
            continue;
        s_.requests += sec.requests;
        s_.errors.add(sec.errors);
        s_.bytesIn += sec.bytesIn;
        s_.bytesOut += sec.bytesOut;
    }
    if (session.latencySince(latency_.version, &latency_))
        metricsSetLatency(&s_, latency_.latency);
    if (session.requestsSince(requests_.version, &requests_)) {
        s_.entries.clear();
        for (const LiveRequest& e : requests_.entries)
            s_.entries.push_back({e.name, e.flow, e.requests, e.errors});
    }
    s_.targetWatched = session.hasTarget();
    if (s_.targetWatched) {
        const TargetSnapshot t = session.targetLatest();
        s_.targetRssBytes = t.rssBytes;
        s_.targetCpuPct = t.cpuPctLastSecond;
        const std::vector<TargetPoint> points = session.targetSeriesFrom(targetPointsSeen_);
        targetPointsSeen_ += points.size();
        for (const TargetPoint& p : points)
            s_.targetCpuSec += p.cpuPct / 100.0;   // one point per second, its CPU as % of one core
    }
    return s_;
}

MetricsSnapshot MetricsFeed::finish(const RunResult& r)
{
    s_.finished = true;
    s_.warmup = false;
    s_.elapsedSec = r.warmupSec + r.measuredSec;
    s_.requests = r.requests;
    s_.errors = r.errors;
    s_.bytesIn = r.bytesIn;
    s_.bytesOut = r.bytesOut;
    metricsSetLatency(&s_, r.latency);
    s_.vus = r.series.empty() ? 0 : r.series.back().activeVus;
    s_.clientCpuPct = r.clientCpuPct;
    s_.targetWatched = r.target.present && !r.target.series.empty();
    if (s_.targetWatched) {
        s_.targetRssBytes = r.target.series.back().rssBytes;
        s_.targetCpuPct = r.target.series.back().cpuPct;
        s_.targetCpuSec = 0;
        for (const TargetPoint& p : r.target.series)
            s_.targetCpuSec += p.cpuPct / 100.0;
    }
    s_.entries = metricsEntriesOf(r);
    return s_;
}

} // namespace bw
